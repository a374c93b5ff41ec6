package main

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

func (e *gtpEngine) boardsize(args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: boardsize takes one size")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return "", fail("boardsize not an integer")
	}
	p, err := ls.NewPosition(n)
	if err != nil {
		return "", fail("unacceptable size")
	}
	e.start(p)
	return "", nil
}

func (e *gtpEngine) clearBoard([]string) (string, error) {
	p, err := ls.NewPosition(e.game.Size())
	if err != nil {
		return "", fail("%v", err)
	}
	e.start(p)
	return "", nil
}

// komiFromFloat turns a GTP komi (points, usually with half a point to
// avoid ties) into the rules' whole stones: the smallest whole number not
// below it, since under these rules a margin equal to the komi is White's
// win. 7.5 becomes 8 and 6.5 becomes 7; 7 stays 7.
func komiFromFloat(k float64) int { return int(math.Ceil(k)) }

// recordKomi is the inverse, as records and engines that read GTP komi
// write it: komi − ½.
func recordKomi(komi int) ls.Stones { return ls.Whole(komi) - ls.HalfStone }

// gtpKomi is recordKomi as GTP's komi command takes it ("7.5").
func gtpKomi(komi int) string { return recordKomi(komi).String() }

func (e *gtpEngine) setKomiFloat(args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: komi takes one number")
	}
	k, err := strconv.ParseFloat(args[0], 64)
	if err != nil || math.IsNaN(k) || math.IsInf(k, 0) {
		return "", fail("komi not a float")
	}
	if math.Abs(k) > ls.MaxKomi {
		return "", fail("%v", &vocabError{"komi", args[0], fmt.Sprintf("a number within ±%d", ls.MaxKomi)})
	}
	e.rules.Komi, e.komiSet = komiFromFloat(k), true
	return "", nil
}

func (e *gtpEngine) wholeKomi(args []string) (string, error) {
	switch len(args) {
	case 0:
	case 1:
		k, err := parseKomi("komi", args[0])
		if err != nil {
			return "", fail("%v", err)
		}
		e.rules.Komi, e.komiSet = k, true
	default:
		return "", fail("syntax error: livingstones-komi takes at most one number")
	}
	return strconv.Itoa(e.rules.Komi), nil
}

func (e *gtpEngine) ruleVersion(args []string) (string, error) {
	switch len(args) {
	case 0:
	case 1:
		v, err := parseVersion("rule version", args[0])
		if err != nil {
			return "", fail("%v", err)
		}
		e.rules.Version = v
		if !e.komiSet {
			e.rules.Komi = ls.DefaultKomi(v)
		}
	default:
		return "", fail("syntax error: livingstones-version takes at most one version")
	}
	return e.rules.Version.String(), nil
}

func (e *gtpEngine) showboard([]string) (string, error) {
	p := e.game
	n := p.Size()
	var b strings.Builder
	b.WriteString("\n")
	cols := func() {
		b.WriteString("   ")
		for x := 0; x < n; x++ {
			b.WriteString(" " + ls.GTP.Encode(ls.Pt(x, 0), n)[:1])
		}
		b.WriteString("\n")
	}
	cols()
	last, _ := p.LastMove()
	lp, lastReal := last.Point()
	for y := n - 1; y >= 0; y-- {
		fmt.Fprintf(&b, "%2d ", y+1)
		for x := 0; x < n; x++ {
			sep := " "
			if lastReal && lp == ls.Pt(x, y) {
				sep = "("
			} else if lastReal && lp == ls.Pt(x-1, y) {
				sep = ")"
			}
			b.WriteString(sep)
			b.WriteByte(stoneLetter(p.At(ls.Pt(x, y))))
		}
		if lastReal && lp == ls.Pt(n-1, y) {
			b.WriteString(")")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%2d\n", y+1)
	}
	cols()
	fmt.Fprintf(&b, "turn %d, %s to move, %v", p.Turn(), p.ToMove().Name(), p.Phase())
	if p.Phase() == ls.Ended {
		fmt.Fprintf(&b, " (%v)", p.EndReason())
	}
	for _, c := range []ls.Color{ls.White, ls.Black} {
		t := p.Tally(c)
		fmt.Fprintf(&b, "\n%-5s %d stones, %d real moves, %d virtual, %d passes, %d captured", c.Name(), p.BoardStones(c), t.Real, t.Virtual, t.Passes, t.Prisoners)
	}
	return b.String(), nil
}

func (e *gtpEngine) state(args []string) (string, error) {
	if len(args) != 0 {
		return "", fail("syntax error: livingstones-state takes no arguments")
	}
	p := e.game
	var b strings.Builder
	fmt.Fprintf(&b, "phase %v\nend %v\nturn %d\nto_move %s\nversion %s\nkomi %d", p.Phase(), strings.ReplaceAll(p.EndReason().String(), " ", "_"), p.Turn(), p.ToMove().Name(), e.rules.Version, e.rules.Komi)
	for _, c := range []ls.Color{ls.Black, ls.White} {
		t := p.Tally(c)
		fmt.Fprintf(&b, "\n%s stones %d real %d virtual %d passes %d captured %d", c.Name(), p.BoardStones(c), t.Real, t.Virtual, t.Passes, t.Prisoners)
	}
	if p.Phase() == ls.Ended && p.EndReason() == ls.Resignation {
		fmt.Fprintf(&b, "\nwinner %s", p.Winner().Name())
	}
	return b.String(), nil
}

func (e *gtpEngine) loadsgf(args []string) (string, error) {
	if len(args) < 1 || len(args) > 2 {
		return "", fail("syntax error: loadsgf takes a file name and an optional move number")
	}
	if e.noFiles {
		return "", fail("cannot load file: file access is off")
	}
	rec, err := e.input.read(args[0], nil)
	var syntax *ls.SyntaxError
	if errors.As(err, &syntax) {
		// The position only: no byte of a file that is not SGF goes
		// into the answer (the file may be anything on the machine).
		return "", fail("cannot load file: %s: not an SGF record: syntax error at line %d, column %d (byte %d)", args[0], syntax.Line, syntax.Column, syntax.Offset)
	}
	if err != nil {
		return "", fail("cannot load file: %v", err)
	}
	full := true // the whole record is replayed: its dead stones apply
	if len(args) == 2 {
		k, err := strconv.Atoi(args[1])
		if err != nil || k < 1 {
			return "", fail("syntax error: move number %q", args[1])
		}
		// GTP: the position before move k is played.
		if k-1 < len(rec.Moves) {
			rec.Moves = rec.Moves[:k-1]
			full = false
		}
	}
	if len(rec.Moves) > e.maxTurns {
		return "", fail("cannot load file: %d moves, more than the limit --max-turns %d", len(rec.Moves), e.maxTurns)
	}
	g, err := rec.ReplayGame()
	if err != nil {
		return "", fail("cannot load file: %v", err)
	}
	e.game = g
	e.changed()
	e.recordDead, e.recordPos = nil, ls.Position{}
	// Marks on no stone name no dead stones: the game is settled as if
	// the record had none, as score does.
	if dead := rec.DeadStones(g.Final().At); full && len(dead) > 0 {
		e.recordDead, e.recordPos = dead, e.position()
	}
	if rec.HasKomi {
		e.rules.Komi, e.komiSet = komiFromFloat(float64(rec.Komi.Halves())/2), true
	}
	return g.ToMove().Name(), nil
}

// record returns the engine's game as a Record, with the rules and komi.
func (e *gtpEngine) record() *ls.Record {
	rec := ls.NewRecord(e.position())
	rec.Rules = rulesName(e.rules)
	rec.Komi, rec.HasKomi = recordKomi(e.rules.Komi), true
	return rec
}

func (e *gtpEngine) printsgf(args []string) (string, error) {
	if len(args) > 1 {
		return "", fail("syntax error: printsgf takes an optional file name")
	}
	var buf bytes.Buffer
	if err := e.record().WriteSGF(&buf); err != nil {
		return "", fail("cannot write SGF: %v", err)
	}
	if len(args) == 1 {
		if e.noFiles || !e.allowFiles {
			return "", fail("cannot write SGF: writing files is off (start the engine with --allow-files)")
		}
		if err := os.WriteFile(args[0], buf.Bytes(), 0o644); err != nil {
			return "", fail("cannot write SGF: %v", err)
		}
		return "", nil
	}
	return buf.String(), nil
}

package livingstones

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The end of Hon-67-5 (W+10.5), at the top edge, in the rule book's
// notation (row s is the top):
//
//	   j k l m n o p q
//	s  O X O . O . X X
//	r  O X . O X X X O
//	q  O X X . X O O O
//	p  O O X X X . O X
//
// White's single stones ls, mr and ns stand around the point ms; their
// liberties are lr, ms, mq and os. Black's long chain (km kn … ps qs, 18
// stones) has no eye: its liberties are lr, mq and os, which it shares
// with the three white stones, and kl, jm and op outside, which White can
// fill from outside. GNU Go's final_status_list leaves the three white
// stones alive with the chain (a seki), and Count refuses that
// settlement: in the ideal final position White at mq captures the chain.
//
// The referee's reading: White's stones have no eye (ms is surrounded by
// three single stones, not a group) and no liberty of their own, the
// chain has three, so the chain wins the race whoever moves first: not a
// seki, and no race the first mover wins. The test reads every local
// line (the seven points, the three stones' points once captured, and
// pass) with Position.PlayAs: Black can always capture the three stones,
// and White can never capture the chain. With them dead the ending
// counts, the same in all 16 forms of the board, and that is what
// ProposeSettlement proposes.
var hon675 = struct {
	file, chain string
	white       []string // the three eyeless white stones
	local       []string // every point the race is played on
	libs        map[string][]string
}{
	file:  "Hon-67-5.mgt",
	chain: "kr",
	white: []string{"ls", "mr", "ns"},
	local: []string{"lr", "ms", "mq", "os", "kl", "jm", "op"},
	libs: map[string][]string{
		"kr": {"jm", "kl", "lr", "mq", "op", "os"},
		"ls": {"lr", "ms"},
		"mr": {"lr", "mq", "ms"},
		"ns": {"ms", "os"},
	},
}

// raceValue is the outcome of a capturing race for Black: +1 Black
// captures the white stones, −1 White captures Black's chain, 0 neither
// (both pass).
type raceValue int8

// raceSearch plays a local capturing race to its end, each side choosing
// its best move among the local points and pass, both passing in a row
// ending it. It memoizes the positions by their pattern.
type raceSearch struct {
	chain  Point
	white  []Point
	local  []Point
	memo   map[raceKey]raceValue
	visits int
}

type raceKey struct {
	hash   uint64
	toMove Color
	passed bool
}

// outcome is the race's result so far: −1 once Black's chain is
// captured, +1 once none of the three points holds a white stone (the
// three stones captured: the chain then has their points and its three
// shared liberties for an eye space of its own), 0 otherwise.
func (rs *raceSearch) outcome(p Position) raceValue {
	if p.At(rs.chain) != Black {
		return -1
	}
	for _, w := range rs.white {
		if p.At(w) == White {
			return 0
		}
	}
	return 1
}

// best returns the value of the race with c to move; passed says the
// other side has just passed, so that passing too ends the race as it
// stands (0).
func (rs *raceSearch) best(p Position, c Color, passed bool) raceValue {
	if v := rs.outcome(p); v != 0 {
		return v
	}
	k := raceKey{p.Hash(), c, passed}
	if v, ok := rs.memo[k]; ok {
		return v
	}
	rs.visits++
	goal := raceValue(1) // the best c can hope for
	if c == White {
		goal = -1
	}
	v := raceValue(0)
	if !passed {
		v = rs.best(p, c.Opponent(), true)
	}
	for _, q := range rs.local {
		if v == goal {
			break
		}
		next, err := p.PlayAs(c, RealMove(q))
		if err != nil {
			continue // occupied, suicide or a repetition
		}
		w := rs.best(next, c.Opponent(), false)
		if (c == Black && w > v) || (c == White && w < v) {
			v = w
		}
	}
	rs.memo[k] = v
	return v
}

func TestProfessionalEndingRaceHon67_5(t *testing.T) {
	f, p := hon675Ending(t)
	at := func(s string) Point {
		q, err := ParsePoint(s, 19)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	names := func(ps []Point) []string {
		var out []string
		for _, q := range ps {
			out = append(out, q.String())
		}
		slices.Sort(out)
		return out
	}
	for s, want := range hon675.libs {
		if got := names(p.Liberties(at(s))); !slices.Equal(got, want) {
			t.Errorf("liberties of %s: %v, want %v", s, got, want)
		}
	}
	if n := len(p.Chain(at(hon675.chain))); n != 18 {
		t.Errorf("Black's chain at %s has %d stones, want 18", hon675.chain, n)
	}
	rs := &raceSearch{chain: at(hon675.chain), memo: map[raceKey]raceValue{}}
	for _, s := range hon675.white {
		rs.white = append(rs.white, at(s))
	}
	// The race is played on the seven empty points and on the three
	// stones' points once captured (White may play there again).
	for _, s := range append(slices.Clone(hon675.local), hon675.white...) {
		rs.local = append(rs.local, at(s))
	}
	for _, c := range []Color{White, Black} {
		if v := rs.best(p, c, false); v != 1 {
			t.Errorf("%s moving first: the race ends %d, want 1 (Black captures ls, mr and ns)", c.Name(), v)
		}
	}
	// The outside liberties decide it: were kl, jm and op filled by White,
	// it would be the seki GNU Go reads, whoever moved first (White lr,
	// and neither side may then play mq or os without being captured;
	// Black lr, White ms, and mq and os are shared).
	filled := p
	for _, s := range []string{"kl", "jm", "op"} {
		var err error
		if filled, err = filled.PlayAs(White, RealMove(at(s))); err != nil {
			t.Fatal(err)
		}
	}
	for _, x := range []struct {
		c    Color
		want raceValue
	}{{White, 0}, {Black, 0}} {
		if v := rs.best(filled, x.c, false); v != x.want {
			t.Errorf("outside liberties filled, %s moving first: the race ends %d, want %d", x.c.Name(), v, x.want)
		}
	}
	t.Logf("%d positions of the race read", rs.visits)
	// The lines a reader checks first, move by move.
	for _, line := range []struct {
		moves, why string
		captured   string // the stone gone at the end
	}{
		{"W lr  B mq  W ms  B os", "White joins ls and mr at lr; Black at mq leaves them ms, White's ms joins ns with one liberty left, os", "ls"},
		{"W lr  B mq  W kl  B ms", "White fills an outside liberty instead: Black takes ls, lr and mr at ms", "mr"},
		{"W ms  B lr  W kl  B mq  W jm  B os", "White joins all three at ms (three liberties, all shared); Black needs three moves, White six", "ms"},
		{"B lr  W ms  B mq  W kl  B os", "Black first: the same race, a move ahead", "ns"},
	} {
		q := p
		fields := strings.Fields(line.moves)
		for i := 0; i+1 < len(fields); i += 2 {
			c, err := ParseColor(fields[i])
			if err != nil {
				t.Fatal(err)
			}
			if q, err = q.PlayAs(c, RealMove(at(fields[i+1]))); err != nil {
				t.Fatalf("%s: %v", line.moves, err)
			}
		}
		if q.At(at(line.captured)) != Empty || q.At(rs.chain) != Black {
			t.Errorf("%s (%s): %s is %v, Black's chain %v; want %s captured, the chain standing",
				line.moves, line.why, line.captured, q.At(at(line.captured)), q.At(rs.chain), line.captured)
		}
	}
	// The referee's settlement: GNU Go's dead stones and the three.
	v := hon675Verdict(t)
	dead := pts(t, 19, strings.Join(append(slices.Clone(v.dead), hon675.white...), " "))
	s := Settlement{Dead: dead}
	if _, err := Count(f, s, DefaultRules(Law)); err != nil {
		t.Errorf("with %v dead too: %v", hon675.white, err)
	}
	checkTurns(t, hon675.file, f, s, DefaultRules(Law))
	prop, err := ProposeSettlement(f)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := names(prop.Dead), names(dead); !slices.Equal(got, want) {
		t.Errorf("proposal %v, want %v", got, want)
	}
}

// hon675Verdict is GNU Go's verdict on Hon-67-5 (testdata/goban_dead.txt).
func hon675Verdict(t *testing.T) gnugoVerdict {
	for _, v := range readVerdicts(t) {
		if v.file == hon675.file {
			return v
		}
	}
	t.Fatalf("%s: no verdict in testdata/goban_dead.txt", hon675.file)
	return gnugoVerdict{}
}

// hon675Ending returns the end of Hon-67-5 paused, and as played.
func hon675Ending(t *testing.T) (*Final, Position) {
	skipWithoutGoban(t)
	f, err := gobanEnding(t, hon675Verdict(t))
	if err != nil {
		t.Fatal(err)
	}
	r, err := ParseRecord(mustRead(t, filepath.Join(gobanDir, hon675.file)))
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return f, p
}

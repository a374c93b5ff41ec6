package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// engineVersion is what the GTP command version answers.
const engineVersion = "0.1"

// gtpEngine is the state of `livingstones gtp`: the game as a Position
// (immutable, so undo is Position.Undo), the same game as a Game kept in
// step with it (so genmove costs the same at any length of game), the
// rules it is counted under and the random generator of genmove.
type gtpEngine struct {
	pos     ls.Position
	game    *ls.Game // pos as a Game, or nil until genmove needs it
	version string   // "law" or "art"
	komi    int      // whole stones White gives
	komiSet bool     // komi was set explicitly; else it follows the version
	seed    uint64
	rng     *rand.Rand
	stderr  io.Writer
	noFiles bool // loadsgf and printsgf FILE refuse (for fuzzing)
	// allowFiles lets printsgf write a file (--allow-files); without it
	// no command writes a file.
	allowFiles bool
	maxLine    int          // the longest command line read (--max-line)
	maxTurns   int          // the most turns of a game (--max-turns)
	input      *recordInput // how loadsgf reads a record

	// recordDead are the dead stones (DS, or TB/TW marks on stones) of the
	// record loadsgf read, and recordPos the position they settle: the
	// end of that record. They settle the game while it stands there.
	recordDead []ls.Point
	recordPos  ls.Position
}

// The engine's default limits (README, "Limits").
const (
	defaultMaxLine  = 64 << 10 // bytes in a command line
	defaultMaxTurns = 100_000  // turns of a game, passes included
)

// gtpFailure is an answer "? msg".
type gtpFailure struct{ msg string }

func (f *gtpFailure) Error() string { return f.msg }

func fail(format string, args ...any) error { return &gtpFailure{fmt.Sprintf(format, args...)} }

type gtpCommand struct {
	name string
	run  func(e *gtpEngine, args []string) (string, error)
}

// gtpCommands lists the commands in the order list_commands prints them:
// the standard GTP version 2 commands, then GNU Go's common extensions,
// then this program's (README, "GTP extensions").
var gtpCommands []gtpCommand

func init() {
	gtpCommands = []gtpCommand{
		{"protocol_version", func(*gtpEngine, []string) (string, error) { return "2", nil }},
		{"name", func(*gtpEngine, []string) (string, error) { return "livingstones", nil }},
		{"version", func(*gtpEngine, []string) (string, error) { return engineVersion, nil }},
		{"known_command", (*gtpEngine).knownCommand},
		{"list_commands", (*gtpEngine).listCommands},
		{"quit", func(*gtpEngine, []string) (string, error) { return "", nil }},
		{"boardsize", (*gtpEngine).boardsize},
		{"clear_board", (*gtpEngine).clearBoard},
		{"komi", (*gtpEngine).setKomiFloat},
		{"play", (*gtpEngine).play},
		{"genmove", func(e *gtpEngine, a []string) (string, error) { return e.genmove(a, false) }},
		{"undo", (*gtpEngine).undo},
		{"showboard", (*gtpEngine).showboard},
		{"final_score", (*gtpEngine).finalScore},
		{"final_status_list", (*gtpEngine).finalStatusList},
		{"loadsgf", (*gtpEngine).loadsgf},
		{"printsgf", (*gtpEngine).printsgf},
		{"is_legal", func(e *gtpEngine, a []string) (string, error) { return e.isLegal(a, false) }},
		{"livingstones-is_legal", func(e *gtpEngine, a []string) (string, error) { return e.isLegal(a, true) }},
		{"livingstones-virtual", (*gtpEngine).virtual},
		{"livingstones-genmove", func(e *gtpEngine, a []string) (string, error) { return e.genmove(a, true) }},
		{"livingstones-version", (*gtpEngine).ruleVersion},
		{"livingstones-komi", (*gtpEngine).wholeKomi},
		{"livingstones-state", (*gtpEngine).state},
		{"livingstones-counts", (*gtpEngine).counts},
		{"livingstones-made", (*gtpEngine).made},
	}
}

func newGTPEngine(size int, version string, komi int, komiSet bool, seed uint64, stderr io.Writer) (*gtpEngine, error) {
	p, err := ls.NewPosition(size)
	if err != nil {
		return nil, err
	}
	e := &gtpEngine{pos: p, version: version, komi: komi, komiSet: komiSet, seed: seed, stderr: stderr,
		maxLine: defaultMaxLine, maxTurns: defaultMaxTurns, input: defaultRecordInput()}
	if !komiSet {
		e.komi = defaultKomi(version)
	}
	e.rng = rand.New(rand.NewPCG(seed, 0x6c6976696e67)) // "living"
	return e, nil
}

func runGTP(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("gtp", stdout)
	size := fs.Int("size", 19, "board size at the start (boardsize changes it)")
	seed := fs.Uint64("seed", 1, "seed of genmove's random generator")
	version := fs.String("version", "law", "rule version counted: law or art")
	komi := fs.Int("komi", 0, "komi in whole stones (default: 8 for law, 7 for art)")
	allowFiles := fs.Bool("allow-files", false, "let printsgf FILE write files (off: no command writes a file)")
	maxLine := fs.Int("max-line", defaultMaxLine, "the longest command line read, in bytes; a longer one ends the session")
	maxTurns := fs.Int("max-turns", defaultMaxTurns, "the most turns of a game, passes included; play and genmove refuse more")
	input := addRecordFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: livingstones gtp [flags]\n\nServes the rules as a GTP version 2 engine on standard input and output.\nSee the README (GTP extensions) for the commands beyond GTP.")
		fs.PrintDefaults()
	}
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	var err error
	if *version, err = versionName(*version); err != nil {
		return fmt.Errorf("%w: --version: %v", errUsage, err)
	}
	if err := checkKomiFlag(*komi); err != nil {
		return err
	}
	if *maxLine < 1 || *maxTurns < 1 {
		return fmt.Errorf("%w: --max-line %d, --max-turns %d: want at least 1", errUsage, *maxLine, *maxTurns)
	}
	if err := input.check(); err != nil {
		return err
	}
	e, err := newGTPEngine(*size, *version, *komi, isSet(fs, "komi"), *seed, stderr)
	if err != nil {
		return fmt.Errorf("%w: --size: %v", errUsage, err)
	}
	e.allowFiles, e.maxLine, e.maxTurns, e.input = *allowFiles, *maxLine, *maxTurns, input
	return e.serve(stdin, stdout)
}

// serve reads commands until quit or the end of the input. Whatever a
// line holds, it gets an answer and the engine keeps serving, except a
// line longer than maxLine: the engine answers it with an error naming the
// limit and stops, since what follows could be anything.
func (e *gtpEngine) serve(in io.Reader, out io.Writer) error {
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	for lineNo := 1; ; lineNo++ {
		line, rerr := readLine(r, e.maxLine)
		if errors.Is(rerr, errLongLine) {
			fmt.Fprintf(w, "? line %d is longer than %d bytes (the limit --max-line)\n\n", lineNo, e.maxLine)
			w.Flush()
			return fmt.Errorf("line %d: longer than %d bytes (the limit --max-line)", lineNo, e.maxLine)
		}
		if rerr != nil && rerr != io.EOF {
			return rerr
		}
		if cmd := cleanGTPLine(line); cmd != "" {
			id, name, args := splitGTPCommand(cmd)
			text, err, quit := e.execute(name, args)
			if err != nil {
				fmt.Fprintf(w, "?%s %s\n\n", id, oneBlock(err.Error()))
			} else {
				fmt.Fprintf(w, "=%s %s\n\n", id, oneBlock(text))
			}
			if err := w.Flush(); err != nil {
				return err
			}
			if quit {
				return nil
			}
		}
		if rerr == io.EOF {
			return w.Flush()
		}
	}
}

// errLongLine reports a line longer than the limit.
var errLongLine = errors.New("line too long")

// readLine reads a line with its newline, or up to the end of the input,
// holding at most max bytes: a longer line is errLongLine.
func readLine(r *bufio.Reader, max int) (string, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(buf)+len(chunk) > max+1 || len(buf)+len(chunk) == max+1 && chunk[len(chunk)-1] != '\n' {
			return "", errLongLine
		}
		buf = append(buf, chunk...)
		if err != bufio.ErrBufferFull {
			return string(buf), err
		}
	}
}

// cleanGTPLine applies GTP's preprocessing: control characters other
// than tab and newline are removed, tabs become spaces, a comment from #
// to the end of the line goes, and blanks around are trimmed.
func cleanGTPLine(line string) string {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	b := make([]byte, 0, len(line))
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '\t':
			b = append(b, ' ')
		case c < 32 || c == 127:
		default:
			b = append(b, c)
		}
	}
	return strings.TrimSpace(string(b))
}

// splitGTPCommand splits a clean line into its optional numeric id, the
// command name and the arguments.
func splitGTPCommand(line string) (id, name string, args []string) {
	f := strings.Fields(line)
	if len(f) > 0 && isDigits(f[0]) {
		id, f = f[0], f[1:]
	}
	if len(f) == 0 {
		return id, "", nil
	}
	return id, f[0], f[1:]
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// oneBlock makes text safe inside one answer: an empty line would end the
// answer early, so empty lines after the first are dropped, and trailing
// newlines go.
func oneBlock(s string) string {
	s = strings.ReplaceAll(s, "\r", "")
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	out := lines[:0]
	for i, l := range lines {
		if strings.TrimSpace(l) == "" && i > 0 {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// execute runs one command. It never panics on input: a panic in a
// command is a bug, but it becomes a failure answer so the engine keeps
// serving.
func (e *gtpEngine) execute(name string, args []string) (text string, err error, quit bool) {
	if name == "" {
		return "", fail("syntax error: no command"), false
	}
	for _, c := range gtpCommands {
		if c.name == name {
			defer func() {
				if r := recover(); r != nil {
					text, err = "", fail("internal error in %s: %v", name, r)
				}
			}()
			text, err = c.run(e, args)
			return text, err, name == "quit" && err == nil
		}
	}
	return "", fail("unknown command"), false
}

func (e *gtpEngine) knownCommand(args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: known_command takes one command name")
	}
	for _, c := range gtpCommands {
		if c.name == args[0] {
			return "true", nil
		}
	}
	return "false", nil
}

func (e *gtpEngine) listCommands([]string) (string, error) {
	names := make([]string, len(gtpCommands))
	for i, c := range gtpCommands {
		names[i] = c.name
	}
	return strings.Join(names, "\n"), nil
}

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
	e.pos, e.game = p, nil
	return "", nil
}

func (e *gtpEngine) clearBoard([]string) (string, error) {
	p, err := ls.NewPosition(e.pos.Size())
	if err != nil {
		return "", fail("%v", err)
	}
	e.pos, e.game = p, nil
	return "", nil
}

// komiFromFloat turns a GTP komi (points, usually with half a point to
// avoid ties) into the rules' whole stones: the smallest whole number not
// below it, since under these rules a margin equal to the komi is White's
// win. 7.5 becomes 8 and 6.5 becomes 7; 7 stays 7.
func komiFromFloat(k float64) int { return int(math.Ceil(k)) }

// gtpKomi is the inverse for engines that read GTP komi: komi − ½.
func gtpKomi(komi int) string { return strconv.FormatFloat(float64(komi)-0.5, 'f', 1, 64) }

func (e *gtpEngine) setKomiFloat(args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: komi takes one number")
	}
	k, err := strconv.ParseFloat(args[0], 64)
	if err != nil || math.IsNaN(k) || math.IsInf(k, 0) {
		return "", fail("komi not a float")
	}
	if math.Abs(k) > ls.MaxKomi {
		return "", fail("komi %s is beyond ±%d", args[0], ls.MaxKomi)
	}
	e.komi, e.komiSet = komiFromFloat(k), true
	return "", nil
}

func (e *gtpEngine) wholeKomi(args []string) (string, error) {
	switch len(args) {
	case 0:
	case 1:
		k, err := strconv.Atoi(args[0])
		if err != nil || k < -ls.MaxKomi || k > ls.MaxKomi {
			return "", fail("komi must be a whole number of stones within ±%d, not %q", ls.MaxKomi, args[0])
		}
		e.komi, e.komiSet = k, true
	default:
		return "", fail("syntax error: livingstones-komi takes at most one number")
	}
	return strconv.Itoa(e.komi), nil
}

func (e *gtpEngine) ruleVersion(args []string) (string, error) {
	switch len(args) {
	case 0:
	case 1:
		v, err := versionName(args[0])
		if err != nil {
			return "", fail("unknown rule version %q (want law or art)", args[0])
		}
		e.version = v
		if !e.komiSet {
			e.komi = defaultKomi(v)
		}
	default:
		return "", fail("syntax error: livingstones-version takes at most one version")
	}
	return e.version, nil
}

// parseGTPColor reads a GTP color: b, black, w or white in any case.
func parseGTPColor(s string) (ls.Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return ls.Black, nil
	case "w", "white":
		return ls.White, nil
	}
	return ls.Empty, fail("invalid color %q", s)
}

// parseGTPMove reads a vertex (any case), pass, and — when extended —
// virtual.
func (e *gtpEngine) parseGTPMove(s string, extended bool) (ls.Move, error) {
	switch strings.ToLower(s) {
	case "pass":
		return ls.Pass, nil
	case "virtual":
		if extended {
			return ls.VirtualMove, nil
		}
	}
	p, err := ls.GTP.Decode(s, e.pos.Size())
	if err != nil {
		return ls.NoMove, fail("invalid coordinate %q", s)
	}
	return ls.RealMove(p), nil
}

// colorAndMove reads the arguments "color vertex".
func (e *gtpEngine) colorAndMove(cmd string, args []string, extended bool) (ls.Color, ls.Move, error) {
	if len(args) != 2 {
		return ls.Empty, ls.NoMove, fail("syntax error: %s takes a color and a vertex", cmd)
	}
	c, err := parseGTPColor(args[0])
	if err != nil {
		return ls.Empty, ls.NoMove, fail("invalid color or coordinate: %v", err)
	}
	m, err := e.parseGTPMove(args[1], extended)
	if err != nil {
		return ls.Empty, ls.NoMove, fail("invalid color or coordinate: %v", err)
	}
	return c, m, nil
}

// playMove plays c's move; a paused game is resumed first (any move after
// two passes, a pass included, resumes play, as in a record). The engine's position changes
// only when the move is legal.
func (e *gtpEngine) playMove(c ls.Color, m ls.Move) error {
	p := e.pos
	if p.Phase() == ls.Paused {
		q, err := p.Resume()
		if err != nil {
			return err
		}
		p = q
		e.game = nil // a Game cannot resume: liveGame starts a new one
	}
	q, err := p.PlayAs(c, m)
	if err != nil {
		return err
	}
	e.setPos(q, c, m)
	return nil
}

// checkTurns refuses a turn beyond the limit --max-turns.
func (e *gtpEngine) checkTurns() error {
	if e.pos.Turn() >= e.maxTurns {
		return fmt.Errorf("the game has %d turns, the limit --max-turns", e.maxTurns)
	}
	return nil
}

// setPos makes q, the position after c played m, the engine's, and plays
// the move in the Game kept in step (dropping it should they disagree).
func (e *gtpEngine) setPos(q ls.Position, c ls.Color, m ls.Move) {
	if e.game != nil && (e.game.Turn() != q.Turn()-1 || e.game.PlayAs(c, m) != nil) {
		e.game = nil
	}
	e.pos = q
}

// liveGame returns the engine's position as a Game, built from the
// history only when no Game was kept in step (at the start, after undo,
// loadsgf or a resumption), so that genmove costs the same at any length.
func (e *gtpEngine) liveGame() *ls.Game {
	if e.game == nil || e.game.Turn() != e.pos.Turn() || e.game.Phase() != e.pos.Phase() {
		e.game = ls.NewGame(e.pos)
	}
	return e.game
}

// reason returns why a move cannot be played, without naming the move.
func reason(err error) string {
	if me, ok := errors.AsType[*ls.MoveError](err); ok {
		return me.Reason()
	}
	return err.Error()
}

func (e *gtpEngine) play(args []string) (string, error) {
	c, m, err := e.colorAndMove("play", args, true)
	if err != nil {
		return "", err
	}
	if err := e.checkTurns(); err != nil {
		return "", fail("%v", err)
	}
	if err := e.playMove(c, m); err != nil {
		return "", fail("illegal move: %s", reason(err))
	}
	return "", nil
}

func (e *gtpEngine) virtual(args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: livingstones-virtual takes a color")
	}
	c, err := parseGTPColor(args[0])
	if err != nil {
		return "", err
	}
	if err := e.checkTurns(); err != nil {
		return "", fail("%v", err)
	}
	if err := e.playMove(c, ls.VirtualMove); err != nil {
		return "", fail("illegal move: %s", reason(err))
	}
	return "", nil
}

func (e *gtpEngine) isLegal(args []string, extended bool) (string, error) {
	cmd := "is_legal"
	if extended {
		cmd = "livingstones-is_legal"
	}
	c, m, err := e.colorAndMove(cmd, args, extended)
	if err != nil {
		return "", err
	}
	p := e.pos
	if p.Phase() == ls.Paused {
		p, _ = p.Resume()
	}
	if err := p.LegalAs(c, m); err != nil {
		if extended {
			return "0 " + err.Error(), nil
		}
		return "0", nil
	}
	return "1", nil
}

// genmove plays and answers the engine's move for a color (the policy is
// in the README): a random legal real move that does not fill one of the
// color's own single-point eyes, or, when there is none, a virtual move.
// Standard genmove answers and plays a pass instead of the virtual move,
// since GTP has no vertex for it; livingstones-genmove answers "virtual".
func (e *gtpEngine) genmove(args []string, extended bool) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: genmove takes a color")
	}
	c, err := parseGTPColor(args[0])
	if err != nil {
		return "", err
	}
	p := e.pos
	if p.Phase() == ls.Ended {
		return "", fail("the game is over (%v)", p.EndReason())
	}
	if err := e.checkTurns(); err != nil {
		return "", fail("%v", err)
	}
	var g *ls.Game
	if p.Phase() == ls.Paused {
		if p, err = p.Resume(); err != nil {
			return "", fail("%v", err)
		}
		g = ls.NewGame(p) // a Game cannot resume: start one at the resumption
	} else {
		g = e.liveGame()
	}
	m := chooseMove(p, g, c, e.rng)
	if m == ls.VirtualMove && !extended && p.PassAllowed() {
		m = ls.Pass
	}
	q, err := p.PlayAs(c, m)
	if err != nil {
		return "", fail("internal error: genmove chose %v: %v", m, err)
	}
	e.game = g
	e.setPos(q, c, m)
	if pt, ok := m.Point(); ok {
		return ls.GTP.Encode(pt, q.Size()), nil
	}
	return m.String(), nil
}

// chooseMove is genmove's policy: a random legal real move that does not
// fill one of c's own single-point eyes and is not a suicide (legal here,
// but it only loses stones, and engines under other rules refuse it), or
// VirtualMove when there is none. For the side to move the candidates come
// from Game.RandomMove on g, p as a Game, which also never brings back an
// earlier board, so games between such engines end; for a side moving out
// of turn, and when RandomMove keeps finding suicides, they come from the
// position's legal moves in a random order.
func chooseMove(p ls.Position, g *ls.Game, c ls.Color, rng *rand.Rand) ls.Move {
	if c == p.ToMove() {
		for try := 0; try < 16; try++ {
			m := g.RandomMove(rng)
			if !m.IsReal() {
				return m
			}
			if !suicide(p, c, m) {
				return m
			}
		}
	}
	n := p.Size()
	var cand []ls.Move
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			pt := ls.Pt(x, y)
			if p.At(pt) != ls.Empty || ownEye(p, pt, c) {
				continue
			}
			if m := ls.RealMove(pt); p.LegalAs(c, m) == nil && !suicide(p, c, m) {
				cand = append(cand, m)
			}
		}
	}
	if len(cand) == 0 {
		return ls.VirtualMove
	}
	return cand[rng.IntN(len(cand))]
}

// suicide reports whether c's real move m removes its own stone.
func suicide(p ls.Position, c ls.Color, m ls.Move) bool {
	pt, _ := m.Point()
	q, err := p.PlayAs(c, m)
	return err == nil && q.At(pt) != c
}

// ownEye reports whether every neighbour of pt on the board is c's stone.
func ownEye(p ls.Position, pt ls.Point, c ls.Color) bool {
	n := p.Size()
	for _, q := range []ls.Point{{X: pt.X - 1, Y: pt.Y}, {X: pt.X + 1, Y: pt.Y}, {X: pt.X, Y: pt.Y - 1}, {X: pt.X, Y: pt.Y + 1}} {
		if q.On(n) && p.At(q) != c {
			return false
		}
	}
	return true
}

// undo takes back the last turn. A game resumed after a pause goes back
// to the pause with the move.
func (e *gtpEngine) undo(args []string) (string, error) {
	if len(args) != 0 {
		return "", fail("syntax error: undo takes no arguments")
	}
	q, ok := e.pos.Undo()
	if !ok {
		return "", fail("cannot undo")
	}
	if r, ok := q.Undo(); ok && r.Turn() == q.Turn() {
		q = r // q was the resumption of the pause r
	}
	e.pos, e.game = q, nil
	return "", nil
}

func (e *gtpEngine) showboard([]string) (string, error) {
	p := e.pos
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
			switch p.At(ls.Pt(x, y)) {
			case ls.Black:
				b.WriteString("X")
			case ls.White:
				b.WriteString("O")
			default:
				b.WriteString(".")
			}
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
		fmt.Fprintf(&b, "\n%-5s %d stones, %d real moves, %d virtual, %d passes, %d captured", c.Name(), p.Stones(c), t.Real, t.Virtual, t.Passes, t.Prisoners)
	}
	return b.String(), nil
}

func (e *gtpEngine) state(args []string) (string, error) {
	if len(args) != 0 {
		return "", fail("syntax error: livingstones-state takes no arguments")
	}
	p := e.pos
	var b strings.Builder
	fmt.Fprintf(&b, "phase %v\nend %v\nturn %d\nto_move %s\nversion %s\nkomi %d", p.Phase(), strings.ReplaceAll(p.EndReason().String(), " ", "_"), p.Turn(), p.ToMove().Name(), e.version, e.komi)
	for _, c := range []ls.Color{ls.Black, ls.White} {
		t := p.Tally(c)
		fmt.Fprintf(&b, "\n%s stones %d real %d virtual %d passes %d captured %d", c.Name(), p.Stones(c), t.Real, t.Virtual, t.Passes, t.Prisoners)
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
	p, err := rec.Replay()
	if err != nil {
		return "", fail("cannot load file: %v", err)
	}
	e.pos, e.game = p, nil
	e.recordDead, e.recordPos = nil, ls.Position{}
	if full && (len(rec.Dead) > 0 || len(rec.BlackTerritory) > 0 || len(rec.WhiteTerritory) > 0) {
		f := p.Final()
		e.recordDead, e.recordPos = rec.DeadStones(f.At), p
	}
	if h, ok := rec.KomiHalves(); ok && rec.Komi != "" {
		e.komi, e.komiSet = komiFromFloat(float64(h)/2), true
	}
	return p.ToMove().Name(), nil
}

// record returns the engine's game as a Record, with the rules and komi.
func (e *gtpEngine) record() *ls.Record {
	rec := ls.NewRecord(e.pos)
	rec.Rules = rulesName(e.version, e.komi)
	rec.Komi = gtpKomi(e.komi)
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

// rulesName is the RU of the records the engine and the referee write.
func rulesName(version string, komi int) string {
	return fmt.Sprintf("Counting living stones (计活子), %s version, komi %d stones", version, komi)
}

// finalStatusList answers final_status_list: the dead, alive and seki stones.
func (e *gtpEngine) finalStatusList(args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: final_status_list takes alive, dead or seki")
	}
	st, err := e.status()
	if err != nil {
		return "", fail("cannot settle the position: %v", err)
	}
	var pts []ls.Point
	switch args[0] {
	case "alive":
		pts = st.alive
	case "dead":
		pts = st.dead
	case "seki":
		pts = st.seki
	default:
		return "", fail("syntax error: unknown status %q (want alive, dead or seki)", args[0])
	}
	return gtpVertices(pts, e.pos.Size()), nil
}

// gtpVertices lists points in GTP notation, in board order.
func gtpVertices(pts []ls.Point, n int) string {
	pts = append([]ls.Point(nil), pts...)
	sortBoardOrder(pts)
	s := make([]string, len(pts))
	for i, p := range pts {
		s[i] = ls.GTP.Encode(p, n)
	}
	return strings.Join(s, " ")
}

func (e *gtpEngine) finalScore(args []string) (string, error) {
	if len(args) != 0 {
		return "", fail("syntax error: final_score takes no arguments")
	}
	c, err := e.count()
	if err != nil {
		return "", fail("cannot score: %v", err)
	}
	return c.result, nil // standard: the rules are in livingstones-counts
}

// status sorts the stones into alive, dead and seki: with the dead stones
// of the record loadsgf read while the game stands at its end, else with
// the settlement the analysis proposes (statusOf).
func (e *gtpEngine) status() (*statusLists, error) {
	if e.recordDead != nil && e.recordPos.Size() == e.pos.Size() && e.pos.Equal(e.recordPos) {
		return statusWith(e.pos, ls.Settlement{Dead: e.recordDead})
	}
	return statusOf(e.pos)
}

// count counts the engine's game with the settlement of status.
func (e *gtpEngine) count() (*gameCount, error) {
	st, err := e.status()
	if err != nil {
		return nil, err
	}
	return countGame(e.pos, st.dead, e.version, e.komi)
}

func (e *gtpEngine) counts(args []string) (string, error) {
	if len(args) != 0 {
		return "", fail("syntax error: livingstones-counts takes no arguments")
	}
	c, err := e.count()
	if err != nil {
		return "", fail("cannot count: %v", err)
	}
	return c.summary(), nil
}

func (e *gtpEngine) made(args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: livingstones-made takes a counting method")
	}
	c, err := e.count()
	if err != nil {
		return "", fail("cannot count: %v", err)
	}
	d, err := c.madeDiagram(args[0])
	if err != nil {
		return "", fail("%v", err)
	}
	return "\n" + d, nil
}

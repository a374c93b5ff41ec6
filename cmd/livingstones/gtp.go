package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/internal/gtpwire"
)

// engineVersion is what the GTP command version answers.
const engineVersion = "0.1"

// gtpEngine is the state of `livingstones gtp`: the game as a Game,
// played and undone in place (so a turn keeps only what it changed, and
// genmove costs the same at any length of game), the game as a Position
// while a command that counts or writes it needs one, the rules it is
// counted under and the random generator of genmove.
type gtpEngine struct {
	game *ls.Game
	// pos is game.Position(), made by position() and kept until the game
	// next changes (posOK).
	pos     ls.Position
	posOK   bool
	rules   ls.Rules // the rules counted
	komiSet bool     // the komi was set explicitly; else it follows the version
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

	search searchConfig // how genmove plays (gtp_search.go)
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
// The handlers live by concept: gtp_game.go sets up, shows, loads and
// saves the game, gtp_play.go plays and undoes moves, gtp_count.go settles
// and counts.
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
		{"time_settings", (*gtpEngine).timeSettings},
		{"time_left", (*gtpEngine).timeLeft},
		{"undo", (*gtpEngine).undo},
		{"showboard", (*gtpEngine).showboard},
		{"final_score", (*gtpEngine).finalScore},
		{"final_status_list", (*gtpEngine).finalStatusList},
		{"loadsgf", (*gtpEngine).loadsgf},
		{"printsgf", (*gtpEngine).printsgf},
		{"is_legal", func(e *gtpEngine, a []string) (string, error) { return e.isLegal(a, false) }},
		{"livingstones-is_legal", func(e *gtpEngine, a []string) (string, error) { return e.isLegal(a, true) }},
		{"livingstones-virtual", (*gtpEngine).virtual},
		{"kgs-genmove_cleanup", func(e *gtpEngine, a []string) (string, error) { return e.genmove(a, false) }},
		{"livingstones-genmove", func(e *gtpEngine, a []string) (string, error) { return e.genmove(a, true) }},
		{"livingstones-version", (*gtpEngine).ruleVersion},
		{"livingstones-komi", (*gtpEngine).wholeKomi},
		{"livingstones-state", (*gtpEngine).state},
		{"livingstones-counts", (*gtpEngine).counts},
		{"livingstones-made", (*gtpEngine).made},
	}
}

// newGTPEngine returns an engine for a size×size board counting under
// the rules r; komiSet says the komi was given (else it follows the
// version that livingstones-version sets).
func newGTPEngine(size int, r ls.Rules, komiSet bool, seed uint64, stderr io.Writer) (*gtpEngine, error) {
	p, err := ls.NewPosition(size)
	if err != nil {
		return nil, err
	}
	e := &gtpEngine{rules: r, komiSet: komiSet, seed: seed, stderr: stderr,
		maxLine: defaultMaxLine, maxTurns: defaultMaxTurns, input: defaultRecordInput(),
		search: searchConfig{player: playerSearch, threads: 1, resign: 0.05}}
	e.rng = rand.New(rand.NewPCG(seed, 0x6c6976696e67)) // "living"
	e.start(p)
	return e, nil
}

// start makes p's game the engine's.
func (e *gtpEngine) start(p ls.Position) {
	e.game = ls.NewGame(p)
	e.changed()
}

// position returns the engine's game as a Position, made once until the
// game changes: only the commands that count, settle or write the game
// need one.
func (e *gtpEngine) position() ls.Position {
	if !e.posOK {
		e.pos, e.posOK = e.game.Position(), true
	}
	return e.pos
}

// changed drops the Position of a game that has changed.
func (e *gtpEngine) changed() { e.pos, e.posOK = ls.Position{}, false }

func runGTP(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("gtp", stdout)
	size := fs.Int("size", 19, "board size at the start (boardsize changes it)")
	seed := fs.Uint64("seed", 1, "seed of genmove's random generator")
	rf := addRulesFlags(fs, " counted", "")
	allowFiles := fs.Bool("allow-files", false, "let printsgf FILE write files (off: no command writes a file)")
	maxLine := fs.Int("max-line", defaultMaxLine, "the longest command line read, in bytes; a longer one ends the session")
	maxTurns := fs.Int("max-turns", defaultMaxTurns, "the most turns of a game, passes included; play and genmove refuse more")
	input := addRecordFlags(fs)
	var sc searchConfig
	var level int
	addSearchFlags(fs, &sc, &level)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: livingstones gtp [flags]\n\nServes the rules as a GTP version 2 engine on standard input and output.\nSee the README (GTP extensions) for the commands beyond GTP.")
		fs.PrintDefaults()
	}
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	r, komiSet, err := rf.rules()
	if err != nil {
		return err
	}
	if *maxLine < 1 || *maxTurns < 1 {
		return fmt.Errorf("%w: --max-line %d, --max-turns %d: want at least 1", errUsage, *maxLine, *maxTurns)
	}
	if err := input.check(); err != nil {
		return err
	}
	if err := sc.check(level); err != nil {
		return err
	}
	e, err := newGTPEngine(*size, r, komiSet, *seed, stderr)
	if err != nil {
		return fmt.Errorf("%w: --size: %v", errUsage, err)
	}
	e.allowFiles, e.maxLine, e.maxTurns, e.input = *allowFiles, *maxLine, *maxTurns, input
	e.search = sc
	return e.serve(stdin, stdout)
}

// serve reads commands until quit or the end of the input. Whatever a
// line holds, it gets an answer and the engine keeps serving, except a
// line longer than maxLine: the engine answers it with an error naming the
// limit and stops, since what follows could be anything. The framing,
// reading, cleaning and splitting a line and writing the answer, is
// gtpwire's.
func (e *gtpEngine) serve(in io.Reader, out io.Writer) error {
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	for lineNo := 1; ; lineNo++ {
		line, rerr := gtpwire.ReadLine(r, e.maxLine)
		if errors.Is(rerr, gtpwire.ErrLongLine) {
			gtpwire.WriteAnswer(w, gtpwire.Answer{Text: fmt.Sprintf("line %d is longer than %d bytes (the limit --max-line)", lineNo, e.maxLine)})
			w.Flush()
			return fmt.Errorf("line %d: longer than %d bytes (the limit --max-line)", lineNo, e.maxLine)
		}
		if rerr != nil && rerr != io.EOF {
			return rerr
		}
		if cmd, ok := gtpwire.ParseCommand(line); ok {
			text, err, quit := e.execute(cmd.Name, cmd.Args)
			a := gtpwire.Answer{OK: err == nil, ID: cmd.ID, Text: text}
			if err != nil {
				a.Text = err.Error()
			}
			gtpwire.WriteAnswer(w, a)
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

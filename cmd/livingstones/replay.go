package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// newFlags returns a flag set that reports errors instead of exiting.
func newFlags(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// isSet reports whether the flag was given on the command line (so that
// any value, a negative komi included, is taken as given).
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// versionName reads a rule version as ParseVersion does ("law", "Art",
// "律法版", ...) and returns its canonical name, "law" or "art".
func versionName(s string) (string, error) {
	v, err := ls.ParseVersion(s)
	if err != nil {
		return "", err
	}
	return v.String(), nil
}

// parseFlags parses args and returns the one file argument. It adds the
// flags of reading a record (addRecordFlags), which replayRecord reads.
func parseFlags(fs *flag.FlagSet, args []string) (string, error) {
	addRecordFlags(fs)
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return "", fmt.Errorf("%w: see the flags above", errUsage)
		}
		return "", fmt.Errorf("%w: %v", errUsage, err)
	}
	if fs.NArg() != 1 {
		return "", fmt.Errorf("%w: want one FILE.sgf (or - for standard input), got %d arguments", errUsage, fs.NArg())
	}
	return fs.Arg(0), nil
}

// replayRecord reads a record, with the record flags parseFlags added to
// fs, and replays it up to move upTo (all of it when upTo is negative or
// beyond the last move).
func replayRecord(fs *flag.FlagSet, name string, stdin io.Reader, upTo int) (*ls.Record, ls.Position, error) {
	in, err := recordInputOf(fs)
	if err != nil {
		return nil, ls.Position{}, err
	}
	rec, err := in.read(name, stdin)
	if err != nil {
		return nil, ls.Position{}, err
	}
	if upTo >= 0 && upTo < len(rec.Moves) {
		rec.Moves = rec.Moves[:upTo]
	}
	p, err := rec.Replay()
	if err != nil {
		return nil, ls.Position{}, fmt.Errorf("%s: %w", name, err)
	}
	return rec, p, nil
}

func runReplay(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("replay", stderr)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: livingstones replay [--json] FILE.sgf\n\nReplays the record's main line and prints the final position and the counters.")
		fs.PrintDefaults()
	}
	name, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	// The game is replayed on a Game and printed from it: no Position, so
	// that memory goes only to what each turn changed.
	in, err := recordInputOf(fs)
	if err != nil {
		return err
	}
	rec, err := in.read(name, stdin)
	if err != nil {
		return err
	}
	p, err := rec.ReplayGame()
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if *asJSON {
		return writeJSON(stdout, replayJSON(p))
	}
	f := p.Final()
	fmt.Fprint(stdout, f.Diagram(ls.SeedDiagram))
	fmt.Fprintf(stdout, "turns %d, %v to move, %v\n", p.Turn(), p.ToMove().Name(), p.Phase())
	for _, c := range []ls.Color{ls.White, ls.Black} {
		t := p.Tally(c)
		fmt.Fprintf(stdout, "%-5s  %d on the board, %d real moves, %d virtual, %d passes, captured %d\n",
			c.Name(), p.Stones(c), t.Real, t.Virtual, t.Passes, t.Prisoners)
	}
	return nil
}

type sides struct {
	Black int `json:"black"`
	White int `json:"white"`
}

type replayOutput struct {
	Size      int      `json:"size"`
	Moves     int      `json:"moves"`
	ToMove    string   `json:"to_move"`
	Board     []string `json:"board"`
	Prisoners sides    `json:"prisoners"`
	Virtual   sides    `json:"virtual"`
	Passes    sides    `json:"passes"`
	Stones    sides    `json:"stones"`
	State     string   `json:"state"`
}

// gameState is what replay prints of a game: a Position and a Game both
// answer it.
type gameState interface {
	Size() int
	Turn() int
	ToMove() ls.Color
	Phase() ls.Phase
	Tally(ls.Color) ls.Tally
	Stones(ls.Color) int
	At(ls.Point) ls.Color
}

func replayJSON(p gameState) replayOutput {
	n := p.Size()
	out := replayOutput{
		Size:      n,
		Moves:     p.Turn(),
		ToMove:    p.ToMove().String(),
		Prisoners: sides{p.Tally(ls.Black).Prisoners, p.Tally(ls.White).Prisoners},
		Virtual:   sides{p.Tally(ls.Black).Virtual, p.Tally(ls.White).Virtual},
		Passes:    sides{p.Tally(ls.Black).Passes, p.Tally(ls.White).Passes},
		Stones:    sides{p.Stones(ls.Black), p.Stones(ls.White)},
		State:     p.Phase().String(),
	}
	for y := n - 1; y >= 0; y-- {
		var row strings.Builder
		for x := 0; x < n; x++ {
			switch p.At(ls.Pt(x, y)) {
			case ls.Black:
				row.WriteByte('X')
			case ls.White:
				row.WriteByte('O')
			default:
				row.WriteByte('.')
			}
		}
		out.Board = append(out.Board, row.String())
	}
	return out
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// readRecord reads an SGF record from a regular file, or from stdin for
// "-", within the default limits (recordInput.read; the commands with the
// record flags read with theirs).
func readRecord(name string, stdin io.Reader) (*ls.Record, error) {
	return defaultRecordInput().read(name, stdin)
}

// replayRecord reads a record as readRecord does and replays it up to
// move upTo (all of it when upTo is negative or beyond the last move).
func replayRecord(name string, stdin io.Reader, upTo int) (*ls.Record, ls.Position, error) {
	return defaultRecordInput().replay(name, stdin, upTo)
}

func runReplay(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("replay", stdout)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	in := addRecordFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: livingstones replay [--json] [--game N] FILE.sgf\n\nReplays the record's main line and prints the final position and the counters.")
		fs.PrintDefaults()
	}
	name, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := in.check(); err != nil {
		return err
	}
	// The game is replayed on a Game and printed from it: no Position, so
	// that memory goes only to what each turn changed.
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
	fmt.Fprint(stdout, f.Diagram(ls.SeedDiagram)+positionLegend)
	fmt.Fprintf(stdout, "turns %d, %v to move, %v\n", p.Turn(), p.ToMove().Name(), p.Phase())
	for _, c := range []ls.Color{ls.White, ls.Black} {
		t := p.Tally(c)
		fmt.Fprintf(stdout, "%-5s  %d on the board, %d real moves, %d virtual, %d passes, captured %d\n",
			c.Name(), p.BoardStones(c), t.Real, t.Virtual, t.Passes, t.Prisoners)
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
	BoardStones(ls.Color) int
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
		Stones:    sides{p.BoardStones(ls.Black), p.BoardStones(ls.White)},
		State:     p.Phase().String(),
	}
	for y := n - 1; y >= 0; y-- {
		var row strings.Builder
		for x := 0; x < n; x++ {
			row.WriteByte(stoneLetter(p.At(ls.Pt(x, y))))
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

package main

import (
	"fmt"
	"io"

	ls "github.com/jihuozi/livingstones"
)

// diagramUsage heads `livingstones diagram -h`.
const diagramUsage = `usage: livingstones diagram [--svg] [--move N] [--made METHOD [--dead POINTS] [--ko POINT=B|W]] FILE.sgf

Draws a record's position, or the position a counting method made. The
board is lettered in the rule book's notation: columns a.. from the left,
rows a.. from the bottom. Points (--dead, --ko) are read as rule-book
points (dp) or GTP vertices (D16).

flags:`

func runDiagram(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("diagram", stdout)
	svg := fs.Bool("svg", false, "draw an SVG picture instead of text")
	move := fs.Int("move", 0, "draw the position after this many moves, 0..the record's moves (default: the end)")
	made := fs.String("made", "", "draw the position a counting method made ("+methodNames(", ")+"), settled as score settles it")
	rf := addRulesFlags(fs, " for --made", "")
	spacing := fs.Int("spacing", 32, "SVG: pixels between two lines (16..256); the picture scales to its container")
	var sf settleFlags
	sf.register(fs)
	in := addRecordFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), diagramUsage)
		fs.PrintDefaults()
	}
	name, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := sf.check(); err != nil {
		return err
	}
	if *made == "" && (sf.dead.given || sf.ko.given) {
		return fmt.Errorf("%w: --dead and --ko settle the position --made draws; give --made METHOD", errUsage)
	}
	var method ls.Score
	if *made != "" {
		if method, err = parseMethod("--made", *made); err != nil {
			return fmt.Errorf("%w: %v", errUsage, err)
		}
	}
	r, _, err := rf.rules()
	if err != nil {
		return err
	}
	if *spacing < 16 || *spacing > 256 {
		return fmt.Errorf("%w: --spacing %d: want 16..256", errUsage, *spacing)
	}
	upTo := -1
	if isSet(fs, "move") {
		if *move < 0 {
			return fmt.Errorf("%w: --move %d: want 0 or more moves", errUsage, *move)
		}
		upTo = *move
	}
	if err := in.check(); err != nil {
		return err
	}
	p, rec, err := replayUpTo(in, name, stdin, upTo)
	if err != nil {
		return err
	}
	opts := ls.SVGOptions{Spacing: *spacing, Title: fmt.Sprintf("%s, move %d", name, p.Turn())}
	if *made == "" {
		if *svg {
			return p.WriteSVG(stdout, opts)
		}
		_, err := fmt.Fprint(stdout, p.Diagram(ls.SeedDiagram)+positionLegend)
		return err
	}
	c, err := countSettled(name, p, rec, &sf, r)
	if err != nil {
		return err
	}
	if *svg {
		return c.madeSVG(stdout, method, opts)
	}
	_, err = fmt.Fprint(stdout, c.madeDiagram(method))
	return err
}

// replayUpTo reads the record name and replays its first upTo moves, or
// all of them when upTo is negative.
func replayUpTo(in *recordInput, name string, stdin io.Reader, upTo int) (ls.Position, *ls.Record, error) {
	rec, err := in.read(name, stdin)
	if err != nil {
		return ls.Position{}, nil, err
	}
	if upTo > len(rec.Moves) {
		return ls.Position{}, nil, fmt.Errorf("%w: --move %d: %s has %d moves", errUsage, upTo, name, len(rec.Moves))
	}
	if upTo >= 0 {
		rec.Moves = rec.Moves[:upTo]
	}
	p, err := rec.Replay()
	if err != nil {
		return ls.Position{}, nil, fmt.Errorf("%s: %w", name, err)
	}
	return p, rec, nil
}

// countSettled settles p as score settles it (the flags, else the record
// rec, else a proposal) and counts it by every method.
func countSettled(name string, p ls.Position, rec *ls.Record, sf *settleFlags, r ls.Rules) (*gameCount, error) {
	st, err := sf.settle(p, rec, ls.RuleBook)
	if err != nil {
		if isUsage(err) {
			return nil, err
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	rep, err := st.count(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return newGameCount(rep), nil
}

// stoneLetter is the letter the command line draws for a point's color,
// as the library's plain diagrams do: X Black, O White, . empty.
func stoneLetter(c ls.Color) byte {
	switch c {
	case ls.Black:
		return 'X'
	case ls.White:
		return 'O'
	}
	return '.'
}

// The legends printed under the command's text diagrams, one line each,
// saying what their characters mean.
const (
	// positionLegend is for a position drawn in the sources' style
	// (replay, diagram).
	positionLegend = "legend: ● Black, ○ White; empty points show the board lines (＋ a star point)\n"
	// madeLegend is for a settled or made position in the sources' style
	// (score, score --method): Made.Diagram.
	madeLegend = "legend: ● ○ stones (a black stone the making put on a road is ● too), ◇ a white stone it put on, " +
		"◉ ◎ stones given across a boundary, ＃ an eye, ｂ ｗ roads; dame and empty points show the board lines\n"
	// madeASCIILegend is for a made position in ASCII (score --method,
	// diagram --made): Made.ASCII.
	madeASCIILegend = "legend: X O stones, x o stones put on roads, B W stones given across a boundary, " +
		"# a basic eye, * a shared eye, b w roads, + a dame left empty, . an empty point counting for nobody\n"
)

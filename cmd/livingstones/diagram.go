package main

import (
	"fmt"
	"io"

	ls "github.com/jihuozi/livingstones"
)

func runDiagram(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("diagram", stdout)
	svg := fs.Bool("svg", false, "draw an SVG picture instead of text")
	move := fs.Int("move", 0, "draw the position after this many moves, 0..the record's moves (default: the end)")
	made := fs.String("made", "", "draw the position a counting method made (living, equal-roads, equal-stones, equal-stones-narrow, return-head), settled as score settles it")
	version := fs.String("version", "law", "rule version for --made: law or art")
	komi := fs.Int("komi", 0, "komi in whole stones for --made (default: 8 for law, 7 for art)")
	spacing := fs.Int("spacing", 32, "SVG: pixels between two lines (16..256); the picture scales to its container")
	var sf settleFlags
	sf.register(fs)
	in := addRecordFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: livingstones diagram [--svg] [--move N] [--made METHOD [--dead POINTS] [--ko POINT=B|W]] FILE.sgf

Draws a record's position, or the position a counting method made. The
board is lettered in the rule book's notation: columns a.. from the left,
rows a.. from the bottom. Points (--dead, --ko) are read as rule-book
points (dp) or GTP vertices (D16).

flags:`)
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
	if *version, err = versionName(*version); err != nil {
		return fmt.Errorf("%w: --version: %v", errUsage, err)
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
	if err := checkKomiFlag(*komi); err != nil {
		return err
	}
	rec, err := in.read(name, stdin)
	if err != nil {
		return err
	}
	if upTo > len(rec.Moves) {
		return fmt.Errorf("%w: --move %d: %s has %d moves", errUsage, upTo, name, len(rec.Moves))
	}
	if upTo >= 0 {
		rec.Moves = rec.Moves[:upTo]
	}
	p, err := rec.Replay()
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	opts := ls.SVGOptions{Spacing: *spacing, Title: fmt.Sprintf("%s, move %d", name, p.Turn())}
	if *made == "" {
		if *svg {
			return p.WriteSVG(stdout, opts)
		}
		_, err := fmt.Fprint(stdout, p.Diagram(ls.SeedDiagram))
		return err
	}
	k := *komi
	if !isSet(fs, "komi") {
		k = defaultKomi(*version)
	}
	r, err := rulesOf(*version, k)
	if err != nil {
		return err
	}
	st, err := sf.settle(p, rec, ls.RuleBook)
	if err != nil {
		if isUsage(err) {
			return err
		}
		return fmt.Errorf("%s: %w", name, err)
	}
	rep, err := st.count(r)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	c := &gameCount{report: rep, result: resultString(rep.Margin, r), winner: rep.Winner}
	if *svg {
		return c.madeSVG(stdout, *made, opts)
	}
	d, err := c.madeDiagram(*made)
	if err != nil {
		return err
	}
	_, err = fmt.Fprint(stdout, d)
	return err
}

package main

import (
	"fmt"
	"io"

	ls "github.com/jihuozi/livingstones"
)

func runDiagram(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("diagram", stderr)
	svg := fs.Bool("svg", false, "draw an SVG picture instead of text")
	move := fs.Int("move", -1, "draw the position after this many moves (default: the end)")
	made := fs.String("made", "", "draw the position a counting method made (living, equal-roads, equal-stones, equal-stones-narrow, return-head), with the record's dead stones (DS)")
	version := fs.String("version", "law", "rule version for --made: law or art")
	komi := fs.Int("komi", 0, "komi in whole stones for --made (default: 8 for law, 7 for art)")
	spacing := fs.Int("spacing", 32, "SVG: pixels between two lines (16..256)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: livingstones diagram [--svg] [--move N] [--made METHOD] FILE.sgf\n\nDraws a record's position (rule-book coordinates), or the position a counting method made.")
		fs.PrintDefaults()
	}
	name, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if *version, err = versionName(*version); err != nil {
		return fmt.Errorf("%w: --version: %v", errUsage, err)
	}
	rec, p, err := replayRecord(fs, name, stdin, *move)
	if err != nil {
		return err
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
	final := p.Final()
	c, err := countGame(p, rec.DeadStones(final.At), *version, k)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
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

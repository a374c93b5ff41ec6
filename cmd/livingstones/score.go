package main

import (
	"fmt"
	"io"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// listFlag collects a repeatable, comma-separated flag.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }

func (l *listFlag) Set(s string) error {
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			*l = append(*l, f)
		}
	}
	return nil
}

func runScore(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("score", stderr)
	version := fs.String("version", "law", "rule version: art or law")
	komi := fs.Int("komi", 0, "komi in whole stones White gives, negative allowed (default 7 for art, 8 for law)")
	var dead, ko listFlag
	fs.Var(&dead, "dead", "dead stones, rule-book points (dd,ee,...); one stone names its whole chain. Default: the record's DS (or TB/TW marks on stones)")
	fs.Var(&ko, "ko", "an unfinished ko point and the side holding it, POINT=B|W (repeatable)")
	method := fs.String("method", "", "print only this method: living, equal-roads, equal-stones, equal-stones-narrow or return-head")
	asJSON := fs.Bool("json", false, "print the counts as JSON")
	fs.Usage = func() {
		fmt.Fprintln(stderr, `usage: livingstones score [--version art|law] [--komi N] [--dead dd,ee,...] [--ko POINT=B|W] [--method NAME] [--json] FILE.sgf

Replays the record, takes the position after its last move as the pause,
settles it with the dead stones and counts it by every method.`)
		fs.PrintDefaults()
	}
	name, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	v, err := ls.ParseVersion(*version)
	if err != nil {
		return fmt.Errorf("%w: --version: %v", errUsage, err)
	}
	rules := ls.DefaultRules(v)
	if isSet(fs, "komi") {
		rules.Komi = *komi
	}
	var sc ls.Score
	if *method != "" {
		if sc, err = ls.LookupScore(*method); err != nil {
			return fmt.Errorf("%w: --method: %v", errUsage, err)
		}
	}
	rec, p, err := replayRecord(fs, name, stdin, -1)
	if err != nil {
		return err
	}
	f := p.Final()
	set, err := settlement(p, rec, &f, dead, ko)
	if err != nil {
		return err
	}
	rep, err := ls.Count(&f, set, rules)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if sc != nil {
		res := rep.Result(sc.Name())
		if *asJSON {
			return writeJSON(stdout, res)
		}
		printResult(stdout, res)
		return nil
	}
	if *asJSON {
		return writeJSON(stdout, rep)
	}
	printReport(stdout, rep)
	return nil
}

// settlement builds the settlement from the flags, or from the record when
// --dead is not given.
func settlement(p ls.Position, rec *ls.Record, f *ls.Final, dead, ko listFlag) (ls.Settlement, error) {
	var s ls.Settlement
	n := p.Size()
	if f.NaturalEnd {
		if len(dead) > 0 || len(ko) > 0 {
			return s, fmt.Errorf("%w: the game ended naturally (four virtual moves): every stone is alive, so --dead and --ko do not apply", errUsage)
		}
		return s, nil
	}
	if len(dead) == 0 {
		s.Dead = rec.DeadStones(f.At)
	}
	seen := map[ls.Point]bool{}
	for _, d := range dead {
		pt, err := ls.ParsePoint(d, n)
		if err != nil {
			return s, fmt.Errorf("%w: --dead: %v", errUsage, err)
		}
		chain := p.Chain(pt)
		if chain == nil {
			return s, fmt.Errorf("%w: --dead: no stone at %s", errUsage, d)
		}
		for _, q := range chain {
			if !seen[q] {
				seen[q] = true
				s.Dead = append(s.Dead, q)
			}
		}
	}
	for _, k := range ko {
		pts, side, ok := strings.Cut(k, "=")
		if !ok {
			return s, fmt.Errorf("%w: --ko %q: want POINT=B or POINT=W", errUsage, k)
		}
		pt, err := ls.ParsePoint(pts, n)
		if err != nil {
			return s, fmt.Errorf("%w: --ko: %v", errUsage, err)
		}
		c, err := ls.ParseColor(side)
		if err != nil {
			return s, fmt.Errorf("%w: --ko %q: %v", errUsage, k, err)
		}
		s.Ko = append(s.Ko, ls.KoPoint{Point: pt, Holder: c})
	}
	return s, nil
}

func printReport(w io.Writer, rep *ls.Report) {
	fmt.Fprint(w, rep.Analysis.Diagram())
	fmt.Fprintf(w, "%s version, komi %d\n", rep.Rules.Version, rep.Rules.Komi)
	fmt.Fprintf(w, "%-6s %6s %6s %6s %7s %7s\n", "", "board", "roads", "eyes", "groups", "living")
	for _, c := range []ls.Color{ls.Black, ls.White} {
		fig := rep.Black
		if c == ls.White {
			fig = rep.White
		}
		fmt.Fprintf(w, "%-6s %6d %6d %6s %7d %7s\n", c.Name(), fig.Board, fig.Roads, fig.Eyes, fig.Groups, fig.Living)
	}
	if rep.ExtraMoves != 0 {
		fmt.Fprintf(w, "art version: %s made %d more moves before the pause and gives %d stones\n", rep.ExtraSide.Name(), rep.ExtraMoves, rep.ExtraMoves)
	}
	for _, res := range rep.Results {
		fmt.Fprintf(w, "%-20s margin %s\n", res.Method, res.Margin)
	}
	fmt.Fprintf(w, "margin (Black − White, before komi) %s: %s wins\n", rep.Margin, rep.Winner.Name())
}

func printResult(w io.Writer, res *ls.Result) {
	fmt.Fprintf(w, "%s (%s version, komi %d)\n", res.Method, res.Rules.Version, res.Rules.Komi)
	fmt.Fprint(w, res.Made.Diagram())
	fmt.Fprint(w, res.Made.ASCII())
	for _, c := range []ls.Color{ls.Black, ls.White} {
		fig := res.Side(c)
		fmt.Fprintf(w, "%-6s board %d, roads %d, eyes %s, living %s", c.Name(), fig.Board, fig.Roads, fig.Eyes, fig.Living)
		if fig.Returned != 0 {
			fmt.Fprintf(w, ", returned %s", fig.Returned)
		}
		if fig.Composite != 0 {
			fmt.Fprintf(w, ", composite %s (par %s)", fig.Composite, fig.Par)
		}
		if fig.KeptBack != 0 {
			fmt.Fprintf(w, ", kept back %d", fig.KeptBack)
		}
		if fig.Refill != 0 {
			fmt.Fprintf(w, ", refilled %d", fig.Refill)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "margin %s: %s wins\n", res.Margin, res.Winner.Name())
}

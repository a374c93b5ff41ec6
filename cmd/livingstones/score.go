package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// listFlag collects a repeatable, comma-separated flag; given records
// that the flag was on the command line, even with no items.
type listFlag struct {
	items []string
	given bool
}

func (l *listFlag) String() string { return strings.Join(l.items, ",") }

func (l *listFlag) Set(s string) error {
	l.given = true
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			l.items = append(l.items, f)
		}
	}
	return nil
}

// settleFlags are the flags that settle a record: --dead, --ko and
// --neutral.
type settleFlags struct {
	dead, ko, neutral listFlag
}

func (sf *settleFlags) register(fs *flag.FlagSet) {
	fs.Var(&sf.dead, "dead", "dead stones, as rule-book points (dp) or GTP vertices (D16), comma-separated; one stone names its whole chain; none for no dead stones. Default: the record's DS (or TB/TW marks on stones), else a proposal")
	fs.Var(&sf.ko, "ko", "an unfinished ko point and the side holding it, POINT=B|W (POINT as for --dead; repeatable)")
	fs.Var(&sf.neutral, "neutral", "a neutral point classified by hand, overriding the analysis: POINT=B|W (a road that side fills), POINT=dame or POINT=shared (a shared eye of a seki); POINT as for --dead; repeatable")
}

// neutralValues are what a neutral point may be classified as, as
// --neutral and serve's settlements write it: a road of Black or White,
// a dame, a shared eye.
const neutralValues = "B, W, dame or shared"

// parseNeutral reads what a neutral point is: B or W (a road of that
// side), dame, or shared (a shared eye).
func parseNeutral(s string) (ls.Kind, ls.Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return ls.KindRoad, ls.Black, nil
	case "w", "white":
		return ls.KindRoad, ls.White, nil
	case "dame":
		return ls.KindDame, ls.Empty, nil
	case "shared":
		return ls.KindSharedEye, ls.Empty, nil
	}
	return 0, ls.Empty, fmt.Errorf("%q: want %s", s, neutralValues)
}

// neutralName writes what np classifies its point as, as parseNeutral
// reads it.
func neutralName(np ls.NeutralPoint) string {
	switch np.Kind {
	case ls.KindRoad:
		return np.Owner.String()
	case ls.KindDame:
		return "dame"
	}
	return "shared"
}

// withNeutral returns the neutral points of set with those of add put in
// their place: a point add names is classified as add says.
func withNeutral(set, add []ls.NeutralPoint) []ls.NeutralPoint {
	out := slices.Clone(add)
	for _, np := range set {
		if !slices.ContainsFunc(add, func(a ls.NeutralPoint) bool { return a.Point == np.Point }) {
			out = append(out, np)
		}
	}
	return out
}

// check rejects --dead given with nothing in it (--dead ',,'): it would
// silently settle with no dead stones, or fall back to the record.
func (sf *settleFlags) check() error {
	if sf.dead.given && len(sf.dead.items) == 0 {
		return fmt.Errorf("%w: --dead names no stones (give points such as dp or D16, or --dead none for no dead stones)", errUsage)
	}
	if len(sf.dead.items) > 1 && containsFold(sf.dead.items, "none") {
		return fmt.Errorf("%w: --dead none cannot be combined with points", errUsage)
	}
	return nil
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// The sources of a settlement, as score's JSON names them.
const (
	settledByFlag       = "flag"        // --dead or --ko
	settledByRecord     = "record"      // the record's DS, or TB/TW marks on stones
	settledByProposal   = "proposal"    // ls.ProposeSettlement, nothing being given
	settledByNaturalEnd = "natural_end" // four virtual moves: every stone alive, nothing to settle
)

// settled is a record's position with the settlement to count it with.
type settled struct {
	p   ls.Position
	f   *ls.Final
	set ls.Settlement
	by  string      // where the dead stones came from: one of the settledBy constants
	nt  ls.Notation // the notation to name points in: the user's, else the output's
}

// settle builds the settlement of p from the flags, or from the record
// when --dead is not given, or by ls.ProposeSettlement when the record
// has none. out is the notation the output uses; errors name points in
// the notation the user typed them in, else in out.
func (sf *settleFlags) settle(p ls.Position, rec *ls.Record, out ls.Notation) (*settled, error) {
	st := &settled{p: p, f: p.Final(), nt: out}
	n := p.Size()
	if st.f.NaturalEnd {
		if sf.dead.given || len(sf.ko.items) > 0 || len(sf.neutral.items) > 0 {
			return nil, fmt.Errorf("%w: the game ended naturally (four virtual moves): every stone is alive, so --dead, --ko and --neutral do not apply", errUsage)
		}
		st.by = settledByNaturalEnd
		return st, nil
	}
	seen := map[ls.Point]bool{}
	for _, d := range sf.dead.items {
		if strings.EqualFold(d, "none") {
			continue
		}
		pt, nt, err := ls.ReadPoint(d, n)
		if err != nil {
			return nil, fmt.Errorf("%w: --dead: %v", errUsage, err)
		}
		st.nt = nt
		chain := p.Chain(pt)
		if chain == nil {
			return nil, fmt.Errorf("%w: --dead: no stone at %s", errUsage, d)
		}
		for _, q := range chain {
			if !seen[q] {
				seen[q] = true
				st.set.Dead = append(st.set.Dead, q)
			}
		}
	}
	for _, k := range sf.ko.items {
		pt, side, err := readPointIs("--ko", k, "B|W", n, &st.nt)
		if err != nil {
			return nil, err
		}
		c, err := ls.ParseColor(side)
		if err != nil {
			return nil, fmt.Errorf("%w: --ko %q: %v", errUsage, k, err)
		}
		st.set.Ko = append(st.set.Ko, ls.KoPoint{Point: pt, Holder: c})
	}
	var neutral []ls.NeutralPoint
	for _, k := range sf.neutral.items {
		pt, what, err := readPointIs("--neutral", k, "B|W|dame|shared", n, &st.nt)
		if err != nil {
			return nil, err
		}
		kind, owner, err := parseNeutral(what)
		if err != nil {
			return nil, fmt.Errorf("%w: --neutral %q: %v", errUsage, k, err)
		}
		neutral = append(neutral, ls.NeutralPoint{Point: pt, Kind: kind, Owner: owner})
	}
	switch {
	case sf.dead.given:
		st.by = settledByFlag
	case len(rec.DeadStones(st.f.At)) > 0:
		// Marks (DS, TB, TW) on no stone name no dead stones: the game
		// is settled as if it had none, as the GTP engine does.
		st.set.Dead = rec.DeadStones(st.f.At)
		st.by = settledByRecord
	default:
		// A refused proposal comes with its dead stones: the flags may
		// settle what it could not (count names every problem).
		prop, _ := proposedSettlement(context.Background(), st.f)
		st.set.Dead = prop.Dead
		st.set.Ko = append(prop.Ko, st.set.Ko...)
		st.set.Neutral = prop.Neutral
		st.by = settledByProposal
	}
	st.set.Neutral = withNeutral(st.set.Neutral, neutral)
	return st, nil
}

// readPointIs reads a flag's item POINT=VALUE (want names the values),
// the point as a rule-book point or GTP vertex, and sets *nt to the
// notation it was typed in.
func readPointIs(flag, item, want string, n int, nt *ls.Notation) (ls.Point, string, error) {
	pts, value, ok := strings.Cut(item, "=")
	if !ok {
		return ls.Point{}, "", fmt.Errorf("%w: %s %q: want POINT=%s", errUsage, flag, item, want)
	}
	pt, typed, err := ls.ReadPoint(pts, n)
	if err != nil {
		return ls.Point{}, "", fmt.Errorf("%w: %s: %v", errUsage, flag, err)
	}
	*nt = typed
	return pt, value, nil
}

// count counts a settled position, and turns a refusal into an error
// that names the points in the user's notation and says which flag
// settles it.
func (st *settled) count(r ls.Rules) (*ls.Report, error) {
	rep, err := ls.Count(st.f, st.set, r)
	if err == nil {
		return rep, nil
	}
	probs, fixed, settles := refusalProblems(st.f, st.set, err, st.nt)
	msg := describeRefusal(st, probs, fixed, settles)
	var hint string
	switch st.by {
	case settledByRecord:
		hint = "the record's dead stones (DS) are refused"
	case settledByProposal:
		hint = "the proposed dead stones (" + orNone(pointList(st.set.Dead, st.nt, st.p.Size())) + ") are refused"
	case settledByFlag:
		hint = "the settlement given is refused"
	}
	if hint == "" {
		return nil, errors.New(msg)
	}
	return nil, fmt.Errorf("%s: %s", hint, msg)
}

// fixAdvice says which flag settles a refusal, from the part of the
// settlement its *ls.CountError names (CountError.Fix, doc.go "Settling
// and eyes"); "" when no flag does.
func fixAdvice(err error) string {
	var ce *ls.CountError
	if !errors.As(err, &ce) {
		return ""
	}
	switch ce.Fix {
	case ls.FixDead:
		return "name the dead stones with --dead"
	case ls.FixKo:
		return "name the side holding the ko with --ko POINT=B|W"
	case ls.FixNeutral:
		return "classify the point with --neutral POINT=B|W (the side that fills it), POINT=dame or POINT=shared, or settle the stones next to it with --dead (or a ko there with --ko POINT=B|W)"
	}
	return ""
}

// pointsIn is err's message with the points of a *ls.CountError written
// in the notation nt (and the notation named), the colour said of the
// stones it names.
func pointsIn(err error, nt ls.Notation, size int, p ls.Position) string {
	var ce *ls.CountError
	if !errors.As(err, &ce) || len(ce.Points) == 0 {
		return strings.ReplaceAll(err.Error(), "livingstones: ", "")
	}
	var b strings.Builder
	if ce.Err != nil {
		b.WriteString(ce.Err.Error())
	} else {
		b.WriteString("counting error")
	}
	if ce.Detail != "" {
		// The library writes a point in its details as "at dp" or "of dp"
		// in the rule book's notation.
		b.WriteString(": " + detailPoint.ReplaceAllStringFunc(ce.Detail, func(m string) string {
			word, pt, _ := strings.Cut(m, " ")
			q, err := ls.ParsePoint(pt, size)
			if err != nil {
				return m
			}
			return word + " " + nt.Encode(q, size)
		}))
	}
	stones := true
	for _, q := range ce.Points {
		stones = stones && (ce.Color == ls.Black || ce.Color == ls.White) && p.At(q) == ce.Color
	}
	if stones {
		fmt.Fprintf(&b, ": the %s stones at %s", ce.Color.Name(), pointList(ce.Points, nt, size))
	} else {
		if ce.Color == ls.Black || ce.Color == ls.White {
			fmt.Fprintf(&b, " (%s)", ce.Color.Name())
		}
		fmt.Fprintf(&b, " at %s", pointList(ce.Points, nt, size))
	}
	fmt.Fprintf(&b, " (%s notation)", nt)
	return b.String()
}

var detailPoint = regexp.MustCompile(`\b(at|of) [a-y][a-y]\b`)

func pointList(pts []ls.Point, nt ls.Notation, size int) string {
	s := make([]string, len(pts))
	for i, q := range pts {
		s[i] = nt.Encode(q, size)
	}
	return strings.Join(s, " ")
}

// notationName is a notation's name in --notation and in JSON.
func notationName(nt ls.Notation) string {
	switch nt {
	case ls.GTP:
		return "gtp"
	case ls.SGF:
		return "sgf"
	}
	return "rulebook"
}

// scoreOptions are score's flags other than the settlement.
type scoreOptions struct {
	rules    ls.Rules
	method   ls.Score // nil: every method
	notation ls.Notation
	settle   *settleFlags
	input    *recordInput // how records are read (--max-bytes, --game, ...); nil: the defaults
}

// scoreRecord counts one record. The error names the file.
func (o *scoreOptions) scoreRecord(name string, stdin io.Reader) (*scoreJSON, error) {
	in := o.input
	if in == nil {
		in = defaultRecordInput()
	}
	rec, p, err := in.replay(name, stdin, -1)
	if err != nil {
		return nil, err
	}
	st, err := o.settle.settle(p, rec, o.notation)
	if err != nil {
		if isUsage(err) {
			return nil, err
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	rep, err := st.count(o.rules)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return newScoreJSON(name, st, rep, o.notation), nil
}

// scoreUsage heads `livingstones score -h`.
const scoreUsage = `usage: livingstones score [flags] FILE.sgf|DIR ...

Replays each record, takes the position after its last move as the pause,
settles it and counts it by every method, which must agree. The dead
stones come from --dead, else from the record (DS, or TB/TW marks on
stones), else from a proposal (the library's ProposeSettlement); the
output says which ("settled_by": flag, record, proposal or natural_end).

With one FILE the count is printed as text (or JSON with --json). With
several files, or a directory (searched recursively for *.sgf and
*.mgt), every record is counted, --jobs at a time, and one JSON line is
printed per record in the order given: {"file": ..., "settled_by": ...,
"dead": [...], "margin": ..., ...}, or {"file": ..., "error": ...} for a
record that cannot be counted; the run goes on past it and exits with
status 1. Progress is shown on standard error when it is a terminal.

Points (--dead, --ko) are read as rule-book points (dp) or GTP vertices
(D16); points are printed in --notation, which the output names.

flags:`

func runScore(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("score", stdout)
	rf := addRulesFlags(fs, "", "")
	var sf settleFlags
	sf.register(fs)
	method := fs.String("method", "", "one record: print only this method, with its made position: "+methodNames(" or "))
	asJSON := fs.Bool("json", false, "one record: print the count as JSON (several records always give JSON lines)")
	notation := fs.String("notation", "rulebook", "notation of the points printed: rulebook (dp), gtp (D16) or sgf (dd)")
	jobs := fs.Int("jobs", runtime.NumCPU(), "records counted at once")
	input := addRecordFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), scoreUsage)
		fs.PrintDefaults()
	}
	inputs, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(inputs) == 0 {
		return fmt.Errorf("%w: score: want FILE.sgf, - or a directory (see 'livingstones help score')", errUsage)
	}
	if err := sf.check(); err != nil {
		return err
	}
	r, _, err := rf.rules()
	if err != nil {
		return err
	}
	o := &scoreOptions{rules: r, settle: &sf, input: input}
	if o.notation, err = ls.ParseNotation(*notation); err != nil {
		return fmt.Errorf("%w: --notation: %v", errUsage, err)
	}
	if *method != "" {
		if o.method, err = parseMethod("--method", *method); err != nil {
			return fmt.Errorf("%w: %v", errUsage, err)
		}
	}
	if *jobs < 1 {
		return fmt.Errorf("%w: --jobs %d: want at least 1", errUsage, *jobs)
	}
	if err := o.input.check(); err != nil {
		return err
	}
	if isBatch(inputs) {
		if o.method != nil {
			return fmt.Errorf("%w: --method prints one record's made position; give one FILE", errUsage)
		}
		if countDash(inputs) > 1 {
			return fmt.Errorf("%w: standard input (-) can be read once", errUsage)
		}
		return o.batch(inputs, *jobs, stdin, stdout, stderr)
	}
	res, err := o.scoreRecord(inputs[0], stdin)
	if err != nil {
		return err
	}
	return o.print(stdout, res, *asJSON)
}

// print writes one record's count: every method's, or only o.method's,
// as text or JSON.
func (o *scoreOptions) print(w io.Writer, res *scoreJSON, asJSON bool) error {
	if o.method != nil {
		m := res.report.Result(o.method.Name())
		if asJSON {
			return writeJSON(w, m)
		}
		printSettlement(w, res)
		printResult(w, m)
		return nil
	}
	if asJSON {
		return writeJSON(w, res)
	}
	printSettlement(w, res)
	printReport(w, res.report)
	return nil
}

// isBatch reports whether the inputs are counted as a batch (JSON lines):
// several of them, or a directory.
func isBatch(inputs []string) bool {
	batch := len(inputs) > 1
	for _, in := range inputs {
		if fi, err := os.Stat(in); in != "-" && err == nil && fi.IsDir() {
			batch = true
		}
	}
	return batch
}

func countDash(list []string) int {
	n := 0
	for _, s := range list {
		if s == "-" {
			n++
		}
	}
	return n
}

// printSettlement prints where the settlement came from and its points.
func printSettlement(w io.Writer, res *scoreJSON) {
	var from string
	switch res.SettledBy {
	case settledByNaturalEnd:
		fmt.Fprintln(w, "the game ended naturally: every stone is alive, nothing to settle")
		return
	case settledByFlag:
		from = "settled by the flags"
	case settledByRecord:
		from = "settled by the record's dead stones (DS)"
	case settledByProposal:
		from = "settled by a proposal (the record names no dead stones; --dead overrides)"
	}
	fmt.Fprintf(w, "%s; points in %s notation\n", from, res.nt)
	dead := strings.Join(res.Dead, " ")
	if dead == "" {
		dead = "none"
	}
	fmt.Fprintf(w, "dead: %s\n", dead)
	for _, k := range res.Ko {
		fmt.Fprintf(w, "ko: %s held by %s\n", k.Point, k.Holder)
	}
}

func printReport(w io.Writer, rep *ls.Report) {
	fmt.Fprint(w, rep.Analysis.Diagram()+madeLegend)
	fmt.Fprintf(w, "%s version, komi %d given by %s (moved first)\n", rep.Rules.Version, rep.Rules.Komi, rep.KomiBy.Name())
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
	fmt.Fprintln(w, resultLine(rep.Margin, rep.Rules.Komi, rep.KomiBy, rep.Winner))
}

// resultLine is the text output's line of the result after komi, the
// result of --json and SGF's RE with the komi that made it and the side
// that gave it, the side that moved first: "result B+7 (komi 8 given by W)".
func resultLine(margin ls.Stones, komi int, komiBy, winner ls.Color) string {
	return fmt.Sprintf("result %s (komi %d given by %s)", resultOf(margin, komi, komiBy, winner), komi, komiBy)
}

func printResult(w io.Writer, res *ls.Result) {
	fmt.Fprintf(w, "%s (%s version, komi %d given by %s)\n", res.Method, res.Rules.Version, res.Rules.Komi, res.KomiBy.Name())
	fmt.Fprint(w, res.Made.Diagram()+madeLegend)
	fmt.Fprint(w, res.Made.ASCII()+madeASCIILegend)
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
	fmt.Fprintln(w, resultLine(res.Margin, res.Rules.Komi, res.KomiBy, res.Winner))
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func isUsage(err error) bool { return errors.Is(err, errUsage) }

package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

// tinySGF is a 5×5 game paused with two passes and no dead stones
// recorded: each side has a wall with eyes that no play can take, so the
// proposal (Benson's pass-alive analysis) settles it by itself.
//
//	e . X O . O
//	d X X O O O
//	c . X O . O
//	b X X O O O
//	a . X O . O
//	  a b c d e
const tinySGF = "(;GM[1]FF[4]SZ[5]AB[ba][bb][bc][bd][be][ab][ad]AW[ca][cb][cc][cd][ce][ea][eb][ec][ed][ee][db][dd];W[];B[])"

type scoreLine struct {
	File      string   `json:"file"`
	Error     string   `json:"error"`
	Notation  string   `json:"notation"`
	SettledBy string   `json:"settled_by"`
	Dead      []string `json:"dead"`
	Ko        []struct {
		Point, Holder string
	} `json:"ko"`
	Result  string  `json:"result"`
	Margin  float64 `json:"margin"`
	Winner  string  `json:"winner"`
	Methods map[string]struct {
		Margin float64 `json:"margin"`
	} `json:"methods"`
}

func scoreJSONOf(t *testing.T, stdin string, args ...string) scoreLine {
	t.Helper()
	code, out, errOut := runCLI(t, stdin, append([]string{"score", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("score %q: exit %d: %s", args, code, errOut)
	}
	var got scoreLine
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return got
}

// TestScoreSettledBy: the JSON says where the settlement came from and
// lists every dead stone counted, whole chains, always (empty, not
// missing, when there are none).
func TestScoreSettledBy(t *testing.T) {
	lanke := "../../testdata/lanke_dame.sgf"
	rec := scoreJSONOf(t, "", lanke)
	if rec.SettledBy != "record" || rec.Notation != "rulebook" || len(rec.Dead) != 11 || rec.Margin != 1 || rec.Result != "B+9" {
		t.Errorf("from the record's DS: %+v", rec)
	}
	// One stone names its chain: in stands for in jn kn ln lm.
	flag := scoreJSONOf(t, "", "--dead", "ar,bq,ap,in,ok,qj,ph", lanke)
	if flag.SettledBy != "flag" || strings.Join(flag.Dead, " ") != strings.Join(rec.Dead, " ") || flag.Margin != 1 {
		t.Errorf("from --dead: %+v, want the record's dead %v", flag, rec.Dead)
	}
	// GTP vertices name the same stones; --notation gtp prints them so.
	gtp := scoreJSONOf(t, "", "--dead", "A18,B17,A16,J14,P11,R10,Q8", "--notation", "gtp", lanke)
	if gtp.SettledBy != "flag" || gtp.Notation != "gtp" || len(gtp.Dead) != 11 || gtp.Margin != 1 {
		t.Errorf("GTP vertices: %+v", gtp)
	}
	for i, d := range gtp.Dead {
		p, err := ls.ParsePoint(rec.Dead[i], 19)
		if err != nil || ls.GTP.Encode(p, 19) != d {
			t.Errorf("dead[%d] = %q in GTP notation, %q in the rule book's", i, d, rec.Dead[i])
		}
	}
	sgf := scoreJSONOf(t, "", "--notation", "sgf", lanke)
	if sgf.Notation != "sgf" || !contains(sgf.Dead, "pl") || contains(sgf.Dead, "ph") {
		t.Errorf("SGF notation: dead %v, want pl (rule book ph) and not ph", sgf.Dead)
	}
	prop := scoreJSONOf(t, tinySGF, "-")
	if prop.SettledBy != "proposal" || prop.Dead == nil || len(prop.Dead) != 0 || prop.Margin != -5 {
		t.Errorf("proposal: %+v", prop)
	}
	none := scoreJSONOf(t, tinySGF, "--dead", "none", "-")
	if none.SettledBy != "flag" || len(none.Dead) != 0 || none.Margin != -5 {
		t.Errorf("--dead none: %+v", none)
	}
	nat := scoreJSONOf(t, "", "../../testdata/natural_end.sgf")
	if nat.SettledBy != "natural_end" || nat.Dead == nil || len(nat.Dead) != 0 {
		t.Errorf("natural end: %+v", nat)
	}
	// The text output says the same in a header.
	code, out, _ := runCLI(t, tinySGF, "score", "-")
	if code != 0 || !strings.HasPrefix(out, "settled by a proposal") || !strings.Contains(out, "points in rule book notation\ndead: none\n") {
		t.Errorf("text header:\n%s", out)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestScoreRefusals: errors name the points in the notation the user
// typed and say which flag settles the position; empty --dead is an error
// rather than a silent fall back to the record.
func TestScoreRefusals(t *testing.T) {
	lanke := "../../testdata/lanke_dame.sgf"
	for _, tc := range []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"empty --dead", []string{"--dead", ",,,,", lanke}, 2, []string{"--dead names no stones"}},
		{"--dead none with points", []string{"--dead", "none,ar", lanke}, 2, []string{"cannot be combined"}},
		// The record's dead stones but the dead black stone at ph: it
		// would stand with no liberty but dame, so it must be named dead.
		{"rule-book point refused", []string{"--dead", "qj,ok,lm,in,jn,kn,ln,ap,bq,ar", lanke}, 1,
			[]string{"black stones at ph (rule book notation)", "settled by --dead ph (black)"}},
		{"GTP vertex refused", []string{"--dead", "R10,P11,L13,J14,K14,L14,M14,A16,B17,A18", lanke}, 1,
			[]string{"black stones at Q8 (GTP notation)", "settled by --dead Q8 (black)"}},
		// Only ph dead: with the other dead stones left alive, a stone on
		// gl would keep two liberties, so the point must be filled; gl
		// lies in Black's area, so no --neutral settles it.
		{"point to fill in an area", []string{"--dead", "ph", lanke}, 1,
			[]string{"black at gl keeps two liberties or more", "no --neutral settles it", "--dead"}},
		// ph and ar left alive: two problems, named in one run, each with
		// the flag that settles it, and the flags that settle them all.
		{"every problem at once", []string{"--dead", "qj,ok,lm,ap,bq", lanke}, 1,
			[]string{"2 problems:", "1. ", "black stones at ph", "settled by --dead ph (black)",
				"2. ", "white stones at ar", "settled by --dead ar (white)",
				"with all of these the position counts: --dead ph,qj,ok,lm,ap,bq,ar"}},
		{"--neutral without a value", []string{"--neutral", "gl", lanke}, 2, []string{"--neutral", "POINT=B|W|dame|shared"}},
		{"--neutral with a bad value", []string{"--neutral", "gl=X", lanke}, 2, []string{`--neutral "gl=X"`, "want B, W, dame or shared"}},
		{"--neutral on a stone", []string{"--neutral", "ph=B", lanke}, 1, []string{"point is not empty", "ph"}},
		{"--neutral in an area", []string{"--neutral", "gl=B", lanke}, 1, []string{"not neutral", "gl"}},
		{"bad GTP column", []string{"--dead", "I5", lanke}, 2, []string{"--dead", `"I5"`}},
		{"--ko with a GTP vertex", []string{"--ko", "T1", lanke}, 2, []string{"POINT=B"}},
		{"bad notation", []string{"--notation", "kgs", lanke}, 2, []string{"--notation"}},
		{"no file", nil, 2, []string{"want FILE.sgf"}},
		{"--jobs 0", []string{"--jobs", "0", lanke, lanke}, 2, []string{"--jobs 0"}},
		{"--method with many records", []string{"--method", "living", lanke, lanke}, 2, []string{"give one FILE"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runCLI(t, "", append([]string{"score"}, tc.args...)...)
			if code != tc.code {
				t.Errorf("exit %d, want %d: %s", code, tc.code, errOut)
			}
			for _, w := range tc.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr lacks %q: %s", w, errOut)
				}
			}
		})
	}
}

// TestScoreBatch: several records and a directory give one JSON line per
// record in the order given (a directory's records in lexical order),
// the same with one job or several; a bad record is a line with its
// error and the run goes on, exiting with status 1.
func TestScoreBatch(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	lanke, err := os.ReadFile("../../testdata/lanke_dame.sgf")
	if err != nil {
		t.Fatal(err)
	}
	write("b/tiny.sgf", tinySGF)
	write("b/a/lanke.SGF", string(lanke))
	write("b/garbage.sgf", "(;SZ[9];B[zz])")
	write("b/notes.txt", "not a record")
	write("b/old.mgt", tinySGF)
	var outs []string
	for _, jobs := range []string{"1", "3"} {
		code, out, errOut := runCLI(t, "", "score", "--jobs", jobs, filepath.Join(dir, "b"), "../../testdata/natural_end.sgf", "missing.sgf")
		if code != 1 || errOut != "" {
			t.Errorf("--jobs %s: exit %d (want 1: some records failed), stderr %q", jobs, code, errOut)
		}
		outs = append(outs, out)
	}
	if outs[0] != outs[1] {
		t.Errorf("--jobs 1 and 3 differ:\n%s\n%s", outs[0], outs[1])
	}
	want := []struct{ file, settled, err string }{
		{"b/a/lanke.SGF", "record", ""},
		{"b/garbage.sgf", "", "off the 9×9 board"},
		{"b/old.mgt", "proposal", ""},
		{"b/tiny.sgf", "proposal", ""},
		{"../../testdata/natural_end.sgf", "natural_end", ""},
		{"missing.sgf", "", "no such file"},
	}
	sc := bufio.NewScanner(strings.NewReader(outs[0]))
	i := 0
	for ; sc.Scan(); i++ {
		var got scoreLine
		if err := json.Unmarshal(sc.Bytes(), &got); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, sc.Text())
		}
		if i >= len(want) {
			t.Errorf("extra line %s", sc.Text())
			continue
		}
		w := want[i]
		if !strings.HasSuffix(got.File, w.file) || got.SettledBy != w.settled || (w.err == "") != (got.Error == "") || !strings.Contains(got.Error, w.err) {
			t.Errorf("line %d: %s\nwant file %s, settled_by %q, error %q", i+1, sc.Text(), w.file, w.settled, w.err)
		}
	}
	if i != len(want) {
		t.Errorf("%d lines, want %d", i, len(want))
	}
}

// TestScoreGobanCorpus counts Debian's professional records
// (goban-original-games, when installed) in one command: one JSON line
// per record, in lexical order, each a count (settled by the record or a
// proposal, every method agreeing) or an error naming what failed; the
// same lines with one job and two.
func TestScoreGobanCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("counts 596 records; skipped in -short mode")
	}
	const dir = "/usr/share/goban"
	files, _ := expandInputs([]string{dir})
	if len(files) == 0 {
		t.Skipf("no records in %s (apt-get install goban-original-games; .ci/run installs it)", dir)
	}
	// Under the race detector the proposal's playouts run about ten times
	// slower: count every 60th record there.
	if raceEnabled {
		var sample []string
		for i := 0; i < len(files); i += 60 {
			sample = append(sample, files[i])
		}
		files = sample
	}
	// The lines do not depend on --jobs: compared on the first 40 records.
	first := files[:min(40, len(files))]
	var outs [2]string
	for i, jobs := range []string{"1", "2"} {
		code, out, errOut := runCLI(t, "", append([]string{"score", "--jobs", jobs}, first...)...)
		if code != 0 && code != 1 || errOut != "" {
			t.Fatalf("--jobs %s: exit %d, stderr %q", jobs, code, errOut)
		}
		outs[i] = out
	}
	if outs[0] != outs[1] {
		t.Error("--jobs 1 and 2 give different lines")
	}
	if len(first) < len(files) {
		code, out, errOut := runCLI(t, "", append([]string{"score", "--jobs", "2"}, files...)...)
		if code != 0 && code != 1 || errOut != "" {
			t.Fatalf("all records: exit %d, stderr %q", code, errOut)
		}
		if !strings.HasPrefix(out, outs[1]) {
			t.Error("the first records' lines differ between the two runs")
		}
		outs[0] = out
	}
	lines := strings.Split(strings.TrimSuffix(outs[0], "\n"), "\n")
	if len(lines) != len(files) {
		t.Fatalf("%d lines for %d records", len(lines), len(files))
	}
	reasons := map[string]int{}
	counted := 0
	for i, line := range lines {
		var got scoreLine
		if err := json.Unmarshal([]byte(line), &got); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, line)
		}
		if got.File != files[i] {
			t.Fatalf("line %d is %s, want %s (input order)", i+1, got.File, files[i])
		}
		if got.Error != "" {
			if got.SettledBy != "" || got.Methods != nil {
				t.Errorf("line %d: an error with a count: %s", i+1, line)
			}
			reason := got.Error
			if _, after, ok := strings.Cut(reason, "refused: "); ok {
				reason = after
			}
			reason, _, _ = strings.Cut(reason, ":")
			reasons[reason]++
			continue
		}
		counted++
		if got.SettledBy != "record" && got.SettledBy != "proposal" || got.Dead == nil || len(got.Methods) != 5 {
			t.Errorf("line %d: %s", i+1, line)
		}
		for m, r := range got.Methods {
			if r.Margin != got.Margin {
				t.Errorf("%s: %s margin %v, report %v", got.File, m, r.Margin, got.Margin)
			}
		}
	}
	t.Logf("%d records: %d counted, %d refused", len(lines), counted, len(lines)-counted)
	keys := make([]string, 0, len(reasons))
	for r := range reasons {
		keys = append(keys, r)
	}
	sort.Strings(keys)
	for _, r := range keys {
		t.Logf("  %4d %s", reasons[r], r)
	}
}

// BenchmarkScoreBatch counts Debian's professional records (or, without
// them or with -short, the repository's test records) as `score --jobs N
// DIR` does, and reports records per second.
func BenchmarkScoreBatch(b *testing.B) {
	dir := "/usr/share/goban"
	if files, _ := expandInputs([]string{dir}); len(files) == 0 || testing.Short() {
		dir = "../../testdata" // -short: CI's one-iteration run checks it runs
	}
	files, _ := expandInputs([]string{dir})
	for _, jobs := range []int{1, 2} {
		b.Run(fmt.Sprintf("jobs=%d", jobs), func(b *testing.B) {
			o := &scoreOptions{rules: ls.DefaultRules(ls.Law), notation: ls.RuleBook, settle: &settleFlags{}}
			for i := 0; i < b.N; i++ {
				if err := o.batch([]string{dir}, jobs, nil, io.Discard, io.Discard); err != nil && err != errSomeFailed {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(files)*b.N)/b.Elapsed().Seconds(), "records/s")
		})
	}
}

// TestPointsInUserNotation: a refusal's points, those in its detail
// included, are written in the notation asked for.
func TestPointsInUserNotation(t *testing.T) {
	p, err := ls.NewPosition(19)
	if err != nil {
		t.Fatal(err)
	}
	ce := &ls.CountError{Err: ls.ErrUnstable, Color: ls.White, Points: []ls.Point{ls.Pt(18, 6)},
		Detail: "white at sg keeps two liberties or more: the point should be filled"}
	for _, tc := range []struct {
		nt   ls.Notation
		want string
	}{
		{ls.GTP, "ideal final position is not stable: white at T7 keeps two liberties or more: the point should be filled (white) at T7 (GTP notation)"},
		{ls.RuleBook, "ideal final position is not stable: white at sg keeps two liberties or more: the point should be filled (white) at sg (rule book notation)"},
		{ls.SGF, "ideal final position is not stable: white at sm keeps two liberties or more: the point should be filled (white) at sm (SGF notation)"},
	} {
		if got := pointsIn(ce, tc.nt, 19, p); got != tc.want {
			t.Errorf("%v:\n got %s\nwant %s", tc.nt, got, tc.want)
		}
	}
}

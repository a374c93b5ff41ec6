package main

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

// settledThreeWays is one record's ending as score, the GTP engine and
// serve settle and count it: the dead stones in rule-book notation, board
// order, and the result after komi, or the refusal.
type settledThreeWays struct {
	dead   [3]string
	result [3]string
}

// settleThreeWays counts the record at path by score's settlement, by GTP
// (loadsgf, komi 7.5 — 8 stones — then final_status_list dead and
// final_score) and by serve (the page's game loaded, paused by two passes,
// counted with the view's proposal). The law version with komi 8 each time.
func settleThreeWays(t *testing.T, path string) (settledThreeWays, bool) {
	t.Helper()
	var out settledThreeWays
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := ls.ParseRecord(data)
	if err != nil {
		return out, false
	}
	p, err := rec.Replay()
	if err != nil {
		return out, false // the library's tests list the broken records
	}
	rules := ls.DefaultRules(ls.Law)

	// score
	st, err := (&settleFlags{}).settle(p, rec, ls.RuleBook)
	if err != nil {
		t.Fatalf("%s: score cannot settle: %v", path, err)
	}
	if rep, err := st.count(rules); err != nil {
		out.result[0] = "refused"
	} else {
		out.dead[0] = strings.Join(pointNames(rep.Analysis.Dead()), " ")
		out.result[0] = resultString(rep)
	}

	// GTP
	var gtpOut, gtpErr strings.Builder
	script := "loadsgf " + path + "\nkomi 7.5\nfinal_status_list dead\nfinal_score\n"
	if code := run([]string{"gtp"}, strings.NewReader(script), &gtpOut, &gtpErr); code != 0 {
		t.Fatalf("%s: gtp exit %d: %s", path, code, gtpErr.String())
	}
	answers := strings.Split(strings.TrimSuffix(gtpOut.String(), "\n\n"), "\n\n")
	if len(answers) != 4 || !strings.HasPrefix(answers[0], "=") || answers[1] != "= " {
		t.Fatalf("%s: gtp answers %q", path, answers)
	}
	if strings.HasPrefix(answers[3], "?") {
		out.result[1] = "refused"
	} else {
		var dead []ls.Point
		for _, v := range strings.Fields(strings.TrimPrefix(answers[2], "=")) {
			q, err := ls.GTP.Decode(v, p.Size())
			if err != nil {
				t.Fatalf("%s: final_status_list: %v", path, err)
			}
			dead = append(dead, q)
		}
		sortBoardOrder(dead)
		out.dead[1] = strings.Join(pointNames(dead), " ")
		out.result[1] = strings.TrimPrefix(answers[3], "= ")
	}

	// serve
	lr, err := loadRecord(context.Background(), nil, data)
	if err != nil {
		t.Fatalf("%s: serve cannot load it: %v", path, err)
	}
	g := lr.Game
	var resp *gameResponse
	for range 2 {
		if resp, err = answerGame(context.Background(), nil, &gameRequest{Game: &g, Action: "pass"}); err != nil || resp.Refused != "" {
			t.Fatalf("%s: serve refuses a pass: %v %s", path, err, resp.Refused)
		}
		g = resp.Game
	}
	v := resp.View
	if v.Phase != "paused" {
		t.Fatalf("%s: serve: two passes leave the game %s", path, v.Phase)
	}
	ws := webSettlement{Dead: v.Proposal, Ko: v.ProposalKo, Neutral: v.ProposalNeutral}
	resp, err = answerGame(context.Background(), nil, &gameRequest{Game: &g, Count: true, Settlement: ws})
	switch {
	case err != nil:
		t.Fatalf("%s: serve: %v", path, err)
	case resp.View.Count == nil:
		out.result[2] = "refused"
	default:
		out.dead[2] = strings.Join(resp.View.Count.Dead, " ")
		out.result[2] = resp.View.Count.Result
	}
	return out, true
}

// TestOnePolicyOnProfessionalEndings: score, the GTP engine and serve
// settle a record's ending by one policy (proposedSettlement), so each of
// the professional games of /usr/share/goban that ended by counting gets
// the same dead stones and the same result from all three. Under the race
// detector one record in ten.
func TestOnePolicyOnProfessionalEndings(t *testing.T) {
	if testing.Short() {
		t.Skip("settles about 290 records three ways; skipped in -short mode")
	}
	const dir = "/usr/share/goban"
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no records in %s (apt-get install goban-original-games; .ci/run installs it)", dir)
	}
	files := countedRecords(t)
	compared, refused := 0, 0
	for i, name := range files {
		if raceEnabled && i%10 != 0 {
			continue
		}
		got, ok := settleThreeWays(t, filepath.Join(dir, name))
		if !ok {
			continue
		}
		compared++
		if got.result[0] == "refused" {
			refused++
		}
		if got.dead[1] != got.dead[0] || got.dead[2] != got.dead[0] || got.result[1] != got.result[0] || got.result[2] != got.result[0] {
			t.Errorf("%s: two policies:\n  score: %s, dead %s\n  gtp:   %s, dead %s\n  serve: %s, dead %s", name,
				got.result[0], got.dead[0], got.result[1], got.dead[1], got.result[2], got.dead[2])
		}
	}
	t.Logf("%d records compared (%d refused alike by all three)", compared, refused)
	if compared == 0 {
		t.Fatal("no record compared")
	}
}

// countedRecords lists the records of testdata/goban_dead.txt: the
// professional games that ended by counting.
func countedRecords(t *testing.T) []string {
	t.Helper()
	fh, err := os.Open("../../testdata/goban_dead.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	var files []string
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) > 0 && !strings.HasPrefix(f[0], "#") {
			files = append(files, f[0])
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return slices.Compact(files)
}

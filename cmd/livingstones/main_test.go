package main

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// runCLI runs the command line and returns the exit status and outputs.
func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestReplayJSON(t *testing.T) {
	code, out, errOut := runCLI(t, "", "replay", "--json", "../../testdata/lanke.sgf")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got replayOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Size != 19 || got.Moves != 290 || got.ToMove != "W" || got.State != "playing" ||
		got.Prisoners != (sides{14, 6}) || got.Virtual != (sides{0, 0}) || len(got.Board) != 19 {
		t.Errorf("got %+v", got)
	}
	if got.Board[0] != "X.XOOO.......OOOOX." {
		t.Errorf("top row %q", got.Board[0])
	}
}

func TestReplayFromStdin(t *testing.T) {
	data, err := os.ReadFile("../../testdata/lanke_dame.sgf")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, string(data), "replay", "-")
	if code != 0 || !strings.Contains(out, "turns 306") {
		t.Errorf("exit %d, output %q, errors %q", code, out, errOut)
	}
}

func TestReplayErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"illegal move", []string{"replay", "../../testdata/lanke_printed.sgf"}, 1, "move 138 (B hm): point is occupied"},
		{"missing file", []string{"replay", "nope.sgf"}, 1, "nope.sgf"},
		{"bad flag", []string{"replay", "--bogus", "x.sgf"}, 2, "flag provided but not defined"},
		{"no file", []string{"replay"}, 2, "want one FILE.sgf"},
		{"unknown command", []string{"frobnicate"}, 2, "unknown command"},
		{"no command", nil, 2, "usage"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runCLI(t, "", tc.args...)
			if code != tc.code || !strings.Contains(errOut, tc.want) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, errOut, tc.code, tc.want)
			}
		})
	}
	code, _, errOut := runCLI(t, "(;SZ[9];B[zz])", "replay", "-")
	if code != 1 || !strings.Contains(errOut, "-:") {
		t.Errorf("garbage on stdin: exit %d, %q", code, errOut)
	}
}

func TestScoreLankeJSON(t *testing.T) {
	code, out, errOut := runCLI(t, "", "score", "--json", "../../testdata/lanke_dame.sgf")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got struct {
		Version string  `json:"version"`
		Komi    int     `json:"komi"`
		Margin  float64 `json:"margin"`
		Winner  string  `json:"winner"`
		Black   struct {
			Board, Roads, Groups int
			Eyes, Living         float64
		} `json:"black"`
		White struct {
			Board, Roads, Groups int
			Eyes, Living         float64
		} `json:"white"`
		Methods map[string]struct {
			Margin float64 `json:"margin"`
		} `json:"methods"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Version != "law" || got.Komi != 8 || got.Margin != 1 || got.Winner != "B" {
		t.Errorf("header %+v", got)
	}
	if b := got.Black; b.Board != 146 || b.Roads != 27 || b.Eyes != 10 || b.Groups != 5 || b.Living != 173 {
		t.Errorf("black %+v", b)
	}
	if w := got.White; w.Board != 133 || w.Roads != 39 || w.Eyes != 6 || w.Groups != 3 || w.Living != 172 {
		t.Errorf("white %+v", w)
	}
	for _, m := range []string{"living", "equal-roads", "equal-stones", "equal-stones-narrow", "return-head"} {
		if got.Methods[m].Margin != 1 {
			t.Errorf("%s: margin %v, want 1", m, got.Methods[m].Margin)
		}
	}
}

func TestScoreFlags(t *testing.T) {
	lanke := "../../testdata/lanke_dame.sgf"
	// The art version's komi is 7; White still loses by 1 stone.
	code, out, errOut := runCLI(t, "", "score", "--version", "art", lanke)
	if code != 0 || !strings.Contains(out, "art version, komi 7") || !strings.Contains(out, "black wins") {
		t.Errorf("art: exit %d\n%s%s", code, out, errOut)
	}
	// Komi 0 and one method with its made position.
	code, out, errOut = runCLI(t, "", "score", "--komi", "0", "--method", "return-head", lanke)
	if code != 0 || !strings.Contains(out, "composite 181 (par 180.5)") || !strings.Contains(out, "returned 2") {
		t.Errorf("return-head: exit %d\n%s%s", code, out, errOut)
	}
	// Dead stones named on the command line: in names its chain in jn kn ln lm.
	code, out, errOut = runCLI(t, "", "score", "--dead", "ar,bq,ap,in,ok,qj,ph", "--json", lanke)
	if code != 0 || !strings.Contains(out, `"margin": 1`) {
		t.Errorf("--dead: exit %d\n%s%s", code, out, errOut)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"score", "--version", "modern", lanke}, 2, "--version"},
		{[]string{"score", "--method", "territory", lanke}, 2, `--method "territory": want living,`},
		{[]string{"score", "--dead", "zz", lanke}, 2, "--dead"},
		{[]string{"score", "--dead", "aa", lanke}, 2, "no stone at aa"},
		{[]string{"score", "--ko", "dd", lanke}, 2, "POINT=B"},
		{[]string{"score", "--dead", "ar", lanke}, 1, "dead"},
	} {
		code, _, errOut := runCLI(t, "", tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, %q; want exit %d and %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
}

// TestScoreNegativeKomi: the rules allow any whole komi, negative ones
// included (Black gives stones), but score took --komi -1 as "unset" and
// silently counted with the default 8.
func TestScoreNegativeKomi(t *testing.T) {
	lanke := "../../testdata/lanke_dame.sgf"
	for _, k := range []string{"-1", "-3"} {
		code, out, errOut := runCLI(t, "", "score", "--komi", k, lanke)
		if code != 0 || !strings.Contains(out, "law version, komi "+k+" given by white") {
			t.Errorf("--komi %s: exit %d\n%s%s", k, code, out, errOut)
		}
	}
}

func TestScoreNaturalEnd(t *testing.T) {
	// Four virtual moves end the game: every stone is alive, empty points
	// count for nobody, and no dead stones may be named.
	f := "../../testdata/natural_end.sgf"
	code, out, errOut := runCLI(t, "", "score", "--json", f)
	if code != 0 || !strings.Contains(out, `"margin": 0`) || !strings.Contains(out, `"winner": "B"`) {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
	code, _, errOut = runCLI(t, "", "score", "--dead", "cc", f)
	if code != 2 || !strings.Contains(errOut, "ended naturally") {
		t.Errorf("--dead after a natural end: exit %d, %q", code, errOut)
	}
}

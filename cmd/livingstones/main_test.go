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

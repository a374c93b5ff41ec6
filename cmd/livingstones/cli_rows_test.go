package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGTPLoadSGFQuotesNoByte: loadsgf of a file that is not SGF (a
// picture, a secret) answers where the syntax fails, and no byte of the
// file (issue 22): a GTP controller must not read files through errors.
func TestGTPLoadSGFQuotesNoByte(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ name, data string }{
		{"png", "\x89PNG\r\n\x1a\n"},
		{"secret", "password=hunter2\n"},
		{"after-a-tree", "(;SZ[9])Xsecret"},
	} {
		path := filepath.Join(dir, tc.name)
		if err := os.WriteFile(path, []byte(tc.data), 0o600); err != nil {
			t.Fatal(err)
		}
		out, err := serveGTP(t, newTestEngine(t), strings.NewReader("loadsgf "+path+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(out, "? cannot load file: "+path+": not an SGF record: syntax error at line 1, column ") {
			t.Errorf("%s: %q, want the position of the error", tc.name, out)
		}
		rest := strings.TrimPrefix(out, "? cannot load file: "+path)
		for _, b := range []string{"PNG", "\\x89", "password", "secret", "X"} {
			if strings.Contains(rest, b) {
				t.Errorf("%s: the answer %q quotes the file (%q)", tc.name, out, b)
			}
		}
	}
}

// TestScoreEmptyDirectory: a directory with no record in it is an error
// that says so, not an empty success.
func TestScoreEmptyDirectory(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a record"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "score", dir)
	if code != 1 || !strings.Contains(errOut, dir+": the directory holds no SGF record") || out != "" {
		t.Errorf("score on a directory without records: exit %d, %q %q; want 1 and the reason", code, out, errOut)
	}
}

// TestRecordDeadOnEmptyPoints: a record whose DS names only empty points
// names no dead stones; score and the GTP engine both settle it as a
// record without DS (by the proposal) and give the same result. White's
// stone at dd would otherwise be counted with no dead stones and refused
// by score while GTP proposed (issue 22).
func TestRecordDeadOnEmptyPoints(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ds.sgf")
	if err := os.WriteFile(path, []byte("(;SZ[9];B[ee];W[dd];B[];W[]DS[aa][bb])"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "score", "--json", path)
	if code != 0 {
		t.Fatalf("score: exit %d: %s", code, errOut)
	}
	var s struct {
		SettledBy string `json:"settled_by"`
		Result    string `json:"result"`
	}
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	gtp, err := serveGTP(t, newTestEngine(t), strings.NewReader("loadsgf "+path+"\nfinal_score\n"))
	if err != nil {
		t.Fatal(err)
	}
	answers := strings.Split(strings.TrimSpace(gtp), "\n\n")
	if s.SettledBy != "proposal" || len(answers) != 2 || answers[1] != "= "+s.Result {
		t.Errorf("score: %s by %s; GTP: %q; want one result, by the proposal", s.Result, s.SettledBy, answers)
	}
}

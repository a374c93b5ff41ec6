package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzRecordCommands feeds arbitrary bytes, as a record on standard
// input, to replay, score and diagram through run, their Go entry point:
// none may panic, and each ends with exit status 0 or 1 (never the usage
// status 2: the command lines are right) and, on 1, a message.
func FuzzRecordCommands(f *testing.F) {
	files, _ := filepath.Glob("../../testdata/*.sgf")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		"(;SZ[9];B[ee];W[dd];B[];W[])",
		"(;SZ[5]AB[aa:ee])",
		"(;SZ[9];B[aa])(;SZ[9];W[bb])",
		"(;SZ[9]KM[1e300];B[ee])",
		"(;SZ[2];B[aa];W[bb];B[];W[]DS[aa])",
		"(;" + strings.Repeat("C[x];", 50) + ")",
	} {
		f.Add([]byte(s))
	}
	commands := [][]string{
		{"replay", "-"},
		{"replay", "--json", "-"},
		{"score", "-"},
		{"score", "--json", "--version", "art", "-"},
		{"diagram", "-"},
		{"diagram", "--svg", "--move", "0", "-"},
		{"diagram", "--made", "equal-roads", "-"},
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<16 {
			return // the limits are tested elsewhere; keep runs fast
		}
		for _, args := range commands {
			var out, errOut bytes.Buffer
			code := run(args, bytes.NewReader(data), &out, &errOut)
			if code != 0 && code != 1 {
				t.Fatalf("%v: exit %d on %q\n%s", args, code, data, errOut.String())
			}
			if code == 1 && errOut.Len() == 0 {
				t.Fatalf("%v: exit 1 without a message on %q", args, data)
			}
		}
	})
}

package main

import (
	"strings"
	"testing"
)

// The rules vocabulary is read once (rules.go): every subcommand that
// counts says what is wrong with a version, a komi or a method in the
// same words, naming the flag, and exits with status 2 before it reads
// a record or starts an engine.
func TestRulesFlagsOneShape(t *testing.T) {
	cmds := [][]string{
		{"score", "-"},
		{"diagram", "--made", "living", "-"},
		{"gtp"},
		{"match", "--white", "x", "--black", "y"},
	}
	for _, cmd := range cmds {
		for _, tc := range []struct {
			flags []string
			want  string
		}{
			{[]string{"--version", "modern"}, `livingstones: --version "modern": want law or art` + "\n"},
			{[]string{"--komi", "7.5"}, `livingstones: --komi "7.5": want a whole number of stones within ±1000` + "\n"},
			{[]string{"--komi", "-1001"}, `livingstones: --komi "-1001": want a whole number of stones within ±1000` + "\n"},
		} {
			args := append(append([]string{cmd[0]}, tc.flags...), cmd[1:]...)
			code, _, errOut := runCLIReader(strings.NewReader("(;SZ[9];B[ee];W[])"), args...)
			if code != 2 || errOut != tc.want {
				t.Errorf("%q: exit %d, %q; want exit 2, %q", args, code, errOut, tc.want)
			}
		}
	}
	for _, args := range [][]string{
		{"score", "--method", "territory", "-"},
		{"diagram", "--made", "territory", "-"},
	} {
		want := "livingstones: " + args[1] + ` "territory": want living, equal-roads, equal-stones, equal-stones-narrow or return-head` + "\n"
		code, _, errOut := runCLIReader(strings.NewReader("(;SZ[9];B[ee];W[])"), args...)
		if code != 2 || errOut != want {
			t.Errorf("%q: exit %d, %q; want exit 2, %q", args, code, errOut, want)
		}
	}
}

// The GTP engine reads the same vocabulary with the same words, naming
// what the argument is.
func TestGTPRulesOneShape(t *testing.T) {
	e := newTestEngine(t)
	out, _ := serveGTP(t, e, strings.NewReader("livingstones-version modern\nlivingstones-komi 7.5\nlivingstones-made territory\nlivingstones-version Art\nlivingstones-komi\n"))
	want := "? rule version \"modern\": want law or art\n\n" +
		"? komi \"7.5\": want a whole number of stones within ±1000\n\n" +
		"? counting method \"territory\": want living, equal-roads, equal-stones, equal-stones-narrow or return-head\n\n" +
		"= art\n\n= 7\n\n"
	if out != want {
		t.Errorf("GTP:\n%q\nwant\n%q", out, want)
	}
}

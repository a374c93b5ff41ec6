package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// execCLI runs the built command and returns its exit status and outputs.
func execCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(builtCommand(t), args...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, out.String(), errOut.String()
	case errors.As(err, &exit):
		return exit.ExitCode(), out.String(), errOut.String()
	}
	t.Fatalf("livingstones %q: %v", args, err)
	return 0, "", ""
}

// TestCLIConventions execs the built command and checks the conventions
// well-kept commands follow (the go command, gh, kubectl): help goes to
// standard output with status 0, from every way of asking for it; errors
// go to standard error with one "livingstones: " prefix and status 1 (a
// failure) or 2 (a bad command line), as the help's status table says.
func TestCLIConventions(t *testing.T) {
	lanke := "../../testdata/lanke_dame.sgf"
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stdout string // a line the standard output must hold
		stderr string // a line standard error must hold; empty: nothing at all
	}{
		{"--help prints the help on stdout", []string{"--help"}, 0, "exit status:", ""},
		{"-h prints the help on stdout", []string{"-h"}, 0, "exit status:", ""},
		{"help prints the help on stdout", []string{"help"}, 0, "  2  bad command line", ""},
		{"help lists the commands", []string{"help"}, 0, "  score ", ""},
		{"help CMD prints the command's help", []string{"help", "score"}, 0, "usage: livingstones score", ""},
		{"help CMD lists the flags", []string{"help", "diagram"}, 0, "-move", ""},
		{"CMD -h prints its help", []string{"score", "-h"}, 0, "usage: livingstones score", ""},
		{"CMD --help prints its help", []string{"replay", "--help"}, 0, "usage: livingstones replay", ""},
		{"CMD --help after arguments", []string{"score", lanke, "--help"}, 0, "usage: livingstones score", ""},
		{"gtp -h", []string{"gtp", "-h"}, 0, "usage: livingstones gtp", ""},
		{"match -h", []string{"match", "-h"}, 0, "usage: livingstones match", ""},
		{"version", []string{"version"}, 0, "livingstones ", ""},
		{"help of an unknown command", []string{"help", "frobnicate"}, 2, "", `livingstones: unknown command "frobnicate"`},
		{"no command: usage on stderr", nil, 2, "", "usage: livingstones COMMAND"},
		{"unknown command", []string{"frobnicate"}, 2, "", `livingstones: unknown command "frobnicate"`},
		{"unknown flag names the command to ask", []string{"score", "--bogus", lanke}, 2, "", "livingstones help score"},
		{"flags after the file", []string{"score", lanke, "--json"}, 0, `"margin": 1`, "-"},
		{"flags on both sides", []string{"score", "--komi", "0", lanke, "--json"}, 0, `"komi": 0`, "-"},
		{"-- ends the flags", []string{"replay", "--json", "--", lanke}, 0, `"moves": 306`, "-"},
		{"one error prefix", []string{"replay", "../../testdata/lanke_printed.sgf"}, 1, "", "livingstones: ../../testdata/lanke_printed.sgf: move 138 (B hm): point is occupied"},
		{"out-of-range --move", []string{"diagram", "--move", "999", lanke}, 2, "", "livingstones: --move 999: ../../testdata/lanke_dame.sgf has 306 moves"},
		{"negative --move", []string{"diagram", "--move", "-5", lanke}, 2, "", "livingstones: --move -5: want 0 or more moves"},
		{"--move 0 is the empty board", []string{"diagram", "--move", "0", lanke}, 0, "ｓ┌┬┬", ""},
		{"--move at the end", []string{"diagram", lanke, "--move", "306"}, 0, "ｓ●", ""},
		{"empty --dead", []string{"score", "--dead", ",,,,", lanke}, 2, "", "livingstones: --dead names no stones"},
		{"empty --dead for --made", []string{"diagram", "--made", "living", "--dead", ",", lanke}, 2, "", "livingstones: --dead names no stones"},
		{"--dead without --made", []string{"diagram", "--dead", "ph", lanke}, 2, "", "give --made METHOD"},
		{"one error prefix for a bad point", []string{"score", "--dead", "zz", lanke}, 2, "", "livingstones: --dead"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := execCLI(t, tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tc.code, out, errOut)
			}
			if tc.stdout != "" && !strings.Contains(out, tc.stdout) {
				t.Errorf("stdout lacks %q:\n%s", tc.stdout, out)
			}
			if tc.stdout == "" && out != "" {
				t.Errorf("stdout should be empty:\n%s", out)
			}
			switch tc.stderr {
			case "":
				if errOut != "" && tc.code == 0 {
					t.Errorf("stderr should be empty:\n%s", errOut)
				}
			case "-": // anything
			default:
				if !strings.Contains(errOut, tc.stderr) {
					t.Errorf("stderr lacks %q:\n%s", tc.stderr, errOut)
				}
			}
			if n := strings.Count(errOut, "livingstones:"); n > 1 {
				t.Errorf("the error prefix appears %d times:\n%s", n, errOut)
			}
		})
	}
}

// TestJSONSnakeCase: every command's JSON names its fields one way,
// snake_case (the keys under "methods" are the methods' names, data).
func TestJSONSnakeCase(t *testing.T) {
	lanke := "../../testdata/lanke_dame.sgf"
	snake := regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
	for _, args := range [][]string{
		{"replay", "--json", lanke},
		{"score", "--json", lanke},
		{"score", "--json", "--method", "return-head", lanke},
		{"score", "--json", "--method", "equal-stones", "--version", "art", lanke},
		{"score", lanke, "../../testdata/natural_end.sgf", "../../testdata/lanke_printed.sgf"},
	} {
		_, out, errOut := runCLI(t, "", args...)
		dec := json.NewDecoder(strings.NewReader(out))
		n := 0
		for dec.More() {
			var v any
			if err := dec.Decode(&v); err != nil {
				t.Fatalf("%q: %v\n%s%s", args, err, out, errOut)
			}
			n++
			var walk func(path string, v any)
			walk = func(path string, v any) {
				switch v := v.(type) {
				case map[string]any:
					for k, x := range v {
						if path != ".methods" && !snake.MatchString(k) {
							t.Errorf("%q: key %s.%s is not snake_case", args, path, k)
						}
						walk(path+"."+k, x)
					}
				case []any:
					for _, x := range v {
						walk(path+"[]", x)
					}
				}
			}
			walk("", v)
		}
		if n == 0 {
			t.Errorf("%q: no JSON: %s", args, errOut)
		}
	}
}

// TestCLIVersion: version prints the module version from the build
// information: (devel), or a version or pseudo-version when the go
// command stamped one from the VCS or `go install ...@version`, then the
// revision when recorded, the Go version and the platform.
func TestCLIVersion(t *testing.T) {
	code, out, errOut := execCLI(t, "version")
	re := regexp.MustCompile(`^livingstones (\(devel\)|v\d+\.\d+\.\d+\S*)( \([0-9a-f]{1,12}(\+dirty)?\))? go\d\S* \w+/\w+\n$`)
	if code != 0 || errOut != "" || !re.MatchString(out) {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

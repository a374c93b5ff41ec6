package main

import (
	"strings"
	"testing"
)

// TestTextDiagramsHaveLegends: every text diagram the command prints is
// followed by a line saying what its characters mean, and score's text
// output ends with the result after komi, as --json gives it.
func TestTextDiagramsHaveLegends(t *testing.T) {
	lanke := "../../testdata/lanke_dame.sgf"
	for _, tc := range []struct {
		name string
		args []string
		want []string // in this order, each after a diagram's last line
	}{
		{"replay draws the position in the sources' style", []string{"replay", lanke}, []string{positionLegend}},
		{"diagram draws it the same way", []string{"diagram", lanke}, []string{positionLegend}},
		{"diagram --made draws the made position in ASCII", []string{"diagram", "--made", "return-head", lanke}, []string{madeASCIILegend}},
		{"score draws the settled position, marked", []string{"score", lanke}, []string{madeLegend}},
		{"score --method draws the made position both ways", []string{"score", "--method", "equal-roads", lanke}, []string{madeLegend, madeASCIILegend}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, "", tc.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			rest := out
			for _, legend := range tc.want {
				i := strings.Index(rest, legend)
				if i < 0 {
					t.Fatalf("no legend %q in\n%s", legend, out)
				}
				// The line above the legend is the diagram's column letters.
				above := strings.Split(strings.TrimSuffix(rest[:i], "\n"), "\n")
				if last := above[len(above)-1]; !strings.Contains(last, "ａｂｃ") && !strings.Contains(last, "a b c") {
					t.Errorf("legend %q follows %q, not a diagram's column letters", legend, last)
				}
				rest = rest[i+len(legend):]
			}
		})
	}
}

// TestScoreTextResult: the text output names the result after komi (the
// komi 8 given by White turns Black's margin of 1 into B+9), the result
// --json prints, for the whole count and for one method.
func TestScoreTextResult(t *testing.T) {
	lanke := "../../testdata/lanke_dame.sgf"
	js := scoreJSONOf(t, "", lanke)
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"every method, komi 8", []string{"score", lanke}, "\nresult " + js.Result + " (komi 8 given by W)\n"},
		{"one method, komi 8", []string{"score", "--method", "living", lanke}, "\nresult B+9 (komi 8 given by W)\n"},
		{"komi 0: the margin alone", []string{"score", "--komi", "0", lanke}, "\nresult B+1 (komi 0 given by W)\n"},
		{"komi −2: Black's margin of 1 falls short by 1", []string{"score", "--komi", "-2", lanke}, "\nresult W+1 (komi -2 given by W)\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, "", tc.args...)
			if code != 0 || !strings.HasSuffix(out, tc.want) {
				t.Errorf("exit %d, output ends %q, want %q%s", code, out[max(0, len(out)-80):], tc.want, errOut)
			}
		})
	}
}

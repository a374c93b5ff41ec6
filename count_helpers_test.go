package livingstones

import (
	"os"
	"strings"
	"testing"
)

// parseFinalDiagram reads a board diagram (see readDiagram), one row per
// argument, into a Final of a paused game (tallies zero, White to move).
func parseFinalDiagram(t testing.TB, rows ...string) *Final {
	t.Helper()
	n, stones := readDiagram(t, rows)
	return &Final{Size: n, Board: stones, ToMove: White}
}

// readDiagramFile reads a diagram from testdata.
func readDiagramFile(t testing.TB, name string) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(b), "\n")
}

// pts parses points in the rule book's notation.
func pts(t testing.TB, size int, s string) []Point {
	t.Helper()
	var out []Point
	for _, f := range strings.Fields(s) {
		p, err := ParsePoint(f, size)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

func mustAnalyze(t testing.TB, f *Final, s Settlement) *Analysis {
	t.Helper()
	a, err := Analyze(f, s)
	if err != nil {
		t.Fatalf("Analyze: %v", err)
	}
	return a
}

func mustCount(t testing.TB, sc Score, a *Analysis, r Rules) *Result {
	t.Helper()
	res, err := sc.Count(a, r)
	if err != nil {
		t.Fatalf("%s: %v", sc.Name(), err)
	}
	return res
}

package livingstones

import (
	"os"
	"strings"
	"testing"
)

// parseFinalDiagram reads a board diagram, top row first, into a Final of
// a paused game (tallies zero). It understands both the ASCII diagrams of
// these tests (X black, O white, anything else empty; spaces and a leading
// row label ignored) and the sources' full-width diagrams (● black, ○ and
// 〇 white, box-drawing characters, ＃ and letters empty; a leading
// full-width row letter ignored).
func parseFinalDiagram(t testing.TB, rows ...string) *Final {
	t.Helper()
	var grid [][]Color
	for _, row := range rows {
		row = strings.TrimSpace(row)
		if row == "" || strings.HasPrefix(row, "#") {
			continue
		}
		var line []Color
		rs := []rune(row)
		if len(rs) > 0 && (rs[0] >= 'ａ' && rs[0] <= 'ｚ' || rs[0] >= '0' && rs[0] <= '9') {
			rs = rs[1:] // row label
		}
		for _, r := range rs {
			switch r {
			case ' ', '\t':
			case 'X', '●':
				line = append(line, Black)
			case 'O', '○', '〇', '◎':
				line = append(line, White)
			default:
				line = append(line, Empty)
			}
		}
		grid = append(grid, line)
	}
	n := len(grid)
	f := &Final{Size: n, Stones: make([]Color, n*n), ToMove: White}
	for r, line := range grid {
		if len(line) != n {
			t.Fatalf("row %d has %d points, want %d", r, len(line), n)
		}
		y := n - 1 - r
		for x, c := range line {
			f.Stones[y*n+x] = c
		}
	}
	return f
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

package livingstones

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// The shapes on drawn boards: is the point marked * (empty) the middle of
// one?
func TestShapes(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string
		want bool
	}{
		{"enclosing hane: the point below the hane between two stones", []string{
			". . . . .",
			". X O X .",
			". . * . .",
			". . . . .",
			". . . . .",
		}, true},
		{"the same with the colors swapped", []string{
			". . . . .",
			". O X O .",
			". . * . .",
			". . . . .",
			". . . . .",
		}, true},
		{"the same turned a quarter", []string{
			". . . . .",
			". . . X .",
			". . * O .",
			". . . X .",
			". . . . .",
		}, true},
		{"an empty neighbourhood is no shape", []string{
			". . . . .",
			". . . . .",
			". . * . .",
			". . . . .",
			". . . . .",
		}, false},
		{"cut: between two stones, with one of the other side above", []string{
			". . . . .",
			". . X . .",
			". O * O .",
			". . . . .",
			". . . . .",
		}, true},
		{"no cut when the points below hold a stone of the cutting side", []string{
			". . . . .",
			". . X . .",
			". O * O .",
			". . O . .",
			". . . . .",
		}, false},
		{"edge chase: on the first line", []string{
			". . . . .",
			". . . . .",
			". . . . .",
			"X . . . .",
			"O * . . .",
		}, true},
		{"the edge chase's stones away from the edge: a non-cutting hane, mirrored", []string{
			". . . . .",
			". . . . .",
			"X . . . .",
			"O * . . .",
			". . . . .",
		}, true},
		{"a lone stone diagonally next to the point is no shape", []string{
			". . . . .",
			". X . . .",
			". . * . .",
			". . . . .",
			". . . . .",
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var at Point
			for r, row := range tc.rows {
				if k := strings.Index(strings.ReplaceAll(row, " ", ""), "*"); k >= 0 {
					at = Point{k, len(tc.rows) - 1 - r}
				}
			}
			g := NewGame(drawnPosition(t, tc.rows))
			if got := shapeAtPoint(g, at); got != tc.want {
				t.Errorf("shapeAt(%v) = %v, want %v", at, got, tc.want)
			}
		})
	}
}

// shapeAtPoint is the board's shapeAt at the empty point p of g.
func shapeAtPoint(g *Game, p Point) bool {
	return g.b.shapeAt(g.b.pointIndex(p))
}

// drawnPosition returns a position with the stones of a diagram, placed
// by playing them (Black's, then White's, each side's moves alternating
// with virtual moves where needed).
func drawnPosition(t *testing.T, rows []string) Position {
	t.Helper()
	n, stones := readDiagram(t, rows)
	p, err := NewPosition(n)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range stones {
		if c == Empty {
			continue
		}
		if p, err = p.PlayAs(c, RealMove(Point{i % n, i / n})); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// The shapes are the reference's (refShapeAt, which reads the shapes'
// sources anew) at every empty point of drawn games.
func TestPropertyShapesAreTheReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawGame(t, []int{2, 3, 5, 9}, 60).last()
		g := NewGame(p)
		for y := 0; y < p.Size(); y++ {
			for x := 0; x < p.Size(); x++ {
				q := Point{x, y}
				if p.At(q) != Empty {
					continue
				}
				if got, want := shapeAtPoint(g, q), refShapeAt(p, q); got != want {
					t.Fatalf("shapeAt(%v) = %v, the reference says %v\n%v", q, got, want, p)
				}
			}
		}
	})
}

// patternPoint skips the points with four empty neighbours: no key of the
// shapes has its four points beside the middle all empty.
func TestShapesHaveAnOrthogonalNeighbour(t *testing.T) {
	for key := range uint32(1 << 16) {
		// The fields of the points above, left, right and below the middle.
		if shapes[key/64]&(1<<(key%64)) != 0 && key>>2&3 == 0 && key>>6&3 == 0 && key>>8&3 == 0 && key>>12&3 == 0 {
			t.Fatalf("the shape of key %#x has four empty points beside its middle", key)
		}
	}
}

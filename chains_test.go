package livingstones

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// chainSet.labelRows labels as chainSet.label does: the same chains,
// numbered alike, with the same liberties (counted up to three; the first
// two as a set, since the order they are found in is the fill's).
func TestPropertyLabelRowsAsLabel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(MinSize, MaxSize).Draw(t, "size")
		empty := rapid.IntRange(0, 10).Draw(t, "empty")
		b := make([]Color, n*n)
		for i := range b {
			if rapid.IntRange(0, 10).Draw(t, "point") >= empty {
				b[i] = Color(rapid.IntRange(1, 2).Draw(t, "color"))
			}
		}
		var want, got chainSet
		want.label(b, newScratch(geometryOf(n)))
		got.labelRows(b, n, make([]int32, n*n))
		if !slices.Equal(got.of, want.of) || !slices.Equal(got.color, want.color) || !slices.Equal(got.nlib, want.nlib) {
			t.Fatalf("labelRows: of %v colors %v libs %v\nlabel: of %v colors %v libs %v",
				got.of, got.color, got.nlib, want.of, want.color, want.nlib)
		}
		for k, nl := range want.nlib {
			if nl > 2 {
				continue
			}
			w, g := want.lib[k], got.lib[k]
			if w != g && w != [2]int32{g[1], g[0]} {
				t.Fatalf("chain %d: liberties %v, label finds %v", k, g, w)
			}
		}
	})
}

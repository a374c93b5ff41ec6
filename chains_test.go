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

// settler.labelRegions labels as flood fills from each unlabelled point
// in board order do.
func TestPropertyLabelRegionsAsFloodFill(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(MinSize, MaxSize).Draw(t, "size")
		stones := rapid.IntRange(0, 10).Draw(t, "stones")
		b := make([]Color, n*n)
		for i := range b {
			if rapid.IntRange(0, 10).Draw(t, "point") < stones {
				b[i] = Color(rapid.IntRange(1, 2).Draw(t, "color"))
			}
		}
		st := &settler{n: n, g: geometryOf(n), settled: b}
		st.labelRegions()
		// The flood fills.
		g := geometryOf(n)
		of := make([]int32, n*n)
		for i := range of {
			of[i] = -1
		}
		var border []uint8
		var size []int32
		for i := range b {
			if b[i] != Empty || of[i] >= 0 {
				continue
			}
			id := int32(len(border))
			border, size = append(border, 0), append(size, 0)
			stack := []int32{int32(i)}
			of[i] = id
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				size[id]++
				for _, x := range g.nb[q] {
					if x < 0 {
						break
					}
					if b[x] != Empty {
						border[id] |= colorBit(b[x])
					} else if of[x] < 0 {
						of[x] = id
						stack = append(stack, x)
					}
				}
			}
		}
		var gotBorder []uint8
		for _, r := range st.regions {
			gotBorder = append(gotBorder, r.border)
		}
		if !slices.Equal(st.regionOf, of) || !slices.Equal(gotBorder, border) || !slices.Equal(st.counts, size) {
			t.Fatalf("labelRegions: %v %v %v\nflood fills: %v %v %v", st.regionOf, gotBorder, st.counts, of, border, size)
		}
	})
}

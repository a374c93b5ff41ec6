package livingstones

import (
	"testing"

	"pgregory.net/rapid"
)

// turnStones moves rows and columns whole; point by point, through the
// symmetry tables, it must give the same board: dst[j] is the stone at
// symIndex(sym, j) of src, the colours swapped when asked. For every
// symmetry, both ways of the colours, on drawn boards of every size.
func TestPropertyTurnStonesAsTheTables(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(MinSize, MaxSize).Draw(t, "n")
		src := make([]Color, n*n)
		for i := range src {
			src[i] = Color(rapid.IntRange(0, 2).Draw(t, "c"))
		}
		for sym := range 8 {
			for _, swap := range []bool{false, true} {
				dst := make([]Color, n*n)
				turnStones(dst, src, n, sym, symPerms(n)[sym], swap)
				for j, i := range symPerms(n)[sym] {
					if want := swapColor(src[i], swap); dst[j] != want {
						t.Fatalf("%d×%d, symmetry %d, swap %v: point %d is %v, want %v", n, n, sym, swap, j, dst[j], want)
					}
				}
			}
		}
	})
}

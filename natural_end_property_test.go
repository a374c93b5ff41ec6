package livingstones

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// realMoveLeft returns a side and a point where it has a legal move that
// is not the filling of its own eye (a point with only its stones
// around), if there is one (repetition aside).
func realMoveLeft(f *Final) (Color, int32, bool) {
	sc := newScratch(geometryOf(f.Size))
	b := append([]Color(nil), f.Board...)
	for p := range b {
		if b[p] != Empty {
			continue
		}
		for _, c := range []Color{Black, White} {
			own := true
			for _, x := range sc.g.nb[p] {
				if x >= 0 && b[x] != c {
					own = false
				}
			}
			if own {
				continue
			}
			b[p] = c
			legal := sc.libs(b, int32(p), 1) >= 1
			for _, x := range sc.g.nb[p] {
				if x >= 0 && b[x] == c.Opponent() && sc.libs(b, x, 1) == 0 {
					legal = true
				}
			}
			b[p] = Empty
			if legal {
				return c, int32(p), true
			}
		}
	}
	return Empty, 0, false
}

// TestPropertyPlayoutEndCounts: a natural end of a random playout where
// neither side has a legal move left but filling its own eyes, paused
// instead of ended and settled with no dead stones, counts: every chain is
// alive and the ideal final position is stable, in every form of the
// board.
func TestPropertyPlayoutEndCounts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.SampledFrom([]int{5, 7, 9, 13}).Draw(t, "size")
		p, _ := NewPosition(n)
		g := NewGame(p)
		g.Playout(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), rapid.Uint64().Draw(t, "stream"))), 0)
		f := g.Final()
		if !f.NaturalEnd {
			t.Skip("the playout did not end naturally")
		}
		if c, p, ok := realMoveLeft(f); ok {
			// The playout's policy passed on a legal move (a capture
			// in the other side's eye, say): not an end by the rules.
			t.Skipf("%s may still play at %s", c.Name(), pointOf(p, n))
		}
		f.NaturalEnd = false
		if _, err := Count(f, Settlement{}, DefaultRules(Law)); err != nil {
			t.Fatalf("the natural end does not count: %v\n%s", err, diagramOf(f))
		}
		checkTurns(t, "natural end", f, Settlement{}, DefaultRules(Law))
	})
}

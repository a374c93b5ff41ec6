package livingstones

import (
	"testing"

	"pgregory.net/rapid"
)

// linkedEye tells most eyes by their ring of eight points alone
// (ringLinked), the others by their chains too (chainLinked). The ring
// must never say linked where the chains, read in full, do not: for every
// area point of every group of drawn settled positions, and for no second
// eye or an area point two away or more, ringLinked implies chainLinked.
func TestPropertyRingLinkedAsChainLinked(t *testing.T) {
	ringSaid := 0
	rapid.Check(t, func(t *rapid.T) {
		st := drawGroups(t)
		rings := ringsOf(st.n)
		for gi := range st.groups {
			w := &st.groups[gi]
			for _, p := range w.area {
				for _, other := range append([]int32{-1}, w.area...) {
					if other >= 0 && st.g.dist(p, other) <= 1 {
						continue
					}
					r := &rings[p]
					if st.ringLinked(r, other, int32(gi)) {
						ringSaid++
						if !st.chainLinked(r, other, int32(gi)) {
							t.Fatalf("group %d, eye %v without %v: linked by its ring, not by its chains", gi, pointOf(p, st.n), other)
						}
					}
				}
			}
		}
	})
	if ringSaid == 0 {
		t.Error("ringLinked said linked for no eye")
	}
}

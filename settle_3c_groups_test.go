package livingstones

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"
)

// Without forced points the groups are the components of the settled
// position's points of one color: its stones, and the empty points of the
// regions only that color borders. componentGroups numbers them from the
// joins and gathers their points in one pass, its counts read from the
// chains' sizes and the regions' points, and start labels the settled
// position's regions from the stopped game's points: on drawn stopped
// games and settlements the groups, their colors, stones and area are
// those a flood fill finds.
func TestPropertyGroupsAsFlood(t *testing.T) {
	skipUnderRace(t)
	dead := 0
	rapid.Check(t, func(t *rapid.T) {
		cc := drawCountCase(t)
		f, s := cc.final, cc.settle
		if checkShape(f) != nil || f.NaturalEnd {
			t.Skip("bad shape or natural end")
		}
		st, a := new(settler), new(Analysis)
		if st.settleGroups(a, f, s) != nil {
			t.Skip("settlement refused")
		}
		if st.hasForced {
			t.Skip("forced points: groups joined through the regions")
		}
		if len(s.Dead) > 0 {
			dead++
		}
		n := f.Size
		regionOf, firsts := floodComponents(a.settled, n, &emptyKeys)
		// Each region's side: the one color next to it, if one.
		border := make([]uint8, len(firsts))
		for i, r := range regionOf {
			if r < 0 {
				continue
			}
			for _, x := range geometryOf(n).nb[i] {
				if x >= 0 && a.settled[x] != Empty {
					border[r] |= colorBit(a.settled[x])
				}
			}
		}
		key := slices.Clone(a.settled)
		for i, r := range regionOf {
			if r >= 0 {
				key[i] = sideOf(border[r])
			}
		}
		want, _ := floodComponents(key, n, &stoneKeys)
		if d := cmp.Diff(want, a.groupOf); d != "" {
			t.Fatalf("groups (-flood +componentGroups):\n%s", d)
		}
		for gid, w := range st.groups {
			var stones, area []int32
			for i, g := range want {
				switch {
				case int(g) != gid:
				case a.settled[i] != Empty:
					stones = append(stones, int32(i))
				default:
					area = append(area, int32(i))
				}
			}
			if c := key[stones[0]]; w.color != c {
				t.Fatalf("group %d of color %v, want %v", gid, w.color, c)
			}
			if d := cmp.Diff(stones, w.stones); d != "" {
				t.Fatalf("group %d stones (-flood +componentGroups):\n%s", gid, d)
			}
			if d := cmp.Diff(area, w.area, cmpopts.EquateEmpty()); d != "" {
				t.Fatalf("group %d area (-flood +componentGroups):\n%s", gid, d)
			}
			if !slices.Equal(w.pts, append(stones, area...)) {
				t.Fatalf("group %d points %v, want its stones then its area", gid, w.pts)
			}
		}
	})
	if dead == 0 {
		t.Error("no settlement with dead stones drawn")
	}
}

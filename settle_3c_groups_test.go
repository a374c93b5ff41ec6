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
		_, _, rs, err := st.settleGroups(a, f, s)
		if err != nil {
			t.Skip("settlement refused")
		}
		if rs.zoned {
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

// With forced points (real endings with open walls) a group is found
// around each region instead (joinThroughRegions): the chains next to a
// region bordered by one color are one group with it, and two such
// regions join only through a chain. On every professional ending of
// /usr/share/goban with forced points, settled with GNU Go's dead stones,
// the groups, their stones and their area are those of a reference that
// joins stones and regions in a union-find built from the board's
// neighbours alone. (The drawn games of the properties leave no forced
// points.)
func TestGroupsThroughRegionsOnProfessionalEndings(t *testing.T) {
	forced := 0
	// Every ending, even with -short and under the race detector: the
	// sample those take (leftOut) may hold none with forced points, and
	// the groups of all 289 take 0.3 s (1 s under the race detector).
	for v, f := range gobanEndings(t, false) {
		st, a := new(settler), new(Analysis)
		if _, _, rs, err := st.settleGroups(a, f, v.settlement(t)); err != nil || !rs.zoned {
			continue
		}
		forced++
		if d := cmp.Diff(referenceGroups(st, a, f.Size), foundGroups(st), cmpopts.EquateEmpty()); d != "" {
			t.Errorf("%s: groups (-reference +joinThroughRegions):\n%s", v.file, d)
		}
	}
	t.Logf("%d endings with forced points compared", forced)
	if forced == 0 {
		t.Error("no ending with forced points")
	}
}

// groupPoints is a group as the reference sees it: its stones and its
// area, each in board order.
type groupPoints struct{ Stones, Area []int32 }

// foundGroups returns st's groups in the order of their first stone.
func foundGroups(st *settler) []groupPoints {
	var out []groupPoints
	for _, g := range st.groups {
		out = append(out, groupPoints{g.stones, g.area})
	}
	slices.SortFunc(out, func(x, y groupPoints) int { return int(x.Stones[0] - y.Stones[0]) })
	return out
}

// referenceGroups joins the settled stones of one color that touch, and
// each region of st bordered by one color with the stones next to it, in
// a union-find over the points and the regions, and returns the
// components that hold a stone in the order of their first stone.
func referenceGroups(st *settler, a *Analysis, n int) []groupPoints {
	N := n * n
	parent := make([]int, N+len(st.regions)) // the points, then the regions
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(x int) int {
		if parent[x] != x {
			parent[x] = find(parent[x])
		}
		return parent[x]
	}
	union := func(x, y int) { parent[find(x)] = find(y) }
	nb := geometryOf(n).nb
	for i := 0; i < N; i++ {
		for _, x := range nb[i] {
			if x >= 0 && a.settled[i] != Empty && a.settled[x] == a.settled[i] {
				union(i, int(x))
			}
		}
	}
	oneSide := func(r region) bool { return r.border == colorBit(Black) || r.border == colorBit(White) }
	for ri, r := range st.regions {
		if !oneSide(r) {
			continue
		}
		for _, q := range r.pts {
			for _, x := range nb[q] {
				if x >= 0 && a.settled[x] != Empty {
					union(N+ri, int(x))
				}
			}
		}
	}
	byRoot := map[int]*groupPoints{}
	var roots []int // in the order of their first stone
	for i := 0; i < N; i++ {
		if a.settled[i] == Empty {
			continue
		}
		r := find(i)
		if byRoot[r] == nil {
			byRoot[r] = &groupPoints{}
			roots = append(roots, r)
		}
		byRoot[r].Stones = append(byRoot[r].Stones, int32(i))
	}
	for ri, r := range st.regions {
		if g := byRoot[find(N+ri)]; oneSide(r) && g != nil {
			g.Area = append(g.Area, r.pts...)
		}
	}
	out := make([]groupPoints, 0, len(roots))
	for _, r := range roots {
		slices.Sort(byRoot[r].Area)
		out = append(out, *byRoot[r])
	}
	return out
}

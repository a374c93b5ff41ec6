package livingstones

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// analysisKey is every point's settled color, kind, owner and group, and
// the groups with their lists, of an analysis of f turned by sym (colors
// swapped when swap), read back on f: the same for every form of f,
// since the analysis settles the canonical form of each.
func analysisKey(a *Analysis, n, sym int, swap bool) string {
	a = asGiven(a)
	var b strings.Builder
	col := func(c Color) Color { return swapColor(c, swap) }
	back := func(p Point) Point { return symmetry(inverseSymmetry(sym), p, n) }
	// Group numbers as the points of f meet them.
	num := map[int]int{}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			q := symmetry(sym, Pt(x, y), n)
			gid := int(a.groupOf[q.Y*n+q.X])
			if _, ok := num[gid]; !ok && gid >= 0 {
				num[gid] = len(num)
			}
			fmt.Fprintf(&b, "%d%d%d%d ", col(a.Settled(q)), a.Kind(q), col(a.Owner(q)), num[gid])
		}
	}
	groups := make([]string, len(a.groups))
	for gid, g := range a.Groups() {
		list := func(x []Point) []string {
			var s []string
			for _, p := range x {
				s = append(s, back(p).String())
			}
			slices.Sort(s)
			return s
		}
		groups[num[gid]] = fmt.Sprint(col(g.Color), g.Seki, list(g.Stones), list(g.Area), list(g.Eyes), list(g.Shared))
	}
	var dead []string
	for _, p := range a.dead {
		dead = append(dead, back(p).String())
	}
	slices.Sort(dead)
	return b.String() + strings.Join(groups, "|") + fmt.Sprint(dead)
}

// TestAnalysisTurnedBack: the analysis of every professional ending that
// counts, in each of its 16 forms, read back on the board as given, is the
// analysis of the board as given: every point's color, kind, owner and
// group, and the groups' lists (each in board order, the groups in the
// order of their first point).
func TestAnalysisTurnedBack(t *testing.T) {
	checked := 0
	for v, f := range gobanEndings(t, true) {
		s := v.settlement(t)
		a, err := Analyze(f, s)
		if err != nil {
			continue
		}
		checked++
		want := analysisKey(a, 19, 0, false)
		for form := 1; form < 16; form++ {
			g, ts := turnFinal(f, s, form%8, form >= 8)
			b, err := Analyze(g, ts)
			if err != nil {
				t.Errorf("%s: form %d: %v", v.file, form, err)
				continue
			}
			if got := analysisKey(b, 19, form%8, form >= 8); got != want {
				t.Errorf("%s: form %d: the analysis read back differs", v.file, form)
			}
			for _, grp := range b.Groups() {
				for _, x := range [][]Point{grp.Stones, grp.Area, grp.Eyes, grp.Shared} {
					if !slices.IsSortedFunc(x, func(p, q Point) int { return (p.Y*19 + p.X) - (q.Y*19 + q.X) }) {
						t.Errorf("%s: form %d: a group's list is not in board order: %v", v.file, form, x)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no ending checked")
	}
}

// asGiven returns a copy of a whose points' slices and groups are as on
// the board as given (what its methods read), the groups numbered in the
// order of their first point, for the tests that read them directly.
func asGiven(a *Analysis) *Analysis {
	b := *a
	n := a.size
	b.turn, b.back, b.swap = nil, nil, false
	b.settled, b.ideal = make([]Color, n*n), make([]Color, n*n)
	b.kind, b.owner, b.groupOf = make([]Kind, n*n), make([]Color, n*n), make([]int32, n*n)
	for i := range n * n {
		p := Pt(i%n, i/n)
		b.settled[i], b.ideal[i], b.kind[i], b.owner[i] = a.Settled(p), a.Ideal(p), a.Kind(p), a.Owner(p)
		b.groupOf[i] = -1
	}
	idx := func(x []Point) []int32 {
		if x == nil {
			return nil
		}
		out := make([]int32, len(x))
		for k, p := range x {
			out[k] = int32(p.Y*n + p.X)
		}
		return out
	}
	gs := a.Groups()
	b.groups = make([]groupList, len(gs))
	for gid, g := range gs {
		b.groups[gid] = groupList{color: g.Color, seki: g.Seki,
			stones: idx(g.Stones), area: idx(g.Area), eyes: idx(g.Eyes), shared: idx(g.Shared)}
		for _, x := range [][]int32{b.groups[gid].stones, b.groups[gid].area} {
			for _, i := range x {
				b.groupOf[i] = int32(gid)
			}
		}
	}
	return &b
}

// The analysis of a turned board keeps its points as the settler left
// them: read through asGiven, each point's group (as the settler
// numbered them, read on the board as given) holds exactly the group's
// stones and area, its stones are the points with a stone, and the kinds
// and colors are those of the methods.
func TestAnalysisReadAsGiven(t *testing.T) {
	turned := 0
	for _, e := range benchEnds(t) {
		for form := 0; form < 16; form++ {
			f, s := turnFinal(e.f, e.s, form%8, form >= 8)
			a, err := Analyze(f, s)
			if err != nil {
				t.Fatalf("%s, form %d: %v", e.name, form, err)
			}
			if a.turn != nil || a.swap {
				turned++
			}
			g, n := asGiven(a), f.Size
			// The groups as turned and as given are the same sets of
			// points, numbered in the order of their first point as given.
			match, last := map[int32]int32{}, int32(-1)
			for i := range n * n {
				gid, was := g.groupOf[i], a.groupOf[a.at(i)]
				if (gid < 0) != (was < 0) {
					t.Fatalf("%s, form %d: point %v in a group %d, as turned %d", e.name, form, Pt(i%n, i/n), gid, was)
				}
				if gid < 0 {
					continue
				}
				if m, ok := match[was]; ok && m != gid {
					t.Fatalf("%s, form %d: point %v: group %d as turned is %d and %d", e.name, form, Pt(i%n, i/n), was, m, gid)
				} else if !ok {
					if gid != last+1 {
						t.Fatalf("%s, form %d: point %v: group %d first met after group %d", e.name, form, Pt(i%n, i/n), gid, last)
					}
					match[was], last = gid, gid
				}
				if g.groups[gid].color != a.given(a.groups[was].color) {
					t.Errorf("%s, form %d: point %v: group colors differ", e.name, form, Pt(i%n, i/n))
				}
			}
			for gid, grp := range g.groups {
				for _, p := range grp.stones {
					if g.settled[p] != grp.color || g.groupOf[p] != int32(gid) {
						t.Errorf("%s, form %d: stone %v of group %d is not its", e.name, form, p, gid)
					}
				}
				for _, p := range grp.area {
					if g.settled[p] != Empty {
						t.Errorf("%s, form %d: area point %v of group %d holds a stone", e.name, form, p, gid)
					}
				}
			}
		}
	}
	if turned == 0 {
		t.Fatal("no analysis turned")
	}
}

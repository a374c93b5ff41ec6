package livingstones

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// partsByFill counts, by flood fills over the points of the group (the
// points pts, marked tok by buildEyeGraph), the parts of the group without e1
// and e2, and tells whether each touches both.
func (st *settler) partsByFill(pts []int32, tok uint32, e1, e2 int32) (parts int, touchAll bool) {
	touchAll = true
	seen := map[int32]bool{e1: true, e2: true}
	for _, start := range pts {
		if seen[start] {
			continue
		}
		parts++
		t1, t2 := false, false
		seen[start] = true
		stack := []int32{start}
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, x := range st.g.nb[q] {
				switch {
				case x < 0:
				case x == e1:
					t1 = true
				case x == e2:
					t2 = true
				case st.memberNode(x, tok) >= 0 && !seen[x]:
					seen[x] = true
					stack = append(stack, x)
				}
			}
		}
		touchAll = touchAll && t1 && t2
	}
	return parts, touchAll
}

// drawGroups draws a settled position and returns its settler after
// findGroups (Analyze, steps 1–3: removeDead, takeKo, findRegions and
// findGroups in settleGroups), with the dead stones, the liberties the
// chains gained where they stood and how the regions were found.
func drawGroups(t *rapid.T) (*settler, deadStones, gainedLibs, regionSet) {
	cc := drawCountCase(t)
	if checkShape(cc.final) != nil {
		t.Skip("bad shape")
	}
	st, a := new(settler), new(Analysis)
	dead, gained, rs, err := st.settleGroups(a, cc.final, cc.settle)
	if err != nil {
		t.Skip("settlement refused")
	}
	return st, dead, gained, rs
}

// The eye graph answers as flood fills over the group's points do, for
// every group of settled positions and pairs of its area points.
func TestPropertyEyeGraphAsFloodFill(t *testing.T) {
	skipUnderRace(t)
	rapid.Check(t, func(t *rapid.T) {
		st, _, _, _ := drawGroups(t)
		for gi := range st.groups {
			w := &st.groups[gi]
			st.memberGen++
			tok := st.memberGen
			st.buildEyeGraph(w.pts, tok)
			for i, e1 := range w.area {
				parts, _ := st.partsByFill(w.pts, tok, e1, -2)
				if got, want := st.oneEye(e1), parts <= 1; got != want {
					t.Fatalf("group %d without %v: one part %v, by fill %v", gi, pointOf(e1, st.n), got, want)
				}
				for _, e2 := range w.area[i+1 : min(len(w.area), i+8)] {
					ok, single := st.twoEyes(e1, e2)
					parts, wok := st.partsByFill(w.pts, tok, e1, e2)
					if ok != wok || (ok && single != (parts <= 1)) {
						t.Fatalf("group %d without %v and %v: %v %v, by fill %v %v",
							gi, pointOf(e1, st.n), pointOf(e2, st.n), ok, single, wok, parts <= 1)
					}
					// Either eye put back on the forest of the pair: the
					// parts without the other alone.
					both, _ := st.eyeParts(e1, e2)
					for _, e := range [2][2]int32{{e1, e2}, {e2, e1}} {
						want, _ := st.partsByFill(w.pts, tok, e[1], -2)
						if got := st.partsBack(e[0], e[1], both, -1); got != want {
							t.Fatalf("group %d without %v, %v put back: %d parts, by fill %d",
								gi, pointOf(e[1], st.n), pointOf(e[0], st.n), got, want)
						}
					}
				}
			}
		}
	})
}

// plainEyes keeps the eyes chooseEyes keeps, for every group of settled
// positions without forced points, by whichever of its ways it decides
// (the first pair, the pair after a first eye that splits, the area
// graph: TestPropertyAreaPartsAsEyeParts checks the last).
func TestPropertyPlainEyesAsChooseEyes(t *testing.T) {
	skipUnderRace(t)
	answered := 0
	rapid.Check(t, func(t *rapid.T) {
		st := drawPlainGroups(t)
		for gi := range st.groups {
			w := &st.groups[gi]
			eyes, ne, indep := st.plainEyes(int32(gi))
			answered++
			want, wne, windep := st.chooseEyes(w.color, w.pts, w.area)
			if eyes != want || ne != wne || indep != windep {
				t.Fatalf("group %d: plainEyes %v (%d eyes, independent %v), chooseEyes %v (%d eyes, independent %v)",
					gi, eyes, ne, indep, want, wne, windep)
			}
		}
	})
	if answered == 0 {
		t.Error("no group drawn without forced points")
	}
}

// chooseEyesPlain is chooseEyes as the rule reads (package doc, Settling
// and eyes; Analyze, step 5), with none of its shortcuts: every pair
// tried in rank order, every first eye tried.
func (st *settler) chooseEyesPlain(pts, area []int32) (eyes [2]int32, neyes int, indep bool) {
	cands := slices.Clone(st.eyeCandidates(pts, area))
	if len(cands) == 0 {
		return eyes, 0, false
	}
	slices.Sort(cands)
	multi := false
	for _, key1 := range cands {
		p1 := int32(key1 & keyPoint)
		var second []uint32
		for _, key2 := range cands {
			if d := st.g.dist(p1, int32(key2&keyPoint)); d > 1 {
				second = append(second, secondKey(key2, d))
			}
		}
		slices.Sort(second)
		for _, key2 := range second {
			p2 := int32(key2 & keyPoint)
			ok, single := st.twoEyes(p1, p2)
			if ok && single {
				return [2]int32{p1, p2}, 2, true
			}
			if ok && !multi {
				eyes, multi = [2]int32{p1, p2}, true
			}
		}
	}
	if multi {
		return eyes, 2, true
	}
	for _, key := range cands {
		if st.oneEye(int32(key & keyPoint)) {
			return [2]int32{int32(key & keyPoint)}, 1, false
		}
	}
	return [2]int32{int32(cands[0] & keyPoint)}, 1, false
}

// chooseEyes, with its shortcuts (the best pair tried first, the first
// eyes and pairs that split the group skipped), keeps the eyes the rule
// keeps, for every group of drawn settled positions.
func TestPropertyChooseEyesAsTheRule(t *testing.T) {
	skipUnderRace(t)
	rapid.Check(t, func(t *rapid.T) {
		st, _, gained, _ := drawGroups(t)
		st.shortChains(gained)
		for gi := range st.groups {
			w := &st.groups[gi]
			eyes, ne, indep := st.chooseEyes(w.color, w.pts, w.area)
			want, wne, windep := st.chooseEyesPlain(w.pts, w.area)
			if eyes != want || ne != wne || indep != windep {
				t.Fatalf("group %d: chooseEyes %v (%d eyes, independent %v), the rule %v (%d, %v)",
					gi, eyes, ne, indep, want, wne, windep)
			}
		}
	})
}

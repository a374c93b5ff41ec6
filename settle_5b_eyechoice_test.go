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
	skipUnderRace(t)
	ringSaid := 0
	rapid.Check(t, func(t *rapid.T) {
		st, _, _, _ := drawGroups(t)
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

// eyeSplits joins the group's area points and chains without an eye (and
// perhaps another point); when it can tell, it must say what the eye graph
// says (oneEye, eyeParts), for every area point of every group of drawn
// settled positions without forced points (where a group is a component
// of its color's points, as plainEyes has it).
func TestPropertyEyeSplitsAsEyeGraph(t *testing.T) {
	skipUnderRace(t)
	told, splits, withOther := 0, 0, 0
	rapid.Check(t, func(t *rapid.T) {
		st := drawPlainGroups(t)
		for gi := range st.groups {
			w := &st.groups[gi]
			n, s := checkEyeSplits(t, st, gi, "")
			told, splits = told+n, splits+s
			// And without another point too, two or more away, whose
			// group without it is connected.
			for _, other := range w.area {
				st.memberGen++
				st.buildEyeGraph(w.pts, st.memberGen)
				if !st.oneEye(other) {
					continue
				}
				for _, p := range w.area {
					if st.g.dist(p, other) <= 1 {
						continue
					}
					split, known := st.eyeSplits(p, other, int32(gi))
					if !known {
						continue
					}
					withOther++
					st.memberGen++
					st.buildEyeGraph(w.pts, st.memberGen)
					if parts, _ := st.eyeParts(p, other); split != (parts > 1) {
						t.Fatalf("group %d without %v and %v: eyeSplits %v, eye graph %d parts", gi, pointOf(p, st.n), pointOf(other, st.n), split, parts)
					}
				}
			}
		}
	})
	if withOther == 0 {
		t.Error("eyeSplits told no eye with another point out")
	}
	// Drawn boards are small: a group there seldom joins its sides around
	// an eye, and TestProfessionalEyeSplitsAsEyeGraph sees both answers.
	if told == 0 || splits == 0 {
		t.Errorf("eyeSplits told %d eyes, %d splits", told, splits)
	}
}

// eyeSplits answers as the eye graph on the groups of the professional
// endings too, settled with GNU Go's dead stones, where large groups join
// the sides of an eye around it: both answers must be seen. And plainEyes
// keeps the eyes chooseEyes keeps on every group there.
func TestProfessionalEyeSplitsAsEyeGraph(t *testing.T) {
	told, splits := 0, 0
	for v, f := range gobanEndings(t, false) {
		st, rs, ok := settlerGroups(f, v.settlement(t))
		if !ok || rs.zoned {
			continue
		}
		for gi := range st.groups {
			w := &st.groups[gi]
			n, s := checkEyeSplits(t, st, gi, v.file+", ")
			told, splits = told+n, splits+s
			// And plainEyes keeps the eyes chooseEyes keeps.
			eyes, ne, indep := st.plainEyes(int32(gi))
			if want, wne, windep := st.chooseEyes(w.color, w.pts, w.area); eyes != want || ne != wne || indep != windep {
				t.Fatalf("%s, group %d: plainEyes %v (%d, %v), chooseEyes %v (%d, %v)", v.file, gi, eyes, ne, indep, want, wne, windep)
			}
		}
	}
	t.Logf("eyeSplits told %d eyes: %d split their group", told, splits)
	if splits == 0 || splits == told {
		t.Errorf("eyeSplits told %d eyes, %d splits: both answers must be seen", told, splits)
	}
}

// settlerGroups returns the settler of f settled with s after its groups
// are found and the dame a side must answer marked (Analyze, steps 1–4:
// removeDead, takeKo, readDead, findRegions and findGroups in settleGroups, then
// shortChains), as chooseAllEyes finds them, and how the
// regions were found, or false when s is refused.
func settlerGroups(f *Final, s Settlement) (*settler, regionSet, bool) {
	if checkShape(f) != nil {
		return nil, regionSet{}, false
	}
	st, a := new(settler), new(Analysis)
	_, gained, rs, err := st.settleGroups(a, f, s)
	if err != nil {
		return nil, regionSet{}, false
	}
	st.shortChains(gained)
	return st, rs, true
}

// The area graph of a group (areaParts), made from its area points alone,
// counts the parts of the group without one or two eyes, and tells
// whether each touches both, as the eye graph does (eyeParts); partsBack
// reads its forest as it reads the eye graph's. For every group of drawn
// settled positions without forced points and pairs of its area points.
func TestPropertyAreaPartsAsEyeParts(t *testing.T) {
	skipUnderRace(t)
	pairs := 0
	rapid.Check(t, func(t *rapid.T) {
		st := drawPlainGroups(t)
		for gi := range st.groups {
			w, gid := &st.groups[gi], int32(gi)
			chains := st.areaChains(gid)
			st.memberGen++
			st.buildEyeGraph(w.pts, st.memberGen)
			for i, e1 := range w.area {
				for _, e2 := range append([]int32{-1}, w.area[i+1:min(len(w.area), i+8)]...) {
					wantParts, wantTouch := st.eyeParts(e1, e2)
					wantBack := -1
					if e2 >= 0 {
						wantBack = st.partsBack(e2, e1, wantParts, -1)
					}
					parts, touch := st.areaParts(gid, chains, e1, e2)
					if parts != wantParts || touch != wantTouch {
						t.Fatalf("group %d without %v and %v: area graph %d parts (touch %v), eye graph %d (touch %v)",
							gi, pointOf(e1, st.n), e2, parts, touch, wantParts, wantTouch)
					}
					if e2 >= 0 {
						pairs++
						if back := st.partsBack(e2, e1, parts, gid); back != wantBack {
							t.Fatalf("group %d without %v, %v put back: area graph %d parts, eye graph %d",
								gi, pointOf(e1, st.n), pointOf(e2, st.n), back, wantBack)
						}
					}
				}
			}
		}
	})
	if pairs == 0 {
		t.Error("no pair of area points drawn")
	}
}

// drawPlainGroups draws a settled position without forced points (where a
// group is a component of its color's points, as plainEyes has it) and
// returns its settler after shortChains.
func drawPlainGroups(t *rapid.T) *settler {
	st, _, gained, rs := drawGroups(t)
	st.shortChains(gained)
	if rs.zoned {
		t.Skip("forced points")
	}
	return st
}

// checkEyeSplits checks eyeSplits on every area point of the group gi of
// st against the eye graph (oneEye), naming the board by where, and
// returns the number of points it told and how many of them split.
func checkEyeSplits(t interface{ Fatalf(string, ...any) }, st *settler, gi int, where string) (told, splits int) {
	w := &st.groups[gi]
	for _, p := range w.area {
		split, known := st.eyeSplits(p, -1, int32(gi))
		if !known {
			continue
		}
		told++
		if split {
			splits++
		}
		st.memberGen++
		st.buildEyeGraph(w.pts, st.memberGen)
		if want := !st.oneEye(p); split != want {
			t.Fatalf("%sgroup %d without %v: eyeSplits %v, eye graph %v", where, gi, pointOf(p, st.n), split, want)
		}
	}
	return told, splits
}

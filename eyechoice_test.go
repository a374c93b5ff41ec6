package livingstones

import (
	"os"
	"strings"
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

// eyeSplits floods the group from the two sets of members next to an eye;
// when it can tell, it must say what the eye graph says (oneEye), for
// every area point of every group of drawn settled positions without
// forced points (where a group is a component of its color's points, as
// plainEyes has it).
func TestPropertyEyeSplitsAsEyeGraph(t *testing.T) {
	told, splits := 0, 0
	rapid.Check(t, func(t *rapid.T) {
		st := drawGroups(t)
		st.shortChains()
		if st.hasForced {
			t.Skip("forced points")
		}
		for gi := range st.groups {
			w := &st.groups[gi]
			for _, p := range w.area {
				split, known := st.eyeSplits(p, int32(gi))
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
					t.Fatalf("group %d without %v: eyeSplits %v, eye graph %v", gi, pointOf(p, st.n), split, want)
				}
			}
		}
	})
	// Drawn boards are small: a group there seldom joins its sides around
	// an eye, and TestProfessionalEyeSplitsAsEyeGraph sees both answers.
	if told == 0 || splits == 0 {
		t.Errorf("eyeSplits told %d eyes, %d splits", told, splits)
	}
}

// eyeSplits answers as the eye graph on the groups of the professional
// endings too, settled with GNU Go's dead stones, where large groups join
// the sides of an eye around it as often as not: both answers must be
// seen.
func TestProfessionalEyeSplitsAsEyeGraph(t *testing.T) {
	if _, err := os.Stat(gobanDir); err != nil {
		t.Skipf("no records in %s (apt-get install goban-original-games; .ci/run installs it)", gobanDir)
	}
	told, splits := 0, 0
	for _, v := range readVerdicts(t) {
		f, err := gobanEnding(t, v)
		if err != nil {
			continue
		}
		st, ok := settlerGroups(f, Settlement{Dead: pts(t, 19, strings.Join(v.dead, " "))})
		if !ok || st.hasForced {
			continue
		}
		for gi := range st.groups {
			w := &st.groups[gi]
			for _, p := range w.area {
				split, known := st.eyeSplits(p, int32(gi))
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
					t.Fatalf("%s, group %d without %v: eyeSplits %v, eye graph %v", v.file, gi, pointOf(p, st.n), split, want)
				}
			}
		}
	}
	t.Logf("eyeSplits told %d eyes: %d split their group", told, splits)
	if splits == 0 || splits == told {
		t.Errorf("eyeSplits told %d eyes, %d splits: both answers must be seen", told, splits)
	}
}

// settlerGroups returns the settler of f settled with s after its groups
// are found and the dame a side must answer marked (Analyze, steps 1 and 2,
// as chooseAllEyes finds them), or false when s is refused.
func settlerGroups(f *Final, s Settlement) (*settler, bool) {
	if checkShape(f) != nil {
		return nil, false
	}
	st, a := new(settler), new(Analysis)
	st.start(f, false)
	a.reset(f)
	st.a, st.settled = a, a.settled
	if st.removeDead(s) != nil || st.readPoints(s) != nil {
		return nil, false
	}
	if len(s.Ko) > 0 {
		st.takeKo()
	}
	if st.findRegions() != nil {
		return nil, false
	}
	st.findGroups()
	st.shortChains()
	return st, true
}

package livingstones

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// drawSettled draws a stopped game and its settlement, and returns the
// settler and the analysis of a settlement it accepts (Analyze on the
// board as given).
func drawSettled(t *rapid.T) (*settler, *Analysis) {
	cc := drawCountCase(t)
	if checkShape(cc.final) != nil || cc.final.NaturalEnd {
		t.Skip("bad shape or natural end")
	}
	st, a := new(settler), new(Analysis)
	if st.analyzeTurned(a, cc.final, cc.settle) != nil {
		t.Skip("settlement refused")
	}
	return st, a
}

// zonesOf is the regionSet of st's last findRegions as far as the steps
// after step 3 read it: whether some point has a zone (a forced or deep
// point; a closing point is forced too).
func zonesOf(st *settler) regionSet {
	for i, c := range st.forced {
		if c != Empty || st.deep[i] != Empty {
			return regionSet{zoned: true}
		}
	}
	return regionSet{}
}

// The steps after fillIdeal look only at the empty points of the settled
// position, read from the regions' points (emptyPoints): they must be
// every empty point once, whether start labelled the regions with the
// chains or labelRegions did.
func TestPropertyEmptyPointsAreTheRegions(t *testing.T) {
	skipUnderRace(t)
	rapid.Check(t, func(t *rapid.T) {
		st, a := drawSettled(t)
		got := slices.Sorted(slices.Values(st.emptyPoints()))
		var want []int32
		for i, c := range a.settled {
			if c == Empty {
				want = append(want, int32(i))
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("empty points %v, want %v", got, want)
		}
	})
}

// Where plainIdeal spares the ideal final position its chains, the
// stability check it spares finds nothing and no groups join.
func TestPropertyPlainIdealIsStable(t *testing.T) {
	skipUnderRace(t)
	plain := 0
	rapid.Check(t, func(t *rapid.T) {
		st, a := drawSettled(t)
		rs := zonesOf(st)
		if !st.plainIdeal(rs) {
			t.Skip("not plain")
		}
		plain++
		st.ideals.label(st.ideal, &st.sc)
		if err := st.checkStable(); err != nil {
			t.Fatalf("plain ideal position unstable: %v\n%s", err, a.ASCII())
		}
		if st.unionIdealChains(rs) {
			t.Fatalf("plain ideal position joins groups\n%s", a.ASCII())
		}
	})
	if plain == 0 {
		t.Error("no plain ideal position drawn")
	}
}

package livingstones

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// A living chain's liberties on the settled position, which shortChains
// reads from the stopped game's and the dead points next to it
// (gainedLibs, from readDead), are those a flood fill finds, on drawn settled positions:
// their number up to three, and the two when there are two.
func TestPropertyGainedLibs(t *testing.T) {
	skipUnderRace(t)
	grown := 0
	rapid.Check(t, func(t *rapid.T) {
		st, dead, extra, _ := drawGroups(t)
		cs, settled := &st.chains, st.settled
		for k, i := range cs.first {
			if dead.at[i] {
				continue
			}
			want := st.sc.libs(settled, i, 4)
			got := min(int(cs.nlib[k])+int(extra[3*k]), 3)
			if cs.nlib[k] > 2 {
				got = 3
			}
			if got != min(want, 3) {
				t.Fatalf("chain at %v: %d liberties, by fill %d", pointOf(i, st.n), got, want)
			}
			if got != 2 {
				continue
			}
			if extra[3*k] > 0 {
				grown++
			}
			var libs []int32
			for _, q := range st.sc.chain {
				for _, x := range st.g.nb[q] {
					if x >= 0 && settled[x] == Empty && !slices.Contains(libs, x) {
						libs = append(libs, x)
					}
				}
			}
			nl := cs.nlib[k]
			read := append(slices.Clone(cs.lib[k][:nl]), extra[3*k+1:3*k+3-int(nl)]...)
			slices.Sort(libs)
			slices.Sort(read)
			if !slices.Equal(libs, read) {
				t.Fatalf("chain at %v: liberties %v, by fill %v", pointOf(i, st.n), read, libs)
			}
		}
	})
	if grown == 0 {
		t.Error("no chain that the dead leave two liberties drawn")
	}
}

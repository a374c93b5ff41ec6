package livingstones

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// The proposal is a property of the position too: turned any of the 8
// ways, or with the colors swapped, the board gets the same dead stones,
// turned alike (or the same refusal). The count the CLI makes of a record
// with no settlement rests on it.

// proposalKey is the proposal of f turned back by sym: the dead stones in
// rule-book notation, sorted, or the refusal's sentinel.
func proposalKey(f *Final, sym int) string {
	s, err := ProposeSettlement(f)
	if err != nil {
		for _, e := range []error{ErrDeadNotSurrounded, ErrUnstable, ErrNotNeutral, ErrBadFinal} {
			if errors.Is(err, e) {
				return "error: " + e.Error()
			}
		}
		return "error: " + err.Error()
	}
	var pts []string
	for _, p := range s.Dead {
		pts = append(pts, symmetry(inverseSymmetry(sym), p, f.Size).String())
	}
	slices.Sort(pts)
	return "dead " + strings.Join(pts, " ")
}

// inverseSymmetry returns the symmetry that undoes sym (see symmetry).
func inverseSymmetry(sym int) int {
	for k := 0; k < 8; k++ {
		if symmetry(k, symmetry(sym, Pt(0, 1), 5), 5) == Pt(0, 1) {
			return k
		}
	}
	panic("no inverse")
}

// checkProposalTurns proposes on f turned the 16 ways and reports the first
// turn whose proposal differs from the untouched board's.
func checkProposalTurns(t errorer, name string, f *Final) {
	t.Helper()
	want := proposalKey(f, 0)
	for k := 1; k < 16; k++ {
		g, _ := turnFinal(f, Settlement{}, k%8, k >= 8)
		if got := proposalKey(g, k%8); got != want {
			t.Errorf("%s: turned by symmetry %d (color swap %v) the proposal changes:\n was %s\n now %s\n%s",
				name, k%8, k >= 8, want, got, diagramOf(f))
			return
		}
	}
}

// Positions of random games stopped part way (the proposal has dead
// stones to find, seki to keep, and refusals to make), turned one of the
// 15 other ways.
func TestPropertyProposalIsSymmetric(t *testing.T) {
	skipUnderRace(t)
	rapid.Check(t, func(t *rapid.T) {
		sizes := []int{7, 9, 13}
		if raceEnabled {
			sizes = sizes[:1] // the playouts are slow under the race detector
		}
		n := rapid.SampledFrom(sizes).Draw(t, "size")
		p, _ := NewPosition(n)
		gm := NewGame(p)
		gm.Playout(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 4)), rapid.IntRange(n*n/3, 2*n*n).Draw(t, "turns"))
		f := gm.Final()
		f.NaturalEnd = false
		k := rapid.IntRange(1, 15).Draw(t, "turn")
		g, _ := turnFinal(f, Settlement{}, k%8, k >= 8)
		want, got := proposalKey(f, 0), proposalKey(g, k%8)
		if got == want {
			return
		}
		// The analysis settles every form of the board alike (its
		// canonical form), so the proposal is never excused: whatever
		// the turn, the analysis of the proposal is the same too.
		for _, h := range []*Final{f, g} {
			if s, err := ProposeSettlement(h); err == nil {
				if keys, d := turnedKeys(h, s, DefaultRules(Law)); d >= 0 {
					t.Fatalf("the analysis of the proposal depends on the turn: %s, turned %s\n%s", keys[0], keys[d], diagramOf(h))
				}
			}
		}
		t.Fatalf("turned by symmetry %d (color swap %v) the proposal changes:\n was %s\n now %s\n%s",
			k%8, k >= 8, want, got, diagramOf(f))
	})
}

// TestProfessionalEndingsProposalTurned: the ends of real games (one
// record in 25 of those TestProfessionalEndingsProposal settles, one in
// 300 under the race detector or -short), turned the 16 ways.
func TestProfessionalEndingsProposalTurned(t *testing.T) {
	skipWithoutGoban(t)
	step := 25
	if raceEnabled || testing.Short() {
		step = 300
	}
	for k, v := range readVerdicts(t) {
		if k%step != 0 {
			continue
		}
		f, err := gobanEnding(t, v)
		if err != nil {
			continue
		}
		checkProposalTurns(t, v.file, f)
	}
}

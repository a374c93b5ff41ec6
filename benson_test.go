package livingstones

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

func TestBensonSevenBySeven(t *testing.T) {
	f, agreed := sevenBySeven(t)
	u, err := Benson(f)
	if err != nil {
		t.Fatal(err)
	}
	// Every living stone of the 7×7 game is pass-alive: each group has two
	// one-point eyes or a region only its chains' liberties fill.
	for y := 0; y < 7; y++ {
		for x := 0; x < 7; x++ {
			p := Pt(x, y)
			if c := f.At(p); c != Empty && p != Pt(2, 1) && !u.Alive(p) {
				t.Errorf("%v at %v is not pass-alive", c, p)
			}
		}
	}
	s, err := ProposeSettlement(f)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := pointsString(s.Dead), pointsString(agreed.Dead); got != want {
		t.Errorf("proposed dead %s, agreed %s", got, want)
	}
}

// TestLankeProposalIsTheSources: with no settlement given, the proposal
// (Benson, playouts and the stability check) is the source's 11 dead
// stones of the Lanke game.
func TestLankeProposalIsTheSources(t *testing.T) {
	f, agreed := lanke(t)
	s, err := ProposeSettlement(f)
	if err != nil {
		t.Fatal(err)
	}
	got, want := slices.Clone(s.Dead), slices.Clone(agreed.Dead)
	sortPoints(got)
	sortPoints(want)
	if pointsString(got) != pointsString(want) {
		t.Errorf("proposed dead %s, the source %s", pointsString(got), pointsString(want))
	}
}

// At the end of a playout (every empty point a one-point eye) the
// proposal never calls a pass-alive stone dead, and is either accepted by
// the analysis or refused with an error that names the points.
func TestPropertyProposalSettlesPlayouts(t *testing.T) {
	skipUnderRace(t)
	rapid.Check(t, func(t *rapid.T) {
		sizes := []int{9, 13, 19}
		if raceEnabled {
			sizes = sizes[:1] // the proposal's playouts are slow under the race detector
		}
		n := rapid.SampledFrom(sizes).Draw(t, "size")
		p, _ := NewPosition(n)
		gm := NewGame(p)
		gm.Playout(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3)), 0)
		f := gm.Final()
		f.NaturalEnd = false
		s, err := ProposeSettlement(f)
		if err != nil {
			var ce *CountError
			if !errors.As(err, &ce) || len(ce.Points) == 0 {
				t.Fatalf("the refusal names no points: %v", err)
			}
			return
		}
		u, _ := Benson(f)
		for _, d := range s.Dead {
			if u.Alive(d) {
				t.Fatalf("%v proposed dead but pass-alive", d)
			}
		}
		if _, err := Analyze(f, s); err != nil {
			t.Fatalf("the proposal does not settle: %v", err)
		}
	})
}

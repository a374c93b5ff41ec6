package livingstones

import (
	"context"
	"errors"
	"testing"
)

// TestProposalSettlesStonesAmongFilledPoints: two Black stones inside
// White's corner, which the playouts cannot decide (they own them 0, as
// they owned the two Black stones at bo co of hon-51-2 0.02). Left alive,
// the ideal final position fills Black's points around them, and the
// analysis names those filled points with the stones: the black stones
// have no liberty but dame at ah bh ch dh ai bi ci. The stones of the
// board among them, bh ch, are dead; no lean settles it otherwise.
func TestProposalSettlesStonesAmongFilledPoints(t *testing.T) {
	p := position(t, `
		. . . . O X . . .
		. X X . O X . . .
		. . . . O X . . .
		O O O O O X . . .
		. . . . O X . . .
		. . . . O X . . .
		. . . . O X . . .
		. . . . O X . . .
		. . . . O X . . .`, FirstToMove(Black))
	f := play(t, p, "pass", "pass").Final()
	u, err := Benson(f)
	if err != nil {
		t.Fatal(err)
	}
	undecided := make([]float64, f.Size*f.Size)
	none := make([]bool, f.Size*f.Size)
	for _, lean := range proposalLeans {
		// Naming the filled points too, the stones cannot be settled.
		if s, err := proposeWith(context.Background(), f, u, undecided, races{none, none, none}, lean, false); !errors.Is(err, ErrUnstable) {
			t.Errorf("lean %v, the analysis's points as they are: proposed %s (%v), want a refusal",
				lean, pointsString(s.Dead), err)
		}
	}
	s, err := proposeWith(context.Background(), f, u, undecided, races{none, none, none}, 0, true)
	if err != nil {
		t.Fatalf("the stones of the board among the points: %v", err)
	}
	if got := pointsString(s.Dead); got != "bh ch" {
		t.Errorf("proposed dead %s, want bh ch", got)
	}
	// The playouts decide it alike, however the board is turned.
	checkProposalTurns(t, "two stones in White's corner", f)
	if s, err := ProposeSettlement(f); err != nil || pointsString(s.Dead) != "bh ch" {
		t.Errorf("ProposeSettlement: %s (%v), want bh ch", pointsString(s.Dead), err)
	}
}

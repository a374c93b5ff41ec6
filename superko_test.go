package livingstones

import (
	"errors"
	"testing"
)

// koBoard has a ko at bb/cb: White may take at bb.
const koBoard = `
d . . . .
c . X O .
b X . X O
a . X O .`

func TestSimpleKo(t *testing.T) {
	p := play(t, position(t, koBoard), "bb") // White takes
	_, err := p.Play(RealMove(pt(t, "cb", 4)))
	var me *MoveError
	if !errors.Is(err, ErrRepetition) || !errors.As(err, &me) || me.Repeats != 0 || me.Turn != 2 {
		t.Fatalf("immediate retake: got %v, want ErrRepetition repeating the start at move 2", err)
	}
	if got, want := me.Reason(), "repeats an earlier whole-board pattern (the start of the game)"; got != want {
		t.Errorf("Reason() = %q, want %q", got, want)
	}
	if got := (&MoveError{Err: ErrOccupied}).Reason(); got != "point is occupied" {
		t.Errorf("Reason() of ErrOccupied = %q", got)
	}
	// A ko threat and its answer elsewhere make the retake legal.
	p = play(t, p, "dd", "ad", "cb")
	if p.At(pt(t, "bb", 4)) != Empty || p.At(pt(t, "cb", 4)) != Black {
		t.Errorf("the retake did not capture:\n%v", p)
	}
}

func TestKoRetakenAfterVirtualMoves(t *testing.T) {
	// 隔虚提劫: after Black and White each make a virtual move the virtual
	// stones differ, so the generalized pattern is new and Black may
	// retake. On the board alone (positional) or with the side to move
	// (situational) it repeats the start.
	for _, tc := range []struct {
		rule  Repetition
		legal bool
	}{
		{Generalized, true},
		{Positional, false},
		{Situational, false},
	} {
		t.Run(tc.rule.String(), func(t *testing.T) {
			p := play(t, position(t, koBoard, WithRepetition(tc.rule)), "bb", "virtual", "virtual")
			_, err := p.Play(RealMove(pt(t, "cb", 4)))
			if tc.legal && err != nil {
				t.Errorf("retake refused: %v", err)
			}
			if !tc.legal && !errors.Is(err, ErrRepetition) {
				t.Errorf("retake: got %v, want ErrRepetition", err)
			}
		})
	}
}

// tripleKo has three kos. White to move: W takes at bb, B at ce, W at bh,
// B at cb, W at be; then B's take at ch would bring back the start.
const tripleKo = `
i . X O . . . . . .
h X . X O . . . . .
g . X O . . . . . .
f . X O . . . . . .
e X O . O . . . . .
d . X O . . . . . .
c . X O . . . . . .
b X . X O . . . . .
a . X O . . . . . .`

func TestTripleKoCycle(t *testing.T) {
	for _, rule := range []Repetition{Generalized, Positional, Situational} {
		t.Run(rule.String(), func(t *testing.T) {
			p := play(t, position(t, tripleKo, WithRepetition(rule)), "bb", "ce", "bh", "cb", "be")
			_, err := p.Play(RealMove(pt(t, "ch", 9)))
			var me *MoveError
			if !errors.As(err, &me) || !errors.Is(err, ErrRepetition) || me.Repeats != 0 {
				t.Fatalf("closing the cycle: got %v, want ErrRepetition of the start", err)
			}
		})
	}
}

package livingstones

import (
	"errors"
	"testing"
)

func TestGameFlow(t *testing.T) {
	p, _ := NewPosition(5)
	t.Run("four virtual moves end the game", func(t *testing.T) {
		q := play(t, p, "cc", "virtual", "virtual", "virtual")
		if q.Phase() != Playing {
			t.Fatalf("three virtual moves: %v, want playing", q.Phase())
		}
		q = play(t, q, "virtual")
		if q.Phase() != Ended || q.EndReason() != NaturalEnd {
			t.Fatalf("four virtual moves: %v (%v), want ended naturally", q.Phase(), q.EndReason())
		}
		if q.Tally(Black).Virtual != 2 || q.Tally(White).Virtual != 2 {
			t.Errorf("virtual tallies %d and %d, want 2 each", q.Tally(Black).Virtual, q.Tally(White).Virtual)
		}
		for _, m := range []Move{RealMove(Pt(0, 0)), VirtualMove, Pass, Resign} {
			if _, err := q.Play(m); !errors.Is(err, ErrGameOver) {
				t.Errorf("%v after the end: got %v, want ErrGameOver", m, err)
			}
		}
		if q.Final().NaturalEnd != true {
			t.Error("Final().NaturalEnd is false after four virtual moves")
		}
	})
	t.Run("a pass breaks the virtual sequence", func(t *testing.T) {
		q := play(t, p, "virtual", "virtual", "pass", "virtual", "virtual", "virtual")
		if q.Phase() != Playing {
			t.Fatalf("got %v, want playing", q.Phase())
		}
	})
	t.Run("two passes pause, resume, pause again", func(t *testing.T) {
		q := play(t, p, "cc", "pass", "pass")
		if q.Phase() != Paused {
			t.Fatalf("got %v, want paused", q.Phase())
		}
		if _, err := q.Play(RealMove(Pt(0, 0))); !errors.Is(err, ErrPaused) {
			t.Errorf("move while paused: got %v, want ErrPaused", err)
		}
		r, err := q.Resume()
		if err != nil || r.Phase() != Playing || r.ToMove() != Black {
			t.Fatalf("resume: %v, %v, %v to move", err, r.Phase(), r.ToMove())
		}
		r = play(t, r, "aa", "pass", "pass")
		if r.Phase() != Paused {
			t.Fatalf("after resuming: %v, want paused", r.Phase())
		}
		// Moves after the resumption do not count before the first pause.
		if b := r.Tally(Black); b.BeforePause != 0 || b.Real != 1 || b.Passes != 2 {
			t.Errorf("Black: %d moves before the pause, %d real, %d passes; want 0, 1, 2", b.BeforePause, b.Real, b.Passes)
		}
		e, err := r.Agree()
		if err != nil || e.Phase() != Ended || e.EndReason() != Agreement {
			t.Fatalf("agree: %v %v %v", err, e.Phase(), e.EndReason())
		}
		if _, err := e.Resume(); !errors.Is(err, ErrNotPaused) {
			t.Errorf("resume after the end: got %v, want ErrNotPaused", err)
		}
	})
	t.Run("passing forbidden", func(t *testing.T) {
		q, _ := NewPosition(5, ForbidPass())
		if _, err := q.Play(Pass); !errors.Is(err, ErrPassForbidden) {
			t.Errorf("got %v, want ErrPassForbidden", err)
		}
	})
	t.Run("resignation at a pause", func(t *testing.T) {
		q := play(t, p, "pass", "pass", "resign") // White resigns
		if q.Phase() != Ended || q.Winner() != Black {
			t.Errorf("got %v, winner %v; want ended, Black wins", q.Phase(), q.Winner())
		}
	})
	t.Run("resignation", func(t *testing.T) {
		q := play(t, p, "cc", "resign")
		if q.Phase() != Ended || q.Winner() != White || q.EndReason() != Resignation {
			t.Errorf("got %v %v %v, want ended, White wins by resignation", q.Phase(), q.Winner(), q.EndReason())
		}
	})
	t.Run("undo", func(t *testing.T) {
		q := play(t, p, "cc", "dd")
		u, ok := q.Undo()
		if !ok || u.At(pt(t, "dd", 5)) != Empty || u.ToMove() != Black || u.Turn() != 1 {
			t.Errorf("undo: %v, turn %d, %v to move\n%v", ok, u.Turn(), u.ToMove(), u)
		}
		if q.At(pt(t, "dd", 5)) != Black {
			t.Error("Undo changed its receiver")
		}
	})
}

package livingstones

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

func TestZeroGameIsAnEmpty19x19Game(t *testing.T) {
	var g Game
	if g.ToMove() != White || g.Size() != 19 {
		t.Fatalf("zero Game: %v to move on %d×%d, want White on 19×19", g.ToMove(), g.Size(), g.Size())
	}
	if err := g.Play(RealMove(Pt(3, 3))); err != nil {
		t.Fatal(err)
	}
	if g.At(Pt(3, 3)) != White || g.ToMove() != Black {
		t.Errorf("after dd: %v at dd, %v to move", g.At(Pt(3, 3)), g.ToMove())
	}
	var h Game
	if err := h.PlayAs(Black, Pass); err != nil {
		t.Errorf("zero Game PlayAs: %v", err)
	}
}

func TestPropertyGameAgreesWithPosition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{2, 3, 4, 5, 9}, 100)
		fast := NewGame(g.positions[0])
		for k, turn := range g.turns {
			p := g.positions[k]
			if p.Phase() == Paused {
				break // Game has no Resume; the rest is Position's alone
			}
			for y := 0; y < g.size; y++ {
				for x := 0; x < g.size; x++ {
					m := RealMove(Point{x, y})
					if a, b := p.Legal(m), fast.Legal(m); a != b {
						t.Fatalf("turn %d, %v: Position says %v, Game says %v\n%v", k+1, m, a, b, p)
					}
				}
			}
			if err := fast.PlayAs(turn.Color, turn.Move); err != nil {
				t.Fatalf("turn %d: Game refuses %v: %v", k+1, turn, err)
			}
			if msg := fast.b.check(); msg != "" {
				t.Fatalf("turn %d: Game's board: %s", k+1, msg)
			}
		}
		if q := fast.Position(); fast.Phase() != Paused && !q.Equal(g.positions[fast.Turn()]) {
			t.Fatalf("Game.Position differs from the position played")
		}
	})
}

func TestPropertyGameCopyFromPlaysOnAlike(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{3, 5, 9}, 60)
		if g.last().Phase() != Playing {
			return
		}
		a := NewGame(g.last())
		var b Game
		b.CopyFrom(a)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		for a.Phase() == Playing {
			m := a.RandomMove(rng)
			if ea, eb := a.Legal(m), b.Legal(m); ea != eb {
				t.Fatalf("%v: original says %v, copy says %v", m, ea, eb)
			}
			if err := a.Play(m); err != nil {
				t.Fatal(err)
			}
			if err := b.Play(m); err != nil {
				t.Fatalf("the copy refuses %v: %v", m, err)
			}
		}
		if !a.Position().Equal(b.Position()) {
			t.Fatal("the copy ended elsewhere")
		}
	})
}

package livingstones

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// The side that moves first gives the komi (先下贴子): White under these
// rules (白先黑后), Black in the records of other rules. Each case is a
// margin (Black's living stones minus White's) and the side that moved
// first, under komi 8.
func TestWinnerFirstMoverGivesKomi(t *testing.T) {
	r := DefaultRules(Law)
	for _, tt := range []struct {
		name   string
		margin Stones
		first  Color
		want   Color
	}{
		{"White first, Black ahead by 1: White's komi is not reached", Whole(1), White, Black},
		{"White first, White ahead by exactly the komi: White's win", Whole(-8), White, White},
		{"White first, White ahead by 7.5: short of the komi", Whole(-8) + HalfStone, White, Black},
		{"Black first, Black ahead by 4: short of the komi, White wins", Whole(4), Black, White},
		{"Black first, Black ahead by exactly the komi: Black's win", Whole(8), Black, Black},
		{"Black first, Black ahead by 7.5: short of the komi", Whole(8) - HalfStone, Black, White},
		{"Black first, White ahead: White wins", Whole(-1), Black, White},
		{"Empty first is the rule book's order: White gives", Whole(-8), Empty, White},
	} {
		if got := r.Winner(tt.margin, tt.first); got != tt.want {
			t.Errorf("%s: Winner(%s, %v) = %v, want %v", tt.name, tt.margin, tt.first, got, tt.want)
		}
	}
	// The return-head par agrees: the giver's par is (N² + komi)/2.
	if b, w := r.Par(19, Black); b.String() != "184.5" || w.String() != "176.5" {
		t.Errorf("Black first, par %s and %s, want 184.5 and 176.5", b, w)
	}
}

// A Final says who moved first: the side of the first turn, whatever
// the option said, and the side to move first before any turn. Undoing
// the first turn forgets it.
func TestFinalFirstMover(t *testing.T) {
	p, err := NewPosition(9)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Final().First; got != White {
		t.Errorf("no turn yet, White to move first: First %v", got)
	}
	g := NewGame(p)
	if err := g.PlayAs(Black, RealMove(Pt(2, 2))); err != nil { // a Black-first record
		t.Fatal(err)
	}
	if got := g.Final().First; got != Black {
		t.Errorf("Black took the first turn: First %v", got)
	}
	if got := g.Position().Final().First; got != Black {
		t.Errorf("the Game's Position: First %v", got)
	}
	g.Undo()
	if got := g.Final().First; got != White {
		t.Errorf("first turn undone: First %v, want the side to move first", got)
	}
	q, err := p.PlayAs(Black, Pass)
	if err != nil {
		t.Fatal(err)
	}
	if got := q.Final().First; got != Black {
		t.Errorf("Black passed first: First %v", got)
	}
}

// swapGame plays the turns of g again with the colours swapped, from a
// board where the other side moves first.
func swapGame(t *rapid.T, g *Game, first Color, turns []Played) *Game {
	p, err := NewPosition(g.Size(), FirstToMove(first.Opponent()))
	if err != nil {
		t.Fatal(err)
	}
	h := NewGame(p)
	for i, m := range turns {
		if err := h.PlayAs(m.Color.Opponent(), m.Move); err != nil {
			t.Fatalf("turn %d (%v %v) of the swapped game: %v", i+1, m.Color.Opponent(), m.Move, err)
		}
	}
	return h
}

// Swapping the colours and the first mover swaps the winner: the count
// does not know which colour is which, only who moved first. The games
// are random playouts to the natural end, counted under both versions
// (the art version also gives the extra moves' stones).
func TestPropertyFirstMoverSwapsWinner(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.SampledFrom([]int{5, 7, 9}).Draw(t, "size")
		first := rapid.SampledFrom([]Color{Black, White}).Draw(t, "first")
		r := Rules{Version: Version(rapid.IntRange(0, 1).Draw(t, "version")), Komi: rapid.IntRange(-10, 10).Draw(t, "komi")}
		p, err := NewPosition(n, FirstToMove(first))
		if err != nil {
			t.Fatal(err)
		}
		g := NewGame(p)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 7))
		var turns []Played
		for g.Phase() == Playing {
			c, m := g.ToMove(), g.RandomMove(rng)
			if err := g.Play(m); err != nil {
				t.Fatalf("random move %v refused: %v", m, err)
			}
			turns = append(turns, Played{c, m})
		}
		h := swapGame(t, g, first, turns)
		a, err := Count(g.Final(), Settlement{}, r)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Count(h.Final(), Settlement{}, r)
		if err != nil {
			t.Fatal(err)
		}
		if a.KomiBy != first || b.KomiBy != first.Opponent() {
			t.Fatalf("komi by %v and %v, want %v and %v", a.KomiBy, b.KomiBy, first, first.Opponent())
		}
		if b.Margin != -a.Margin || b.Winner != a.Winner.Opponent() {
			t.Fatalf("margin %s, winner %v; swapped: margin %s, winner %v", a.Margin, a.Winner, b.Margin, b.Winner)
		}
		for i, res := range b.Results {
			if res.Winner != b.Winner || a.Results[i].Winner != a.Winner {
				t.Fatalf("%s: winners %v and %v, reports %v and %v", res.Method, a.Results[i].Winner, res.Winner, a.Winner, b.Winner)
			}
		}
	})
}

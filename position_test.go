package livingstones

import (
	"errors"
	"testing"

	"pgregory.net/rapid"
)

func TestPropertyPlayNeverMutates(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{2, 3, 5, 7, 9}, 80)
		p := g.last()
		before := p.String()
		tally := [2]Tally{p.Tally(Black), p.Tally(White)}
		hash, turn, toMove := p.Hash(), p.Turn(), p.ToMove()
		for _, m := range p.LegalMoves() {
			if _, err := p.Play(m); err != nil {
				t.Fatalf("%v is in LegalMoves but Play says %v", m, err)
			}
		}
		if p.String() != before || p.Hash() != hash || p.Turn() != turn || p.ToMove() != toMove ||
			tally != [2]Tally{p.Tally(Black), p.Tally(White)} {
			t.Fatalf("Play changed its receiver")
		}
	})
}

func TestPropertyLegalIffPlay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{2, 3, 4, 5, 7}, 60)
		p := g.last()
		n := p.Size()
		moves := []Move{Pass, VirtualMove, NoMove, Resign, Move(-7), RealMove(Point{n, 0}), RealMove(Point{-1, 2})}
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				moves = append(moves, RealMove(Point{x, y}))
			}
		}
		for _, c := range []Color{Black, White, Empty} {
			for _, m := range moves {
				legal := p.LegalAs(c, m)
				_, err := p.PlayAs(c, m)
				if (legal == nil) != (err == nil) || (err != nil && !errors.Is(err, legal)) {
					t.Fatalf("%v %v: Legal says %v, Play says %v", c, m, legal, err)
				}
			}
		}
	})
}

func TestPropertyBoardConsistent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{2, 3, 5, 9, 13, 19}, 150)
		for k, p := range g.positions {
			if msg := p.st.b.check(); msg != "" {
				t.Fatalf("after turn %d: %s\n%v", k, msg, p)
			}
			// Stone conservation: setup + real moves = board + captured by the opponent.
			for _, c := range []Color{Black, White} {
				if 0+p.Tally(c).Real != p.BoardStones(c)+p.Tally(c.Opponent()).Prisoners {
					t.Fatalf("after turn %d, %v: %d real moves but %d on the board and %d captured",
						k, c.Name(), p.Tally(c).Real, p.BoardStones(c), p.Tally(c.Opponent()).Prisoners)
				}
			}
			// The incremental hash equals one recomputed from scratch.
			b, _ := NewPosition(p.Size())
			fresh := b.st.b
			for i, col := range p.st.b.colors {
				if col == Black || col == White {
					fresh.hash ^= zobrist[i][col-1]
				}
			}
			if fresh.hash != p.st.b.hash {
				t.Fatalf("after turn %d the incremental hash differs from a recomputed one", k)
			}
		}
	})
}

// symmetry maps a point of an n×n board by one of the 8 symmetries.
func symmetry(s int, p Point, n int) Point {
	x, y := p.X, p.Y
	if s&1 != 0 {
		x = n - 1 - x
	}
	if s&2 != 0 {
		y = n - 1 - y
	}
	if s&4 != 0 {
		x, y = y, x
	}
	return Point{x, y}
}

func TestPropertyPlayCommutesWithSymmetries(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{3, 4, 5, 7, 9}, 80)
		s := rapid.IntRange(1, 7).Draw(t, "symmetry")
		p, _ := NewPosition(g.size, WithRepetition(g.positions[0].Repetition()))
		if !g.positions[0].SuicideAllowed() {
			p, _ = NewPosition(g.size, WithRepetition(g.positions[0].Repetition()), ForbidSuicide())
		}
		for k, turn := range g.turns {
			m := turn.Move
			if pt, ok := m.Point(); ok {
				m = RealMove(symmetry(s, pt, g.size))
			}
			var err error
			if p.Phase() == Paused {
				p, _ = p.Resume()
			}
			if p, err = p.PlayAs(turn.Color, m); err != nil {
				t.Fatalf("turn %d: %v mapped to %v is refused: %v", k+1, turn, m, err)
			}
			orig := g.positions[k+1]
			for y := 0; y < g.size; y++ {
				for x := 0; x < g.size; x++ {
					if orig.At(Point{x, y}) != p.At(symmetry(s, Point{x, y}, g.size)) {
						t.Fatalf("turn %d: boards differ under symmetry %d\n%v\n%v", k+1, s, orig, p)
					}
				}
			}
			if orig.Tally(Black) != p.Tally(Black) || orig.Tally(White) != p.Tally(White) {
				t.Fatalf("turn %d: tallies differ under symmetry %d", k+1, s)
			}
		}
	})
}

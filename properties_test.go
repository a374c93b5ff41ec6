package livingstones

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// randomOptions draws rule options.
func randomOptions(t *rapid.T) []Option {
	var opts []Option
	opts = append(opts, WithRepetition(Repetition(rapid.IntRange(0, 2).Draw(t, "repetition"))))
	if rapid.Bool().Draw(t, "forbidSuicide") {
		opts = append(opts, ForbidSuicide())
	}
	if rapid.IntRange(0, 4).Draw(t, "forbidPass") == 0 {
		opts = append(opts, ForbidPass())
	}
	return opts
}

// game is a game reached by playing legal moves from the empty board:
// every position it holds is reachable.
type game struct {
	size      int
	positions []Position // positions[k] is after k turns
	turns     []Turn
}

// drawGame plays up to n turns, each drawn from the legal moves (real
// moves most of the time, a virtual move or a pass now and then).
func drawGame(t *rapid.T, sizes []int, n int) game {
	size := rapid.SampledFrom(sizes).Draw(t, "size")
	p, err := NewPosition(size, randomOptions(t)...)
	if err != nil {
		t.Fatal(err)
	}
	g := game{size: size, positions: []Position{p}}
	steps := rapid.IntRange(0, n).Draw(t, "turns")
	for k := 0; k < steps && p.Phase() != Ended; k++ {
		if p.Phase() == Paused {
			if rapid.Bool().Draw(t, "resume") {
				p, _ = p.Resume()
				continue
			}
			break
		}
		legal := p.LegalMoves()
		var m Move
		switch r := rapid.IntRange(0, 19).Draw(t, "kind"); {
		case r == 0 && p.PassAllowed():
			m = Pass
		case r == 1 || len(legal) <= 2:
			m = VirtualMove
		default:
			real := legal[:len(legal)-1]
			if p.PassAllowed() {
				real = legal[:len(legal)-2]
			}
			m = real[rapid.IntRange(0, len(real)-1).Draw(t, "move")]
		}
		c := p.ToMove()
		q, err := p.Play(m)
		if err != nil {
			t.Fatalf("legal move %v refused: %v\n%v", m, err, p)
		}
		p = q
		g.positions = append(g.positions, p)
		g.turns = append(g.turns, Turn{c, m})
	}
	return g
}

func (g game) last() Position { return g.positions[len(g.positions)-1] }

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
				if 0+p.Tally(c).Real != p.Stones(c)+p.Tally(c.Opponent()).Prisoners {
					t.Fatalf("after turn %d, %v: %d real moves but %d on the board and %d captured",
						k, c.Name(), p.Tally(c).Real, p.Stones(c), p.Tally(c.Opponent()).Prisoners)
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

func TestPropertyNotationRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(MinSize, MaxSize).Draw(t, "size")
		p := Point{rapid.IntRange(0, n-1).Draw(t, "x"), rapid.IntRange(0, n-1).Draw(t, "y")}
		for _, nt := range []Notation{RuleBook, SGF, GTP} {
			s := nt.Encode(p, n)
			q, err := nt.Decode(s, n)
			if err != nil || q != p {
				t.Fatalf("%v: %v → %q → %v, %v", nt, p, s, q, err)
			}
		}
		m := RealMove(p)
		if q, ok := m.Point(); !ok || q != p {
			t.Fatalf("RealMove(%v).Point() = %v, %v", p, q, ok)
		}
		if pm, err := ParseMove(m.String(), n); err != nil || pm != m {
			t.Fatalf("ParseMove(%q) = %v, %v", m.String(), pm, err)
		}
	})
}

func TestPropertySGFRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{2, 5, 9, 19, 25}, 60)
		p := g.last()
		if p.Phase() == Paused {
			return // a record's next move would resume; nothing to compare beyond
		}
		var buf bytes.Buffer
		if err := NewRecord(p).WriteSGF(&buf); err != nil {
			t.Fatal(err)
		}
		r, err := ReadRecord(&buf)
		if err != nil {
			t.Fatalf("reading what was written: %v\n%s", err, buf.String())
		}
		var opts []Option
		opts = append(opts, WithRepetition(p.Repetition()))
		if !p.SuicideAllowed() {
			opts = append(opts, ForbidSuicide())
		}
		if !p.PassAllowed() {
			opts = append(opts, ForbidPass())
		}
		q, err := r.Replay(opts...)
		if err != nil {
			t.Fatalf("replaying what was written: %v\n%s", err, buf.String())
		}
		if !q.Equal(p) {
			t.Fatalf("the record replays to another position:\n%v\nwant\n%v", q, p)
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

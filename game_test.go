package livingstones

import (
	"math"
	"math/rand/v2"
	"slices"
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

// stonesOf returns the stones of p, point by point.
func stonesOf(p Position) string {
	n := p.Size()
	b := make([]byte, 0, n*n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			b = append(b, byte('0'+p.At(Point{x, y})))
		}
	}
	return string(b)
}

// policyMoves works out, the slow way on Positions, the moves RandomMove
// may return at p, whose game went through the boards seen: the legal
// real moves that fill no single-point eye of the side to move and bring
// back no board of seen.
func policyMoves(p Position, seen map[string]bool) []Move {
	n, c := p.Size(), p.ToMove()
	var moves []Move
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			pt := Point{x, y}
			if p.At(pt) != Empty || p.Legal(RealMove(pt)) != nil {
				continue
			}
			eye := true
			for _, q := range []Point{{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}} {
				if q.On(n) && p.At(q) != c {
					eye = false
				}
			}
			if eye {
				continue
			}
			if after, err := p.Play(RealMove(pt)); err == nil && !seen[stonesOf(after)] {
				moves = append(moves, RealMove(pt))
			}
		}
	}
	return moves
}

// RandomMove's policy, as its doc states it: a real move of the side to
// move that is legal, fills none of its own single-point eyes and brings
// back no earlier board whatever the virtual stones, and VirtualMove only
// when there is none. From a drawn game, random play goes on to the end,
// taking a turn back now and then, and every move is checked against the
// moves worked out on Positions.
func TestPropertyRandomMoveFollowsItsPolicy(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{2, 3, 4, 5, 7}, 40)
		p := g.last()
		if p.Phase() == Paused {
			p, _ = p.Resume()
		}
		if p.Phase() != Playing {
			return
		}
		var boards []string // boards[k]: the stones after turn k
		for _, q := range g.positions {
			boards = append(boards, stonesOf(q))
		}
		fast := NewGame(p)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 2))
		// Few turns looked at one by one make findBoard file the others
		// in the table, and Undo take them out of it again.
		defer func(n int) { scanTurns = n }(scanTurns)
		scanTurns = rapid.SampledFrom([]int{0, 1, 5, 1024}).Draw(t, "scanTurns")
		for steps := 0; steps < 300 && fast.Phase() == Playing; steps++ {
			if fast.Turn() > 0 && rapid.IntRange(0, 7).Draw(t, "undo") == 0 {
				fast.Undo()
				boards = boards[:fast.Turn()+1]
				continue
			}
			if rapid.IntRange(0, 15).Draw(t, "handover") == 0 {
				// A Game made from the Game's Position counts the stones
				// removed afresh (see timeline.gone).
				fast = NewGame(fast.Position())
			}
			if msg := fast.tl.checkGone(); msg != "" {
				t.Fatalf("turn %d: %s", fast.Turn(), msg)
			}
			if msg := fast.tl.checkSeen(); msg != "" {
				t.Fatalf("turn %d: %s", fast.Turn(), msg)
			}
			now := fast.Position()
			seen := map[string]bool{}
			for _, b := range boards {
				seen[b] = true
			}
			want := policyMoves(now, seen)
			m := fast.RandomMove(rng)
			switch {
			case len(want) == 0 && m != VirtualMove:
				t.Fatalf("turn %d: RandomMove = %v, want the virtual move (no move allowed)\n%v", fast.Turn()+1, m, now)
			case len(want) > 0 && !slices.Contains(want, m):
				t.Fatalf("turn %d: RandomMove = %v, want one of %v\n%v", fast.Turn()+1, m, want, now)
			}
			if err := fast.Play(m); err != nil {
				t.Fatalf("turn %d: RandomMove's %v refused: %v", fast.Turn()+1, m, err)
			}
			boards = append(boards, stonesOf(fast.Position()))
		}
	})
}

// RandomMove draws uniformly among the moves its policy allows. On this
// board, aa is Black's single-point eye and ee White's, whose two White
// stones are in atari there:
//
//	e . . X O .
//	d . . . X O
//	c . . . . X
//	b X . . . .
//	a . X . . .
//	  a b c d e
//
// White may play neither eye (ee is its own, aa a suicide); Black may
// play ee (a capture) but not aa. For each side, 40,000 draws from a
// seeded generator (the Game is not played on) must all be allowed moves,
// each drawn about as often: a chi-square beyond six standard deviations
// of its distribution fails.
func TestRandomMoveIsUniform(t *testing.T) {
	p, err := NewPosition(5, Setup(
		[]Point{{1, 0}, {0, 1}, {4, 2}, {3, 3}, {2, 4}}, // Black
		[]Point{{4, 3}, {3, 4}},                         // White
	))
	if err != nil {
		t.Fatal(err)
	}
	aa, ee := RealMove(Point{0, 0}), RealMove(Point{4, 4})
	for _, c := range []Color{Black, White} {
		g := NewGame(p)
		if g.ToMove() != c {
			if err := g.Play(VirtualMove); err != nil {
				t.Fatal(err)
			}
		}
		want := policyMoves(g.Position(), map[string]bool{stonesOf(p): true})
		if slices.Contains(want, aa) || slices.Contains(want, ee) != (c == Black) || len(want) != 16+btoi(c == Black) {
			t.Fatalf("%v: the allowed moves are %v", c, want)
		}
		rng := rand.New(rand.NewPCG(11, uint64(c)))
		const draws = 40000
		count := map[Move]int{}
		for range draws {
			count[g.RandomMove(rng)]++
		}
		for m := range count {
			if !slices.Contains(want, m) {
				t.Fatalf("%v: RandomMove drew %v, not allowed (allowed: %v)", c, m, want)
			}
		}
		e := float64(draws) / float64(len(want))
		chi := 0.0
		for _, m := range want {
			d := float64(count[m]) - e
			chi += d * d / e
		}
		dof := float64(len(want) - 1)
		if limit := dof + 6*math.Sqrt(2*dof); chi > limit {
			t.Fatalf("%v: chi-square %.1f over %d moves, want at most %.1f: %v", c, chi, len(want), limit, count)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// A search that plays and undoes turns on and on notes boards in the
// filter far more often than it has turns: the filter is filled afresh
// when full, keeps its size, and notes every turn left.
func TestGameUndoCyclesKeepTheFilter(t *testing.T) {
	p, _ := NewPosition(9)
	g := NewGame(p)
	rng := rand.New(rand.NewPCG(3, 3))
	play := func() {
		t.Helper()
		if err := g.Play(g.RandomMove(rng)); err != nil {
			t.Fatalf("turn %d: %v", g.Turn(), err)
		}
	}
	for range 20 {
		play()
	}
	size := len(g.tl.seen)
	for cycle := range 200 {
		n := g.Turn()
		for range 30 {
			play()
		}
		for g.Turn() > n {
			g.Undo()
		}
		if msg := g.tl.checkSeen(); msg != "" {
			t.Fatalf("cycle %d: %s", cycle, msg)
		}
	}
	if len(g.tl.seen) != size {
		t.Errorf("filter of %d words after the cycles, %d before", len(g.tl.seen), size)
	}
	if g.tl.nSeen > len(g.tl.seen) {
		t.Errorf("%d turns noted in a filter of %d words", g.tl.nSeen, len(g.tl.seen))
	}
}

package livingstones

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// checkParked fails unless every parked point of g is an empty point that
// neither side may play by RandomMove's policy: an eye (its neighbours
// all stones of one side, or the edge) that is its owner's own eye and,
// for the other side, an illegal move (worked out on a Position); and
// unless g's Position lists them with the other empty points.
func checkParked(t interface {
	Helper()
	Fatal(...any)
	Fatalf(string, ...any)
}, g *Game) {
	t.Helper()
	if msg := g.b.check(); msg != "" {
		t.Fatalf("turn %d: the board is inconsistent: %s", g.Turn(), msg)
	}
	if g.parked < 0 || g.parked > cap(g.b.empties)-len(g.b.empties) {
		t.Fatalf("turn %d: %d parked past %d listed empty points", g.Turn(), g.parked, len(g.b.empties))
	}
	// Past the list's end, the parked points are the Game's own: the
	// board of its Position lists every empty point.
	if pb := g.Position().st.b; pb.check() != "" || len(pb.empties) != len(g.b.empties)+g.parked {
		t.Fatalf("turn %d: the Position's board lists %d empty points, want %d (%s)", g.Turn(), len(pb.empties), len(g.b.empties)+g.parked, pb.check())
	}
	var asked [3]Position // the game with each side to move
	for _, q := range g.parkedPoints() {
		pt := g.b.point(int(q))
		owner := Empty
		for _, t := range g.b.neighbours(int(q)) {
			if col := g.b.colors[t]; col != wall && owner == Empty {
				owner = col
			} else if col != wall && col != owner {
				owner = wall // mixed, or an empty neighbour
			}
		}
		if owner != Black && owner != White {
			t.Fatalf("turn %d: parked %v is no single-point eye\n%v", g.Turn(), pt, g.Position())
		}
		other := owner.Opponent()
		if asked[other].st == nil {
			p := g.Position()
			if p.Phase() != Playing {
				return
			}
			if p.ToMove() != other {
				var err error
				if p, err = p.Play(VirtualMove); err != nil {
					t.Fatal(err)
				}
			}
			asked[other] = p
		}
		if err := asked[other].Legal(RealMove(pt)); err == nil {
			t.Fatalf("turn %d: parked %v, %v's eye, is legal for %v\n%v", g.Turn(), pt, owner, other, asked[other])
		}
	}
}

// parkOnAllBoards makes Games park eyes on boards of every size, and
// returns the function that undoes it.
func parkOnAllBoards() func() {
	was := parkFrom
	parkFrom = MinSize
	return func() { parkFrom = was }
}

// The parked eyes (see game_parked.go) are never a move RandomMove's
// policy allows: random play goes on from a drawn game, the side to move
// now and then playing instead any legal move (filling its own eye too,
// which RandomMove never does), or taking a turn back, or handing over to
// a copy; after every turn, each parked point must be an eye that is
// illegal for the other side.
func TestPropertyParkedEyesAreNeverAllowed(t *testing.T) {
	defer parkOnAllBoards()()
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{5, 7, 9}, 30)
		p := g.last()
		if p.Phase() == Paused {
			p, _ = p.Resume()
		}
		fast := NewGame(p)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 5))
		var buf []Move
		for step := 0; step < 400 && fast.Phase() == Playing; step++ {
			switch rapid.IntRange(0, 39).Draw(t, "kind") {
			case 0:
				fast.Undo()
			case 1:
				var c Game
				c.CopyFrom(fast)
				fast = &c
			case 2, 3:
				buf = fast.AppendLegalMoves(buf[:0])
				if err := fast.Play(buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")]); err != nil {
					t.Fatal(err)
				}
			default:
				if err := fast.Play(fast.RandomMove(rng)); err != nil {
					t.Fatal(err)
				}
			}
			checkParked(t, fast)
		}
	})
}

// Playouts park eyes on 19×19, and every turn they are still eyes no
// side may play; on 9×9 (below parkFrom) they park none.
func TestPlayoutsParkEyesThatStayDead(t *testing.T) {
	for _, size := range []int{9, 19} {
		p, _ := NewPosition(size)
		g := NewGame(p)
		rng := rand.New(rand.NewPCG(3, uint64(size)))
		most := 0
		for range 4 {
			g.Reset(p)
			for g.Phase() == Playing {
				g.Playout(rng, g.Turn()+1)
				checkParked(t, g)
				most = max(most, g.parked)
			}
		}
		if size >= parkFrom && most < 2 || size < parkFrom && most > 0 {
			t.Errorf("%d×%d: at most %d eyes parked in 4 playouts", size, size, most)
		}
	}
}

// RandomMove's policy properties hold with eyes parked on the small
// boards they draw too.
func TestPropertyDrawsWithParkedEyes(t *testing.T) {
	defer parkOnAllBoards()()
	t.Run("every allowed move", TestPropertyRandomMoveDrawsEveryAllowedMove)
	t.Run("policy", TestPropertyRandomMoveFollowsItsPolicy)
}

// An eye is parked once drawn with no chain in atari next to it, and a
// side filling a parked eye (which Play allows, RandomMove never draws)
// gives every eye back. Black's group below has two eyes, aa and ca;
// White draws (without playing) until both are parked, then Black fills
// aa.
func TestTwoEyesParkedAndGivenBack(t *testing.T) {
	defer parkOnAllBoards()()
	p := position(t, `
e . . . . O
d . . . . .
c X X X X .
b X X X X .
a . X . X .`)
	g, _ := parkedByWhiteDraws(t, p, 2, "aa and ca")
	if err := g.PlayAs(Black, RealMove(pt(t, "aa", 5))); err != nil {
		t.Fatal(err)
	}
	if g.parked != 0 {
		t.Fatalf("%d eyes parked after Black filled aa, want 0", g.parked)
	}
	checkParked(t, g)
}

// The parked points stand past the end of the board's empty-point list,
// so whatever copies a Game's board gives the copy every empty point:
// Position, CopyFrom, and Ownership, which gives what Ownership gives on
// the Game's Position (the same list, so the same draws) and leaves the
// Game as it was.
func TestParkedEyesInCopies(t *testing.T) {
	p, _ := NewPosition(19)
	g := NewGame(p)
	rng := rand.New(rand.NewPCG(5, 19))
	for g.parked < 4 && g.Phase() == Playing {
		g.Playout(rng, g.Turn()+1)
	}
	if g.parked < 4 {
		t.Fatalf("%d eyes parked in a playout, want 4", g.parked)
	}
	checkParked(t, g)
	var c Game
	c.CopyFrom(g)
	checkParked(t, &c)
	if c.parked != 0 || len(c.b.empties) != len(g.b.empties)+g.parked {
		t.Fatalf("the copy parks %d and lists %d empty points, want 0 and %d", c.parked, len(c.b.empties), len(g.b.empties)+g.parked)
	}
	at := g.Position()
	want := Ownership(at, 3, rand.New(rand.NewPCG(1, 2)))
	got := g.Ownership(3, rand.New(rand.NewPCG(1, 2)))
	if !slices.Equal(want, got) {
		t.Fatalf("Game.Ownership differs from Ownership on its Position")
	}
	if q := g.Position(); !q.Equal(at) || q.Hash() != at.Hash() {
		t.Fatalf("Ownership changed the Game:\n%v\nwant\n%v", q, at)
	}
	checkParked(t, g)
	g.Playout(rng, 0)
	checkParked(t, g)
}

// A parked eye is given back when a chain next to it falls into atari, its
// last liberty then being the eye: the other side may capture there.
// Black's chain below has one eye, ab; White draws (without playing) until
// it is parked, then fills the chain's other liberties (Black answering
// with virtual moves), and the last one gives the eye back: White's next
// draws find the capture.
//
//	e . . . . .
//	d . . . . .
//	c X X . . .
//	b . X . . .
//	a X X . . .
//	  a b c d e
func TestParkedEyeGivenBackInAtari(t *testing.T) {
	defer parkOnAllBoards()()
	p := position(t, `
e . . . . .
d . . . . .
c X X . . .
b . X . . .
a X X . . .`)
	g, rng := parkedByWhiteDraws(t, p, 1, "ab")
	for k, at := range []string{"ca", "cb", "cc", "bd", "ad"} {
		if k > 0 {
			if err := g.PlayAs(Black, VirtualMove); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.PlayAs(White, RealMove(pt(t, at, 5))); err != nil {
			t.Fatal(err)
		}
		checkParked(t, g)
	}
	if g.parked != 0 {
		t.Fatalf("%d eyes parked with Black's chain in atari, want 0\n%v", g.parked, g.Position())
	}
	if err := g.PlayAs(Black, VirtualMove); err != nil {
		t.Fatal(err)
	}
	want := RealMove(pt(t, "ab", 5))
	for range 50 {
		if m := g.RandomMove(rng); m == want {
			return
		}
	}
	t.Fatalf("White's random moves never capture at ab\n%v", g.Position())
}

// parkedByWhiteDraws returns a Game at p with White to move (Black makes
// a virtual move) after 200 of White's draws, which play nothing but
// park the eyes they meet; it fails the test unless want eyes (named by
// which) are parked then. It returns the generator of the draws too.
func parkedByWhiteDraws(t *testing.T, p Position, want int, which string) (*Game, *rand.Rand) {
	t.Helper()
	g := NewGame(p)
	if err := g.PlayAs(Black, VirtualMove); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(9, 9))
	for range 200 {
		g.RandomMove(rng)
	}
	if g.parked != want {
		t.Fatalf("%d eyes parked, want %d (%s)\n%v", g.parked, want, which, g.Position())
	}
	checkParked(t, g)
	return g, rng
}

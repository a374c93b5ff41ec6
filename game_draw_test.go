package livingstones

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// RandomMove draws every move its policy allows, and only those: the draw
// loop settles most points by their neighbour counts and the atari tests
// of their neighbours' chains, and a point it wrongly refused would never
// be drawn, which TestPropertyRandomMoveFollowsItsPolicy cannot see while
// some other move is allowed. From a drawn game, random play goes on
// (where the eyes, captures and ko shapes of a playout's end turn up),
// and every twentieth turn the Game draws 40 times as many moves as are
// allowed without playing them (it misses an allowed move with a
// probability below 49·e⁻⁴⁰); the moves drawn must be exactly the moves
// worked out on Positions.
func TestPropertyRandomMoveDrawsEveryAllowedMove(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{2, 3, 4, 5, 7}, 40)
		p := g.last()
		if p.Phase() == Paused {
			p, _ = p.Resume()
		}
		seen := map[string]bool{}
		for _, q := range g.positions {
			seen[stonesOf(q)] = true
		}
		fast := NewGame(p)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3))
		for step := 0; step < 200 && fast.Phase() == Playing; step++ {
			if step%20 == 0 {
				checkDraws(t, fast, seen, rng)
			}
			if err := fast.Play(fast.RandomMove(rng)); err != nil {
				t.Fatalf("turn %d: %v", fast.Turn()+1, err)
			}
			seen[stonesOf(fast.Position())] = true
		}
	})
}

// checkDraws draws RandomMove at g, without playing, until every allowed
// move has had its chance, and compares the moves drawn with policyMoves.
func checkDraws(t *rapid.T, g *Game, seen map[string]bool, rng *rand.Rand) {
	now := g.Position()
	want := policyMoves(now, seen)
	drawn := map[Move]bool{}
	for range 40 * max(len(want), 1) {
		drawn[g.RandomMove(rng)] = true
	}
	got := slices.Sorted(maps.Keys(drawn))
	if len(want) == 0 {
		want = []Move{VirtualMove}
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("turn %d: RandomMove drew %v, the policy allows %v\n%v", g.Turn()+1, got, want, now)
	}
}

// RandomMove never brings back an earlier board: a ko is not taken back
// at once, nor after a virtual move each (which the generalized rule
// allows a player, but random play would repeat forever), but it is
// after a threat and its answer; a snapback's retake, which captures
// more than the stone that captured, is no ko. The first two are told
// without the probe (retakesKo), the others by the full check.
func TestRandomMoveRetakesAKoOnlyWhenTheBoardIsNew(t *testing.T) {
	snapback := `
d . O O .
c O O O .
b X X X O
a . . X O`
	for _, tc := range []struct {
		name   string
		board  string
		moves  []string
		retake string
		drawn  bool
	}{
		{"ko at once", koBoard, []string{"bb"}, "cb", false},
		{"ko after a virtual move each", koBoard, []string{"bb", "virtual", "virtual"}, "cb", false},
		{"ko after a threat and its answer", koBoard, []string{"bb", "dd", "ad"}, "cb", true},
		{"snapback", snapback, []string{"aa", "ba"}, "aa", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := play(t, position(t, tc.board), tc.moves...)
			g := NewGame(p)
			want := RealMove(pt(t, tc.retake, p.Size()))
			rng := rand.New(rand.NewPCG(1, 2))
			drawn := false
			for range 500 {
				drawn = drawn || g.RandomMove(rng) == want
			}
			if drawn != tc.drawn {
				t.Errorf("%s drawn: %v, want %v\n%v", tc.retake, drawn, tc.drawn, p)
			}
			_, err := p.Play(want)
			if legal := err == nil; tc.drawn && !legal {
				t.Errorf("%s drawn but illegal: %v", tc.retake, err)
			}
		})
	}
}

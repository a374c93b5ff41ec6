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

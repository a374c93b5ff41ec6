package livingstones

import (
	"math/rand/v2"
	"testing"
)

func TestOwnershipSeesADeadStone(t *testing.T) {
	// White's lone stone inside Black's wall has no future: random play
	// captures it, and the whole board ends Black's.
	p := position(t, `
f . . . . . .
e X X X X X X
d X . . O . X
c X X X X X X
b . . . . . .
a . . . . . .`)
	own := Ownership(p, 200, rand.New(rand.NewPCG(1, 1)))
	for _, s := range []string{"dd", "ee", "aa", "cd"} {
		q := pt(t, s, 6)
		if v := own[q.Y*6+q.X]; v < 0.5 {
			t.Errorf("ownership of %s is %.2f, want Black's (> 0.5)", s, v)
		}
	}
	again := Ownership(p, 200, rand.New(rand.NewPCG(1, 1)))
	for i := range own {
		if own[i] != again[i] {
			t.Fatal("the same seed gave another estimate")
		}
	}
}

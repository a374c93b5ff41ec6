package livingstones_test

import (
	"fmt"
	"math/rand/v2"
	"slices"

	ls "github.com/jihuozi/livingstones"
)

// A random playout on the allocation-free Game, from a fixed seed.
func ExampleGame_Playout() {
	p, _ := ls.NewPosition(9)
	g := ls.NewGame(p)
	turns := g.Playout(rand.New(rand.NewPCG(1, 2)), 0)
	fmt.Println(turns > 0, g.Phase(), g.Final().NaturalEnd)
	// Output:
	// true ended true
}

// The tactical policy answers an atari: White's stone at bb, in atari
// after Black's move at cb, is saved by extending to ab (bc and ba are
// Black's). PlayoutWith then plays such moves to the natural end.
func ExampleGame_PolicyMove() {
	p, _ := ls.NewPosition(5, ls.Setup(
		[]ls.Point{{1, 2}, {1, 0}}, // Black: bc, ba
		[]ls.Point{{1, 1}},         // White: bb
	))
	g := ls.NewGame(p)
	g.Play(ls.VirtualMove) // White waits
	cb, _ := ls.ParseMove("cb", 5)
	g.Play(cb) // Black: bb has one liberty left, ab
	fmt.Println(g.PolicyMove(rand.New(rand.NewPCG(1, 2)), ls.TacticalPolicy))
	g.PlayoutWith(rand.New(rand.NewPCG(3, 4)), 0, ls.TacticalPolicy)
	fmt.Println(g.Phase(), g.EndReason())
	// Output:
	// ab
	// ended natural end
}

// Undo takes back a capture: the stone comes back and the prisoner count
// goes down. UndoTo goes back to the start of the game.
func ExampleGame_Undo() {
	p, _ := ls.NewPosition(5, ls.Setup(
		[]ls.Point{{1, 0}},                 // Black
		[]ls.Point{{0, 0}, {1, 1}, {3, 3}}, // White
	))
	g := ls.NewGame(p) // White moves first
	ca, _ := ls.ParseMove("ca", 5)
	g.Play(ca) // White captures the black stone at ba
	fmt.Println(g.Turn(), g.At(ls.Pt(1, 0)), g.Tally(ls.White).Prisoners)
	fmt.Println(g.Undo())
	fmt.Println(g.Turn(), g.At(ls.Pt(1, 0)), g.Tally(ls.White).Prisoners)
	fmt.Println(g.Undo()) // nothing before turn 0
	g.Play(ls.VirtualMove)
	g.Play(ls.Pass)
	fmt.Println(g.UndoTo(0), g.Turn())
	// Output:
	// 1 . 1
	// true
	// 0 B 0
	// false
	// true 0
}

// Tree search with CopyFrom: each candidate move is tried on a copy of
// the root, which stays unchanged; the copy reuses its memory from one
// candidate to the next.
func ExampleGame_CopyFrom() {
	p, _ := ls.NewPosition(5, ls.Setup(
		[]ls.Point{{1, 0}},         // Black
		[]ls.Point{{0, 0}, {1, 1}}, // White
	))
	root, child := ls.NewGame(p), &ls.Game{}
	for _, s := range []string{"ca", "cc", "ee"} {
		m, _ := ls.ParseMove(s, 5)
		child.CopyFrom(root)
		child.Play(m)
		fmt.Printf("White %s: %d black stones left\n", s, child.BoardStones(ls.Black))
	}
	fmt.Println("root:", root.Turn(), "turns,", root.BoardStones(ls.Black), "black stone")
	// Output:
	// White ca: 0 black stones left
	// White cc: 1 black stones left
	// White ee: 1 black stones left
	// root: 0 turns, 1 black stone
}

// Game.Ownership gives what Ownership gives for the same position and
// random numbers, and leaves the Game as it was.
func ExampleGame_Ownership() {
	p := finishedGame()
	g := ls.NewGame(p)
	own := g.Ownership(100, rand.New(rand.NewPCG(1, 2)))
	same := slices.Equal(own, ls.Ownership(p, 100, rand.New(rand.NewPCG(1, 2))))
	fmt.Println(same, g.Turn(), g.Phase())
	b, _ := ls.ParsePoint("ab", 5)
	fmt.Printf("ab: %+.1f\n", own[b.Y*p.Size()+b.X])
	// Output:
	// true 2 paused
	// ab: +1.0
}

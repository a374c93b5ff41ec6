package livingstones_test

import (
	"fmt"
	"math/rand/v2"

	ls "github.com/jihuozi/livingstones"
)

// Ownership of the finished game of ExampleBenson by 100 playouts from a
// fixed seed, row by row from the top: every point of the left side is
// Black's (+1) in every playout, the white stone at ab included, and every
// point of the right side White's (-1).
func ExampleOwnership() {
	p := finishedGame()
	own := ls.Ownership(p, 100, rand.New(rand.NewPCG(1, 2)))
	for y := p.Size() - 1; y >= 0; y-- {
		for x := 0; x < p.Size(); x++ {
			fmt.Printf("%+5.1f", own[y*p.Size()+x])
		}
		fmt.Println()
	}
	// Output:
	//  +1.0 +1.0 -1.0 -1.0 -1.0
	//  +1.0 +1.0 -1.0 -1.0 -1.0
	//  +1.0 +1.0 -1.0 -1.0 -1.0
	//  +1.0 +1.0 -1.0 -1.0 -1.0
	//  +1.0 +1.0 -1.0 -1.0 -1.0
}

package livingstones_test

import (
	"fmt"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// A finished 5×5 game: Black's group on the left has two eyes, one of them
// around a white stone (ab); White's group on the right has three.
//
//	e . X O . O
//	d X X O O O
//	c . X O . O
//	b O X O O O
//	a . X O . O
//	  a b c d e
func finishedGame() ls.Position {
	points := func(s string) []ls.Point {
		var pts []ls.Point
		for _, f := range strings.Fields(s) {
			p, _ := ls.ParsePoint(f, 5)
			pts = append(pts, p)
		}
		return pts
	}
	p, _ := ls.NewPosition(5, ls.Setup(
		points("ba bb bc bd be ad"),
		points("ca cb cc cd ce db dd ea eb ec ed ee ab"),
	))
	p, _ = p.Play(ls.Pass)
	p, _ = p.Play(ls.Pass) // both pass: the game pauses for counting
	return p
}

// Benson's unconditional life: both groups are pass-alive, and the white
// stone at ab lies in Black's pass-alive territory.
func ExampleBenson() {
	f := finishedGame().Final()
	u, err := ls.Benson(f)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range []string{"bb", "cb", "ab", "aa", "da"} {
		p, _ := ls.ParsePoint(s, 5)
		fmt.Printf("%s: alive %-5v territory %s\n", s, u.Alive(p), u.Territory(p).Name())
	}
	// Output:
	// bb: alive true  territory empty
	// cb: alive true  territory empty
	// ab: alive false territory black
	// aa: alive false territory black
	// da: alive false territory white
}

// The proposal for the paused game: the white stone in Black's territory
// is dead. The analysis accepts the proposal: Black has 6 stones and 4
// empty points, two of them its basic eyes (8 living stones); White 12
// stones and 3 empty points (13).
func ExampleProposeSettlement() {
	f := finishedGame().Final()
	s, err := ls.ProposeSettlement(f)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("dead:", s.Dead)
	a, err := ls.Analyze(f, s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("living stones:", a.Figures(ls.Black).Living, a.Figures(ls.White).Living)
	// Output:
	// dead: [ab]
	// living stones: 8 13
}

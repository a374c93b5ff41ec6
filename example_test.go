package livingstones_test

import (
	"errors"
	"fmt"

	ls "github.com/jihuozi/livingstones"
)

// Playing a ko: the immediate retake would repeat the whole-board
// pattern; after a virtual move by each side it is a new pattern (隔虚提劫).
func ExamplePosition_Play() {
	p, _ := ls.NewPosition(4, ls.Setup(
		[]ls.Point{{1, 2}, {0, 1}, {2, 1}, {1, 0}}, // Black
		[]ls.Point{{2, 2}, {3, 1}, {2, 0}},         // White
	))
	take, _ := ls.ParseMove("bb", 4)
	retake, _ := ls.ParseMove("cb", 4)
	p, _ = p.Play(take) // White takes the ko
	fmt.Print(p)
	_, err := p.Play(retake)
	fmt.Println(err)
	fmt.Println(errors.Is(err, ls.ErrRepetition))
	p, _ = p.Play(ls.VirtualMove)
	p, _ = p.Play(ls.VirtualMove)
	p, err = p.Play(retake)
	fmt.Println(err, p.Tally(ls.Black).Prisoners)
	// Output:
	// d . . . .
	// c . X O .
	// b X O . O
	// a . X O .
	//   a b c d
	// livingstones: move 2 (B cb): repeats an earlier whole-board pattern (the start of the game)
	// true
	// <nil> 1
}

// Four consecutive virtual moves end the game naturally.
func ExamplePosition_Phase() {
	p, _ := ls.NewPosition(9)
	for i := 0; i < 4; i++ {
		p, _ = p.Play(ls.VirtualMove)
		fmt.Println(p.Phase(), p.EndReason())
	}
	// Output:
	// playing not ended
	// playing not ended
	// playing not ended
	// ended natural end
}

// The three notations of one point.
func ExampleNotation() {
	p, _ := ls.ParsePoint("dp", 19)
	for _, n := range []ls.Notation{ls.RuleBook, ls.SGF, ls.GTP} {
		fmt.Printf("%-9s %s\n", n, n.Encode(p, 19))
	}
	// Output:
	// rule book dp
	// SGF       dd
	// GTP       D16
}

// The seated stones (座子) in the sources' diagram style.
func ExamplePosition_Diagram() {
	p, _ := ls.NewPosition(7, ls.Seated())
	fmt.Print(p.Diagram(ls.SeedDiagram))
	// Output:
	// ｇ┌┬┬┬┬┬┐
	// ｆ├┼┼┼┼┼┤
	// ｅ├┼●┼○┼┤
	// ｄ├┼┼＋┼┼┤
	// ｃ├┼○┼●┼┤
	// ｂ├┼┼┼┼┼┤
	// ａ└┴┴┴┴┴┘
	// ﹢ａｂｃｄｅｆｇ
}

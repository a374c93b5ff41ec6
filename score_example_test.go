package livingstones_test

import (
	"encoding/json"
	"fmt"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// sevenBySeven is the paused 7×7 game of the sources (the short versions'
// notes, art. 27–33): Black's stone at c2 is dead. Seated stones stand in
// for the game's moves.
func sevenBySeven() *ls.Final {
	rows := []string{
		". X . X X O .",
		". X X X O . O",
		". . X O O O O",
		"X X X X O X O",
		"O O O X X X X",
		"O . X O O X X",
		". O O O O O X",
	}
	var black, white []ls.Point
	for r, row := range rows {
		for x, c := range strings.Fields(row) {
			p := ls.Pt(x, 6-r)
			switch c {
			case "X":
				black = append(black, p)
			case "O":
				white = append(white, p)
			}
		}
	}
	p, err := ls.NewPosition(7, ls.Setup(black, white))
	if err != nil {
		panic(err)
	}
	for range 2 {
		if p, err = p.Play(ls.Pass); err != nil {
			panic(err)
		}
	}
	return p.Final()
}

func ExampleCount() {
	f := sevenBySeven()
	dead, _ := ls.ParsePoint("cb", 7) // c2: column c, row 2 from the bottom
	rep, err := ls.Count(f, ls.Settlement{Dead: []ls.Point{dead}}, ls.DefaultRules(ls.Law))
	if err != nil {
		fmt.Println(err)
		return
	}
	j, _ := json.Marshal(rep)
	fmt.Println(string(j))
	// Output:
	// {"version":"law","komi":8,"komi_by":"W","margin":1,"winner":"B","black":{"board":19,"roads":3,"eyes":2,"groups":1,"living":22},"white":{"board":20,"roads":1,"eyes":4,"groups":2,"living":21},"methods":{"living":{"margin":1},"equal-roads":{"margin":1},"equal-stones":{"margin":1},"equal-stones-narrow":{"margin":1},"return-head":{"margin":1}}}
}

func ExampleAnalyze() {
	f := sevenBySeven()
	a, err := ls.Analyze(f, ls.Settlement{Dead: []ls.Point{ls.Pt(2, 1)}})
	if err != nil {
		fmt.Println(err)
		return
	}
	// The sources' 图六: roads b and w, basic eyes #.
	fmt.Print(a.ASCII())
	b := a.Figures(ls.Black)
	fmt.Println("Black:", b.Board, "stones +", b.Roads, "roads =", b.Living)
	// Output:
	// g b X # X X O #
	// f b X X X O # O
	// e b # X O O O O
	// d X X X X O X O
	// c O O O X X X X
	// b O w # O O X X
	// a # O O O O O X
	//   a b c d e f g
	// Black: 19 stones + 3 roads = 22
}

func ExampleReturnHead() {
	f := sevenBySeven()
	a, _ := ls.Analyze(f, ls.Settlement{Dead: []ls.Point{ls.Pt(2, 1)}})
	res, _ := ls.ReturnHead{}.Count(a, ls.Rules{Version: ls.Law, Komi: 0})
	// The sources' 图十: White has one group more and returns a stone at f1.
	fmt.Print(res.Made.Diagram())
	fmt.Println("composite", res.Black.Composite, "vs", res.White.Composite, "par", res.Black.Par)
	// Output:
	// ｇｂ●＃●●○＃
	// ｆｂ●●●○＃○
	// ｅｂ＃●○○○○
	// ｄ●●●●○●○
	// ｃ○○○●●●●
	// ｂ○ｗ＃○○●●
	// ａ＃○○○○◉●
	// ﹢ａｂｃｄｅｆｇ
	// composite 25 vs 24 par 24.5
}

// The side that moved first gives the komi: White under these rules, Black
// in most records of other rules. A margin is Black's living stones minus
// White's; a lead of exactly the komi wins for the side that gave it.
func ExampleRules_Winner() {
	law := ls.DefaultRules(ls.Law) // komi 8
	for _, m := range []ls.Stones{ls.Whole(1), ls.Whole(-7), ls.Whole(-8)} {
		fmt.Println(m, "White first:", law.Winner(m, ls.White), "Black first:", law.Winner(-m, ls.Black))
	}
	// Output:
	// 1 White first: B Black first: W
	// -7 White first: B Black first: W
	// -8 White first: W Black first: B
}

func ExampleKomiByBidding() {
	// Player 0 would give 7 stones to move first, player 1 eight.
	white, komi, _ := ls.KomiByBidding([2]int{7, 8}, 0)
	fmt.Println("player", white, "takes White and gives", komi)
	// Output:
	// player 1 takes White and gives 8
}

// A point's status is its Kind and the side it counts for, in the settled
// position and in each method's made position alike: here the return-head
// count returns a stone to Black (图十), a stone of the kind KindGiven.
func ExampleMade_Kind() {
	f := sevenBySeven()
	a, err := ls.Analyze(f, ls.Settlement{Dead: []ls.Point{ls.Pt(2, 1)}})
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := ls.ReturnHead{}.Count(a, ls.DefaultRules(ls.Law))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, name := range []string{"fa", "cg", "bb", "ag"} {
		p, _ := ls.ParsePoint(name, 7)
		k, c := res.Made.Kind(p), res.Made.Owner(p)
		fmt.Printf("%s: %v of %v (settled: %v of %v)\n", name, k, c, a.Kind(p), a.Owner(p))
	}
	// Output:
	// fa: given stone of B (settled: stone of W)
	// cg: eye of B (settled: eye of B)
	// bb: road of W (settled: road of W)
	// ag: road of B (settled: road of B)
}

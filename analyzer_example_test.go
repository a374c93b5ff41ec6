package livingstones_test

import (
	"fmt"
	"math/rand/v2"

	ls "github.com/jihuozi/livingstones"
)

// A bot counts the end of every playout with one Analyzer, which reuses its
// memory from one game to the next.
func ExampleAnalyzer() {
	var z ls.Analyzer
	rules := ls.DefaultRules(ls.Law)
	p, _ := ls.NewPosition(9)
	g := ls.NewGame(p)
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3 {
		g.Reset(p)
		g.Playout(rng, 0)
		f := g.Final()
		rep, err := z.Count(f, ls.Settlement{}, rules)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("Black's living stones minus White's: %s, winner %v\n", rep.Margin, rep.Winner)
	}
	// Output:
	// Black's living stones minus White's: -35, winner W
	// Black's living stones minus White's: 6, winner B
	// Black's living stones minus White's: -25, winner W
}

// Command playout shows the bot's path: random playouts on the
// allocation-free Game, each counted under the rules. A playout ends
// naturally (four consecutive virtual moves), so every stone on the board
// is alive and it needs no settlement; the same board treated as a pause
// is settled by the library's proposal (ProposeSettlement: Benson's
// unconditional life, playouts and the stability check) and counted by
// every method.
//
//	go run ./examples/playout [-size 9] [-n 1000] [-seed 1]
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"time"

	ls "github.com/jihuozi/livingstones"
)

func main() {
	size := flag.Int("size", 9, "board size")
	n := flag.Int("n", 1000, "number of playouts")
	seed := flag.Uint64("seed", 1, "random seed")
	flag.Parse()
	start, err := ls.NewPosition(*size)
	if err != nil {
		fmt.Fprintln(os.Stderr, "playout:", err)
		os.Exit(2)
	}
	rng := rand.New(rand.NewPCG(*seed, 0))
	g := ls.NewGame(start)
	rules := ls.DefaultRules(ls.Law)
	var wins [3]int
	turns, settled, sameWinner := 0, 0, 0
	began := time.Now()
	for i := 0; i < *n; i++ {
		g.Reset(start)
		turns += g.Playout(rng, 0)
		f := g.Final()
		rep, err := ls.Count(f, ls.Settlement{}, rules)
		if err != nil {
			fmt.Fprintln(os.Stderr, "playout:", err)
			os.Exit(1)
		}
		wins[rep.Winner]++
		// The same board as a pause: the proposal settles it. The winner
		// may differ from the natural count's: after four virtual moves
		// empty points count for nobody, while at a pause a side's roads
		// are living stones.
		f.NaturalEnd = false
		if s, err := ls.ProposeSettlement(f); err == nil {
			if paused, err := ls.Count(f, s, rules); err == nil {
				settled++
				if paused.Winner == rep.Winner {
					sameWinner++
				}
			}
		}
		if i == 0 {
			fmt.Print(g.Position())
			fmt.Printf("ended naturally after %d turns: Black %s, White %s living stones; margin %s, %s wins (komi %d)\n\n",
				g.Turn(), rep.Black.Living, rep.White.Living, rep.Margin, rep.Winner.Name(), rules.Komi)
		}
	}
	elapsed := time.Since(began)
	fmt.Printf("%d playouts of %d×%d, %.1f turns each, counted in %v (%.0f playouts/s with counting)\n",
		*n, *size, *size, float64(turns)/float64(*n), elapsed.Round(time.Millisecond), float64(*n)/elapsed.Seconds())
	fmt.Printf("Black won %d, White won %d (komi %d, %s version)\n", wins[ls.Black], wins[ls.White], rules.Komi, rules.Version)
	fmt.Printf("as pauses: the proposal settled %d of %d; %d of those have the natural count's winner (roads count at a pause, not at a natural end)\n", settled, *n, sameWinner)
}

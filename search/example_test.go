package search_test

import (
	"context"
	"fmt"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/search"
)

// A searcher chooses White's first move on an empty 9×9 board (White
// moves first and gives the komi). One goroutine and a playout budget
// make the search repeat exactly.
func Example() {
	p, err := ls.NewPosition(9)
	if err != nil {
		panic(err)
	}
	g := ls.NewGame(p)
	s, err := search.New(ls.DefaultRules(ls.Law), search.Options{Playouts: 10000, Seed: 1})
	if err != nil {
		panic(err)
	}
	res, err := s.Genmove(context.Background(), g)
	if err != nil {
		panic(err)
	}
	fmt.Println(g.ToMove(), res.Move, res.Playouts)
	// Output:
	// W he 10000
}

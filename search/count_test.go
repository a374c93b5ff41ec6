package search

import (
	"math/rand/v2"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

// A playout's last position is counted as a settled game (count.go): the
// extra eyes the random fill leaves are roads, stones of their side, as
// the library's count makes them. Drawn boards as in ladder_test.go.
func TestEndCountDrawn(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rows  []string
		board int // Black's board stones less White's
		want  int // the settled count's margin
	}{
		{"White's group keeps four eyes, two of them roads", []string{
			"X X X X O . O . O",
			"X . X X O O O O O",
			"X X X X O . O . O",
			"X X X X O O O O O",
			"X X X X O O O O O",
			"X . X X O O O O O",
			"X X X X O O O O O",
			"X X X X O O O O O",
			"X X X X O O O O O",
		}, 34 - 41, (34 + 2 - 2) - (41 + 4 - 2)},
		{"two groups keep two basic eyes each, and no road", []string{
			"X . X O O . O . O",
			"X X X O O O O O O",
			"X . X O O O O O O",
			"X X X O O O O O O",
			"O O O O O O O O O",
			"X X X O O O O O O",
			"X . X O O O O O O",
			"X X X O O O O O O",
			"X . X O O O O O O",
		}, 20 - 55, (20 + 4 - 4) - (55 + 2 - 2)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := drawnGame(t, tc.rows)
			var e endCount
			got := e.margin(g)
			board := g.BoardStones(ls.Black) - g.BoardStones(ls.White)
			if board != tc.board {
				t.Fatalf("board stones: Black less White %d, the diagram says %d", board, tc.board)
			}
			if got != tc.want {
				t.Errorf("margin %d, want %d", got, tc.want)
			}
			switch want := countMargin(t, g); {
			case want == nil:
				t.Errorf("the library refuses to count the board")
			case ls.Whole(got) != *want:
				t.Errorf("margin %d, the library's count %v", got, *want)
			}
		})
	}
}

// countMargin is the library's count of g's board, paused, no stone dead,
// or nil when it refuses to settle it.
func countMargin(t *testing.T, g *ls.Game) *ls.Stones {
	t.Helper()
	p := drawnAs(t, g, func(q ls.Point) ls.Point { return q }, false)
	var err error
	for range 2 {
		if p, err = p.Play(ls.Pass); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := ls.CountPosition(p, ls.Settlement{}, ls.Rules{Version: ls.Law, Komi: 8})
	if err != nil {
		return nil
	}
	return &rep.Margin
}

// The playouts' last positions are counted as the library counts them,
// all but the rare seki whose eyes the library's eye rule chooses
// otherwise (a group's eye that joins its chains is a road there): at
// most one in a hundred differ. Counted by board stones, most of them
// would: the count is what the search is after, not the board.
func TestEndCountAgreesWithCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var e endCount
	var g ls.Game
	counted, differ, boardDiffers := 0, 0, 0
	for k := 0; k < 1000; k++ {
		p, err := ls.NewPosition(9)
		if err != nil {
			t.Fatal(err)
		}
		g.Reset(p)
		for i := rng.IntN(40); i > 0; i-- {
			if err := g.Play(g.PolicyMove(rng, ls.PatternPolicy)); err != nil {
				t.Fatal(err)
			}
		}
		g.PlayoutWith(rng, 0, ls.PatternPolicy)
		want := countMargin(t, &g)
		if want == nil {
			continue // unsettled: a stone in atari the count would take
		}
		counted++
		if ls.Whole(e.margin(&g)) != *want {
			differ++
			if differ <= 3 {
				t.Logf("margin %d, the library's count %v:\n%v", e.margin(&g), *want, g.Position())
			}
		}
		if ls.Whole(g.BoardStones(ls.Black)-g.BoardStones(ls.White)) != *want {
			boardDiffers++
		}
	}
	t.Logf("%d playouts counted: %d differ from the library's count (by board stones %d)", counted, differ, boardDiffers)
	if counted < 900 || differ*100 > counted {
		t.Errorf("%d of %d playouts counted otherwise than the library does (at most 1%% may)", differ, counted)
	}
}

// drawnAs returns a position with g's stones, each moved by turn and,
// with swap, of the other colour.
func drawnAs(t *testing.T, g *ls.Game, turn func(ls.Point) ls.Point, swap bool) ls.Position {
	t.Helper()
	n := g.Size()
	var black, white []ls.Point
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			c := g.At(ls.Pt(x, y))
			if swap && c != ls.Empty {
				c = c.Opponent()
			}
			switch c {
			case ls.Black:
				black = append(black, turn(ls.Pt(x, y)))
			case ls.White:
				white = append(white, turn(ls.Pt(x, y)))
			}
		}
	}
	p, err := ls.NewPosition(n, ls.Setup(black, white))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The count is a function of the position: on the ends of playouts, the
// board turned or mirrored (the eight ways) counts the same, and with the
// colours swapped the margin changes sign.
func TestEndCountSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var e endCount
	var g ls.Game
	for k := 0; k < 200; k++ {
		n := 5 + 2*(k%4)
		p, err := ls.NewPosition(n)
		if err != nil {
			t.Fatal(err)
		}
		g.Reset(p)
		for i := rng.IntN(n * n / 2); i > 0; i-- {
			if err := g.Play(g.PolicyMove(rng, ls.PatternPolicy)); err != nil {
				t.Fatal(err)
			}
		}
		if k%2 == 0 {
			g.PlayoutWith(rng, 0, ls.PatternPolicy)
		}
		want := e.margin(&g)
		for way := 0; way < 8; way++ {
			turn := func(q ls.Point) ls.Point {
				if way&1 != 0 {
					q.X = n - 1 - q.X
				}
				if way&2 != 0 {
					q.Y = n - 1 - q.Y
				}
				if way&4 != 0 {
					q.X, q.Y = q.Y, q.X
				}
				return q
			}
			for _, swap := range []bool{false, true} {
				h := ls.NewGame(drawnAs(t, &g, turn, swap))
				got := e.margin(h)
				if swap {
					got = -got
				}
				if got != want {
					t.Fatalf("%d×%d, way %d, colours swapped %v: margin %d, want %d, the board\n%v", n, n, way, swap, got, want, g.Position())
				}
			}
		}
	}
}

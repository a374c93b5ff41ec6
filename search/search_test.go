package search_test

import (
	"context"
	"os"
	"testing"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/search"
)

// playRandom plays n random moves of the Game's own policy from an empty
// board of the given size, so the positions searched are reachable.
func playRandom(t *testing.T, size, n int) *ls.Game {
	t.Helper()
	p, err := ls.NewPosition(size)
	if err != nil {
		t.Fatal(err)
	}
	g := ls.NewGame(p)
	for k := 0; k < n && g.Phase() == ls.Playing; k++ {
		if err := g.Play(g.RandomMove(nil)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// The caller's Game is left exactly as it was, and the move chosen is
// legal in it.
func TestGenmoveLeavesTheGame(t *testing.T) {
	for _, n := range []int{0, 10, 40, 80} {
		g := playRandom(t, 9, n)
		before := g.Position().String()
		turn, hash := g.Turn(), g.Hash()
		s, err := search.New(ls.DefaultRules(ls.Law), search.Options{Playouts: 300, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		res, err := s.Genmove(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if g.Turn() != turn || g.Hash() != hash || g.Position().String() != before {
			t.Fatalf("after %d moves: Genmove changed the game", n)
		}
		if err := g.Legal(res.Move); err != nil {
			t.Fatalf("after %d moves: Genmove chose the illegal %v: %v", n, res.Move, err)
		}
	}
}

// One goroutine and a playout budget repeat exactly, tree reuse
// included: two searchers with one seed play the same game.
func TestDeterministic(t *testing.T) {
	var games [2][]ls.Move
	for i := range games {
		g := playRandom(t, 9, 0)
		s, err := search.New(ls.DefaultRules(ls.Law), search.Options{Playouts: 200, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 12; k++ {
			res, err := s.Genmove(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(res.Move); err != nil {
				t.Fatal(err)
			}
			games[i] = append(games[i], res.Move)
		}
	}
	for k := range games[0] {
		if games[0][k] != games[1][k] {
			t.Fatalf("move %d: %v, then %v", k+1, games[0][k], games[1][k])
		}
	}
}

// A turn budget ends the search at the first playout that reaches it:
// each playout counts its turns plus TreeTurns. The board fills, the
// playouts get shorter, and the same budget buys more of them; the
// search stays deterministic.
func TestTurnBudget(t *testing.T) {
	const budget = 200_000
	var playouts []int
	for _, n := range []int{0, 50} {
		var got [2]search.Result
		for i := range got {
			g := playRandom(t, 9, n)
			s, err := search.New(ls.DefaultRules(ls.Law), search.Options{Turns: budget, Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			if got[i], err = s.Genmove(context.Background(), g); err != nil {
				t.Fatal(err)
			}
		}
		res := got[0]
		if got[1] != res {
			t.Errorf("after %d moves: %+v, then %+v", n, res, got[1])
		}
		// A 9×9 playout plays fewer than 400 turns.
		if res.Turns < budget || res.Turns >= budget+400+search.TreeTurns {
			t.Errorf("after %d moves: %d playouts played %d turns, want %d to one playout more", n, res.Playouts, res.Turns, budget)
		}
		if res.Turns < res.Playouts*search.TreeTurns {
			t.Errorf("after %d moves: %d turns for %d playouts", n, res.Turns, res.Playouts)
		}
		playouts = append(playouts, res.Playouts)
	}
	if playouts[1] <= playouts[0] {
		t.Errorf("playouts from the empty board %d, after 50 moves %d: want more on the fuller board", playouts[0], playouts[1])
	}
}

// Bad options are refused with an error naming them.
func TestNewRefusesBadOptions(t *testing.T) {
	for _, o := range []search.Options{{Playouts: -1}, {Time: -1}, {Threads: -2}, {MaxNodes: -1}, {Turns: -1}, {Policy: 7}} {
		if _, err := search.New(ls.DefaultRules(ls.Law), o); err == nil {
			t.Errorf("New(%+v) is accepted", o)
		}
	}
	if _, err := search.New(ls.Rules{Komi: ls.MaxKomi + 1}, search.Options{}); err == nil {
		t.Error("a komi beyond MaxKomi is accepted")
	}
}

// A finished game has no move.
func TestGameOver(t *testing.T) {
	g := playRandom(t, 5, 0)
	g.Playout(nil, 0)
	s, _ := search.New(ls.DefaultRules(ls.Law), search.Options{Playouts: 10})
	if _, err := s.Genmove(context.Background(), g); err == nil {
		t.Error("Genmove of a finished game gives no error")
	}
}

// A lost position is played on: when every real move loses, the search
// still plays one while the board has room, instead of the virtual move
// (which a standard GTP genmove answers as a pass). testdata/lost19.sgf
// is a 19×19 game our search (White, 8,000 playouts a move) lost to GNU
// Go 3.8 level 1; after 80 moves White wins about 6% of its playouts,
// and the search used to answer the virtual move from there on, 22 times
// in a row: it alone had no all-moves-as-first value, and every real
// move's was lower than its few own results.
func TestLostPositionPlaysOn(t *testing.T) {
	g := replayed(t, "testdata/lost19.sgf", 80)
	if g.ToMove() != ls.White {
		t.Fatalf("%v to move, want White", g.ToMove())
	}
	for seed := uint64(1); seed <= 2; seed++ {
		s, err := search.New(ls.DefaultRules(ls.Law), search.Options{Playouts: 4000, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		res, err := s.Genmove(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if !res.Move.IsReal() {
			t.Errorf("seed %d: the search chose %v (win rate %.3f), not a real move", seed, res.Move, res.WinRate)
		}
	}
}

// A game is won by its count, and the search sees it so. testdata/
// match9.sgf is a game our search lost as Black by three stones. At turn
// 51 White's area has room for more eyes than White's groups need, which
// the playouts leave as they fell: counted by board stones, those extra
// eyes were stones lost, and Black's best move (3,000 playouts) won 0.90
// of its playouts; counted as the game is (count.go), 0.13.
func TestLostEndgameSeenLost(t *testing.T) {
	g := replayed(t, "testdata/match9.sgf", 51)
	if g.ToMove() != ls.Black {
		t.Fatalf("%v to move, want Black", g.ToMove())
	}
	s, err := search.New(ls.Rules{Version: ls.Law, Komi: 8}, search.Options{Playouts: 3000, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Genmove(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	if res.WinRate > 0.2 {
		t.Errorf("Black's best move %v wins %.3f of its playouts; the game is lost (W+3)", res.Move, res.WinRate)
	}
	t.Logf("Black's best move %v wins %.3f of its playouts", res.Move, res.WinRate)
}

// replayed returns the game of the record in file after its first n moves.
func replayed(t *testing.T, file string, n int) *ls.Game {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := ls.ReadRecord(f)
	if err != nil {
		t.Fatal(err)
	}
	rec.Moves = rec.Moves[:n]
	g, err := rec.ReplayGame()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

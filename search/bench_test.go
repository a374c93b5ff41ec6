package search

import (
	"context"
	"flag"
	"fmt"
	"os"
	"testing"
	"unsafe"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/internal/cputime"
)

// BenchmarkSearch measures one search of 5,000 playouts from the empty
// board on one goroutine, without tree reuse: playouts per second inside
// the search (the tree's selection, expansion and backup included) and
// the memory of a node; with each playout policy.
func BenchmarkSearch(b *testing.B) {
	for _, bc := range []struct {
		size   int
		policy ls.PlayoutPolicy
	}{{9, ls.PatternPolicy}, {9, ls.TacticalPolicy}, {9, ls.UniformPolicy}, {19, ls.PatternPolicy}, {19, ls.TacticalPolicy}, {19, ls.UniformPolicy}} {
		size := bc.size
		b.Run(fmt.Sprintf("%dx%d/%v", size, size, bc.policy), func(b *testing.B) {
			p, err := ls.NewPosition(size)
			if err != nil {
				b.Fatal(err)
			}
			g := ls.NewGame(p)
			s, err := New(ls.DefaultRules(ls.Law), Options{Playouts: 5000, Seed: 1, Policy: bc.policy})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			cpu := cputime.Seconds()
			playouts, nodes := 0, 0
			for i := 0; i < b.N; i++ {
				s.Reset()
				res, err := s.Genmove(context.Background(), g)
				if err != nil {
					b.Fatal(err)
				}
				playouts += res.Playouts
				nodes += res.Nodes
			}
			cpu = cputime.Seconds() - cpu
			b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
			if cpu > 0 {
				b.ReportMetric(float64(playouts)/cpu, "playouts/cpu-s")
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes")
			b.ReportMetric(float64(unsafe.Sizeof(node{})), "bytes/node")
		})
	}
}

// matchTurns is BenchmarkMatchMoves' budget, the match's gtp --turns.
var matchTurns = flag.Int("match-turns", 4_600_000, "BenchmarkMatchMoves: the budget in playout turns (gtp --turns)")

// BenchmarkMatchMoves replays a game of scripts/strength.sh (testdata/
// match9.sgf: our search, Black, against GNU Go 3.8 level 10 on 9×9,
// komi 8) and searches each of Black's positions as the match does: one
// Searcher, its tree kept from move to move, a budget of -match-turns
// playout turns (4.6 million unless told, as gtp --turns 4600000; 200,000
// with -short). It reports the CPU seconds of a move, on average and at
// most: the match's "one second a move on one core".
func BenchmarkMatchMoves(b *testing.B) {
	data, err := os.ReadFile("testdata/match9.sgf")
	if err != nil {
		b.Fatal(err)
	}
	rec, err := ls.ParseRecord(data)
	if err != nil {
		b.Fatal(err)
	}
	turns := *matchTurns
	if testing.Short() {
		turns = 200_000
	}
	var sum, most float64
	moves, playouts := 0, 0
	for i := 0; i < b.N; i++ {
		p, err := ls.NewPosition(rec.Size)
		if err != nil {
			b.Fatal(err)
		}
		g := ls.NewGame(p)
		s, err := New(ls.Rules{Version: ls.Law, Komi: 8}, Options{Turns: turns, Seed: 6})
		if err != nil {
			b.Fatal(err)
		}
		for _, m := range rec.Moves {
			if g.Phase() == ls.Ended {
				break
			}
			if m.Color == ls.Black && g.ToMove() == ls.Black {
				cpu := cputime.Seconds()
				res, err := s.Genmove(context.Background(), g)
				if err != nil {
					b.Fatal(err)
				}
				cpu = cputime.Seconds() - cpu
				sum, most = sum+cpu, max(most, cpu)
				moves, playouts = moves+1, playouts+res.Playouts
			}
			if err := g.PlayAs(m.Color, m.Move); err != nil {
				b.Fatal(err)
			}
		}
	}
	if moves > 0 {
		b.ReportMetric(float64(playouts)/float64(moves), "playouts/move")
		b.ReportMetric(sum/float64(moves), "cpu-s/move")
		b.ReportMetric(most, "max-cpu-s/move")
	}
}

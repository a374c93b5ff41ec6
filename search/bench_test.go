package search

import (
	"context"
	"fmt"
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

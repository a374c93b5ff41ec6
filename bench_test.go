package livingstones

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// midgame returns a position reached by a seeded random playout of n turns.
func midgame(b testing.TB, size, n int) Position {
	p, err := NewPosition(size)
	if err != nil {
		b.Fatal(err)
	}
	g := NewGame(p)
	g.Playout(rand.New(rand.NewPCG(1, uint64(size))), n)
	return g.Position()
}

// BenchmarkPlayout is the reference for playout speed (see
// scripts/pachi-bench.sh): from the empty board, RandomMove's policy to the
// natural end, the full repetition rule checked exactly.
func BenchmarkPlayout(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			p, _ := NewPosition(size)
			g := NewGame(p)
			rng := rand.New(rand.NewPCG(7, 7))
			turns := 0
			b.ReportAllocs()
			b.ResetTimer()
			cpu := cpuSeconds()
			for i := 0; i < b.N; i++ {
				g.Reset(p)
				turns += g.Playout(rng, 0)
			}
			cpu = cpuSeconds() - cpu
			b.ReportMetric(float64(turns)/float64(b.N), "turns/playout")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
			// On a loaded machine the wall clock counts other programs'
			// time too; the process's CPU time does not.
			if cpu > 0 {
				b.ReportMetric(float64(b.N)/cpu, "playouts/cpu-s")
			}
		})
	}
}

func BenchmarkPositionPlay(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			p := midgame(b, size, size*size/3)
			moves := p.LegalMoves()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := p.Play(moves[i%len(moves)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkGamePlay(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			p, _ := NewPosition(size)
			g := NewGame(p)
			rng := rand.New(rand.NewPCG(3, 3))
			moves := 0
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if g.Phase() != Playing {
					b.StopTimer()
					g.Reset(p)
					b.StartTimer()
				}
				m := g.RandomMove(rng)
				if err := g.Play(m); err != nil {
					b.Fatal(err)
				}
				moves++
			}
		})
	}
}

func BenchmarkLegal(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			p := midgame(b, size, size*size/3)
			n := size * size
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				k := i % n
				_ = p.Legal(RealMove(Point{k % size, k / size}))
			}
		})
	}
}

func BenchmarkLegalMoves(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			p := midgame(b, size, size*size/3)
			buf := make([]Move, 0, size*size+2)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				buf = p.AppendLegalMoves(buf[:0])
			}
		})
	}
}

func BenchmarkGameCopyFrom(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			src := NewGame(midgame(b, size, size*size/3))
			var dst Game
			dst.CopyFrom(src)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				dst.CopyFrom(src)
			}
		})
	}
}

package livingstones

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/jihuozi/livingstones/internal/cputime"
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
	benchmarkPlayout(b, UniformPolicy)
}

// BenchmarkPlayoutTactical is BenchmarkPlayout with the tactical policy.
func BenchmarkPlayoutTactical(b *testing.B) {
	benchmarkPlayout(b, TacticalPolicy)
}

// BenchmarkPlayoutPattern is BenchmarkPlayout with the pattern policy,
// the search's.
func BenchmarkPlayoutPattern(b *testing.B) {
	benchmarkPlayout(b, PatternPolicy)
}

func benchmarkPlayout(b *testing.B, policy PlayoutPolicy) {
	for _, size := range []int{9, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			p, _ := NewPosition(size)
			g := NewGame(p)
			rng := rand.New(rand.NewPCG(7, 7))
			turns := 0
			b.ReportAllocs()
			b.ResetTimer()
			cpu := cputime.Seconds()
			for i := 0; i < b.N; i++ {
				g.Reset(p)
				turns += g.PlayoutWith(rng, 0, policy)
			}
			cpu = cputime.Seconds() - cpu
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

// BenchmarkGameKoFight plays a ko fight that never ends: under the
// generalized rule a ko may be retaken after virtual moves (隔虚提劫), so
// Black takes, both make a virtual move, White takes back, both make a
// virtual move, and so on, b.N turns on a 19×19 board. It reports the
// memory the Game keeps per turn: what each turn changed, not a board
// (with -benchtime 1000000x, a million turns).
func BenchmarkGameKoFight(b *testing.B) {
	// The ko: White's stone at (2,1) has its last liberty at (3,1), where
	// Black's stone would have its last at (2,1).
	black := []Point{{1, 1}, {2, 0}, {2, 2}}
	white := []Point{{4, 1}, {3, 0}, {3, 2}, {2, 1}}
	p, err := NewPosition(19, Setup(black, white), FirstToMove(Black))
	if err != nil {
		b.Fatal(err)
	}
	cycle := []Move{RealMove(Point{3, 1}), VirtualMove, VirtualMove, RealMove(Point{2, 1}), VirtualMove, VirtualMove}
	g := NewGame(p)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := g.Play(cycle[i%len(cycle)]); err != nil {
			b.Fatalf("turn %d: %v", i+1, err)
		}
	}
	b.StopTimer()
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/float64(b.N), "heap-B/turn")
	runtime.KeepAlive(g)
}

// finished returns a Game played by a seeded playout to its natural end.
func finished(b *testing.B, size int) *Game {
	p, err := NewPosition(size)
	if err != nil {
		b.Fatal(err)
	}
	g := NewGame(p)
	g.Playout(rand.New(rand.NewPCG(5, 5)), 0)
	return g
}

func BenchmarkGamePosition(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			g := finished(b, size)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				_ = g.Position()
			}
			b.ReportMetric(float64(g.Turn()), "turns")
		})
	}
}

func BenchmarkGameLegalMoves(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			g := NewGame(midgame(b, size, size*size/3))
			buf := make([]Move, 0, size*size+2)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				buf = g.AppendLegalMoves(buf[:0])
			}
		})
	}
}

// BenchmarkGamePlayUndo plays a random legal move and takes it back, as
// tree search does at every node.
func BenchmarkGamePlayUndo(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			g := NewGame(midgame(b, size, size*size/3))
			moves := g.LegalMoves()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := g.Play(moves[i%len(moves)]); err != nil {
					b.Fatal(err)
				}
				g.Undo()
			}
		})
	}
}

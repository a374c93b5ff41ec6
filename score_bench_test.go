package livingstones

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/jihuozi/livingstones/internal/cputime"
)

// benchEnd is a stopped game the counting benchmarks time, with its
// settlement.
type benchEnd struct {
	name string
	f    *Final
	s    Settlement
}

// benchEnds returns the ends the counting benchmarks time, in a fixed
// order: the Lanke game settled with its dead stones (19×19), and the ends
// of seeded random playouts on 9×9 and 19×19, analysed as paused games
// (no dead stones, every empty point settled) and counted as natural ends.
// scripts/katago-bench.sh times KataGo on the same boards
// (TestWriteBenchBoards).
func benchEnds(tb testing.TB) []benchEnd {
	f, s := lanke(tb)
	ends := []benchEnd{{"lanke19", f, s}}
	for _, size := range []int{9, 19} {
		p, err := NewPosition(size)
		if err != nil {
			tb.Fatal(err)
		}
		g := NewGame(p)
		g.Playout(rand.New(rand.NewPCG(5, 5)), 0)
		nat := g.Final()
		if !nat.NaturalEnd {
			tb.Fatalf("%d×%d playout did not end naturally", size, size)
		}
		paused := *nat
		paused.NaturalEnd = false
		name := strconv.Itoa(size)
		ends = append(ends,
			benchEnd{"playout" + name, &paused, Settlement{}},
			benchEnd{"natural" + name, nat, Settlement{}})
	}
	return ends
}

// BenchmarkEnds times, on each end, what the issue "Counting at KataGo's
// speed" tables: Analyze, Analyze and the basic count, and Count (the
// analysis and all five methods), through the allocating API, with the
// CPU time per operation (see reportCPU).
func BenchmarkEnds(b *testing.B) {
	r := DefaultRules(Law)
	for _, e := range benchEnds(b) {
		b.Run(e.name+"/analyze", cpuBench(func() error {
			_, err := Analyze(e.f, e.s)
			return err
		}))
		b.Run(e.name+"/analyze+living", cpuBench(func() error {
			a, err := Analyze(e.f, e.s)
			if err == nil {
				_, err = (Living{}).Count(a, r)
			}
			return err
		}))
		b.Run(e.name+"/count", cpuBench(func() error {
			_, err := Count(e.f, e.s, r)
			return err
		}))
	}
}

// cpuBench is a benchmark of op that reports allocations and the CPU time
// per operation (see reportCPU), and fails on op's error.
func cpuBench(op func() error) func(*testing.B) {
	return func(b *testing.B) {
		b.ReportAllocs()
		cpu := cputime.Seconds()
		for b.Loop() {
			if err := op(); err != nil {
				b.Fatal(err)
			}
		}
		reportCPU(b, cpu)
	}
}

// reportCPU reports the CPU time per operation since cpuSeconds gave
// start (cpu-ns/op), where the system tells it: on a loaded machine the
// wall clock counts other programs' time too, the process's CPU time does
// not. scripts/katago-bench.sh compares it with KataGo's.
func reportCPU(b *testing.B, start float64) {
	if cpu := cputime.Seconds() - start; start > 0 && b.N > 0 {
		b.ReportMetric(cpu*1e9/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkMethods times each counting method alone on each end's
// analysis, and with its made position drawn (+made: the points marked,
// as the diagrams need them).
func BenchmarkMethods(b *testing.B) {
	r := DefaultRules(Law)
	for _, e := range benchEnds(b) {
		a := mustAnalyze(b, e.f, e.s)
		for _, sc := range Scores() {
			for _, draw := range []bool{false, true} {
				name := e.name + "/" + sc.Name()
				if draw {
					name += "+made"
				}
				b.Run(name, func(b *testing.B) {
					b.ReportAllocs()
					for b.Loop() {
						res, err := sc.Count(a, r)
						if err != nil {
							b.Fatal(err)
						}
						if draw && res.Made.Kind(Point{}) > KindGiven {
							b.Fatal("no such kind")
						}
					}
				})
			}
		}
	}
}

// TestBenchBoards renders the benchmarks' ends as the boards
// scripts/katago-bench.sh gives KataGo: the settled position (dead stones
// removed), after a line "board NAME SIZE MARGIN" with our margin in half
// stones. The file is written when LIVINGSTONES_BENCH_BOARDS names it.
func TestBenchBoards(t *testing.T) {
	r := DefaultRules(Law)
	var out strings.Builder
	for _, e := range benchEnds(t) {
		rep, err := Count(e.f, e.s, r)
		if err != nil {
			t.Fatalf("%s: %v", e.name, err)
		}
		a := rep.Analysis
		n := a.Size()
		fmt.Fprintf(&out, "board %s %d %d\n", e.name, n, rep.Margin.Halves())
		var stones [3]int
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				c := a.Settled(Point{x, y})
				stones[c]++
				out.WriteByte(".XO"[c])
			}
			out.WriteByte('\n')
		}
		// The board is the one counted: its stones are the board stones.
		if stones[Black] != rep.Black.Board || stones[White] != rep.White.Board {
			t.Errorf("%s: the board has %d and %d stones, the count %d and %d", e.name,
				stones[Black], stones[White], rep.Black.Board, rep.White.Board)
		}
	}
	if path := os.Getenv("LIVINGSTONES_BENCH_BOARDS"); path != "" {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

package livingstones_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

// longRecord returns the SGF text of a 19×19 game of n turns of random
// legal moves, eye-filling ones included so that captures keep the board
// from filling; a virtual move when no real move is legal.
func longRecord(tb testing.TB, n int) []byte {
	tb.Helper()
	g := ls.NewGame(ls.Position{})
	rng := rand.New(rand.NewPCG(1, 2))
	var buf bytes.Buffer
	buf.WriteString("(;FF[4]GM[1]SZ[19]\n")
	for g.Turn() < n && g.Phase() == ls.Playing {
		c, m := g.ToMove(), ls.VirtualMove
		var cand []ls.Move
		for k := 0; k < 19*19; k++ {
			if mv := ls.RealMove(ls.Pt(k%19, k/19)); g.Legal(mv) == nil {
				cand = append(cand, mv)
			}
		}
		if len(cand) > 0 {
			m = cand[rng.IntN(len(cand))]
		}
		if err := g.PlayAs(c, m); err != nil {
			tb.Fatal(err)
		}
		if pt, ok := m.Point(); ok {
			fmt.Fprintf(&buf, ";%s[%s]", c, ls.SGF.Encode(pt, 19))
		} else {
			fmt.Fprintf(&buf, ";%s[]VM[]", c)
		}
	}
	buf.WriteString(")\n")
	return buf.Bytes()
}

// BenchmarkLongRecord reads and replays a record of 100k turns: reading
// keeps no tree (bytes allocated per turn), and ReplayGame keeps per turn
// what the turn changed. The bytes-per-turn figures are what a million-move
// record costs per move; README and issue 9 give the whole figures.
func BenchmarkLongRecord(b *testing.B) {
	const turns = 100_000
	data := longRecord(b, turns)
	b.Run("read", func(b *testing.B) {
		b.ReportAllocs()
		defer perTurn(b, turns)()
		for i := 0; i < b.N; i++ {
			rec, err := ls.ParseRecord(data)
			if err != nil || len(rec.Moves) < turns/2 {
				b.Fatal(err)
			}
		}
	})
	rec, err := ls.ParseRecord(data)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("replay-game", func(b *testing.B) {
		b.ReportAllocs()
		defer perTurn(b, len(rec.Moves))()
		for i := 0; i < b.N; i++ {
			if _, err := rec.ReplayGame(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// perTurn starts counting the bytes allocated; the function it returns
// reports them, and the time, per turn of a game of turns turns.
func perTurn(b *testing.B, turns int) func() {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	start := ms.TotalAlloc
	return func() {
		runtime.ReadMemStats(&ms)
		n := float64(b.N) * float64(turns)
		b.ReportMetric(float64(ms.TotalAlloc-start)/n, "B/turn")
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/turn")
	}
}

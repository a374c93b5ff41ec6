package main

import (
	"fmt"
	"io"
	"runtime"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

// longGame returns a 19×19 game of the given number of turns that leaves
// the board empty: Black passes and White makes virtual moves, in turn, so
// the game neither pauses (two passes in a row) nor ends (four virtual
// moves in a row).
func longGame(tb testing.TB, turns int) ls.Position {
	tb.Helper()
	p, err := ls.NewPosition(19)
	if err != nil {
		tb.Fatal(err)
	}
	for p.Turn() < turns {
		m := ls.Pass
		if p.ToMove() == ls.White {
			m = ls.VirtualMove
		}
		if p, err = p.Play(m); err != nil {
			tb.Fatal(err)
		}
	}
	return p
}

// BenchmarkGTPGenmove measures genmove after a long history: the engine
// keeps its Game in step with the position, so the time does not grow
// with the game's length (it rebuilt the whole game on every genmove:
// 0.6 s after 200k turns). Each round of 256 genmoves starts again at the
// long position, its Game built outside the timer (run it with
// -benchtime 256x for one round: the garbage of a rebuild, collected
// while timed, would count a cost of the length).
func BenchmarkGTPGenmove(b *testing.B) {
	for _, turns := range []int{1_000, 200_000} {
		b.Run(fmt.Sprintf("turns=%d", turns), func(b *testing.B) {
			long := longGame(b, turns)
			e, err := newGTPEngine(19, "law", 0, false, 1, io.Discard)
			if err != nil {
				b.Fatal(err)
			}
			e.maxTurns = turns + 1000
			reset := func() {
				e.pos, e.game = long, ls.NewGame(long)
			}
			reset()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if i%256 == 0 {
					b.StopTimer()
					reset()
					b.StartTimer()
				}
				if _, err := e.genmove([]string{e.pos.ToMove().Name()}, false); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkGTPFinalScore measures final_score after a long history (7 s
// after 40k turns when each of its 200 playouts rebuilt the game).
func BenchmarkGTPFinalScore(b *testing.B) {
	for _, turns := range []int{1_000, 40_000} {
		b.Run(fmt.Sprintf("turns=%d", turns), func(b *testing.B) {
			e, err := newGTPEngine(19, "law", 0, false, 1, io.Discard)
			if err != nil {
				b.Fatal(err)
			}
			e.pos = longGame(b, turns)
			runtime.GC()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := e.finalScore(nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

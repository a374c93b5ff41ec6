package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

// longGame returns a 19×19 game of the given number of turns that leaves
// the board empty: Black passes and White makes virtual moves, in turn, so
// the game neither pauses (two passes in a row) nor ends (four virtual
// moves in a row). It is played on a Game, as the engine plays, so no
// Position per turn is kept (their garbage would be timed).
func longGame(tb testing.TB, turns int) *ls.Game {
	tb.Helper()
	g := &ls.Game{}
	for g.Turn() < turns {
		m := ls.Pass
		if g.ToMove() == ls.White {
			m = ls.VirtualMove
		}
		if err := g.Play(m); err != nil {
			tb.Fatal(err)
		}
	}
	return g
}

// BenchmarkGTPGenmove measures genmove after a long history: the engine
// plays on a Game, so the time does not grow with the game's length (it
// rebuilt the whole game on every genmove: 0.6 s after 200k turns). Each
// round of 256 genmoves starts again at the long position (undone outside
// the timer, as is a first genmove).
func BenchmarkGTPGenmove(b *testing.B) {
	for _, turns := range []int{1_000, 200_000} {
		b.Run(fmt.Sprintf("turns=%d", turns), func(b *testing.B) {
			e, err := newGTPEngine(19, ls.DefaultRules(ls.Law), false, 1, io.Discard)
			if err != nil {
				b.Fatal(err)
			}
			e.maxTurns = turns + 1000
			e.search.player = playerRandom // the cost of the history, not of a search
			e.game = longGame(b, turns)
			// A first real move files every turn's pattern, once: a
			// cost of the game's length, left out of the timing.
			if _, err := e.genmove([]string{e.game.ToMove().Name()}, false); err != nil {
				b.Fatal(err)
			}
			e.changed()
			runtime.GC()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if i%256 == 0 {
					b.StopTimer()
					if !e.game.UndoTo(turns) {
						b.Fatal("cannot undo to the long position")
					}
					e.changed()
					b.StartTimer()
				}
				if _, err := e.genmove([]string{e.game.ToMove().Name()}, false); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkGTPFinalScore measures final_score after a long history (7 s
// after 40k turns when each of 200 ownership playouts rebuilt the game).
// The settlement is proposed from the stopped board alone
// (proposedSettlement), so the history's length costs only the Position.
func BenchmarkGTPFinalScore(b *testing.B) {
	for _, turns := range []int{1_000, 40_000, 100_000} {
		b.Run(fmt.Sprintf("turns=%d", turns), func(b *testing.B) {
			e, err := newGTPEngine(19, ls.DefaultRules(ls.Law), false, 1, io.Discard)
			if err != nil {
				b.Fatal(err)
			}
			e.game = longGame(b, turns)
			e.changed()
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

// BenchmarkGTPServe measures the engine's framing: reading command lines
// (comments, control characters, tabs, ids), running cheap commands and
// writing their answers, a session of 1000 lines per iteration.
func BenchmarkGTPServe(b *testing.B) {
	var script strings.Builder
	for i := 0; i < 100; i++ {
		fmt.Fprintf(&script, "%d name\n", i)
		script.WriteString("protocol_version # a comment\n")
		script.WriteString("\tknown_command\tplay\r\n")
		script.WriteString("\n")
		fmt.Fprintf(&script, "%d play b D4\n", i)
		script.WriteString("undo\n")
		script.WriteString("# only a comment\n")
		script.WriteString("list_commands\n")
		script.WriteString("no_such_command x y\n")
		script.WriteString("is_legal w\x01 C3\n")
	}
	input := script.String()
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		e, err := newGTPEngine(9, ls.DefaultRules(ls.Law), false, 1, io.Discard)
		if err != nil {
			b.Fatal(err)
		}
		if err := e.serve(strings.NewReader(input), io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

package search

import (
	"strings"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

// Ladders read on drawn boards (X Black, O White, top row first; a is
// White's stone in atari, which White saves by extending at its one
// liberty, marked *).
func TestLadderCaught(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string
		want bool
	}{
		{"a ladder to the corner catches the stone", []string{
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . X . . . .",
			". . . X O X . . .",
			". . . . * X . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
		}, true},
		{"a White stone on the ladder's path breaks it", []string{
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . X . . . .",
			". . . X O X . . .",
			". . . . * X . . .",
			". . . . . . . . .",
			". O . . . . . . .",
			". . . . . . . . .",
		}, false},
		{"an extension to three liberties is no ladder", []string{
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . X . . . .",
			". . . X O X . . .",
			". . . . * . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
		}, false},
		{"a Black stone in atari next to the chain breaks it", []string{
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . O . . .",
			". . . O X O . . .",
			". . . X O X . . .",
			". . . . * X . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, at := drawnGame(t, tc.rows)
			var w worker
			before := g.Position()
			if got := w.ladderCaught(g, at, ls.White); got != tc.want {
				t.Errorf("ladderCaught(%v) = %v, want %v\n%v", at, got, tc.want, before)
			}
			if !g.Position().Equal(before) {
				t.Errorf("the reading changed the game")
			}
		})
	}
}

// drawnGame returns a game with the stones of a diagram, each played as
// its color's move, and the point marked *.
func drawnGame(t *testing.T, rows []string) (*ls.Game, ls.Point) {
	t.Helper()
	p, err := ls.NewPosition(len(rows))
	if err != nil {
		t.Fatal(err)
	}
	var at ls.Point
	for r, row := range rows {
		y := len(rows) - 1 - r
		for x, ch := range strings.ReplaceAll(row, " ", "") {
			var c ls.Color
			switch ch {
			case 'X':
				c = ls.Black
			case 'O':
				c = ls.White
			case '*':
				at = ls.Pt(x, y)
				continue
			default:
				continue
			}
			if p, err = p.PlayAs(c, ls.RealMove(ls.Pt(x, y))); err != nil {
				t.Fatal(err)
			}
		}
	}
	return ls.NewGame(p), at
}

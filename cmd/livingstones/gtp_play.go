package main

import (
	"errors"
	"fmt"
	"math/rand/v2"

	ls "github.com/jihuozi/livingstones"
)

// parseGTPColor reads a GTP color as ls.ParseColor does (b, black, w or
// white in any case), failing with GTP's answer.
func parseGTPColor(s string) (ls.Color, error) {
	c, err := ls.ParseColor(s)
	if err != nil {
		return ls.Empty, fail("invalid color %q", s)
	}
	return c, nil
}

// parseGTPMove reads a move as ls.DecodeMove does in GTP notation: a
// vertex or pass in any case, and virtual only when extended (standard GTP
// has no vertex for it). A resignation is no move to play here, and GTP
// is ASCII: "paſs", which Unicode case folding reads as pass, is none.
func (e *gtpEngine) parseGTPMove(s string, extended bool) (ls.Move, error) {
	m, err := ls.DecodeMove(ls.GTP, s, e.game.Size())
	switch {
	case err != nil, m == ls.Resign, m == ls.VirtualMove && !extended,
		m == ls.Pass && len(s) != len("pass"):
		return ls.NoMove, fail("invalid coordinate %q", s)
	}
	return m, nil
}

// colorAndMove reads the arguments "color vertex".
func (e *gtpEngine) colorAndMove(cmd string, args []string, extended bool) (ls.Color, ls.Move, error) {
	if len(args) != 2 {
		return ls.Empty, ls.NoMove, fail("syntax error: %s takes a color and a vertex", cmd)
	}
	c, err := parseGTPColor(args[0])
	if err != nil {
		return ls.Empty, ls.NoMove, fail("invalid color or coordinate: %v", err)
	}
	m, err := e.parseGTPMove(args[1], extended)
	if err != nil {
		return ls.Empty, ls.NoMove, fail("invalid color or coordinate: %v", err)
	}
	return c, m, nil
}

// playMove plays c's move; a paused game is resumed first (any move after
// two passes, a pass included, resumes play, as in a record). The
// engine's game changes only when the move is legal.
func (e *gtpEngine) playMove(c ls.Color, m ls.Move) error {
	g := e.game
	resumed := g.Phase() == ls.Paused && g.Resume() == nil
	if err := g.PlayAs(c, m); err != nil {
		if resumed {
			repause(g)
		}
		return err
	}
	e.changed()
	return nil
}

// repause takes back the resumption of a game paused by its last turn (a
// Game's Undo takes back turns, not resumptions): that pass is undone and
// played again, which pauses the game as it did. On a game whose last turn
// did not pause it, it changes nothing.
func repause(g *ls.Game) {
	m, c := g.LastMove()
	if m != ls.Pass || !g.Undo() {
		return
	}
	if err := g.PlayAs(c, m); err != nil {
		panic(fmt.Sprintf("the pass taken back cannot be played again: %v", err))
	}
}

// tryMove reports whether c may play m, leaving the game as it was: nil
// or the sentinel error. A paused game is tried as resumed, as playMove
// would play it.
func (e *gtpEngine) tryMove(c ls.Color, m ls.Move) error {
	g := e.game
	resumed := g.Phase() == ls.Paused && g.Resume() == nil
	var err error
	if c == g.ToMove() {
		err = g.Legal(m)
	} else if err = g.PlayAs(c, m); err == nil {
		g.Undo()
	}
	if resumed {
		repause(g)
	}
	if me, ok := errors.AsType[*ls.MoveError](err); ok {
		return me.Err
	}
	return err
}

// checkTurns refuses a turn beyond the limit --max-turns.
func (e *gtpEngine) checkTurns() error {
	if e.game.Turn() >= e.maxTurns {
		return fmt.Errorf("the game has %d turns, the limit --max-turns", e.maxTurns)
	}
	return nil
}

// reason returns why a move cannot be played, without naming the move.
func reason(err error) string {
	if me, ok := errors.AsType[*ls.MoveError](err); ok {
		return me.Reason()
	}
	return err.Error()
}

func (e *gtpEngine) play(args []string) (string, error) {
	c, m, err := e.colorAndMove("play", args, true)
	if err != nil {
		return "", err
	}
	if err := e.checkTurns(); err != nil {
		return "", fail("%v", err)
	}
	if err := e.playMove(c, m); err != nil {
		return "", fail("illegal move: %s", reason(err))
	}
	return "", nil
}

func (e *gtpEngine) virtual(args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: livingstones-virtual takes a color")
	}
	c, err := parseGTPColor(args[0])
	if err != nil {
		return "", err
	}
	if err := e.checkTurns(); err != nil {
		return "", fail("%v", err)
	}
	if err := e.playMove(c, ls.VirtualMove); err != nil {
		return "", fail("illegal move: %s", reason(err))
	}
	return "", nil
}

func (e *gtpEngine) isLegal(args []string, extended bool) (string, error) {
	cmd := "is_legal"
	if extended {
		cmd = "livingstones-is_legal"
	}
	c, m, err := e.colorAndMove(cmd, args, extended)
	if err != nil {
		return "", err
	}
	if err := e.tryMove(c, m); err != nil {
		if extended {
			return "0 " + err.Error(), nil
		}
		return "0", nil
	}
	return "1", nil
}

// genmove plays and answers the engine's move for a color (the policy is
// in the README): the search's move (gtp_search.go) for the side to move,
// or with --player random, and for a side moving out of turn, a random
// legal real move that does not fill one of the color's own single-point
// eyes, or, when there is none, a virtual move.
// Standard genmove answers and plays a pass instead of the virtual move,
// since GTP has no vertex for it; livingstones-genmove answers "virtual".
func (e *gtpEngine) genmove(args []string, extended bool) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: genmove takes a color")
	}
	c, err := parseGTPColor(args[0])
	if err != nil {
		return "", err
	}
	g := e.game
	if g.Phase() == ls.Ended {
		return "", fail("the game is over (%v)", g.EndReason())
	}
	if err := e.checkTurns(); err != nil {
		return "", fail("%v", err)
	}
	resumed := g.Phase() == ls.Paused && g.Resume() == nil
	m := ls.NoMove
	if e.search.player == playerSearch && c == g.ToMove() {
		m, err = e.searchMove(c)
		if err != nil {
			if resumed {
				repause(g)
			}
			return "", fail("internal error: the search failed: %v", err)
		}
	} else {
		m = chooseMove(g, c, e.rng)
	}
	if m == ls.VirtualMove && !extended && g.PlayAs(c, ls.Pass) == nil {
		m = ls.Pass // played: the rules allow passing
	} else if err := g.PlayAs(c, m); err != nil {
		if resumed {
			repause(g)
		}
		return "", fail("internal error: genmove chose %v: %v", m, err)
	}
	e.changed()
	if pt, ok := m.Point(); ok {
		return ls.GTP.Encode(pt, g.Size()), nil
	}
	return m.String(), nil
}

// chooseMove is genmove's policy: a random legal real move that does not
// fill one of c's own single-point eyes and is not a suicide (legal here,
// but it only loses stones, and engines under other rules refuse it), or
// VirtualMove when there is none. For the side to move the candidates come
// from Game.RandomMove, which also never brings back an earlier board, so
// games between such engines end; for a side moving out of turn, and when
// RandomMove keeps finding suicides, they are every legal move in a random
// order. Each candidate is tried on g and taken back, so the choice costs
// the same at any length of game.
func chooseMove(g *ls.Game, c ls.Color, rng *rand.Rand) ls.Move {
	if c == g.ToMove() {
		for try := 0; try < 16; try++ {
			m := g.RandomMove(rng)
			if !m.IsReal() {
				return m
			}
			if ok, suicide := tryReal(g, c, m); ok && !suicide {
				return m
			}
		}
	}
	n := g.Size()
	var cand []ls.Move
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			pt := ls.Pt(x, y)
			if g.At(pt) != ls.Empty || ownEye(g, pt, c) {
				continue
			}
			if m := ls.RealMove(pt); func() bool { ok, suicide := tryReal(g, c, m); return ok && !suicide }() {
				cand = append(cand, m)
			}
		}
	}
	if len(cand) == 0 {
		return ls.VirtualMove
	}
	return cand[rng.IntN(len(cand))]
}

// tryReal plays c's real move m on g and takes it back: ok when it is
// legal, suicide when it removes its own stone.
func tryReal(g *ls.Game, c ls.Color, m ls.Move) (ok, suicide bool) {
	pt, _ := m.Point()
	if g.PlayAs(c, m) != nil {
		return false, false
	}
	suicide = g.At(pt) != c
	g.Undo()
	return true, suicide
}

// ownEye reports whether pt is one of c's own single-point eyes as
// ls.Game.RandomMove's doc defines them: every neighbour of pt on the
// board is c's stone. The library's own test works on its board's
// neighbour counts, which its API does not show; this one needs only At.
func ownEye(g *ls.Game, pt ls.Point, c ls.Color) bool {
	n := g.Size()
	for _, q := range []ls.Point{{X: pt.X - 1, Y: pt.Y}, {X: pt.X + 1, Y: pt.Y}, {X: pt.X, Y: pt.Y - 1}, {X: pt.X, Y: pt.Y + 1}} {
		if q.On(n) && g.At(q) != c {
			return false
		}
	}
	return true
}

// undo takes back the last turn. A game resumed after a pause goes back
// to the pause with the move.
func (e *gtpEngine) undo(args []string) (string, error) {
	if len(args) != 0 {
		return "", fail("syntax error: undo takes no arguments")
	}
	if !e.game.Undo() {
		return "", fail("cannot undo")
	}
	// A pause followed by a turn was resumed: go back to the pause.
	repause(e.game)
	e.changed()
	return "", nil
}

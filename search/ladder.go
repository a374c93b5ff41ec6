package search

import ls "github.com/jihuozi/livingstones"

// This file reads ladders (征子) for the priors. A chain in atari that
// extends to two liberties is not saved when the other side can atari it
// again and again, the chain running along a staircase until it meets
// the edge or the other side's stones: the extension only adds stones to
// the capture. The playouts do not read ladders (they extend whenever the
// chain then has two liberties), so without this the tree would start
// such an extension at the escape prior and spend playouts learning it
// is bad.

// maxLadderPlies bounds a ladder's reading: a ladder crosses a 19×19
// board in about 40 moves of each side.
const maxLadderPlies = 100

// ladderCaught reports whether c's move at p, which saves a chain of c's
// from atari, leaves a chain that the other side captures in a ladder:
// after the move the chain has two liberties, and whatever the chain
// does after each atari (extend, or take an atari-ing stone that is
// itself in atari), the other side ataris it again until it captures.
// It reads on w.ladder, a copy of g; g is not changed.
func (w *worker) ladderCaught(g *ls.Game, p ls.Point, c ls.Color) bool {
	w.ladder.CopyFrom(g)
	lg := &w.ladder
	if lg.PlayAs(c, ls.RealMove(p)) != nil {
		return false
	}
	return w.caught(lg, p, c, 0)
}

// caught reports whether the chain of c's at p, with c's opponent to
// move, is captured by ladder ataris.
func (w *worker) caught(g *ls.Game, p ls.Point, c ls.Color, plies int) bool {
	libs := w.chainLibs(g, p, 3)
	switch {
	case len(libs) <= 1:
		return true
	case len(libs) >= 3 || plies >= maxLadderPlies:
		return false
	}
	var two [2]ls.Point
	copy(two[:], libs)
	opp := c.Opponent()
	for _, a := range two {
		if g.PlayAs(opp, ls.RealMove(a)) != nil {
			continue
		}
		if w.escapes(g, p, c, a, plies) {
			g.Undo()
			continue
		}
		g.Undo()
		return true
	}
	return false
}

// escapes reports whether the chain of c's at p, put in atari by the
// other side's stone at a, escapes: the atari-ing stone can be taken, a
// stone of the other side next to the chain is in atari and can be taken,
// or extending at its one liberty gives a chain the ladder does not catch.
func (w *worker) escapes(g *ls.Game, p ls.Point, c ls.Color, a ls.Point, plies int) bool {
	libs := w.chainLibs(g, p, 2)
	if len(libs) != 1 {
		return len(libs) > 1 // the atari failed (a suicide refused, or a capture)
	}
	ext := libs[0]
	// Take an enemy chain in atari next to the chain (the atari-ing stone
	// among them): the ladder is broken.
	if w.canTakeNeighbour(g, p, c) {
		return true
	}
	if g.PlayAs(c, ls.RealMove(ext)) != nil {
		return false
	}
	escaped := !w.caught(g, p, c, plies+1)
	g.Undo()
	return escaped
}

// canTakeNeighbour reports whether an enemy chain next to the chain of c's
// at p has one liberty, so that c may take it and gain liberties.
func (w *worker) canTakeNeighbour(g *ls.Game, p ls.Point, c ls.Color) bool {
	// A copy: chainLibs below reads other chains into w.ladderStones.
	stones := append(w.ladderChain[:0], w.chainStones(g, p)...)
	w.ladderChain = stones
	opp := c.Opponent()
	n := g.Size()
	for _, s := range stones {
		for _, q := range [4]ls.Point{{X: s.X - 1, Y: s.Y}, {X: s.X + 1, Y: s.Y}, {X: s.X, Y: s.Y - 1}, {X: s.X, Y: s.Y + 1}} {
			if q.On(n) && g.At(q) == opp && len(w.chainLibs(g, q, 2)) == 1 {
				return true
			}
		}
	}
	return false
}

// chainStones returns the stones of the chain at p, in w.ladderStones.
func (w *worker) chainStones(g *ls.Game, p ls.Point) []ls.Point {
	n := g.Size()
	if len(w.ladderMark) < n*n {
		w.ladderMark = make([]uint32, n*n)
	}
	w.ladderGen++
	c := g.At(p)
	stones := append(w.ladderStones[:0], p)
	w.ladderMark[p.Y*n+p.X] = w.ladderGen
	for k := 0; k < len(stones); k++ {
		s := stones[k]
		for _, q := range [4]ls.Point{{X: s.X - 1, Y: s.Y}, {X: s.X + 1, Y: s.Y}, {X: s.X, Y: s.Y - 1}, {X: s.X, Y: s.Y + 1}} {
			if q.On(n) && g.At(q) == c && w.ladderMark[q.Y*n+q.X] != w.ladderGen {
				w.ladderMark[q.Y*n+q.X] = w.ladderGen
				stones = append(stones, q)
			}
		}
	}
	w.ladderStones = stones
	return stones
}

// chainLibs returns the liberties of the chain at p, up to most of them,
// in w.ladderLibs (none for an empty point).
func (w *worker) chainLibs(g *ls.Game, p ls.Point, most int) []ls.Point {
	libs := w.ladderLibs[:0]
	if g.At(p) == ls.Empty {
		return libs
	}
	n := g.Size()
	for _, s := range w.chainStones(g, p) {
		for _, q := range [4]ls.Point{{X: s.X - 1, Y: s.Y}, {X: s.X + 1, Y: s.Y}, {X: s.X, Y: s.Y - 1}, {X: s.X, Y: s.Y + 1}} {
			if q.On(n) && g.At(q) == ls.Empty && w.ladderMark[q.Y*n+q.X] != w.ladderGen {
				w.ladderMark[q.Y*n+q.X] = w.ladderGen
				if libs = append(libs, q); len(libs) >= most {
					w.ladderLibs = libs
					return libs
				}
			}
		}
	}
	w.ladderLibs = libs
	return libs
}

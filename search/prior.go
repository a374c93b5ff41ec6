package search

import (
	ls "github.com/jihuozi/livingstones"
)

// This file is the tree's expansion: the moves a node gets as children,
// and the prior each starts with, read from the shape around its point.
// A prior is priorVisits visits that won the given share:
//
//   - a move that captures: 0.9;
//   - a move that saves a chain of its side in atari (the chain it joins
//     has two liberties or more): 0.8, but 0.1 when the chain is then
//     caught in a ladder (ladder.go);
//   - a move that puts an enemy chain in atari: 0.6;
//   - a self-atari that captures nothing (the chain it makes has one
//     liberty): 0.1; a suicide is no child at all;
//   - a virtual move: 0.3 (real moves are tried first, and it takes over
//     when they all lose);
//   - a move on the edge while the board is mostly empty: 0.35;
//   - any other move: 0.5.
//
// A move that fills one of its side's own eyes (an empty point whose
// neighbours on the board are all its stones) is no child, as in the
// playouts; nor is a pass (see passIfWon).
const priorVisits = 10

// expandAfter is the number of visits of its own a leaf has before it is
// expanded.
const expandAfter = 3

// The priors' shares.
const (
	priorCapture   = 0.9
	priorEscape    = 0.8
	priorLadder    = 0.1
	priorAtari     = 0.6
	priorSelfAtari = 0.1
	priorVirtual   = 0.3
	priorEdge      = 0.35
	priorEven      = 0.5
)

// expand makes the children of node idx, whose position is w's game.
func (s *Searcher) expand(w *worker, idx int32) {
	g := &w.base
	w.buf = g.AppendLegalMoves(w.buf[:0])
	c := g.ToMove()
	b := &w.board
	b.read(g)
	first := int32(len(s.nodes))
	virtual := false
	for _, m := range w.buf {
		var share float32
		switch {
		case m == ls.VirtualMove:
			share, virtual = priorVirtual, true
		case m.IsReal():
			pt, _ := m.Point()
			var ok bool
			if share, ok = b.prior(pt.Y*b.size+pt.X, c); !ok {
				continue
			}
			if share == priorEscape && w.ladderCaught(g, pt, c) {
				share = priorLadder
			}
		default:
			continue // a pass or a resignation
		}
		s.nodes = append(s.nodes, node{move: m, visits: priorVisits, wins: share * priorVisits})
	}
	if !virtual && g.Phase() == ls.Playing {
		s.nodes = append(s.nodes, node{move: ls.VirtualMove, visits: priorVisits, wins: priorVirtual * priorVisits})
	}
	nd := &s.nodes[idx]
	nd.first, nd.n, nd.expanded = first, int32(len(s.nodes))-first, 1
}

// boardInfo is a node's board as the priors read it: the colors, each
// stone's chain and each chain's liberties.
type boardInfo struct {
	size   int
	stones int
	colors []ls.Color
	chain  []int32 // chain number of each stone, -1 for an empty point
	libs   []int32 // liberties of each chain
	start  []int32 // chain k's stones are order[start[k]:start[k+1]]
	order  []int32
	nb     [][4]int32 // the neighbours of each point, -1 past the edge
	mark   []uint32
	gen    uint32
	queue  []int32
}

// read reads g's board.
func (b *boardInfo) read(g *ls.Game) {
	n := g.Size()
	if b.size != n {
		b.size = n
		b.colors = make([]ls.Color, n*n)
		b.chain = make([]int32, n*n)
		b.mark = make([]uint32, n*n)
		b.nb = neighbours(n)
	}
	b.stones = 0
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			c := g.At(ls.Pt(x, y))
			b.colors[y*n+x] = c
			b.chain[y*n+x] = -1
			if c != ls.Empty {
				b.stones++
			}
		}
	}
	b.libs, b.start, b.order = b.libs[:0], b.start[:0], b.order[:0]
	for i, c := range b.colors {
		if c == ls.Empty || b.chain[i] >= 0 {
			continue
		}
		k := int32(len(b.libs))
		b.start = append(b.start, int32(len(b.order)))
		b.chain[i] = k
		b.queue = append(b.queue[:0], int32(i))
		b.gen++
		libs := int32(0)
		for len(b.queue) > 0 {
			p := b.queue[len(b.queue)-1]
			b.queue = b.queue[:len(b.queue)-1]
			b.order = append(b.order, p)
			for _, q := range b.nb[p] {
				if q < 0 {
					break
				}
				switch b.colors[q] {
				case c:
					if b.chain[q] < 0 {
						b.chain[q] = k
						b.queue = append(b.queue, q)
					}
				case ls.Empty:
					if b.mark[q] != b.gen {
						b.mark[q] = b.gen
						libs++
					}
				}
			}
		}
		b.libs = append(b.libs, libs)
	}
	b.start = append(b.start, int32(len(b.order)))
}

// neighbours returns the neighbours of each point of an n×n board by board
// index (y*n+x), -1 after the last.
func neighbours(n int) [][4]int32 {
	nb := make([][4]int32, n*n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			v := [4]int32{-1, -1, -1, -1}
			k := 0
			for _, q := range [4]ls.Point{{X: x - 1, Y: y}, {X: x + 1, Y: y}, {X: x, Y: y - 1}, {X: x, Y: y + 1}} {
				if q.On(n) {
					v[k] = int32(q.Y*n + q.X)
					k++
				}
			}
			nb[y*n+x] = v
		}
	}
	return nb
}

// prior returns the prior share of c's move at the empty point p, and
// false when the move is no child: it fills c's own eye or is a suicide.
func (b *boardInfo) prior(p int, c ls.Color) (float32, bool) {
	capture, escape, atari, ownEye := false, false, false, true
	edge := 0
	for _, q := range b.nb[p] {
		if q < 0 {
			edge++
			continue
		}
		switch b.colors[q] {
		case c:
			if b.libs[b.chain[q]] == 1 {
				escape = true
			}
		case ls.Empty:
			ownEye = false
		default:
			ownEye = false
			switch b.libs[b.chain[q]] {
			case 1:
				capture = true
			case 2:
				atari = true
			}
		}
	}
	if ownEye {
		return 0, false
	}
	if capture {
		return priorCapture, true
	}
	libs := b.libsAfter(int32(p), c)
	switch {
	case libs == 0:
		return 0, false
	case libs == 1:
		return priorSelfAtari, true
	case escape:
		return priorEscape, true
	case atari:
		return priorAtari, true
	case edge > 0 && b.stones*4 < b.size*b.size:
		return priorEdge, true
	}
	return priorEven, true
}

// libsAfter counts, up to 2, the liberties of the chain c's stone at p
// makes when it captures nothing.
func (b *boardInfo) libsAfter(p int32, c ls.Color) int {
	b.gen++
	b.mark[p] = b.gen
	n := 0
	for _, q := range b.nb[p] {
		if q < 0 {
			break
		}
		switch b.colors[q] {
		case ls.Empty:
			if b.mark[q] != b.gen {
				b.mark[q] = b.gen
				if n++; n >= 2 {
					return n
				}
			}
		case c:
			k := b.chain[q]
			for _, r := range b.order[b.start[k]:b.start[k+1]] {
				for _, e := range b.nb[r] {
					if e < 0 {
						break
					}
					if b.colors[e] == ls.Empty && b.mark[e] != b.gen {
						b.mark[e] = b.gen
						if n++; n >= 2 {
							return n
						}
					}
				}
			}
		}
	}
	return n
}

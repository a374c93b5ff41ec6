package livingstones

// Parked eyes. Two draws in three of a playout's move (RandomMove's draw
// loop) hit a single-point eye: the mover's own, which it never plays,
// or the opponent's, which it may play only to capture. An eye whose
// neighbours are all stones of one chain that has another such eye is
// never played by either side: the chain has two liberties no one may
// fill (its owner does not fill its own eye, the other side's stone there
// would be a suicide of one stone, as the chain is not in atari), so it
// is never in atari and never removed, and the eyes stay. Merges only
// make the chain larger. Only Play can change that, by filling such an
// eye itself (a Game lets a side play what RandomMove never draws).
//
// A Game keeps such eyes (parked, Game.parked of them) at the end of the
// board's empty-point list, where no draw reaches them. Every other
// empty point is drawn as before, so each move the policy allows is
// still drawn with the same chance: the draws skip only points it never
// allows. A move takes its point off the list (the last point, parked,
// takes its place) and adds the stones it removed at the end, and
// keepParked puts the parked points back together at the end. Which
// moves a playout draws does depend on where the points stand in the
// list: the games differ from a Game that parks nothing, but not their
// distribution.
//
// The draw loop notes the opponent's eyes it meets with no chain in
// atari next to them; the next draw looks at them first (parkNoted),
// when the loop is not under way and the list may be reordered: an eye
// whose chain has a parked eye is parked; one whose chain has another
// eye waiting (cands) is parked with it; the others wait, a few at a
// time.

// parkFrom is the smallest board size on which the draws note eyes to
// park. Noting and pairing them costs about what the draws it saves cost
// on 13×13 (the instructions of a playout's turn: 771 without, 769
// with), more on 9×9 (735, 756), less on 19×19 (829, 803): the larger
// the board, the more of its empty points are such eyes. A variable so
// that tests may park on small boards.
var parkFrom = 13

// parkNoted parks the eyes the last draw noted that it can (see above).
func (g *Game) parkNoted() {
	for _, q := range g.noted[:g.nNoted] {
		g.parkEye(int(q))
	}
	g.nNoted = 0
}

// parkEye parks q if it is an eye of a chain with another eye, and else
// keeps it waiting for one.
func (g *Game) parkEye(q int) {
	b := &g.b
	h := b.eyeChain(q)
	if h < 0 || g.isParked(q) {
		return // not such an eye (any more), or parked
	}
	if len(g.safe) != len(b.colors) {
		g.safe = make([]uint32, len(b.colors)) // 0: no mark (safeGen > 0)
	}
	if g.safe[h] == g.safeGen {
		g.park(q)
		return
	}
	for k := range g.nCands {
		if int(g.candHeads[k]) != h {
			continue // another chain, or a head gone stale since
		}
		p := int(g.cands[k])
		if p == q {
			return // waiting already
		}
		if b.eyeChain(p) == h && !g.isParked(p) {
			g.park(q)
			g.park(p)
			g.nCands--
			g.cands[k], g.candHeads[k] = g.cands[g.nCands], g.candHeads[g.nCands]
			g.safe[h] = g.safeGen
			return
		}
	}
	k := g.nCands
	if k < len(g.cands) {
		g.nCands++
	} else {
		k = q % len(g.cands) // full: one waits no more
	}
	g.cands[k], g.candHeads[k] = uint16(q), uint16(h)
}

// eyeChain returns the head of the chain whose stones are all of the
// empty point q's neighbours (the edge aside), or -1 when q is not
// empty or its neighbours are not so. An edge point's head is 0, a
// stone's never: the heads are each 0 or the largest, h, exactly when
// (x^h)·x is 0 for each.
func (b *board) eyeChain(q int) int {
	v := b.nbr[q]
	if b.colors[q] != Empty || nbrOf(v, Empty) != 0 || nbrOf(v, Black) != 0 && nbrOf(v, White) != 0 {
		return -1
	}
	heads, s := b.heads, b.stride
	l, r, d, u := int(heads[q-1]), int(heads[q+1]), int(heads[q-s]), int(heads[q+s])
	h := max(l, r, d, u)
	if (l^h)*l|(r^h)*r|(d^h)*d|(u^h)*u != 0 {
		return -1
	}
	return h
}

// isParked reports whether the empty point q is parked.
func (g *Game) isParked(q int) bool {
	return int(g.b.emptyAt[q]) >= len(g.b.empties)-g.parked
}

// park moves the empty point q, not parked, to the parked points.
func (g *Game) park(q int) {
	e, at := g.b.empties, g.b.emptyAt
	p, l := int(at[q]), len(e)-1-g.parked
	x := e[l]
	e[p], e[l] = x, uint16(q)
	at[x], at[q] = uint16(p), uint16(l)
	g.parked++
}

// keepParked puts the parked points back at the end of the empty-point
// list after a real move: its point stood at k in the list, which was
// before points long, and it removed the given number of stones.
func (g *Game) keepParked(k, before, removed int) {
	e, at := g.b.empties, g.b.emptyAt
	f := before - g.parked // the first parked, before the move
	if k >= f {
		g.unparkAll() // a side filled its own eye (Play)
		return
	}
	// The last point, parked, took the move's place: it goes to the
	// slot before the others, f-1.
	x, y := e[k], e[f-1]
	e[k], e[f-1] = y, x
	at[y], at[x] = uint16(k), uint16(f-1)
	// The stones removed, added at the end, go before the parked
	// points, whose first goes to the end.
	for p := before - 1; p < before-1+removed; p++ {
		f := p - g.parked
		x, y := e[f], e[p]
		e[f], e[p] = y, x
		at[y], at[x] = uint16(f), uint16(p)
	}
}

// unparkAll gives every parked point back to the draws, and forgets the
// eyes waiting and the chains marked.
func (g *Game) unparkAll() {
	g.parked, g.nNoted, g.nCands = 0, 0, 0
	g.noteCap = 0
	if g.cfg != nil && g.cfg.size >= parkFrom {
		g.noteCap = len(g.noted)
	}
	g.safeGen++
	if g.safeGen == 0 { // after 2³² games: the marks of the first are 0
		clear(g.safe)
		g.safeGen = 1
	}
}

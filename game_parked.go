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
// A Game keeps such eyes (parked, Game.parked of them) off the board's
// empty-point list, at the top of its capacity (the list's capacity is
// every point, and each point is either in the list or parked, so the
// list never grows into them), where no draw reaches them. Every other
// empty point is drawn as before, so each move the policy allows is
// still drawn with the same chance: the draws skip only points it never
// allows. A move takes its point off the list and adds the stones it
// removed at its end, neither of which touches the parked points: a move
// costs them nothing, unless it is on a parked point (a side filling its
// own eye through Play), which gives them all back first (unparkAll).
// So do Undo (its stones come back where parked points may stand),
// CopyFrom (the copy parks nothing) and Ownership (which copies the
// board), and Position gives its board every empty point. Which moves a
// playout draws does depend on where the points stand in the list: the
// games differ from a Game that parks nothing, but not their
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
	return int(g.b.emptyAt[q]) >= len(g.b.empties)
}

// parkedPoints returns the parked points: the top of the empty-point
// list's capacity.
func (g *Game) parkedPoints() []uint16 {
	e := g.b.empties
	return e[cap(e)-g.parked : cap(e)]
}

// park moves the empty point q, not parked, to the parked points: off
// the list (its last point takes q's place) and into the slot below them.
func (g *Game) park(q int) {
	b := &g.b
	b.removeEmpty(q)
	top := b.empties[:cap(b.empties)]
	l := len(top) - 1 - g.parked
	top[l] = uint16(q)
	b.emptyAt[q] = uint16(l)
	g.parked++
}

// unparkAll gives every parked point back to the draws, at the end of the
// empty-point list, and forgets the eyes waiting and the chains marked.
func (g *Game) unparkAll() {
	// The list's end is at or below the parked points, so each point is
	// read before a slot it stood in is written.
	for _, q := range g.parkedPoints() {
		g.b.addEmpty(int(q))
	}
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

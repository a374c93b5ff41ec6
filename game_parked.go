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
// A Game keeps such eyes (parked, Game.parked of them) at the start of
// the board's empty-point list, where no draw reaches them. Every other
// empty point is drawn as before, so each move the policy allows is
// still drawn with the same chance: the draws skip only points it never
// allows. There, a move leaves them alone: it takes its point off the
// list (the last point takes its place) and adds the stones it removed
// at the end. Which moves a playout draws does depend on where the points
// stand in the list: the games differ from a Game that parks nothing,
// but not their distribution.
//
// The draw loop notes the opponent's eyes it meets with no chain in
// atari next to them; the next draw looks at them first (parkNoted),
// when the loop is not under way and the list may be reordered: an eye
// whose chain has a parked eye is parked; one whose chain has another
// eye waiting (cands) is parked with it; the others wait, a few at a
// time.

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
	if h < 0 || int(b.emptyAt[q]) < g.parked {
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
		if b.eyeChain(p) == h && int(b.emptyAt[p]) >= g.parked {
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

// park moves the empty point q, not parked, to the parked points.
func (g *Game) park(q int) {
	e, at := g.b.empties, g.b.emptyAt
	p, f := int(at[q]), g.parked
	x := e[f]
	e[p], e[f] = x, uint16(q)
	at[x], at[q] = uint16(p), uint16(f)
	g.parked++
}

// unparkAll gives every parked point back to the draws, and forgets the
// eyes waiting and the chains marked.
func (g *Game) unparkAll() {
	g.parked, g.nNoted, g.nCands = 0, 0, 0
	g.safeGen++
	if g.safeGen == 0 { // after 2³² games: the marks of the first are 0
		clear(g.safe)
		g.safeGen = 1
	}
}

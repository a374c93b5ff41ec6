package livingstones

// Parked eyes. Two draws in three of a playout's move (RandomMove's draw
// loop) hit a single-point eye: the mover's own, which it never plays,
// or the opponent's, which it may play only to capture. An eye (an empty
// point whose neighbours are all stones of one side, or the edge) none of
// whose neighbours' chains is in atari is dead to both sides: its owner
// does not fill its own eye, and the other side's stone there would be a
// suicide of one stone. It stays so until one of those chains falls into
// atari, its last liberty then being the eye: the chains have the eye as
// a liberty, so none of them is removed while it is empty, and nothing
// but a move there fills it. Only put takes liberties, from the chains
// next to the stone it places (the opponent's, and the mover's after the
// joins); a board that watches (board.watch) notes those it leaves in
// atari (board.press), and the move gives back the parked eye that is
// their last liberty (unparkPressed). The captures put only add
// liberties.
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
// atari next to them; the next draw parks those that are still such eyes
// (parkNoted), when the loop is not under way and the list may be
// reordered.

// parkFrom is the smallest board size on which the draws note eyes to
// park and the board watches for chains in atari. Parking only the eyes
// of chains with two of them, noting and pairing them cost about what the
// draws they saved cost on 13×13 (the instructions of a playout's turn:
// 771 without, 769 with), more on 9×9 (735, 756), less on 19×19 (829,
// 803): the larger the board, the more of its empty points are such eyes.
// Parking every dead eye, 9×9 takes 762 instructions and 11.4
// mispredicted branches a turn instead of 779 and 10.2, and 0.95 of the
// time.
// A variable so that tests may park on small boards.
var parkFrom = 13

// parkNoted parks the eyes the last draw noted that are still dead and
// not parked (see above).
func (g *Game) parkNoted() {
	for _, q := range g.noted[:g.nNoted] {
		if g.deadEye(int(q)) {
			g.park(int(q))
		}
	}
	g.nNoted = 0
}

// deadEye reports whether q is an eye, not parked, none of whose
// neighbours' chains is in atari. An edge point's head is 0, whose chain
// record, edgeChain, is never in atari.
func (g *Game) deadEye(q int) bool {
	b := &g.b
	v := b.nbr[q]
	if b.colors[q] != Empty || nbrOf(v, Empty) != 0 || nbrOf(v, Black) != 0 && nbrOf(v, White) != 0 || g.isParked(q) {
		return false
	}
	s := b.stride
	return !b.atariAt(b.head(q-1), q) && !b.atariAt(b.head(q+1), q) &&
		!b.atariAt(b.head(q-s), q) && !b.atariAt(b.head(q+s), q)
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

// unpark gives the parked point x back to the draws, at the end of the
// empty-point list: the lowest parked point takes its slot.
func (g *Game) unpark(x int) {
	b := &g.b
	top := b.empties[:cap(b.empties)]
	l, low := int(b.emptyAt[x]), len(top)-g.parked
	y := top[low]
	top[l] = y
	b.emptyAt[y] = uint16(l)
	g.parked--
	b.addEmpty(x)
}

// unparkPressed gives back the parked eyes that the last move left the
// last liberty of a chain next to them (see above): the chains put
// noted in the board's pressed, each in atari when noted (a capture put
// made after may have given it liberties since, or removed it). It
// clears pressed.
func (g *Game) unparkPressed() {
	b := &g.b
	p := b.pressed
	b.pressed = 0
	if g.parked == 0 {
		return
	}
	for ; p != 0; p >>= 16 {
		ch := &b.chains[p&0xffff]
		if ch.plib == 0 {
			continue // removed
		}
		x := int(ch.lsum / uint32(ch.plib))
		if b.colors[x] == Empty && g.isParked(x) && int64(ch.lsum)*int64(ch.lsum) == int64(ch.plib)*ch.lsq {
			g.unpark(x)
		}
	}
}

// unparkAll gives every parked point back to the draws, at the end of the
// empty-point list, and forgets the eyes noted.
func (g *Game) unparkAll() {
	// The list's end is at or below the parked points, so each point is
	// read before a slot it stood in is written.
	for _, q := range g.parkedPoints() {
		g.b.addEmpty(int(q))
	}
	g.parked, g.nNoted = 0, 0
	g.noteCap = 0
	if g.cfg != nil && g.cfg.size >= parkFrom {
		g.noteCap = len(g.noted)
	}
}

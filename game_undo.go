package livingstones

// Undoing a turn (Game.Undo): its record taken off the timeline, the
// counters and the last move put back, and the board unplayed, the
// stones it removed put back and the chains it merged rebuilt.

// undoTurn takes the last turn back on b and f, and returns its record.
func (tl *timeline) undoTurn(b *board, f *flow) turnRec {
	r := tl.pop()
	if r.at >= 0 {
		b.unput(int(r.at), r.color, tl.removedBy(&r), r.removedColor(), int(r.emptyK))
	}
	prev := tl.last()
	f.unrecord(r, prev.move, prev.color)
	return r
}

// unrecord takes back on f the turn r, after which last and lastColor
// are the turn before's.
func (f *flow) unrecord(r turnRec, last Move, lastColor Color) {
	c, m := r.color, r.move
	t := &f.tally[c]
	switch {
	case m == Pass:
		t.Passes--
	case m == Resign:
	case m == VirtualMove:
		t.Virtual--
	default:
		t.Real--
		if r.suicide {
			f.tally[c.Opponent()].Prisoners -= int(r.nRemoved)
		} else {
			t.Prisoners -= int(r.nRemoved)
		}
	}
	if m != Pass && m != Resign && !r.prev.pausedOnce {
		t.BeforePause--
	}
	f.turn--
	f.last, f.lastColor = last, lastColor
	f.flowMark = r.prev
}

// unput takes back the real move by c at i: the stones it removed
// (removed, of color rc) come back, i is empty again at position k of
// the empty-point list, and the chains around are rebuilt.
func (b *board) unput(i int, c Color, removed []uint16, rc Color, k int) {
	// The removed stones were appended to the empty list in order, after
	// i left it; taken out last first, each is at the end, so the list is
	// as it was before they came. RandomMove shuffles the list, though: if
	// it ran since, they are wherever it put them, and each is taken from
	// there.
	for j := len(removed) - 1; j >= 0; j-- {
		q := int(removed[j])
		b.removeEmpty(q)
		b.colors[q] = rc
		b.recolor(q, Empty, rc)
		b.hash ^= zobrist[q][rc-1]
	}
	b.stones[rc] += len(removed)
	b.colors[i] = Empty
	b.recolor(i, c, Empty)
	b.hash ^= zobrist[i][c-1]
	b.stones[c]--
	// i goes back to where it was; the point that took its place goes
	// back to the end.
	if k == len(b.empties) {
		b.empties = append(b.empties, uint16(i))
	} else {
		moved := b.empties[k]
		b.empties = append(b.empties, moved)
		b.emptyAt[moved] = uint16(len(b.empties) - 1)
		b.empties[k] = uint16(i)
	}
	b.emptyAt[i] = uint16(k)
	// Rebuild every chain at or next to a changed point.
	b.gen++
	if b.gen == 0 {
		clear(b.seen)
		b.gen = 1
	}
	for _, q := range b.neighbours(i) {
		b.rebuild(q)
	}
	for _, q := range removed {
		b.rebuild(int(q))
		for _, t := range b.neighbours(int(q)) {
			b.rebuild(t)
		}
	}
}

// rebuild works out afresh the chain of the stone at q, unless q is not
// a stone or its chain was rebuilt already in this round (b.gen).
func (b *board) rebuild(q int) {
	c := b.colors[q]
	if c != Black && c != White {
		return
	}
	if len(b.seen) != len(b.colors) {
		b.seen = make([]uint32, len(b.colors))
	}
	if b.seen[q] == b.gen {
		return
	}
	stack := append(b.stack[:0], int16(q))
	b.seen[q] = b.gen
	var ch chain
	prev := q
	for len(stack) > 0 {
		p := int(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		b.heads[p] = uint16(q)
		if p != q {
			b.nexts[prev] = uint16(p)
			prev = p
		}
		ch.size++
		for _, t := range b.neighbours(p) {
			switch b.colors[t] {
			case Empty:
				ch.plib++
				ch.lsum += uint32(t)
				ch.lsq += int64(t) * int64(t)
			case c:
				if b.seen[t] != b.gen {
					b.seen[t] = b.gen
					stack = append(stack, int16(t))
				}
			}
		}
	}
	b.nexts[prev] = uint16(q)
	b.chains[q] = ch
	b.stack = stack
}

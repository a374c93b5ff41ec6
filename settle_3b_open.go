package livingstones

import "slices"

// Open regions: a real ending often leaves a gap in a wall, and the part
// of an open region deep in one side's reach is that side's area (package
// doc, section Settling and eyes, step 3). findRegions splits them with
// splitOpen.

// openReach is how far from every stone of one side a point of an open
// region must lie, at least, for the part of the region nearer the other
// side to be that side's area (splitOpen).
const openReach = 4

// splitOpen splits the open regions: a region bordered by both sides that
// one side has not closed (a real ending often leaves a gap in a wall, or a
// dead stone captured where it stands next to an area). Inside such a
// region each point is nearer one side's stones, or as near both, by
// paths through the region; a connected part nearer one side that reaches
// openReach points or more away from every stone of the other side, and
// that its stones wall in (markDeep), is that side's area (deep), as it
// would be with the gap closed; the points as near both, the points
// where the two sides' parts meet (unmeet), and the parts that reach no
// farther, stay neutral. Regions
// with a ko point or an explicit neutral point are left whole (package
// doc, section Settling and eyes, 3). It reports whether it split any
// region.
func (st *settler) splitOpen() bool {
	N := st.n * st.n
	split := false
	for ri := range st.regions {
		r := &st.regions[ri]
		if r.border != bothBits || len(r.pts) < 2*openReach {
			continue
		}
		if st.named && slices.ContainsFunc(r.pts, func(p int32) bool {
			return st.koHolder[p] != Empty || st.explicit[p] != 0
		}) {
			continue
		}
		if st.distB == nil || len(st.distB) < N {
			st.distB, st.distW = make([]int32, N), make([]int32, N)
		}
		st.reach(r.pts, Black, st.distB)
		st.reach(r.pts, White, st.distW)
		for _, c := range [2]Color{Black, White} {
			mine, theirs := st.distB, st.distW
			if c == White {
				mine, theirs = theirs, mine
			}
			split = st.markDeep(r.pts, c, mine, theirs) || split
		}
		st.unmeet(r.pts)
	}
	return split
}

// unmeet leaves neutral the points where the deep parts of the two sides
// meet (on the points pts of one region): a point deep for one side next
// to a point deep for the other, with no point as near both between them,
// is on the line between the two areas as a point as near both would be
// (package doc, section Settling and eyes, 3; splitOpen). Left in the parts, each
// would border the other side's as its stones do (labelRegions), and
// neither would be an area.
func (st *settler) unmeet(pts []int32) {
	sc := &st.sc
	sc.chain = sc.chain[:0]
	for _, p := range pts {
		c := st.deep[p]
		if c == Empty {
			continue
		}
		for _, x := range st.g.nb[p] {
			if x < 0 {
				break
			}
			if st.deep[x] == c.Opponent() {
				sc.chain = append(sc.chain, p)
				break
			}
		}
	}
	for _, p := range sc.chain {
		st.deep[p] = Empty
	}
}

// reach sets dist, on the points pts of one region, to the length of the
// shortest path through the region from a stone of c (or a forced point
// of c): 1 next to one; an unreachable point gets a large distance.
func (st *settler) reach(pts []int32, c Color, dist []int32) {
	const far = 1 << 20
	sc := &st.sc
	sc.stack = sc.stack[:0]
	for _, p := range pts {
		dist[p] = far
		for _, x := range st.g.nb[p] {
			if x >= 0 && (st.settled[x] == c || st.forced[x] == c) {
				dist[p] = 1
			}
		}
		if dist[p] == 1 {
			sc.stack = append(sc.stack, p)
		}
	}
	// Breadth first: sc.stack is the queue, read from head.
	for head := 0; head < len(sc.stack); head++ {
		q := sc.stack[head]
		for _, x := range st.g.nb[q] {
			if x < 0 || st.settled[x] != Empty || st.forced[x] != Empty || st.regionOf[x] != st.regionOf[q] {
				continue
			}
			if dist[x] > dist[q]+1 {
				dist[x] = dist[q] + 1
				sc.stack = append(sc.stack, x)
			}
		}
	}
}

// inner reports whether every neighbour of the point q of an open region
// is a stone of c, a point captured by c where it stands, or a point of the
// region nearer c (mine < theirs): a point inside c's reach, not on a line
// between two parts of it.
func (st *settler) inner(q int32, c Color, mine, theirs []int32) bool {
	for _, x := range st.g.nb[q] {
		if x < 0 {
			break
		}
		switch {
		case st.settled[x] == c || st.forced[x] == c:
		case st.settled[x] == Empty && st.forced[x] == Empty && st.regionOf[x] == st.regionOf[q] && mine[x] < theirs[x]:
		default:
			return false
		}
	}
	return true
}

// markDeep marks deep, for c, the connected parts of the points pts nearer
// c than the other side (mine < theirs) that hold an inner point openReach
// or more away from the other side and that c's stones wall in at least
// half as much as the rest of the region leaves them open (counted in
// edges between neighbours), and reports whether it marked any.
func (st *settler) markDeep(pts []int32, c Color, mine, theirs []int32) bool {
	sc := &st.sc
	gen := sc.next()
	marked := false
	for _, p := range pts {
		if sc.mark[p] == gen || mine[p] >= theirs[p] {
			continue
		}
		sc.chain = sc.chain[:0]
		sc.stack = append(sc.stack[:0], p)
		sc.mark[p] = gen
		deep := false
		walls, open := 0, 0 // edges to c's stones, and to the rest of the region
		for len(sc.stack) > 0 {
			q := sc.stack[len(sc.stack)-1]
			sc.stack = sc.stack[:len(sc.stack)-1]
			sc.chain = append(sc.chain, q)
			deep = deep || (theirs[q] >= openReach && st.inner(q, c, mine, theirs))
			for _, x := range st.g.nb[q] {
				if x < 0 {
					break
				}
				if st.settled[x] == c || st.forced[x] == c {
					walls++
					continue
				}
				if st.settled[x] != Empty || st.forced[x] != Empty || st.regionOf[x] != st.regionOf[q] {
					continue
				}
				if mine[x] >= theirs[x] {
					open++
					continue
				}
				if sc.mark[x] != gen {
					sc.mark[x] = gen
					sc.stack = append(sc.stack, x)
				}
			}
		}
		// A part c's stones wall in at least half as much as the region
		// leaves it open: not the reach of a stone standing alone inside
		// the other side's area.
		if deep && 2*walls >= open {
			for _, q := range sc.chain {
				st.deep[q] = c
			}
			marked = true
		}
	}
	return marked
}

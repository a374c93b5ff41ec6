package livingstones

import "slices"

// This file has every group choose its basic eyes (doc.go, "Settling and
// eyes", step 5; Analyze, step 5): chooseAllEyes, the neutral points a
// group fills to live or to join another, and closeAreas with
// markClosing for a group in seki that closes an area. How one group
// chooses is in settle_5b_eyechoice.go and settle_5c_eyegraph.go.

// chooseAllEyes chooses the basic eyes of every group (Analyze, step 5). A
// group that cannot keep two eyes by itself, but can when it fills one
// neutral point next to its stones (a point it must fill to stay connected,
// and so alive), or to join an independent group of its side, or a group
// joined to one (joinChains), fills it: the point is its road (st.connect). When several
// single points would do, each alone, they are miai: if the other side
// takes one the group fills another, so they are filled one by each side,
// dame like the pairs of shortChains (st.pair), and the group fills them
// in the ideal final position. A point needed by groups of both sides is
// a dame nobody fills.
//
// Groups of regions without zones (rs.zoned, see regionSet) choose on
// their area alone (plainEyes), the others on the eye graph (chooseEyes).
func (st *settler) chooseAllEyes(rs regionSet) {
	st.connect = resize(st.connect, len(st.settled))
	st.kept = st.kept[:0]
	st.joined = resize(st.joined, len(st.groups))
	for i := range st.groups {
		w := &st.groups[i]
		if !rs.zoned {
			w.eyes, w.neyes, w.indep = st.plainEyes(int32(i))
			continue
		}
		w.eyes, w.neyes, w.indep = st.chooseEyes(w.color, w.pts, w.area)
	}
	for i := range st.groups {
		w := &st.groups[i]
		if w.indep {
			st.joined[i] = true
			continue
		}
		if len(w.area) >= 2 && st.unpair(w) {
			st.joined[i] = true
			continue
		}
		found := st.found[:0]
		if len(w.area) >= 2 {
			for _, c := range st.connectors(w) {
				pts := append(append(st.trial[:0], w.pts...), c)
				st.trial = pts
				if _, _, indep := st.chooseEyes(w.color, pts, w.area); indep {
					found = append(found, c)
				}
			}
		}
		if len(found) == 0 {
			// Or it joins an independent group of its side there.
			for _, c := range st.connectors(w) {
				if st.joinsIndependent(c, w) {
					found = append(found, c)
				}
			}
		}
		st.found = found
		st.markJoins(w, found)
		st.joined[i] = len(found) > 0
	}
	st.joinChains()
	for i := range st.groups {
		w := &st.groups[i]
		if w.indep {
			continue
		}
		// The group's points and those it must fill, in the settler's pool
		// (they are its points from now on).
		pts := st.keepPts(w.pts)
		for _, c := range st.connectors(w) {
			if st.connect[c] == w.color {
				pts = append(pts, c)
			}
		}
		for _, p := range w.stones {
			for _, x := range st.g.nb[p] {
				if x >= 0 && st.settled[x] == Empty && st.pair[x] == w.color && st.regions[st.regionOf[x]].border == bothBits &&
					!slices.Contains(pts, x) {
					pts = append(pts, x)
				}
			}
		}
		if len(pts) > len(w.pts) {
			w.pts = pts
			w.eyes, w.neyes, w.indep = st.chooseEyes(w.color, w.pts, w.area)
		}
	}
}

// unpair tries the group w without the dame it must answer (shortChains)
// in its area and next to its stones: a group that needs such a point as an
// eye, or must fill it to connect its eyes, keeps it, and the point is no
// dame. It reports whether the group is then independent, and otherwise
// leaves everything as it was.
func (st *settler) unpair(w *groupWork) bool {
	var undo []int32
	for _, p := range w.area {
		if st.pair[p] != Empty {
			undo = append(undo, p)
		}
	}
	for _, p := range w.stones {
		for _, x := range st.g.nb[p] {
			if x >= 0 && st.settled[x] == Empty && st.pair[x] != Empty && !slices.Contains(undo, x) {
				undo = append(undo, x)
			}
		}
	}
	if len(undo) == 0 {
		return false
	}
	old := make([]Color, len(undo))
	for k, p := range undo {
		old[k], st.pair[p] = st.pair[p], Empty
	}
	if eyes, ne, indep := st.chooseEyes(w.color, w.pts, w.area); indep {
		w.eyes, w.neyes, w.indep = eyes, ne, indep
		return true
	}
	found := st.unpaired[:0]
	defer func() { st.unpaired = found[:0] }()
	for _, c := range st.connectors(w) {
		st.trial = append(append(st.trial[:0], w.pts...), c)
		if _, _, indep := st.chooseEyes(w.color, st.trial, w.area); indep {
			found = append(found, c)
		}
	}
	if len(found) == 1 && st.connect[found[0]] == Empty {
		st.connect[found[0]] = w.color
		w.pts = append(st.keepPts(w.pts), found[0])
		w.eyes, w.neyes, w.indep = st.chooseEyes(w.color, w.pts, w.area)
		return true
	}
	for k, p := range undo {
		st.pair[p] = old[k]
	}
	return false
}

// markJoins marks the points found that w must fill to live: one is its
// road (st.connect), several are miai, dame it fills (st.pair); a point
// groups of both sides need is a dame nobody fills.
func (st *settler) markJoins(w *groupWork, found []int32) {
	mark := st.connect
	if len(found) > 1 {
		mark = st.pair
	}
	for _, q := range found {
		switch mark[q] {
		case Empty:
			mark[q] = w.color
		case w.color:
		default:
			mark[q] = dameMark
		}
	}
}

// joinChains joins, in rounds, the groups in seki that connect by one
// point to a group already joined (independent, or joined to one): a chain
// that reaches a living group through another chain that must itself
// connect. Each round looks at every group not yet joined with the joins
// of the rounds before, so the order of the groups does not matter; the
// points found are marked as chooseAllEyes marks them.
func (st *settler) joinChains() {
	for {
		batch := st.joins[:0]
		for i := range st.groups {
			if st.joined[i] {
				continue
			}
			w := &st.groups[i]
			for _, c := range st.connectors(w) {
				if st.joinsJoined(c, w) {
					batch = append(batch, [2]int32{int32(i), c})
				}
			}
		}
		st.joins = batch
		if len(batch) == 0 {
			return
		}
		for k := 0; k < len(batch); {
			j := k
			found := st.found[:0]
			for ; j < len(batch) && batch[j][0] == batch[k][0]; j++ {
				found = append(found, batch[j][1])
			}
			st.found = found
			st.markJoins(&st.groups[batch[k][0]], found)
			k = j
		}
		for _, b := range batch {
			st.joined[b[0]] = true
		}
	}
}

// joinsJoined reports whether a stone of w's side at the empty point c
// would join w to another group of that side already joined
// (joinChains).
func (st *settler) joinsJoined(c int32, w *groupWork) bool {
	mine := st.a.groupOf[w.stones[0]]
	for _, x := range st.g.nb[c] {
		if x >= 0 && st.settled[x] == w.color {
			if gid := st.a.groupOf[x]; gid != mine && st.joined[gid] {
				return true
			}
		}
	}
	return false
}

// joinsIndependent reports whether a stone of w's side at the empty point
// c would join w to an independent group of that side.
func (st *settler) joinsIndependent(c int32, w *groupWork) bool {
	mine := st.a.groupOf[w.stones[0]]
	for _, x := range st.g.nb[c] {
		if x >= 0 && st.settled[x] == w.color && st.a.groupOf[x] != mine && st.indepChain(x) {
			return true
		}
	}
	return false
}

// connectors returns the empty neutral points next to the stones of w
// that nothing decides yet, in board order.
func (st *settler) connectors(w *groupWork) []int32 {
	out := st.conn[:0]
	defer func() { st.conn = out[:0] }()
	for _, p := range w.stones {
		for _, x := range st.g.nb[p] {
			if x < 0 || st.settled[x] != Empty || st.forced[x] != Empty || st.koHolder[x] != Empty ||
				st.explicit[x] != 0 || st.pair[x] != Empty || st.regions[st.regionOf[x]].border != bothBits {
				continue
			}
			if !slices.Contains(out, x) {
				out = append(out, x)
			}
		}
	}
	slices.Sort(out)
	return out
}

// keepPts copies x into the settler's pool st.kept, with room to append
// every other point of the board, and returns the copy.
func (st *settler) keepPts(x []int32) []int32 {
	N := len(st.settled)
	if cap(st.kept)-len(st.kept) < N {
		st.kept = make([]int32, 0, max(2*cap(st.kept), 4*N))
	}
	k := len(st.kept)
	st.kept = st.kept[:k+N]
	return append(st.kept[k:k:k+N], x...)
}

// closeAreas finds, for each group still in seki after chooseAllEyes, the
// neutral points next to its stones that close an area for it: its stone
// there (harmless) leaves part of the neutral region around the point
// bordered by its side alone; of those, the points that close the most. A group that lives by closing its area
// (a point it must fill to stay alive) fills such a point: it is its road,
// or, when several would do (miai), they are dame it fills (markClosing).
// The points are marked in st.closing, and findRegions then takes them as
// the side's stones, as it takes a dead stone captured where it stands; it
// reports whether it marked any.
func (st *settler) closeAreas() bool {
	st.closingMiai = resize(st.closingMiai, len(st.settled))
	any := false
	for i := range st.groups {
		w := &st.groups[i]
		if w.indep || st.joined[i] {
			continue
		}
		// The points that close the most: a point that closes less closes
		// a part of what another closes, inside the area.
		found, most := st.found[:0], 0
		for _, c := range st.connectors(w) {
			k := st.closes(c, w.color)
			if k == 0 || k < most || !st.sc.harmless(st.settled, c, w.color) {
				continue
			}
			if k > most {
				found, most = found[:0], k
			}
			found = append(found, c)
		}
		st.found = found
		for _, c := range found {
			switch st.closing[c] {
			case Empty:
				st.closing[c] = w.color
				st.closingMiai[c] = len(found) > 1
				any = true
			case w.color:
			default:
				st.closing[c] = Empty // both sides would close there: neither does
			}
		}
	}
	return any
}

// closes returns how many points of c's region a stone of col on the
// neutral point c would leave bordered by col alone.
func (st *settler) closes(c int32, col Color) int {
	sc, r := &st.sc, st.regionOf[c]
	closed := 0
	gen := sc.next()
	sc.mark[c] = gen
	for _, x := range st.g.nb[c] {
		// Dead stones it captures there, in its area.
		if x >= 0 && st.settled[x] == Empty && st.forced[x] == col && st.regions[st.regionOf[x]].border == colorBit(col) {
			closed += len(st.regions[st.regionOf[x]].pts)
		}
	}
	for _, x0 := range st.g.nb[c] {
		if x0 < 0 || st.settled[x0] != Empty || st.regionOf[x0] != r || sc.mark[x0] == gen {
			continue
		}
		border, size := uint8(0), 0
		sc.stack = append(sc.stack[:0], x0)
		sc.mark[x0] = gen
		for len(sc.stack) > 0 {
			q := sc.stack[len(sc.stack)-1]
			sc.stack = sc.stack[:len(sc.stack)-1]
			size++
			for _, y := range st.g.nb[q] {
				switch {
				case y < 0 || y == c:
				case st.settled[y] != Empty:
					border |= colorBit(st.settled[y])
				case st.regionOf[y] != r:
					if z := st.zone(y); z != 0 {
						border |= colorBit(Color(z & 3))
					}
				case sc.mark[y] != gen:
					sc.mark[y] = gen
					sc.stack = append(sc.stack, y)
				}
			}
		}
		if border == colorBit(col) {
			closed += size
		}
	}
	return closed
}

// markClosing marks, once the groups are found again, the closing points
// that are miai as dame their side fills (st.pair).
func (st *settler) markClosing() {
	for i, c := range st.closing {
		if c != Empty && st.closingMiai[i] {
			st.pair[i] = c
		}
	}
}

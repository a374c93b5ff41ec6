package livingstones

import "slices"

// This file decides the neutral points of a settled position (doc.go,
// "Settling and eyes"; Analyze, step 6, settleNeutral): the empty points bordered by
// both colors become roads of one side, dame or shared eyes, by a
// definition that looks at the position only, never at the order of the
// points, so that the count is the same however the board is turned.

// dameMark stands on a dame in the board the settler classifies on: it is
// neither a liberty nor a stone of either side, for a dame will be filled
// by one side or the other, and the count must not depend on which.
const dameMark Color = 3

// settleNeutral decides the neutral points not classified explicitly, in
// rounds, each looking at all the open points at once:
//
//  1. A point only one side may fill harmlessly (see scratch.harmless,
//     with dame neither liberties nor stones) is that side's road: a point
//     it must fill to stay connected or alive, or one the other side
//     cannot enter. All such points are filled together and the round
//     starts again.
//  2. Otherwise the points both sides may fill are dame: those that both
//     may still fill when all of them are dame become dame together (if
//     none does, the one with the fewest open neighbours), and the round
//     starts again.
//  3. Otherwise the points left are shared eyes (公气) when they touch
//     stones of both sides and no stone of an independent group (a shared
//     liberty of a seki), and dame when not.
func (st *settler) settleNeutral() {
	if st.allInAreas() {
		return
	}
	a, sc, ideal := st.a, &st.sc, st.ideal
	open := st.openPoints()
	side := resize(st.side, len(open))
	for len(open) > 0 {
		side = side[:len(open)]
		roads, both := false, false
		for k, p := range open {
			var s uint8
			if sc.harmless(ideal, p, Black) {
				s |= colorBit(Black)
			}
			if sc.harmless(ideal, p, White) {
				s |= colorBit(White)
			}
			side[k] = s
			roads = roads || s == colorBit(Black) || s == colorBit(White)
			both = both || s == bothBits
		}
		switch {
		case roads:
			for k, p := range open {
				if c := sideOf(side[k]); c != Empty {
					ideal[p] = c
					a.kind[p], a.owner[p] = KindRoad, c
				}
			}
		case both:
			st.markDame(open, side)
		}
		if !roads && !both {
			break
		}
		open = slices.DeleteFunc(open, func(p int32) bool { return ideal[p] != Empty })
	}
	for _, p := range open {
		var touch uint8
		indep := false
		for _, x := range st.g.nb[p] {
			if x >= 0 && (ideal[x] == Black || ideal[x] == White) {
				touch |= colorBit(ideal[x])
				indep = indep || st.indepChain(x)
			}
		}
		if touch == bothBits && !indep {
			a.kind[p] = KindSharedEye
		} else {
			a.kind[p], ideal[p] = KindDame, dameMark
		}
	}
	st.open, st.side = open[:0], side[:0]
}

// openPoints returns the points settleNeutral decides, in board order:
// those empty in the ideal final position that nothing classified, among
// the empty points of the settled position.
func (st *settler) openPoints() []int32 {
	kind, ideal := st.a.kind, st.ideal
	open := st.open[:0]
	for _, p := range st.empties {
		if kind[p] == 0 && ideal[p] == Empty {
			open = append(open, p)
		}
	}
	slices.Sort(open)
	return open
}

// shortChains finds the dame a side must answer (有紧气手段的单官): a chain
// of the settled position with two liberties, one of them a neutral point
// the other side can enter safely (its stone there capturing nothing and
// keeping two liberties), must fill the other when the other side plays
// there (when, with both filled, it keeps two liberties). Both liberties
// are filled in turn during the dame phase, one by
// each side: they are dame, half a stone each, even a liberty that lies in
// the chain's own area (it is no basic eye). The chain's side fills them in
// the ideal final position, as it must to stay connected; a point two such
// chains of both sides need is a dame nobody fills. It sets st.pair on
// them (the side, or dameMark); it needs the regions.
func (st *settler) shortChains() {
	settled, cs := st.settled, &st.chains
	st.pair = resize(st.pair, len(settled))
	st.entered = resize(st.entered, len(settled))
	neutral := func(q int32) bool {
		return st.koHolder[q] == Empty && st.explicit[q] == 0 && st.regions[st.regionOf[q]].border == bothBits
	}
	// The chains of the settled position are those of the stopped game
	// but the dead (whole chains); removing the dead only adds liberties:
	// the dead points next to them (deadLibs).
	extra := st.deadLibs()
	for k, i := range cs.first {
		nl := int32(cs.nlib[k])
		if nl > 2 || st.isDead[i] || nl+extra[3*k] != 2 {
			continue
		}
		// Its nl liberties, then the dead points next to it.
		libs := cs.lib[k]
		switch nl {
		case 0:
			libs = [2]int32{extra[3*k+1], extra[3*k+2]}
		case 1:
			libs[1] = extra[3*k+1]
		}
		c := cs.color[k]
		enter, nenter := int32(-1), 0
		for _, q := range libs {
			if neutral(q) && st.safe(q, c.Opponent()) {
				enter, nenter = q, nenter+1
			}
		}
		if nenter == 0 || !st.livesFilled(i, libs, c) {
			continue
		}
		if nenter == 1 {
			// The other side plays there, and the chain answers on the
			// other liberty: in the ideal final position each stands.
			if st.entered[enter] == Empty || st.entered[enter] == c.Opponent() {
				st.entered[enter] = c.Opponent()
			} else {
				st.entered[enter] = dameMark
			}
		}
		for _, q := range libs {
			if b := st.regions[st.regionOf[q]].border; neutral(q) ||
				(b == colorBit(c) && st.koHolder[q] == Empty) {
				if st.pair[q] == Empty || st.pair[q] == c {
					st.pair[q] = c
				} else {
					st.pair[q] = dameMark
				}
			}
		}
	}
}

// deadLibs returns, for each chain k of the stopped game, the number of
// dead points next to it (counted up to three) at 3k and the first two at
// 3k+1 and 3k+2: its liberties on the settled position besides those it
// had (shortChains).
func (st *settler) deadLibs() []int32 {
	cs, settled, n := &st.chains, st.settled, st.n
	extra := resize(st.ids, 3*len(cs.color))
	st.ids = extra
	for _, p := range st.a.dead {
		d := int32(p.Y*n + p.X)
		// Each chain next to d once.
		var seen [4]int32
		ns := 0
		for _, x := range st.g.nb[d] {
			if x < 0 {
				break
			}
			if settled[x] == Empty {
				continue
			}
			k := cs.of[x]
			if slices.Contains(seen[:ns], k) {
				continue
			}
			seen[ns], ns = k, ns+1
			if m := extra[3*k]; m < 3 {
				if m < 2 {
					extra[3*k+1+m] = d
				}
				extra[3*k] = m + 1
			}
		}
	}
	return extra
}

// livesFilled reports whether the chain of c at i, with both its
// liberties filled, keeps two liberties outside the other side's area
// (which the other side fills): a chain that does not is no chain that
// answers a dame, but one the other side captures.
func (st *settler) livesFilled(i int32, libs [2]int32, c Color) bool {
	b, sc := st.settled, &st.sc
	b[libs[0]], b[libs[1]] = c, c
	defer func() { b[libs[0]], b[libs[1]] = Empty, Empty }()
	sc.libs(b, i, len(b))
	// Count the liberties outside the other side's area: those it fills.
	n, first := 0, int32(-1)
	for _, q := range sc.chain {
		for _, x := range st.g.nb[q] {
			if x < 0 || b[x] != Empty || x == first || st.regions[st.regionOf[x]].border == colorBit(c.Opponent()) {
				continue
			}
			if first < 0 {
				first, n = x, 1
			} else {
				return true
			}
		}
	}
	return n >= 2
}

// safe reports whether c may enter the empty point p of the settled
// position safely: the stone captures nothing and its chain keeps two
// liberties.
func (st *settler) safe(p int32, c Color) bool {
	b, sc := st.settled, &st.sc
	b[p] = c
	defer func() { b[p] = Empty }()
	for _, x := range st.g.nb[p] {
		if x >= 0 && b[x] == c.Opponent() && sc.libs(b, x, 1) == 0 {
			return false
		}
	}
	return sc.libs(b, p, 2) >= 2
}

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
func (st *settler) chooseAllEyes() {
	st.connect = resize(st.connect, len(st.settled))
	st.kept = st.kept[:0]
	st.joined = resize(st.joined, len(st.groups))
	for i := range st.groups {
		w := &st.groups[i]
		if !st.hasForced {
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

// takeKo resolves the held kos the other side took last: when the
// holder's stone on the ko point would capture stones of the other side
// (their one liberty is the ko point), the holder retakes and connects, as
// the source says of a ko held without connecting (一方劫材有利时不粘劫而
// 持有的打劫处的那个空点是该方的路点): the captured stones are dead, and
// their points, like the ko point, are the holder's.
func (st *settler) takeKo() {
	a, sc, b := st.a, &st.sc, st.settled
	for k, h := range st.koHolder {
		if h == Empty {
			continue
		}
		b[k] = h
		for _, x := range st.g.nb[k] {
			if x < 0 || b[x] != h.Opponent() || sc.libs(b, x, 1) > 0 {
				continue
			}
			for _, q := range sc.chain {
				if !st.isDead[q] {
					st.isDead[q] = true
					a.deadOf[h.Opponent()]++
				}
			}
		}
		b[k] = Empty
	}
	changed := false
	for i, d := range st.isDead {
		if d && b[i] != Empty {
			b[i], changed = Empty, true
		}
	}
	if changed {
		a.dead = a.dead[:0]
		for i, d := range st.isDead {
			if d {
				a.dead = append(a.dead, pointOf(int32(i), st.n))
			}
		}
	}
}

// sideOf returns the one side of a set of color bits, or Empty.
func sideOf(s uint8) Color {
	switch s {
	case colorBit(Black):
		return Black
	case colorBit(White):
		return White
	}
	return Empty
}

// markDame makes dame of the open points both sides may fill (side[k] ==
// bothBits): those both sides may still fill with all of them dame, or
// else the one with the fewest open neighbours, the first in board order
// among equals: the order of the canonical form (orient.go), so that the
// choice does not depend on how the board is turned (settleNeutral, rule 2).
func (st *settler) markDame(open []int32, side []uint8) {
	a, sc, ideal := st.a, &st.sc, st.ideal
	for k, p := range open {
		if side[k] == bothBits {
			ideal[p] = dameMark
		}
	}
	sure := false
	for k, p := range open {
		if side[k] != bothBits {
			continue
		}
		ideal[p] = Empty
		ok := sc.harmless(ideal, p, Black) && sc.harmless(ideal, p, White)
		ideal[p] = dameMark
		if !ok {
			side[k] = 0
		} else {
			sure = true
		}
	}
	best, bestOpen := -1, 5
	for k, p := range open {
		if ideal[p] != dameMark {
			continue
		}
		if side[k] == bothBits {
			a.kind[p] = KindDame
			continue
		}
		ideal[p] = Empty
		if sure {
			continue
		}
		n := 0
		for _, x := range st.g.nb[p] {
			if x >= 0 && a.kind[x] == 0 && (ideal[x] == Empty || ideal[x] == dameMark) {
				n++
			}
		}
		if n < bestOpen {
			best, bestOpen = k, n
		}
	}
	if !sure && best >= 0 {
		a.kind[open[best]], ideal[open[best]] = KindDame, dameMark
	}
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

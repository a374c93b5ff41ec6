package livingstones

import "slices"

// This file builds and checks the ideal final position (两溢) and fills in
// the analysis.

// fillIdeal starts the ideal final position (step 6). Only the empty
// points of the settled position (emptyPoints, kept in st.empties) can be
// ko points, explicit neutral points, points a group must fill or dame it
// must answer; and only they can be empty in the ideal final position, so
// that the steps after it look at them alone.
func (st *settler) fillIdeal() {
	a := st.a
	st.ideal = a.ideal
	copy(st.ideal, st.settled)
	N := len(st.settled)
	// A stone's owner is its color, an empty point's nobody until its
	// kind is set.
	copy(a.owner[:N], st.settled)
	// Every stone is in a group (findGroups): its kind is KindStone, set
	// from the settled colors eight points at a time (lanes.go: a lane's
	// stones are its nonzero bytes, KindStone is 1), the empty points'
	// left 0.
	setStoneKinds(a.kind[:N], st.settled[:N])
	for i := range st.groups {
		st.setArea(&st.groups[i])
	}
	st.empties = st.emptyPoints()
	koHolder, explicit, connect, pair := st.koHolder[:N], st.explicit[:N], st.connect[:N], st.pair[:N]
	for _, p := range st.empties {
		// Most points are marked by nothing: one test tells.
		if koHolder[p]|connect[p]|pair[p]|Color(explicit[p]) != Empty {
			st.fillMarked(p)
		}
	}
}

// setStoneKinds sets kind[i] to KindStone where settled[i] holds a stone,
// to 0 elsewhere.
func setStoneKinds(kind []Kind, settled []Color) {
	kind = kind[:len(settled)]
	j := 0
	for ; j+8 <= len(settled); j += 8 {
		v := load8(settled, j)
		v = (v | v>>1) & lowBytes * uint64(KindStone)
		w := kind[j : j+8 : j+8]
		w[0], w[1], w[2], w[3] = Kind(v), Kind(v>>8), Kind(v>>16), Kind(v>>24)
		w[4], w[5], w[6], w[7] = Kind(v>>32), Kind(v>>40), Kind(v>>48), Kind(v>>56)
	}
	for ; j < len(settled); j++ {
		kind[j] = Kind(isStone(settled[j])) * KindStone
	}
}

// emptyPoints returns the empty points of the settled position, region
// by region (not in board order): the points of its regions, which
// labelRegions gathers one region after the other from the start of
// st.regionPts (TestEmptyPointsAreTheRegions).
func (st *settler) emptyPoints() []int32 {
	ne := 0
	for ri := range st.regions {
		ne += len(st.regions[ri].pts)
	}
	return st.regionPts[:ne:ne]
}

// fillMarked fills, in the ideal final position, the empty point p of the
// settled position when something marks it: a ko point or explicit road
// with its side, a point a group must fill (st.connect), a dame its side
// must answer (st.pair) with who fills it; an explicit dame or shared eye
// gets its kind.
func (st *settler) fillMarked(p int32) {
	a := st.a
	switch {
	case st.koHolder[p] != Empty:
		st.ideal[p] = st.koHolder[p]
		a.kind[p], a.owner[p] = KindRoad, st.koHolder[p]
	case st.explicit[p] == KindRoad:
		st.ideal[p] = st.explicitSide[p]
		a.kind[p], a.owner[p] = KindRoad, st.explicitSide[p]
	case st.connect[p] != Empty && st.connect[p] != dameMark:
		st.ideal[p] = st.connect[p]
		a.kind[p], a.owner[p] = KindRoad, st.connect[p]
	case st.explicit[p] == KindDame:
		a.kind[p], st.ideal[p] = KindDame, dameMark
	case st.pair[p] != Empty && a.kind[p] == 0:
		a.kind[p], st.ideal[p] = KindDame, st.pairFiller(p)
	case st.explicit[p] != 0:
		a.kind[p] = st.explicit[p]
	}
}

// pairFiller returns who fills the dame p that a side must answer in the
// ideal final position (shortChains, chooseAllEyes): the other side when
// p is the one liberty of the chain it may enter (it plays there, the
// chain answers on the other), else the chain's side, or, when groups of
// both sides need it, the one side whose stone there is safe (captures
// nothing and keeps two liberties); dameMark when both or neither may.
func (st *settler) pairFiller(p int32) Color {
	c := st.pair[p]
	if e := st.entered[p]; e != Empty && e != dameMark && e != c && st.safe(p, e) {
		return e
	}
	if c != dameMark {
		return c
	}
	b, w := st.safe(p, Black), st.safe(p, White)
	switch {
	case b && !w:
		return Black
	case w && !b:
		return White
	}
	return dameMark
}

// setArea marks a group's area: its eyes empty, the rest roads, filled.
func (st *settler) setArea(w *groupWork) {
	// The slices in locals: the stores would make the compiler load them
	// again from st and a at each point.
	kind, owner, ideal, pair, c := st.a.kind, st.a.owner, st.ideal, st.pair, w.color
	for _, p := range w.area {
		if pair[p] != Empty {
			// A dame its side must answer: filled, half to each side.
			kind[p], owner[p] = KindDame, Empty
		} else {
			kind[p], owner[p] = KindRoad, c
		}
		ideal[p] = c
	}
	for _, e := range w.eyeList() {
		kind[e] = KindEye
		ideal[e] = Empty
	}
}

// indepChain reports whether the stone at x belongs to an independent
// group.
func (st *settler) indepChain(x int32) bool {
	gid := st.a.groupOf[x]
	return gid >= 0 && st.groups[gid].indep
}

// settleIdeal joins the groups that the ideal final position connects,
// fills the eyes groups in seki do not need, and checks the position
// (steps 7 and 8), on its chains (st.ideals). A plain ideal position
// (plainIdeal) needs none of it.
func (st *settler) settleIdeal() error {
	if st.plainIdeal() {
		return nil
	}
	st.ideals.label(st.ideal, &st.sc)
	if st.mergeGroups() {
		st.ideals.label(st.ideal, &st.sc)
	}
	if st.fillSpareEyes() {
		st.ideals.label(st.ideal, &st.sc)
	}
	return st.checkStable()
}

// plainIdeal reports an ideal final position that joins no groups, has no
// group in seki and is stable, so that its chains need not be labelled:
// without forced points, ko points or explicit neutral points, every
// empty point of the settled position in a group's area (no neutral
// point), and every group independent with two eyes. Then each group is a
// component of the points of its color (findGroups), so no two are next
// to each other, and the empty points of the ideal final position are the
// eyes alone: each chain of a group there touches both its eyes (twoEyes)
// and has no other liberty, and each eye, two points or more from the
// other, is next to the group's chains only. A move on an eye by the
// group's side leaves its chain one liberty, the other eye, and by the
// other side captures nothing (the chains next to it keep two liberties)
// and has none: checkStable would find nothing
// (TestPropertyPlainIdealIsStable).
func (st *settler) plainIdeal() bool {
	if st.hasForced || st.named {
		return false
	}
	for i := range st.groups {
		if w := &st.groups[i]; !w.indep || w.neyes != 2 {
			return false
		}
	}
	return st.allInAreas()
}

// allInAreas reports whether every empty point of the settled position is
// in a group's area: there is no neutral point. Then every empty point has
// its kind from fillIdeal (setArea), none is a dame left empty or marked,
// and settleNeutral and fillDame have nothing to do.
func (st *settler) allInAreas() bool {
	area := 0
	for i := range st.groups {
		area += len(st.groups[i].area)
	}
	return area == len(st.empties)
}

// mergeGroups joins the groups that the ideal final position connects
// into one chain, and chooses their eyes again (step 7). It needs the
// chains of the ideal final position in st.ideals and reports whether it
// changed the position.
func (st *settler) mergeGroups() bool {
	if !st.unionIdealChains() {
		return false
	}
	st.rebuildGroups()
	return true
}

// unionIdealChains joins, in the union-find st.parent, the groups whose
// stones are in one chain of the ideal final position, and reports
// whether it joined any.
func (st *settler) unionIdealChains() bool {
	if !st.hasForced && !st.fillsNeutral() {
		return false
	}
	a, ideal, N := st.a, st.ideal, st.n*st.n
	comp := st.ideals.of
	st.parent = resize(st.parent, len(st.groups))
	for i := range st.parent {
		st.parent[i] = int32(i)
	}
	firstGroup := resize(st.ids, len(st.ideals.color))
	st.ids = firstGroup
	fill(firstGroup, -1)
	merged := false
	groupOf := a.groupOf[:N]
	for i := int32(0); i < int32(N); i++ {
		gid := groupOf[i]
		if gid < 0 || ideal[i] == Empty {
			continue
		}
		c := comp[i]
		if f := firstGroup[c]; f < 0 {
			firstGroup[c] = gid
		} else if f == gid {
			continue
		} else if x, y := st.find(f), st.find(gid); x != y {
			st.parent[max(x, y)] = min(x, y)
			merged = true
		}
	}
	return merged
}

// fillsNeutral reports whether the ideal final position has a stone on an
// empty point of the settled position that is no group's. Without forced
// points a group is a component of the points of its color (findGroups):
// no point of one group is next to a point of another group of its side,
// so that only such a stone can join two groups into one chain.
func (st *settler) fillsNeutral() bool {
	ideal, groupOf := st.ideal, st.a.groupOf
	for _, p := range st.empties {
		if c := ideal[p]; groupOf[p] < 0 && (c == Black || c == White) {
			return true
		}
	}
	return false
}

// rebuildGroups rebuilds the groups after unionIdealChains: each root
// gathers its members, in board order (a list from each root through
// next), into the settler's second buffer of groups; their points go into
// st.mergePts.
func (st *settler) rebuildGroups() {
	a, N := st.a, st.n*st.n
	ng := len(st.groups)
	groups := st.merged[:0]
	newID := resize(st.newID, ng)
	st.newID = newID
	fill(newID, -1)
	next := resize(st.next, 2*ng)
	st.next = next
	next, head := next[:ng], next[ng:]
	fill(head, -1)
	for gid := ng - 1; gid >= 0; gid-- {
		r := st.find(int32(gid))
		next[gid], head[r] = head[r], int32(gid)
	}
	st.inComp = resize(st.inComp, len(st.ideals.color))
	// take returns an empty slice of st.mergePts with room for k points.
	pool := st.mergePts[:0]
	take := func(k int) []int32 {
		if cap(pool)-len(pool) < k {
			pool = make([]int32, 0, max(2*cap(pool), k, N))
		}
		x := pool[len(pool) : len(pool) : len(pool)+k]
		pool = pool[:len(pool)+k]
		return x
	}
	for gid := range st.groups {
		if st.find(int32(gid)) != int32(gid) {
			continue
		}
		id := int32(len(groups))
		if next[gid] < 0 {
			groups = append(groups, st.groups[gid])
			newID[gid] = id
			continue
		}
		for m := int32(gid); m >= 0; m = next[m] {
			newID[m] = id
		}
		groups = append(groups, st.joinGroups(int32(gid), next, take))
	}
	for i, gid := range a.groupOf {
		if gid >= 0 {
			a.groupOf[i] = newID[st.find(gid)]
		}
	}
	st.groups, st.merged, st.mergePts = groups, st.groups, pool
}

// joinGroups returns the group made of the groups in the list from root
// through next, with its eyes chosen again. Its points come from take.
func (st *settler) joinGroups(root int32, next []int32, take func(int) []int32) groupWork {
	a, ideal, N := st.a, st.ideal, st.n*st.n
	comp, inComp := st.ideals.of, st.inComp
	w := groupWork{color: st.groups[root].color}
	clear(inComp)
	nstones, narea := 0, 0
	for m := root; m >= 0; m = next[m] {
		nstones += len(st.groups[m].stones)
		narea += len(st.groups[m].area)
	}
	w.stones, w.area = take(nstones), take(narea)
	for m := root; m >= 0; m = next[m] {
		old := &st.groups[m]
		w.stones = append(w.stones, old.stones...)
		w.area = append(w.area, old.area...)
		for _, p := range old.stones {
			inComp[comp[p]] = true
		}
	}
	slices.Sort(w.stones)
	slices.Sort(w.area)
	pts := append(append(take(N), w.stones...), w.area...)
	// The filled neutral points that join the members belong to the
	// chain, not to the group's area.
	for i := int32(0); i < int32(N); i++ {
		if a.groupOf[i] < 0 && ideal[i] == w.color && inComp[comp[i]] {
			pts = append(pts, i)
		}
	}
	w.pts = pts
	w.eyes, w.neyes, w.indep = st.chooseEyes(w.color, pts, w.area)
	st.setArea(&w)
	return w
}

// fillSpareEyes fills the eye of each group in seki that does not need
// it: a group whose chain, with its one eye filled, still keeps two
// liberties (shared eyes; dame are taken as filled) and that no move on
// those liberties then threatens lives in seki without it, so the eye is
// not a basic eye (basic eyes are the least: one fewer is not possible)
// but a road. Every group is judged on the same position,
// and it reports whether it filled any.
func (st *settler) fillSpareEyes() bool {
	sc, ideal := &st.sc, st.ideal
	spare := st.found[:0]
	for i := range st.groups {
		w := &st.groups[i]
		if w.indep || w.neyes != 1 {
			continue
		}
		if e := w.eyes[0]; ideal[e] == Empty && sc.harmless(ideal, e, w.color) && st.stableFilled(e, w.color) {
			spare = append(spare, int32(i))
		}
	}
	st.found = spare[:0]
	for _, gi := range spare {
		w := &st.groups[gi]
		e := w.eyes[0]
		ideal[e] = w.color
		st.a.kind[e], st.a.owner[e] = KindRoad, w.color
		w.neyes = 0
	}
	return len(spare) > 0
}

// stableFilled reports whether the ideal final position stays stable
// around the chain of c at the eye e once c fills it: no move of either
// side on a liberty of the chain captures, or keeps two liberties.
func (st *settler) stableFilled(e int32, c Color) bool {
	sc, ideal := &st.sc, st.ideal
	ideal[e] = c
	defer func() { ideal[e] = Empty }()
	sc.libs(ideal, e, len(ideal))
	libs := st.spareLibs[:0]
	for _, q := range sc.chain {
		for _, x := range st.g.nb[q] {
			if x >= 0 && ideal[x] == Empty && !slices.Contains(libs, x) {
				libs = append(libs, x)
			}
		}
	}
	st.spareLibs = libs
	for _, l := range libs {
		if sc.unstable(ideal, l, c, st.n) != nil || sc.unstable(ideal, l, c.Opponent(), st.n) != nil {
			return false
		}
	}
	return true
}

// checkStable checks the ideal final position (step 8). It needs the
// chains of the ideal final position in st.ideals.
func (st *settler) checkStable() error {
	// A chain whose every liberty is a dame, and no stone of an
	// independent group, has none once the dame are filled: the other side
	// would fill them and capture it (unless they are dame both sides must
	// answer: then each fills one, see shortChains).
	cs := &st.ideals
	noLiberty := slices.Contains(cs.nlib, 0)
	for i, k := range cs.of {
		if !noLiberty {
			break // no chain without liberties: nothing to look at
		}
		if k < 0 || cs.nlib[k] != 0 || st.settled[i] == Empty || st.indepChain(int32(i)) || st.nextToPair(k) {
			continue
		}
		e := countErr(ErrUnstable, cs.color[k], cs.points(k, nil), st.n,
			"the %s stones have no liberty but dame", colorName(cs.color[k]))
		e.Fix = FixDead
		return e
	}
	// Only the empty points of the settled position (st.empties) are
	// empty in the ideal final position. A point faulty does not find
	// fault with is stable; the first point in board order that is not,
	// if any, is named.
	first := st.firstFaulty()
	if first < 0 {
		return nil
	}
	for i := first; i < int32(len(st.ideal)); i++ {
		if st.ideal[i] != Empty || st.a.kind[i] == KindDame {
			continue
		}
		for _, c := range [2]Color{Black, White} {
			if !st.faulty(i, c) {
				continue
			}
			if err := st.sc.unstable(st.ideal, i, c, st.n); err != nil {
				return err
			}
		}
	}
	return nil
}

// firstFaulty returns the first point in board order, among the empty
// points of the ideal final position that are no dame, at which faulty
// finds fault with a move of either side, or -1.
func (st *settler) firstFaulty() int32 {
	ideal, kind := st.ideal, st.a.kind
	first := int32(-1)
	for _, p := range st.empties {
		if ideal[p] != Empty || kind[p] == KindDame || (first >= 0 && p > first) {
			continue
		}
		if st.faulty(p, Black) || st.faulty(p, White) {
			first = p
		}
	}
	return first
}

// nextToPair reports whether the chain k of the ideal final position
// touches a dame a side must answer (shortChains).
func (st *settler) nextToPair(k int32) bool {
	for i, kk := range st.ideals.of {
		if kk != k {
			continue
		}
		for _, x := range st.g.nb[i] {
			if x >= 0 && st.pair[x] != Empty && st.settled[x] == Empty {
				return true
			}
		}
	}
	return false
}

// faulty reports, from the liberties of the chains of the ideal final
// position, whether scratch.unstable finds fault with a move of c at the
// empty point p: whether the move captures (a chain next to p has p for
// its only liberty) or leaves the mover's chain two liberties or more.
func (st *settler) faulty(p int32, c Color) bool {
	cs, ideal := &st.ideals, st.ideal
	libs, nl := [2]int32{}, 0
	// add counts the liberty x of the mover's chain, and reports two.
	add := func(x int32) bool {
		if x == p || (nl > 0 && libs[0] == x) {
			return false
		}
		if nl == 1 {
			return true
		}
		libs[0], nl = x, 1
		return false
	}
	for _, x := range st.g.nb[p] {
		if x < 0 {
			break
		}
		switch ideal[x] {
		case dameMark:
		case Empty:
			if add(x) {
				return true
			}
		case c:
			k := cs.of[x]
			if cs.nlib[k] >= 3 {
				return true
			}
			for _, l := range cs.lib[k][:cs.nlib[k]] {
				if add(l) {
					return true
				}
			}
		default:
			if cs.nlib[cs.of[x]] == 1 {
				return true
			}
		}
	}
	return false
}

// finish fills in the groups and the counts of the analysis. Every stone
// is in a group (findGroups), and the roads, dame and shared eyes are
// empty points of the settled position (st.empties). The groups' lists
// are kept as the settler's indices; Groups makes their points
// (givenGroup).
func (st *settler) finish() {
	a := st.a
	kind, owner := a.kind, a.owner
	var roads [4]int // counted in a local, added to a's after
	shared := st.open[:0]
	for _, p := range st.empties {
		switch kind[p] {
		case KindRoad:
			roads[owner[p]&3]++
		case KindDame:
			a.dame++
		case KindSharedEye:
			shared = append(shared, p)
		}
	}
	slices.Sort(shared)
	st.open, a.shared = shared[:0], len(shared)
	nshared := st.countShared(shared)
	// One block holds the points of every group's lists.
	total := 0
	for gid := range st.groups {
		w := &st.groups[gid]
		total += len(w.stones) + len(w.area) + w.neyes + int(nshared[gid])
	}
	block := slices.Grow(a.points[:0], total)
	a.points = block[:total]
	// take appends the points of x to block and returns them, nil for none.
	take := func(x []int32) []int32 {
		if len(x) == 0 {
			return nil
		}
		k := len(block)
		block = append(block, x...)
		return block[k:len(block):len(block)]
	}
	a.groups = slices.Grow(a.groups[:0], len(st.groups))[:len(st.groups)]
	for gid := range st.groups {
		w := &st.groups[gid]
		eyes := w.eyes
		if w.neyes == 2 && eyes[1] < eyes[0] {
			eyes[0], eyes[1] = eyes[1], eyes[0]
		}
		g := groupList{color: w.color, seki: !w.indep}
		if ns := len(w.stones); ns > 0 && len(w.area) > 0 && len(w.pts) == ns+len(w.area) &&
			&w.pts[0] == &w.stones[0] && &w.pts[ns] == &w.area[0] {
			// The stones and the area one after the other (gatherGroupPts):
			// one copy.
			both := take(w.pts)
			g.stones, g.area = both[:ns:ns], both[ns:]
		} else {
			g.stones, g.area = take(w.stones), take(w.area)
		}
		// At most two eyes: stored, not copied.
		if w.neyes > 0 {
			k := len(block)
			block = append(block, eyes[0])
			if w.neyes == 2 {
				block = append(block, eyes[1])
			}
			g.eyes = block[k:len(block):len(block)]
		}
		a.groups[gid] = g
		if k, m := len(block), int(nshared[gid]); m > 0 {
			// Reserved here, filled below.
			block = block[:k+m]
			a.groups[gid].shared = block[k:k:(k + m)]
		}
		a.stones[w.color] += len(w.stones)
		a.nGroups[w.color]++
		a.eyes[w.color] += w.neyes
	}
	for c := range a.roads {
		a.roads[c] += roads[c]
	}
	st.listShared(shared)
}

// countShared returns the number of shared eyes next to each group, given
// the shared eyes.
func (st *settler) countShared(shared []int32) []int32 {
	a := st.a
	count := resize(st.counts, 2*len(st.groups))
	st.counts = count
	count, last := count[:len(st.groups)], count[len(st.groups):]
	fill(last, -1)
	for _, p := range shared {
		for _, x := range st.g.nb[p] {
			if x < 0 {
				break
			}
			if gid := a.groupOf[x]; gid >= 0 && last[gid] != p {
				count[gid]++
				last[gid] = p
			}
		}
	}
	return count
}

// listShared fills each group's list of the shared eyes next to it, in
// board order, in the room finish reserved, given the shared eyes in
// board order.
func (st *settler) listShared(shared []int32) {
	a := st.a
	for _, p := range shared {
		for _, x := range st.g.nb[p] {
			if x < 0 {
				break
			}
			if gid := a.groupOf[x]; gid >= 0 {
				gs := &a.groups[gid].shared
				if k := len(*gs); k == 0 || (*gs)[k-1] != p {
					*gs = append(*gs, p)
				}
			}
		}
	}
}

// fillDame fills the dame of the ideal final position for its picture
// (Analysis.Ideal) once everything is decided: each by a side with a stone
// next to it that may fill it harmlessly, one whose stone there joins no
// two of its groups first, then a side next to an independent group, then
// Black; dame nobody may fill so stay empty. Who fills a dame changes no
// count: a dame is half a stone to each side.
func (st *settler) fillDame() {
	if st.allInAreas() {
		return
	}
	sc, ideal := &st.sc, st.ideal
	kind := st.a.kind[:len(ideal)]
	// The dame, in board order, among the empty points of the settled
	// position.
	dame := st.open[:0]
	for _, p := range st.empties {
		if ideal[p] == dameMark {
			ideal[p] = Empty
		}
		if kind[p] == KindDame {
			dame = append(dame, p)
		}
	}
	slices.Sort(dame)
	st.open = dame[:0]
	for changed := len(dame) > 0; changed; {
		changed = false
		for _, i := range dame {
			if ideal[i] != Empty {
				continue
			}
			var ok [3]bool
			for _, x := range st.g.nb[i] {
				if x >= 0 && ideal[x] != Empty && !ok[ideal[x]] {
					ok[ideal[x]] = sc.harmless(ideal, i, ideal[x])
				}
			}
			if ok[Black] || ok[White] {
				ideal[i] = st.dameColor(i, ok)
				changed = true
			}
		}
	}
}

// dameColor chooses who fills the dame p among the sides allowed: a side
// whose stone there joins no two of its groups, then a side next to an
// independent group, then Black.
func (st *settler) dameColor(p int32, allowed [3]bool) Color {
	var joins, nextIndep [3]bool
	for _, c := range []Color{Black, White} {
		if !allowed[c] {
			continue
		}
		first := int32(-1)
		for _, x := range st.g.nb[p] {
			if x < 0 || st.ideal[x] != c {
				continue
			}
			if gid := st.chainGroup(x); gid >= 0 {
				if first >= 0 && gid != first {
					joins[c] = true
				}
				first = gid
			}
			if st.settled[x] == c && st.indepChain(x) {
				nextIndep[c] = true
			}
		}
	}
	best, bestScore := Empty, -1
	for _, c := range []Color{Black, White} {
		if !allowed[c] {
			continue
		}
		score := 0
		if !joins[c] {
			score += 2
		}
		if nextIndep[c] {
			score++
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

// chainGroup returns the group of any stone in the chain at x of the
// ideal position, or -1.
func (st *settler) chainGroup(x int32) int32 {
	st.sc.libs(st.ideal, x, st.n*st.n+1)
	for _, q := range st.sc.chain {
		if gid := st.a.groupOf[q]; gid >= 0 {
			return gid
		}
	}
	return -1
}

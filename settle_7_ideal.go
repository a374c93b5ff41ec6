package livingstones

import "slices"

// This file joins the groups that the ideal final position (两溢)
// connects and fills the eyes groups in seki do not need (doc.go,
// "Settling and eyes", step 7; Analyze, step 7): settleIdeal, mergeGroups,
// fillSpareEyes. settleIdeal then checks the position (step 8,
// settle_8_stable.go).

// settleIdeal joins the groups that the ideal final position connects,
// fills the eyes groups in seki do not need, and checks the position
// (steps 7 and 8), on its chains (st.ideals). A plain ideal position
// (plainIdeal) needs none of it. rs is how findRegions found the regions.
func (st *settler) settleIdeal(rs regionSet) error {
	if st.plainIdeal(rs) {
		return nil
	}
	st.ideals.label(st.ideal, &st.sc)
	if st.mergeGroups(rs) {
		st.ideals.label(st.ideal, &st.sc)
	}
	if st.fillSpareEyes() {
		st.ideals.label(st.ideal, &st.sc)
	}
	return st.checkStable()
}

// plainIdeal reports an ideal final position that joins no groups, has no
// group in seki and is stable, so that its chains need not be labelled:
// without zones (rs.zoned), ko points or explicit neutral points, every
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
func (st *settler) plainIdeal(rs regionSet) bool {
	if rs.zoned || st.named {
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
func (st *settler) mergeGroups(rs regionSet) bool {
	if !st.unionIdealChains(rs) {
		return false
	}
	st.rebuildGroups()
	return true
}

// unionIdealChains joins, in the union-find st.parent, the groups whose
// stones are in one chain of the ideal final position, and reports
// whether it joined any.
func (st *settler) unionIdealChains(rs regionSet) bool {
	if !rs.zoned && !st.fillsNeutral() {
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

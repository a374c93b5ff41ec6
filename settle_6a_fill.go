package livingstones

// This file starts the ideal final position (doc.go, "Settling and eyes",
// step 6; Analyze, step 6): fillIdeal fills the areas but for their eyes,
// the held ko points and the explicit neutral roads, before settleNeutral
// (settle_6b_neutral.go) decides the neutral points left.

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

package livingstones

import "slices"

// This file checks that the ideal final position stands (doc.go,
// "Settling and eyes", step 8; Analyze, step 8): checkStable, then fills
// the dame (fillDame) and fills in the analysis (finish).

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

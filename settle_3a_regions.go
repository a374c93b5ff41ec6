package livingstones

// This file finds the empty regions of the settled position (Analyze,
// steps 1 and 3, findRegions): labelled with the stopped game's chains or apart, joined
// through the dead stones, or split by zones (forced, closing and deep
// points), their borders and points tallied.

// regionSet is what findRegions tells the later steps of the regions it
// found: the route each later step takes follows from it, passed on as a
// value (findGroups, chooseAllEyes and settleIdeal take it), never read
// from the settler.
type regionSet struct {
	// zoned: some empty point has a zone (see zone: a dead chain captured
	// where it stands, a point a group closes its area with, a deep point
	// of an open region). Then the groups join around each region
	// (joinThroughRegions) and choose their eyes on the eye graph
	// (chooseEyes); without, a group is a component of one color's points
	// (componentGroups, pairGroups) and chooses them on its area
	// (plainEyes), and the ideal final position may be plain (plainIdeal).
	zoned bool
	// paired: the regions were numbered with the stopped game's chains and
	// tallied with them (labelRegions), so that their pairs give the
	// groups (pairGroups).
	paired bool
}

// findRegions finds the empty regions and checks the dead stones, ko
// points and explicit neutral points against them (steps 1 and 3), and
// says how it found them (regionSet). A dead chain
// that does not lie in the opponent's area once removed (it touches a
// dame or a point of its own side's) is captured where it stands: its
// points are roads of the side that captures it, which must fill them to
// close its area, so they border the other empty points as that side's
// stones would. Dead stones in a region no stone of the other side
// borders are refused: nobody surrounds them.
//
// lab is what startAs labelled, read by the first labelling alone; dead
// the dead stones.
func (st *settler) findRegions(lab labelled, dead deadStones) (regionSet, error) {
	n, N := st.n, st.n*st.n
	st.forced = resize(st.forced, N)
	st.deep = resize(st.deep, N)
	paired := st.labelRegions(lab)
	var bad []int32
	var badColor Color
	forced := false
	for _, i := range dead.pts {
		c := st.f.Board[i]
		if st.regions[st.regionOf[i]].border == colorBit(c.Opponent()) {
			continue
		}
		touch := false
		for _, x := range st.g.nb[i] {
			if x >= 0 && st.settled[x] == c.Opponent() {
				touch = true
			}
		}
		st.forced[i], forced = c.Opponent(), true
		if !touch && !st.chainTouches(i, c.Opponent()) && st.regions[st.regionOf[i]].border&colorBit(c.Opponent()) == 0 {
			if badColor == Empty {
				badColor = c
			}
			bad = append(bad, i)
		}
	}
	if len(bad) > 0 {
		e := countErr(ErrDeadNotSurrounded, badColor, bad, n, "no stone of the other side touches them")
		e.Fix = FixDead
		return regionSet{}, e
	}
	st.marks = laneMasks(st.closing[:N], st.marks, true)
	for l, m := range st.marks {
		for m != 0 {
			var i int
			i, m = nextPoint(m, 8*l)
			st.forced[i], forced = st.closing[i], true
		}
	}
	if forced {
		paired = st.labelRegions(labelled{})
	}
	if st.splitOpen() {
		paired = st.labelRegions(labelled{})
		forced = true
	}
	for i := int32(0); i < int32(N) && st.named; i++ {
		if st.koHolder[i] == Empty && st.explicit[i] == 0 {
			continue
		}
		border := uint8(0)
		if st.settled[i] == Empty {
			border = st.regions[st.regionOf[i]].border
		}
		if h := st.koHolder[i]; h != Empty && border == colorBit(h.Opponent()) {
			e := countErr(ErrNotNeutral, h, []int32{i}, n, "ko point inside the opponent's area")
			e.Fix = FixKo
			return regionSet{}, e
		}
		if st.explicit[i] != 0 && border != bothBits {
			return regionSet{}, countErr(ErrNotNeutral, Empty, []int32{i}, n, "explicit classification of a point that is not neutral")
		}
	}
	return regionSet{zoned: forced, paired: paired}, nil
}

// chainTouches reports whether the dead chain at i (of the stopped game)
// touches a stone of c on the settled position.
func (st *settler) chainTouches(i int32, c Color) bool {
	k := st.chains.of[i]
	for q, kq := range st.chains.of {
		if kq != k {
			continue
		}
		for _, x := range st.g.nb[q] {
			if x >= 0 && st.settled[x] == c {
				return true
			}
		}
	}
	return false
}

// zone returns what sets the empty point i apart in labelRegions: 0 for
// a plain point, the capturer for a forced point, the side with 8 added
// for a point a group closes its area with (closeAreas), the side with 4
// added for a deep point (splitOpen).
func (st *settler) zone(i int32) uint8 {
	if c := st.closing[i]; c != Empty {
		return uint8(c) | 8
	}
	if c := st.forced[i]; c != Empty {
		return uint8(c)
	}
	if c := st.deep[i]; c != Empty {
		return uint8(c) | 4
	}
	return 0
}

// labelRegions labels the empty regions of the settled position
// (components) and gathers their points: an empty point joins only the
// points of its zone (see zone: a dead stone captured where it stands, a
// point a group closes its area with, a deep point of an open region),
// and a point of a zone borders the other empty points as a stone of its
// side. Regions labelled with the stopped game's chains (startAs, as lab
// says, or regionKeys through the dead stones) are tallied already: their
// borders and points are read from the tallies, and groups found on their
// pairs (pairGroups): labelRegions reports whether they were
// (regionSet.paired).
func (st *settler) labelRegions(lab labelled) (paired bool) {
	key, nr, paired := st.regionKeys(lab)
	regions := resize(st.regions, nr)
	size := resize(st.counts, len(regions))
	st.regions, st.counts = regions, size
	if paired {
		// The regions were tallied as they were numbered, with the
		// chains' liberties (countLibsTally) or joined through the dead
		// stones (tallyJoined): a region's border is the colors of the
		// chains paired with it.
		cs := &st.chains
		for _, p := range cs.pairs {
			regions[p[0]].border |= colorBit(cs.color[p[1]])
		}
		copy(size, cs.area[:nr])
	} else {
		st.tallyRegions(key, size)
	}
	st.gatherRegionPts(size)
	return paired
}

// tallyRegions reads each region's border and counts its points (size).
func (st *settler) tallyRegions(key []Color, size []int32) {
	N := st.n * st.n
	regions := st.regions
	// The border read from the keys: a stone's color, or the side of a
	// point of another zone. Where the keys are the settled colors (no
	// point has a zone), an empty point adds colorBit(Empty), taken off
	// the border after.
	nb, regionOf := st.g.nb[:N], st.regionOf[:N]
	// The regions' points are the settled position's empty points, read
	// eight at a time (st.emptyLanes, lanes.go).
	for l, m := range st.emptyLanes {
		for m != 0 {
			var q int
			q, m = nextPoint(m, 8*l)
			r := regionOf[q]
			size[r]++
			kq, border := key[q], regions[r].border
			for _, x := range nb[q] {
				if x < 0 {
					break
				}
				switch kx := key[x]; {
				case kx < zoneKey:
					border |= colorBit(kx)
				case kx != zoneKey && kx != kq:
					border |= colorBit((kx - zoneKey) & 3)
				}
			}
			regions[r].border = border & bothBits
		}
	}
}

// regionKeys labels the regions into st.regionOf, unless startAs did (as
// lab says): it returns the keys of the points (see labelRegions), the
// number of regions, and whether they are tallied. Where startAs joined
// the stopped game's points, the regions are numbered and tallied from
// them, joined through the dead stones (readDead, tallyJoined).
func (st *settler) regionKeys(lab labelled) (key []Color, regions int, tallied bool) {
	n, N := st.n, st.n*st.n
	settled := st.settled[:N]
	switch lab.how {
	case startRegions:
		return settled, lab.regions, true
	case startJoined:
		return settled, st.tallyJoined(), true
	}
	st.sc.uf = grow(st.sc.uf, N)
	if !st.zoned() {
		// No zone: the regions are the components of the empty points,
		// the keys the settled colors.
		st.sc.first = components(settled, n, &emptyKeys, st.sc.uf, st.regionOf, st.sc.first)
		return settled, len(st.sc.first), false
	}
	// An empty point's key is zoneKey plus its zone; a stone's, its color.
	key = grow(st.keys, N)
	st.keys = key
	for i, c := range settled {
		if c == Empty {
			c = zoneKey + Color(st.zone(int32(i)))
		}
		key[i] = c
	}
	st.sc.first = components(key, n, &regionKeys, st.sc.uf, st.regionOf, st.sc.first)
	return key, len(st.sc.first), false
}

// tallyJoined numbers the settled position's regions, whose points
// startAs and readDead joined in st.sc.uf (a point's parent an earlier point
// of its region), into st.regionOf, in the board order of their first
// point as components numbers them, and returns their number. As
// countLibsTally does, it counts in the same pass each region's points and
// lists the pairs of a region and a live chain next to it, into st.chains
// (area, pairs), for labelRegions and pairGroups: the settled position's
// chains are the stopped game's but the dead. Only the empty points are
// visited, eight skipped at a time (lanes.go); st.regionOf is left as it
// was on the stones.
func (st *settler) tallyJoined() int {
	n, N, cs := st.n, st.n*st.n, &st.chains
	nc := len(cs.first)
	// Room for every region, written in place.
	area := grow(cs.area, N)
	pairs, np := grow(cs.pairs, 4*N), 0
	// Each chain's live chain, after none's (-1): a dead chain is none.
	live := grow(st.liveChain, nc+1)
	st.liveChain = live
	live[0] = -1
	for k, i := range cs.first {
		live[k+1] = int32(k)
		if st.settled[i] == Empty {
			live[k+1] = -1
		}
	}
	uf, of, pt, regionOf := st.sc.uf[:N], cs.of[:N], st.g.pt[:N], st.regionOf[:N]
	nr := int32(0)
	for l, m := range st.emptyLanes {
		for m != 0 {
			var p int
			p, m = nextPoint(m, 8*l)
			r := nr
			if q := uf[p]; q != int32(p) {
				r = regionOf[q]
			} else {
				area[r] = 0
				nr++
			}
			regionOf[p] = r
			up, left, right, down := nearChains(of, pt, n, N, p)
			area[r]++
			up, left, right, down = live[up+1], live[left+1], live[right+1], live[down+1]
			if up >= 0 {
				pairs[np], np = [2]int32{r, up}, np+1
			}
			if left >= 0 && left != up {
				pairs[np], np = [2]int32{r, left}, np+1
			}
			if right >= 0 && right != up && right != left {
				pairs[np], np = [2]int32{r, right}, np+1
			}
			if down >= 0 && down != up && down != left && down != right {
				pairs[np], np = [2]int32{r, down}, np+1
			}
		}
	}
	cs.area = area[:nr]
	cs.pairs = pairs[:np]
	return int(nr)
}

// zoned reports whether any empty point has a zone (see zone).
func (st *settler) zoned() bool {
	N := st.n * st.n
	closing, forced, deep := st.closing[:N], st.forced[:N], st.deep[:N]
	marked := uint64(0)
	j := 0
	for ; j+8 <= N; j += 8 {
		marked |= load8(closing, j) | load8(forced, j) | load8(deep, j)
	}
	for ; j < N; j++ {
		marked |= uint64(closing[j] | forced[j] | deep[j])
	}
	return marked != 0
}

// emptyKeys are the keys of the empty points of a board, for components.
var emptyKeys = keySet{Empty: true}

// zoneKey is added to an empty point's zone to make its key in
// labelRegions, apart from the stones' colors.
const zoneKey = 16

// regionKeys are the keys of the empty points in labelRegions: zoneKey
// plus every zone.
var regionKeys = func() (k keySet) {
	for z := range 16 {
		k[zoneKey+z] = true
	}
	return k
}()

// gatherRegionPts gathers the points of each region in board order, given
// the number of points of each (which it leaves as where each region's
// points end). The regions' points are the settled position's empty
// points.
func (st *settler) gatherRegionPts(size []int32) {
	N := st.n * st.n
	st.regionPts = grow(st.regionPts, N)
	all, regions := st.regionPts, st.regions
	off := int32(0)
	for k := range regions {
		regions[k].pts = all[off : off+size[k] : off+size[k]]
		off, size[k] = off+size[k], off
	}
	regionOf := st.regionOf[:N]
	for l, m := range st.emptyLanes {
		for m != 0 {
			var i int
			i, m = nextPoint(m, 8*l)
			r := regionOf[i]
			all[size[r]] = int32(i)
			size[r]++
		}
	}
}

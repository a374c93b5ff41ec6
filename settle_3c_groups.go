package livingstones

import "slices"

// Groups (Analyze, step 3, findGroups): the chains of one side joined through the
// regions of their area.

// find returns the root of x in the union-find forest st.parent.
func (st *settler) find(x int32) int32 {
	p := st.parent
	for p[x] != x {
		p[x] = p[p[x]]
		x = p[x]
	}
	return x
}

// findGroups joins chains through the regions of their area (step 3), as
// rs says the regions were found. Without zones (rs.zoned) a group is a
// component of the points of one color (componentGroups, or pairGroups
// from the regions' tallies when rs.paired): its stones and the points of
// the regions only that color borders. The points of a zone border
// regions as stones would, so that a region may join its chains without
// being next to any point of another region of the group: then the chains
// are joined around each region (joinThroughRegions).
func (st *settler) findGroups(rs regionSet) {
	switch {
	case rs.zoned:
		regionRoot, rootGroup := st.joinThroughRegions()
		st.numberGroups(regionRoot, rootGroup)
		st.gatherGroupPts()
	case rs.paired:
		st.pairGroups()
	default:
		st.componentGroups()
	}
}

// componentGroups finds the groups of a settled position without forced
// points as the components of its points of one color (joinComponents),
// numbered in the board order of their first point, and gathers their
// points (as gatherGroupPts). Their counts are read before their points
// are numbered, so that one pass numbers and gathers them: a group's
// stones are its chains' (the live chains of the stopped game: the dead
// are taken off whole, and without forced points a held ko retaken
// captures whole chains), its area its regions' points, and its first
// point the root of its tree (join).
func (st *settler) componentGroups() {
	N := st.n * st.n
	settled, key := st.settled[:N], st.groupKeys()
	groupOf, uf := st.a.groupOf[:N], st.sc.uf[:N]
	joinComponents(key, st.n, &stoneKeys, uf)
	groups := st.groupRoots(uf, key)
	// The groups' counts: each group holds a chain, as a region of one
	// side borders a stone of it.
	cs := &st.chains
	for k, i := range cs.first {
		if settled[i] != Empty {
			groups[groupOf[rootOf(uf, i)]].nstones += cs.size[k]
		}
	}
	for r, side := range st.regionSide {
		if pts := st.regions[r].pts; side != Empty {
			groups[groupOf[rootOf(uf, pts[0])]].npts += int32(len(pts))
		}
	}
	for gid := range groups {
		groups[gid].npts += groups[gid].nstones
	}
	st.groups = groups
	// A point's parent comes before it and is numbered already (a root
	// by groupRoots).
	all, cur := st.groupCursors()
	for i, k := range key {
		if k == Empty {
			groupOf[i] = -1
			continue
		}
		gid := groupOf[uf[i]]
		groupOf[i] = gid
		j := 2*gid + 1 - isStone(settled[i])
		all[cur[j]] = int32(i)
		cur[j]++
	}
	st.sliceGroupPts(all)
}

// pairGroups is componentGroups where the regions were tallied with the
// pairs of a region and a live chain next to it (countLibsTally,
// tallyJoined: no held ko retaken): a region of one side joins the chains
// of the pairs it is in, in a union-find over the chains (st.parent), and
// the points are numbered and gathered from their chain's or their
// region's group, in one pass over the stones and one over the empty
// points.
func (st *settler) pairGroups() {
	N := st.n * st.n
	cs := &st.chains
	nc := int32(len(cs.first))
	node := st.pairRoots() // the group of each chain, then of each region
	groups := st.groups
	for k, gid := range node[:nc] {
		if gid >= 0 {
			groups[gid].nstones += cs.size[k]
		}
	}
	for r, gid := range node[nc:] {
		if gid >= 0 {
			groups[gid].npts += int32(len(st.regions[r].pts))
		}
	}
	for gid := range groups {
		groups[gid].npts += groups[gid].nstones
	}
	// The stones, then the empty points, eight skipped at a time
	// (lanes.go), each numbered and gathered from its chain's or its
	// region's group.
	of, regionOf, groupOf := cs.of[:N], st.regionOf[:N], st.a.groupOf[:N]
	all, cur := st.groupCursors()
	chainGroup, regionGroup := node[:nc], node[nc:]
	empty := st.emptyLanes
	for l, e := range empty {
		m := ^e & lowBytes
		if 8*l+8 > N {
			m &= 1<<(8*(N-8*l)) - 1 // the last lane: no point past the end
		}
		for m != 0 {
			var i int
			i, m = nextPoint(m, 8*l)
			gid := chainGroup[of[i]]
			groupOf[i] = gid
			all[cur[2*gid]] = int32(i)
			cur[2*gid]++
		}
	}
	for l, m := range empty {
		for m != 0 {
			var i int
			i, m = nextPoint(m, 8*l)
			gid := regionGroup[regionOf[i]]
			groupOf[i] = gid
			if gid >= 0 {
				all[cur[2*gid+1]] = int32(i)
				cur[2*gid+1]++
			}
		}
	}
	st.sliceGroupPts(all)
}

// pairRoots joins the chains through the regions of one side (pairGroups)
// and numbers the groups in the board order of their first point, a
// stone of their first chain or a point of one of their regions. It sets
// st.groups, each of its color, and returns the group of each chain then
// of each region (-1 for a region of no side).
func (st *settler) pairRoots() []int32 {
	cs := &st.chains
	nc, nr := len(cs.first), len(st.regions)
	parent := grow(st.parent, nc)
	st.parent = parent
	for k := range parent {
		parent[k] = int32(k)
	}
	node := grow(st.ids, nc+nr)
	st.ids = node
	// A region's root: -2 for a region of no side, -1 before its first
	// chain.
	regionRoot, regions := node[nc:], st.regions[:nr]
	for r := range regions {
		regionRoot[r] = -2
		if b := regions[r].border; b == colorBit(Black) || b == colorBit(White) {
			regionRoot[r] = -1
		}
	}
	for _, p := range cs.pairs {
		r, k := p[0], p[1]
		switch rr := regionRoot[r]; {
		case rr == -1:
			regionRoot[r] = k
		case rr >= 0 && rr != k:
			join(parent, rr, k)
		}
	}
	// Every chain points straight at its root: join keeps the first
	// root, so a chain's parent comes before it.
	for k, p := range parent {
		parent[k] = parent[p]
	}
	// Each root's first point (in node[:nc]): its first stone (the
	// chains are numbered by theirs), or an earlier point of a region.
	first := node[:nc]
	for k, i := range cs.first {
		first[k] = -1
		if parent[k] == int32(k) && st.settled[i] != Empty {
			first[k] = i // a root, but for a dead chain (in no pair, no group)
		}
	}
	for r, rr := range regionRoot {
		if rr < 0 {
			regionRoot[r] = -1
		} else {
			rt := parent[rr]
			regionRoot[r] = rt
			first[rt] = min(first[rt], regions[r].pts[0])
		}
	}
	return st.numberRoots(first, regionRoot)
}

// numberRoots numbers the roots of pairRoots, each with its first point
// in first (-1 for a chain that is no root), in the board order of their
// first points; it returns the group of each chain, then of each region
// (regionRoot: its root, -1 for none), in first and regionRoot.
func (st *settler) numberRoots(first, regionRoot []int32) []int32 {
	cs := &st.chains
	// Sorted by first point, then read back as roots: a root's key is its
	// first point above its chain (both under 1<<16, MaxSize).
	roots := st.sc.first[:0]
	for k, i := range first {
		if i >= 0 {
			roots = append(roots, i<<16|int32(k))
		}
	}
	slices.Sort(roots)
	for j, key := range roots {
		roots[j] = key & 0xffff
	}
	st.sc.first = roots
	groups := resize(st.groups, len(roots))
	st.groups = groups
	// Each root's group, then each chain's and region's.
	gidOf := grow(st.groupCount, len(first))
	st.groupCount = gidOf
	fill(gidOf, -1) // a dead chain's
	for gid, k := range roots {
		gidOf[k] = int32(gid)
		groups[gid].color = cs.color[k]
	}
	for k, rt := range st.parent[:len(first)] {
		first[k] = gidOf[rt]
	}
	for r, rt := range regionRoot {
		if rt >= 0 {
			regionRoot[r] = gidOf[rt]
		}
	}
	return st.ids
}

// groupRoots numbers the groups of componentGroups at their roots in
// a.groupOf, in board order: the roots of the live chains' trees in uf.
// It returns room for the groups, each of its color (its root's key).
func (st *settler) groupRoots(uf []int32, key []Color) []groupWork {
	settled, groupOf := st.settled, st.a.groupOf
	roots := st.sc.first[:0]
	gen, mark := st.sc.next(), st.sc.mark
	for _, i := range st.chains.first {
		if settled[i] == Empty {
			continue
		}
		if r := rootOf(uf, i); mark[r] != gen {
			mark[r] = gen
			roots = append(roots, r)
		}
	}
	slices.Sort(roots)
	st.sc.first = roots
	groups := resize(st.groups, len(roots))
	for gid, r := range roots {
		groupOf[r] = int32(gid)
		groups[gid].color = key[r]
	}
	return groups
}

// groupKeys returns the keys of the groups' components: a stone's color,
// and on an empty point the side of its region. The empty points are
// visited eight at a time (lanes.go), not found by a branch on every
// point, which an ending's board mispredicts often.
func (st *settler) groupKeys() []Color {
	N := st.n * st.n
	settled, regionOf := st.settled[:N], st.regionOf[:N]
	side := resize(st.regionSide, len(st.regions))
	st.regionSide = side
	for r := range st.regions {
		side[r] = sideOf(st.regions[r].border)
	}
	key := grow(st.keys, N)
	st.keys = key
	copy(key, settled)
	for l, m := range st.emptyLanes {
		for m != 0 {
			var i int
			i, m = nextPoint(m, 8*l)
			key[i] = side[regionOf[i]]
		}
	}
	return key
}

// joinThroughRegions joins, in the union-find st.parent, the chains around
// each region bordered by one color. It returns the root of each region
// (-1 for a region of neither side) and room for the group of each root;
// every chain in st.parent then points straight at its root.
func (st *settler) joinThroughRegions() (regionRoot, rootGroup []int32) {
	g, cs := st.g, &st.chains
	nchains := len(cs.color)
	st.parent = resize(st.parent, nchains)
	for i := range st.parent {
		st.parent[i] = int32(i)
	}
	// A region bordered by one color joins the chains around it; its root
	// is theirs.
	st.ids = resize(st.ids, len(st.regions)+nchains)
	regionRoot, rootGroup = st.ids[:len(st.regions)], st.ids[len(st.regions):]
	for ri, r := range st.regions {
		regionRoot[ri] = -1
		if r.border != colorBit(Black) && r.border != colorBit(White) {
			continue
		}
		for _, q := range r.pts {
			for _, x := range g.nb[q] {
				if x < 0 {
					break
				}
				if st.settled[x] == Empty {
					continue
				}
				c := st.find(cs.of[x])
				if regionRoot[ri] < 0 {
					regionRoot[ri] = c
				} else if root := st.find(regionRoot[ri]); c != root {
					st.parent[c] = root
				}
			}
		}
	}
	// Every chain and region points straight at its root.
	parent := st.parent
	for k := range parent {
		parent[k] = st.find(int32(k))
	}
	for ri, rr := range regionRoot {
		if rr >= 0 {
			regionRoot[ri] = parent[rr]
		}
	}
	return regionRoot, rootGroup
}

// numberGroups numbers the groups in the board order of their first point
// and counts their stones and points.
func (st *settler) numberGroups(regionRoot, rootGroup []int32) {
	fill(rootGroup, -1)
	fill(st.a.groupOf, -1) // the points of no group
	cs, parent := &st.chains, st.parent
	groupOf, settled, regionOf, of := st.a.groupOf, st.settled, st.regionOf, cs.of
	groups, N := st.groups, int32(st.n*st.n)
	for i := int32(0); i < N; i++ {
		var root int32 = -1
		stone := settled[i] != Empty
		if stone {
			root = parent[of[i]]
		} else {
			root = regionRoot[regionOf[i]]
		}
		if root < 0 {
			continue
		}
		gid := rootGroup[root]
		if gid < 0 {
			gid = int32(len(groups))
			rootGroup[root] = gid
			groups = append(groups, groupWork{color: cs.color[root]})
		}
		groupOf[i] = gid
		w := &groups[gid]
		w.npts++
		if stone {
			w.nstones++
		}
	}
	st.groups = groups
}

// gatherGroupPts gathers each group's stones then area, in board order,
// into st.groupPts: where the next stone and the next area point of each
// group go are kept in a pair of cursors.
func (st *settler) gatherGroupPts() {
	N := st.n * st.n
	all, cur := st.groupCursors()
	settled := st.settled[:N]
	for i, gid := range st.a.groupOf[:N] {
		if gid < 0 {
			continue
		}
		j := 2*gid + 1 - isStone(settled[i])
		all[cur[j]] = int32(i)
		cur[j]++
	}
	st.sliceGroupPts(all)
}

// groupCursors returns room for the groups' points and, given their
// counts, where the first stone (cur[2*gid]) and the first area point
// (cur[2*gid+1]) of each group go.
func (st *settler) groupCursors() (all, cur []int32) {
	st.groupPts = grow(st.groupPts, st.n*st.n)
	cur = grow(st.groupCount, 2*len(st.groups))
	st.groupCount = cur
	off := int32(0)
	for gid := range st.groups {
		w := &st.groups[gid]
		cur[2*gid], cur[2*gid+1] = off, off+w.nstones
		off += w.npts
	}
	return st.groupPts, cur
}

// sliceGroupPts sets each group's points, stones and area from all, in
// which they were gathered.
func (st *settler) sliceGroupPts(all []int32) {
	off := int32(0)
	for gid := range st.groups {
		w := &st.groups[gid]
		ns, np := w.nstones, w.npts
		w.pts = all[off : off+np : off+np]
		w.stones = w.pts[:ns:ns]
		w.area = w.pts[ns:np:np]
		off += np
	}
}

// isStone returns 1 for a stone, 0 for an empty point, without a branch:
// on the board of an ending, stones and empty points alternate at random,
// and a branch on them is often mispredicted.
func isStone(c Color) int32 { return int32(c+1) >> 1 }

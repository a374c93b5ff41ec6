package livingstones

// labelRows labels the chains of b like chainSet.label, in three passes
// over the board in board order and no flood fill: stones join the chain
// of the stone before them in the row and below them (union-find, the
// root of a chain its first stone), the roots number the chains in board
// order, and each empty point adds itself to the liberties of the chains
// around it. Points that hold neither color (empty points, dame marks) are
// in no chain; only empty points are liberties. parent is scratch of at
// least len(b) elements.
func (cs *chainSet) labelRows(b []Color, n int, parent []int32) {
	N := len(b)
	cs.of = resize(cs.of, N)
	cs.color, cs.nlib, cs.lib = cs.color[:0], cs.nlib[:0], cs.lib[:0]
	parent = parent[:N]
	root := func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	// join puts the chains of x and y together under the smaller root.
	join := func(x, y int32) {
		rx, ry := root(x), root(y)
		if rx < ry {
			parent[ry] = rx
		} else if ry < rx {
			parent[rx] = ry
		}
	}
	for i := int32(0); i < int32(N); i++ {
		c := b[i]
		if c != Black && c != White {
			continue
		}
		parent[i] = i
		if int(i)%n > 0 && b[i-1] == c {
			join(i, i-1)
		}
		if int(i) >= n && b[i-int32(n)] == c {
			join(i, i-int32(n))
		}
	}
	for i := int32(0); i < int32(N); i++ {
		c := b[i]
		if c != Black && c != White {
			cs.of[i] = -1
			continue
		}
		if r := root(i); r != i {
			cs.of[i] = cs.of[r]
			continue
		}
		cs.of[i] = int32(len(cs.color))
		cs.color = append(cs.color, c)
		cs.nlib = append(cs.nlib, 0)
		cs.lib = append(cs.lib, [2]int32{-1, -1})
	}
	nb := geometryOf(n).nb
	for i := int32(0); i < int32(N); i++ {
		if b[i] != Empty {
			continue
		}
		// The chains around i, each once.
		var seen [4]int32
		k := 0
	next:
		for _, x := range nb[i] {
			if x < 0 {
				break
			}
			id := cs.of[x]
			if id < 0 {
				continue
			}
			for _, s := range seen[:k] {
				if s == id {
					continue next
				}
			}
			seen[k] = id
			k++
			if l := cs.nlib[id]; l < 3 {
				if l < 2 {
					cs.lib[id][l] = i
				}
				cs.nlib[id] = l + 1
			}
		}
	}
}

// labelRegions labels the empty regions of the settled position as
// findRegions needs them, in passes in board order like labelRows: each
// empty point's region in st.regionOf (numbered in the board order of
// their first point, -1 on a stone), the colors next to each region in
// st.regions, and the points of each region in st.counts.
func (st *settler) labelRegions() {
	b, n := st.settled, st.n
	N := len(b)
	st.regionOf = resize(st.regionOf, N)
	st.parent = resize(st.parent, N)
	parent := st.parent
	root := func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	join := func(x, y int32) {
		rx, ry := root(x), root(y)
		if rx < ry {
			parent[ry] = rx
		} else if ry < rx {
			parent[rx] = ry
		}
	}
	for i := int32(0); i < int32(N); i++ {
		if b[i] != Empty {
			continue
		}
		parent[i] = i
		if int(i)%n > 0 && b[i-1] == Empty {
			join(i, i-1)
		}
		if int(i) >= n && b[i-int32(n)] == Empty {
			join(i, i-int32(n))
		}
	}
	size := st.counts[:0]
	nb := st.g.nb
	for i := int32(0); i < int32(N); i++ {
		if b[i] != Empty {
			st.regionOf[i] = -1
			continue
		}
		var id int32
		if r := root(i); r != i {
			id = st.regionOf[r]
		} else {
			id = int32(len(st.regions))
			st.regions = append(st.regions, region{})
			size = append(size, 0)
		}
		st.regionOf[i] = id
		size[id]++
		border := st.regions[id].border
		for _, x := range nb[i] {
			if x < 0 {
				break
			}
			if c := b[x]; c != Empty {
				border |= colorBit(c)
			}
		}
		st.regions[id].border = border
	}
	st.counts = size
}

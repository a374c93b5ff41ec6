package livingstones

// chooseEyes tries pairs of eyes on a group: does the group without them
// fall apart, and does each part touch both? A flood fill over every point
// of the group per pair costs as much as the rest of the analysis, so the
// group is first reduced to a graph whose nodes are its chains (a chain is
// connected whatever eyes are taken out) and its empty points, with an
// edge from each empty point to each member next to it. Each pair then
// costs a union-find over the empty points' edges only.

// buildEyeGraph marks the points pts of a group tok in st.member and
// builds its graph. It leaves the rank key of each empty member in st.gKey
// (see rankKey: the member stones are of the group's color).
func (st *settler) buildEyeGraph(pts []int32, tok uint32) {
	of := st.chains.of // a living chain is the same in the stopped game
	if n := len(st.chains.color); len(st.gChainTok) < n {
		st.gChainTok = make([]uint32, n)
		st.gChainNode = make([]int32, n)
	}
	// The chains are marked with a generation of their own.
	if st.gGen++; st.gGen == 0 {
		clear(st.gChainTok)
		st.gGen = 1
	}
	gen := st.gGen
	// The node of an empty member is node[p], of a stone its chain's.
	if N := len(st.settled); len(st.gNode) < N {
		st.gNode = make([]int32, N)
	}
	node, chainTok, chainNode := st.gNode, st.gChainTok, st.gChainNode
	nodes := int32(0)
	empties := st.gEmpty[:0]
	for _, p := range pts {
		st.member[p] = tok
		if st.settled[p] != Empty {
			if k := of[p]; chainTok[k] != gen {
				chainTok[k], chainNode[k] = gen, nodes
				nodes++
			}
			continue
		}
		node[p] = nodes
		nodes++
		empties = append(empties, p)
	}
	edges := st.gEdges[:0]
	if N := len(st.settled); len(st.gEdgeAt) < N {
		st.gEdgeAt = make([]int32, N)
	}
	if N := len(st.settled); len(st.gKey) < N {
		st.gKey = make([]uint32, N)
	}
	for _, p := range empties {
		u := node[p]
		st.gEdgeAt[p] = int32(len(edges))
		var emp, stn uint32
		for _, x := range st.g.nb[p] {
			if x < 0 {
				break
			}
			if st.member[x] != tok {
				continue
			}
			v := node[x]
			if st.settled[x] != Empty {
				v = chainNode[of[x]]
				stn++
			} else {
				emp++
			}
			edges = append(edges, [2]int32{u, v})
		}
		st.gKey[p] = rankKey(p, emp, stn)
	}
	st.gNodes, st.gEmpty, st.gEdges = nodes, empties, edges
}

// eyeParts joins the nodes of the eye graph but the empty points e1 and e2
// (e2 may be -1) into parts, and returns the number of parts and whether
// each touches both e1 and e2 (or e1 alone when e2 is -1). A part touches
// an eye when one of the eye's own edges reaches it, so only those edges
// are looked at for touching.
func (st *settler) eyeParts(e1, e2 int32) (parts int, touchAll bool) {
	n1, n2 := st.gNode[e1], int32(-1)
	want := uint8(1)
	nout := 1
	if e2 >= 0 {
		n2, want, nout = st.gNode[e2], 3, 2
	}
	parent := resize(st.gParent, int(st.gNodes))
	st.gParent = parent
	for i := range parent {
		parent[i] = int32(i)
	}
	parts = len(parent) - nout
	// The edges come in runs of one empty point each: its root is found
	// once, and stays the root of what joins it.
	edges := st.gEdges
	for j := 0; j < len(edges); {
		u := edges[j][0]
		ru := int32(-1)
		if u != n1 && u != n2 {
			ru = rootOf(parent, u)
		}
		for ; j < len(edges) && edges[j][0] == u; j++ {
			v := edges[j][1]
			if ru < 0 || v == n1 || v == n2 {
				continue
			}
			if rv := rootOf(parent, v); rv != ru {
				parent[rv] = ru
				parts--
			}
		}
	}
	// Mark the parts each eye touches; count those touching every eye.
	touch := resize(st.gTouch, int(st.gNodes))
	st.gTouch = touch
	full := 0
	for k, e := range [2]int32{e1, e2} {
		if e < 0 {
			break
		}
		u := st.gNode[e]
		for _, ed := range st.gEdges[st.gEdgeAt[e]:] {
			if ed[0] != u {
				break
			}
			if v := ed[1]; v != n1 && v != n2 {
				r := rootOf(parent, v)
				if t := touch[r]; t&(1<<k) == 0 {
					touch[r] = t | 1<<k
					if t|1<<k == want {
						full++
					}
				}
			}
		}
	}
	return parts, full == parts
}

// rootOf returns the root of x in the union-find forest parent, halving
// the path.
func rootOf(parent []int32, x int32) int32 {
	for parent[x] != x {
		parent[x] = parent[parent[x]]
		x = parent[x]
	}
	return x
}

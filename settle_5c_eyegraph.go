package livingstones

import "slices"

// The eye graph (step 5). chooseEyes tries pairs of eyes on a group: does
// the group without them fall apart, and does each part touch both? A flood fill over every point
// of the group per pair costs as much as the rest of the analysis, so the
// group is first reduced to a graph whose nodes are its chains (a chain is
// connected whatever eyes are taken out) and its empty points, with an
// edge from each empty point to each member next to it. Each pair then
// costs a union-find over the empty points' edges only.

// buildEyeGraph marks the points pts of a group tok in st.gMark and
// builds its graph. It leaves the rank key of each empty member in st.gKey
// (see rankKey: the member stones are of the group's color).
func (st *settler) buildEyeGraph(pts []int32, tok uint32) {
	// A living chain is the same in the stopped game: its node is the
	// chain's of st.chains.
	st.nextChainGen()
	if N := len(st.settled); len(st.gKey) < N {
		st.gKey = make([]uint32, N)
	}
	st.gNodes = st.eyeNodes(pts, tok)
	st.eyeEdges(tok)
}

// nextChainGen starts a new generation of chain marks in st.gChainTok
// (st.gGen), sized to the chains of st.chains.
func (st *settler) nextChainGen() {
	if n := len(st.chains.color); len(st.gChainTok) < n {
		st.gChainTok = make([]uint32, n)
		st.gChainNode = make([]int32, n)
	}
	if st.gGen++; st.gGen == 0 {
		clear(st.gChainTok)
		st.gGen = 1
	}
}

// A member's mark in st.gMark holds, from the high bits down, the group's
// token (32 bits), whether the member is a stone (1 bit) and its node (31
// bits), so that one load tells whether a point is a member, what it is and
// its node.
const (
	markStone = 1 << 31
	markNode  = markStone - 1
)

// eyeNodes marks the members pts of the group tok and numbers the nodes of
// its eye graph: an empty member is a node, a stone its chain's. It lists
// the empty members in st.gEmpty and returns the number of nodes. (The
// loops of buildEyeGraph are functions of their own, and hold the slices
// in locals, so that the compiler keeps them in registers.)
func (st *settler) eyeNodes(pts []int32, tok uint32) int32 {
	N := len(st.settled)
	of, gen, settled, mark := st.chains.of[:N], st.gGen, st.settled[:N], st.gMark[:N]
	chainTok, chainNode := st.gChainTok, st.gChainNode
	tag := uint64(tok) << 32
	// Room for every member, written in place: a call to grow the list
	// inside the loop would make the compiler keep the slices on the
	// stack.
	nodes, ne := int32(0), 0
	empties := slices.Grow(st.gEmpty[:0], len(pts))[:len(pts)]
	for _, p := range pts {
		if settled[p] != Empty {
			k := of[p]
			if chainTok[k] != gen {
				chainTok[k], chainNode[k] = gen, nodes
				nodes++
			}
			mark[p] = tag | markStone | uint64(chainNode[k])
			continue
		}
		mark[p] = tag | uint64(nodes)
		nodes++
		empties[ne] = p
		ne++
	}
	st.gEmpty = empties[:ne]
	return nodes
}

// eyeEdges lists the edges of the eye graph of the group tok and the rank
// key of each empty member in st.gKey.
func (st *settler) eyeEdges(tok uint32) {
	N := len(st.settled)
	mark, empties := st.gMark[:N], st.gEmpty
	// The edges, in runs of one empty member each: to the chains next to
	// it and to the empty members before it, so that each edge between
	// two empty members is there once. At most four per empty member: room
	// for all, written in place.
	edges := slices.Grow(st.gEdges[:0], 4*len(empties))
	edges = edges[:4*len(empties)]
	ne := 0
	nb, keys := st.g.nb[:N], st.gKey[:N]
	for _, p := range empties {
		u := int32(mark[p] & markNode)
		var emp, stn uint32
		for _, x := range nb[p] {
			if x < 0 {
				break
			}
			m := mark[x]
			if uint32(m>>32) != tok {
				continue
			}
			v := int32(m & markNode)
			if m&markStone != 0 {
				edges[ne] = [2]int32{u, v}
				ne++
				stn++
				continue
			}
			emp++
			if v < u {
				edges[ne] = [2]int32{u, v}
				ne++
			}
		}
		keys[p] = rankKey(p, emp, stn)
	}
	st.gEdges = edges[:ne]
}

// memberNode returns the node of the eye graph of the member x, or -1 when
// x is no member of the group tok.
func (st *settler) memberNode(x int32, tok uint32) int32 {
	m := st.gMark[x]
	if uint32(m>>32) != tok {
		return -1
	}
	return int32(m & markNode)
}

// eyeParts joins the nodes of the eye graph but the empty points e1 and e2
// (e2 may be -1) into parts, and returns the number of parts and whether
// each touches both e1 and e2 (or e1 alone when e2 is -1: touchAll).
func (st *settler) eyeParts(e1, e2 int32) (parts int, touchAll bool) {
	tok := st.memberGen
	n1, n2 := st.memberNode(e1, tok), int32(-1)
	nout := 1
	if e2 >= 0 {
		n2, nout = st.memberNode(e2, tok), 2
	}
	nodes := int(st.gNodes)
	parent := slices.Grow(st.gParent[:0], nodes)[:nodes]
	st.gParent = parent
	for i := range parent {
		parent[i] = int32(i)
	}
	parts = nodes - nout
	// The edges come in runs of one empty point each, to nodes before it:
	// its root is found once, and goes under the root of what it joins, so
	// that the older, larger trees keep their roots and stay shallow.
	edges := st.gEdges
	for j := 0; j < len(edges); {
		u := edges[j][0]
		if u == n1 || u == n2 {
			for j++; j < len(edges) && edges[j][0] == u; j++ {
			}
			continue
		}
		ru := rootOf(parent, u)
		for ; j < len(edges) && edges[j][0] == u; j++ {
			v := edges[j][1]
			if v == n1 || v == n2 {
				continue
			}
			if rv := rootOf(parent, v); rv != ru {
				parent[ru] = rv
				ru = rv
				parts--
			}
		}
	}
	return parts, st.touchAll(parent, e1, e2, -1, parts)
}

// eyeTrial is what chooseEyes knows of its candidates cands (sorted) as
// it tries them: split[k] is 0 until it is known whether the group without
// candidate k is one chain of points, then 1 when it is, 2 when not; last
// is the pair of eyes the forest of eyeParts (st.gParent) was last built
// without, or -1s, and parts its number of parts. With gid -1 it tries
// pairs on the eye graph; else on the area graph of the group gid
// (areaParts), which has chains chains.
type eyeTrial struct {
	st     *settler
	gid    int32
	chains int
	cands  []uint32
	split  []int8
	last   [2]int32
	parts  int
}

// eyeParts is the settler's eyeParts on the graph of tr.
func (tr *eyeTrial) eyeParts(e1, e2 int32) (parts int, touchAll bool) {
	if tr.gid < 0 {
		return tr.st.eyeParts(e1, e2)
	}
	return tr.st.areaParts(tr.gid, tr.chains, e1, e2)
}

// twoEyes is the settler's twoEyes, keeping the forest's pair.
func (tr *eyeTrial) twoEyes(e1, e2 int32) (ok, single bool) {
	parts, touch := tr.eyeParts(e1, e2)
	tr.last, tr.parts = [2]int32{e1, e2}, parts
	return touch, touch && parts <= 1
}

// splits reports whether the group without candidate k is not one chain
// of points (see oneEye). When the forest was last built without k and
// another eye, it tells without a new one (partsBack).
func (tr *eyeTrial) splits(k int) bool {
	if tr.split[k] == 0 {
		e := int32(tr.cands[k] & keyPoint)
		var parts int
		switch e {
		case tr.last[0]:
			parts = tr.st.partsBack(tr.last[1], tr.last[0], tr.parts, tr.gid)
		case tr.last[1]:
			parts = tr.st.partsBack(tr.last[0], tr.last[1], tr.parts, tr.gid)
		default:
			parts, _ = tr.eyeParts(e, -1)
			tr.last = [2]int32{-1, -1}
		}
		tr.split[k] = 1
		if parts > 1 {
			tr.split[k] = 2
		}
	}
	return tr.split[k] == 2
}

// partsBack returns the number of parts of the eye graph (or the area
// graph of the group gid, when not -1) without the eye e alone, from the
// forest eyeParts (areaParts) left when it found parts parts without e and
// the empty member back: back is one node more, joined to every part that
// holds a member next to it (its only edges).
func (st *settler) partsBack(back, e int32, parts int, gid int32) int {
	nb, ne := st.nodeOf(back, gid), st.nodeOf(e, gid)
	parts++
	var seen [4]int32
	ns := 0
	for _, x := range st.g.nb[back] {
		if x < 0 {
			break
		}
		v := st.nodeOf(x, gid)
		if v < 0 || v == ne || v == nb {
			continue
		}
		r := rootOf(st.gParent, v)
		if !slices.Contains(seen[:ns], r) {
			seen[ns] = r
			ns++
			parts--
		}
	}
	return parts
}

// nodeOf returns the node of the point x in the eye graph (gid -1: see
// memberNode) or in the area graph of the group gid (see areaParts), or
// -1 when x is no member.
func (st *settler) nodeOf(x, gid int32) int32 {
	if gid < 0 {
		return st.memberNode(x, st.memberGen)
	}
	if st.a.groupOf[x] != gid {
		return -1
	}
	if st.settled[x] != Empty {
		return int32(len(st.settled)) + st.chains.of[x]
	}
	return x
}

// touchAll reports whether each of the parts parts of the forest parent,
// the graph of nodeOf (gid) without the eyes e1 and e2 (e2 may be -1),
// holds a member next to each eye. A part touches an eye when it holds a
// member next to it, so only the eyes' neighbours are looked at: at most
// eight parts.
func (st *settler) touchAll(parent []int32, e1, e2, gid int32, parts int) bool {
	n1, n2, want := st.nodeOf(e1, gid), int32(-1), uint8(1)
	if e2 >= 0 {
		n2, want = st.nodeOf(e2, gid), 3
	}
	var roots [8]int32
	var touch [8]uint8
	nr, full := 0, 0
	for k, e := range [2]int32{e1, e2} {
		if e < 0 {
			break
		}
		for _, x := range st.g.nb[e] {
			if x < 0 {
				break
			}
			v := st.nodeOf(x, gid)
			if v < 0 || v == n1 || v == n2 {
				continue
			}
			r := rootOf(parent, v)
			j := slices.Index(roots[:nr], r)
			if j < 0 {
				j, roots[nr] = nr, r
				nr++
			}
			if t := touch[j]; t&(1<<k) == 0 {
				touch[j] = t | 1<<k
				if t|1<<k == want {
					full++
				}
			}
		}
	}
	return full == parts
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

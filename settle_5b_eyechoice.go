package livingstones

import (
	"math/bits"
	"slices"
	"sync"
)

// This file holds the eye rule (doc.go, "Settling and eyes", step 5): how
// a group chooses its basic eyes (基本眼位, chooseEyes) among the candidates
// of its area, in rank order, and the shortcuts that decide most groups
// without the eye graph (settle_5c_eyegraph.go).

// Candidate eyes are ranked by keys, so that plain integer sorts order
// them. A candidate's rank key is, from the high bits down: its empty
// neighbours in the group (fewest first, 3 bits), 4 minus its stone
// neighbours (most first, 3 bits), then the point (board order, 10 bits:
// MaxSize² ≤ 1024). While the second eye is chosen, its key puts 63 minus
// the distance from the first eye (largest first, 6 bits) between the
// neighbours and the point.
const keyPoint = 1<<10 - 1

// rankKey returns the rank key of p with emp empty and stn stone
// neighbours.
func rankKey(p int32, emp, stn uint32) uint32 { return emp<<13 | (4-stn)<<10 | uint32(p) }

// secondKey returns the key of the candidate of rank key k for the second
// eye, dist away from the first.
func secondKey(k uint32, dist int) uint32 {
	return (k&^keyPoint)<<6 | uint32(63-dist)<<10 | k&keyPoint
}

// chooseEyes picks the basic eyes of a group of color c made of the
// points pts, among its area (see Analyze, step 5).
func (st *settler) chooseEyes(c Color, pts, area []int32) (eyes [2]int32, neyes int, indep bool) {
	return st.pickEyes(st.eyeCandidates(pts, area), eyeTrial{st: st, gid: -1})
}

// pickEyes is chooseEyes on the candidates cands (their rank keys, see
// eyeCandidates), trying pairs of eyes on the graph of tr: the eye graph,
// or the area graph of a group (eyeTrial).
func (st *settler) pickEyes(cands []uint32, tr eyeTrial) (eyes [2]int32, neyes int, indep bool) {
	if len(cands) == 0 {
		return eyes, 0, false
	}
	// Most groups keep the best ranked candidate and the best second eye
	// for it: try that pair before sorting every candidate.
	b1, b2, tried := st.bestPair(cands)
	var bestOK bool
	var bestParts int
	if tried {
		parts, touch := tr.eyeParts(b1, b2)
		if touch && parts <= 1 {
			return [2]int32{b1, b2}, 2, true
		}
		bestOK, bestParts = touch, parts
	}
	slices.Sort(cands)
	// With a first eye e1 that splits the group, no second eye can do:
	// the parts of the group that do not hold e2 do not touch it. The
	// splits of eyeTrial find such an e1, at most once per candidate.
	tr.cands, tr.split, tr.last = cands, resize(st.split, len(cands)), [2]int32{-1, -1}
	st.split = tr.split
	if tried {
		tr.last, tr.parts = [2]int32{b1, b2}, bestParts
	}
	// (Nor can a pair with such an eye second.) Breaking off at a first
	// eye that splits only saves the pairs left, which would all fail;
	// secondEyes lists each pair once. Most first eyes are done with after
	// their best second eye (bestSecond): the rest are listed and sorted
	// only when it does not settle them.
	multi := false
	for k1, key1 := range cands {
		p1 := int32(key1 & keyPoint)
		// The first candidate is bestPair's first eye: its best second
		// eye is known.
		p2, more := b2, tried
		if k1 > 0 {
			p2, more = st.bestSecond(cands[k1+1:], p1)
		}
		var second []uint32
		for j := 0; more; j++ {
			if j == 1 {
				second = st.secondEyes(cands, k1)
			}
			if j > 0 {
				if j >= len(second) {
					break
				}
				p2 = int32(second[j] & keyPoint)
			}
			// The pair bestPair tried is not tried again.
			var ok, single bool
			if tried && p1 == b1 && p2 == b2 {
				ok = bestOK
			} else {
				ok, single = tr.twoEyes(p1, p2)
			}
			if ok && single {
				return [2]int32{p1, p2}, 2, true
			}
			if ok && !multi {
				eyes, multi = [2]int32{p1, p2}, true
			}
			if !ok && tr.splits(k1) {
				break
			}
		}
	}
	if multi {
		return eyes, 2, true
	}
	for k := range cands {
		if !tr.splits(k) {
			return [2]int32{int32(cands[k] & keyPoint)}, 1, false
		}
	}
	return [2]int32{int32(cands[0] & keyPoint)}, 1, false
}

// secondEyes returns the keys (secondKey) of the second eyes chooseEyes
// tries with the candidate k1 of cands (sorted), in their order. A pair
// is tried once: with a second eye ranked before the first, it was tried
// when that one was first (twoEyes is symmetric), or that one splits the
// group and no pair with it can do.
func (st *settler) secondEyes(cands []uint32, k1 int) []uint32 {
	p1 := int32(cands[k1] & keyPoint)
	second := st.second[:0]
	for _, key2 := range cands[k1+1:] {
		if d := st.g.dist(p1, int32(key2&keyPoint)); d > 1 {
			second = append(second, secondKey(key2, d))
		}
	}
	st.second = second
	slices.Sort(second)
	return second
}

// plainEyes is chooseEyes for the group gid of a settled position without
// forced points, as componentGroups found it. Such a group is a component
// of the points of its color, so its eye graph is connected. Most groups
// keep their first pair of eyes, two candidates each of which splits
// nothing (linkedEye): the graph stays connected without the two, and each
// touches a member, so chooseEyes keeps the pair bestPair finds first.
// When the first eye is no linkedEye, eyeSplits tells whether it splits
// the group: then the pair after it is kept when both split nothing
// (plainAfterSplit); if not, the first pair with it that leaves the group
// whole (plainWithFirst). The rest try pairs as chooseEyes does, on the
// area graph (areaParts). No eye graph is built: an area point's neighbours on
// the board are all members, the empty ones of its region and the stones
// of its side, and without forced or deep points a candidate is an area
// point that is no ko point and no dame a side must answer
// (eyeCandidate), with the rank key eyeEdges would give it.
func (st *settler) plainEyes(gid int32) (eyes [2]int32, neyes int, indep bool) {
	area := st.groups[gid].area
	N := len(st.settled)
	settled, nb := st.settled[:N], st.g.nb[:N]
	koHolder, pair := st.koHolder[:N], st.pair[:N]
	// Room for every area point, written in place.
	cands, nc := slices.Grow(st.cands[:0], len(area))[:len(area)], 0
	key1 := ^uint32(0)
	for _, p := range area {
		if p < 0 || int(p) >= N {
			break // never: it lets the compiler drop the bounds checks
		}
		if koHolder[p]|pair[p] != Empty {
			continue
		}
		// Every point has two neighbours or more (MinSize), then -1s.
		q := &nb[p]
		emp, deg := isEmpty(settled, q[0])+isEmpty(settled, q[1]), uint32(2)
		if q[2] >= 0 {
			emp, deg = emp+isEmpty(settled, q[2]), 3
			if q[3] >= 0 {
				emp, deg = emp+isEmpty(settled, q[3]), 4
			}
		}
		k := rankKey(p, emp, deg-emp)
		key1 = min(key1, k)
		cands[nc] = k
		nc++
	}
	st.cands = cands[:nc]
	if nc >= 2 {
		b1 := int32(key1 & keyPoint)
		if b2, tried := st.bestSecond(st.cands, b1); tried {
			if st.linkedEye(b1, b2, gid) {
				if st.linkedEye(b2, b1, gid) {
					return [2]int32{b1, b2}, 2, true
				}
			} else if split, known := st.eyeSplits(b1, -1, gid); known {
				ok := false
				if split {
					eyes, ok = st.plainAfterSplit(gid, key1)
				} else {
					eyes, ok = st.plainWithFirst(gid, b1, b2)
				}
				if ok {
					return eyes, 2, true
				}
			}
		}
	}
	return st.pickEyes(st.cands, eyeTrial{st: st, gid: gid, chains: st.areaChains(gid)})
}

// plainWithFirst is plainEyes when the best ranked candidate b1 is no
// linkedEye but does not split the group (eyeSplits): chooseEyes tries b1
// with its second eyes in turn, b2 first, and keeps the first pair that
// leaves the group one part. The group without b1 is connected, so a
// second eye leaves it so when it is a linkedEye (other than b1) or when
// eyeSplits says it splits nothing; a second eye that splits it is passed
// over. It reports false when it cannot tell, or when no pair leaves one
// part (then chooseEyes keeps the first pair each part of which touches
// both eyes), and chooseEyes must decide.
func (st *settler) plainWithFirst(gid, b1, b2 int32) (eyes [2]int32, ok bool) {
	var second []uint32
	for j, s := 0, b2; ; j++ {
		if j == 1 {
			// b1's second eyes in chooseEyes's order (secondEyes), the
			// first of which is b2.
			second = st.second[:0]
			for _, k := range st.cands {
				if d := st.g.dist(b1, int32(k&keyPoint)); d > 1 {
					second = append(second, secondKey(k, d))
				}
			}
			slices.Sort(second)
			st.second = second
		}
		if j > 0 {
			if j >= len(second) {
				return eyes, false
			}
			s = int32(second[j] & keyPoint)
		}
		// A linkedEye: its ring tells (ringLinked), or eyeSplits finds its
		// sides one set (chainLinked).
		if st.ringLinked(&ringsOf(st.n)[s], b1, gid) {
			return [2]int32{b1, s}, true
		}
		split, known := st.eyeSplits(s, b1, gid)
		if !known {
			return eyes, false
		}
		if !split {
			return [2]int32{b1, s}, true
		}
	}
}

// plainAfterSplit is plainEyes when the best ranked candidate b1 (key
// key1) is no linkedEye and splits the group (eyeSplits): chooseEyes
// tries no pair with it and goes on to the candidate ranked second, with
// the best second eye for it among the candidates ranked after it; that
// pair is kept when each of its eyes splits nothing (linkedEye), for the
// reason plainEyes says. It reports false otherwise, and chooseEyes must
// decide.
func (st *settler) plainAfterSplit(gid int32, key1 uint32) (eyes [2]int32, ok bool) {
	// The candidates ranked after b1, and the best of them.
	after := st.second[:0]
	key2 := ^uint32(0)
	for _, k := range st.cands {
		if k > key1 {
			after = append(after, k)
			key2 = min(key2, k)
		}
	}
	st.second = after
	if len(after) < 2 {
		return eyes, false
	}
	// The candidates ranked after the second.
	rest := after[:0]
	for _, k := range after {
		if k > key2 {
			rest = append(rest, k)
		}
	}
	c1 := int32(key2 & keyPoint)
	c2, tried := st.bestSecond(rest, c1)
	if !tried || !st.linkedEye(c1, c2, gid) || !st.linkedEye(c2, c1, gid) {
		return eyes, false
	}
	return [2]int32{c1, c2}, true
}

// eyeSplits reports whether the group gid, a component of the points of
// its color (plainEyes), falls apart without its empty member p (split),
// when it can tell (known): when the members next to p are joined, by
// their chains and the members diagonal to p (chainLinked), in one set
// (no split) or two.
// Each part the group falls into holds a member next to p, so the group
// falls apart when the two sets are not joined without p. With other not
// -1 it tells the same of the group without other, which must be
// connected, and two or more points away from p. Two chains are
// never next to each other: they are joined through the group's area
// only, so a union-find over its area points tells, each stone next to one
// standing for its chain. It costs the area, where the eye graph costs
// the whole group.
func (st *settler) eyeSplits(p, other, gid int32) (split, known bool) {
	seeds, sets := st.twoSides(&ringsOf(st.n)[p], other, gid)
	if sets != 2 {
		// One set: p is linked (chainLinked), and splits nothing.
		return false, sets == 1
	}
	// The nodes: the area points, by their index, and the chains next to
	// them, chain c as N+c.
	N := len(st.settled)
	parent := grow(st.gParent, N+len(st.chains.color))
	st.gParent = parent
	area := st.groups[gid].area
	joinArea(area, p, other, st.settled[:N], st.chains.of[:N], st.g.nb[:N], parent)
	var root [2]int32
	for k, q := range seeds {
		if st.settled[q] != Empty {
			q = int32(N) + st.chains.of[q]
		}
		root[k] = rootOf(parent, q)
	}
	return root[0] != root[1], true
}

// joinArea joins, in the union-find forest parent, the area points of a
// group but e1 and e2 (e2 may be -1) that are next to each other or to one
// chain (see eyeSplits), and returns the number of joins made. A chain
// next to the eyes alone stays a node of its own.
func joinArea(area []int32, e1, e2 int32, settled []Color, of []int32, nb [][4]int32, parent []int32) int {
	N := int32(len(settled))
	for c := N; c < int32(len(parent)); c++ {
		parent[c] = c
	}
	// The area is in board order: an area point before x is in the
	// forest already.
	joins := 0
	for _, x := range area {
		parent[x] = x
		if x == e1 || x == e2 {
			continue
		}
		rx := x
		for _, y := range nb[x] {
			if y < 0 {
				break
			}
			var ry int32
			if settled[y] != Empty {
				ry = rootOf(parent, N+of[y])
			} else if y != e1 && y != e2 && y < x {
				ry = rootOf(parent, y)
			} else {
				continue
			}
			if ry != rx {
				parent[rx] = ry
				rx = ry
				joins++
			}
		}
	}
	return joins
}

// areaParts is eyeParts for a group gid of a settled position without
// forced points, with chains chains (areaChains), on its area graph: the
// eye graph of its points, made of the chains (node N+c for chain c) and
// the area points (node p), joined by joinArea without building the eye
// graph (plainEyes says why its members are these). It leaves the forest
// in st.gParent, as eyeParts does.
func (st *settler) areaParts(gid int32, chains int, e1, e2 int32) (parts int, touchAll bool) {
	N := len(st.settled)
	parent := grow(st.gParent, N+len(st.chains.color))
	st.gParent = parent
	area := st.groups[gid].area
	joins := joinArea(area, e1, e2, st.settled[:N], st.chains.of[:N], st.g.nb[:N], parent)
	nout := 1
	if e2 >= 0 {
		nout = 2
	}
	parts = len(area) - nout + chains - joins
	return parts, st.touchAll(parent, e1, e2, gid, parts)
}

// areaChains returns the number of chains of the group gid.
func (st *settler) areaChains(gid int32) int {
	st.nextChainGen()
	gen, tok, of := st.gGen, st.gChainTok, st.chains.of
	chains := 0
	for _, p := range st.groups[gid].stones {
		if c := of[p]; tok[c] != gen {
			tok[c] = gen
			chains++
		}
	}
	return chains
}

// twoSides returns the number of sets the members of the group gid next
// to an empty member (r is its ring) are joined in without other (see
// chainLinked), up to 3, and a member of each when they are two.
func (st *settler) twoSides(r *[8]int32, other, gid int32) (seeds [2]int32, sets int) {
	lab := st.sideLabels(r, other, gid)
	for k, l := range lab {
		if l < 0 || slices.Contains(lab[:k], l) {
			continue
		}
		if sets == 2 {
			return seeds, 3
		}
		seeds[sets] = r[2*k]
		sets++
	}
	return seeds, sets
}

// isEmpty returns 1 when the point x of b is empty, else 0.
func isEmpty(b []Color, x int32) uint32 {
	if b[x] == Empty {
		return 1
	}
	return 0
}

// linkedEye reports whether the chains of the group gid next to its empty
// member p are at least one and stay joined, with the empty members next
// to p, without p and the point other (not next to p: a second eye is
// two points away or more): every two next to p in turn are
// one chain or are both next to the member between them (their diagonal
// neighbour), other than other. Then taking p out of the group's eye graph
// leaves its parts as they were. Most eyes are told by the ring of eight
// points around p alone (ringLinked); the others by their chains too
// (chainLinked).
func (st *settler) linkedEye(p, other, gid int32) bool {
	r := &ringsOf(st.n)[p]
	return st.ringLinked(r, other, gid) || st.chainLinked(r, other, gid)
}

// ringLinked reports whether the members of the group gid next to an
// empty member (r is its ring, see rings) are at least one and joined in
// turn through the members between them, other than other: then they are
// joined whatever chains they are (linkedEye). The members next to it are
// joined as one when each pair in turn of the four but one is joined by
// its diagonal, or when all four are: a cycle of four, every edge of
// which but one joins two nodes, is one part.
func (st *settler) ringLinked(r *[8]int32, other, gid int32) bool {
	groupOf := st.a.groupOf
	// The members of the ring, bit k for the point r[k].
	var m uint32
	for k, q := range r {
		if q >= 0 && q != other && groupOf[q] == gid {
			m |= 1 << k
		}
	}
	// The members next to it (even bits), and the diagonals (odd bits)
	// that join the two next to them.
	sides := m & 0x55
	joins := m >> 1 & sides & (sides>>2 | sides<<6) & 0x55
	if sides == 0 {
		return false
	}
	return joins == 0x55 || bits.OnesCount32(sides)-bits.OnesCount32(joins) == 1
}

// chainLinked is linkedEye for an eye ringLinked does not tell: two
// members next to it are joined when they are one chain too.
func (st *settler) chainLinked(r *[8]int32, other, gid int32) bool {
	lab := st.sideLabels(r, other, gid)
	first := int32(-1)
	for _, l := range lab {
		if l < 0 {
			continue
		}
		if first >= 0 && l != first {
			return false
		}
		first = l
	}
	return first >= 0
}

// sideLabels labels the members of the group gid next to an empty member
// (r is its ring) by the sets they are joined in, by their chains and the
// members diagonal to it but other: lab[k] for r[2k], -1 for no member.
func (st *settler) sideLabels(r *[8]int32, other, gid int32) (lab [4]int32) {
	groupOf, settled, of := st.a.groupOf, st.settled, st.chains.of
	// A stone's label is its chain's, an empty member's its own after
	// them.
	nchains := int32(len(st.chains.color))
	for k := range lab {
		lab[k] = -1
		if q := r[2*k]; q >= 0 && groupOf[q] == gid {
			if settled[q] != Empty {
				lab[k] = of[q]
			} else {
				lab[k] = nchains + q
			}
		}
	}
	for k := range lab {
		a, b, d := lab[k], lab[(k+1)%4], r[2*k+1]
		if a < 0 || b < 0 || a == b || d < 0 || d == other || groupOf[d] != gid {
			continue
		}
		for j := range lab {
			if lab[j] == b {
				lab[j] = a
			}
		}
	}
	return lab
}

// rings holds for each board size the ring of each point: the points
// around it in turn, from the one above clockwise, each next to it
// followed by the diagonal one after it (above, above right, right, below
// right, below, below left, left, above left), -1 off the board. Made once
// on first use and never changed.
var rings [MaxSize + 1]struct {
	once sync.Once
	ring [][8]int32
}

// ringsOf returns the rings of the points of the n×n board.
func ringsOf(n int) [][8]int32 {
	t := &rings[n]
	t.once.Do(func() {
		t.ring = make([][8]int32, n*n)
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				for k, d := range [8][2]int{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}} {
					u, v := x+d[0], y+d[1]
					t.ring[y*n+x][k] = -1
					if u >= 0 && u < n && v >= 0 && v < n {
						t.ring[y*n+x][k] = int32(v*n + u)
					}
				}
			}
		}
	})
	return t.ring
}

// eyeCandidates marks the group's points pts as members, builds its eye
// graph and returns the rank keys (see rankKey) of the candidate eyes in
// its area, in the order of area: the points not held by a ko or a pair,
// nor captured where they stand unless capturedEye says so, nor on the
// edge of an area split from an open region (onEdgeOfArea).
func (st *settler) eyeCandidates(pts, area []int32) []uint32 {
	st.memberGen++
	if st.memberGen == 0 {
		clear(st.gMark)
		st.memberGen = 1
	}
	st.buildEyeGraph(pts, st.memberGen)
	// Room for every area point, written in place.
	cands, nc := slices.Grow(st.cands[:0], len(area))[:len(area)], 0
	koHolder, pair, forced, deep, keys := st.koHolder, st.pair, st.forced, st.deep, st.gKey
	for _, p := range area {
		// Most points are held by nothing: one test tells.
		if koHolder[p]|pair[p]|forced[p]|deep[p] == Empty || st.eyeCandidate(p) {
			cands[nc] = keys[p]
			nc++
		}
	}
	st.cands = cands[:nc]
	return st.cands
}

// eyeCandidate reports whether the area point p may be an eye (see
// eyeCandidates).
func (st *settler) eyeCandidate(p int32) bool {
	return st.koHolder[p] == Empty && st.pair[p] == Empty && (st.forced[p] == Empty || st.capturedEye(p)) && (st.deep[p] == Empty || !st.onEdgeOfArea(p))
}

// capturedEye reports whether the point p of a dead stone captured where it
// stands may be an eye of its capturer: every neighbour is the capturer's
// stone, a point captured by it, a point it closes its area with
// (closeAreas) or a dame its stone stands on in the ideal final position
// (pairFiller), so that nothing is left to fill around it.
func (st *settler) capturedEye(p int32) bool {
	c := st.forced[p]
	for _, x := range st.g.nb[p] {
		if x < 0 || st.settled[x] == c {
			continue
		}
		if st.settled[x] != Empty || (st.forced[x] != c && st.closing[x] != c && (st.pair[x] == Empty || st.pairFiller(x) != c)) {
			return false
		}
	}
	return true
}

// onEdgeOfArea reports whether the area point p touches an empty point of
// another region that is no forced point: the edge of an area split from
// an open region (splitOpen), where the other side may yet play; no eye
// is kept there.
func (st *settler) onEdgeOfArea(p int32) bool {
	if st.deep[p] == Empty {
		return false
	}
	for _, x := range st.g.nb[p] {
		if x >= 0 && st.settled[x] == Empty && st.forced[x] == Empty && st.regionOf[x] != st.regionOf[p] {
			return true
		}
	}
	return false
}

// bestPair returns the first pair of eyes chooseEyes tries: the best
// ranked candidate, and the best ranked second eye for it (its key from
// secondKey), without sorting the candidates. It reports false when the
// first has no second eye.
func (st *settler) bestPair(cands []uint32) (p1, p2 int32, ok bool) {
	p1 = int32(slices.Min(cands) & keyPoint)
	p2, ok = st.bestSecond(cands, p1)
	return p1, p2, ok
}

// bestSecond returns the best ranked second eye among cands for the first
// eye p1 (see bestPair). A point at distance 1 is next to p1, at 0 p1.
func (st *settler) bestSecond(cands []uint32, p1 int32) (p2 int32, ok bool) {
	// The distance as g.dist has it, p1's coordinates read once.
	pt := st.g.pt
	x1, y1 := pt[p1].X, pt[p1].Y
	best := ^uint32(0)
	for _, key2 := range cands {
		// A candidate ranked below the best so far by its neighbours
		// (the high bits of both keys) is no better whatever its
		// distance.
		if key2>>10 > best>>16 {
			continue
		}
		q := pt[key2&keyPoint]
		dx, dy := x1-q.X, y1-q.Y
		if d := max(dx, -dx) + max(dy, -dy); d > 1 {
			best = min(best, secondKey(key2, d))
		}
	}
	if best == ^uint32(0) {
		return -1, false
	}
	return int32(best & keyPoint), true
}

// twoEyes reports whether every component of the group (the eye graph
// of chooseEyes) without e1 and e2 touches both (ok) and, when ok, whether
// there is only one component (single).
func (st *settler) twoEyes(e1, e2 int32) (ok, single bool) {
	parts, touch := st.eyeParts(e1, e2)
	if !touch {
		return false, false
	}
	return true, parts <= 1
}

// oneEye reports whether the group (the eye graph of chooseEyes) without e
// is one chain of points (or nothing).
func (st *settler) oneEye(e int32) bool {
	parts, _ := st.eyeParts(e, -1)
	return parts <= 1
}

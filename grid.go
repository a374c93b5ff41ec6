package livingstones

import (
	"slices"
	"sync"
)

// This file is the board toolkit of the settler: neighbour tables, flood
// fills with reusable marks, and chain labels.

// ----- board geometry -----

// geometry holds the neighbour table of one board size, built once.
type geometry struct {
	n  int
	nb [][4]int32 // neighbours of each point (below, left, right, above), -1 padded
	pt []Point    // each point as a Point
}

var geometries [MaxSize + 1]struct {
	once sync.Once
	g    *geometry
}

func geometryOf(n int) *geometry {
	e := &geometries[n]
	e.once.Do(func() {
		g := &geometry{n: n, nb: make([][4]int32, n*n), pt: make([]Point, n*n)}
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				i := y*n + x
				nb := [4]int32{-1, -1, -1, -1}
				k := 0
				if y > 0 {
					nb[k] = int32(i - n)
					k++
				}
				if x > 0 {
					nb[k] = int32(i - 1)
					k++
				}
				if x < n-1 {
					nb[k] = int32(i + 1)
					k++
				}
				if y < n-1 {
					nb[k] = int32(i + n)
				}
				g.nb[i] = nb
				g.pt[i] = Point{x, y}
			}
		}
		e.g = g
	})
	return e.g
}

// adjacent reports whether p and q are neighbours.
func (g *geometry) adjacent(p, q int32) bool {
	for _, x := range g.nb[p] {
		if x == q {
			return true
		}
	}
	return false
}

// dist returns the Manhattan distance between p and q.
func (g *geometry) dist(p, q int32) int {
	a, b := g.pt[p], g.pt[q]
	dx, dy := a.X-b.X, a.Y-b.Y
	return max(dx, -dx) + max(dy, -dy)
}

func pointOf(i int32, n int) Point { return Point{int(i) % n, int(i) / n} }

func colorBit(c Color) uint8 { return 1 << c }

const bothBits = 1<<Black | 1<<White

// scratch holds reusable marks for flood fills. The marks are stamped with
// a generation, so that a new fill needs no clearing.
type scratch struct {
	g     *geometry
	mark  []uint32
	lmark []uint32
	gen   uint32
	stack []int32
	chain []int32
	uf    []int32 // the union-find of components
	first []int32 // the first points of components
}

func newScratch(g *geometry) *scratch {
	n := len(g.nb)
	return &scratch{g: g, mark: make([]uint32, n), lmark: make([]uint32, n)}
}

// use makes s a scratch for boards of geometry g, keeping its memory.
func (s *scratch) use(g *geometry) {
	s.g = g
	if n := len(g.nb); len(s.mark) < n {
		s.mark, s.lmark, s.gen = make([]uint32, n), make([]uint32, n), 0
	}
}

func (s *scratch) next() uint32 {
	s.gen++
	if s.gen == 0 {
		clear(s.mark)
		clear(s.lmark)
		s.gen = 1
	}
	return s.gen
}

// libs counts the liberties of the chain at p on b, stopping at limit.
// It leaves the chain's points in s.chain.
func (s *scratch) libs(b []Color, p int32, limit int) int {
	c := b[p]
	gen := s.next()
	s.chain = s.chain[:0]
	s.stack = append(s.stack[:0], p)
	s.mark[p] = gen
	n := 0
	for len(s.stack) > 0 {
		q := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		s.chain = append(s.chain, q)
		for _, r := range s.g.nb[q] {
			if r < 0 {
				break
			}
			switch b[r] {
			case Empty:
				if s.lmark[r] != gen {
					s.lmark[r] = gen
					n++
					if n >= limit {
						return n
					}
				}
			case c:
				if s.mark[r] != gen {
					s.mark[r] = gen
					s.stack = append(s.stack, r)
				}
			}
		}
	}
	return n
}

// harmless reports whether c may fill p on b without harming anybody: the
// move captures nothing and every chain next to p, the mover's included,
// keeps at least two liberties.
func (s *scratch) harmless(b []Color, p int32, c Color) bool {
	b[p] = c
	ok := s.libs(b, p, 2) >= 2
	if ok {
		for _, r := range s.g.nb[p] {
			if r < 0 {
				break
			}
			if b[r] == c.Opponent() && s.libs(b, r, 2) < 2 {
				ok = false
				break
			}
		}
	}
	b[p] = Empty
	return ok
}

// unstable checks a move of c at the empty point p of a final position: it
// returns a non-nil description when the move captures something or leaves
// the mover's chain with two liberties or more.
func (s *scratch) unstable(b []Color, p int32, c Color, n int) *CountError {
	b[p] = c
	defer func() { b[p] = Empty }()
	for _, r := range s.g.nb[p] {
		if r < 0 {
			break
		}
		if b[r] == c.Opponent() && s.libs(b, r, 1) == 0 {
			pts := sortedCopy(s.chain)
			e := countErr(ErrUnstable, c.Opponent(), pts, n,
				"%s at %s would capture the %s stones", colorName(c), pointOf(p, n), colorName(c.Opponent()))
			e.Fix = FixDead
			return e
		}
	}
	if s.libs(b, p, 2) >= 2 {
		// Name the chains the move would threaten, or else the point.
		var pts []int32
		for _, r := range s.g.nb[p] {
			if r >= 0 && b[r] == c.Opponent() && s.libs(b, r, 2) < 2 {
				pts = append(pts, s.chain...)
			}
		}
		if len(pts) == 0 {
			e := countErr(ErrUnstable, c, []int32{p}, n,
				"%s at %s keeps two liberties or more: the point should be filled", colorName(c), pointOf(p, n))
			e.Fix = FixNeutral
			return e
		}
		e := countErr(ErrUnstable, c.Opponent(), sortedUnique(pts), n,
			"%s at %s keeps two liberties and leaves the %s stones in atari", colorName(c), pointOf(p, n), colorName(c.Opponent()))
		e.Fix = FixDead
		return e
	}
	return nil
}

func sortedCopy(x []int32) []int32 {
	y := append([]int32(nil), x...)
	slices.Sort(y)
	return y
}

func sortedUnique(x []int32) []int32 {
	return slices.Compact(sortedCopy(x))
}

// resize returns s with length n and every element zero, reusing its
// memory when it can.
func resize[T any](s []T, n int) []T {
	s = grow(s, n)
	clear(s)
	return s
}

// fill sets every element of s to v.
func fill[T any](s []T, v T) {
	for i := range s {
		s[i] = v
	}
}

// components labels the connected components of the n×n board of keys
// key into of: adjacent points of equal keys are joined when the key is in
// the set in (in[k] for key k). The components are numbered from 0 in the
// board order of their first point; of is -1 on the points of none. It
// returns the first point of each component, appended to first[:0]. It
// makes one pass over the board joining each point to the points left of
// and above it (joinComponents), then one pass numbering them: linear in
// the board, no stack, no marks.
func components(key []Color, n int, in *keySet, uf, of, first []int32) []int32 {
	N := n * n
	key, uf, of = key[:N], uf[:N], of[:N]
	joinComponents(key, n, in, uf)
	// A point's parent comes before it and is numbered already. The first
	// points are written in place, in room for all: a call to grow the
	// list inside the loop would make the compiler keep its values on the
	// stack.
	first = slices.Grow(first[:0], N)[:N]
	nc := int32(0)
	for i, k := range key {
		switch {
		case !in[k]:
			of[i] = -1
		case uf[i] == int32(i):
			of[i], first[nc] = nc, int32(i)
			nc++
		default:
			of[i] = of[uf[i]]
		}
	}
	return first[:nc]
}

// joinComponents joins in the union-find uf each point of the n×n board
// of keys key whose key is in the set in to the points left of and above
// it of the same key. A point's parent always comes before it; the first
// point of a component is its root.
func joinComponents(key []Color, n int, in *keySet, uf []int32) {
	N := n * n
	key, uf = key[:N], uf[:N]
	// The first row joins left only.
	lk := Color(noKey)
	for x, k := range key[:n] {
		switch {
		case !in[k]:
			k = noKey
		case k == lk:
			uf[x] = uf[x-1]
		default:
			uf[x] = int32(x)
		}
		lk = k
	}
	// The other rows join left and up. lk and lp are the key and the
	// parent of the point on the left, noKey when it is in no component.
	x, lp := 0, int32(0)
	lk = noKey
	for i := n; i < N; i++ {
		if x == n {
			x, lk = 0, noKey
		}
		x++
		k := key[i]
		if !in[k] {
			lk = noKey
			continue
		}
		p := int32(i)
		if k == lk {
			p = lp
		}
		if key[i-n] == k {
			if q := uf[i-n]; q != p {
				if k == lk {
					p = join(uf, p, q)
				} else {
					p = q
				}
			}
		}
		uf[i], lk, lp = p, k, p
	}
}

// noKey is a key no keySet holds.
const noKey = 255

// join joins the trees of p and q in the union-find uf and returns the
// root: the first point stays root.
func join(uf []int32, p, q int32) int32 {
	a, b := rootOf(uf, p), rootOf(uf, q)
	if a < b {
		uf[b] = a
		return a
	}
	uf[a] = b
	return b
}

// keySet is a set of the keys of components, indexed by key.
type keySet [256]bool

// stoneKeys are the keys of the stones, for components: chains join the
// stones of one color (a dame mark joins nothing).
var stoneKeys = keySet{Black: true, White: true}

// chainSet labels the chains of a board (components), then counts their
// liberties in one pass over the empty points. Chains are numbered in the
// board order of their first stone.
type chainSet struct {
	of    []int32    // the chain of each point, -1 on an empty point
	color []Color    // the color of each chain
	nlib  []uint8    // the liberties of each chain, counted up to 3
	lib   [][2]int32 // the first two liberties of each chain, in board order
	first []int32    // the first stone of each chain
	size  []int32    // the stones of each chain
	lanes []uint64   // countLibs: the empty points (laneMasks)
	// countLibsTally: the number of points of each region, and the
	// regions and the chains next to them.
	area  []int32
	pairs [][2]int32
}

// label labels the chains of b.
func (cs *chainSet) label(b []Color, sc *scratch) { cs.labelJoining(b, sc, &stoneKeys) }

// labelJoining labels the chains of b, joining in sc.uf (joinComponents)
// the points whose keys are in the set in: stoneKeys, or boardKeys to
// join the empty points too (labelBoard).
func (cs *chainSet) labelJoining(b []Color, sc *scratch, in *keySet) {
	N := len(b)
	cs.of = grow(cs.of, N)
	sc.uf = grow(sc.uf, N)
	joinComponents(b, sc.g.n, in, sc.uf)
	cs.number(b, sc.uf)
	cs.countLibs(b, sc.g.n)
}

// number is components' numbering pass for the chains of b (stoneKeys),
// joined in the union-find uf: it numbers them into cs.of and cs.first and
// counts the stones of each into cs.size.
func (cs *chainSet) number(b []Color, uf []int32) {
	N := len(b)
	uf, of := uf[:N], cs.of[:N]
	// Room for every chain, written in place (see components).
	first, size := slices.Grow(cs.first[:0], N)[:N], grow(cs.size, N)
	nc := int32(0)
	for i, c := range b {
		switch p := uf[i]; {
		case !stoneKeys[c]:
			of[i] = -1
		case p == int32(i):
			of[i], first[nc], size[nc] = nc, int32(i), 1
			nc++
		default:
			k := of[p]
			of[i] = k
			size[k]++
		}
	}
	cs.first, cs.size = first[:nc], size[:nc]
}

// boardKeys are the keys of every point of a board, for components: the
// chains and the empty regions.
var boardKeys = keySet{Empty: true, Black: true, White: true}

// labelBoard labels the chains of b as label does, but joins in sc.uf its
// empty points too, so that the empty regions can be numbered from it,
// with more points joined first if need be: the settled position's
// regions are the stopped game's joined through the dead stones
// (settler.readDead, settler.tallyJoined).
func (cs *chainSet) labelBoard(b []Color, sc *scratch) { cs.labelJoining(b, sc, &boardKeys) }

// labelWithRegions labels the chains of b as label does and, from the
// same pass joining the points, its empty regions: the region of each
// point into regionOf (-1 on a stone), numbered in the board order of
// their first point as components numbers them. It returns the number of
// regions.
func (cs *chainSet) labelWithRegions(b []Color, sc *scratch, regionOf []int32) int {
	N := len(b)
	cs.of = grow(cs.of, N)
	sc.uf = grow(sc.uf, N)
	uf, of, regionOf := sc.uf[:N], cs.of[:N], regionOf[:N]
	joinComponents(b, sc.g.n, &boardKeys, uf)
	// A point's parent comes before it and is numbered already. The first
	// stones are written in place, as components writes them.
	first, size := slices.Grow(cs.first[:0], N)[:N], grow(cs.size, N)
	nc, regions := int32(0), int32(0)
	for i, c := range b {
		p := uf[i]
		switch {
		case c == Empty:
			of[i] = -1
			if p == int32(i) {
				regionOf[i] = regions
				regions++
			} else {
				regionOf[i] = regionOf[p]
			}
		case p == int32(i):
			regionOf[i], of[i], first[nc], size[nc] = -1, nc, int32(i), 1
			nc++
		default:
			k := of[p]
			regionOf[i], of[i] = -1, k
			size[k]++
		}
	}
	cs.first, cs.size = first[:nc], size[:nc]
	cs.countLibsTally(b, sc.g.n, regionOf, int(regions))
	return int(regions)
}

// countLibs counts the liberties of the chains labelled on the n×n board
// b, in one pass over its empty points (eight points at a time, lanes.go).
func (cs *chainSet) countLibs(b []Color, n int) {
	N := len(b)
	of, pt, nlib, lib := cs.startLibs(b, n)
	add := func(k, i int32) { addLib(nlib, lib, k, i) }
	for l, m := range cs.lanes {
		for m != 0 {
			var p int
			p, m = nextPoint(m, 8*l)
			up, left, right, down := nearChains(of, pt, n, N, p)
			i := int32(p)
			// Each empty point is a liberty of each distinct chain next
			// to it.
			if up >= 0 {
				add(up, i)
			}
			if left >= 0 && left != up {
				add(left, i)
			}
			if right >= 0 && right != up && right != left {
				add(right, i)
			}
			if down >= 0 && down != up && down != left && down != right {
				add(down, i)
			}
		}
	}
}

// countLibsTally is countLibs for labelWithRegions: given the regions of
// the empty points, it counts in the same pass each region's points
// (cs.area) and lists the pairs of a region and a chain next to it
// (cs.pairs, some twice), from which its border is read (the colors of
// its chains, settler.labelRegions).
func (cs *chainSet) countLibsTally(b []Color, n int, regionOf []int32, regions int) {
	N := len(b)
	of, pt, nlib, lib := cs.startLibs(b, n)
	add := func(k, i int32) { addLib(nlib, lib, k, i) }
	area := resize(cs.area, regions)
	pairs, np := grow(cs.pairs, 4*N), 0
	cs.area = area
	for l, m := range cs.lanes {
		for m != 0 {
			var p int
			p, m = nextPoint(m, 8*l)
			up, left, right, down := nearChains(of, pt, n, N, p)
			i, r := int32(p), regionOf[p]
			area[r]++
			if up >= 0 {
				add(up, i)
				pairs[np], np = [2]int32{r, up}, np+1
			}
			if left >= 0 && left != up {
				add(left, i)
				pairs[np], np = [2]int32{r, left}, np+1
			}
			if right >= 0 && right != up && right != left {
				add(right, i)
				pairs[np], np = [2]int32{r, right}, np+1
			}
			if down >= 0 && down != up && down != left && down != right {
				add(down, i)
				pairs[np], np = [2]int32{r, down}, np+1
			}
		}
	}
	cs.pairs = pairs[:np]
}

// startLibs readies the chains labelled on the n×n board b for countLibs:
// their colors, no liberties, the lanes of b's empty points. It returns
// the chain of each point, the points' coordinates, and the chains'
// liberties (see addLib).
func (cs *chainSet) startLibs(b []Color, n int) (of []int32, pt []Point, nlib []uint8, lib [][2]int32) {
	N := len(b)
	nc := len(cs.first)
	cs.nlib = resize(cs.nlib, nc)
	cs.lib = resize(cs.lib, nc)
	cs.color = resize(cs.color, nc)
	for k, i := range cs.first {
		cs.color[k] = b[i]
	}
	cs.lanes = laneMasks(b[:N], cs.lanes, false)
	return cs.of[:N], geometryOf(n).pt[:N], cs.nlib, cs.lib
}

// addLib adds the liberty i to chain k: nlib counts them up to 3, lib
// keeps the first two.
func addLib(nlib []uint8, lib [][2]int32, k, i int32) {
	if l := nlib[k]; l < 3 {
		if l < 2 {
			lib[k][l] = i
		}
		nlib[k] = l + 1
	}
}

// nearChains returns the chains (of) above, left of, right of and below
// the point p of an n×n board of N points, -1 for none.
func nearChains(of []int32, pt []Point, n, N, p int) (up, left, right, down int32) {
	x := pt[p].X
	up, left, right, down = -1, -1, -1, -1
	if p >= n {
		up = of[p-n]
	}
	if x > 0 {
		left = of[p-1]
	}
	if x < n-1 {
		right = of[p+1]
	}
	if p+n < N {
		down = of[p+n]
	}
	return up, left, right, down
}

// points appends the points of chain k to dst, in board order.
func (cs *chainSet) points(k int32, dst []int32) []int32 {
	for i, c := range cs.of {
		if c == k {
			dst = append(dst, int32(i))
		}
	}
	return dst
}

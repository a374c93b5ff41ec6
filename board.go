package livingstones

// This file holds the board engine shared by Position and Game: a padded
// one-dimensional board with a wall sentinel around it, chains kept as
// circular lists with their pseudo-liberties counted incrementally, and a
// Zobrist hash of the stones. Nothing here knows about turns, passes or
// repetition: see position.go, game.go, legal.go and superko.go.

// notEmpty is a point's place in the empty-point list (board.emptyAt)
// when it is not empty. Point indices and places are unsigned, as in heads.
const notEmpty = 0xffff

// wall marks the sentinel points around the board.
const wall Color = 3

// maxStride is the padded width of the largest board.
const maxStride = MaxSize + 2

// A stone's chain is told by two arrays of the board, heads (the chain's
// head point) and nexts (a circular list of its stones), each of 16-bit
// elements: the compiler folds an unsigned load from such an array into
// one instruction (a signed one, or one from an array of pairs, takes
// three). The fields of chain are unsigned for the same reason.

// chain holds a chain's data at its head point. Pseudo-liberties count
// every (stone, empty neighbour) pair, so a chain has no liberty exactly
// when plib is 0. The sum and the sum of squares of the liberty points
// tell whether all pseudo-liberties are one point (atari): that is the
// case exactly when lsum² = plib·lsq.
type chain struct {
	size uint16
	plib uint16
	lsum uint32
	lsq  int64
}

// board is a Go board. Points are indices into the padded array:
// index (y+1)*stride + x+1 for Point{x, y}.
type board struct {
	size, stride int
	colors       []Color
	heads        []uint16 // a stone's chain's head point
	nexts        []uint16 // the next stone of a stone's chain (a circular list)
	chains       []chain
	hash         uint64 // Zobrist hash of the stones alone
	stones       [3]int // stones on the board per color
	// The empty points, in the list's order; a Game parks some past its
	// end, at the top of its capacity (see game_parked.go).
	empties []uint16
	emptyAt []uint16 // position of a point in empties, notEmpty when occupied
	// nbr counts each point's neighbours by color, four bits per color
	// (Empty, Black, White, wall from the low bits): see nbrOf.
	nbr []uint16

	// Scratch for rebuilding chains when a move is undone (see unput);
	// a clone does not share it.
	seen  []uint32
	gen   uint32
	stack []int16

	// A Game that parks eyes has the board watch for chains put in
	// atari: put notes their heads in pressed, 16 bits each (press), and
	// the Game clears it.
	watch   bool
	pressed uint64
}

func newBoard(size int) *board {
	stride := size + 2
	n := stride * stride
	b := &board{
		size:    size,
		stride:  stride,
		colors:  make([]Color, n),
		heads:   make([]uint16, n),
		nexts:   make([]uint16, n),
		chains:  make([]chain, n),
		empties: make([]uint16, 0, size*size),
		emptyAt: make([]uint16, n),
		nbr:     make([]uint16, n),
	}
	for i := range b.colors {
		b.colors[i] = wall
		b.emptyAt[i] = notEmpty
	}
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			i := b.index(x, y)
			b.colors[i] = Empty
			b.emptyAt[i] = uint16(len(b.empties))
			b.empties = append(b.empties, uint16(i))
		}
	}
	for i := range b.nbr {
		b.nbr[i] = b.countNbr(i)
	}
	b.chains[0] = edgeChain
	return b
}

// edgeChain is the chain record at index 0, the head of every edge point
// (which is never a board point): a record no real chain has, with no
// liberty but a liberty sum of 1, so that atariAt says no for it without
// a test of its own (see Game.randomPoint).
var edgeChain = chain{lsum: 1}

// nbrOne is one neighbour of color c in a point's nbr count.
func nbrOne(c Color) uint16 { return 1 << (4 * c) }

// nbrOf returns how many neighbours of color c the count v holds.
func nbrOf(v uint16, c Color) int { return int(v>>(4*c)) & 15 }

// nbrDelta[from][to] is the change to a point's nbr count when a
// neighbour turns from color from to color to.
var nbrDelta = func() (t [4][4]uint16) {
	for from := range Color(4) {
		for to := range Color(4) {
			t[from][to] = nbrOne(to) - nbrOne(from)
		}
	}
	return t
}()

// countNbr counts the neighbours of point i afresh (points beyond the
// padded array are not counted).
func (b *board) countNbr(i int) uint16 {
	var v uint16
	for _, q := range b.neighbours(i) {
		if q >= 0 && q < len(b.colors) && (q%b.stride-i%b.stride)*(q%b.stride-i%b.stride) <= 1 {
			v += nbrOne(b.colors[q])
		}
	}
	return v
}

// recolor tells the neighbours of i that it turned from color from to to.
// The slice is read once: the compiler cannot tell that a store to its
// elements leaves the board's fields alone, and would read it again after
// each.
func (b *board) recolor(i int, from, to Color) {
	// The change read from a table: computed, the compiler folds its
	// parts into each of the four additions (three instructions each
	// instead of one).
	d := nbrDelta[from&3][to&3]
	s := b.stride
	nbr := b.nbr
	nbr[i-1] += d
	nbr[i+1] += d
	nbr[i-s] += d
	nbr[i+s] += d
}

// clone returns a deep copy of b.
func (b *board) clone() *board {
	c := &board{
		size:    b.size,
		stride:  b.stride,
		colors:  make([]Color, len(b.colors)),
		heads:   make([]uint16, len(b.heads)),
		nexts:   make([]uint16, len(b.nexts)),
		chains:  make([]chain, len(b.chains)),
		hash:    b.hash,
		stones:  b.stones,
		empties: make([]uint16, len(b.empties), b.size*b.size),
		emptyAt: make([]uint16, len(b.emptyAt)),
		nbr:     make([]uint16, len(b.nbr)),
	}
	copy(c.nbr, b.nbr)
	copy(c.colors, b.colors)
	copy(c.heads, b.heads)
	copy(c.nexts, b.nexts)
	copy(c.chains, b.chains)
	copy(c.empties, b.empties)
	copy(c.emptyAt, b.emptyAt)
	return c
}

// copyFrom makes b a copy of o, reusing b's memory where it can.
func (b *board) copyFrom(o *board) {
	if len(b.colors) != len(o.colors) {
		*b = *o.clone()
		return
	}
	b.size, b.stride, b.hash, b.stones = o.size, o.stride, o.hash, o.stones
	copy(b.colors, o.colors)
	copy(b.heads, o.heads)
	copy(b.nexts, o.nexts)
	copy(b.chains, o.chains)
	b.empties = append(b.empties[:0], o.empties...)
	copy(b.emptyAt, o.emptyAt)
	copy(b.nbr, o.nbr)
}

func (b *board) index(x, y int) int { return (y+1)*b.stride + x + 1 }

func (b *board) point(i int) Point { return Point{i%b.stride - 1, i/b.stride - 1} }

// neighbours returns the indexes of point i's four neighbours: left,
// right, below, above. The padding makes them valid indexes for every
// point on the board. Hot loops index the result (for k := range len(nb))
// rather than range over it, which copies the array.
func (b *board) neighbours(i int) [4]int {
	s := b.stride
	return [4]int{i - 1, i + 1, i - s, i + s}
}

// pointIndex returns the index of p, or -1 when p is off the board.
func (b *board) pointIndex(p Point) int {
	if !p.On(b.size) {
		return -1
	}
	return b.index(p.X, p.Y)
}

// head returns the head point of the chain of the stone at i.
func (b *board) head(i int) int { return int(b.heads[i]) }

// addLib counts the empty point q as a pseudo-liberty of the chain with
// head h.
func (b *board) addLib(h, q int) {
	c := &b.chains[h]
	c.plib++
	c.lsum += uint32(q)
	c.lsq += int64(q) * int64(q)
}

// atariAt reports whether every liberty of the chain with head h is the
// point q (so that a stone at q takes its last liberty). A chain on the
// board has a liberty; for the edge's record (edgeChain) the sums say no.
func (b *board) atariAt(h, q int) bool {
	c := &b.chains[h]
	n := int64(c.plib)
	return int64(c.lsum) == n*int64(q) && c.lsq == n*int64(q)*int64(q)
}

// removeEmpty takes i off the empty-point list (the slices read once, as
// in recolor).
func (b *board) removeEmpty(i int) {
	e, at := b.empties, b.emptyAt
	k := at[i]
	last := e[len(e)-1]
	e[k] = last
	at[last] = k
	at[i] = notEmpty
	// Written as b.empties[:n], the compiler stores the length alone: a
	// store of the whole slice would be a pointer's, with the garbage
	// collector's write barrier test.
	b.empties = b.empties[:len(e)-1]
}

func (b *board) addEmpty(i int) {
	b.emptyAt[i] = uint16(len(b.empties))
	b.empties = append(b.empties, uint16(i))
}

// put places a stone of color c on the empty point i and resolves
// captures as the package doc, section Capture, says: first the
// opponent's chains without liberties, then the mover's own. It returns
// the number of opponent stones captured and of own stones removed. The
// four neighbours are written out: a loop kept them on the stack.
func (b *board) put(i int, c Color) (captured, lost int) {
	opp := 3 - c
	colors := b.colors // read once (see freed)
	colors[i] = c
	b.recolor(i, Empty, c)
	b.hash ^= zobrist[i][(c-1)&1] // masked: no test that c-1 is below 2
	b.stones[c]++
	b.removeEmpty(i)
	if b.nbr[i] == 4*nbrOne(Empty) {
		// Four empty neighbours (one put in eight): its liberties known.
		q, s := int64(i), int64(b.stride)
		b.heads[i], b.nexts[i] = uint16(i), uint16(i)
		b.chains[i] = chain{size: 1, plib: 4, lsum: uint32(4 * q), lsq: 4*q*q + 2 + 2*s*s}
		return 0, 0
	}
	// The opponent's chains left without a liberty (see removeDead), and
	// the mover's neighbours whose chains merge with the stone's (join).
	var dead, later uint64
	h := -1        // the chain the stone joins, once it meets one
	var libs chain // its empty neighbours, as liberties
	s := b.stride
	switch q := i - 1; colors[q] {
	case Empty:
		libs.addLib(q)
	case c:
		h, later = b.join(h, q, i, later, 0)
	case opp:
		dead |= b.takeLib(q, i)
	}
	switch q := i + 1; colors[q] {
	case Empty:
		libs.addLib(q)
	case c:
		h, later = b.join(h, q, i, later, 16)
	case opp:
		dead |= b.takeLib(q, i) << 16
	}
	switch q := i - s; colors[q] {
	case Empty:
		libs.addLib(q)
	case c:
		h, later = b.join(h, q, i, later, 32)
	case opp:
		dead |= b.takeLib(q, i) << 32
	}
	switch q := i + s; colors[q] {
	case Empty:
		libs.addLib(q)
	case c:
		h, later = b.join(h, q, i, later, 48)
	case opp:
		dead |= b.takeLib(q, i) << 48
	}
	if h < 0 { // a chain of its own
		b.heads[i], b.nexts[i] = uint16(i), uint16(i)
		libs.size = 1
		b.chains[i] = libs
		if dead == 0 && libs.plib == 0 {
			return 0, b.removeDead(uint64(i), c) // a suicide
		}
	} else {
		if later != 0 {
			h = b.mergeLater(h, later)
		}
		// i is no liberty now, once per neighbour of c's (nbr still counts them).
		own := nbrOf(b.nbr[i], c)
		ch := &b.chains[h]
		ch.plib += libs.plib - uint16(own)
		ch.lsum += libs.lsum - uint32(own*i)
		ch.lsq += libs.lsq - int64(own)*int64(i)*int64(i)
		if dead == 0 && ch.plib == 0 {
			return 0, b.removeDead(uint64(h), c) // a suicide
		}
		b.press(ch, h)
	}
	if dead != 0 {
		return b.removeDead(dead, opp), 0
	}
	return 0, 0
}

// freed is removeDead's step at t, a neighbour of the stone it removed
// at q: t's neighbour counts change by d (see recolor), and if t is a
// stone of opp, its chain gains the liberty q. colors and nbr are the
// board's, held by removeDead: read from b, the compiler would read
// them again after every store.
func (b *board) freed(colors []Color, nbr []uint16, t, q int, opp Color, d uint16) {
	nbr[t] += d
	if colors[t] == opp {
		b.addLib(b.head(t), q)
	}
}

// addLib counts q as a liberty in the chain record c.
func (c *chain) addLib(q int) {
	c.plib++
	c.lsum += uint32(q)
	c.lsq += int64(q) * int64(q)
}

// join is put's step at q, a neighbour of c's of the stone of c at i,
// which is in the chain h (-1 before it meets one). The first chain it
// meets, the stone joins in place, next to its head in the list (where
// merging a chain of one stone would put it, and counted in its size
// before any merge, as then); a neighbour of another chain is noted in
// later (16 bits at bit k) for mergeLater. It returns the stone's chain
// and later. It calls nothing: inlined, it makes put save no register.
func (b *board) join(h, q, i int, later uint64, k uint) (int, uint64) {
	hq := int(b.heads[q])
	if h < 0 {
		b.heads[i], b.nexts[i] = uint16(hq), b.nexts[hq]
		b.nexts[hq] = uint16(i)
		b.chains[hq].size++
		return hq, later
	}
	if hq != h {
		later |= uint64(q) << k
	}
	return h, later
}

// mergeLater makes put's merges after its four steps, in their order:
// each neighbour noted by join (0 for none) whose chain is not the
// stone's by then merges with it, the smaller chain's stones taking the
// larger one's head. It returns the stone's chain. The games are those
// of merges made in the steps themselves: the steps between change no
// chain of the mover's. It calls nothing (a function that does makes its
// frame on the stack).
func (b *board) mergeLater(h int, later uint64) int {
	for ; later != 0; later >>= 16 {
		x, y := int(b.heads[later&0xffff]), h
		if later&0xffff == 0 || x == y {
			continue // no neighbour noted, or its chain is the stone's now
		}
		if b.chains[x].size < b.chains[y].size {
			x, y = y, x
		}
		for q := y; ; {
			b.heads[q] = uint16(x)
			q = int(b.nexts[q])
			if q == y {
				break
			}
		}
		b.nexts[x], b.nexts[y] = b.nexts[y], b.nexts[x]
		cx, cy := &b.chains[x], &b.chains[y]
		cx.size += cy.size
		cx.plib += cy.plib
		cx.lsum += cy.lsum
		cx.lsq += cy.lsq
		h = x
	}
	return h
}

// takeLib is put's step at q, an opponent's neighbour of the stone at i:
// q's chain loses the liberty i. It returns the chain's head if that was
// its last liberty, else 0.
func (b *board) takeLib(q, i int) uint64 {
	hq := b.head(q)
	ch := &b.chains[hq]
	ch.plib--
	ch.lsum -= uint32(i)
	ch.lsq -= int64(i) * int64(i)
	if ch.plib == 0 {
		return uint64(hq)
	}
	b.press(ch, hq)
	return 0
}

// press notes in pressed the chain ch with head h, which has a liberty,
// if the board watches and it is in atari (see chain): put calls it for
// the chains whose liberties it took, so that a Game may give back a
// parked eye that is the chain's last liberty (see game_parked.go).
func (b *board) press(ch *chain, h int) {
	if b.watch && int64(ch.lsum)*int64(ch.lsum) == int64(ch.plib)*ch.lsq {
		b.pressed = b.pressed<<16 | uint64(h)
	}
}

// removeDead takes the chains of color c with heads in dead off the
// board and returns their number of stones: put's opponent's chains left
// without a liberty, or its suicide. dead holds the heads, 16 bits for
// each of put's neighbours in turn, 0 (a point of the edge, never a
// head) for the others (one register, where an array would be cleared
// and kept on the stack); a chain taken already is passed by. A capture
// is one call (no other call is made but addEmpty's append growing the
// list, which its capacity, every point, never needs). One pass over
// each chain: a stone's neighbours of its own color are stones of the
// chain, so those of the other color are the chains that gain the point
// as a liberty.
func (b *board) removeDead(dead uint64, c Color) int {
	colors, nbr := b.colors, b.nbr
	opp := 3 - c
	n := 0
	s := b.stride
	d := nbrDelta[c&3][Empty] // see recolor
	for ; dead != 0; dead >>= 16 {
		h := int(dead & 0xffff)
		if colors[h] != c {
			continue // the edge's 0, or taken already
		}
		for q := h; ; {
			colors[q] = Empty
			b.hash ^= zobrist[q][(c-1)&1]
			b.addEmpty(q)
			n++
			// Written out, not looped over (see put).
			b.freed(colors, nbr, q-1, q, opp, d)
			b.freed(colors, nbr, q+1, q, opp, d)
			b.freed(colors, nbr, q-s, q, opp, d)
			b.freed(colors, nbr, q+s, q, opp, d)
			q = int(b.nexts[q])
			if q == h {
				break
			}
		}
	}
	b.stones[c] -= n
	return n
}

// probe is what a real move would do, worked out without changing the
// board.
type probe struct {
	captured  [4]int16 // heads of the opponent chains it captures
	nCaptured int
	own       [4]int16 // heads of the mover's chains it joins
	nOwn      int
	prisoners int    // opponent stones captured
	suicide   bool   // the mover's new chain would have no liberty
	lost      int    // own stones removed by the suicide, the new one included
	hash      uint64 // the stones' Zobrist hash after the move
}

// probe works out a real move by c on the empty point i.
func (b *board) probe(i int, c Color) probe {
	var pr probe
	opp := c.Opponent()
	liberty := false
	ownEscapes := false
	nb := b.neighbours(i)
	for k := range len(nb) {
		q := nb[k]
		switch b.colors[q] {
		case Empty:
			liberty = true
		case opp:
			h := b.head(q)
			if b.atariAt(h, i) && !pr.hasCaptured(h) {
				pr.captured[pr.nCaptured] = int16(h)
				pr.nCaptured++
				pr.prisoners += int(b.chains[h].size)
			}
		case c:
			h := b.head(q)
			if !pr.hasOwn(h) {
				pr.own[pr.nOwn] = int16(h)
				pr.nOwn++
				if !b.atariAt(h, i) {
					ownEscapes = true
				}
			}
		}
	}
	pr.hash = b.hash ^ zobrist[i][c-1]
	for k := 0; k < pr.nCaptured; k++ {
		pr.hash ^= b.chainHash(int(pr.captured[k]))
	}
	if !liberty && pr.nCaptured == 0 && !ownEscapes {
		pr.suicide = true
		pr.hash ^= zobrist[i][c-1]
		pr.lost = 1
		for k := 0; k < pr.nOwn; k++ {
			h := int(pr.own[k])
			pr.hash ^= b.chainHash(h)
			pr.lost += int(b.chains[h].size)
		}
	}
	return pr
}

func (pr *probe) hasCaptured(h int) bool {
	for k := 0; k < pr.nCaptured; k++ {
		if int(pr.captured[k]) == h {
			return true
		}
	}
	return false
}

func (pr *probe) hasOwn(h int) bool {
	for k := 0; k < pr.nOwn; k++ {
		if int(pr.own[k]) == h {
			return true
		}
	}
	return false
}

// chainHash returns the Zobrist hash of the stones of the chain with head h.
func (b *board) chainHash(h int) uint64 {
	c := b.colors[h]
	var x uint64
	for q := h; ; {
		x ^= zobrist[q][c-1]
		q = int(b.nexts[q])
		if q == h {
			break
		}
	}
	return x
}

// sameAfter reports whether the stones of o equal the stones b would have
// after the probed move by c at i. It allocates nothing.
func (b *board) sameAfter(o []Color, i int, c Color, pr *probe) bool {
	opp := c.Opponent()
	for q, want := range b.colors {
		switch {
		case want == wall:
			continue
		case q == i:
			want = c
			if pr.suicide {
				want = Empty
			}
		case want == opp && pr.nCaptured > 0 && pr.hasCaptured(b.head(q)):
			want = Empty
		case want == c && pr.suicide && pr.hasOwn(b.head(q)):
			want = Empty
		}
		if o[q] != want {
			return false
		}
	}
	return true
}

// sameStones reports whether b and o hold the same stones.
func (b *board) sameStones(o *board) bool {
	if b.size != o.size || b.hash != o.hash || b.stones != o.stones {
		return false
	}
	for q, c := range b.colors {
		if o.colors[q] != c {
			return false
		}
	}
	return true
}

// chainStones appends the stones of the chain at i to dst, in board order.
func (b *board) chainStones(dst []Point, i int) []Point {
	var seen bitset
	h := b.head(i)
	for q := h; ; {
		seen.set(q)
		q = int(b.nexts[q])
		if q == h {
			break
		}
	}
	return b.appendPoints(dst, &seen)
}

// liberties appends the liberties of the chain at i to dst, in board order.
func (b *board) liberties(dst []Point, i int) []Point {
	var seen bitset
	b.libertySet(&seen, i)
	return b.appendPoints(dst, &seen)
}

func (b *board) libertySet(seen *bitset, i int) {
	h := b.head(i)
	for q := h; ; {
		for _, t := range b.neighbours(q) {
			if b.colors[t] == Empty {
				seen.set(t)
			}
		}
		q = int(b.nexts[q])
		if q == h {
			break
		}
	}
}

// appendPoints appends the points of the set in board order: rows from
// the bottom, each from the left.
func (b *board) appendPoints(dst []Point, set *bitset) []Point {
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			if set.has(b.index(x, y)) {
				dst = append(dst, Point{x, y})
			}
		}
	}
	return dst
}

// bitset is a set of board indices.
type bitset [(maxStride*maxStride + 63) / 64]uint64

func (s *bitset) set(i int)      { s[i>>6] |= 1 << (i & 63) }
func (s *bitset) has(i int) bool { return s[i>>6]&(1<<(i&63)) != 0 }

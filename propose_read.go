package livingstones

import "slices"

// This file is ProposeSettlement's reading of capturing races: a small
// exact search, bounded by a number of positions, of whether a chain
// short of liberties can be captured. The playouts play such races badly
// where the winning line sacrifices stones (filling a shared liberty in
// the other side's eye space so that what is captured is too small to
// live in) or fills a point next to the sacrificed stones that looks
// like an eye: the policy never plays either, so a chain the other side
// kills that way lives in every playout and the chains around it die.

// readLibs is the most liberties of a chain ProposeSettlement reads.
const readLibs = 3

// escapeLibs is the liberties of a chain that has escaped: the reading
// stops there, the chain uncaptured.
const escapeLibs = 5

// readNodes is the most positions one reading visits; readDepth the most
// moves it looks ahead. A reading that reaches either proves nothing.
const (
	readNodes = 1000
	readDepth = 16
)

// A readResult is the outcome of a reading: the chain is captured, it is
// not, or the reading could not tell within its bounds.
type readResult int8

const (
	readUnknown readResult = iota
	readCaptured
	readSafe
)

// A reader reads the capture of one chain (the target) on copies of a
// board.
type reader struct {
	g      *geometry
	sc     *scratch
	target int32 // a stone of the chain read
	def    Color // the target's colour
	nodes  int
	libs   []int32
	seen   []uint32 // the stones of the chains candidates met, stamped gen
	gen    uint32
	path   []uint64              // the keys of the positions on the line read
	known  map[uint64]readResult // the outcome of positions read to the end
}

// key returns a key of the position b with the attacker to move or not
// and the ko point.
func key(b []Color, attacker bool, ko int32) uint64 {
	h := uint64(14695981039346656037)
	for _, c := range b {
		h = (h ^ uint64(c)) * 1099511628211
	}
	h = (h ^ uint64(ko+1)) * 1099511628211
	if attacker {
		h = (h ^ 0xa5) * 1099511628211
	}
	return h
}

// visit reports the outcome already known of the position, or whether
// it repeats one on the line read (a line that repeats is no capture:
// the attacker made no progress). It pushes the position on the path
// when it is new; leave pops it and records a proven outcome.
func (r *reader) visit(k uint64) (readResult, bool) {
	if res, ok := r.known[k]; ok {
		return res, true
	}
	if slices.Contains(r.path, k) {
		return readSafe, true
	}
	r.path = append(r.path, k)
	return readUnknown, false
}

// leave pops the position k off the path, remembering res if proven.
func (r *reader) leave(k uint64, res readResult) readResult {
	r.path = r.path[:len(r.path)-1]
	if res != readUnknown {
		r.known[k] = res
	}
	return res
}

// newReader returns a reader for boards of geometry g.
func newReader(g *geometry) *reader {
	return &reader{g: g, sc: newScratch(g), seen: make([]uint32, len(g.nb))}
}

// capture reads whether the chain at t on b can be captured, the
// attacker (the other side) moving first when attackerFirst.
func (r *reader) capture(b []Color, t int32, attackerFirst bool) readResult {
	r.target, r.def, r.nodes = t, b[t], 0
	r.path = r.path[:0]
	if r.known == nil {
		r.known = map[uint64]readResult{}
	}
	clear(r.known)
	return r.read(b, -1, 0, attackerFirst)
}

// liberties returns the liberties of the chain at p on b, in board
// order, at most limit of them (in r.libs, reused).
func (r *reader) liberties(b []Color, p int32, limit int) []int32 {
	r.sc.libs(b, p, len(b))
	r.libs = r.libs[:0]
	gen := r.sc.next()
	for _, q := range r.sc.chain {
		for _, x := range r.g.nb[q] {
			if x < 0 {
				break
			}
			if b[x] == Empty && r.sc.mark[x] != gen {
				r.sc.mark[x] = gen
				r.libs = append(r.libs, x)
			}
		}
	}
	slices.Sort(r.libs)
	if len(r.libs) > limit {
		r.libs = r.libs[:limit]
	}
	return r.libs
}

// play returns a copy of b with c played at p and what it captured
// removed, and the point the other side may not retake at once (a ko),
// or ok false when the move is not legal (occupied, suicide, the ko).
func (r *reader) play(b []Color, p int32, c Color, ko int32) (nb []Color, nko int32, ok bool) {
	if b[p] != Empty || p == ko {
		return nil, -1, false
	}
	nb = append([]Color(nil), b...)
	nb[p] = c
	taken, last := 0, int32(-1)
	for _, x := range r.g.nb[p] {
		if x >= 0 && nb[x] == c.Opponent() && r.sc.libs(nb, x, 1) == 0 {
			for _, q := range r.sc.chain {
				nb[q] = Empty
				taken++
				last = q
			}
		}
	}
	libs := r.sc.libs(nb, p, 2)
	if libs == 0 {
		return nil, -1, false
	}
	nko = -1
	if taken == 1 && libs == 1 && len(r.sc.chain) == 1 {
		nko = last
	}
	return nb, nko, true
}

// candidates returns the moves the reading tries: the target's
// liberties; the liberties of the attacker's chains next to the target
// with at most two liberties (for the defender to capture or shorten
// them, for the attacker to save or lengthen them); and the liberty of
// each of the defender's chains in atari next to those (the attacker
// saves its chain by capturing them).
func (r *reader) candidates(b []Color) []int32 {
	var moves []int32
	moves = append(moves, r.liberties(b, r.target, escapeLibs)...)
	chain := append([]int32(nil), r.sc.chain...)
	r.gen++
	for _, q := range chain {
		for _, x := range r.g.nb[q] {
			if x < 0 || b[x] != r.def.Opponent() || r.seen[x] == r.gen {
				continue
			}
			weak := r.sc.libs(b, x, 3) <= 2
			for _, y := range r.sc.chain {
				r.seen[y] = r.gen
			}
			if !weak {
				continue
			}
			moves = append(moves, r.liberties(b, x, 2)...)
			for _, y := range append([]int32(nil), r.sc.chain...) {
				for _, z := range r.g.nb[y] {
					if z >= 0 && b[z] == r.def && r.sc.libs(b, z, 2) == 1 {
						moves = append(moves, r.liberties(b, z, 1)...)
					}
				}
			}
		}
	}
	// Each move once, in board order, so that the reading does not
	// depend on the order the chains were met in.
	slices.Sort(moves)
	out := moves[:0]
	for i, m := range moves {
		if i == 0 || m != moves[i-1] {
			out = append(out, m)
		}
	}
	return out
}

// read is the reading with the attacker to move (attacking) or the
// defender, who may pass.
func (r *reader) read(b []Color, ko int32, depth int, attacking bool) readResult {
	if b[r.target] != r.def {
		return readCaptured
	}
	if r.sc.libs(b, r.target, escapeLibs) >= escapeLibs {
		return readSafe
	}
	if r.nodes++; r.nodes > readNodes || depth >= readDepth {
		return readUnknown
	}
	k := key(b, attacking, ko)
	if res, done := r.visit(k); done {
		return res
	}
	// The side to move wins the reading with win, else it is lost.
	mover, win, result := r.def, readSafe, readCaptured
	if attacking {
		mover, win, result = r.def.Opponent(), readCaptured, readSafe
	} else if result = r.read(b, -1, depth+1, true); result == readSafe {
		return r.leave(k, readSafe) // the defender passes
	}
	for _, p := range r.candidates(b) {
		nb, nko, ok := r.play(b, p, mover, ko)
		if !ok {
			continue
		}
		switch r.read(nb, nko, depth+1, !attacking) {
		case win:
			return r.leave(k, win)
		case readUnknown:
			result = readUnknown
		}
	}
	return r.leave(k, result)
}

// readable reports whether ProposeSettlement reads chain k of cs on the
// board of f: two stones or more, at most readLibs liberties, not
// pass-alive nor in the other side's pass-alive area. It leaves the
// chain's stones in r.sc.chain.
func (r *reader) readable(f *Final, u *Unconditional, cs *chainSet, k int) bool {
	first, c := cs.first[k], cs.color[k]
	if cs.nlib[k] > readLibs || u.alive[first] || u.owner[first] == c.Opponent() {
		return false
	}
	return r.sc.libs(f.Board, first, len(f.Board)) <= readLibs && len(r.sc.chain) >= 2
}

// readRaces reads, on the board of f, every chain of two stones or more
// with at most readLibs liberties that is not pass-alive: whether it is
// captured even with its side moving first. It returns the stones of the
// chains captured (dead) and of the chains of the other side next to
// them: those that capture them, whose race the playouts lost.
func readRaces(f *Final, u *Unconditional) (dead, capturers []bool) {
	n := f.Size
	g := geometryOf(n)
	var cs chainSet
	cs.label(f.Board, newScratch(g))
	dead = make([]bool, len(f.Board))
	capturing := make([]bool, len(cs.color)) // by chain
	r := newReader(g)
	for k, first := range cs.first {
		c := cs.color[k]
		if !r.readable(f, u, &cs, k) || r.capture(f.Board, first, false) != readCaptured {
			continue
		}
		r.sc.libs(f.Board, first, len(f.Board))
		for _, q := range r.sc.chain {
			dead[q] = true
			for _, x := range g.nb[q] {
				if x >= 0 && f.Board[x] == c.Opponent() {
					capturing[cs.of[x]] = true
				}
			}
		}
	}
	capturers = make([]bool, len(f.Board))
	for i, k := range cs.of {
		capturers[i] = k >= 0 && capturing[k] && !dead[i]
	}
	return dead, capturers
}

// races are the readings of ProposeSettlement: the stones of the chains
// captured (readRaces), of the chains that capture them, and of the
// chains not captured even with the other side moving first (readUncaptured).
type races struct {
	dead, capturers, safe []bool
}

// readUncaptured reads, on the board of f, every chain of two stones or more
// with at most readLibs liberties, not pass-alive, that the playouts
// (own) give the other side by more than chainLean: whether the other
// side, moving first, captures it. It returns the stones of the chains
// it does not: the playouts lost them in a race they win, or cut a joint
// that cannot be cut (a point the other side can play only to capture).
func readUncaptured(f *Final, u *Unconditional, own []float64) []bool {
	n := f.Size
	g := geometryOf(n)
	var cs chainSet
	cs.label(f.Board, newScratch(g))
	safe := make([]bool, len(f.Board))
	r := newReader(g)
	for k, first := range cs.first {
		if !r.readable(f, u, &cs, k) {
			continue
		}
		mean := 0.0
		for _, q := range r.sc.chain {
			mean += own[q] * sign(cs.color[k])
		}
		if mean/float64(len(r.sc.chain)) >= -chainLean {
			continue
		}
		if r.capture(f.Board, first, true) != readSafe {
			continue
		}
		r.sc.libs(f.Board, first, len(f.Board))
		for _, q := range r.sc.chain {
			safe[q] = true
		}
	}
	return safe
}

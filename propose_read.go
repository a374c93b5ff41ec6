package livingstones

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
	readNodes = 3000
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
}

// newReader returns a reader for boards of geometry g.
func newReader(g *geometry) *reader {
	return &reader{g: g, sc: newScratch(g)}
}

// capture reads whether the chain at t on b can be captured, the
// attacker (the other side) moving first when attackerFirst.
func (r *reader) capture(b []Color, t int32, attackerFirst bool) readResult {
	r.target, r.def, r.nodes = t, b[t], 0
	if attackerFirst {
		return r.attack(b, -1, 0)
	}
	return r.defend(b, -1, 0)
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
	sortInt32(r.libs)
	if len(r.libs) > limit {
		r.libs = r.libs[:limit]
	}
	return r.libs
}

// sortInt32 sorts a short list in place.
func sortInt32(a []int32) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
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
// liberties, and the liberties of the chains of side next to the target
// (the attacker's, for the defender to capture or shorten them; the
// attacker's own, to save or lengthen them) with at most two liberties.
func (r *reader) candidates(b []Color, side Color) []int32 {
	var moves []int32
	moves = append(moves, r.liberties(b, r.target, escapeLibs)...)
	chain := append([]int32(nil), r.sc.chain...)
	seen := map[int32]bool{}
	for _, q := range chain {
		for _, x := range r.g.nb[q] {
			if x < 0 || b[x] != r.def.Opponent() || seen[x] {
				continue
			}
			if r.sc.libs(b, x, 3) <= 2 {
				for _, y := range r.sc.chain {
					seen[y] = true
				}
				moves = append(moves, r.liberties(b, x, 2)...)
			} else {
				for _, y := range r.sc.chain {
					seen[y] = true
				}
			}
		}
	}
	// Each move once, in board order, so that the reading does not
	// depend on the order the chains were met in.
	sortInt32(moves)
	out := moves[:0]
	for i, m := range moves {
		if i == 0 || m != moves[i-1] {
			out = append(out, m)
		}
	}
	_ = side
	return out
}

// attack is the reading with the attacker to move.
func (r *reader) attack(b []Color, ko int32, depth int) readResult {
	if b[r.target] != r.def {
		return readCaptured
	}
	libs := r.sc.libs(b, r.target, escapeLibs)
	if libs >= escapeLibs {
		return readSafe
	}
	if r.nodes++; r.nodes > readNodes || depth >= readDepth {
		return readUnknown
	}
	att := r.def.Opponent()
	result := readSafe
	for _, p := range r.candidates(b, att) {
		nb, nko, ok := r.play(b, p, att, ko)
		if !ok {
			continue
		}
		switch r.defend(nb, nko, depth+1) {
		case readCaptured:
			return readCaptured
		case readUnknown:
			result = readUnknown
		}
	}
	return result
}

// defend is the reading with the target's side to move. It may pass.
func (r *reader) defend(b []Color, ko int32, depth int) readResult {
	if b[r.target] != r.def {
		return readCaptured
	}
	if r.sc.libs(b, r.target, escapeLibs) >= escapeLibs {
		return readSafe
	}
	if r.nodes++; r.nodes > readNodes || depth >= readDepth {
		return readUnknown
	}
	result := r.attack(b, -1, depth+1) // a pass
	if result == readSafe {
		return readSafe
	}
	for _, p := range r.candidates(b, r.def) {
		nb, nko, ok := r.play(b, p, r.def, ko)
		if !ok {
			continue
		}
		switch r.attack(nb, nko, depth+1) {
		case readSafe:
			return readSafe
		case readUnknown:
			result = readUnknown
		}
	}
	return result
}

// readRaces reads, on the board of f, every chain of two stones or more
// with at most readLibs liberties that is not pass-alive: whether it is
// captured with the side to move moving first. It returns the stones of
// the chains captured (dead) and of the chains of the other side next
// to them (those that capture them, whose race the playouts lost).
func readRaces(f *Final, u *Unconditional) (dead, capturers []bool) {
	n := f.Size
	g := geometryOf(n)
	var cs chainSet
	cs.label(f.Board, newScratch(g))
	dead = make([]bool, len(f.Board))
	capturers = make([]bool, len(f.Board))
	r := newReader(g)
	for k, first := range cs.first {
		c := cs.color[k]
		if cs.nlib[k] > readLibs || u.alive[first] || u.owner[first] == c.Opponent() {
			continue
		}
		if r.sc.libs(f.Board, first, readLibs+1) > readLibs || len(r.sc.chain) < 2 {
			continue
		}
		if r.capture(f.Board, first, false) != readCaptured {
			continue
		}
		r.sc.libs(f.Board, first, len(f.Board))
		chain := append([]int32(nil), r.sc.chain...)
		for _, q := range chain {
			dead[q] = true
		}
		for _, q := range chain {
			for _, x := range g.nb[q] {
				if x >= 0 && f.Board[x] == c.Opponent() && !capturers[x] {
					r.sc.libs(f.Board, x, len(f.Board))
					for _, y := range r.sc.chain {
						capturers[y] = true
					}
				}
			}
		}
	}
	return dead, capturers
}

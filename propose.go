package livingstones

import (
	"context"
	"errors"
	"hash/fnv"
	"math/rand/v2"
	"slices"
)

// proposalPlayouts is the number of playouts ProposeSettlement runs to
// estimate who owns each point.
const proposalPlayouts = 128

// ProposeSettlement proposes a settlement for a stopped game: which stones
// are dead. It is made on the canonical form of the board (the least, in
// board order, of its 8 turns and their colour swaps) and turned back, so
// that it is the same however the board is turned and whichever side is
// which. It uses, together:
//
//  1. Benson's unconditional life (Benson): pass-alive chains are alive,
//     and stones in the other side's pass-alive territory are dead;
//  2. ownership by playouts (128 playouts seeded by the position, whose
//     moves answer ataris, capture, and keep one- and two-point eyes, so
//     that seki and groups of weak shape that live survive them, see
//     playout_policy.go): a group (chains of one colour joined through
//     the empty points they share that touch no other stone) the other
//     side owns on average by more than a lean is dead, and so is a chain
//     the other side owns by more than 0.5 on its own, and so is a chain
//     of two stones or more in atari when the other side is to move; the
//     leans 0, 0.3 and 0.6 are tried in turn, and the first proposal the
//     analysis accepts is taken;
//  3. a reading of capturing races (propose_read.go): a chain of two
//     stones or more with at most three liberties that a small exact
//     search (at most 1000 positions, 16 moves deep) captures even with
//     its side moving first is dead, and the chains next to it that
//     capture it are not; where the playouts kept such a chain, they are
//     run again with it taken off the board; and a chain the playouts
//     give the other side by more than 0.5 is not dead on its own (as
//     in 2) when the other side, moving first, cannot capture it;
//  4. the stability check of Analyze: while the analysis finds a chain
//     that is not pass-alive capturable or in atari in the ideal final
//     position, the chains of the other side next to it that the playouts
//     give less than it are dead, or if there are none, that chain is
//     dead; a chain proposed dead that no stone of the other side touches
//     is alive after all;
//  5. when no lean settles the game, and the first proposal is refused
//     on the board as given, the leans are tried again, and where the
//     stones the analysis would capture in the ideal final position
//     include points it filled there, the stones of the board among them
//     are dead (their side's area, filled, does not keep them alive).
//
// The proposal is one Analyze (and Count) accepts on the board as given,
// or an error: a *CountError naming the points it could not decide, whose
// Fix says which setting of a Settlement would settle them. With that
// error comes the first proposal, the one the analysis refused, so that a
// caller can settle what the error names (a neutral point classified, a
// ko's holder named) and count with the rest of it; a malformed Final
// gets an empty Settlement and the error. It is a proposal: the players'
// agreement is the settlement. A game that ended naturally needs none,
// and gets an empty one.
func ProposeSettlement(f *Final) (Settlement, error) {
	return ProposeSettlementContext(context.Background(), f)
}

// ProposeSettlementContext is ProposeSettlement that stops early when ctx
// is done, with ctx's error: it looks between the playouts, the readings
// and each analysis it tries, so a server can drop the proposal of a
// client that left. With a ctx that is never done it proposes exactly
// what ProposeSettlement does.
func ProposeSettlementContext(ctx context.Context, f *Final) (Settlement, error) {
	if err := ctx.Err(); err != nil {
		return Settlement{}, err
	}
	if _, err := Benson(f); err != nil || f.NaturalEnd {
		return Settlement{}, err
	}
	// The proposal is made on the canonical form of the board and turned
	// back, so that it is the same however the board is turned.
	form := canonicalForm(f)
	g := form.apply(f)
	u, _ := Benson(g)
	own := finalOwnership(g)
	rd, rc := readRaces(g, u)
	for i, d := range rd {
		if d && own[i]*sign(g.Board[i]) > 0 {
			// The playouts lost a race the reading wins: they are run
			// again with the chains it captures taken off.
			own = finalOwnership(withoutStones(g, rd))
			break
		}
	}
	rs := readUncaptured(g, u, own)
	if err := ctx.Err(); err != nil {
		return Settlement{}, err
	}
	var first Settlement
	for k, lean := range proposalLeans {
		s, err := proposeWith(ctx, g, u, own, races{rd, rc, rs}, lean, false)
		if err == nil {
			s = form.back(s, f.Size)
			if _, err := Analyze(f, s); err != nil {
				return s, err
			}
			return s, nil
		}
		if k == 0 {
			first = s
		}
	}
	if err := ctx.Err(); err != nil {
		return Settlement{}, err
	}
	// The first proposal on the board as given: if the analysis accepts
	// it there, it is the proposal.
	s := form.back(first, f.Size)
	_, ferr := Analyze(f, s)
	if ferr == nil {
		return s, nil
	}
	for _, lean := range proposalLeans {
		if s, err := proposeWith(ctx, g, u, own, races{rd, rc, rs}, lean, true); err == nil {
			s = form.back(s, f.Size)
			if _, err := Analyze(f, s); err == nil {
				return s, nil
			}
		}
	}
	if err := ctx.Err(); err != nil {
		return Settlement{}, err
	}
	// The refusal is the analysis's, of the first proposal, on the board
	// as given, so that it names the points as the caller sees them.
	return s, ferr
}

// withoutStones returns f with the stones marked in off taken off the
// board, or f itself when there are none: the playouts start from the
// board with the chains the reading captures already captured, so that
// the groups around them live as they do in the races read.
func withoutStones(f *Final, off []bool) *Final {
	if !slices.Contains(off, true) {
		return f
	}
	g := *f
	g.Board = slices.Clone(f.Board)
	for i, o := range off {
		if o {
			g.Board[i] = Empty
		}
	}
	return &g
}

// proposalLeans are the ownership leans (how far the other side must own
// a chain on average for it to be dead) ProposeSettlement tries in turn.
var proposalLeans = []float64{0, 0.3, 0.6}

// chainLean is how far the other side must own a chain for it to be dead
// on its own, whatever its group.
const chainLean = 0.5

// firstDead is the proposal's first guess of the dead stones: what Benson's
// analysis (u) gives the other side, the chains the playouts (own) give
// the other side by more than lean, the races read (rr), and the chains of
// two stones or more in atari with the other side to move. It returns the
// playouts' ownership of each point's group (mean) and chain as well.
func firstDead(f *Final, u *Unconditional, own []float64, rr races, lean float64) (dead []bool, mean, chain []float64) {
	n := f.Size
	dead = make([]bool, n*n)
	for i, c := range f.Board {
		if c != Empty && u.owner[i] == c.Opponent() {
			dead[i] = true
		}
	}
	mean, chain = groupOwnership(f, own)
	for i, m := range mean {
		c := f.Board[i]
		if c == Empty || u.alive[i] {
			continue
		}
		if chain[i]*sign(c) < -chainLean && !rr.safe[i] {
			// A chain the other side clearly owns is dead whatever
			// the group it is joined to: the joint can be cut.
			m = chain[i]
		}
		if m*sign(c) < -lean {
			dead[i] = true
		}
	}
	// The races read (readRaces) overrule the playouts: the chains they
	// capture are dead, and those that capture them are not.
	for i := range dead {
		switch {
		case rr.dead[i]:
			dead[i] = true
		case rr.capturers[i] && u.owner[i] != f.Board[i].Opponent():
			dead[i] = false
		}
	}
	// A chain of two stones or more in atari, the other side to move, is
	// taken at the next move (no ko can take it back): it is dead.
	var cs chainSet
	cs.label(f.Board, newScratch(geometryOf(n)))
	size := make([]int, len(cs.color))
	for _, k := range cs.of {
		if k >= 0 {
			size[k]++
		}
	}
	for i, k := range cs.of {
		if k >= 0 && !u.alive[i] && cs.nlib[k] == 1 && size[k] >= 2 && f.ToMove == cs.color[k].Opponent() {
			dead[i] = true
		}
	}
	return dead, mean, chain
}

// proposeWith is ProposeSettlement with one ownership lean, on the board
// as it is. On a refusal it returns the last settlement it tried; when
// ctx is done, ctx's error.
func proposeWith(ctx context.Context, f *Final, u *Unconditional, own []float64, rr races, lean float64, filled bool) (Settlement, error) {
	n := f.Size
	dead, mean, chain := firstDead(f, u, own, rr, lean)
	for round := 0; ; round++ {
		s := Settlement{}
		for i, d := range dead {
			if d {
				s.Dead = append(s.Dead, pointOf(int32(i), n))
			}
		}
		if err := ctx.Err(); err != nil {
			return s, err
		}
		_, err := Analyze(f, s)
		if err == nil {
			return s, nil
		}
		var ce *CountError
		if round >= 2*n || !errors.As(err, &ce) {
			return s, err
		}
		// The stones the analysis would capture may include points it
		// filled in the ideal final position. Only when no proposal
		// settles the game otherwise (filled) are the stones of the
		// board among them settled alone.
		stones := ce.Points
		if filled {
			stones = stonesAmong(f, ce.Points)
		}
		switch {
		case errors.Is(err, ErrDeadNotSurrounded) && round < n:
			// Stones in no one's area: alive after all.
			for _, p := range ce.Points {
				markChain(f, dead, p, false)
			}
		case errors.Is(err, ErrUnstable) && ce.Fix == FixDead && weakerNeighbours(f, u, mean, chain, stones, dead):
			// The chains next to the stones the analysis would capture
			// are weaker than they are: those are dead, not these.
		case errors.Is(err, ErrUnstable) && deadable(f, u, stones, dead):
			for _, p := range stones {
				dead[p.Y*n+p.X] = true
			}
		default:
			return s, err
		}
	}
}

// weakerNeighbours marks dead the chains of the other side next to the
// stones pts, neither pass-alive nor already dead, whose group or chain
// the playouts give their side less than they give the stones of pts, and
// reports whether there were any.
func weakerNeighbours(f *Final, u *Unconditional, mean, chain []float64, pts []Point, dead []bool) bool {
	n := f.Size
	if len(pts) == 0 || !pts[0].On(n) {
		return false
	}
	c := f.Board[pts[0].Y*n+pts[0].X]
	if c == Empty {
		return false
	}
	strength := 0.0
	for _, p := range pts {
		strength += mean[p.Y*n+p.X] * sign(c)
	}
	strength /= float64(len(pts))
	var weaker []Point
	g := geometryOf(n)
	for _, p := range pts {
		for _, x := range g.nb[p.Y*n+p.X] {
			if x >= 0 && f.Board[x] == c.Opponent() && !dead[x] && !u.alive[x] && min(mean[x]*sign(c.Opponent()), chain[x]*sign(c.Opponent())) < strength {
				weaker = append(weaker, pointOf(x, n))
			}
		}
	}
	for _, p := range weaker {
		markChain(f, dead, p, true)
	}
	return len(weaker) > 0
}

// stonesAmong returns the points of pts that hold a stone on the board
// of f.
func stonesAmong(f *Final, pts []Point) []Point {
	var out []Point
	for _, p := range pts {
		if f.At(p) != Empty {
			out = append(out, p)
		}
	}
	return out
}

// deadable reports whether the points are stones, none pass-alive nor
// already dead, that the proposal may call dead.
func deadable(f *Final, u *Unconditional, pts []Point, dead []bool) bool {
	for _, p := range pts {
		i := p.Y*f.Size + p.X
		if !p.On(f.Size) || f.Board[i] == Empty || u.alive[i] || dead[i] {
			return false
		}
	}
	return len(pts) > 0
}

// finalOwnership runs the proposal's playouts (policyOwnership) from the
// board of f, seeded by it. When some of the 16 forms of the board are
// the board itself (a symmetric board), the ownership is the mean over
// them, so that it is symmetric too.
func finalOwnership(f *Final) []float64 {
	n := f.Size
	h := fnv.New64a()
	for _, c := range f.Board {
		h.Write([]byte{byte(c)})
	}
	h.Write([]byte{byte(f.ToMove)})
	own := policyOwnership(n, f.Board, f.ToMove, proposalPlayouts, rand.New(rand.NewPCG(h.Sum64(), uint64(n))))
	var same []boardForm
	for sym := 0; sym < 8; sym++ {
		for _, swap := range []bool{false, true} {
			fm := boardForm{sym, swap}
			if fm.fixes(f) {
				same = append(same, fm)
			}
		}
	}
	if len(same) == 1 {
		return own
	}
	mean := make([]float64, len(own))
	for _, fm := range same {
		for j := range mean {
			v := own[symIndex(fm.sym, j, n)]
			if fm.swap {
				v = -v
			}
			mean[j] += v / float64(len(same))
		}
	}
	return mean
}

// markChain marks the chain of f at p dead or alive.
func markChain(f *Final, dead []bool, p Point, d bool) {
	n := f.Size
	sc := newScratch(geometryOf(n))
	sc.libs(f.Board, int32(p.Y*n+p.X), n*n+1)
	for _, q := range sc.chain {
		dead[q] = d
	}
}

// sign is +1 for Black and -1 for White: the sign of the side's ownership.
func sign(c Color) float64 {
	if c == White {
		return -1
	}
	return 1
}

// groupOwnership returns, for each stone of f, the mean ownership of its
// group: the chains of one colour joined through the empty points they
// share that touch no stone of the other colour (an eye between them, or
// a liberty in their own area), each stone weighing the same. Stones of
// one group live or die together; a liberty that also touches the other
// colour does not join, as a dead stone may share one with the group
// that surrounds it.
func groupOwnership(f *Final, own []float64) (mean, chainMean []float64) {
	n := f.Size
	g := geometryOf(n)
	var cs chainSet
	cs.label(f.Board, newScratch(g))
	parent := make([]int32, len(cs.color))
	for k := range parent {
		parent[k] = int32(k)
	}
	find := func(k int32) int32 {
		for parent[k] != k {
			parent[k] = parent[parent[k]]
			k = parent[k]
		}
		return k
	}
	for i, c := range f.Board {
		if c != Empty {
			continue
		}
		first, mixed := int32(-1), false
		for _, x := range g.nb[i] {
			if x < 0 {
				break
			}
			if k := cs.of[x]; k >= 0 && first >= 0 && cs.color[k] != cs.color[first] {
				mixed = true
			} else if k >= 0 && first < 0 {
				first = k
			}
		}
		if first < 0 || mixed {
			continue
		}
		for _, x := range g.nb[i] {
			if x < 0 {
				break
			}
			if k := cs.of[x]; k >= 0 && cs.color[k] == cs.color[first] {
				if a, b := find(first), find(k); a != b {
					parent[max(a, b)] = min(a, b)
				}
			}
		}
	}
	sum := make([]float64, len(parent))
	size := make([]int, len(parent))
	csum := make([]float64, len(parent))
	csize := make([]int, len(parent))
	for i, k := range cs.of {
		if k >= 0 {
			r := find(k)
			sum[r] += own[i]
			size[r]++
			csum[k] += own[i]
			csize[k]++
		}
	}
	chainMean = make([]float64, len(f.Board))
	for i, k := range cs.of {
		if k >= 0 {
			chainMean[i] = csum[k] / float64(csize[k])
		}
	}
	mean = make([]float64, len(f.Board))
	for i, k := range cs.of {
		if k >= 0 {
			r := find(k)
			mean[i] = sum[r] / float64(size[r])
		}
	}
	return mean, chainMean
}

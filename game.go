package livingstones

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Game is the mutable fast path for bots: a game played forward in place,
// and back again with Undo. Play, Legal, Undo, AppendLegalMoves and
// RandomMove allocate nothing once the Game has warmed up (its history
// grows, rarely, as games get longer), which makes Game the type for
// random playouts and tree search. It follows exactly the rules of the
// Position it starts from, repetition included: both use one legality
// check.
//
// A Game keeps per turn only what the turn changed (the point played, the
// stones it removed and a few counters), never a copy of the board, and
// tells an earlier board apart exactly by walking back over those changes.
//
// A Game is not safe for concurrent use; give each goroutine its own,
// and Reset it between playouts to reuse its memory (or Undo back to where
// the playout began). The zero Game is the start of a game on an empty
// 19×19 board, as NewGame(Position{}).
type Game struct {
	cfg *settings
	b   board
	f   flow
	tl  timeline

	rng   *rand.Rand // the generator used for a nil one
	chain []*state   // scratch for Reset

	// stuck[c] says that RandomMove found no real move for c and no real
	// move has been played since: the stones and the boards of the
	// history are the same, so there is still none. A playout's last turns
	// are such virtual moves, and each would look at every empty point.
	// Bit 1 is RandomMove's (stuckUniform), bit 2 the tactical policy's
	// (stuckTactical, see game_tactical.go).
	stuck [3]uint8

	// The eyes RandomMove does not draw (see game_parked.go): parked
	// counts them, past the end of the board's empty-point list (at the
	// top of its capacity); noted holds eyes the last draw met.
	parked  int
	noted   [4]uint16
	nNoted  int
	noteCap int // how many eyes a draw notes: none on boards below parkFrom
}

// NewGame returns a Game that starts at p, with p's history.
func NewGame(p Position) *Game {
	g := &Game{}
	g.Reset(p)
	return g
}

// Reset makes g start again at p, with p's history, reusing g's memory.
// It costs a real move per turn of p's history (none for a Position a
// Game made, whose history is copied).
func (g *Game) Reset(p Position) {
	st := p.s()
	g.cfg = st.cfg
	g.stuck = [3]uint8{}
	g.unparkAll()
	g.chain = g.chain[:0]
	root := st
	for ; root.parent != nil; root = root.parent {
		g.chain = append(g.chain, root)
	}
	g.b.copyFrom(root.b)
	g.b.watch = g.noteCap > 0 // see game_parked.go
	g.f = root.f
	if root.past != nil {
		g.tl.copyFrom(root.past.tl)
		g.tl.truncate(root.past.n, len(g.b.colors))
	} else {
		g.tl.reset(&g.b, root.ex)
		g.tl.recs[0].move, g.tl.recs[0].color = root.f.last, root.f.lastColor
	}
	for k := len(g.chain) - 1; k >= 0; k-- {
		s := g.chain[k]
		if s.f.turn != g.f.turn { // a turn, not a resumption or an agreement
			i := -1
			if pt, ok := s.f.last.Point(); ok {
				i = g.b.pointIndex(pt)
			}
			g.apply(s.f.lastColor, s.f.last, i)
		}
		g.f = s.f
	}
	clear(g.chain)
	g.chain = g.chain[:0]
}

// CopyFrom makes g an exact copy of o (board, counters and history),
// reusing g's memory: once g has grown to o's size it allocates nothing.
// Tree search can keep one Game per node depth and copy instead of
// undoing. A nil o leaves g unchanged.
func (g *Game) CopyFrom(o *Game) {
	if o == nil || o == g {
		return
	}
	o.ready()
	g.cfg = o.cfg
	g.stuck = o.stuck
	g.unparkAll() // forgets the eyes noted
	g.b.copyFrom(&o.b)
	g.b.watch = g.noteCap > 0 // see game_parked.go
	// The copy parks nothing: o's parked points go in its list.
	for _, q := range o.parkedPoints() {
		g.b.addEmpty(int(q))
	}
	g.f = o.f
	g.tl.copyFrom(&o.tl)
}

// ready makes the zero Game usable.
func (g *Game) ready() {
	if g.cfg == nil {
		g.Reset(Position{})
	}
}

// Position returns the game so far as a Position, history included. It
// replays nothing: it copies the board and shares g's history with the
// Position until g next changes, when g copies it (time in proportion to
// the turns played, far less than playing them).
func (g *Game) Position() Position {
	g.ready()
	p := positionOf(g)
	for _, q := range g.parkedPoints() { // its board's list holds every empty point
		p.st.b.addEmpty(int(q))
	}
	return p
}

// Size returns the board size.
func (g *Game) Size() int {
	g.ready()
	return g.cfg.size
}

// ToMove returns the side whose turn it is.
func (g *Game) ToMove() Color {
	g.ready()
	return g.f.toMove
}

// Phase returns whether the game is playing, paused or ended.
func (g *Game) Phase() Phase { return g.f.phase }

// Turn returns the number of turns played, passes included.
func (g *Game) Turn() int { return g.f.turn }

// Tally returns side c's counters.
func (g *Game) Tally(c Color) Tally {
	if c != Black && c != White {
		return Tally{}
	}
	return g.f.tally[c]
}

// At returns the stone at p, or Empty.
func (g *Game) At(p Point) Color {
	i := g.b.pointIndex(p)
	if i < 0 {
		return Empty
	}
	return g.b.colors[i]
}

// BoardStones returns the number of c's stones on the board.
func (g *Game) BoardStones(c Color) int {
	if c != Black && c != White {
		return 0
	}
	return g.b.stones[c]
}

// EndReason tells how the game ended, or NotEnded.
func (g *Game) EndReason() EndReason { return g.f.reason }

// Winner returns the winner of a game that ended by resignation, and
// Empty otherwise (other games are decided by counting).
func (g *Game) Winner() Color { return g.f.winner }

// LastMove returns the last turn's move and its color, or NoMove and
// Empty at the start.
func (g *Game) LastMove() (Move, Color) { return g.f.last, g.f.lastColor }

// AppendTurns appends the turns played since turn from (Turn() - from
// turns, in order) to dst and returns the result: a search reads the
// moves of a playout so, without the Position's copy of the history.
// With a large enough dst it allocates nothing. A from below 0 or beyond
// Turn(), or before the turns the Game keeps (those of the Position it
// was made from are kept), appends nothing.
func (g *Game) AppendTurns(dst []Played, from int) []Played {
	g.ready()
	n := g.f.turn - from
	recs := g.tl.recs
	if from < 0 || n <= 0 || n > len(recs)-1 {
		return dst
	}
	for _, r := range recs[len(recs)-n:] {
		dst = append(dst, Played{Color: r.color, Move: r.move})
	}
	return dst
}

// Hash returns the 64-bit Zobrist hash of the game's pattern under its
// repetition rule, the same as Position.Hash of the same game.
func (g *Game) Hash() uint64 {
	g.ready()
	r := g.tl.last()
	return r.hash ^ r.extra.hash()
}

// Play plays m for the side to move. An illegal move changes nothing and
// returns a *MoveError, as Position.Play does.
func (g *Game) Play(m Move) error {
	g.ready()
	return g.PlayAs(g.f.toMove, m)
}

// PlayAs plays m for side c.
func (g *Game) PlayAs(c Color, m Move) error {
	g.ready()
	_, i, rep, err := checkMove(g.cfg, &g.b, &g.f, g, c, m)
	if err != nil {
		return &MoveError{Turn: g.f.turn + 1, Color: c, Move: m, Repeats: rep, Err: err}
	}
	g.apply(c, m, i)
	return nil
}

// Legal reports whether the side to move may play m: nil or a sentinel
// error. It allocates nothing.
func (g *Game) Legal(m Move) error {
	g.ready()
	_, _, _, err := checkMove(g.cfg, &g.b, &g.f, g, g.f.toMove, m)
	return err
}

// LegalMoves returns every move the side to move may make, as
// Position.LegalMoves does.
func (g *Game) LegalMoves() []Move { return g.AppendLegalMoves(nil) }

// AppendLegalMoves appends LegalMoves to dst and returns the result; with
// a large enough dst it allocates nothing.
func (g *Game) AppendLegalMoves(dst []Move) []Move {
	g.ready()
	return appendLegalMoves(dst, g.cfg, &g.b, &g.f, g)
}

// Undo takes back the last turn, and reports false at the start of the
// game (turn 0), where there is none. The Game is then exactly as it was
// before that turn: board, counters and history.
func (g *Game) Undo() bool {
	g.ready()
	if len(g.tl.recs) <= 1 {
		return false
	}
	g.unparkAll() // chains may part again, stones come back on parked points
	g.tl.undoTurn(&g.b, &g.f)
	g.stuck = [3]uint8{}
	return true
}

// UndoTo takes back turns until turn n (a value Turn returned earlier) and
// reports whether it got there; n outside 0..Turn() changes nothing.
func (g *Game) UndoTo(n int) bool {
	g.ready()
	if n < 0 || n > g.f.turn {
		return false
	}
	for g.f.turn > n && g.Undo() {
	}
	return g.f.turn == n
}

// apply plays a turn known to be legal; i is the board index of a real
// move.
func (g *Game) apply(c Color, m Move, i int) {
	tl := &g.tl
	tl.own()
	k := len(tl.recs)
	if k == cap(tl.recs) {
		tl.recs = append(tl.recs, turnRec{})
	} else {
		tl.recs = tl.recs[:k+1]
	}
	r := &tl.recs[k]
	// Field by field: a composite literal is built on the stack and
	// copied, which costs a playout's turn a tenth of its time.
	r.extra = tl.recs[k-1].extra
	r.move, r.color, r.at = m, c, int16(i)
	r.removed = int32(len(tl.removed))
	r.nRemoved, r.suicide = 0, false
	r.prev = g.f.flowMark
	if i < 0 {
		r.emptyK = 0
		g.f.record(c, m, 0, 0)
		// A virtual move changes the extra, a pass or a resignation
		// only under the situational rule (the side to move); see
		// extraOf.
		if m == VirtualMove || g.cfg.repetition == Situational {
			r.extra = extraOf(g.cfg.repetition, g.f.virtual(), g.f.toMove)
		}
	} else {
		g.stuck = [3]uint8{}
		b := &g.b
		r.emptyK = b.emptyAt[i]
		if int(r.emptyK) >= len(b.empties) {
			// A parked point (a side fills its own eye, through Play):
			// the parked points go back to the list first.
			g.unparkAll()
			r.emptyK = b.emptyAt[i]
		}
		before := len(b.empties)
		taken, lost := b.put(i, c)
		g.f.recordReal(c, m)
		if n := taken + lost; n > 0 {
			// put appends the stones it removes to the empty-point list
			// (a move either captures or is a suicide, never both). They
			// are copied and counted (see countGone) in one loop, without
			// a call: mostly one or two.
			r.nRemoved = int16(n)
			r.suicide = lost > 0
			rc := int(r.removedColor()) - 1
			for _, q := range b.empties[before-1:] {
				tl.removed = append(tl.removed, q)
				tl.gone[2*int(q)+rc]++
			}
			g.f.recordRemoved(c, taken, lost)
		}
		if b.pressed != 0 { // chains put in atari: see game_parked.go
			g.unparkPressed()
		}
		// And a real move only under the situational rule.
		if g.cfg.repetition == Situational {
			r.extra = extraOf(g.cfg.repetition, g.f.virtual(), g.f.toMove)
		}
	}
	h := g.b.hash
	r.hash = h
	// The board's hash into the filter (see timeline.seen), written out:
	// as a method of the timeline, it was not inlined.
	if tl.nSeen < len(tl.seen) {
		tl.nSeen++
		w, m := seenBits(h, len(tl.seen))
		tl.seen[w] |= m
	} else {
		tl.refilter()
	}
}

// repeats is the Game's side of checkMove: the first turn whose pattern
// the probed move by c at i would bring back.
func (g *Game) repeats(b *board, i int, c Color, pr probe, ex extra) (int, bool) {
	return g.tl.find(b, i, c, &pr, ex)
}

// Final returns the game as the counting code sees it (see Position.Final).
func (g *Game) Final() *Final {
	g.ready()
	return makeFinal(g.cfg, &g.b, &g.f)
}

// generator returns rng, or for nil the Game's own generator: made with a
// fixed seed the first time it is needed, so runs repeat.
func (g *Game) generator(rng *rand.Rand) *rand.Rand {
	if rng != nil {
		return rng
	}
	if g.rng == nil {
		g.rng = rand.New(rand.NewPCG(0x6c6976696e67, 0x73746f6e6573))
	}
	return g.rng
}

// RandomMove returns a uniformly random legal real move for the side to
// move that does not fill one of its own single-point eyes (an empty
// point whose neighbours are all its stones or the edge), or VirtualMove
// when there is none, and NoMove when the game is paused or over. It
// allocates nothing. A nil rng means the Game's own generator (see
// Playout).
//
// The move also never brings back an earlier board, whatever the virtual
// stones: under the generalized rule a ko may be retaken after virtual
// moves, and random play would do so forever. With boards never repeating
// between real moves and at most three virtual moves in a row, every
// playout is finite.
func (g *Game) RandomMove(rng *rand.Rand) Move {
	g.ready()
	if g.f.phase != Playing {
		return NoMove
	}
	r := fastRand{g.generator(rng).Uint64()}
	i := g.randomPoint(&r, false, false)
	if i < 0 {
		return VirtualMove
	}
	return moveAt(g.b.stride, i)
}

// randomPoint returns the board index of RandomMove's real move, or -1.
// It draws the candidates without replacement by shuffling the empty-point
// list in place, so nothing is copied per turn. With tactical it draws
// the tactical policy's random move instead: the moves RandomMove draws
// less the self-ataris shapeOK refuses (a single stone's allowed when
// throwIn).
func (g *Game) randomPoint(r *fastRand, tactical, throwIn bool) int {
	c := g.f.toMove
	if g.stuck[c]&stuckUniform != 0 || tactical && g.stuck[c]&stuckTactical != 0 {
		return -1
	}
	if g.nNoted > 0 {
		g.parkNoted()
	}
	b := &g.b
	e := b.empties
	// A point is c's single-point eye when its neighbours are c's stones
	// and the edge only: no empty point and none of the opponent's. The
	// tests are made here, where they cost no call (one drawn point in
	// three is such an eye, one in three the opponent's).
	notOwnEye := uint16(15*nbrOne(Empty) | 15*nbrOne(3-c))
	openOrOwn := uint16(15*nbrOne(Empty) | 15*nbrOne(c))
	opp := uint16(15 * nbrOne(3-c))
	// The points parked, past the end of e, are never drawn.
	for n := len(e); n > 0; n-- {
		// k uniform in [0, n), without bias (Lemire's method).
		hi, lo := bits.Mul64(r.next(), uint64(n))
		k := int(hi)
		if lo < uint64(n) {
			k = r.redraw(n, hi, lo)
		}
		i := int(e[k])
		v := b.nbr[i]
		s := b.stride
		switch {
		case v&notOwnEye == 0:
			// c's own eye: never drawn.
		case v&opp == 0:
			// An empty neighbour and none of the opponent's: no capture
			// and a liberty, the stones after the move are the stones
			// now plus one.
			if (!g.tl.mayRepeatAt(i, c) || g.quietPlayable(i, c)) && (!tactical || g.shapeOK(i, c, throwIn)) {
				return i
			}
		default:
			// Which chains next to i are in atari there, no color read:
			// an edge point's head is index 0, whose chain record,
			// edgeChain, is never in atari; a stale head of an empty
			// point sets a bit that playable's color tests look past.
			var a uint
			if b.atariAt(b.head(i-1), i) {
				a |= 1
			}
			if b.atariAt(b.head(i+1), i) {
				a |= 2
			}
			if b.atariAt(b.head(i-s), i) {
				a |= 4
			}
			if b.atariAt(b.head(i+s), i) {
				a |= 8
			}
			switch {
			case a == 0:
				// No capture, and a liberty: a quiet move, unless i is
				// the opponent's single-point eye (noted, see parkNoted).
				if v&openOrOwn == 0 {
					if g.nNoted < g.noteCap {
						g.noted[g.nNoted] = uint16(i)
						g.nNoted++
					}
				} else if (!g.tl.mayRepeatAt(i, c) || g.quietPlayable(i, c)) && (!tactical || g.shapeOK(i, c, throwIn)) {
					return i
				}
			case v&openOrOwn == 0:
				// The opponent's eye, and a capture.
				if !g.tl.mayRepeatAt(i, c) || !g.retakesKo(i, c, a) && g.eyeCapturePlayable(i, c, a) {
					return i
				}
			default:
				// A capture, or a chain of c's that i would join in atari.
				if g.playable(i, c, a) && (!tactical || g.shapeOK(i, c, throwIn)) {
					return i
				}
			}
		}
		// Out of the draw: swap it behind the points still to draw (with
		// itself when it is there already, which costs less than the test).
		last := e[n-1]
		e[k], e[n-1] = last, uint16(i)
		b.emptyAt[last], b.emptyAt[i] = uint16(k), uint16(n-1)
	}
	switch {
	case !tactical:
		g.stuck[c] |= stuckUniform
	case throwIn:
		// Without throwIn a single stone's self-atari was refused and
		// may be drawn at the next turn.
		g.stuck[c] |= stuckTactical
	}
	return -1
}

// playable reports whether c may play at the empty point i, not its own
// single-point eye, in a random playout: legal, and without bringing
// back any earlier board. The bits of atari (1, 2, 4, 8 for the
// neighbours left, right, above, below) tell the neighbours' chains in
// atari at i (randomPoint's tests), so only their colors are looked at.
// Most points are settled by their neighbour counts and one look at the
// history's table; a capture, a suicide of more than one stone or a
// board whose hash stood before takes the full probe.
func (g *Game) playable(i int, c Color, atari uint) bool {
	b := &g.b
	v := b.nbr[i]
	colors, s, opp := b.colors, b.stride, 3-c
	if atari&1 != 0 && colors[i-1] == opp || atari&2 != 0 && colors[i+1] == opp ||
		atari&4 != 0 && colors[i-s] == opp || atari&8 != 0 && colors[i+s] == opp {
		return !g.tl.mayRepeatAt(i, c) || g.playableSlow(i, c)
	}
	if nbrOf(v, Empty) == 0 && !(atari&1 == 0 && colors[i-1] == c || atari&2 == 0 && colors[i+1] == c ||
		atari&4 == 0 && colors[i-s] == c || atari&8 == 0 && colors[i+s] == c) {
		// No liberty, no capture, and no chain of c's with another
		// liberty to join: a suicide.
		if nbrOf(v, c) == 0 {
			return false // of a single stone, never legal
		}
		return g.playableSlow(i, c)
	}
	// Nothing captured and a liberty: the stones after the move are the
	// stones now plus one.
	return !g.tl.mayRepeatAt(i, c) || g.quietPlayable(i, c)
}

// retakesKo reports whether c's stone at i, the opponent's single-point
// eye, would take back at once a ko: the last real move, the opponent's
// at j next to i, captured c's single stone at i, and c's stone would
// capture the stone at j alone (the bits of atari, as for playable, are
// j's only, and its chain is the one stone). The board would then be the
// board before that move again, which a random move never brings back;
// the virtual moves since changed no stone. This is the most common
// repetition in a playout (six in ten), told without the probe and the
// walk back over the history.
func (g *Game) retakesKo(i int, c Color, atari uint) bool {
	tl := &g.tl
	k := len(tl.recs) - 1
	for k > 0 && tl.recs[k].at < 0 {
		k--
	}
	r := &tl.recs[k]
	if k == 0 || r.color != 3-c || r.nRemoved != 1 || r.suicide || tl.removed[r.removed] != uint16(i) {
		return false
	}
	j, s := int(r.at), g.b.stride
	var bit uint
	switch j {
	case i - 1:
		bit = 1
	case i + 1:
		bit = 2
	case i - s:
		bit = 4
	case i + s:
		bit = 8
	}
	return atari == bit && g.b.chains[g.b.head(j)].size == 1
}

// eyeCapturePlayable is playable's test for a stone of c's at i, the
// opponent's single-point eye, that captures the chains the bits of atari
// tell (as for playable; an edge's bit is never set): the board's hash
// after the capture is worked out from those chains alone, and the probe
// is made only when the history's table may hold it.
func (g *Game) eyeCapturePlayable(i int, c Color, atari uint) bool {
	b := &g.b
	h := b.hash ^ zobrist[i][c-1]
	var done [4]int
	n := 0
	for k, q := range [4]int{i - 1, i + 1, i - b.stride, i + b.stride} {
		if atari&(1<<k) == 0 {
			continue
		}
		hq := b.head(q)
		if n > 0 && (done[0] == hq || n > 1 && (done[1] == hq || n > 2 && done[2] == hq)) {
			continue
		}
		done[n] = hq
		n++
		h ^= b.chainHash(hq)
	}
	return !g.tl.mayHold(h) || g.playableSlow(i, c)
}

// quietPlayable is playable's last test for a move that captures nothing
// and keeps a liberty, when a stone of c's was removed from i before: the
// stones after the move are the stones now plus one, and the history's
// table tells at once whether they may have stood before.
func (g *Game) quietPlayable(i int, c Color) bool {
	return !g.tl.mayHold(g.b.hash^zobrist[i][c-1]) || g.playableSlow(i, c)
}

// playableSlow is playable's full check: the move's probe, the suicide
// rules of checkMove, and an exact look for its board in the history.
func (g *Game) playableSlow(i int, c Color) bool {
	pr := g.b.probe(i, c)
	if suicideRefused(g.cfg, &pr) {
		return false
	}
	if !g.tl.mayHold(pr.hash) {
		return true
	}
	return !g.tl.findBoard(&g.b, i, c, &pr)
}

// Playout plays RandomMove until the game ends naturally (four
// consecutive virtual moves) or maxTurns turns have been played in all
// (0 means no limit), and returns the number of turns it played. A
// playout never passes, and it always ends (see RandomMove). A nil rng
// means the Game's own generator, made with a fixed seed the first time
// it is needed. A paused game is not played on (it returns 0).
//
// The playout draws one number from rng and takes its further random
// numbers from a small generator seeded with it, so the playout depends
// only on the Game and rng's state.
func (g *Game) Playout(rng *rand.Rand, maxTurns int) int {
	return g.playout(rng, maxTurns, UniformPolicy)
}

// playout is Playout (policy UniformPolicy) and PlayoutWith.
func (g *Game) playout(rng *rand.Rand, maxTurns int, policy PlayoutPolicy) int {
	g.ready()
	r := fastRand{g.generator(rng).Uint64()}
	start := g.f.turn
	moves := moveTables[g.b.stride]
	for g.f.phase == Playing && (maxTurns <= 0 || g.f.turn < maxTurns) {
		c := g.f.toMove
		var i int
		if policy != UniformPolicy {
			i = g.tacticalPoint(&r, policy == PatternPolicy)
		} else {
			i = g.randomPoint(&r, false, false)
		}
		if i >= 0 {
			g.apply(c, moves[i], i)
		} else {
			g.apply(c, VirtualMove, -1)
		}
	}
	return g.f.turn - start
}

// fastRand is the playouts' random number generator (wyrand): one
// addition and one 128-bit multiplication per number.
type fastRand struct{ s uint64 }

func (r *fastRand) next() uint64 {
	r.s += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(r.s, r.s^0xe7037ed1a0b428db)
	return hi ^ lo
}

// redraw finishes a draw in [0, n) by Lemire's method when the low half
// of the product hi:lo of a random number and n is below n: the draw is
// kept unless it falls in the biased remainder. It is apart from the draw
// loop, which makes the common case inline.
//
//go:noinline
func (r *fastRand) redraw(n int, hi, lo uint64) int {
	t := -uint64(n) % uint64(n)
	for lo < t {
		hi, lo = bits.Mul64(r.next(), uint64(n))
	}
	return int(hi)
}

// moveTables[stride] maps a board index to its real move.
var moveTables [maxStride + 1][]Move

func init() {
	for n := MinSize; n <= MaxSize; n++ {
		s := n + 2
		t := make([]Move, s*s)
		for i := range t {
			if x, y := i%s-1, i/s-1; x >= 0 && y >= 0 && x < n && y < n {
				t[i] = RealMove(Point{x, y})
			}
		}
		moveTables[s] = t
	}
}

// moveAt returns the real move at board index i of a board with the given
// stride.
func moveAt(stride, i int) Move { return moveTables[stride][i] }

// Resume resumes a paused game (恢复对局), as Position.Resume does: play
// goes on with the side to move. It returns ErrNotPaused for a game that
// is not paused. A resumption is not a turn: Undo takes back turns only.
func (g *Game) Resume() error {
	g.ready()
	if g.f.phase != Paused {
		return fmt.Errorf("livingstones: resume: %w (it is %v)", ErrNotPaused, g.f.phase)
	}
	g.resume()
	return nil
}

func (g *Game) resume() {
	g.f.phase = Playing
	g.f.consecPass = 0
}

// Agree ends a paused game by agreement, as Position.Agree does. It
// returns ErrNotPaused for a game that is not paused.
func (g *Game) Agree() error {
	g.ready()
	if g.f.phase != Paused {
		return fmt.Errorf("livingstones: agree: %w (it is %v)", ErrNotPaused, g.f.phase)
	}
	g.f.phase, g.f.reason = Ended, Agreement
	return nil
}

package livingstones

import (
	"fmt"
	"math/rand/v2"
)

// Game is the mutable fast path for bots: a game played forward in place.
// Play, Legal and RandomMove allocate nothing once the Game has warmed up
// (its history table grows, rarely, as games get longer), which makes Game
// the type for random playouts and search. It follows exactly the rules of
// the Position it starts from, repetition included.
//
// A Game is not safe for concurrent use; give each goroutine its own,
// and Reset it between playouts to reuse its memory. The zero Game is the
// start of a game on an empty 19×19 board, as NewGame(Position{}).
type Game struct {
	cfg  *settings
	b    board
	f    flow
	root Position
	hist []Turn // turns played since root

	// The repetition history: an open-addressing table from pattern hash
	// to an entry, and per entry the pattern's stones for the exact check.
	table   []int32 // entry index + 1; 0 is an empty slot
	boards  []int32 // the same, keyed by the stones' hash alone (see RandomMove)
	entries []gameEntry
	snaps   []Color // len(entries) × len(b.colors)
	scratch []int16
}

type gameEntry struct {
	key     uint64 // the pattern's hash
	board   uint64 // the stones' hash
	turn    int32
	virtual [2]int32 // Black's and White's virtual stones
	toMove  Color
}

// NewGame returns a Game that starts at p, with p's history.
func NewGame(p Position) *Game {
	g := &Game{}
	g.Reset(p)
	return g
}

// Reset makes g start again at p, reusing g's memory.
func (g *Game) Reset(p Position) {
	st := p.s()
	g.cfg = st.cfg
	g.b.copyFrom(st.b)
	g.f = st.f
	g.root = p
	g.hist = g.hist[:0]
	g.entries = g.entries[:0]
	g.snaps = g.snaps[:0]
	clear(g.table)
	clear(g.boards)
	// The patterns of p's history, oldest first.
	var chain []*state
	for s := st; s != nil; s = s.parent {
		chain = append(chain, s)
	}
	for k := len(chain) - 1; k >= 0; k-- {
		s := chain[k]
		g.remember(s.key, s.b.hash, s.f.turn, s.f.virtual(), s.f.toMove, s.b.colors)
	}
}

// CopyFrom makes g an exact copy of o (board, counters and repetition
// history), reusing g's memory: once g has grown to o's size it allocates
// nothing. Tree search can keep one Game per node depth and copy instead
// of undoing.
func (g *Game) CopyFrom(o *Game) {
	o.ready()
	g.cfg = o.cfg
	g.b.copyFrom(&o.b)
	g.f = o.f
	g.root = o.root
	g.hist = append(g.hist[:0], o.hist...)
	g.table = append(g.table[:0], o.table...)
	g.boards = append(g.boards[:0], o.boards...)
	g.entries = append(g.entries[:0], o.entries...)
	g.snaps = append(g.snaps[:0], o.snaps...)
}

// ready makes the zero Game usable.
func (g *Game) ready() {
	if g.cfg == nil {
		g.Reset(Position{})
	}
}

// Position returns the game so far as a Position (it replays the turns
// played since the start, so it costs a Play per turn).
func (g *Game) Position() Position {
	g.ready()
	p := g.root
	for _, t := range g.hist {
		q, err := p.PlayAs(t.Color, t.Move)
		if err != nil {
			panic(fmt.Sprintf("livingstones: Game and Position disagree at %v: %v", t, err)) // a bug, never input
		}
		p = q
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

// Stones returns the number of c's stones on the board.
func (g *Game) Stones(c Color) int {
	if c != Black && c != White {
		return 0
	}
	return g.b.stones[c]
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
	i, rep, err := g.check(c, m)
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
	_, _, err := g.check(g.f.toMove, m)
	return err
}

func (g *Game) apply(c Color, m Move, i int) {
	taken, lost := 0, 0
	if i >= 0 {
		taken, lost = g.b.put(i, c)
	}
	g.f.record(c, m, taken, lost)
	g.hist = append(g.hist, Turn{c, m})
	v := g.f.virtual()
	g.remember(g.b.hash^patternExtra(g.cfg.repetition, v, g.f.toMove), g.b.hash, g.f.turn, v, g.f.toMove, g.b.colors)
}

func (g *Game) check(c Color, m Move) (i, rep int, err error) {
	if err := g.f.precheck(g.cfg, c, m); err != nil {
		return -1, -1, err
	}
	if !m.IsReal() {
		return -1, -1, nil
	}
	pt, _ := m.Point()
	b := &g.b
	i = b.pointIndex(pt)
	if i < 0 {
		return -1, -1, ErrOffBoard
	}
	if b.colors[i] != Empty {
		return -1, -1, ErrOccupied
	}
	pr := b.probe(i, c)
	if pr.suicide && (pr.lost == 1 || g.cfg.forbidSuicide) {
		return -1, -1, ErrSuicide
	}
	v := g.f.virtual()
	toMove := c.Opponent()
	key := pr.hash ^ patternExtra(g.cfg.repetition, v, toMove)
	if turn, ok := g.seen(g.table, key, func(e *gameEntry) bool { return e.key == key && g.sameExtra(e, v, toMove) }, i, c, &pr); ok {
		return -1, turn, ErrRepetition
	}
	return i, -1, nil
}

// seen looks the board the probed move makes up in the table t; match
// tells which entries with that hash to compare point by point.
func (g *Game) seen(t []int32, key uint64, match func(*gameEntry) bool, i int, c Color, pr *probe) (turn int, ok bool) {
	if len(t) == 0 {
		return 0, false
	}
	mask := len(t) - 1
	n := len(g.b.colors)
	for s := int(key) & mask; t[s] != 0; s = (s + 1) & mask {
		k := int(t[s] - 1)
		if e := &g.entries[k]; match(e) && g.b.sameAfter(g.snaps[k*n:(k+1)*n], i, c, pr) {
			return int(e.turn), true
		}
	}
	return 0, false
}

func (g *Game) sameExtra(e *gameEntry, v [3]int, toMove Color) bool {
	switch g.cfg.repetition {
	case Generalized:
		return int(e.virtual[0]) == v[Black] && int(e.virtual[1]) == v[White]
	case Situational:
		return e.toMove == toMove
	}
	return true
}

// remember adds a pattern, and its board, to the history unless they are
// there already.
func (g *Game) remember(key, board uint64, turn int, v [3]int, toMove Color, colors []Color) {
	n := len(colors)
	find := func(t []int32, h uint64, match func(*gameEntry) bool) bool {
		if len(t) == 0 {
			return false
		}
		mask := len(t) - 1
		for s := int(h) & mask; t[s] != 0; s = (s + 1) & mask {
			k := int(t[s] - 1)
			if e := &g.entries[k]; match(e) && sameColors(g.snaps[k*n:(k+1)*n], colors) {
				return true
			}
		}
		return false
	}
	newPattern := !find(g.table, key, func(e *gameEntry) bool { return e.key == key && g.sameExtra(e, v, toMove) })
	newBoard := !find(g.boards, board, func(e *gameEntry) bool { return e.board == board })
	if !newPattern && !newBoard {
		return
	}
	if 2*(len(g.entries)+1) > len(g.table) {
		g.grow()
	}
	k := len(g.entries)
	g.entries = append(g.entries, gameEntry{key: key, board: board, turn: int32(turn), virtual: [2]int32{int32(v[Black]), int32(v[White])}, toMove: toMove})
	g.snaps = append(g.snaps, colors...)
	if newPattern {
		insertSlot(g.table, key, k)
	}
	if newBoard {
		insertSlot(g.boards, board, k)
	}
}

func insertSlot(t []int32, h uint64, k int) {
	mask := len(t) - 1
	s := int(h) & mask
	for t[s] != 0 {
		s = (s + 1) & mask
	}
	t[s] = int32(k + 1)
}

// grow doubles the tables. Entries that were only in one table stay so:
// an entry is in the pattern table when its pattern was new, and in the
// board table when its board was.
func (g *Game) grow() {
	size := 256
	for size < 4*(len(g.entries)+1) {
		size *= 2
	}
	old, oldBoards := g.table, g.boards
	g.table, g.boards = make([]int32, size), make([]int32, size)
	for _, v := range old {
		if v != 0 {
			insertSlot(g.table, g.entries[v-1].key, int(v-1))
		}
	}
	for _, v := range oldBoards {
		if v != 0 {
			insertSlot(g.boards, g.entries[v-1].board, int(v-1))
		}
	}
}

// repeatsBoard reports whether a real move by c at i brings back an
// earlier board.
func (g *Game) repeatsBoard(i int, c Color) bool {
	pr := g.b.probe(i, c)
	_, ok := g.seen(g.boards, pr.hash, func(e *gameEntry) bool { return e.board == pr.hash }, i, c, &pr)
	return ok
}

// Playout plays RandomMove until the game ends naturally (four
// consecutive virtual moves) or maxTurns turns have been played in all
// (0 means no limit), and returns the number of turns it played. A
// playout never passes, and it always ends (see RandomMove).
func (g *Game) Playout(rng *rand.Rand, maxTurns int) int {
	g.ready()
	start := g.f.turn
	for g.f.phase == Playing && (maxTurns <= 0 || g.f.turn < maxTurns) {
		c := g.f.toMove
		m := g.RandomMove(rng)
		i := -1
		if p, ok := m.Point(); ok {
			i = g.b.pointIndex(p)
		}
		g.apply(c, m, i)
	}
	return g.f.turn - start
}

// Final returns the game as the counting code sees it (see Position.Final).
func (g *Game) Final() Final {
	g.ready()
	return makeFinal(g.cfg, &g.b, &g.f)
}

func sameColors(a, b []Color) bool {
	for i, c := range a {
		if b[i] != c {
			return false
		}
	}
	return true
}

// ownEye reports whether the empty point i is surrounded by c's stones
// and the edge only: a single-point eye of c's that a random playout
// should not fill.
func (b *board) ownEye(i int, c Color) bool {
	s := b.stride
	for _, q := range [4]int{i - 1, i + 1, i - s, i + s} {
		if col := b.colors[q]; col != c && col != wall {
			return false
		}
	}
	return true
}

// RandomMove returns a uniformly random legal real move for the side to
// move that does not fill one of its own single-point eyes (an empty
// point whose neighbours are all its stones or the edge), or VirtualMove
// when there is none. It allocates nothing.
//
// The move also never brings back an earlier board, whatever the virtual
// stones: under the generalized rule a ko may be retaken after virtual
// moves, and random play would do so forever. With boards never repeating
// between real moves and at most three virtual moves in a row, every
// playout is finite.
func (g *Game) RandomMove(rng *rand.Rand) Move {
	g.ready()
	c := g.f.toMove
	b := &g.b
	g.scratch = append(g.scratch[:0], b.empties...)
	cand := g.scratch
	for len(cand) > 0 {
		k := rng.IntN(len(cand))
		i := int(cand[k])
		cand[k] = cand[len(cand)-1]
		cand = cand[:len(cand)-1]
		if b.ownEye(i, c) {
			continue
		}
		m := RealMove(b.point(i))
		if _, _, err := g.check(c, m); err == nil && !g.repeatsBoard(i, c) {
			return m
		}
	}
	return VirtualMove
}

package livingstones

import "fmt"

// Position is a game at one moment: the stones on the board, whose turn it
// is, each side's counters, and the history the repetition rule looks at.
//
// A Position is an immutable value: Play returns a new Position and never
// changes its receiver, so a Position a caller holds never changes under
// it and is safe to use from many goroutines at once. Play costs a copy
// of the board and a few small allocations; for random playouts and tree
// search use Game, the mutable fast path, which allocates nothing per move.
//
// The zero Position is an empty 19×19 board with White to move and the
// default options, as NewPosition(19) returns.
type Position struct {
	st *state
}

// state is what a Position points to. It is never changed once built.
type state struct {
	cfg    *settings
	b      *board
	f      flow
	parent *state
	hist   *patternNode // the patterns since the start, or since past
	past   *pastGame    // the history before the first state, for a Position a Game made
	ex     extra        // the pattern's extra under cfg.repetition
	key    uint64       // the pattern's hash under cfg.repetition
	taken  int          // stones the last move captured
	lost   int          // own stones the last move removed (suicide)
}

var zeroState = func() *state {
	p, err := NewPosition(19)
	if err != nil {
		panic(err)
	}
	return p.st
}()

func (p Position) s() *state {
	if p.st == nil {
		return zeroState
	}
	return p.st
}

// NewPosition returns the start of a game on a size×size board, with White
// to move unless an option says otherwise. The options choose the rule
// options (WithRepetition, ForbidSuicide, ForbidPass) and the stones on the
// board (Seated, Setup). It returns an error wrapping ErrBadSize for a
// size outside MinSize..MaxSize and ErrBadSetup for bad setup stones.
func NewPosition(size int, opts ...Option) (Position, error) {
	if size < MinSize || size > MaxSize {
		return Position{}, fmt.Errorf("livingstones: %w: %d (want %d..%d)", ErrBadSize, size, MinSize, MaxSize)
	}
	cfg := &settings{size: size, first: White}
	for _, o := range opts {
		if err := o.applyTo(cfg); err != nil {
			return Position{}, err
		}
	}
	black, white := cfg.black, cfg.white
	if cfg.seated {
		sb, sw, err := seatedPoints(size)
		if err != nil {
			return Position{}, err
		}
		black = append(append([]Point(nil), sb...), black...)
		white = append(append([]Point(nil), sw...), white...)
	}
	b := newBoard(size)
	if err := placeSetup(b, black, white); err != nil {
		return Position{}, err
	}
	cfg.black, cfg.white = black, white
	st := &state{cfg: cfg, b: b}
	st.f.toMove = cfg.first
	st.setPattern()
	st.hist = (*patternNode)(nil).insert(st.key, 0, st)
	return Position{st}, nil
}

func placeSetup(b *board, black, white []Point) error {
	for _, c := range []Color{Black, White} {
		pts := black
		if c == White {
			pts = white
		}
		for _, p := range pts {
			i := b.pointIndex(p)
			switch {
			case i < 0:
				return fmt.Errorf("livingstones: %w: %v stone %v is off the %d×%d board", ErrBadSetup, c.Name(), p, b.size, b.size)
			case b.colors[i] != Empty:
				return fmt.Errorf("livingstones: %w: %v is listed twice", ErrBadSetup, p)
			}
			if taken, lost := b.put(i, c); taken+lost > 0 {
				return fmt.Errorf("livingstones: %w: the %v stone at %v leaves a chain without liberties", ErrBadSetup, c.Name(), p)
			}
		}
	}
	return nil
}

// setPattern works out the state's pattern extra and hash.
func (st *state) setPattern() {
	st.ex = extraOf(st.cfg.repetition, st.f.virtual(), st.f.toMove)
	st.key = st.b.hash ^ st.ex.hash()
}

// samePattern reports whether st and o have the same pattern under the
// repetition rule in force.
func (st *state) samePattern(o *state) bool {
	return st.ex == o.ex && st.b.sameStones(o.b)
}

// repeats is the Position's side of checkMove: the first turn whose
// pattern the probed move by c at i would bring back, looked up in the
// history a Game handed over (if any), then in the tree.
func (st *state) repeats(b *board, i int, c Color, pr probe, ex extra) (int, bool) {
	if st.past != nil {
		if turn, ok := st.past.repeats(b, i, c, &pr, ex); ok {
			return turn, true
		}
	}
	key := pr.hash ^ ex.hash()
	for n := st.hist.find(key); n != nil; n = n.right.find(key) {
		if o := n.st; o.ex == ex && b.sameAfter(o.b.colors, i, c, &pr) {
			return n.turn, true
		}
	}
	return 0, false
}

// Size returns the board size N.
func (p Position) Size() int { return p.s().cfg.size }

// ToMove returns the side whose turn it is.
func (p Position) ToMove() Color { return p.s().f.toMove }

// Turn returns the number of turns played, passes included.
func (p Position) Turn() int { return p.s().f.turn }

// Phase returns whether the game is playing, paused or ended.
func (p Position) Phase() Phase { return p.s().f.phase }

// EndReason tells how the game ended, or NotEnded.
func (p Position) EndReason() EndReason { return p.s().f.reason }

// Winner returns the winner of a game that ended by resignation, and
// Empty otherwise (other games are decided by counting: see Score).
func (p Position) Winner() Color { return p.s().f.winner }

// LastMove returns the last turn's move and its color, or NoMove and
// Empty at the start.
func (p Position) LastMove() (Move, Color) {
	f := &p.s().f
	return f.last, f.lastColor
}

// LastCaptured returns the number of opponent stones the last move captured.
func (p Position) LastCaptured() int { return p.s().taken }

// Tally returns side c's counters.
func (p Position) Tally(c Color) Tally {
	if c != Black && c != White {
		return Tally{}
	}
	return p.s().f.tally[c]
}

// BoardStones returns the number of c's stones on the board.
func (p Position) BoardStones(c Color) int {
	if c != Black && c != White {
		return 0
	}
	return p.s().b.stones[c]
}

// SetupStones returns the stones each side had on the board before the
// first move (seated and setup stones), in the order given.
func (p Position) SetupStones() (black, white []Point) {
	cfg := p.s().cfg
	return append([]Point(nil), cfg.black...), append([]Point(nil), cfg.white...)
}

// Repetition returns the repetition rule in force.
func (p Position) Repetition() Repetition { return p.s().cfg.repetition }

// SuicideAllowed reports whether multi-stone suicide is legal.
func (p Position) SuicideAllowed() bool { return !p.s().cfg.forbidSuicide }

// PassAllowed reports whether passing is legal.
func (p Position) PassAllowed() bool { return !p.s().cfg.forbidPass }

// At returns the stone at p, or Empty (also for a point off the board).
func (p Position) At(pt Point) Color {
	b := p.s().b
	i := b.pointIndex(pt)
	if i < 0 {
		return Empty
	}
	return b.colors[i]
}

// Chain returns the stones of the chain at pt in board order (rows from
// the bottom, each from the left), or nil when pt holds no stone.
func (p Position) Chain(pt Point) []Point {
	b := p.s().b
	i := b.pointIndex(pt)
	if i < 0 || b.colors[i] == Empty {
		return nil
	}
	return b.chainStones(nil, i)
}

// Liberties returns the liberties of the chain at pt in board order, or
// nil when pt holds no stone.
func (p Position) Liberties(pt Point) []Point {
	b := p.s().b
	i := b.pointIndex(pt)
	if i < 0 || b.colors[i] == Empty {
		return nil
	}
	return b.liberties(nil, i)
}

// Hash returns the 64-bit Zobrist hash of the position's pattern under
// its repetition rule: the stones, plus the virtual stones (generalized)
// or the side to move (situational). Keys come from a fixed seed, so the
// hash is the same in every run.
func (p Position) Hash() uint64 { return p.s().key }

// Equal reports whether p and q are the same situation: size, options,
// stones, side to move, phase and every counter. Their histories are not
// compared.
func (p Position) Equal(q Position) bool {
	a, b := p.s(), q.s()
	if a == b {
		return true
	}
	ca, cb := a.cfg, b.cfg
	if ca.size != cb.size || ca.repetition != cb.repetition || ca.forbidPass != cb.forbidPass || ca.forbidSuicide != cb.forbidSuicide {
		return false
	}
	return a.f == b.f && a.b.sameStones(b.b)
}

// Play plays m for the side to move and returns the new position. An
// illegal move returns the receiver unchanged and a *MoveError wrapping
// one of the sentinel errors.
func (p Position) Play(m Move) (Position, error) { return p.PlayAs(p.ToMove(), m) }

// PlayAs plays m for side c, whether or not it is c's turn: records may
// let one side move twice (as SGF allows), and GTP names the color of
// every move. The turn then passes to c's opponent.
func (p Position) PlayAs(c Color, m Move) (Position, error) {
	st := p.s()
	_, i, rep, err := checkMove(st.cfg, st.b, &st.f, st, c, m)
	if err != nil {
		return p, &MoveError{Turn: st.f.turn + 1, Color: c, Move: m, Repeats: rep, Err: err}
	}
	n := &state{cfg: st.cfg, b: st.b, f: st.f, parent: st, past: st.past}
	if i >= 0 {
		n.b = st.b.clone()
		n.taken, n.lost = n.b.put(i, c)
	}
	n.f.record(c, m, n.taken, n.lost)
	n.setPattern()
	n.hist = st.hist.insert(n.key, n.f.turn, n)
	return Position{n}, nil
}

// Legal reports whether the side to move may play m: nil, or the
// sentinel error Play would wrap. It allocates nothing.
func (p Position) Legal(m Move) error { return p.LegalAs(p.ToMove(), m) }

// LegalAs reports whether side c may play m now: nil, or the sentinel
// error PlayAs would wrap. It allocates nothing.
func (p Position) LegalAs(c Color, m Move) error {
	st := p.s()
	_, _, _, err := checkMove(st.cfg, st.b, &st.f, st, c, m)
	return err
}

// LegalMoves returns every move the side to move may make: the legal
// real moves in board order (rows from the bottom, each from the left),
// then VirtualMove, then Pass where passing is allowed. Resign is always
// possible and not listed. A paused or ended game has no legal moves.
func (p Position) LegalMoves() []Move { return p.AppendLegalMoves(nil) }

// AppendLegalMoves appends LegalMoves to dst and returns the result; with
// a large enough dst it allocates nothing.
func (p Position) AppendLegalMoves(dst []Move) []Move {
	st := p.s()
	return appendLegalMoves(dst, st.cfg, st.b, &st.f, st)
}

// Undo returns the position before the last turn, and false at the start
// of the game.
func (p Position) Undo() (Position, bool) {
	st := p.s()
	if st.parent != nil {
		return Position{st.parent}, true
	}
	if st.past == nil || st.past.n == 0 {
		return p, false
	}
	return Position{st.past.undo(st)}, true
}

// History returns every turn played from the start, in order.
func (p Position) History() []Played {
	st := p.s()
	h := make([]Played, st.f.turn)
	s := st
	for ; s.parent != nil; s = s.parent {
		h[s.f.turn-1] = Played{Color: s.f.lastColor, Move: s.f.last}
	}
	if s.past != nil {
		for k := 1; k <= s.past.n; k++ {
			r := &s.past.tl.recs[k]
			h[k-1] = Played{Color: r.color, Move: r.move}
		}
	}
	return h
}

// Played is one turn of a game's history: who moved and what.
type Played struct {
	Color Color
	Move  Move
}

// String returns "B dp", "W pass" and so on.
func (t Played) String() string { return t.Color.String() + " " + t.Move.String() }

// Resume returns the paused game resumed (恢复对局): play goes on with the
// side to move, and moves from now on do not count for the art version's
// extra-move rule. It returns ErrNotPaused for a game that is not paused.
func (p Position) Resume() (Position, error) {
	st := p.s()
	if st.f.phase != Paused {
		return p, fmt.Errorf("livingstones: resume: %w (it is %v)", ErrNotPaused, st.f.phase)
	}
	n := *st
	n.parent = st
	n.f.phase = Playing
	n.f.consecPass = 0
	n.taken, n.lost = 0, 0
	return Position{&n}, nil
}

// Agree returns the paused game ended by agreement: the players agree on
// the dead stones (a Settlement) and the game is counted by making. It
// returns ErrNotPaused for a game that is not paused.
func (p Position) Agree() (Position, error) {
	st := p.s()
	if st.f.phase != Paused {
		return p, fmt.Errorf("livingstones: agree: %w (it is %v)", ErrNotPaused, st.f.phase)
	}
	n := *st
	n.parent = st
	n.f.phase, n.f.reason = Ended, Agreement
	return Position{&n}, nil
}

// Final returns the game as the counting code sees it: the board and each
// side's tallies, in a new Final that is the caller's (Count, Analyze,
// Benson and ProposeSettlement take it as it is). It may be called at any
// moment; counting expects a paused or ended game.
func (p Position) Final() *Final {
	st := p.s()
	return makeFinal(st.cfg, st.b, &st.f)
}

func makeFinal(cfg *settings, b *board, fl *flow) *Final {
	n := cfg.size
	f := &Final{
		Size:       n,
		Board:      make([]Color, n*n),
		NaturalEnd: fl.reason == NaturalEnd,
		ToMove:     fl.toMove,
		First:      fl.first,
	}
	if f.First == Empty {
		f.First = cfg.first
	}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			f.Board[y*n+x] = b.colors[b.index(x, y)]
		}
	}
	f.Seated[Black], f.Seated[White] = len(cfg.black), len(cfg.white)
	for _, c := range []Color{Black, White} {
		t := fl.tally[c]
		f.Moves[c] = t.Moves()
		f.Virtual[c] = t.Virtual
		f.Prisoners[c] = t.Prisoners
		f.MovesBeforePause[c] = t.BeforePause
	}
	return f
}

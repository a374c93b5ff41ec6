package livingstones

import (
	"errors"
	"fmt"
)

// Replay plays the record's main line from its setup and returns the
// position after the last move. The options add rule options (for example
// WithRepetition); the record gives the size, the setup stones and the
// side to move first (White when PL is absent).
//
// Each move is played for the color the record names (PlayAs), so a
// record where one side moves twice replays as written. A move after two
// consecutive passes resumes the paused game, as a resumption (恢复对局)
// would. On an illegal move Replay returns the position before it and a
// *MoveError naming the move number, the move and the reason. A nil
// record is an error.
func (r *Record) Replay(opts ...Option) (Position, error) {
	g, err := r.ReplayGame(opts...)
	if g == nil {
		return Position{}, err
	}
	return g.Position(), err
}

// ReplayGame plays the record as Replay does, on a Game, the mutable
// game: it keeps per turn what the turn changed rather than a Position
// per turn, and makes no Position at the end. On an illegal move it
// returns the game before it and the *MoveError; on a record that cannot
// start (a bad size or setup, a nil record) nil and the error.
func (r *Record) ReplayGame(opts ...Option) (*Game, error) {
	if r == nil {
		return nil, errors.New("livingstones: replay: nil record")
	}
	first := White
	if r.FirstToMove != Empty {
		first = r.FirstToMove
	}
	all := append([]Option{Setup(r.Black, r.White), FirstToMove(first)}, opts...)
	p, err := NewPosition(r.Size, all...)
	if err != nil {
		return nil, fmt.Errorf("livingstones: replay: %w", err)
	}
	g := NewGame(p)
	// The history gets its room at once: it never grows by copying.
	g.tl.reserve(len(r.Moves))
	for _, m := range r.Moves {
		if g.Phase() == Paused {
			g.resume()
		}
		if err := g.PlayAs(m.Color, m.Move); err != nil {
			return g, err
		}
	}
	return g, nil
}

// NewRecord returns the record of p's game: size, setup stones, the side
// that moved first and every turn. A game that ended by resignation gets
// its result (RE); other results come from counting.
func NewRecord(p Position) *Record {
	st := p.s()
	black, white := p.SetupStones()
	r := &Record{
		Size:        st.cfg.size,
		Black:       pointsInBoardOrder(black, st.cfg.size),
		White:       pointsInBoardOrder(white, st.cfg.size),
		FirstToMove: st.cfg.first,
	}
	if st.f.first != Empty { // the side that took the first turn (PlayAs)
		r.FirstToMove = st.f.first
	}
	for _, t := range p.History() {
		if t.Move == Resign {
			continue
		}
		r.Moves = append(r.Moves, RecordMove{Color: t.Color, Move: t.Move})
	}
	if p.EndReason() == Resignation {
		r.Result = p.Winner().String() + "+R"
	}
	return r
}

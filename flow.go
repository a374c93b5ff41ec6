package livingstones

import "fmt"

// Phase is the stage a game is in.
type Phase uint8

// The phases of a game.
const (
	// Playing: moves are made in turn.
	Playing Phase = iota
	// Paused: two consecutive passes stopped play (休止). The players either
	// agree on the dead stones and end the game (Agree), or resume (Resume).
	Paused
	// Ended: the game is over; no move can be made.
	Ended
)

// String returns "playing", "paused" or "ended".
func (p Phase) String() string {
	switch p {
	case Playing:
		return "playing"
	case Paused:
		return "paused"
	case Ended:
		return "ended"
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// EndReason tells how a game ended.
type EndReason uint8

// The ways a game ends.
const (
	// NotEnded: the game is still playing or paused.
	NotEnded EndReason = iota
	// NaturalEnd: four consecutive virtual moves (连续四虚局乃终). Every stone
	// on the board is alive and empty points are not stones.
	NaturalEnd
	// Agreement: the players agreed on the dead stones at a pause; the game
	// is counted by making (做棋).
	Agreement
	// Resignation: a side resigned.
	Resignation
)

// String returns "not ended", "natural end", "agreement" or "resignation".
func (r EndReason) String() string {
	switch r {
	case NotEnded:
		return "not ended"
	case NaturalEnd:
		return "natural end"
	case Agreement:
		return "agreement"
	case Resignation:
		return "resignation"
	}
	return fmt.Sprintf("EndReason(%d)", uint8(r))
}

// Tally is one side's counters.
type Tally struct {
	// Real is the number of real moves (实着).
	Real int
	// Virtual is the number of virtual moves (虚着): the stones outside
	// the board.
	Virtual int
	// Passes is the number of passes (放弃).
	Passes int
	// Prisoners is the number of opponent stones this side captured.
	Prisoners int
	// BeforePause is the number of moves (real and virtual) made before
	// the first pause; moves after a resumption are not counted (the art
	// version's extra-move rule: see the package doc, section Versions
	// and komi).
	BeforePause int
}

// Moves returns the moves made: real plus virtual (passes are not moves).
func (t Tally) Moves() int { return t.Real + t.Virtual }

// flow is the turn-by-turn state of a game, apart from the stones.
type flow struct {
	flowMark
	turn      int // turns played, passes included
	tally     [3]Tally
	last      Move
	lastColor Color
}

// flowMark is the part of a flow that undoing a turn cannot work out from
// the turn itself: a Game's turn record keeps it whole, in one copy.
type flowMark struct {
	toMove        Color
	winner        Color // for a resignation
	phase         Phase
	reason        EndReason
	consecVirtual uint8
	consecPass    uint8
	pausedOnce    bool
	first         Color // the side that took the first turn; Empty before it
}

// precheck returns the error of a turn that fails before the board is
// looked at, or nil.
func (f *flow) precheck(cfg *settings, c Color, m Move) error {
	switch {
	case f.phase == Ended:
		return ErrGameOver
	case f.phase == Paused && m != Resign: // a side may resign at a pause
		return ErrPaused
	}
	if c != Black && c != White {
		return ErrInvalidMove
	}
	switch {
	case m == Pass:
		if cfg.forbidPass {
			return ErrPassForbidden
		}
	case m == VirtualMove, m == Resign, m.IsReal():
	default:
		return ErrInvalidMove
	}
	return nil
}

// record updates the flow after a turn by c; captured is the number of
// opponent stones a real move took and lost the number of own stones it
// removed (a suicide), which become the opponent's prisoners.
func (f *flow) record(c Color, m Move, captured, lost int) {
	if m.IsReal() {
		f.recordReal(c, m)
		f.recordRemoved(c, captured, lost)
		return
	}
	t := &f.tally[c]
	if f.turn == 0 {
		f.first = c
	}
	f.turn++
	f.last, f.lastColor = m, c
	f.toMove = c.Opponent()
	switch {
	case m == Pass:
		t.Passes++
		f.consecPass++
		f.consecVirtual = 0
		if f.consecPass >= 2 {
			f.phase = Paused
			f.pausedOnce = true
		}
		return
	case m == Resign:
		f.phase, f.reason, f.winner = Ended, Resignation, c.Opponent()
		return
	case m == VirtualMove:
		t.Virtual++
		f.consecVirtual++
		if f.consecVirtual >= 4 {
			f.phase, f.reason = Ended, NaturalEnd
		}
	}
	f.consecPass = 0
	if !f.pausedOnce {
		t.BeforePause++
	}
}

// recordReal is record for a real move by c, Black or White, but for the
// stones it removed (recordRemoved): the turn a playout makes almost
// always, so it is small enough to be inlined, and most turns remove
// nothing.
func (f *flow) recordReal(c Color, m Move) {
	t := &f.tally[c]
	if f.turn == 0 {
		f.first = c
	}
	f.turn++
	f.last, f.lastColor = m, c
	f.toMove = 3 - c
	t.Real++
	f.consecVirtual, f.consecPass = 0, 0
	if !f.pausedOnce {
		t.BeforePause++
	}
}

// recordRemoved counts as prisoners the stones a real move by c removed:
// captured opponent stones are c's, own stones lost (a suicide) the
// opponent's.
func (f *flow) recordRemoved(c Color, captured, lost int) {
	f.tally[c].Prisoners += captured
	f.tally[3-c].Prisoners += lost
}

func (f *flow) virtual() [3]int {
	return [3]int{0, f.tally[Black].Virtual, f.tally[White].Virtual}
}

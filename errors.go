package livingstones

import (
	"errors"
	"fmt"
)

// Sentinel errors. A move that cannot be played is reported as a
// *MoveError wrapping one of them, so callers can branch with errors.Is.
// The checks run in this order: the state of the game (ErrGameOver,
// ErrPaused), the move itself (ErrInvalidMove, ErrPassForbidden), then for
// a real move ErrOffBoard, ErrOccupied, ErrSuicide, ErrRepetition.
var (
	// ErrGameOver: the game has ended (naturally, by agreement or by
	// resignation); no move can be made.
	ErrGameOver = errors.New("the game is over")
	// ErrPaused: the game is paused after two passes; resume it or end it
	// by agreement (a side may still resign).
	ErrPaused = errors.New("the game is paused after two passes")
	// ErrNotPaused: Resume or Agree was called on a game that is not paused.
	ErrNotPaused = errors.New("the game is not paused")
	// ErrInvalidMove: the move or its color is not a move at all
	// (NoMove, an unknown value, or the color Empty).
	ErrInvalidMove = errors.New("not a move")
	// ErrPassForbidden: the rules in force forbid passing (the beginner's
	// version: a virtual move instead).
	ErrPassForbidden = errors.New("passing is forbidden; make a virtual move instead")
	// ErrOffBoard: the point is not on the board.
	ErrOffBoard = errors.New("point is off the board")
	// ErrOccupied: the point already holds a stone.
	ErrOccupied = errors.New("point is occupied")
	// ErrSuicide: the move would leave the mover's chain without liberties
	// and captures nothing: always for a single stone (it would repeat the
	// pattern), and for larger chains when suicide is forbidden.
	ErrSuicide = errors.New("suicide")
	// ErrRepetition: the move would repeat an earlier whole-board pattern.
	ErrRepetition = errors.New("repeats an earlier whole-board pattern")
	// ErrBadSetup: setup stones overlap, lie off the board, or leave a
	// chain without liberties.
	ErrBadSetup = errors.New("bad setup")
	// ErrBadOption: an Option's argument is out of range (an unknown
	// repetition rule, a first mover that is not Black or White).
	ErrBadOption = errors.New("bad option")
	// ErrBadSize: the board size is outside MinSize..MaxSize.
	ErrBadSize = errors.New("board size out of range")
)

// MoveError is the error Play returns for a move that cannot be played.
type MoveError struct {
	// Turn is the number the turn would have had, counting from 1 and
	// counting passes (as the nodes of an SGF record do).
	Turn int
	// Color is the side that tried to move.
	Color Color
	// Move is the move tried.
	Move Move
	// Repeats is, for ErrRepetition, the turn after which the repeated
	// pattern stood (0 for the start of the game); otherwise -1.
	Repeats int
	// Err is one of the sentinel errors.
	Err error
}

// Error describes the move and the reason: "move 138 (B hm): point is
// occupied".
func (e *MoveError) Error() string {
	return fmt.Sprintf("livingstones: move %d (%v %v): %s", e.Turn, e.Color, e.Move, e.Reason())
}

// Reason says why the move cannot be played without naming it: the
// sentinel's text and, for ErrRepetition, the pattern repeated ("repeats
// an earlier whole-board pattern (the one after move 12)").
func (e *MoveError) Reason() string {
	s := fmt.Sprint(e.Err)
	if errors.Is(e.Err, ErrRepetition) {
		if e.Repeats == 0 {
			s += " (the start of the game)"
		} else {
			s += fmt.Sprintf(" (the one after move %d)", e.Repeats)
		}
	}
	return s
}

// Unwrap returns the sentinel error.
func (e *MoveError) Unwrap() error { return e.Err }

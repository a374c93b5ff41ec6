package livingstones

import (
	"errors"
	"fmt"
	"strings"
)

// This file holds every sentinel error and error type of the package:
// those of moves (MoveError), of settling and counting (CountError, Fix),
// of rules, of limits (LimitError) and of records (RecordError,
// SyntaxError). Where each is returned: HACKING.md.

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

// The errors of settling. They come wrapped in a *CountError that names
// the points.
var (
	// ErrBadFinal reports a malformed Final: bad size, wrong number of
	// points, a bad color, tallies out of range (negative, more virtual
	// moves or moves before the pause than moves, more than 2^30), or a
	// chain without liberties.
	ErrBadFinal = errors.New("malformed final position")
	// ErrBadSettlement reports a point off the board, a bad color or kind,
	// or a point named twice.
	ErrBadSettlement = errors.New("malformed settlement")
	// ErrNotAStone reports a dead point with no stone on it.
	ErrNotAStone = errors.New("dead point has no stone")
	// ErrPartialChain reports dead stones that are only part of a chain;
	// the points are the stones of the chain left out.
	ErrPartialChain = errors.New("dead stones are part of a chain")
	// ErrDeadNotSurrounded reports dead stones that no stone of the
	// opponent touches or borders: nobody surrounds them.
	ErrDeadNotSurrounded = errors.New("dead stones not surrounded by the opponent's area")
	// ErrNotEmpty reports a ko point or neutral point that is not empty.
	ErrNotEmpty = errors.New("point is not empty")
	// ErrNotNeutral reports an explicit neutral classification of a point
	// that lies in one side's area, or a ko point inside the area of the
	// side that does not hold it.
	ErrNotNeutral = errors.New("point is not neutral")
	// ErrUnstable reports a settlement whose ideal final position is not
	// stable: a group agreed alive can be captured, a group has one eye and
	// no seki, or a point the analysis left empty can still be filled.
	ErrUnstable = errors.New("ideal final position is not stable")
	// ErrSettlementNotNeeded reports a settlement given for a game that
	// ended naturally: every stone is alive.
	ErrSettlementNotNeeded = errors.New("game ended naturally: no settlement")
	// ErrCannotMake reports a counting method that cannot make its position
	// with the options given (for example more roads than a side can have).
	ErrCannotMake = errors.New("cannot make the position")
)

// CountError is an error of settling or counting that names the side and
// the points concerned. Err is one of the sentinel errors; errors.Is sees
// it. Fix says which part of a Settlement would settle the points.
type CountError struct {
	Err    error
	Color  Color
	Points []Point
	Detail string
	Fix    Fix
	// The format and arguments of Detail, so that the analysis of a turned
	// board can name the points and sides as the caller gave them.
	format string
	args   []any
}

// Fix is the part of a Settlement that settles what a CountError names.
type Fix uint8

// The fixes. A command line maps them to its flags (--dead, --ko).
const (
	// FixNone: nothing in a settlement settles it (a malformed Final).
	FixNone Fix = iota
	// FixDead: the points are stones whose status is wrong: add them to
	// Settlement.Dead (or take them out of it).
	FixDead
	// FixKo: the points are an unfinished ko: name its holder in
	// Settlement.Ko.
	FixKo
	// FixNeutral: the points are neutral points the analysis decides
	// differently from the players: classify them in Settlement.Neutral
	// (or settle the stones next to them).
	FixNeutral
)

// String returns "dead", "ko", "neutral" or "none".
func (f Fix) String() string {
	switch f {
	case FixDead:
		return "dead"
	case FixKo:
		return "ko"
	case FixNeutral:
		return "neutral"
	}
	return "none"
}

// fixHint is what Error adds to say what to do.
var fixHint = [...]string{
	FixDead:    "; settle them in the dead stones (Settlement.Dead)",
	FixKo:      "; settle it as a ko held by one side (Settlement.Ko)",
	FixNeutral: "; classify the point (Settlement.Neutral) or settle the stones next to it",
}

// Error returns "livingstones: " then the sentinel's text, the detail and
// the points in the rule book's notation.
func (e *CountError) Error() string {
	var b strings.Builder
	b.WriteString("livingstones: ")
	if e.Err != nil {
		b.WriteString(e.Err.Error())
	} else {
		b.WriteString("counting error")
	}
	if e.Detail != "" {
		b.WriteString(": ")
		b.WriteString(e.Detail)
	}
	if len(e.Points) > 0 {
		if e.Color == Black || e.Color == White {
			b.WriteString(" (" + e.Color.Name() + ")")
		}
		b.WriteString(" at")
		for _, p := range e.Points {
			b.WriteByte(' ')
			b.WriteString(p.String())
		}
	}
	if int(e.Fix) < len(fixHint) {
		b.WriteString(fixHint[e.Fix])
	}
	return b.String()
}

// Unwrap returns the sentinel error.
func (e *CountError) Unwrap() error { return e.Err }

func countErr(err error, c Color, pts []int32, n int, format string, args ...any) *CountError {
	e := &CountError{Err: err, Color: c, Detail: fmt.Sprintf(format, args...), format: format, args: args}
	for _, i := range pts {
		e.Points = append(e.Points, pointOf(i, n))
	}
	return e
}

// colorName is a side in the detail of a CountError: it prints its name.
type colorName Color

// String returns the side's name.
func (c colorName) String() string { return Color(c).Name() }

// ErrNotOver reports counting a game that is still being played: neither
// paused (two passes) nor ended. EstimatePosition counts it anyway.
var ErrNotOver = errors.New("game is not over: neither paused nor ended")

// ErrBadRules reports rules with an unknown version or a komi beyond
// ±MaxKomi.
var ErrBadRules = errors.New("bad rules")

// ErrMethodsDisagree reports that two counting methods found different
// margins. The rules prove that this cannot happen; it means a bug.
var ErrMethodsDisagree = errors.New("counting methods disagree")

// ErrLimit is the error every *LimitError matches with errors.Is.
var ErrLimit = errors.New("limit exceeded")

// LimitError reports input beyond one of the limits a reader enforces
// (SGFLimits here; the command's flags in cmd/livingstones): what was
// limited, and the limit.
type LimitError struct {
	// What names the thing counted, such as "SGF bytes" or "SGF nodes".
	What string
	// Limit is the bound that was exceeded.
	Limit int64
	// Name names the setting that raises the limit, such as
	// "SGFLimits.Nodes" or a command-line flag.
	Name string
}

// Error returns a message such as "sgf: more than 2000000 SGF nodes (the
// limit SGFLimits.Nodes)".
func (e *LimitError) Error() string {
	return fmt.Sprintf("more than %d %s (the limit %s)", e.Limit, e.What, e.Name)
}

// Is reports whether target is ErrLimit.
func (e *LimitError) Is(target error) bool { return target == ErrLimit }

// Errors a Record can report, wrapped in *RecordError; use errors.Is.
var (
	// ErrSGFBoardSize reports an SZ outside MinSize..MaxSize, or a board
	// that is not square.
	ErrSGFBoardSize = errors.New("sgf: unsupported board size")
	// ErrSGFOffBoard reports a point of a move, a setup stone or a mark
	// that lies off the board.
	ErrSGFOffBoard = errors.New("sgf: point off the board")
	// ErrSGFValue reports a property value that makes no sense in a Go
	// record (not a point, not a number, two moves in one node, setup
	// after the first move, …).
	ErrSGFValue = errors.New("sgf: bad property value")
	// ErrSGFCollection reports a collection of several games where one
	// game was asked for (ReadRecord); ReadRecords reads them all.
	ErrSGFCollection = errors.New("sgf: a collection of several games")
)

// RecordError reports a property of a record that cannot be read or
// written: where it is, what it says and why it is wrong.
type RecordError struct {
	// Node is the index of the node in the main line; 0 is the root.
	// It is -1 when the error is not tied to one node.
	Node int
	// Move is the number of the move in Record.Moves, from 1, when the
	// property belongs to a move; 0 otherwise.
	Move int
	// Prop and Value are the property and the value at fault (the value
	// as decoded, possibly shortened in the message).
	Prop, Value string
	// Err is ErrSGFBoardSize, ErrSGFOffBoard, ErrSGFValue or
	// ErrSGFCollection.
	Err error
	// Detail says what is wrong, for the message.
	Detail string
}

// Error returns a message such as
// "sgf: move 138 (node 138): W[zz]: point off the 19×19 board".
func (e *RecordError) Error() string {
	var where string
	switch {
	case e.Move > 0:
		where = fmt.Sprintf("move %d (node %d)", e.Move, e.Node)
	case e.Node == 0:
		where = "root node"
	case e.Node > 0:
		where = fmt.Sprintf("node %d", e.Node)
	default:
		where = "record"
	}
	if e.Prop == "" {
		return fmt.Sprintf("sgf: %s: %s", where, e.Detail)
	}
	return fmt.Sprintf("sgf: %s: %s[%s]: %s", where, e.Prop, shorten(e.Value), e.Detail)
}

// Unwrap returns Err.
func (e *RecordError) Unwrap() error { return e.Err }

// ErrSGFSyntax is the error every *SyntaxError matches with errors.Is.
var ErrSGFSyntax = errors.New("sgf: syntax error")

// SyntaxError reports text that is not SGF: where (line, column and byte
// offset) and what.
//
// The readers read the grammar of FF[4], with these rules:
//  1. White space may appear between any two tokens and is ignored; a UTF-8
//     byte order mark at the very start is skipped. Anything else outside a
//     property value is an error: text before the first "(" or after the
//     last ")" is not skipped.
//  2. Lower-case letters in a property identifier are dropped, as FF[1–3]
//     readers did, so "AddBlack" reads as "AB". An identifier with no
//     upper-case letter is an error.
//  3. Inside a value, "\" escapes the next character: "\]" is "]" and "\\"
//     is "\". A "\" before a line break (LF, CR, CRLF or LFCR) is a soft
//     line break and both are removed. Every other byte, line breaks
//     included, is kept as it is.
//  4. Game trees nest at most MaxSGFNesting deep; a game tree needs a node,
//     and a variation comes after the nodes of its parent.
type SyntaxError struct {
	// Offset is the position of the error in bytes from the start of the
	// input, counted from 0.
	Offset int64
	// Line is the line of the error, counted from 1. LF, CR and CRLF each
	// end a line.
	Line int
	// Column is the column of the error in characters (UTF-8 runes) from
	// the start of the line, counted from 1.
	Column int
	// Detail says what is wrong.
	Detail string
}

// Error returns the message with its position, for example
// "sgf: line 3, column 14 (byte 57): unterminated property value begun at
// line 3 column 9".
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("sgf: line %d, column %d (byte %d): %s", e.Line, e.Column, e.Offset, e.Detail)
}

// Is reports whether target is ErrSGFSyntax.
func (e *SyntaxError) Is(target error) bool { return target == ErrSGFSyntax }

package livingstones

import (
	"errors"
	"fmt"

	"github.com/jihuozi/livingstones/internal/sgf"
)

// This file is where records meet SGF (Smart Game Format, FF[4]) text:
// the syntax layer, which knows nothing of Go, is the package
// internal/sgf; record.go reads its nodes into a Record and
// record_write.go writes a Record through it. The syntax layer's errors
// become the SyntaxError and LimitError of this package here.
//
// Two properties are private to this library (FF[4] lets applications add
// their own; other programs skip them):
//
//	VM[]        on a node with a pass B[] or W[]: the pass is a virtual move
//	            (虚着). Other programs read the move as a pass.
//	DS[aa][bb]  on the last node of the main line: the dead stones (死子)
//	            at the end of play, a list of points ("aa:cc" rectangles
//	            allowed).
//
// Dead stones are also read from the territory marks TB and TW of the
// last node, the way CGoban and other editors mark them (Record.DeadStones).

// SGF properties private to this library. Other programs ignore unknown
// properties, so a file written here still reads in them: a virtual move
// reads as a pass, and the dead-stone list is not shown.
const (
	// SGFVirtualMove ("VM") marks a virtual move (虚着). The node holds an
	// ordinary pass, B[] or W[], plus VM[]: B[]VM[] is Black's virtual
	// move. VM's value is ignored when read and written empty; VM in a
	// node without a pass is an error.
	SGFVirtualMove = "VM"
	// SGFDeadStones ("DS") lists the dead stones (死子) at the end of play,
	// on the last node of the main line, as a list of points (compressed
	// rectangles "aa:cc" allowed). It names points, not colors: the stone
	// on the point in the final position says whose it is.
	SGFDeadStones = "DS"
)

// MaxSGFNesting is the deepest nesting of game trees the readers accept
// (ReadRecord, ReadRecords): a variation may hold variations down to this
// depth. A file nested deeper is far more likely to be hostile or broken
// than a real game.
const MaxSGFNesting = sgf.MaxNesting

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

// SGFProperty is an SGF property of a record's root that Record keeps as
// it is (Record.Info): an identifier of upper-case letters and one or
// more values, decoded (escapes removed).
type SGFProperty struct {
	Ident  string
	Values []string
}

// scanError returns an error of the syntax layer as this package's: a
// *SyntaxError, or a *LimitError naming the field of SGFLimits, with its
// line.
func scanError(err error) error {
	var se *sgf.SyntaxError
	var le *sgf.LimitError
	switch {
	case errors.As(err, &se):
		return &SyntaxError{Offset: se.Offset, Line: se.Line, Column: se.Column, Detail: se.Detail}
	case errors.As(err, &le):
		return fmt.Errorf("sgf: line %d: %w", le.Line, &LimitError{What: le.What(), Limit: le.Limit, Name: "SGFLimits." + le.Field})
	}
	return err
}

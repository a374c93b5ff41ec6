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

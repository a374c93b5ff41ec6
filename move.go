package livingstones

import (
	"fmt"
	"strings"
)

// Move is one turn of a player: a real move (实着) on a point of the board,
// a virtual move (虚着), a pass (放弃) or a resignation. Moves are small
// comparable values; the zero value is NoMove, which is never legal.
//
// A Move does not carry its color: Position.Play plays it for the side to
// move, and Position.PlayAs for a named side (as records and GTP do).
type Move int32

// The moves that are not placed on a point.
const (
	// NoMove is the zero Move. It is not a move and is never legal.
	NoMove Move = 0
	// Pass gives up the turn (放弃). It is not a move: it changes no
	// pattern and does not count as a move. Two consecutive passes pause
	// the game.
	Pass Move = -1
	// VirtualMove places a stone outside the board (虚着). It counts as a
	// move and changes the generalized whole-board pattern; the stone is not
	// alive. Four consecutive virtual moves end the game.
	VirtualMove Move = -2
	// Resign gives up the game; the opponent wins.
	Resign Move = -3
)

// RealMove returns the real move at p. It does not check p against a
// board: a point off the board is reported by Position.Legal.
func RealMove(p Point) Move {
	if p.X < 0 || p.Y < 0 || p.X >= 1<<12 || p.Y >= 1<<12 {
		return offBoard
	}
	return Move(1 + p.X + p.Y<<12)
}

// offBoard is the real move RealMove returns for a point no board has:
// its Point is (4095, 4095).
const offBoard = Move(1 + (1<<12 - 1) + (1<<12-1)<<12)

// IsReal reports whether m is a real move.
func (m Move) IsReal() bool { return m > 0 }

// Point returns the point of a real move, and false for other moves. A
// Move no RealMove returns decodes to a point off every board, never to
// one on it.
func (m Move) Point() (Point, bool) {
	if m <= 0 {
		return Point{}, false
	}
	v := int(m) - 1
	return Point{v & (1<<12 - 1), v >> 12}, true
}

// String returns a real move's point in the rule book's notation ("dp"),
// or "pass", "virtual", "resign" or "none".
func (m Move) String() string {
	switch m {
	case NoMove:
		return "none"
	case Pass:
		return "pass"
	case VirtualMove:
		return "virtual"
	case Resign:
		return "resign"
	}
	if p, ok := m.Point(); ok {
		return p.String()
	}
	return fmt.Sprintf("Move(%d)", int32(m))
}

// ParseMove reads a move for a board of the given size in the rule book's
// notation: a point ("dp"), "pass", "virtual" or "resign" (any case). It
// is DecodeMove(RuleBook, s, size).
func ParseMove(s string, size int) (Move, error) {
	return DecodeMove(RuleBook, s, size)
}

// DecodeMove reads a move for a board of the given size written in the
// notation n: a point as n.Decode reads it ("D16" in GTP), or "pass",
// "virtual" or "resign" in any case, as GTP engines answer genmove.
func DecodeMove(n Notation, s string, size int) (Move, error) {
	switch {
	case strings.EqualFold(s, "pass"):
		return Pass, nil
	case strings.EqualFold(s, "virtual"):
		return VirtualMove, nil
	case strings.EqualFold(s, "resign"):
		return Resign, nil
	}
	p, err := n.Decode(s, size)
	if err != nil {
		return NoMove, err
	}
	return RealMove(p), nil
}

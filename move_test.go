package livingstones

import (
	"errors"
	"testing"
)

// Real moves at points no board has must be refused as off the board,
// never wrap round onto a point of the board.
func TestRealMoveOffEveryBoard(t *testing.T) {
	for _, c := range []struct {
		name, reason string
		m            Move
	}{
		{"negative column", "RealMove(-1, 3) used to decode as aa, a point of every board", RealMove(Pt(-1, 3))},
		{"negative row", "a negative row must not wrap to row 0", RealMove(Pt(2, -5))},
		{"huge column", "a column past 4095 must not wrap to column 0", RealMove(Pt(1<<12, 0))},
		{"huge value", "Move values past 24 bits must not be masked back onto the board", Move(1<<30 | 1)},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, _ := NewPosition(9)
			if pt, ok := c.m.Point(); ok && pt.On(MaxSize) {
				t.Errorf("%s: Point() = %v, a point of the board", c.reason, pt)
			}
			if err := p.Legal(c.m); !errors.Is(err, ErrOffBoard) {
				t.Errorf("%s: Legal = %v, want ErrOffBoard", c.reason, err)
			}
			if _, err := (&Record{Size: 9, Moves: []RecordMove{{Color: Black, Move: c.m}}}).GameTree(); !errors.Is(err, ErrSGFOffBoard) {
				t.Errorf("%s: Record.GameTree = %v, want ErrSGFOffBoard", c.reason, err)
			}
		})
	}
}

package livingstones

import (
	"errors"
	"io"
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
			if err := (&Record{Size: 9, Moves: []RecordMove{{Color: Black, Move: c.m}}}).WriteSGF(io.Discard); !errors.Is(err, ErrSGFOffBoard) {
				t.Errorf("%s: Record.WriteSGF = %v, want ErrSGFOffBoard", c.reason, err)
			}
		})
	}
}

// DecodeMove reads the words in any case (GTP's are case-insensitive) and
// points in the notation it is given; ParseMove is its rule-book case.
func TestDecodeMove(t *testing.T) {
	for _, tc := range []struct {
		n    Notation
		s    string
		want Move
	}{
		{GTP, "D16", RealMove(Point{3, 15})},
		{GTP, "d16", RealMove(Point{3, 15})},
		{SGF, "dd", RealMove(Point{3, 15})},
		{RuleBook, "dp", RealMove(Point{3, 15})},
		{GTP, "PASS", Pass},
		{GTP, "pAsS", Pass},
		{RuleBook, "Virtual", VirtualMove},
		{SGF, "resign", Resign},
	} {
		if got, err := DecodeMove(tc.n, tc.s, 19); err != nil || got != tc.want {
			t.Errorf("DecodeMove(%v, %q) = %v, %v; want %v", tc.n, tc.s, got, err, tc.want)
		}
		if tc.n == RuleBook {
			if got, err := ParseMove(tc.s, 19); err != nil || got != tc.want {
				t.Errorf("ParseMove(%q) = %v, %v; want %v", tc.s, got, err, tc.want)
			}
		}
	}
	for _, s := range []string{"", "T20", "I5", "passes", "dp"} {
		if m, err := DecodeMove(GTP, s, 19); err == nil {
			t.Errorf("DecodeMove(GTP, %q) = %v, want an error", s, m)
		}
	}
}

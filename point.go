package livingstones

import (
	"fmt"
	"strconv"
	"strings"
)

// MinSize and MaxSize bound the board sizes the library supports.
const (
	MinSize = 2
	MaxSize = 25
)

// Point is an intersection of the board: X is the column counted from the
// left and Y the row counted from the bottom, both from 0. This is the
// orientation of the rule book, whose notation names the column first and
// then the row from the bottom: on 19×19 Point{3, 15} is "dp", the upper
// left star point.
type Point struct {
	X, Y int
}

// Pt returns Point{x, y}.
func Pt(x, y int) Point { return Point{x, y} }

// On reports whether p lies on a board of the given size.
func (p Point) On(size int) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < size && p.Y < size
}

// String returns p in the rule book's notation (column letter, then row
// letter counted from the bottom, no letter skipped): "dp".
// A point outside a..y prints as "(x,y)".
func (p Point) String() string {
	if p.X < 0 || p.Y < 0 || p.X >= MaxSize || p.Y >= MaxSize {
		return fmt.Sprintf("(%d,%d)", p.X, p.Y)
	}
	return string([]byte{byte('a' + p.X), byte('a' + p.Y)})
}

// Notation converts points to and from text. The three notations the
// library knows are RuleBook, SGF and GTP; each is a conversion of the
// same Point, so that Decode(Encode(p)) == p for every point on the board.
type Notation interface {
	// Encode writes p, a point of a board of the given size. A point off
	// that board (or a size outside MinSize..MaxSize) is written as
	// "(x,y)", which Decode never reads back, rather than as a wrong point.
	Encode(p Point, size int) string
	// Decode reads a point of a board of the given size. Text that does
	// not name a point of that board is an error.
	Decode(s string, size int) (Point, error)
	// String names the notation.
	String() string
}

// The notations.
var (
	// RuleBook is the notation of the sources: two lower-case letters a..y,
	// column then row counted from the bottom, no letter skipped ("dp").
	RuleBook Notation = ruleBookNotation{}
	// SGF is the notation of SGF FF[4]: two lower-case letters, column then
	// row counted from the top ("dd" is "dp" on 19×19).
	SGF Notation = sgfNotation{}
	// GTP is the notation of the Go Text Protocol: a column letter that skips
	// I, then the row number counted from the bottom from 1 ("D16" is "dp" on
	// 19×19). Decoding accepts either case.
	GTP Notation = gtpNotation{}
)

type ruleBookNotation struct{}

func (ruleBookNotation) String() string { return "rule book" }

func (ruleBookNotation) Encode(p Point, size int) string {
	if !onBoard(p, size) {
		return offBoardText(p)
	}
	return p.String()
}

// onBoard reports whether p is on a size×size board of a size the library
// plays on; offBoardText writes a point that is not, for Notation.Encode.
func onBoard(p Point, size int) bool { return size >= MinSize && size <= MaxSize && p.On(size) }

func offBoardText(p Point) string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

func (ruleBookNotation) Decode(s string, size int) (Point, error) {
	if len(s) != 2 || !isLower(s[0]) || !isLower(s[1]) {
		return Point{}, fmt.Errorf("livingstones: bad point %q: want two letters a..y, column then row from the bottom", s)
	}
	p := Point{int(s[0] - 'a'), int(s[1] - 'a')}
	if !p.On(size) {
		return Point{}, fmt.Errorf("livingstones: point %q is off the %d×%d board", s, size, size)
	}
	return p, nil
}

type sgfNotation struct{}

func (sgfNotation) String() string { return "SGF" }

func (sgfNotation) Encode(p Point, size int) string {
	if !onBoard(p, size) {
		return offBoardText(p)
	}
	return string([]byte{byte('a' + p.X), byte('a' + size - 1 - p.Y)})
}

func (sgfNotation) Decode(s string, size int) (Point, error) {
	if len(s) != 2 || !isLower(s[0]) || !isLower(s[1]) {
		return Point{}, fmt.Errorf("livingstones: bad SGF point %q: want two letters, column then row from the top", s)
	}
	p := Point{int(s[0] - 'a'), size - 1 - int(s[1]-'a')}
	if !p.On(size) {
		return Point{}, fmt.Errorf("livingstones: SGF point %q is off the %d×%d board", s, size, size)
	}
	return p, nil
}

type gtpNotation struct{}

func (gtpNotation) String() string { return "GTP" }

const gtpLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

func (gtpNotation) Encode(p Point, size int) string {
	if !onBoard(p, size) {
		return offBoardText(p)
	}
	return string(gtpLetters[p.X]) + strconv.Itoa(p.Y+1)
}

func (gtpNotation) Decode(s string, size int) (Point, error) {
	if len(s) < 2 || len(s) > 3 {
		return Point{}, fmt.Errorf("livingstones: bad GTP point %q: want a letter (no I) and a row number", s)
	}
	c := s[0]
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	x := -1
	for i := 0; i < len(gtpLetters); i++ {
		if gtpLetters[i] == c {
			x = i
		}
	}
	if x < 0 {
		return Point{}, fmt.Errorf("livingstones: bad GTP column %q in %q (letters A..Z without I)", s[:1], s)
	}
	y, err := strconv.Atoi(s[1:])
	if err != nil || s[1] == '+' || s[1] == '-' || s[1] == '0' {
		return Point{}, fmt.Errorf("livingstones: bad GTP row %q in %q", s[1:], s)
	}
	p := Point{x, y - 1}
	if !p.On(size) {
		return Point{}, fmt.Errorf("livingstones: GTP point %q is off the %d×%d board", s, size, size)
	}
	return p, nil
}

func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

// ParsePoint reads a point of a board of the given size in the rule
// book's notation ("dp").
func ParsePoint(s string, size int) (Point, error) { return RuleBook.Decode(s, size) }

// ReadPoint reads a point a person typed: in the rule book's notation
// ("dp") or as a GTP vertex ("D16", either case). The two cannot be
// confused: a rule-book point is two letters, a GTP vertex a letter and a
// number. It returns the notation the point was written in, so that
// messages can name points as the person did. SGF points, which are also
// two letters, are not accepted: they would read as other rule-book
// points.
func ReadPoint(s string, size int) (Point, Notation, error) {
	if len(s) >= 2 && s[1] >= '0' && s[1] <= '9' {
		p, err := GTP.Decode(s, size)
		return p, GTP, err
	}
	if len(s) != 2 {
		return Point{}, RuleBook, fmt.Errorf("livingstones: bad point %q: want the rule book's two letters (dp: column, then row from the bottom) or a GTP vertex (D16)", s)
	}
	p, err := RuleBook.Decode(s, size)
	return p, RuleBook, err
}

// ParseNotation returns the notation with the given name: "rulebook" (or
// "rule-book", "rule book"), "gtp" or "sgf", in any case.
func ParseNotation(name string) (Notation, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "rulebook", "rule-book", "rule book", "rule_book":
		return RuleBook, nil
	case "gtp":
		return GTP, nil
	case "sgf":
		return SGF, nil
	}
	return nil, fmt.Errorf("livingstones: unknown notation %q (want rulebook, gtp or sgf)", name)
}

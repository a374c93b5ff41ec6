package livingstones

import "strings"

// DiagramStyle chooses how Position.Diagram draws the board.
type DiagramStyle uint8

// The diagram styles.
const (
	// PlainDiagram uses ASCII: X for Black, O for White, . for an empty
	// point, rows labelled by their letter in the rule book's notation
	// (a at the bottom) and columns by their letter below. It is what
	// String returns.
	PlainDiagram DiagramStyle = iota
	// SeedDiagram draws the board the way the sources do: ● for Black, ○
	// for White, box-drawing lines for empty points, ＋ for star points,
	// full-width row letters on the left and column letters below.
	SeedDiagram
)

// String returns the position as a PlainDiagram.
func (p Position) String() string { return p.Diagram(PlainDiagram) }

// Diagram draws the board in the given style. Each line ends with a
// newline.
func (p Position) Diagram(style DiagramStyle) string {
	st := p.s()
	n := st.cfg.size
	at := func(x, y int) Color { return st.b.colors[st.b.index(x, y)] }
	if style == SeedDiagram {
		return seedDiagram(n, at, nil)
	}
	return plainDiagram(n, at, nil)
}

// Diagram draws the stones of f as Position.Diagram draws a position's,
// for a game held as a Game (Game.Final) or a Final built by hand. A nil
// or malformed Final draws what At gives: nothing where it holds no
// stone.
func (f *Final) Diagram(style DiagramStyle) string {
	if f == nil || f.Size < MinSize || f.Size > MaxSize {
		return ""
	}
	n := f.Size
	at := func(x, y int) Color { return f.At(Point{x, y}) }
	if style == SeedDiagram {
		return seedDiagram(n, at, nil)
	}
	return plainDiagram(n, at, nil)
}

// plainDiagram draws an n×n board; mark, if not nil, may return a byte
// to print instead of a point's stone (0 for none).
func plainDiagram(n int, at func(x, y int) Color, mark func(x, y int) byte) string {
	var sb strings.Builder
	for y := n - 1; y >= 0; y-- {
		sb.WriteByte(byte('a' + y))
		for x := 0; x < n; x++ {
			sb.WriteByte(' ')
			if mark != nil {
				if c := mark(x, y); c != 0 {
					sb.WriteByte(c)
					continue
				}
			}
			switch at(x, y) {
			case Black:
				sb.WriteByte('X')
			case White:
				sb.WriteByte('O')
			default:
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	sb.WriteByte(' ')
	for x := 0; x < n; x++ {
		sb.WriteByte(' ')
		sb.WriteByte(byte('a' + x))
	}
	sb.WriteByte('\n')
	return sb.String()
}

// seedDiagram draws an n×n board in the sources' style; mark, if not nil,
// may return a rune to print instead of a point's stone (0 for none).
func seedDiagram(n int, at func(x, y int) Color, mark func(x, y int) rune) string {
	var sb strings.Builder
	for y := n - 1; y >= 0; y-- {
		sb.WriteRune('ａ' + rune(y))
		for x := 0; x < n; x++ {
			if mark != nil {
				if r := mark(x, y); r != 0 {
					sb.WriteRune(r)
					continue
				}
			}
			switch at(x, y) {
			case Black:
				sb.WriteRune('●')
			case White:
				sb.WriteRune('○')
			default:
				sb.WriteRune(boxRune(n, x, y))
			}
		}
		sb.WriteByte('\n')
	}
	sb.WriteRune('﹢')
	for x := 0; x < n; x++ {
		sb.WriteRune('ａ' + rune(x))
	}
	sb.WriteByte('\n')
	return sb.String()
}

// boxRune returns the line drawing of an empty point.
func boxRune(n, x, y int) rune {
	top, bottom, left, right := y == n-1, y == 0, x == 0, x == n-1
	switch {
	case top && left:
		return '┌'
	case top && right:
		return '┐'
	case bottom && left:
		return '└'
	case bottom && right:
		return '┘'
	case top:
		return '┬'
	case bottom:
		return '┴'
	case left:
		return '├'
	case right:
		return '┤'
	case isStar(n, x, y):
		return '＋'
	}
	return '┼'
}

// isStar reports whether (x, y) is a star point: on 19×19 the nine points
// of the fourth line and the middle lines; on smaller odd boards the
// third-line corners and the centre.
func isStar(n, x, y int) bool {
	d := 3
	if n < 13 {
		d = 2
	}
	if n < 7 {
		return false
	}
	line := func(v int) bool { return v == d || v == n-1-d || (n%2 == 1 && v == n/2) }
	if !line(x) || !line(y) {
		return false
	}
	if n < 13 || n%2 == 0 {
		mid := n%2 == 1 && (x == n/2 || y == n/2)
		return !mid || (x == n/2 && y == n/2)
	}
	return true
}

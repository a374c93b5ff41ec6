package livingstones

import "strings"

// ASCII draws the made position in plain ASCII, top row first, each row
// labelled with its letter in the rule book's notation and the columns
// lettered below:
//
//	X O  stones standing since play stopped
//	x o  stones the making put on the side's roads
//	B W  stones given across a boundary (returned heads, type A negative moves)
//	#    a basic eye          *    a shared eye
//	b w  roads                +    a dame left empty
//	.    an empty point counting for nobody (natural end)
func (m *Made) ASCII() string {
	var b strings.Builder
	n := m.size
	for y := n - 1; y >= 0; y-- {
		b.WriteByte(byte('a' + y))
		for x := 0; x < n; x++ {
			b.WriteByte(' ')
			b.WriteByte(asciiMark[m.marks[y*n+x]])
		}
		b.WriteByte('\n')
	}
	b.WriteByte(' ')
	for x := 0; x < n; x++ {
		b.WriteByte(' ')
		b.WriteByte(byte('a' + x))
	}
	b.WriteByte('\n')
	return b.String()
}

var asciiMark = [...]byte{
	MarkNone: '.', MarkBlack: 'X', MarkWhite: 'O', MarkBlackAdded: 'x', MarkWhiteAdded: 'o',
	MarkBlackGiven: 'B', MarkWhiteGiven: 'W', MarkBlackEye: '#', MarkWhiteEye: '#',
	MarkSharedEye: '*', MarkBlackRoad: 'b', MarkWhiteRoad: 'w', MarkDame: '+',
}

// Diagram draws the made position in the style of the sources' figures
// (图五..图十): full-width characters, rows lettered ｓ (top) .. ａ, columns
// ａ..ｓ below. ● ○ are stones, ● 〇 stones the making put on (as in 图八 and
// 图九), ◉ ◎ stones given across a boundary (◎ as in 图十), ＃ basic eyes
// and shared eyes, ｂ ｗ roads; dame and other empty points show the board
// lines.
func (m *Made) Diagram() string {
	var b strings.Builder
	n := m.size
	for y := n - 1; y >= 0; y-- {
		b.WriteRune(rune('ａ' + y))
		for x := 0; x < n; x++ {
			mk := m.marks[y*n+x]
			switch mk {
			case MarkBlack, MarkBlackAdded:
				b.WriteRune('●')
			case MarkWhite:
				b.WriteRune('○')
			case MarkWhiteAdded:
				b.WriteRune('〇')
			case MarkBlackGiven:
				b.WriteRune('◉')
			case MarkWhiteGiven:
				b.WriteRune('◎')
			case MarkBlackEye, MarkWhiteEye, MarkSharedEye:
				b.WriteRune('＃')
			case MarkBlackRoad:
				b.WriteRune('ｂ')
			case MarkWhiteRoad:
				b.WriteRune('ｗ')
			default:
				b.WriteRune(gridRune(x, y, n))
			}
		}
		b.WriteByte('\n')
	}
	b.WriteRune('﹢')
	for x := 0; x < n; x++ {
		b.WriteRune(rune('ａ' + x))
	}
	b.WriteByte('\n')
	return b.String()
}

// gridRune is the board line drawn at an empty point.
func gridRune(x, y, n int) rune {
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
	}
	return '┼'
}

// ASCII draws the settled position marked for counting (see Made.ASCII).
func (a *Analysis) ASCII() string { return a.Made().ASCII() }

// Diagram draws the settled position marked for counting in the sources'
// style (see Made.Diagram), as their 图六 "子路皆子".
func (a *Analysis) Diagram() string { return a.Made().Diagram() }

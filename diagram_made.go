package livingstones

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
	if m == nil {
		return ""
	}
	return plainDiagram(m.size, m.stone, func(x, y int) byte { return asciiMark(m.points()[y*m.size+x]) })
}

// stone returns the color of the stone at (x, y), or Empty.
func (m *Made) stone(x, y int) Color { return m.points()[y*m.size+x].stone() }

// asciiMark returns the character of a point in ASCII's legend.
func asciiMark(s status) byte {
	switch c := s.owner(); s.kind() {
	case KindStone:
		return "?XO"[c]
	case KindAdded:
		return "?xo"[c]
	case KindGiven:
		return "?BW"[c]
	case KindEye:
		return '#'
	case KindSharedEye:
		return '*'
	case KindRoad:
		return "?bw"[c]
	case KindDame:
		return '+'
	}
	return '.'
}

// Diagram draws the made position in the style of the sources' figures
// (图五..图十): full-width characters, rows lettered ｓ (top) .. ａ, columns
// ａ..ｓ below. ● ○ are stones, ● ◇ stones the making put on (black as
// in 图八 and 图九; the sources' white 〇 looks like ○ in most fonts, so a
// white diamond stands for it), ◉ ◎ stones given across a boundary (◎ as
// in 图十), ＃ basic eyes and shared eyes, ｂ ｗ roads; dame and other
// empty points show the board lines (＋ at star points, as the sources
// draw them).
func (m *Made) Diagram() string {
	if m == nil {
		return ""
	}
	return seedDiagram(m.size, m.stone, func(x, y int) rune { return seedMark(m.points()[y*m.size+x]) })
}

// seedMark returns the sources' character for a point; 0 draws the stone,
// or the board lines at an empty point.
func seedMark(s status) rune {
	switch c := s.owner(); s.kind() {
	case KindAdded:
		if c == White {
			return '◇'
		}
	case KindGiven:
		return [3]rune{0, '◉', '◎'}[c]
	case KindEye, KindSharedEye:
		return '＃'
	case KindRoad:
		return [3]rune{0, 'ｂ', 'ｗ'}[c]
	}
	return 0
}

// ASCII draws the settled position marked for counting (see Made.ASCII).
func (a *Analysis) ASCII() string { return a.Made().ASCII() }

// Diagram draws the settled position marked for counting in the sources'
// style (see Made.Diagram), as their 图六 "子路皆子".
func (a *Analysis) Diagram() string { return a.Made().Diagram() }

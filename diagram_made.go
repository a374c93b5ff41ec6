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
	return plainDiagram(m.size, m.stone, func(x, y int) byte { return asciiMark[m.points()[y*m.size+x]] })
}

// stone returns the color of the stone at (x, y), or Empty.
func (m *Made) stone(x, y int) Color { return m.points()[y*m.size+x].Stone() }

var asciiMark = [...]byte{
	MarkNone: '.', MarkBlack: 'X', MarkWhite: 'O', MarkBlackAdded: 'x', MarkWhiteAdded: 'o',
	MarkBlackGiven: 'B', MarkWhiteGiven: 'W', MarkBlackEye: '#', MarkWhiteEye: '#',
	MarkSharedEye: '*', MarkBlackRoad: 'b', MarkWhiteRoad: 'w', MarkDame: '+',
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
	return seedDiagram(m.size, m.stone, func(x, y int) rune { return seedMark[m.points()[y*m.size+x]] })
}

// seedMark is the sources' character for each mark; 0 draws the stone, or
// the board lines at an empty point.
var seedMark = [...]rune{
	MarkWhiteAdded: '◇', MarkBlackGiven: '◉', MarkWhiteGiven: '◎',
	MarkBlackEye: '＃', MarkWhiteEye: '＃', MarkSharedEye: '＃',
	MarkBlackRoad: 'ｂ', MarkWhiteRoad: 'ｗ', MarkDame: 0,
}

// ASCII draws the settled position marked for counting (see Made.ASCII).
func (a *Analysis) ASCII() string { return a.Made().ASCII() }

// Diagram draws the settled position marked for counting in the sources'
// style (see Made.Diagram), as their 图六 "子路皆子".
func (a *Analysis) Diagram() string { return a.Made().Diagram() }

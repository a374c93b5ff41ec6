package livingstones

import (
	"errors"
	"io"
)

// WriteSVG draws the made position as an SVG picture, as
// Position.WriteSVG draws a position: stones standing since play stopped,
// stones the making put on roads (hatched with diagonal stripes), stones given across a
// boundary (a red triangle: returned heads, type A negative moves), basic
// eyes (#: black, white outlined, grey for shared eyes), roads (small
// squares of the side's colour) and dame left empty (a grey diamond). A
// made position has no last move. A nil Made or writer is an error.
func (m *Made) WriteSVG(w io.Writer, opts SVGOptions) error {
	if m == nil {
		return errors.New("livingstones: svg: nil Made")
	}
	return writeSVG(w, m.size, func(x, y int) status { return m.points()[y*m.size+x] }, nil, opts)
}

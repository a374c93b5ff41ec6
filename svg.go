package livingstones

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// SVGOptions choose how WriteSVG draws a board. The zero value draws a
// board with 32-pixel squares, the coordinates and the last move marked.
type SVGOptions struct {
	// Spacing is the distance between two lines of the board in the
	// picture's units (pixels when it is shown at its natural size, the
	// viewBox's; the picture has no fixed size and fills the width of its
	// container); 0 means 32. It is rounded down to a multiple of 4 and
	// kept within 16..256.
	Spacing int
	// NoCoordinates leaves out the coordinates (rule-book letters: columns
	// a.. from the left below the board, rows a.. from the bottom on its
	// left).
	NoCoordinates bool
	// NoLastMove leaves out the mark on the last move's stone.
	NoLastMove bool
	// Title is the SVG's <title> (shown as a tooltip by browsers); none
	// when empty.
	Title string
	// Caption holds lines of text drawn under the board.
	Caption []string
}

// WriteSVG draws the position as an SVG image: the board with its lines
// and star points, the stones, the coordinates in the rule book's
// notation and a ring on the last move's stone. The image has a viewBox
// and width 100%: it scales to its container. The output depends only
// on the position and the options, so it can be compared byte for byte.
// A nil writer is an error.
func (p Position) WriteSVG(w io.Writer, opts SVGOptions) error {
	st := p.s()
	n := st.cfg.size
	at := func(x, y int) status {
		if c := st.b.colors[st.b.index(x, y)]; c != Empty {
			return statusOf(KindStone, c)
		}
		return 0
	}
	var last *Point
	if m, _ := p.LastMove(); !opts.NoLastMove {
		if pt, ok := m.Point(); ok && p.At(pt) != Empty {
			last = &pt
		}
	}
	return writeSVG(w, n, at, last, opts)
}

// writeSVG draws an n×n board; at tells what each point shows (its Kind
// and owner, as in a Made) and last,
// if not nil, is the point to ring. Both the position and the made
// positions are drawn by it.
func writeSVG(w io.Writer, n int, at func(x, y int) status, last *Point, opts SVGOptions) error {
	if w == nil {
		return errors.New("livingstones: svg: nil writer")
	}
	c := newSVGCanvas(w, n, opts)
	c.header(opts.Title)
	c.addedPatterns(at)
	c.board()
	if !opts.NoCoordinates {
		c.coordinates()
	}
	for y := n - 1; y >= 0; y-- {
		for x := 0; x < n; x++ {
			c.point(x, y, at(x, y))
		}
	}
	if last != nil && last.On(n) {
		c.pr(`<circle cx="%d" cy="%d" r="%s" fill="none" stroke="%s" stroke-width="%s"/>`+"\n", c.cx(last.X), c.cy(last.Y), c.f(c.fs*0.22), "#e03030", c.f(c.fs*0.08))
	}
	c.captions()
	c.pr("</svg>\n")
	return c.bw.Flush()
}

// svgCanvas is the layout of one drawing and the writer it goes to.
type svgCanvas struct {
	bw        *bufio.Writer
	n         int     // board size
	s         int     // spacing between lines
	fs        float64 // s as a float
	left, top int     // the margin to the first line
	boardW    int     // width of the picture and of the board
	boardH    int     // height of the board
	height    int     // height of the picture: board, coordinates, caption
	coords    bool    // whether coordinates are drawn
	caption   []string
}

// newSVGCanvas lays out an n×n board drawn with opts.
func newSVGCanvas(w io.Writer, n int, opts SVGOptions) *svgCanvas {
	s := opts.Spacing
	if s == 0 {
		s = 32
	}
	s = min(max(s-s%4, 16), 256)
	c := &svgCanvas{bw: bufio.NewWriter(w), n: n, s: s, fs: float64(s), coords: !opts.NoCoordinates}
	c.left, c.top = s/2+s/4, s/2+s/4
	if c.coords {
		c.left = s + s/4
	}
	c.boardW = c.left + (n-1)*s + s/2 + s/4
	c.boardH = c.top + (n-1)*s + s/2 + s/4
	c.height = c.boardH
	if c.coords {
		c.height += s / 2
	}
	// Caption lines are wrapped at blanks to the picture's width, counting
	// a character as 0.6 of the font size.
	maxChars := int(float64(c.boardW-s/2) / (float64(s) * 0.36 * 0.6))
	for _, line := range opts.Caption {
		c.caption = append(c.caption, wrapText(line, maxChars)...)
	}
	c.height += len(c.caption) * (s / 2)
	if len(c.caption) > 0 {
		c.height += s / 4
	}
	return c
}

func (c *svgCanvas) pr(format string, args ...any) { fmt.Fprintf(c.bw, format, args...) }

// f writes a coordinate with at most one decimal.
func (c *svgCanvas) f(v float64) string {
	return strings.TrimSuffix(fmt.Sprintf("%.1f", v), ".0")
}

// cx and cy are the picture coordinates of column x and row y.
func (c *svgCanvas) cx(x int) int { return c.left + x*c.s }
func (c *svgCanvas) cy(y int) int { return c.top + (c.n-1-y)*c.s }

// header opens the picture. It has no fixed pixel size: the picture fills
// the width of its container, the viewBox keeping its proportions
// (Spacing pixels between lines at its natural size, the viewBox's).
func (c *svgCanvas) header(title string) {
	c.pr(`<svg xmlns="http://www.w3.org/2000/svg" width="100%%" viewBox="0 0 %d %d" font-family="DejaVu Sans, Arial, sans-serif">`+"\n", c.boardW, c.height)
	if title != "" {
		c.pr("<title>%s</title>\n", xmlEscape(title))
	}
}

// addedPatterns defines the hatching of the stones the making put on
// roads, for the colours that have any: diagonal stripes across the
// stone, visible at 16 pixels a line.
func (c *svgCanvas) addedPatterns(at func(x, y int) status) {
	var added [3]bool
	for y := 0; y < c.n; y++ {
		for x := 0; x < c.n; x++ {
			if s := at(x, y); s.kind() == KindAdded {
				added[s.owner()] = true
			}
		}
	}
	if !added[Black] && !added[White] {
		return
	}
	c.pr("<defs>\n")
	for _, h := range []struct {
		side            Color
		id, fill, lines string
	}{{Black, "ls-added-black", "#111111", "#b0b0b0"}, {White, "ls-added-white", "#ffffff", "#303030"}} {
		if added[h.side] {
			w := c.f(c.fs * 0.24)
			c.pr(`<pattern id="%s" width="%s" height="%s" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="%s" height="%s" fill="%s"/><path d="M0 0V%s" stroke="%s" stroke-width="%s"/></pattern>`+"\n",
				h.id, w, w, w, w, h.fill, w, h.lines, c.f(c.fs*0.08))
		}
	}
	c.pr("</defs>\n")
}

// board draws the background, the wood, the lines and the star points.
func (c *svgCanvas) board() {
	n := c.n
	c.pr(`<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", c.boardW, c.height)
	c.pr(`<rect width="%d" height="%d" fill="#dcb35c"/>`+"\n", c.boardW, c.boardH)
	c.pr(`<path stroke="#000000" stroke-width="1" d="`)
	for i := 0; i < n; i++ {
		if i > 0 {
			c.pr(" ")
		}
		c.pr("M%d %dH%d M%d %dV%d", c.cx(0), c.cy(i), c.cx(n-1), c.cx(i), c.cy(n-1), c.cy(0))
	}
	c.pr(`"/>` + "\n")
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if isStar(n, x, y) {
				c.pr(`<circle cx="%d" cy="%d" r="%s" fill="#000000"/>`+"\n", c.cx(x), c.cy(y), c.f(c.fs/10))
			}
		}
	}
}

// coordinates draws the coordinates in the rule book's notation: column
// letters below the board, row letters on its left.
func (c *svgCanvas) coordinates() {
	fs := c.fs
	c.pr(`<g font-size="%s" fill="#000000" text-anchor="middle">`+"\n", c.f(fs*0.4))
	for i := 0; i < c.n; i++ {
		letter := string(rune('a' + i))
		c.pr(`<text x="%d" y="%s">%s</text>`+"\n", c.cx(i), c.f(float64(c.boardH)+fs*0.35), letter)
		c.pr(`<text x="%s" y="%s">%s</text>`+"\n", c.f(fs*0.5), c.f(float64(c.cy(i))+fs*0.14), letter)
	}
	c.pr("</g>\n")
}

// point draws what the point (x, y) shows: a stone (plain, hatched when
// the making added it, with a triangle when it was given), a hash for an
// eye, a square for a road, a diamond for a dame.
func (c *svgCanvas) point(x, y int, s status) {
	black := s.owner() == Black
	switch s.kind() {
	case KindStone:
		c.stone(x, y, pick(black, "#111111", "#f8f8f8"))
	case KindAdded:
		c.stone(x, y, pick(black, "url(#ls-added-black)", "url(#ls-added-white)"))
	case KindGiven:
		c.stone(x, y, pick(black, "#111111", "#f8f8f8"))
		c.given(x, y)
	case KindEye:
		if black {
			c.hash(x, y, "#000000", "")
		} else {
			c.hash(x, y, "#ffffff", "#000000")
		}
	case KindSharedEye:
		c.hash(x, y, "#808080", "")
	case KindRoad:
		c.square(x, y, pick(black, "#111111", "#ffffff"))
	case KindDame:
		X, Y, h := float64(c.cx(x)), float64(c.cy(y)), c.fs*0.13
		c.pr(`<path d="M%s %sL%s %sL%s %sL%s %sZ" fill="#808080"/>`+"\n", c.f(X), c.f(Y-h), c.f(X+h), c.f(Y), c.f(X), c.f(Y+h), c.f(X-h), c.f(Y))
	}
}

// pick returns black's colour for a black point, else white's.
func pick(black bool, forBlack, forWhite string) string {
	if black {
		return forBlack
	}
	return forWhite
}

func (c *svgCanvas) stone(x, y int, fill string) {
	c.pr(`<circle cx="%d" cy="%d" r="%s" fill="%s" stroke="%s" stroke-width="1"/>`+"\n", c.cx(x), c.cy(y), c.f(c.fs*0.47), fill, "#000000")
}

// given marks a stone given across a boundary (returned) with a triangle.
func (c *svgCanvas) given(x, y int) {
	X, Y, h := float64(c.cx(x)), float64(c.cy(y)), c.fs*0.2
	c.pr(`<path d="M%s %sL%s %sL%s %sZ" fill="%s"/>`+"\n", c.f(X), c.f(Y-h), c.f(X+h), c.f(Y+h*0.8), c.f(X-h), c.f(Y+h*0.8), "#e03030")
}

// hash marks an eye, outlined when outline is not empty.
func (c *svgCanvas) hash(x, y int, color, outline string) {
	X, Y := float64(c.cx(x)), float64(c.cy(y))
	d, e, f := c.fs*0.12, c.fs*0.22, c.f
	path := fmt.Sprintf("M%s %sH%s M%s %sH%s M%s %sV%s M%s %sV%s",
		f(X-e), f(Y-d), f(X+e), f(X-e), f(Y+d), f(X+e),
		f(X-d), f(Y-e), f(Y+e), f(X+d), f(Y-e), f(Y+e))
	if outline != "" {
		c.pr(`<path d="%s" stroke="%s" stroke-width="%s" stroke-linecap="square"/>`+"\n", path, outline, f(c.fs*0.12))
	}
	c.pr(`<path d="%s" stroke="%s" stroke-width="%s" stroke-linecap="square"/>`+"\n", path, color, f(c.fs*0.06))
}

// square marks a road.
func (c *svgCanvas) square(x, y int, fill string) {
	X, Y, h := float64(c.cx(x)), float64(c.cy(y)), c.fs*0.15
	c.pr(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="%s" stroke-width="1"/>`+"\n", c.f(X-h), c.f(Y-h), c.f(2*h), c.f(2*h), fill, "#000000")
}

// captions draws the caption's lines under the board (and coordinates).
func (c *svgCanvas) captions() {
	fs := c.fs
	for i, line := range c.caption {
		y := float64(c.boardH) + fs*0.4 + float64(i)*fs/2
		if c.coords {
			y += fs / 2
		}
		c.pr(`<text x="%s" y="%s" font-size="%s" fill="#000000">%s</text>`+"\n", c.f(fs*0.25), c.f(y), c.f(fs*0.36), xmlEscape(line))
	}
}

func xmlEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '"':
			b.WriteString("&quot;")
		default:
			if r < 32 && r != '\t' {
				continue
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// wrapText splits s at blanks into lines of at most max characters (runes)
// where it can; a longer word stays whole on its own line.
func wrapText(s string, max int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) <= max:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

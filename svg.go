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

// svgMark is what one point of a drawing shows.
type svgMark uint8

const (
	svgNone       svgMark = iota // an empty point counting for nobody
	svgBlack                     // a black stone
	svgWhite                     // a white stone
	svgBlackAdded                // a black stone the making put on a road
	svgWhiteAdded                // a white stone the making put on a road
	svgBlackGiven                // a black stone given across a boundary (returned)
	svgWhiteGiven                // a white stone given across a boundary
	svgBlackEye                  // a basic eye of Black
	svgWhiteEye                  // a basic eye of White
	svgSharedEye                 // a shared eye (seki)
	svgBlackRoad                 // a road of Black
	svgWhiteRoad                 // a road of White
	svgDame                      // a dame left empty
)

// WriteSVG draws the position as an SVG image: the board with its lines
// and star points, the stones, the coordinates in the rule book's
// notation and a ring on the last move's stone. The image has a viewBox
// and width 100%: it scales to its container. The output depends only
// on the position and the options, so it can be compared byte for byte.
// A nil writer is an error.
func (p Position) WriteSVG(w io.Writer, opts SVGOptions) error {
	st := p.s()
	n := st.cfg.size
	at := func(x, y int) svgMark {
		switch st.b.colors[st.b.index(x, y)] {
		case Black:
			return svgBlack
		case White:
			return svgWhite
		}
		return svgNone
	}
	var last *Point
	if m, _ := p.LastMove(); !opts.NoLastMove {
		if pt, ok := m.Point(); ok && p.At(pt) != Empty {
			last = &pt
		}
	}
	return writeSVG(w, n, at, last, opts)
}

// writeSVG draws an n×n board; at tells what each point shows and last,
// if not nil, is the point to ring. Both the position and the made
// positions are drawn by it.
func writeSVG(w io.Writer, n int, at func(x, y int) svgMark, last *Point, opts SVGOptions) error {
	if w == nil {
		return errors.New("livingstones: svg: nil writer")
	}
	s := opts.Spacing
	if s == 0 {
		s = 32
	}
	s = min(max(s-s%4, 16), 256)
	left, top := s/2+s/4, s/2+s/4 // the margin to the first line
	if !opts.NoCoordinates {
		left = s + s/4
	}
	boardW := left + (n-1)*s + s/2 + s/4
	boardH := top + (n-1)*s + s/2 + s/4
	height := boardH
	if !opts.NoCoordinates {
		height += s / 2
	}
	// Caption lines are wrapped at blanks to the picture's width, counting
	// a character as 0.6 of the font size.
	maxChars := int(float64(boardW-s/2) / (float64(s) * 0.36 * 0.6))
	var caption []string
	for _, line := range opts.Caption {
		caption = append(caption, wrapText(line, maxChars)...)
	}
	height += len(caption) * (s / 2)
	if len(caption) > 0 {
		height += s / 4
	}
	cx := func(x int) int { return left + x*s }
	cy := func(y int) int { return top + (n-1-y)*s }
	f := func(v float64) string { // a coordinate with at most one decimal
		return strings.TrimSuffix(fmt.Sprintf("%.1f", v), ".0")
	}
	fs := float64(s)

	bw := bufio.NewWriter(w)
	pr := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	// No fixed pixel size: the picture fills the width of its container,
	// the viewBox keeping its proportions (Spacing pixels between lines at
	// its natural size, the viewBox's).
	pr(`<svg xmlns="http://www.w3.org/2000/svg" width="100%%" viewBox="0 0 %d %d" font-family="DejaVu Sans, Arial, sans-serif">`+"\n", boardW, height)
	if opts.Title != "" {
		pr("<title>%s</title>\n", xmlEscape(opts.Title))
	}
	// Stones the making put on roads are hatched: diagonal stripes across
	// the stone, visible at 16 pixels a line.
	added := map[svgMark]bool{}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if m := at(x, y); m == svgBlackAdded || m == svgWhiteAdded {
				added[m] = true
			}
		}
	}
	if len(added) > 0 {
		pr("<defs>\n")
		for _, h := range []struct {
			m               svgMark
			id, fill, lines string
		}{{svgBlackAdded, "ls-added-black", "#111111", "#b0b0b0"}, {svgWhiteAdded, "ls-added-white", "#ffffff", "#303030"}} {
			if added[h.m] {
				w := f(fs * 0.24)
				pr(`<pattern id="%s" width="%s" height="%s" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="%s" height="%s" fill="%s"/><path d="M0 0V%s" stroke="%s" stroke-width="%s"/></pattern>`+"\n",
					h.id, w, w, w, w, h.fill, w, h.lines, f(fs*0.08))
			}
		}
		pr("</defs>\n")
	}
	pr(`<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", boardW, height)
	pr(`<rect width="%d" height="%d" fill="#dcb35c"/>`+"\n", boardW, boardH)
	// Lines.
	pr(`<path stroke="#000000" stroke-width="1" d="`)
	for i := 0; i < n; i++ {
		if i > 0 {
			pr(" ")
		}
		pr("M%d %dH%d M%d %dV%d", cx(0), cy(i), cx(n-1), cx(i), cy(n-1), cy(0))
	}
	pr(`"/>` + "\n")
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if isStar(n, x, y) {
				pr(`<circle cx="%d" cy="%d" r="%s" fill="#000000"/>`+"\n", cx(x), cy(y), f(fs/10))
			}
		}
	}
	// Coordinates in the rule book's notation.
	if !opts.NoCoordinates {
		fsz := f(fs * 0.4)
		pr(`<g font-size="%s" fill="#000000" text-anchor="middle">`+"\n", fsz)
		for i := 0; i < n; i++ {
			letter := string(rune('a' + i))
			pr(`<text x="%d" y="%s">%s</text>`+"\n", cx(i), f(float64(boardH)+fs*0.35), letter)
			pr(`<text x="%s" y="%s">%s</text>`+"\n", f(fs*0.5), f(float64(cy(i))+fs*0.14), letter)
		}
		pr("</g>\n")
	}
	// Points.
	r := fs * 0.47
	for y := n - 1; y >= 0; y-- {
		for x := 0; x < n; x++ {
			X, Y := float64(cx(x)), float64(cy(y))
			stone := func(fill, stroke string) {
				pr(`<circle cx="%d" cy="%d" r="%s" fill="%s" stroke="%s" stroke-width="1"/>`+"\n", cx(x), cy(y), f(r), fill, stroke)
			}
			hash := func(color, outline string) {
				d := fs * 0.12
				e := fs * 0.22
				path := fmt.Sprintf("M%s %sH%s M%s %sH%s M%s %sV%s M%s %sV%s",
					f(X-e), f(Y-d), f(X+e), f(X-e), f(Y+d), f(X+e),
					f(X-d), f(Y-e), f(Y+e), f(X+d), f(Y-e), f(Y+e))
				if outline != "" {
					pr(`<path d="%s" stroke="%s" stroke-width="%s" stroke-linecap="square"/>`+"\n", path, outline, f(fs*0.12))
				}
				pr(`<path d="%s" stroke="%s" stroke-width="%s" stroke-linecap="square"/>`+"\n", path, color, f(fs*0.06))
			}
			square := func(fill, stroke string) {
				h := fs * 0.15
				pr(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="%s" stroke-width="1"/>`+"\n", f(X-h), f(Y-h), f(2*h), f(2*h), fill, stroke)
			}
			given := func(color string) {
				h := fs * 0.2
				pr(`<path d="M%s %sL%s %sL%s %sZ" fill="%s"/>`+"\n", f(X), f(Y-h), f(X+h), f(Y+h*0.8), f(X-h), f(Y+h*0.8), color)
			}
			switch at(x, y) {
			case svgBlack:
				stone("#111111", "#000000")
			case svgWhite:
				stone("#f8f8f8", "#000000")
			case svgBlackAdded:
				stone("url(#ls-added-black)", "#000000")
			case svgWhiteAdded:
				stone("url(#ls-added-white)", "#000000")
			case svgBlackGiven:
				stone("#111111", "#000000")
				given("#e03030")
			case svgWhiteGiven:
				stone("#f8f8f8", "#000000")
				given("#e03030")
			case svgBlackEye:
				hash("#000000", "")
			case svgWhiteEye:
				hash("#ffffff", "#000000")
			case svgSharedEye:
				hash("#808080", "")
			case svgBlackRoad:
				square("#111111", "#000000")
			case svgWhiteRoad:
				square("#ffffff", "#000000")
			case svgDame:
				h := fs * 0.13
				pr(`<path d="M%s %sL%s %sL%s %sL%s %sZ" fill="#808080"/>`+"\n", f(X), f(Y-h), f(X+h), f(Y), f(X), f(Y+h), f(X-h), f(Y))
			}
		}
	}
	if last != nil && last.On(n) {
		color := "#e03030"
		pr(`<circle cx="%d" cy="%d" r="%s" fill="none" stroke="%s" stroke-width="%s"/>`+"\n", cx(last.X), cy(last.Y), f(fs*0.22), color, f(fs*0.08))
	}
	for i, line := range caption {
		y := float64(boardH) + fs*0.4 + float64(i)*fs/2
		if !opts.NoCoordinates {
			y += fs / 2
		}
		pr(`<text x="%s" y="%s" font-size="%s" fill="#000000">%s</text>`+"\n", f(fs*0.25), f(y), f(fs*0.36), xmlEscape(line))
	}
	pr("</svg>\n")
	return bw.Flush()
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

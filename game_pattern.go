package livingstones

// The pattern policy: the tactical policy with the local shapes of MoGo's
// playouts (Gelly, Wang, Munos and Teytaud, "Modification of UCT with
// patterns in Monte-Carlo Go", 2006). Players answer a move next to it:
// a hane is blocked, a cut is made or kept from being made, an edge stone
// is chased. A playout that answers so keeps the shape a fight has on the
// board, where a uniform move scatters stones that decide nothing.
//
// A shape is the 3×3 square around an empty point, the point in its
// middle, told by the eight points around it; each is empty, a stone of
// either color, or off the board. The shapes below are written for one
// color, X, the other O; they hold for either side to move, turned or
// mirrored, with the colors swapped. In them '.' is an empty point, ' ' a
// point off the board, '?' any point, 'x' any point but an X stone and
// 'o' any but an O stone. The middle is always the empty point played.
var shapeSources = [...]struct {
	name string
	rows [3]string
}{
	{"enclosing hane", [3]string{"XOX", "...", "???"}},
	{"non-cutting hane", [3]string{"XO.", "...", "?.?"}},
	{"magari", [3]string{"XO?", "X..", "x.?"}},
	{"diagonal attachment", [3]string{".O.", "X..", "..."}},
	{"unprotected cut", [3]string{"XO?", "O.o", "?o?"}},
	{"peeped cut", [3]string{"XO?", "O.X", "???"}},
	{"cut", [3]string{"?X?", "O.O", "ooo"}},
	{"knight's-move cut", [3]string{"OX?", "o.O", "???"}},
	{"edge chase", [3]string{"X.?", "O.?", "   "}},
	{"edge block of a cut", [3]string{"OX?", "X.O", "   "}},
	{"edge block of a link", [3]string{"?X?", "x.O", "   "}},
	{"edge descent", [3]string{"?XO", "x.x", "   "}},
	{"edge cut", [3]string{"?OX", "X.O", "   "}},
}

// shapeCells are the board offsets, in a stride, of the eight points
// around a point, in the order of a shape key's 2-bit fields (shapeAt,
// expandShape): the row above, left to right, the two beside the middle,
// then the row below.
func shapeCells(s int) [8]int {
	return [8]int{-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1}
}

// shapes holds one bit for each key of eight colors (2 bits a point, in
// shapeCells' order, wall for off the board) that is one of shapeSources'
// shapes.
var shapes = func() (t [1 << 16 / 64]uint64) {
	for _, src := range shapeSources {
		for _, form := range shapeForms(src.rows) {
			expandShape(form, 0, 0, &t)
		}
	}
	return t
}()

// shapeForms returns the sixteen forms of a shape: its eight turns and
// mirror images, each also with the colors swapped, as the nine cells of
// its square in reading order.
func shapeForms(rows [3]string) [][9]byte {
	var out [][9]byte
	for swap := range 2 {
		for form := range 8 {
			var f [9]byte
			for y := range 3 {
				for x := range 3 {
					// The cell of the source that lands at (x, y): the
					// forms are x↔y transposition, then mirrors.
					sx, sy := x, y
					if form&4 != 0 {
						sx, sy = sy, sx
					}
					if form&1 != 0 {
						sx = 2 - sx
					}
					if form&2 != 0 {
						sy = 2 - sy
					}
					ch := rows[sy][sx]
					if swap == 1 {
						ch = swapShapeColors(ch)
					}
					f[3*y+x] = ch
				}
			}
			out = append(out, f)
		}
	}
	return out
}

// swapShapeColors swaps the colors of one cell of a shape's source.
func swapShapeColors(ch byte) byte {
	switch ch {
	case 'X':
		return 'O'
	case 'O':
		return 'X'
	case 'x':
		return 'o'
	case 'o':
		return 'x'
	}
	return ch
}

// expandShape sets in t the bit of every key form matches, from its cell
// k on (the middle, cell 4, is the empty point played and has no field),
// key holding the fields of the cells before k.
func expandShape(form [9]byte, k int, key uint32, t *[1 << 16 / 64]uint64) {
	if k == 9 {
		t[key/64] |= 1 << (key % 64)
		return
	}
	if k == 4 {
		expandShape(form, k+1, key, t)
		return
	}
	field := k
	if k > 4 {
		field--
	}
	for c := range Color(4) { // Empty, Black, White, wall
		if shapeCellMatches(form[k], c) {
			expandShape(form, k+1, key|uint32(c)<<(2*field), t)
		}
	}
}

// shapeCellMatches reports whether the point of color c (wall for off the
// board) matches the cell ch of a shape, X standing for Black.
func shapeCellMatches(ch byte, c Color) bool {
	switch ch {
	case '.':
		return c == Empty
	case 'X':
		return c == Black
	case 'O':
		return c == White
	case ' ':
		return c == wall
	case 'x':
		return c != Black
	case 'o':
		return c != White
	}
	return true // '?'
}

// shapeAt reports whether the empty point i is the middle of a shape.
func (b *board) shapeAt(i int) bool {
	s := b.stride
	// The three rows of the square, sliced once so that the eight loads
	// need no bounds checks.
	up, mid, down := b.colors[i-s-1:i-s+2:i-s+2], b.colors[i-1:i+2:i+2], b.colors[i+s-1:i+s+2:i+s+2]
	key := uint32(up[0]) | uint32(up[1])<<2 | uint32(up[2])<<4 | uint32(mid[0])<<6 |
		uint32(mid[2])<<8 | uint32(down[0])<<10 | uint32(down[1])<<12 | uint32(down[2])<<14
	return shapes[key/64]&(1<<(key%64)) != 0
}

// patternPoint returns the board index of a move of c's at a shape next
// to the opponent's last move (one of the eight points around it), drawn
// among the legal ones that fill no own single-point eye and are no
// self-atari, or -1 when there is none.
func (g *Game) patternPoint(r *fastRand, c Color) int {
	pt, ok := g.f.last.Point()
	if !ok || g.f.lastColor != c.Opponent() {
		return -1
	}
	b := &g.b
	s := b.stride
	j := (pt.Y+1)*s + pt.X + 1
	notOwnEye := uint16(15*nbrOne(Empty) | 15*nbrOne(c.Opponent()))
	var cand [8]int
	n := 0
	for _, d := range shapeCells(s) {
		// Every shape has a stone or the edge beside its middle (above,
		// below or to a side): a point with four empty neighbours is
		// none (TestShapesHaveAnOrthogonalNeighbour).
		if q := j + d; b.colors[q] == Empty && b.nbr[q]&notOwnEye != 0 && nbrOf(b.nbr[q], Empty) < 4 && b.shapeAt(q) {
			cand[n] = q
			n++
		}
	}
	for ; n > 0; n-- {
		k := int(r.next() % uint64(n))
		q := cand[k]
		cand[k] = cand[n-1]
		if g.legalPoint(q, c) && g.shapeOK(q, c, false) {
			return q
		}
	}
	return -1
}

package livingstones

import (
	"fmt"
	"slices"
)

// This file makes the analysis a function of the position, not of how the
// board is turned or which side is called Black (doc.go, "Settling and
// eyes", step 9: choices among equals; readForms, leastForm). The steps
// of the analysis look at the points in board order, and where several
// points would do equally (which
// of a group's points are its eyes, which of two neutral points a round
// makes dame first) the first in that order is taken. Each such choice is
// one among equals for the rules, but it can change what a later step
// decides (a road here, a dame there, a chain joined or left short of
// liberties). Analyze therefore settles the board in its canonical form:
// the least, reading the points in board order, of its 16 forms (8 turns,
// each with the colours as given or swapped), with the settlement turned
// alike, and turns the analysis back, so that the board as given and any
// of its forms settle the same board. When the choices made so leave the
// ideal final position unstable, the other forms are tried in the same
// order (those that read alike are one board), and the first whose ideal
// final position is stable is taken: the players fill their dame so that
// the position stands, and a settlement is refused only when no form can
// make it stand (the canonical form's refusal is returned).
//
// Turning costs little: the symmetry tables are made once per board size
// (symPerms), the forms are compared point by point until one is least
// (most boards differ within a few points), and only the input is moved.
// The analysis is not moved back: its points and groups stay as the
// settler left them on the turned board, and the methods of Analysis (and
// Made) read them through the tables (Analysis.at, given, givenGroups);
// the game, the dead stones, the ko points and the figures are named as
// given (turnBack).

// readForms reads f with s for leastForm: each point as its stone and
// what s says of it, the stone from f and the rest in st.code (the
// colours as given; leastForm reads them swapped with swapCode). Only the
// points s names are marked, and only they are cleared the next time. It
// reports false when s names a point off the board: the analysis refuses
// it on the board as given, naming the point as the caller gave it.
func (st *settler) readForms(f *Final, s Settlement) bool {
	n := f.Size
	code := st.code
	if len(code) != n*n {
		code = resize(code, n*n)
	} else {
		for _, i := range st.marked {
			code[i] = 0
		}
	}
	st.code, st.marked = code, st.marked[:0]
	mark := func(p Point, v uint16) bool {
		if !p.On(n) {
			return false
		}
		i := int32(p.Y*n + p.X)
		code[i] |= v
		st.marked = append(st.marked, i)
		return true
	}
	for _, p := range s.Dead {
		if !mark(p, 1<<2) {
			return false
		}
	}
	for _, k := range s.Ko {
		if !mark(k.Point, uint16(k.Holder&3)<<3) {
			return false
		}
	}
	for _, np := range s.Neutral {
		if !mark(np.Point, uint16(np.Kind&15)<<5|uint16(np.Owner&3)<<9) {
			return false
		}
	}
	return true
}

// swapCode returns the code readForms gives a point with the colours
// swapped: in each of its three colours (the stone, bits 0–1; a ko
// point's holder, bits 3–4; a neutral point's owner, bits 9–10) Black and
// White change places, as swapColor makes them; a point named twice with
// both colours keeps both.
func swapCode(c uint16) uint16 {
	const low = 1<<0 | 1<<3 | 1<<9 // the low bit of each colour
	one := (c ^ c>>1) & low        // one bit of two set: flip both
	return c ^ (one | one<<1)
}

// leastForm returns the least of the 16 forms of f (a symmetry, see
// symIndex, and perhaps the colour swap; form k is symmetry k&7, swapped
// from 8 on) not in tried, reading the points as readForms read them in
// board order, and the forms that read the same (they give the same
// board).
func (st *settler) leastForm(f *Final, tried uint16) (boardForm, uint16) {
	n := f.Size
	N := n * n
	board, rows := f.Board[:N], symRows(n)[:N]
	marks := st.code[:N]
	if len(st.marked) == 0 {
		marks = nil
	}
	// Read the forms point by point together, dropping a form as soon as
	// another reads less; most boards leave one form within a few points.
	// A point no form reads marked reads a colour: the forms that read it
	// Empty, else Black, else White are kept, with no loop over the forms.
	// The forms are bits 2sym (as given) and 2sym+1 (swapped) of alive
	// here (interleave), so that the eight colours read, two bits each at
	// 2sym (colorsAt), are the forms that read Black (a swapped form reads
	// Black where the stone is White).
	alive := interleave(^tried)
	for j := 0; j < N && alive&(alive-1) != 0; j++ {
		r := &rows[j]
		if marks != nil && marks[r[0]]|marks[r[1]]|marks[r[2]]|marks[r[3]]|marks[r[4]]|marks[r[5]]|marks[r[6]]|marks[r[7]] != 0 {
			alive = interleave(leastMarked(board, marks, r, deinterleave(alive)))
			continue
		}
		black := colorsAt(board, r)
		white := black>>1&0x5555 | black&0x5555<<1
		empty := ^(black | white) & 0x5555
		if m := alive & (empty | empty<<1); m != 0 {
			alive = m
		} else if m := alive & black; m != 0 {
			alive = m
		} else {
			alive &= white
		}
	}
	alive = deinterleave(alive)
	for form := 0; form < 16; form++ {
		if alive&(1<<form) != 0 {
			return boardForm{form & 7, form >= 8}, alive
		}
	}
	return boardForm{}, 0xffff
}

// colorsAt returns the colours of board at the eight points r, two bits
// each, the colour at r[sym] at bit 2sym.
func colorsAt(board []Color, r *[8]uint16) uint16 {
	return uint16(board[r[0]]) | uint16(board[r[1]])<<2 | uint16(board[r[2]])<<4 | uint16(board[r[3]])<<6 |
		uint16(board[r[4]])<<8 | uint16(board[r[5]])<<10 | uint16(board[r[6]])<<12 | uint16(board[r[7]])<<14
}

// interleave returns the forms of m (form k is bit k) as leastForm reads
// them: form k at bit 2(k&7), or 2(k&7)+1 from 8 on.
func interleave(m uint16) uint16 {
	return spread(uint8(m)) | spread(uint8(m>>8))<<1
}

// deinterleave undoes interleave.
func deinterleave(m uint16) uint16 {
	return uint16(gather(m)) | uint16(gather(m>>1))<<8
}

// spread returns the bits of b at the even bits of a uint16.
func spread(b uint8) uint16 {
	x := uint16(b)
	x = (x | x<<4) & 0x0f0f
	x = (x | x<<2) & 0x3333
	return (x | x<<1) & 0x5555
}

// gather returns the even bits of x as a byte (it undoes spread).
func gather(x uint16) uint8 {
	x &= 0x5555
	x = (x | x>>1) & 0x3333
	x = (x | x>>2) & 0x0f0f
	return uint8(x | x>>4)
}

// leastMarked returns the forms of alive that read least at the points r
// of the forms, one of which a settlement marks (see leastForm).
func leastMarked(board []Color, marks []uint16, r *[8]uint16, alive uint16) uint16 {
	var read [16]uint16
	least := uint16(0xffff)
	for sym, i := range r {
		c := uint16(board[i]) | marks[i]
		read[sym], read[8+sym] = c, swapCode(c)
		if alive&(1<<sym) != 0 {
			least = min(least, c)
		}
		if alive&(0x100<<sym) != 0 {
			least = min(least, read[8+sym])
		}
	}
	for form := 0; form < 16; form++ {
		if alive&(1<<form) != 0 && read[form] != least {
			alive &^= 1 << form
		}
	}
	return alive
}

// analyzeForm is analyze on f with s turned by form, the analysis read
// back on f (turnBack) and its refusal turned back.
func (st *settler) analyzeForm(a *Analysis, f *Final, s Settlement, form boardForm) error {
	if form == (boardForm{}) {
		return st.analyzeTurned(a, f, s)
	}
	g, t := st.turnInput(f, s, form)
	if err := st.analyzeTurned(a, g, t); err != nil {
		st.turnErrBack(err)
		return err
	}
	st.turnBack(a, f)
	return nil
}

// turnInput returns f and s turned by form (point j of the result is
// point symIndex(sym, j) of f), in the settler's memory.
func (st *settler) turnInput(f *Final, s Settlement, form boardForm) (*Final, Settlement) {
	n, swap := f.Size, form.swap
	N := n * n
	perms := symPerms(n)
	st.turnForm = form
	st.turnPerm, st.turnInv = perms[form.sym][:N], perms[inverseSyms[form.sym]][:N]
	board := resize(st.turnBoard, N)
	st.turnBoard = board
	turnStones(board, f.Board, n, form.sym, st.turnPerm, swap)
	st.turned = *f
	st.turned.Board = board
	if swap {
		g := &st.turned
		for _, t := range []*[3]int{&g.Seated, &g.Moves, &g.Virtual, &g.Prisoners, &g.MovesBeforePause} {
			t[Black], t[White] = t[White], t[Black]
		}
		g.ToMove = f.ToMove.Opponent()
		g.First = f.komiBy().Opponent()
	}
	to := func(p Point) Point { return pointOf(st.turnInv[p.Y*n+p.X], n) }
	var t Settlement
	st.turnDead = st.turnDead[:0]
	for _, p := range s.Dead {
		st.turnDead = append(st.turnDead, to(p))
	}
	st.turnKo = st.turnKo[:0]
	for _, k := range s.Ko {
		st.turnKo = append(st.turnKo, KoPoint{to(k.Point), swapColor(k.Holder, swap)})
	}
	st.turnNeutral = st.turnNeutral[:0]
	for _, np := range s.Neutral {
		st.turnNeutral = append(st.turnNeutral, NeutralPoint{to(np.Point), np.Kind, swapColor(np.Owner, swap)})
	}
	if len(s.Dead) > 0 {
		t.Dead = st.turnDead
	}
	if len(s.Ko) > 0 {
		t.Ko = st.turnKo
	}
	if len(s.Neutral) > 0 {
		t.Neutral = st.turnNeutral
	}
	return &st.turned, t
}

// back returns the point of the board as given that is point p of the
// turned board.
func (st *settler) back(p Point) Point {
	return st.g.pt[st.turnPerm[p.Y*st.n+p.X]]
}

// turnBack makes a, the analysis of the turned board, the analysis of f,
// the board as given. Nothing of the points is moved: a keeps the points'
// slices and the groups as the settler left them and the symmetry tables
// that read them as given (see Analysis; the methods of Analysis and Made
// read through them). The stopped game, the dead stones and the ko points
// (in board order) and the figures are made those of f.
func (st *settler) turnBack(a *Analysis, f *Final) {
	N, swap := len(f.Board), st.turnForm.swap
	if st.turnForm.sym != 0 {
		a.turn, a.back = st.turnInv, st.turnPerm
	}
	a.swap = swap
	a.final = *f
	a.final.Board = a.colors[:N:N]
	copy(a.final.Board, f.Board)
	if swap {
		for _, t := range []*[3]int{&a.deadOf, &a.stones, &a.roads, &a.eyes, &a.nGroups} {
			t[Black], t[White] = t[White], t[Black]
		}
	}
	st.inBoardOrder(a.dead)
	n := st.n
	for k := range a.ko {
		a.ko[k] = KoPoint{st.back(a.ko[k].Point), swapColor(a.ko[k].Holder, swap)}
	}
	slices.SortFunc(a.ko, func(p, q KoPoint) int {
		return (p.Point.Y*n + p.Point.X) - (q.Point.Y*n + q.Point.X)
	})
}

// inBoardOrder turns the points of x back and sorts them, as indices.
func (st *settler) inBoardOrder(x []Point) {
	n, perm := st.n, st.turnPerm
	idx := st.turnIdx[:0]
	for _, p := range x {
		idx = append(idx, perm[p.Y*n+p.X])
	}
	slices.Sort(idx)
	for k, i := range idx {
		x[k] = st.g.pt[i]
	}
	st.turnIdx = idx
}

// at returns where the points' slices of a hold the point of index i of
// the board as given.
func (a *Analysis) at(i int) int {
	if a.turn == nil {
		return i
	}
	return int(a.turn[i])
}

// given returns the color c of the points' slices or the groups of a as
// the board as given names it.
func (a *Analysis) given(c Color) Color {
	if a.swap && (c == Black || c == White) {
		return c.Opponent()
	}
	return c
}

// givenGroup returns the Group of g, its color and its lists as on the
// board as given, each list in board order (nil when empty).
func (a *Analysis) givenGroup(g groupList) Group {
	n := a.size
	list := func(x []int32) []Point {
		if len(x) == 0 {
			return nil
		}
		out := make([]Point, len(x))
		for k, i := range x {
			if a.back != nil {
				i = a.back[i]
			}
			out[k] = pointOf(i, n)
		}
		if a.back != nil {
			slices.SortFunc(out, func(p, q Point) int { return (p.Y*n + p.X) - (q.Y*n + q.X) })
		}
		return out
	}
	return Group{Color: a.given(g.color), Stones: list(g.stones), Area: list(g.area),
		Eyes: list(g.eyes), Shared: list(g.shared), Seki: g.seki}
}

// givenGroups returns copies of the groups of a as on the board as given
// (see givenGroup), in the order of their first point.
func (a *Analysis) givenGroups() []Group {
	out := make([]Group, len(a.groups))
	for k, g := range a.groups {
		out[k] = a.givenGroup(g)
	}
	if a.back != nil {
		n := a.size
		first := func(g *Group) int {
			m := n * n
			for _, x := range [][]Point{g.Stones, g.Area} {
				if len(x) > 0 {
					m = min(m, x[0].Y*n+x[0].X)
				}
			}
			return m
		}
		slices.SortStableFunc(out, func(g, h Group) int { return first(&g) - first(&h) })
	}
	return out
}

// turnErrBack names the points of an error of the turned board as on the
// board as given, in board order.
func (st *settler) turnErrBack(err error) {
	e, ok := err.(*CountError)
	if !ok {
		return
	}
	n := st.n
	e.Color = swapColor(e.Color, st.turnForm.swap)
	for k, p := range e.Points {
		if p.On(n) {
			e.Points[k] = st.back(p)
		}
	}
	slices.SortFunc(e.Points, func(p, q Point) int { return (p.Y*n + p.X) - (q.Y*n + q.X) })
	if e.format == "" {
		return
	}
	args := make([]any, len(e.args))
	for k, v := range e.args {
		switch v := v.(type) {
		case Point:
			if v.On(n) {
				args[k] = st.back(v)
			} else {
				args[k] = v
			}
		case colorName:
			args[k] = colorName(swapColor(Color(v), st.turnForm.swap))
		default:
			args[k] = v
		}
	}
	e.args = args
	e.Detail = fmt.Sprintf(e.format, args...)
}

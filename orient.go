package livingstones

import (
	"fmt"
	"slices"
)

// This file makes the analysis a function of the position, not of how the
// board is turned or which side is called Black (doc.go, "Settling and
// eyes": choices among equals). The steps of the analysis look at the
// points in board order, and where several points would do equally (which
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

// readForms reads f with s for leastForm: each point as its stone and
// what s says of it, in st.code. It reports false when s names a point
// off the board: the analysis refuses it on the board as given, naming
// the point as the caller gave it.
func (st *settler) readForms(f *Final, s Settlement) bool {
	n := f.Size
	N := n * n
	// code[i] reads point i as given, code[N+i] with the colours swapped.
	code := resize(st.code, 2*N)
	st.code = code
	for i, c := range f.Board {
		code[i], code[N+i] = uint16(c), uint16(swapColor(c, true))
	}
	mark := func(p Point, v, w uint16) bool {
		if !p.On(n) {
			return false
		}
		code[p.Y*n+p.X] |= v
		code[N+p.Y*n+p.X] |= w
		return true
	}
	for _, p := range s.Dead {
		if !mark(p, 1<<2, 1<<2) {
			return false
		}
	}
	for _, k := range s.Ko {
		if !mark(k.Point, uint16(k.Holder&3)<<3, uint16(swapColor(k.Holder&3, true))<<3) {
			return false
		}
	}
	for _, np := range s.Neutral {
		kind := uint16(np.Kind&15) << 5
		if !mark(np.Point, kind|uint16(np.Owner&3)<<9, kind|uint16(swapColor(np.Owner&3, true))<<9) {
			return false
		}
	}
	return true
}

// leastForm returns the least of the 16 forms (a symmetry, see symIndex,
// and perhaps the colour swap) not in tried, reading the points read by
// readForms in board order, and the forms that read the same (they give
// the same board).
func (st *settler) leastForm(n int, tried uint16) (boardForm, uint16) {
	N := n * n
	code := st.code
	// read is the code of point (x, y) of a form.
	read := func(form, x, y int) uint16 {
		u, v := symXY(form&7, x, y, n)
		return code[(form>>3)*N+v*n+u]
	}
	// Read the forms point by point together, dropping a form as soon as
	// another reads less; most boards leave one form within a few points.
	alive := ^tried
	for j := 0; j < N && alive&(alive-1) != 0; j++ {
		x, y := j%n, j/n
		least := uint16(0xffff)
		for form := 0; form < 16; form++ {
			if alive&(1<<form) != 0 {
				least = min(least, read(form, x, y))
			}
		}
		for form := 0; form < 16; form++ {
			if alive&(1<<form) != 0 && read(form, x, y) != least {
				alive &^= 1 << form
			}
		}
	}
	for form := 0; form < 16; form++ {
		if alive&(1<<form) != 0 {
			return boardForm{form & 7, form >= 8}, alive
		}
	}
	return boardForm{}, 0xffff
}

// turnInput returns f and s turned by sym (point j of the result is point
// symIndex(sym, j) of f), in the settler's memory.
func (st *settler) turnInput(f *Final, s Settlement, form boardForm) (*Final, Settlement) {
	n, sym, swap := f.Size, form.sym, form.swap
	N := n * n
	st.turnForm = form
	st.turnPerm = symPerm(sym, n, st.turnPerm)
	perm := st.turnPerm
	st.turnBoard = resize(st.turnBoard, N)
	for j := range st.turnBoard {
		st.turnBoard[j] = swapColor(f.Board[perm[j]], swap)
	}
	st.turned = *f
	st.turned.Board = st.turnBoard
	if swap {
		g := &st.turned
		for _, t := range []*[3]int{&g.Seated, &g.Moves, &g.Virtual, &g.Prisoners, &g.MovesBeforePause} {
			t[Black], t[White] = t[White], t[Black]
		}
		g.ToMove = f.ToMove.Opponent()
	}
	to := func(p Point) Point { return pointOf(int32(symIndex(inverseSym(sym), p.Y*n+p.X, n)), n) }
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

// inverseSym returns the symmetry (see symIndex) that undoes sym.
func inverseSym(sym int) int {
	// Point 1 of a 4×4 board is moved by every symmetry but the identity.
	for k := 0; k < 8; k++ {
		if symIndex(k, symIndex(sym, 1, 4), 4) == 1 {
			return k
		}
	}
	return 0
}

// back returns the point of the board as given that is point p of the
// turned board.
func (st *settler) back(p Point) Point {
	return st.g.pt[st.turnPerm[p.Y*st.n+p.X]]
}

// turnBack turns the analysis a of the turned board back to f, the board as
// given: every point's colors, kind, owner and group, the groups (in the
// order of their first point) with their lists, the dead stones and the ko
// points, all in board order.
func (st *settler) turnBack(a *Analysis, f *Final) {
	n, swap := st.n, st.turnForm.swap
	copy(a.final.Board, f.Board)
	st.turnPointsBack(a)
	turned := st.turnForm.sym != 0
	// The groups of the points, turned back (numbered as turned); with
	// the colors swapped only, the lists are in board order already.
	for gid := range a.groups {
		a.groups[gid].Color = swapColor(a.groups[gid].Color, swap)
	}
	if turned {
		ids := resize(st.turnIDs, n*n)
		st.turnIDs = ids
		copy(ids, a.groupOf)
		for j := range ids {
			a.groupOf[st.turnPerm[j]] = ids[j]
		}
		for gid := range a.groups {
			st.inBoardOrder(a.groups[gid].Shared)
		}
		if !st.listsInBoardOrder(a) {
			for gid := range a.groups {
				g := &a.groups[gid]
				st.inBoardOrder(g.Stones)
				st.inBoardOrder(g.Area)
				st.inBoardOrder(g.Eyes)
			}
		}
		st.renumberGroups(a)
	}
	st.inBoardOrder(a.dead)
	if swap {
		for _, t := range []*[3]int{&a.deadOf, &a.stones, &a.roads, &a.eyes, &a.nGroups} {
			t[Black], t[White] = t[White], t[Black]
		}
	}
	for k := range a.ko {
		a.ko[k] = KoPoint{st.back(a.ko[k].Point), swapColor(a.ko[k].Holder, swap)}
	}
	slices.SortFunc(a.ko, func(p, q KoPoint) int {
		return (p.Point.Y*n + p.Point.X) - (q.Point.Y*n + q.Point.X)
	})
}

// turnPointsBack turns back the colors and kinds of the points of a: each
// color as the board as given names it (dameMark stays), at the point of
// the board as given.
func (st *settler) turnPointsBack(a *Analysis) {
	N, perm := st.n*st.n, st.turnPerm
	colors := resize(st.turnBoard, N)
	kinds := resize(st.turnKinds, N)
	st.turnBoard, st.turnKinds = colors, kinds
	as := [4]Color{Empty, Black, White, dameMark}
	if st.turnForm.swap {
		as[Black], as[White] = White, Black
	}
	turned := st.turnForm.sym != 0
	for _, c := range []([]Color){a.settled, a.ideal, a.owner} {
		if !turned {
			for i, x := range c {
				c[i] = as[x&3]
			}
			continue
		}
		copy(colors, c)
		for j, x := range colors {
			c[perm[j]] = as[x&3]
		}
	}
	if turned {
		copy(kinds, a.kind)
		for j := range kinds {
			a.kind[perm[j]] = kinds[j]
		}
	}
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

// renumberGroups numbers the groups of a turned back again in the order of
// their first point (with the colors swapped only, they are so numbered).
func (st *settler) renumberGroups(a *Analysis) {
	n := st.n
	first := func(g *Group) int {
		m := n * n
		for _, x := range [][]Point{g.Stones, g.Area} {
			if len(x) > 0 {
				m = min(m, x[0].Y*n+x[0].X)
			}
		}
		return m
	}
	order := st.turnIDs[:len(a.groups)]
	for k := range order {
		order[k] = int32(k)
	}
	slices.SortFunc(order, func(x, y int32) int { return first(&a.groups[x]) - first(&a.groups[y]) })
	st.turnGroups = append(st.turnGroups[:0], a.groups...)
	newID := resize(st.turnNewID, len(a.groups))
	st.turnNewID = newID
	for k, old := range order {
		a.groups[k] = st.turnGroups[old]
		newID[old] = int32(k)
	}
	for i, gid := range a.groupOf {
		if gid >= 0 {
			a.groupOf[i] = newID[gid]
		}
	}
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

// symPerm returns in dst (reused) symIndex(sym, j, n) for every point j.
func symPerm(sym, n int, dst []int32) []int32 {
	dst = resize(dst, n*n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			u, v := symXY(sym, x, y, n)
			dst[y*n+x] = int32(v*n + u)
		}
	}
	return dst
}

// listsInBoardOrder refills the stones, area and eyes of every group of a
// (its points turned back, its lists not yet) in board order from the
// points' groups, kinds and settled colors, when each list holds exactly
// the points so found (a group's stones are its points with a stone, its
// area those without, its eyes those of KindEye), as the analysis makes
// them; otherwise it leaves the lists and reports false, and turnBack
// sorts them instead.
func (st *settler) listsInBoardOrder(a *Analysis) bool {
	cnt := resize(st.turnCounts, 3*len(a.groups))
	st.turnCounts = cnt
	for i, gid := range a.groupOf {
		if gid < 0 {
			continue
		}
		if a.settled[i] != Empty {
			cnt[3*gid]++
		} else {
			cnt[3*gid+1]++
		}
		if a.kind[i] == KindEye {
			cnt[3*gid+2]++
		}
	}
	for gid := range a.groups {
		g := &a.groups[gid]
		if int(cnt[3*gid]) != len(g.Stones) || int(cnt[3*gid+1]) != len(g.Area) || int(cnt[3*gid+2]) != len(g.Eyes) {
			return false
		}
	}
	clear(cnt)
	for i, gid := range a.groupOf {
		if gid < 0 {
			continue
		}
		g, p := &a.groups[gid], st.g.pt[i]
		if a.settled[i] != Empty {
			g.Stones[cnt[3*gid]] = p
			cnt[3*gid]++
		} else {
			g.Area[cnt[3*gid+1]] = p
			cnt[3*gid+1]++
		}
		if a.kind[i] == KindEye {
			g.Eyes[cnt[3*gid+2]] = p
			cnt[3*gid+2]++
		}
	}
	return true
}

package livingstones

import (
	"slices"
	"sync"
)

// This file holds the board's 16 forms: its 8 symmetries (symIndex and the
// tables made once per size) and the colour swap (swapColor, swapLanes).
// The settler settles the canonical form (settle_9_forms.go), the proposal turns
// its input to it (propose.go), and the tests check that every form
// counts alike.

// A boardForm is one of the 16 ways to turn a board: one of its 8
// symmetries (sym, see symIndex) and perhaps the colour swap.
type boardForm struct {
	sym  int
	swap bool
}

// canonicalForm returns the form that turns f into its canonical form:
// the least of its 16 forms as Analyze reads them with no settlement
// (leastForm), then by the side to move among the forms that read alike.
func canonicalForm(f *Final) boardForm {
	st := settlers.Get().(*settler)
	defer st.release()
	st.readForms(f, Settlement{})
	best, alive := st.leastForm(f, 0)
	for form := 0; form < 16; form++ {
		if alive&(1<<form) == 0 {
			continue
		}
		if fm := (boardForm{form & 7, form >= 8}); swapColor(f.ToMove, fm.swap) < swapColor(f.ToMove, best.swap) {
			best = fm
		}
	}
	return best
}

// apply returns f turned by the form: point j of the result is point
// symIndex(sym, j) of f, colours swapped with the sides' tallies.
func (fm boardForm) apply(f *Final) *Final {
	n := f.Size
	g := *f
	g.Board = make([]Color, len(f.Board))
	for j := range g.Board {
		g.Board[j] = swapColor(f.Board[symIndex(fm.sym, j, n)], fm.swap)
	}
	if fm.swap {
		for _, a := range []*[3]int{&g.Seated, &g.Moves, &g.Virtual, &g.Prisoners, &g.MovesBeforePause} {
			a[Black], a[White] = a[White], a[Black]
		}
		g.ToMove = f.ToMove.Opponent()
		g.First = f.komiBy().Opponent()
	}
	return &g
}

// back turns the dead stones of a settlement of the turned board back to
// the board as given, in board order.
func (fm boardForm) back(s Settlement, n int) Settlement {
	var out Settlement
	for _, p := range s.Dead {
		out.Dead = append(out.Dead, pointOf(int32(symIndex(fm.sym, p.Y*n+p.X, n)), n))
	}
	slices.SortFunc(out.Dead, func(a, b Point) int { return (a.Y*n + a.X) - (b.Y*n + b.X) })
	return out
}

// fixes reports whether the form turns f into itself.
func (fm boardForm) fixes(f *Final) bool {
	if swapColor(f.ToMove, fm.swap) != f.ToMove {
		return false
	}
	for j, c := range f.Board {
		if swapColor(f.Board[symIndex(fm.sym, j, f.Size)], fm.swap) != c {
			return false
		}
	}
	return true
}

// symIndex maps the point j of an n×n board by the symmetry sym (0 to 7):
// bit 0 swaps the coordinates, bit 1 mirrors x, bit 2 mirrors y.
func symIndex(sym int, j, n int) int {
	x, y := symXY(sym, j%n, j/n, n)
	return y*n + x
}

// symXY maps the point (x, y) of an n×n board by the symmetry sym, as
// symIndex does.
func symXY(sym, x, y, n int) (int, int) {
	if sym&1 != 0 {
		x, y = y, x
	}
	if sym&2 != 0 {
		x = n - 1 - x
	}
	if sym&4 != 0 {
		y = n - 1 - y
	}
	return x, y
}

// swapColor returns c, or its opponent when swap is set.
func swapColor(c Color, swap bool) Color {
	if swap {
		return c.Opponent()
	}
	return c
}

// symTables holds for each board size symIndex(sym, j, n) of every
// symmetry sym and point j, made once on first use and never changed.
var symTables [MaxSize + 1]symTable

// symTable holds the symmetry tables of one board size: perm[sym][j] and
// rows[j][sym] are symIndex(sym, j, n), rows as leastForm reads them
// (point by point, all eight symmetries together).
type symTable struct {
	once sync.Once
	perm [8][]int32
	rows [][8]uint16
}

// symPerms returns the symmetry tables of the n×n board: perm[sym][j] is
// symIndex(sym, j, n).
func symPerms(n int) *[8][]int32 {
	return &symTableOf(n).perm
}

// symRows returns the symmetry tables of the n×n board by point: rows[j][sym]
// is symIndex(sym, j, n).
func symRows(n int) [][8]uint16 { return symTableOf(n).rows }

// symTableOf returns the symmetry tables of the n×n board, made on first
// use.
func symTableOf(n int) *symTable {
	t := &symTables[n]
	t.once.Do(func() {
		t.rows = make([][8]uint16, n*n)
		for sym := range t.perm {
			p := make([]int32, n*n)
			for y := 0; y < n; y++ {
				for x := 0; x < n; x++ {
					u, v := symXY(sym, x, y, n)
					p[y*n+x] = int32(v*n + u)
					t.rows[y*n+x][sym] = uint16(v*n + u)
				}
			}
			t.perm[sym] = p
		}
	})
	return t
}

// inverseSyms holds for each symmetry (see symIndex) the one that undoes
// it.
var inverseSyms = func() (inv [8]int) {
	for sym := range inv {
		// Point 1 of a 4×4 board is moved by every symmetry but the
		// identity.
		for k := 0; k < 8; k++ {
			if symIndex(k, symIndex(sym, 1, 4), 4) == 1 {
				inv[sym] = k
			}
		}
	}
	return inv
}()

// turnStones sets dst[j] to the stone at point perm[j] of src (perm is
// symmetry sym's table of the n×n board, symPerms), Black and White
// swapped when swap. Without a transposition a row of dst is a row of
// src, copied whole or read backwards (and the whole board one copy for
// the identity); with one, the points are read through perm. The colours
// are swapped after, eight points at a time (swapLanes).
func turnStones(dst, src []Color, n, sym int, perm []int32, swap bool) {
	N := n * n
	dst, src = dst[:N], src[:N]
	switch {
	case sym == 0:
		copy(dst, src)
	case sym&1 == 0:
		for y := 0; y < n; y++ {
			v := y
			if sym&4 != 0 {
				v = n - 1 - y
			}
			row, from := dst[y*n:y*n+n], src[v*n:v*n+n]
			if sym&2 == 0 {
				copy(row, from)
				continue
			}
			for x := range row {
				row[x] = from[n-1-x]
			}
		}
	default:
		gatherStones(dst, src, perm)
	}
	if swap {
		swapLanes(dst)
	}
}

// gatherStones sets dst[j] to src[perm[j]]. It is not inlined: in a
// frame of its own, its loop keeps what it needs in registers.
//
//go:noinline
func gatherStones(dst, src []Color, perm []int32) {
	dst = dst[:len(perm)]
	for j, i := range perm {
		dst[j] = src[i]
	}
}

// swapLanes swaps Black and White on b, eight points at a time (lanes.go):
// a lane's Black and White bytes (01 and 10) have one of their two low
// bits set, and flipping both swaps them.
func swapLanes(b []Color) {
	j := 0
	for ; j+8 <= len(b); j += 8 {
		v := load8(b, j)
		v ^= (v ^ v>>1) & lowBytes * 3
		w := b[j : j+8 : j+8]
		w[0], w[1], w[2], w[3] = Color(v), Color(v>>8), Color(v>>16), Color(v>>24)
		w[4], w[5], w[6], w[7] = Color(v>>32), Color(v>>40), Color(v>>48), Color(v>>56)
	}
	for ; j < len(b); j++ {
		b[j] = swapColor(b[j], true)
	}
}

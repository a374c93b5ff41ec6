package livingstones

import "math/rand/v2"

// This file is the playout policy of ProposeSettlement. Its moves are
// random, but they keep what a player keeps at the end of a game and
// answer what a player answers, so that groups in seki and groups of weak
// shape that live survive the playouts, and dead stones are taken off:
//
//   - a side captures an enemy chain in atari next to the last move;
//   - it saves its own chain that the last move put in atari, by capturing
//     a chain in atari next to it or by extending, when extending gives
//     the chain two liberties or more;
//   - it never fills its own eyes: a point whose neighbours are all its
//     stones, or a two-point eye (a point whose neighbours are its stones
//     and one empty point whose other neighbours are its stones);
//   - it never plays a self-atari that captures nothing, except a single
//     stone thrown in inside the enemy's eye space (a throw-in or the
//     vital point of a dead shape), which it tries every other time.

// policyBoard is a board for those playouts.
type policyBoard struct {
	g    *geometry
	sc   *scratch
	b    []Color
	ko   int32
	last int32
	free []int32 // the empty points, in no order
	at   []int32 // the index of each empty point in free, or -1
	cand []int32
	// captured is the stones the move being tried captured.
	captured []int32
	// Within one move the board only changes when a move is played, so
	// what a try learns of a chain holds for the next tries: stones
	// stamped gen in two are of chains with two liberties or more (no
	// move captures them), in three of chains with three or more (a
	// stone joining them keeps two).
	gen        uint32
	two, three []uint32
}

// stamp marks the stones of pb.sc.chain in marks with the move's stamp.
func (pb *policyBoard) stamp(marks []uint32) {
	for _, q := range pb.sc.chain {
		marks[q] = pb.gen
	}
}

// reset sets the board to b and lists its empty points.
func (pb *policyBoard) reset(b []Color) {
	copy(pb.b, b)
	pb.ko, pb.last = -1, -1
	pb.free = pb.free[:0]
	for i, c := range b {
		pb.at[i] = -1
		if c == Empty {
			pb.at[i] = int32(len(pb.free))
			pb.free = append(pb.free, int32(i))
		}
	}
}

// set puts c (Empty or a stone) on the empty or occupied point p and
// keeps the list of empty points.
func (pb *policyBoard) set(p int32, c Color) {
	pb.b[p] = c
	switch k := pb.at[p]; {
	case c == Empty && k < 0:
		pb.at[p] = int32(len(pb.free))
		pb.free = append(pb.free, p)
	case c != Empty && k >= 0:
		last := pb.free[len(pb.free)-1]
		pb.free[k], pb.at[last] = last, k
		pb.free = pb.free[:len(pb.free)-1]
		pb.at[p] = -1
	}
}

// swapFree exchanges the empty points at indexes i and j of free.
func (pb *policyBoard) swapFree(i, j int) {
	a, b := pb.free[i], pb.free[j]
	pb.free[i], pb.free[j] = b, a
	pb.at[a], pb.at[b] = int32(j), int32(i)
}

// policyOwnership plays n playouts from board b (toMove to play) with the
// policy and returns, for each point, the fraction of playouts that ended
// with it Black's minus the fraction that ended with it White's.
func policyOwnership(size int, b []Color, toMove Color, n int, rng *rand.Rand) []float64 {
	N := size * size
	pb := &policyBoard{g: geometryOf(size), b: make([]Color, N), at: make([]int32, N),
		two: make([]uint32, N), three: make([]uint32, N)}
	pb.sc = newScratch(pb.g)
	own := make([]float64, N)
	for k := 0; k < n; k++ {
		pb.reset(b)
		pb.playout(rng, toMove, 3*N)
		for i, c := range pb.b {
			if c == Empty {
				c = pb.surrounder(int32(i))
			}
			switch c {
			case Black:
				own[i]++
			case White:
				own[i]--
			}
		}
	}
	for i := range own {
		own[i] /= float64(n)
	}
	return own
}

// surrounder returns the color of all the neighbours of the empty point
// i, or Empty.
func (pb *policyBoard) surrounder(i int32) Color {
	c := Empty
	for _, x := range pb.g.nb[i] {
		if x < 0 {
			break
		}
		if pb.b[x] == Empty || (c != Empty && pb.b[x] != c) {
			return Empty
		}
		c = pb.b[x]
	}
	return c
}

// ownEye reports whether the empty point p is an eye of c the policy
// keeps: all its neighbours are c's stones, or all but one empty point
// whose other neighbours are all c's stones (a two-point eye).
func (pb *policyBoard) ownEye(p int32, c Color) bool {
	other := int32(-1)
	for _, x := range pb.g.nb[p] {
		if x < 0 {
			break
		}
		switch pb.b[x] {
		case c:
		case Empty:
			if other >= 0 {
				return false
			}
			other = x
		default:
			return false
		}
	}
	if other < 0 {
		return true
	}
	for _, x := range pb.g.nb[other] {
		if x >= 0 && x != p && pb.b[x] != c {
			return false
		}
	}
	return true
}

// playout plays the policy until both sides pass or max moves.
func (pb *policyBoard) playout(rng *rand.Rand, c Color, max int) {
	if c != Black && c != White {
		c = Black
	}
	passes := 0
	for k := 0; k < max && passes < 2; k++ {
		if pb.move(rng, c) {
			passes = 0
		} else {
			passes++
			pb.ko, pb.last = -1, -1
		}
		c = c.Opponent()
	}
}

// move plays a move of c the policy chooses and reports whether there was
// one: an answer to the last move, or else a random move.
func (pb *policyBoard) move(rng *rand.Rand, c Color) bool {
	pb.gen++
	if pb.last >= 0 {
		pb.answers(c)
		for len(pb.cand) > 0 {
			k := rng.IntN(len(pb.cand))
			p := pb.cand[k]
			pb.cand[k] = pb.cand[len(pb.cand)-1]
			pb.cand = pb.cand[:len(pb.cand)-1]
			if p != pb.ko && pb.b[p] == Empty && pb.try(p, c, false) {
				return true
			}
		}
	}
	// Draw the empty points without replacement: those refused are
	// moved behind the first m.
	throwIn := rng.IntN(2) == 0
	for m := len(pb.free); m > 0; m-- {
		k := rng.IntN(m)
		p := pb.free[k]
		if p != pb.ko && !pb.ownEye(p, c) && pb.try(p, c, throwIn) {
			return true
		}
		pb.swapFree(k, m-1)
	}
	return false
}

// answers lists in pb.cand the answers of c to the last move: the
// liberty of each enemy chain in atari on the last move or next to it,
// and for each chain of c in atari next to the last move, its liberty
// and the liberties of the enemy chains in atari next to it.
func (pb *policyBoard) answers(c Color) {
	b, sc, nb := pb.b, pb.sc, pb.g.nb
	pb.cand = pb.cand[:0]
	near := append([]int32{pb.last}, nb[pb.last][:]...)
	for _, x := range near {
		if x < 0 || b[x] == Empty {
			continue
		}
		if sc.libs(b, x, 2) != 1 {
			continue
		}
		lib, chain := pb.liberty(), sc.chain
		if b[x] == c.Opponent() {
			pb.cand = append(pb.cand, lib)
			continue
		}
		pb.cand = append(pb.cand, lib)
		// Capturing a neighbour in atari saves the chain too.
		stones := append([]int32(nil), chain...)
		for _, q := range stones {
			for _, y := range nb[q] {
				if y >= 0 && b[y] == c.Opponent() && sc.libs(b, y, 2) == 1 {
					pb.cand = append(pb.cand, pb.liberty())
				}
			}
		}
	}
}

// liberty returns a liberty of the chain in pb.sc.chain.
func (pb *policyBoard) liberty() int32 {
	for _, q := range pb.sc.chain {
		for _, y := range pb.g.nb[q] {
			if y >= 0 && pb.b[y] == Empty {
				return y
			}
		}
	}
	return -1
}

// try plays c at p if it is legal and captures something or leaves the
// mover's chain two liberties or more; with throwIn a single stone may
// be played in atari.
func (pb *policyBoard) try(p int32, c Color, throwIn bool) bool {
	b, sc := pb.b, pb.sc
	// First what the neighbours tell, with the marks of earlier tries:
	// most tries at the end of a playout are suicides or fill an eye.
	capture, empty, own, safe := false, 0, false, false
	for _, x := range pb.g.nb[p] {
		if x < 0 {
			break
		}
		switch b[x] {
		case Empty:
			empty++
		case c.Opponent():
			if !capture && pb.two[x] != pb.gen {
				if sc.libs(b, x, 2) >= 2 {
					pb.stamp(pb.two)
				} else {
					capture = true
				}
			}
		default:
			own = true
			if !safe && pb.three[x] != pb.gen {
				if sc.libs(b, x, 3) >= 3 {
					pb.stamp(pb.three)
					safe = true
				}
			} else if pb.three[x] == pb.gen {
				safe = true
			}
		}
	}
	if !capture && empty == 0 && !own {
		return false // suicide
	}
	if !capture && (empty >= 2 || safe) {
		// Legal, captures nothing, and keeps two liberties.
		pb.set(p, c)
		pb.ko, pb.last = -1, p
		return true
	}
	pb.set(p, c)
	captured := pb.captured[:0]
	for _, x := range pb.g.nb[p] {
		if x >= 0 && b[x] == c.Opponent() && sc.libs(b, x, 1) == 0 {
			captured = append(captured, sc.chain...)
			for _, q := range sc.chain {
				pb.set(q, Empty)
			}
		}
	}
	pb.captured = captured
	libs := 0
	for _, x := range pb.g.nb[p] {
		if x >= 0 && b[x] == Empty {
			libs++
		}
	}
	if libs < 2 || len(captured) > 0 {
		libs = sc.libs(b, p, 2)
	}
	ok := libs > 0 && (len(captured) > 0 || libs >= 2 || (libs == 1 && throwIn && len(sc.chain) == 1))
	if !ok {
		for _, q := range captured {
			pb.set(q, c.Opponent())
		}
		pb.set(p, Empty)
		return false
	}
	pb.ko, pb.last = -1, p
	if len(captured) == 1 && len(sc.chain) == 1 && libs == 1 {
		pb.ko = captured[0]
	}
	return true
}

package livingstones

import "math/rand/v2"

// This file is the playout policy of ProposeSettlement: random moves that
// keep what a player keeps at the end of a game (its one-point eyes, and
// no self-atari that captures nothing), so that groups in seki and groups
// of weak shape that live survive the playouts.

// policyBoard is a board for those playouts.
type policyBoard struct {
	g    *geometry
	sc   *scratch
	b    []Color
	ko   int32
	free []int32
}

// policyOwnership plays n playouts from the board of f with the policy and
// returns, for each point, the fraction of playouts that ended with it
// Black's minus the fraction that ended with it White's.
func policyOwnership(f *Final, n int, rng *rand.Rand) []float64 {
	N := f.Size * f.Size
	pb := &policyBoard{g: geometryOf(f.Size), b: make([]Color, N)}
	pb.sc = newScratch(pb.g)
	own := make([]float64, N)
	for k := 0; k < n; k++ {
		copy(pb.b, f.Board)
		pb.ko = -1
		pb.playout(rng, f.ToMove, 3*N)
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
			pb.ko = -1
		}
		c = c.Opponent()
	}
}

// move plays a random move of c the policy allows and reports whether
// there was one.
func (pb *policyBoard) move(rng *rand.Rand, c Color) bool {
	pb.free = pb.free[:0]
	for i, x := range pb.b {
		if x == Empty {
			pb.free = append(pb.free, int32(i))
		}
	}
	for len(pb.free) > 0 {
		k := rng.IntN(len(pb.free))
		p := pb.free[k]
		pb.free[k] = pb.free[len(pb.free)-1]
		pb.free = pb.free[:len(pb.free)-1]
		if p != pb.ko && pb.surrounder(p) != c && pb.try(p, c) {
			return true
		}
	}
	return false
}

// try plays c at p if it is legal and no self-atari that captures
// nothing.
func (pb *policyBoard) try(p int32, c Color) bool {
	b, sc := pb.b, pb.sc
	b[p] = c
	var captured []int32
	for _, x := range pb.g.nb[p] {
		if x >= 0 && b[x] == c.Opponent() && sc.libs(b, x, 1) == 0 {
			captured = append(captured, sc.chain...)
			for _, q := range sc.chain {
				b[q] = Empty
			}
		}
	}
	libs := sc.libs(b, p, 2)
	if libs == 0 || (libs < 2 && len(captured) == 0) {
		for _, q := range captured {
			b[q] = c.Opponent()
		}
		b[p] = Empty
		return false
	}
	pb.ko = -1
	if len(captured) == 1 && len(sc.chain) == 1 && libs == 1 {
		pb.ko = captured[0]
	}
	return true
}

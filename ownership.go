package livingstones

import "math/rand/v2"

// Ownership estimates who will own each point of p by n random playouts
// to the natural end (Game.Playout; a paused game is resumed for them).
// For each point it returns the fraction of playouts that ended with the
// point Black's (a Black stone, or an empty point whose neighbours are
// Black stones) minus the fraction that ended with it White's: a number
// in [-1, 1], index Y*Size+X. It is an estimate for bots and for proposing
// dead stones (see the GTP engine's final_status_list), never part of the
// rules; the result depends only on p, n and rng's state. With n ≤ 0 or
// a nil rng there is no playout and every point is 0.
func Ownership(p Position, n int, rng *rand.Rand) []float64 {
	size := p.Size()
	own := make([]float64, size*size)
	if n <= 0 || rng == nil {
		return own
	}
	if p.Phase() == Paused {
		p, _ = p.Resume()
	}
	// p's history is replayed once; each playout starts from a copy.
	start, g := NewGame(p), &Game{}
	for k := 0; k < n; k++ {
		g.CopyFrom(start)
		g.Playout(rng, 0)
		g.b.addOwnership(own)
	}
	for i := range own {
		own[i] /= float64(n)
	}
	return own
}

// surrounder returns the color whose stones are all the neighbours of the
// empty point i, or Empty.
func (b *board) surrounder(i int) Color {
	c := Empty
	s := b.stride
	for _, q := range [4]int{i - 1, i + 1, i - s, i + s} {
		switch col := b.colors[q]; {
		case col == wall:
		case col == Empty || (c != Empty && col != c):
			return Empty
		default:
			c = col
		}
	}
	return c
}

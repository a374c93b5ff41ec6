package livingstones

import "math/rand/v2"

// Ownership estimates who will own each point by n random playouts from
// the game as it stands (a paused game is resumed for them), as the
// function Ownership does for a Position: for each point, index Y*Size+X,
// the fraction of playouts that ended with it Black's minus the fraction
// that ended with it White's. The Game is left exactly as it was: each
// playout is undone. For a Game made from p, the result is the same as
// Ownership(p, n, rng) with rng in the same state. A nil rng means the
// Game's own generator (see Playout).
func (g *Game) Ownership(n int, rng *rand.Rand) []float64 {
	g.ready()
	size := g.cfg.size
	own := make([]float64, size*size)
	if n <= 0 {
		return own
	}
	rng = g.generator(rng)
	saved := g.f
	start := g.f.turn
	if g.f.phase == Paused {
		g.resume()
	}
	resumed := g.f
	// Undo gives back the stones, but not the order of the empty-point
	// list (which the playouts draw from) nor of the chains' lists: each
	// playout starts from an exact copy of the board, as a fresh copy of
	// the position would. The copy is made with no point parked (see
	// game_parked.go): it has every empty point in its list.
	g.unparkAll()
	board := g.b.clone()
	b := &g.b
	for k := 0; k < n; k++ {
		g.Playout(rng, 0)
		b.addOwnership(own)
		g.UndoTo(start)
		g.f = resumed
		b.copyFrom(board)
	}
	g.f = saved
	for i := range own {
		own[i] /= float64(n)
	}
	return own
}

// addOwnership adds 1 to own[Y*Size+X] for each point that is Black's (a
// Black stone, or an empty point whose neighbours are Black stones) and
// subtracts 1 for each that is White's.
func (b *board) addOwnership(own []float64) {
	size := b.size
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			i := b.index(x, y)
			c := b.colors[i]
			if c == Empty {
				c = b.surrounder(i)
			}
			switch c {
			case Black:
				own[y*size+x]++
			case White:
				own[y*size+x]--
			}
		}
	}
}

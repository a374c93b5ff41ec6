package livingstones

// Unconditional is Benson's unconditional life (pass-alive chains and
// regions) of a board: the chains that no sequence of the opponent's moves
// can capture even if their owner always passes, and the regions they
// enclose that are small enough (every empty point a liberty of an
// enclosing chain) that nothing of the opponent can live there.
//
// It decides life and death only where it is decidable without search, so
// it can propose a settlement (ProposeSettlement), for example at the end
// of a playout. It never replaces the players' agreement.
type Unconditional struct {
	size  int
	alive []bool  // stones of pass-alive chains
	owner []Color // points of pass-alive regions: the side that owns them
}

// Alive reports whether the stone at p belongs to a pass-alive chain.
func (u *Unconditional) Alive(p Point) bool {
	return u != nil && p.On(u.size) && u.alive[p.Y*u.size+p.X]
}

// Territory returns the side whose pass-alive chains enclose p in a
// region vital to them (stones of the other side there are dead), or
// Empty.
func (u *Unconditional) Territory(p Point) Color {
	if u == nil || !p.On(u.size) {
		return Empty
	}
	return u.owner[p.Y*u.size+p.X]
}

// Benson finds the pass-alive chains and regions of both sides on the
// board of f (Benson 1976). For each side, with X its chains and R the
// regions of points not its stones:
//
//  1. A region is vital to a chain that borders it when every empty point
//     of the region is a liberty of the chain.
//  2. Repeatedly, a chain with fewer than two vital regions in R leaves X,
//     and a region bordered by a chain not in X leaves R.
//  3. The chains left in X are pass-alive; the regions left in R vital to
//     one of them are the side's pass-alive territory.
func Benson(f *Final) (*Unconditional, error) {
	if err := checkFinal(f); err != nil {
		return nil, err
	}
	n := f.Size
	u := &Unconditional{size: n, alive: make([]bool, n*n), owner: make([]Color, n*n)}
	g := geometryOf(n)
	var cs chainSet
	cs.label(f.Board, newScratch(g))
	for _, c := range []Color{Black, White} {
		benson(f.Board, g, &cs, c, u)
	}
	return u, nil
}

// benson marks in u the pass-alive chains of c and the regions they own,
// with the chains of b labelled in cs.
func benson(b []Color, g *geometry, cs *chainSet, c Color, u *Unconditional) {
	regs := bensonRegions(b, g, cs, c)
	inX, inR := bensonReduce(regs, cs, c)
	for i, ch := range cs.of {
		if ch >= 0 && inX[ch] {
			u.alive[i] = true
		}
	}
	for ri, r := range regs {
		if !inR[ri] || len(r.border) == 0 {
			continue
		}
		for _, ch := range r.vital {
			if inX[ch] {
				for _, q := range r.pts {
					u.owner[q] = c
				}
				break
			}
		}
	}
}

// A bensonRegion is a region of points not c's stones (step 1 of Benson),
// with the chains of c that border it and those it is vital to.
type bensonRegion struct {
	pts    []int32
	border []int32 // bordering chains
	vital  []int32 // chains it is vital to
}

// bensonRegions finds the regions of the points of b that are not c's
// stones, and for each the chains of c it borders and is vital to.
func bensonRegions(b []Color, g *geometry, cs *chainSet, c Color) []bensonRegion {
	regionOf := make([]int32, len(b))
	fill(regionOf, -1)
	var regs []bensonRegion
	for i := int32(0); i < int32(len(b)); i++ {
		if b[i] == c || regionOf[i] >= 0 {
			continue
		}
		id := int32(len(regs))
		r := bensonRegion{}
		regionOf[i] = id
		stack := []int32{i}
		seen := map[int32]bool{}
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r.pts = append(r.pts, q)
			for _, x := range g.nb[q] {
				if x < 0 {
					break
				}
				if b[x] == c {
					if ch := cs.of[x]; !seen[ch] {
						seen[ch] = true
						r.border = append(r.border, ch)
					}
				} else if regionOf[x] < 0 {
					regionOf[x] = id
					stack = append(stack, x)
				}
			}
		}
		for _, ch := range r.border {
			if vitalTo(b, g, cs, r.pts, ch) {
				r.vital = append(r.vital, ch)
			}
		}
		regs = append(regs, r)
	}
	return regs
}

// vitalTo reports whether every empty point of the region pts is a
// liberty of chain ch.
func vitalTo(b []Color, g *geometry, cs *chainSet, pts []int32, ch int32) bool {
	for _, q := range pts {
		if b[q] != Empty {
			continue
		}
		lib := false
		for _, x := range g.nb[q] {
			if x >= 0 && cs.of[x] == ch {
				lib = true
				break
			}
		}
		if !lib {
			return false
		}
	}
	return true
}

// bensonReduce runs step 2 of Benson to its fixed point. It returns which
// chains are left in X (only chains of c start there) and which regions
// are left in R.
func bensonReduce(regs []bensonRegion, cs *chainSet, c Color) (inX, inR []bool) {
	inX = make([]bool, len(cs.color))
	for ch, col := range cs.color {
		inX[ch] = col == c
	}
	inR = make([]bool, len(regs))
	fill(inR, true)
	count := make([]int, len(inX))
	for changed := true; changed; {
		changed = false
		fill(count, 0)
		for ri, r := range regs {
			if inR[ri] {
				for _, ch := range r.vital {
					count[ch]++
				}
			}
		}
		for ch := range inX {
			if inX[ch] && count[ch] < 2 {
				inX[ch] = false
				changed = true
			}
		}
		for ri, r := range regs {
			if !inR[ri] {
				continue
			}
			for _, ch := range r.border {
				if !inX[ch] {
					inR[ri] = false
					changed = true
					break
				}
			}
		}
	}
	return inX, inR
}

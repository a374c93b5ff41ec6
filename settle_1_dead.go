package livingstones

import "slices"

// This file takes the dead stones off the stopped game (doc.go, "Settling
// and eyes", step 1; Analyze, step 1): removeDead, with partialChain for a
// settlement that names part of a chain. A dead chain not in the
// opponent's area is captured where it stands by findRegions
// (settle_3a_regions.go).

// deadStones are the stones of the stopped game that are off the settled
// position: those the settlement names (removeDead, step 1) and those a
// retaken ko captures (takeKo, step 2). Steps 3 and 4 take them
// (findRegions, shortChains); Analysis.dead lists them as Points.
type deadStones struct {
	at  []bool  // whether the stone at each point is dead
	pts []int32 // the dead stones, in board order
}

// removeDead takes the dead stones off (step 1) and returns them, listed
// in board order (and in a.dead), sorted from the settlement.
func (st *settler) removeDead(s Settlement) (deadStones, error) {
	f, n, a := st.f, st.n, st.a
	d := deadStones{at: st.isDead, pts: st.deadPts[:0]}
	for _, p := range s.Dead {
		i, ok := st.index(p)
		if !ok {
			return d, &CountError{Err: ErrBadSettlement, Points: []Point{p}, Detail: "dead point off the board", Fix: FixDead}
		}
		if f.Board[i] == Empty {
			return d, &CountError{Err: ErrNotAStone, Points: []Point{p}, Fix: FixDead}
		}
		if !d.at[i] {
			d.at[i] = true
			d.pts = append(d.pts, i)
		}
	}
	st.deadPts = d.pts
	if len(s.Dead) == 0 {
		return d, nil
	}
	if err := st.partialChain(s, d.at); err != nil {
		return d, err
	}
	dead := d.pts
	slices.Sort(dead)
	a.dead = slices.Grow(a.dead[:0], len(dead))
	for _, i := range dead {
		st.settled[i] = Empty
		a.dead = append(a.dead, pointOf(i, n))
		a.deadOf[f.Board[i]]++
	}
	return d, nil
}

// partialChain reports the first dead stone (in board order) whose chain
// is not dead whole, and the stones of the chain left out. A chain is
// connected: it is dead whole when every dead stone's neighbours in its
// chain are dead (isDead), which it checks first.
func (st *settler) partialChain(s Settlement, isDead []bool) error {
	f, n, cs := st.f, st.n, &st.chains
	whole := true
	for _, p := range s.Dead {
		i := int32(p.Y*n + p.X)
		for _, x := range st.g.nb[i] {
			if x >= 0 && cs.of[x] == cs.of[i] && !isDead[x] {
				whole = false
			}
		}
	}
	if whole {
		return nil
	}
	// Count the stones and the dead stones of each chain.
	size := resize(st.counts, 2*len(cs.color))
	st.counts = size
	size, dead := size[:len(cs.color)], size[len(cs.color):]
	for i, k := range cs.of {
		if k >= 0 {
			size[k]++
			if isDead[i] {
				dead[k]++
			}
		}
	}
	for i, k := range cs.of {
		if k < 0 || !isDead[i] || dead[k] == size[k] {
			continue
		}
		var missing []int32
		for q, kq := range cs.of {
			if kq == k && !isDead[q] {
				missing = append(missing, int32(q))
			}
		}
		e := countErr(ErrPartialChain, f.Board[i], missing, n,
			"the chain of %s is dead but these stones are not", pointOf(int32(i), n))
		e.Fix = FixDead
		return e
	}
	return nil
}

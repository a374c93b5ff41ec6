package livingstones

import "slices"

// This file takes the dead stones off the stopped game (doc.go, "Settling
// and eyes", step 1; Analyze, step 1): removeDead, with partialChain for a
// settlement that names part of a chain; and, once a retaken ko
// (settle_2_ko.go) has added its captures, readDead reads off them what the
// later steps need of the settled position. Past readDead only findRegions
// follows the dead stones: a dead chain not in the opponent's area is
// captured where it stands (settle_3a_regions.go).

// deadStones are the stones of the stopped game that are off the settled
// position: those the settlement names (removeDead, step 1) and those a
// retaken ko captures (takeKo, step 2). readDead reads them for the later
// steps, and findRegions for where they stand; Analysis.dead lists them as
// Points.
type deadStones struct {
	at  []bool  // whether the stone at each point is dead
	pts []int32 // the dead stones, in board order
}

// removeDead takes the dead stones off (step 1) and returns them, listed
// in board order (and in a.dead), sorted from the settlement.
func (st *settler) removeDead(s Settlement) (deadStones, error) {
	f, n, a := st.f, st.n, st.a
	st.isDead = resize(st.isDead, n*n)
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

// gainedLibs are the liberties the stopped game's chains gain on the
// settled position, where the dead stones stood (readDead): for chain k,
// the number of dead points next to it (counted up to three) at 3k and the
// first two at 3k+1 and 3k+2. shortChains reads a live chain's liberties
// on the settled position as its liberties in the stopped game and these.
type gainedLibs []int32

// readDead ends steps 1 and 2: with the dead stones final (removeDead,
// takeKo) and off the settled position, it reads off them, in one pass,
// all that the later steps need, so that no step after it but findRegions
// follows them. Each dead stone's point is one of the settled position's
// empty points (st.emptyLanes, laneMasks: where no held ko was retaken,
// the stopped game's, read by countLibs, with the dead stones' points set;
// else read anew); where startAs joined the stopped game's points (lab),
// it is joined, in st.sc.uf, to the empty points next to it, so that the
// joined points are the settled position's regions (regionKeys,
// tallyJoined: a dead chain is dead whole, partialChain, so the live chains
// stay as they were); and it is a liberty gained by each chain next to it,
// which it returns.
func (st *settler) readDead(lab labelled, dead deadStones) gainedLibs {
	cs, nb, settled, uf := &st.chains, st.g.nb, st.settled, st.sc.uf
	known, joined := lab.how != startChains, lab.how == startJoined
	var lanes []uint64
	if known {
		lanes = grow(st.emptyLanes, len(cs.lanes))
		copy(lanes, cs.lanes)
	} else {
		lanes = laneMasks(settled[:st.n*st.n], st.emptyLanes, false)
	}
	st.emptyLanes = lanes
	gained := resize(st.gained, 3*len(cs.color))
	st.gained = gained
	for _, d := range dead.pts {
		if known {
			lanes[d>>3] |= 1 << (8 * (d & 7))
		}
		// Each chain next to d once.
		var seen [4]int32
		ns := 0
		for _, x := range nb[d] {
			if x < 0 {
				break
			}
			if settled[x] == Empty {
				if joined {
					join(uf, d, x)
				}
				continue
			}
			k := cs.of[x]
			if slices.Contains(seen[:ns], k) {
				continue
			}
			seen[ns], ns = k, ns+1
			if m := gained[3*k]; m < 3 {
				if m < 2 {
					gained[3*k+1+m] = d
				}
				gained[3*k] = m + 1
			}
		}
	}
	return gained
}

package livingstones

import "slices"

// This file reads the settlement's ko and neutral points and retakes a
// held ko (doc.go, "Settling and eyes", step 2; Analyze, step 2):
// readPoints, takeKo.

// readPoints reads the ko points and the explicit neutral points.
func (st *settler) readPoints(s Settlement) error {
	f, a := st.f, st.a
	st.named = len(s.Ko)+len(s.Neutral) > 0
	for _, k := range s.Ko {
		i, ok := st.index(k.Point)
		if !ok || (k.Holder != Black && k.Holder != White) || st.koHolder[i] != Empty {
			return &CountError{Err: ErrBadSettlement, Points: []Point{k.Point}, Color: k.Holder,
				Detail: "ko point off the board, named twice, or held by nobody", Fix: FixKo}
		}
		if f.Board[i] != Empty {
			return &CountError{Err: ErrNotEmpty, Points: []Point{k.Point}, Detail: "ko point", Fix: FixKo}
		}
		st.koHolder[i] = k.Holder
	}
	for _, np := range s.Neutral {
		i, ok := st.index(np.Point)
		bad := !ok || st.explicit[i] != 0 || st.koHolder[i] != Empty
		switch np.Kind {
		case KindSharedEye, KindDame:
		case KindRoad:
			bad = bad || (np.Owner != Black && np.Owner != White)
		default:
			bad = true
		}
		if bad {
			return &CountError{Err: ErrBadSettlement, Points: []Point{np.Point},
				Detail: "neutral point off the board, named twice, also a ko point, or of a bad kind"}
		}
		if f.Board[i] != Empty {
			return &CountError{Err: ErrNotEmpty, Points: []Point{np.Point}, Detail: "neutral point", Fix: FixNeutral}
		}
		st.explicit[i] = np.Kind
		if np.Kind == KindRoad {
			st.explicitSide[i] = np.Owner
		}
	}
	if len(s.Ko) > 0 {
		a.ko = slices.Grow(a.ko[:0], len(s.Ko))
		for i, h := range st.koHolder {
			if h != Empty {
				a.ko = append(a.ko, KoPoint{pointOf(int32(i), st.n), h})
			}
		}
	}
	return nil
}

// takeKo resolves the held kos the other side took last: when the
// holder's stone on the ko point would capture stones of the other side
// (their one liberty is the ko point), the holder retakes and connects, as
// the source says of a ko held without connecting (一方劫材有利时不粘劫而
// 持有的打劫处的那个空点是该方的路点): the captured stones are dead, and
// their points, like the ko point, are the holder's. It returns d with
// them.
func (st *settler) takeKo(d deadStones) deadStones {
	a, sc, b := st.a, &st.sc, st.settled
	for k, h := range st.koHolder {
		if h == Empty {
			continue
		}
		b[k] = h
		for _, x := range st.g.nb[k] {
			if x < 0 || b[x] != h.Opponent() || sc.libs(b, x, 1) > 0 {
				continue
			}
			for _, q := range sc.chain {
				if !d.at[q] {
					d.at[q] = true
					a.deadOf[h.Opponent()]++
				}
			}
		}
		b[k] = Empty
	}
	changed := false
	for i, dead := range d.at {
		if dead && b[i] != Empty {
			b[i], changed = Empty, true
		}
	}
	if changed {
		d.pts, a.dead = d.pts[:0], a.dead[:0]
		for i, dead := range d.at {
			if dead {
				d.pts = append(d.pts, int32(i))
				a.dead = append(a.dead, pointOf(int32(i), st.n))
			}
		}
		st.deadPts = d.pts
	}
	return d
}

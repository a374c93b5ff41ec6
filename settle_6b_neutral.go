package livingstones

import "slices"

// This file decides the neutral points of a settled position (doc.go,
// "Settling and eyes"; Analyze, step 6, settleNeutral): the empty points bordered by
// both colors become roads of one side, dame or shared eyes, by a
// definition that looks at the position only, never at the order of the
// points, so that the count is the same however the board is turned.

// dameMark stands on a dame in the board the settler classifies on: it is
// neither a liberty nor a stone of either side, for a dame will be filled
// by one side or the other, and the count must not depend on which.
const dameMark Color = 3

// settleNeutral decides the neutral points not classified explicitly, in
// rounds, each looking at all the open points at once:
//
//  1. A point only one side may fill harmlessly (see scratch.harmless,
//     with dame neither liberties nor stones) is that side's road: a point
//     it must fill to stay connected or alive, or one the other side
//     cannot enter. All such points are filled together and the round
//     starts again.
//  2. Otherwise the points both sides may fill are dame: those that both
//     may still fill when all of them are dame become dame together (if
//     none does, the one with the fewest open neighbours), and the round
//     starts again.
//  3. Otherwise the points left are shared eyes (公气) when they touch
//     stones of both sides and no stone of an independent group (a shared
//     liberty of a seki), and dame when not.
func (st *settler) settleNeutral() {
	if st.allInAreas() {
		return
	}
	a, sc, ideal := st.a, &st.sc, st.ideal
	open := st.openPoints()
	side := resize(st.side, len(open))
	for len(open) > 0 {
		side = side[:len(open)]
		roads, both := false, false
		for k, p := range open {
			var s uint8
			if sc.harmless(ideal, p, Black) {
				s |= colorBit(Black)
			}
			if sc.harmless(ideal, p, White) {
				s |= colorBit(White)
			}
			side[k] = s
			roads = roads || s == colorBit(Black) || s == colorBit(White)
			both = both || s == bothBits
		}
		switch {
		case roads:
			for k, p := range open {
				if c := sideOf(side[k]); c != Empty {
					ideal[p] = c
					a.kind[p], a.owner[p] = KindRoad, c
				}
			}
		case both:
			st.markDame(open, side)
		}
		if !roads && !both {
			break
		}
		open = slices.DeleteFunc(open, func(p int32) bool { return ideal[p] != Empty })
	}
	for _, p := range open {
		var touch uint8
		indep := false
		for _, x := range st.g.nb[p] {
			if x >= 0 && (ideal[x] == Black || ideal[x] == White) {
				touch |= colorBit(ideal[x])
				indep = indep || st.indepChain(x)
			}
		}
		if touch == bothBits && !indep {
			a.kind[p] = KindSharedEye
		} else {
			a.kind[p], ideal[p] = KindDame, dameMark
		}
	}
	st.open, st.side = open[:0], side[:0]
}

// openPoints returns the points settleNeutral decides, in board order:
// those empty in the ideal final position that nothing classified, among
// the empty points of the settled position.
func (st *settler) openPoints() []int32 {
	kind, ideal := st.a.kind, st.ideal
	open := st.open[:0]
	for _, p := range st.empties {
		if kind[p] == 0 && ideal[p] == Empty {
			open = append(open, p)
		}
	}
	slices.Sort(open)
	return open
}

// sideOf returns the one side of a set of color bits, or Empty.
func sideOf(s uint8) Color {
	switch s {
	case colorBit(Black):
		return Black
	case colorBit(White):
		return White
	}
	return Empty
}

// markDame makes dame of the open points both sides may fill (side[k] ==
// bothBits): those both sides may still fill with all of them dame, or
// else the one with the fewest open neighbours, the first in board order
// among equals: the order of the canonical form (settle_9_forms.go), so that the
// choice does not depend on how the board is turned (settleNeutral, rule 2).
func (st *settler) markDame(open []int32, side []uint8) {
	a, sc, ideal := st.a, &st.sc, st.ideal
	for k, p := range open {
		if side[k] == bothBits {
			ideal[p] = dameMark
		}
	}
	sure := false
	for k, p := range open {
		if side[k] != bothBits {
			continue
		}
		ideal[p] = Empty
		ok := sc.harmless(ideal, p, Black) && sc.harmless(ideal, p, White)
		ideal[p] = dameMark
		if !ok {
			side[k] = 0
		} else {
			sure = true
		}
	}
	best, bestOpen := -1, 5
	for k, p := range open {
		if ideal[p] != dameMark {
			continue
		}
		if side[k] == bothBits {
			a.kind[p] = KindDame
			continue
		}
		ideal[p] = Empty
		if sure {
			continue
		}
		n := 0
		for _, x := range st.g.nb[p] {
			if x >= 0 && a.kind[x] == 0 && (ideal[x] == Empty || ideal[x] == dameMark) {
				n++
			}
		}
		if n < bestOpen {
			best, bestOpen = k, n
		}
	}
	if !sure && best >= 0 {
		a.kind[open[best]], ideal[open[best]] = KindDame, dameMark
	}
}

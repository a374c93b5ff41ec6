package livingstones

// This file finds the dame a side must answer (doc.go, "Settling and
// eyes", step 4; Analyze, step 4): shortChains, on the liberties of the
// stopped game's chains and those they gain where the dead stones stood
// (gainedLibs, settle_1_dead.go).

// shortChains finds the dame a side must answer (有紧气手段的单官): a chain
// of the settled position with two liberties, one of them a neutral point
// the other side can enter safely (its stone there capturing nothing and
// keeping two liberties), must fill the other when the other side plays
// there (when, with both filled, it keeps two liberties). Both liberties
// are filled in turn during the dame phase, one by
// each side: they are dame, half a stone each, even a liberty that lies in
// the chain's own area (it is no basic eye). The chain's side fills them in
// the ideal final position, as it must to stay connected; a point two such
// chains of both sides need is a dame nobody fills. It sets st.pair on
// them (the side, or dameMark); it needs the regions and the liberties
// the chains gained where the dead stones stood (readDead).
func (st *settler) shortChains(gained gainedLibs) {
	settled, cs := st.settled, &st.chains
	st.pair = resize(st.pair, len(settled))
	st.entered = resize(st.entered, len(settled))
	neutral := func(q int32) bool {
		return st.koHolder[q] == Empty && st.explicit[q] == 0 && st.regions[st.regionOf[q]].border == bothBits
	}
	// The chains of the settled position are those of the stopped game
	// but the dead (whole chains, off the settled position); removing the
	// dead only adds liberties: the dead points next to them (gained).
	extra := gained
	for k, i := range cs.first {
		nl := int32(cs.nlib[k])
		if nl > 2 || settled[i] == Empty || nl+extra[3*k] != 2 {
			continue
		}
		// Its nl liberties, then the dead points next to it.
		libs := cs.lib[k]
		switch nl {
		case 0:
			libs = [2]int32{extra[3*k+1], extra[3*k+2]}
		case 1:
			libs[1] = extra[3*k+1]
		}
		c := cs.color[k]
		enter, nenter := int32(-1), 0
		for _, q := range libs {
			if neutral(q) && st.safe(q, c.Opponent()) {
				enter, nenter = q, nenter+1
			}
		}
		if nenter == 0 || !st.livesFilled(i, libs, c) {
			continue
		}
		if nenter == 1 {
			// The other side plays there, and the chain answers on the
			// other liberty: in the ideal final position each stands.
			if st.entered[enter] == Empty || st.entered[enter] == c.Opponent() {
				st.entered[enter] = c.Opponent()
			} else {
				st.entered[enter] = dameMark
			}
		}
		for _, q := range libs {
			if b := st.regions[st.regionOf[q]].border; neutral(q) ||
				(b == colorBit(c) && st.koHolder[q] == Empty) {
				if st.pair[q] == Empty || st.pair[q] == c {
					st.pair[q] = c
				} else {
					st.pair[q] = dameMark
				}
			}
		}
	}
}

// livesFilled reports whether the chain of c at i, with both its
// liberties filled, keeps two liberties outside the other side's area
// (which the other side fills): a chain that does not is no chain that
// answers a dame, but one the other side captures.
func (st *settler) livesFilled(i int32, libs [2]int32, c Color) bool {
	b, sc := st.settled, &st.sc
	b[libs[0]], b[libs[1]] = c, c
	defer func() { b[libs[0]], b[libs[1]] = Empty, Empty }()
	sc.libs(b, i, len(b))
	// Count the liberties outside the other side's area: those it fills.
	n, first := 0, int32(-1)
	for _, q := range sc.chain {
		for _, x := range st.g.nb[q] {
			if x < 0 || b[x] != Empty || x == first || st.regions[st.regionOf[x]].border == colorBit(c.Opponent()) {
				continue
			}
			if first < 0 {
				first, n = x, 1
			} else {
				return true
			}
		}
	}
	return n >= 2
}

// safe reports whether c may enter the empty point p of the settled
// position safely: the stone captures nothing and its chain keeps two
// liberties.
func (st *settler) safe(p int32, c Color) bool {
	b, sc := st.settled, &st.sc
	b[p] = c
	defer func() { b[p] = Empty }()
	for _, x := range st.g.nb[p] {
		if x >= 0 && b[x] == c.Opponent() && sc.libs(b, x, 1) == 0 {
			return false
		}
	}
	return sc.libs(b, p, 2) >= 2
}

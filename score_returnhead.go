package livingstones

// ReturnHead is the count "equal virtual stones, compare composite stones"
// (停虚比子法, art. 33), known as returning the heads (还棋头) in the Ming
// and Qing dynasties.
//
// An imaginary stone (虚子, virtual stone) is put on every basic eye and
// the imaginary stones are shared equally. A side with n more groups, that
// is 2n more basic eyes, returns n stones: at a boundary between the
// colors n of its stones are replaced by the other side's (the sources:
// f1 on 7×7; or and pr in the Lanke game). Counted by basic eyes rather
// than groups, so that seki is right, a side returns half the difference
// of own basic eyes (shared eyes are both sides'); half a return takes one
// stone off the boundary and leaves its point a dame. Then each side's
// composite stones (复子) are its board stones, its own empty points and
// half of the neutral points; the two add up to N², so one side only is
// counted and compared with its par (归本数): N²/2 shifted by half the
// komi. Composite stones minus the side's virtual stones (half of all
// basic eyes) are its living stones.
//
// Under the art version, the side that made more moves before the first
// pause first makes its type A negative moves.
type ReturnHead struct{}

// Name returns "return-head".
func (ReturnHead) Name() string { return "return-head" }

// Count returns the heads and counts Black's composite stones.
func (x ReturnHead) Count(a *Analysis, r Rules) (*Result, error) { return countNew(x, a, r) }

func (x ReturnHead) countInto(a *Analysis, r Rules, res *Result) error {
	m, err := startMaking(a, r, x.Name(), res)
	if err != nil {
		return err
	}
	if d := a.eyes[Black] - a.eyes[White]; d != 0 {
		side := Black
		if d < 0 {
			side, d = White, -d
		}
		m.giveAway(side, d)
		res.Side(side).Returned = Stones(d)
	}
	t := m.tally()
	nn := a.size * a.size
	// Count one side only: Black's stones and own empty points, and half
	// of every other empty point.
	black := Whole(t.stones[Black]+t.eyes[Black]+t.roads[Black]) + Stones(t.shared+t.dame+t.none)
	white := Whole(nn) - black
	res.Margin = black - white
	// Each side's virtual stones: half of all basic eyes (and half of the
	// points counting for nobody of a game that ended naturally).
	virtual := Stones(a.eyes[Black] + a.eyes[White] + a.shared + t.none)
	parB, parW := r.Par(a.size, res.KomiBy)
	for _, c := range [2]Color{Black, White} {
		s := res.Side(c)
		s.Board = t.stones[c]
		s.Roads = t.roads[c]
		s.Dame = Stones(t.dame)
		s.Par = parB
		s.Composite = black
		if c == White {
			s.Par, s.Composite = parW, white
		}
		s.Living = s.Composite - virtual
	}
	res.payDebts()
	res.Winner = r.Winner(res.Margin, res.KomiBy)
	return nil
}

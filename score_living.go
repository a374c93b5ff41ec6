package livingstones

// Living is the basic count, counting living stones (子路合计法, art. 28):
// "stones and roads are all stones, eyes are not stones" (子路皆子，眼位非子).
//
// It makes the ideal final position (两溢之棋, pre-Tang: "棋有停道及两溢者；
// 子多为胜"): every road is filled by its side, only the basic eyes (and
// shared eyes, and dame, half to each side) are left empty; then it counts
// the stones of each side on that board. Living stones are board stones
// plus roads plus half of each dame of the settled position, so this is the
// same as counting stones and roads without filling.
//
// Under the art version, the side that made more moves before the first
// pause first makes its type A negative moves.
type Living struct{}

// Name returns "living".
func (Living) Name() string { return "living" }

// Count fills every road and counts the stones on the board.
func (x Living) Count(a *Analysis, r Rules) (*Result, error) { return countNew(x, a, r) }

func (x Living) countInto(a *Analysis, r Rules, res *Result) error {
	m, err := startMaking(a, r, x.Name(), res)
	if err != nil {
		return err
	}
	t := m.tally()
	for _, c := range [2]Color{Black, White} {
		if err := m.fillRoads(c, t.roads[c]); err != nil {
			return err
		}
		res.Side(c).Filled = t.roads[c]
	}
	t = m.tally()
	// The dame left empty are shared: the stones on the board decide.
	res.Margin = Whole(t.stones[Black] - t.stones[White])
	res.finish(t)
	return nil
}

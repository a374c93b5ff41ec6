package livingstones

import "fmt"

// EqualStonesNarrow is the narrow count "equal stones, compare roads"
// (狭义停子比路法, art. 32), the Tang and Song way (唐宋数路之棋) that
// travelled to Japan.
//
// During play each side keeps its prisoners. At the end each side refills
// into its own roads its stones captured during play, its dead stones and
// the stones of its virtual moves. Its board stones are then its moves
// (real and virtual) plus its seated stones, equal when the move counts
// are; otherwise negative moves balance them (package doc, section
// Versions and komi): under the art
// version the side with more moves before the first pause makes type A
// negative moves first (giving stones), and any remaining difference is
// balanced by type B negative moves of the side with more stones (stones
// not refilled, or taken off its area, becoming roads: no margin changes).
// In the rare case that a side has more stones to refill than roads, the
// other side takes the same excess of its own stones off its area and both
// keep the excess off the board. Then the side with more roads wins by the
// difference.
//
// The count of type B negative moves is found from the board (the stones
// each side would have after refilling), so a Final whose tallies do not
// add up still counts right.
type EqualStonesNarrow struct{}

// Name returns "equal-stones-narrow".
func (EqualStonesNarrow) Name() string { return "equal-stones-narrow" }

// Count refills prisoners, dead stones and virtual stones, balances, and
// compares roads.
func (x EqualStonesNarrow) Count(a *Analysis, r Rules) (*Result, error) { return countNew(x, a, r) }

func (x EqualStonesNarrow) countInto(a *Analysis, r Rules, res *Result) error {
	m, err := startMaking(a, r, x.Name(), res)
	if err != nil {
		return err
	}
	f := &a.final
	t := m.tally()
	var want [3]int
	for _, c := range [2]Color{Black, White} {
		refill := f.Prisoners[c.Opponent()] + a.deadOf[c] + f.Virtual[c]
		res.Side(c).Refill = refill
		want[c] = t.stones[c] + refill
	}
	target := min(want[Black], want[White])
	for _, c := range [2]Color{Black, White} {
		res.Side(c).GaveB = want[c] - target
	}
	capacity := min(t.stones[Black]+t.roads[Black], t.stones[White]+t.roads[White])
	if capacity < 0 {
		return &CountError{Err: ErrCannotMake, Detail: fmt.Sprintf("equal-stones-narrow: capacity %d", capacity)}
	}
	if target > capacity {
		// The rare overflow: both keep the excess off the board.
		for _, c := range [2]Color{Black, White} {
			res.Side(c).KeptBack = target - capacity
		}
		target = capacity
	}
	if err := equalizeStones(m, res, t, target); err != nil {
		return err
	}
	t = m.tally()
	res.Board = target
	res.Margin = Whole(t.roads[Black] - t.roads[White])
	res.finish(t)
	return nil
}

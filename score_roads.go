package livingstones

import "fmt"

// EqualRoads is the count "equal roads, compare board stones" (停路比子法,
// art. 31), used before the Tang dynasty (先唐停道之棋: "棋有停道及两溢者；
// 子多为胜").
//
// It makes a position in which both sides have the same number of roads, by
// exchanging stones and roads inside each side's own area: a side with
// more roads fills the surplus (in board order), a side with fewer takes
// stones off its area to make roads. On that position the side with more
// board stones wins by the difference: "等路比子，局子多胜".
//
// Under the art version, the side that made more moves before the first
// pause first makes its type A negative moves.
type EqualRoads struct {
	// Roads is the number of roads each side keeps. Zero means the smaller
	// of the two sides' road counts, so that only one side fills and
	// nobody takes stones off. (Zero roads each is the ideal final
	// position: use Living.)
	Roads int
}

// Name returns "equal-roads".
func (EqualRoads) Name() string { return "equal-roads" }

// Count makes the roads equal and compares board stones.
func (e EqualRoads) Count(a *Analysis, r Rules) (*Result, error) { return countNew(e, a, r) }

func (e EqualRoads) countInto(a *Analysis, r Rules, res *Result) error {
	m, err := startMaking(a, r, e.Name(), res)
	if err != nil {
		return err
	}
	if e.Roads < 0 {
		return &CountError{Err: ErrCannotMake, Detail: fmt.Sprintf("equal-roads: %d roads", e.Roads)}
	}
	t := m.tally()
	target := e.Roads
	if target == 0 {
		target = min(t.roads[Black], t.roads[White])
	}
	for _, c := range [2]Color{Black, White} {
		if err := exchange(m, res, c, t.roads[c]-target); err != nil {
			return err
		}
	}
	t = m.tally()
	if t.roads[Black] != t.roads[White] {
		return &CountError{Err: ErrCannotMake, Detail: fmt.Sprintf("equal-roads: roads %d and %d", t.roads[Black], t.roads[White])}
	}
	res.Roads = target
	// Roads are equal and the dame are shared: the board stones decide.
	res.Margin = Whole(t.stones[Black] - t.stones[White])
	res.finish(t)
	return nil
}

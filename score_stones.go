package livingstones

import "fmt"

// EqualStones is the general count "equal stones, compare roads" (广义停子
// 比路法, art. 32), of the Tang and Song dynasties (唐宋停子之棋).
//
// Each side starts with a full bowl; prisoners need not be kept. After the
// dead stones are removed, each side keeps the same number of stones back
// in its bowl and fills all its other stones into its own roads, so that
// both sides have the same number of stones on the board (a side with more
// stones on the board than that takes the surplus off its area, making
// roads). On that position the side with more roads wins by the
// difference: "等子比路，路多为赢". Roads are counted without the basic eyes.
//
// Under the art version, the side that made more moves before the first
// pause first makes its type A negative moves.
type EqualStones struct {
	// Bowl is the number of stones in each full bowl, and Keep the number
	// each side keeps back: each side then has Bowl − Keep stones on the
	// board. The sources use bowls of 25 on 7×7 (keep 5) and of 180 on
	// 19×19 (keep 20). When both are zero, each side gets as many stones as
	// the side with more stones has (or as many as the roads allow) and Bowl
	// is the larger of Supply(N) and that. When only Bowl is zero it is
	// Supply(N).
	Bowl, Keep int
}

// Name returns "equal-stones".
func (EqualStones) Name() string { return "equal-stones" }

// Count makes the board stones equal and compares roads.
func (e EqualStones) Count(a *Analysis, r Rules) (*Result, error) { return countNew(e, a, r) }

func (e EqualStones) countInto(a *Analysis, r Rules, res *Result) error {
	m, err := startMaking(a, r, e.Name(), res)
	if err != nil {
		return err
	}
	t := m.tally()
	capacity := min(t.stones[Black]+t.roads[Black], t.stones[White]+t.roads[White])
	half := Supply(a.size)
	bowl, target := e.Bowl, 0
	if e.Bowl == 0 && e.Keep == 0 {
		target = min(max(t.stones[Black], t.stones[White]), capacity)
		bowl = max(half, target)
	} else {
		if bowl == 0 {
			bowl = half
		}
		target = bowl - e.Keep
		if e.Keep < 0 || target < 0 || target > capacity {
			return &CountError{Err: ErrCannotMake, Detail: fmt.Sprintf(
				"equal-stones: bowls of %d keeping %d leave %d stones on the board; the roads allow at most %d",
				bowl, e.Keep, target, capacity)}
		}
	}
	if err := equalizeStones(m, res, t, target); err != nil {
		return err
	}
	for _, c := range [2]Color{Black, White} {
		res.Side(c).KeptBack = bowl - target
	}
	t = m.tally()
	res.Board, res.Bowl = target, bowl
	res.Margin = Whole(t.roads[Black] - t.roads[White])
	res.finish(t)
	return nil
}

// exchange trades stones and roads inside c's own area: fill > 0 puts
// that many of c's stones on its roads, fill < 0 takes that many of its
// stones off to make roads.
func exchange(m *Made, res *Result, c Color, fill int) error {
	switch {
	case fill > 0:
		res.Side(c).Filled = fill
		return m.fillRoads(c, fill)
	case fill < 0:
		res.Side(c).TookOff = -fill
		return m.takeOff(c, -fill)
	}
	return nil
}

// equalizeStones fills roads or takes stones off so that each side has
// target stones on the board, and checks it.
func equalizeStones(m *Made, res *Result, t madeCount, target int) error {
	for _, c := range [2]Color{Black, White} {
		if err := exchange(m, res, c, target-t.stones[c]); err != nil {
			return err
		}
	}
	if t := m.tally(); t.stones[Black] != target || t.stones[White] != target {
		return &CountError{Err: ErrCannotMake, Detail: fmt.Sprintf("%s: board stones %d and %d, want %d",
			m.method, t.stones[Black], t.stones[White], target)}
	}
	return nil
}

// Supply returns the number of stones in each side's full bowl on an N×N
// board: 180 on 19×19, as the sources' sets hold (每副围棋应配备黑白棋子
// 各180颗; some sets hold 181), and ⌈N²/2⌉ on other sizes (25 on 7×7, as
// art. 32 says). ⌈N²/2⌉ on every size would give 181 on 19×19; the
// sources' 180 wins. For a size outside MinSize..MaxSize there is no
// bowl: Supply returns 0.
func Supply(n int) int {
	if n < MinSize || n > MaxSize {
		return 0
	}
	if n == 19 {
		return 180
	}
	return (n*n + 1) / 2
}

package livingstones

import "fmt"

// Mark is what a point of a made position shows: a stone (standing since
// play stopped, put on by the making, or given across the boundary), or an
// empty point with its meaning for counting.
type Mark uint8

// The marks. Diagrams print them as the legend of Made.ASCII says.
const (
	// MarkNone is an empty point that counts for nobody (a game that ended
	// naturally).
	MarkNone Mark = iota
	// MarkBlack and MarkWhite are stones standing since play stopped.
	MarkBlack
	MarkWhite
	// MarkBlackAdded and MarkWhiteAdded are stones the making put on the
	// side's own roads (filled roads, refilled prisoners and dead stones).
	MarkBlackAdded
	MarkWhiteAdded
	// MarkBlackGiven and MarkWhiteGiven are stones put on in place of a
	// stone of the other side at a boundary: a stone returned to this side
	// (还棋头) or given to it by a type A negative move.
	MarkBlackGiven
	MarkWhiteGiven
	// MarkBlackEye and MarkWhiteEye are a side's basic eyes.
	MarkBlackEye
	MarkWhiteEye
	// MarkSharedEye is a shared eye of a seki.
	MarkSharedEye
	// MarkBlackRoad and MarkWhiteRoad are a side's roads.
	MarkBlackRoad
	MarkWhiteRoad
	// MarkDame is a dame left empty, half a stone to each side.
	MarkDame
)

// Stone returns the color of the stone a mark shows, or Empty.
func (k Mark) Stone() Color {
	switch k {
	case MarkBlack, MarkBlackAdded, MarkBlackGiven:
		return Black
	case MarkWhite, MarkWhiteAdded, MarkWhiteGiven:
		return White
	}
	return Empty
}

// Owner returns the side a stone, eye or road belongs to, or Empty for
// shared eyes, dame and points counting for nobody.
func (k Mark) Owner() Color {
	switch k {
	case MarkBlackEye, MarkBlackRoad:
		return Black
	case MarkWhiteEye, MarkWhiteRoad:
		return White
	}
	return k.Stone()
}

func stoneMark(c Color, base Mark) Mark {
	// base is MarkBlack, MarkBlackAdded, MarkBlackGiven, MarkBlackEye or
	// MarkBlackRoad; the White mark follows it.
	if c == White {
		return base + 1
	}
	return base
}

// Made is a position made for counting (做棋): the settled position after
// a method's making, every point marked. It is what the sources draw for
// each method, and what the method counts. A Made does not change once
// returned.
type Made struct {
	size   int
	method string
	marks  []Mark
	owed   [3]int // stones of margin a side could not give on the board
}

// Size returns the board size.
func (m *Made) Size() int {
	if m == nil {
		return 0
	}
	return m.size
}

// Method returns the name of the method that made the position ("" for a
// settled position drawn by Analysis.Made).
func (m *Made) Method() string {
	if m == nil {
		return ""
	}
	return m.method
}

// At returns the mark at p (MarkNone off the board).
func (m *Made) At(p Point) Mark {
	if m == nil || !p.On(m.size) {
		return MarkNone
	}
	return m.marks[p.Y*m.size+p.X]
}

// Made returns the settled position marked for counting, before any
// making: stones, eyes, shared eyes, roads and dame (the sources' 图六
// "子路皆子").
func (a *Analysis) Made() *Made { return newMade(a, "") }

func newMade(a *Analysis, method string) *Made {
	if a == nil {
		return nil
	}
	m := &Made{size: a.size, method: method, marks: make([]Mark, len(a.kind))}
	for i, k := range a.kind {
		c := a.owner[i]
		switch k {
		case KindStone:
			m.marks[i] = stoneMark(c, MarkBlack)
		case KindEye:
			m.marks[i] = stoneMark(c, MarkBlackEye)
		case KindRoad:
			m.marks[i] = stoneMark(c, MarkBlackRoad)
		case KindSharedEye:
			m.marks[i] = MarkSharedEye
		case KindDame:
			m.marks[i] = MarkDame
		}
	}
	return m
}

// madeCount is a made position counted point by point.
type madeCount struct {
	stones, roads, eyes [3]int
	shared, dame, none  int
}

func (m *Made) count() madeCount {
	var t madeCount
	for _, k := range m.marks {
		switch k {
		case MarkBlack, MarkBlackAdded, MarkBlackGiven:
			t.stones[Black]++
		case MarkWhite, MarkWhiteAdded, MarkWhiteGiven:
			t.stones[White]++
		case MarkBlackRoad:
			t.roads[Black]++
		case MarkWhiteRoad:
			t.roads[White]++
		case MarkBlackEye:
			t.eyes[Black]++
		case MarkWhiteEye:
			t.eyes[White]++
		case MarkSharedEye:
			t.shared++
		case MarkDame:
			t.dame++
		default:
			t.none++
		}
	}
	return t
}

// fillRoads puts k stones of c on its roads, in board order.
func (m *Made) fillRoads(c Color, k int) error {
	road := stoneMark(c, MarkBlackRoad)
	for i := 0; i < len(m.marks) && k > 0; i++ {
		if m.marks[i] == road {
			m.marks[i] = stoneMark(c, MarkBlackAdded)
			k--
		}
	}
	if k > 0 {
		return &CountError{Err: ErrCannotMake, Color: c, Detail: fmt.Sprintf("%s: %d stones more than roads", m.method, k)}
	}
	return nil
}

// takeOff takes k stones of c off its area, making them roads. It prefers,
// in board order: stones inside the area (every neighbour a stone, eye or
// road of c) next to a road, then other stones inside the area, then
// stones not next to the opponent, then any.
func (m *Made) takeOff(c Color, k int) error {
	g := geometryOf(m.size)
	for ; k > 0; k-- {
		best, bestRank := -1, 5
		for i, mk := range m.marks {
			if mk.Stone() != c {
				continue
			}
			inside, nextRoad, nextOpp := true, false, false
			for _, x := range g.nb[i] {
				if x < 0 {
					break
				}
				o := m.marks[x]
				if o.Owner() != c {
					inside = false
				}
				if o == stoneMark(c, MarkBlackRoad) {
					nextRoad = true
				}
				if o.Stone() == c.Opponent() {
					nextOpp = true
				}
			}
			rank := 3
			switch {
			case inside && nextRoad:
				rank = 0
			case inside:
				rank = 1
			case !nextOpp:
				rank = 2
			}
			if mk != stoneMark(c, MarkBlack) {
				rank++ // prefer the stones standing since play stopped
			}
			if rank < bestRank {
				best, bestRank = i, rank
			}
		}
		if best < 0 {
			return &CountError{Err: ErrCannotMake, Color: c, Detail: fmt.Sprintf("%s: %d stones too few to take off", m.method, k)}
		}
		m.marks[best] = stoneMark(c, MarkBlackRoad)
	}
	return nil
}

// giveAway gives h half stones from c to the other side at the boundary
// between the colors, moving the margin by h stones: h/2 stones of c are
// replaced by the other side's stones and, if h is odd, one more stone of
// c comes off and its point becomes a dame (half to each side). It chooses, in board order, stones of c next to a
// stone of the other side and to no empty point, then any next to the
// other side, then any stone of c. It returns the points it changed.
//
// A side with no stone left on the board cannot give one there (a side
// whose every stone was captured, under the art version's extra-move
// rule): what it still owes is given off the board, as komi is, half to
// each side (Figures.Owed), so the margin moves all the same.
func (m *Made) giveAway(c Color, h int) ([]Point, error) {
	g := geometryOf(m.size)
	var changed []Point
	for ; h > 0; h -= 2 {
		best, bestRank := -1, 3
		for i, mk := range m.marks {
			if mk.Stone() != c {
				continue
			}
			nextOpp, nextEmpty := false, false
			for _, x := range g.nb[i] {
				if x < 0 {
					break
				}
				switch o := m.marks[x]; {
				case o.Stone() == c.Opponent():
					nextOpp = true
				case o.Stone() == Empty:
					nextEmpty = true
				}
			}
			rank := 2
			switch {
			case nextOpp && !nextEmpty:
				rank = 0
			case nextOpp:
				rank = 1
			}
			if rank < bestRank {
				best, bestRank = i, rank
			}
			if rank == 0 {
				break
			}
		}
		if best < 0 {
			m.owed[c] += h
			return changed, nil
		}
		if h >= 2 {
			m.marks[best] = stoneMark(c.Opponent(), MarkBlackGiven)
		} else {
			m.marks[best] = MarkDame
		}
		changed = append(changed, pointOf(int32(best), m.size))
	}
	return changed, nil
}

// startMaking begins a method's making: the settled position marked, and
// the art version's type A negative moves made (package doc, section
// Versions and komi).
func startMaking(a *Analysis, r Rules, method string) (*Made, *Result, error) {
	if err := r.check(); err != nil {
		return nil, nil, err
	}
	if err := checkAnalysis(a); err != nil {
		return nil, nil, err
	}
	m := newMade(a, method)
	res := &Result{Method: method, Rules: r, Made: m}
	for _, c := range []Color{Black, White} {
		s := res.Side(c)
		s.Eyes = Whole(a.eyes[c]) + Stones(a.shared)
		s.Groups = a.nGroups[c]
	}
	if side, n := r.ExtraMoves(&a.final); n > 0 {
		if _, err := m.giveAway(side, n); err != nil {
			return nil, nil, err
		}
		res.Side(side).GaveA = n
	}
	return m, res, nil
}

// checkAnalysis rejects an Analysis that Analyze did not make: nil, or
// the zero value.
func checkAnalysis(a *Analysis) error {
	if a == nil || a.kind == nil {
		return &CountError{Err: ErrBadFinal, Detail: "no analysis (use Analyze)"}
	}
	return nil
}

// finish sets the board, roads, dame and living stones of both sides from
// the made position, and the winner from the margin.
func (res *Result) finish(t madeCount) {
	for _, c := range []Color{Black, White} {
		s := res.Side(c)
		s.Board = t.stones[c]
		s.Roads = t.roads[c]
		s.Dame = Stones(t.dame)
		s.Living = Whole(s.Board+s.Roads) + s.Dame
	}
	res.payDebts()
	res.Winner = res.Rules.Winner(res.Margin)
}

// payDebts gives off the board what a side could not give on it (see
// Made.giveAway): h stones of margin, half a stone each taken from the
// debtor's living stones and added to the other side's.
func (res *Result) payDebts() {
	for _, c := range []Color{Black, White} {
		h := res.Made.owed[c]
		if h == 0 {
			continue
		}
		res.Side(c).Owed = h
		res.Side(c).Living -= Stones(h)
		res.Side(c.Opponent()).Living += Stones(h)
		if c == Black {
			res.Margin -= Whole(h)
		} else {
			res.Margin += Whole(h)
		}
	}
}

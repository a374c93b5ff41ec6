package livingstones

import (
	"fmt"
	"math/bits"
	"sync"
)

// status is a point of a made position: its Kind and the side it counts
// for (Made.Kind, Made.Owner) in one byte, kind<<2 | owner. The owner of
// a shared eye, a dame or an unclaimed point is Empty.
type status uint8

// statusOf returns the status of a point of kind k counting for c.
func statusOf(k Kind, c Color) status { return status(k)<<2 | status(c) }

func (s status) kind() Kind   { return Kind(s >> 2) }
func (s status) owner() Color { return Color(s & 3) }

// stone returns the color of the stone s shows, or Empty.
func (s status) stone() Color {
	if s.kind().IsStone() {
		return s.owner()
	}
	return Empty
}

// numStatus bounds the statuses: kinds up to KindGiven, owners up to White.
const numStatus = int(KindGiven)<<2 | int(White) + 1

// Made is a position made for counting (做棋): the settled position after
// a method's making, every point marked. It is what the sources draw for
// each method, and what the method counts. A Made does not change once
// returned (but see Analyzer, which reuses its memory) and is safe for
// concurrent use.
//
// A method counts its made position from the settled position's counts
// and the stones its making moves, without marking the points: they are
// marked the first time they are looked at (Kind, Owner, the diagrams), by the
// makings the method recorded.
type Made struct {
	size   int
	method string
	a      *Analysis // the settled position the making starts from
	ops    [maxMakings]making
	nops   int
	t      madeCount // the made position's count, kept as the makings go
	owed   [3]int    // stones of margin a side could not give on the board
	drawn  sync.Once
	marks  []status // the points, marked by draw
}

// making is one step of a method's making: fill roads, take stones off or
// give half stones away (Made.fillRoads, takeOff, giveAway), k of them.
type making struct {
	op   uint8
	side Color
	k    int
}

// The makings.
const (
	opFill uint8 = iota
	opTakeOff
	opGiveAway
)

// maxMakings bounds the makings of one method: type A negative moves, then
// one making per side.
const maxMakings = 4

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

// Kind returns what p is for counting in the made position (kind 0 off
// the board), as Analysis.Kind does in the settled one; the making adds
// the kinds KindAdded and KindGiven.
func (m *Made) Kind(p Point) Kind { return m.at(p).kind() }

// Owner returns the side a stone, eye or road at p counts for, or Empty.
func (m *Made) Owner(p Point) Color { return m.at(p).owner() }

// at returns the status of p, 0 off the board.
func (m *Made) at(p Point) status {
	if m == nil || !p.On(m.size) {
		return 0
	}
	return m.points()[p.Y*m.size+p.X]
}

// Made returns the settled position marked for counting, before any
// making: stones, eyes, shared eyes, roads and dame (the sources' 图六
// "子路皆子").
func (a *Analysis) Made() *Made {
	if a == nil {
		return nil
	}
	m := new(Made)
	m.reset(a, "")
	return m
}

// reset makes m the settled position of a, for method, keeping the memory
// of its points.
func (m *Made) reset(a *Analysis, method string) {
	m.size, m.method, m.a, m.nops, m.owed = a.size, method, a, 0, [3]int{}
	m.drawn = sync.Once{}
	m.t = madeCount{stones: a.stones, roads: a.roads, eyes: a.eyes, shared: a.shared, dame: a.dame, none: a.nobody}
}

// points returns the statuses of the points, marking them the first time.
func (m *Made) points() []status {
	m.drawn.Do(m.draw)
	return m.marks
}

// draw marks the points: the settled position, then the makings.
func (m *Made) draw() {
	a := m.a
	m.marks = resize(m.marks, len(a.kind))
	for i := range m.marks {
		j := a.at(i)
		k, c := a.kind[j], a.given(a.owner[j])
		if k != KindStone && k != KindEye && k != KindRoad {
			c = Empty
		}
		m.marks[i] = statusOf(k, c)
	}
	for _, x := range m.ops[:m.nops] {
		switch x.op {
		case opFill:
			m.fillMarks(x.side, x.k)
		case opTakeOff:
			m.takeOffMarks(x.side, x.k)
		case opGiveAway:
			m.giveAwayMarks(x.side, x.k)
		}
	}
}

// record records a making, to be drawn.
func (m *Made) record(op uint8, c Color, k int) {
	m.ops[m.nops] = making{op, c, k}
	m.nops++
}

// madeCount is a made position counted.
type madeCount struct {
	stones, roads, eyes [3]int
	shared, dame, none  int
}

// count counts the made position point by point.
func (m *Made) count() madeCount {
	var t madeCount
	for _, x := range m.points() {
		c := x.owner()
		switch x.kind() {
		case KindStone, KindAdded, KindGiven:
			t.stones[c]++
		case KindRoad:
			t.roads[c]++
		case KindEye:
			t.eyes[c]++
		case KindSharedEye:
			t.shared++
		case KindDame:
			t.dame++
		default:
			t.none++
		}
	}
	return t
}

// tally returns the made position's count as the makings left it, without
// marking the points (count counts them).
func (m *Made) tally() madeCount { return m.t }

// fillRoads puts k stones of c on its roads, in board order.
func (m *Made) fillRoads(c Color, k int) error { return m.shift(opFill, c, k) }

// shift counts k stones of c put on its roads (opFill) or taken off
// them (opTakeOff), and records the making.
func (m *Made) shift(op uint8, c Color, k int) error {
	if k <= 0 {
		return nil
	}
	from, to, short := &m.t.roads[c], &m.t.stones[c], "%s: %d stones more than roads"
	if op == opTakeOff {
		from, to, short = &m.t.stones[c], &m.t.roads[c], "%s: %d stones too few to take off"
	}
	if k > *from {
		return &CountError{Err: ErrCannotMake, Color: c, Detail: fmt.Sprintf(short, m.method, k-*from)}
	}
	*from -= k
	*to += k
	m.record(op, c, k)
	return nil
}

// fillMarks marks the points of fillRoads.
func (m *Made) fillMarks(c Color, k int) {
	road := statusOf(KindRoad, c)
	for i := 0; i < len(m.marks) && k > 0; i++ {
		if m.marks[i] == road {
			m.marks[i] = statusOf(KindAdded, c)
			k--
		}
	}
}

// takeOff takes k stones of c off its area, making them roads. It prefers,
// in board order: stones inside the area (every neighbour a stone, eye or
// road of c) next to a road, then other stones inside the area, then
// stones not next to the opponent, then any; stones standing since play
// stopped before stones the making put on.
func (m *Made) takeOff(c Color, k int) error { return m.shift(opTakeOff, c, k) }

// takeOffMarks marks the points of takeOff.
func (m *Made) takeOffMarks(c Color, k int) {
	road := statusOf(KindRoad, c)
	m.markByRank(c, k, m.offRank, func(int) status { return road })
}

// markByRank marks n stones of c, one by one, each the best ranked by
// rank (0 first, then board order); the j-th takes the status mark(j).
// Marking a stone changes the rank of its neighbours only, so the stones
// wait in a rankQueue and each costs the same whatever the board: the
// making is linear in it.
func (m *Made) markByRank(c Color, n int, rank func(g *geometry, c Color, i int32) int, mark func(j int) status) {
	g := geometryOf(m.size)
	var q rankQueue
	for i, mk := range m.marks {
		if mk.stone() == c {
			q.put(int32(i), rank(g, c, int32(i)))
		}
	}
	for j := 0; j < n; j++ {
		best := q.best()
		if best < 0 {
			return
		}
		q.drop(best)
		m.marks[best] = mark(j)
		for _, x := range g.nb[best] {
			if x < 0 {
				break
			}
			if m.marks[x].stone() == c {
				q.put(x, rank(g, c, x))
			}
		}
	}
}

// offRank ranks the stone of c at i for takeOff, 0 first.
func (m *Made) offRank(g *geometry, c Color, i int32) int {
	bits := &sideBits[c]
	all, some := uint8(sideOwn), uint8(0)
	for _, x := range g.nb[i] {
		if x < 0 {
			break
		}
		b := bits[m.marks[x]]
		all &= b
		some |= b
	}
	inside := all&sideOwn != 0
	rank := 3
	switch {
	case inside && some&sideRoad != 0:
		rank = 0
	case inside:
		rank = 1
	case some&sideOpp == 0:
		rank = 2
	}
	if m.marks[i] != statusOf(KindStone, c) {
		rank++ // prefer the stones standing since play stopped
	}
	return rank
}

// The bits of sideBits.
const (
	sideOwn   = 1 << iota // a stone, eye or road of the side (its owner)
	sideRoad              // a road of the side
	sideOpp               // a stone of the other side
	sideEmpty             // no stone (status.stone is Empty)
)

// sideBits holds, for each side and status, what the point is to the
// side: the neighbours' bits rank the stones in takeOff and giveAway.
var sideBits = func() (t [3][numStatus]uint8) {
	for _, c := range [2]Color{Black, White} {
		for i := range numStatus {
			x := status(i)
			var b uint8
			if x.owner() == c {
				b |= sideOwn
			}
			if x == statusOf(KindRoad, c) {
				b |= sideRoad
			}
			switch x.stone() {
			case c.Opponent():
				b |= sideOpp
			case Empty:
				b |= sideEmpty
			}
			t[c][x] = b
		}
	}
	return t
}()

// giveAway gives h half stones from c to the other side at the boundary
// between the colors, moving the margin by h stones: h/2 stones of c are
// replaced by the other side's stones and, if h is odd, one more stone of
// c comes off and its point becomes a dame (half to each side). It
// chooses, in board order, stones of c next to a stone of the other side
// and to no empty point, then any next to the other side, then any stone
// of c.
//
// A side with no stone left on the board cannot give one there (a side
// whose every stone was captured, under the art version's extra-move
// rule): what it still owes is given off the board, as komi is, half to
// each side (Figures.Owed), so the margin moves all the same.
func (m *Made) giveAway(c Color, h int) {
	if h <= 0 {
		return
	}
	// Each stone given away (or made a dame, the last of an odd h) is two
	// half stones.
	n := min((h+1)/2, m.t.stones[c])
	given, dame := min(h/2, n), 0
	if n == (h+1)/2 {
		dame = n - given
	} else {
		m.owed[c] += h - 2*n
	}
	m.t.stones[c] -= n
	m.t.stones[c.Opponent()] += given
	m.t.dame += dame
	m.record(opGiveAway, c, h)
}

// giveAwayMarks marks the points of giveAway: a stone of the other side
// for each two half stones, a dame for the last of an odd h.
func (m *Made) giveAwayMarks(c Color, h int) {
	given := statusOf(KindGiven, c.Opponent())
	m.markByRank(c, (h+1)/2, m.giveRank, func(j int) status {
		if h-2*j >= 2 {
			return given
		}
		return statusOf(KindDame, Empty)
	})
}

// giveRank ranks the stone of c at i for giveAway, 0 first.
func (m *Made) giveRank(g *geometry, c Color, i int32) int {
	bits := &sideBits[c]
	some := uint8(0)
	for _, x := range g.nb[i] {
		if x < 0 {
			break
		}
		some |= bits[m.marks[x]]
	}
	switch {
	case some&sideOpp != 0 && some&sideEmpty == 0:
		return 0
	case some&sideOpp != 0:
		return 1
	}
	return 2
}

// maxPoints is the number of points of the largest board.
const maxPoints = MaxSize * MaxSize

// rankQueue holds points by rank (0 to 4), and hands out the point of the
// best rank that comes first in board order, in constant time: a bit set
// per rank, with a word telling which of its 64-point blocks hold points.
type rankQueue struct {
	rank [maxPoints]int8 // each point's rank plus one, 0 when not queued
	bits [5][(maxPoints + 63) / 64]uint64
	some [5]uint16 // bit w: bits[r][w] is not zero
}

// put queues the point i with rank r, or moves it there.
func (q *rankQueue) put(i int32, r int) {
	q.drop(i)
	q.rank[i] = int8(r + 1)
	w := i >> 6
	q.bits[r][w] |= 1 << (i & 63)
	q.some[r] |= 1 << w
}

// drop takes i out of the queue, if it is there.
func (q *rankQueue) drop(i int32) {
	r := q.rank[i] - 1
	if r < 0 {
		return
	}
	w := i >> 6
	q.bits[r][w] &^= 1 << (i & 63)
	if q.bits[r][w] == 0 {
		q.some[r] &^= 1 << w
	}
	q.rank[i] = 0
}

// best returns the queued point of the best rank that comes first in
// board order, or -1.
func (q *rankQueue) best() int32 {
	for r, s := range q.some {
		if s != 0 {
			w := bits.TrailingZeros16(s)
			return int32(w<<6 + bits.TrailingZeros64(q.bits[r][w]))
		}
	}
	return -1
}

// countNew counts a by s into a new Result. It is generic so that s is
// not boxed into an interface (an allocation per count).
func countNew[S interface {
	countInto(a *Analysis, r Rules, res *Result) error
}](s S, a *Analysis, r Rules) (*Result, error) {
	res := new(Result)
	if err := s.countInto(a, r, res); err != nil {
		return nil, err
	}
	return res, nil
}

// startMaking begins a method's making into res, reusing its Made: the
// settled position marked, and the art version's type A negative moves
// made (package doc, section Versions and komi).
func startMaking(a *Analysis, r Rules, method string, res *Result) (*Made, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	if err := checkAnalysis(a); err != nil {
		return nil, err
	}
	m := res.Made
	if m == nil {
		m = new(Made)
	}
	*res = Result{Method: method, Rules: r, KomiBy: a.final.komiBy(), Made: m}
	m.reset(a, method)
	for _, c := range [2]Color{Black, White} {
		s := res.Side(c)
		s.Eyes = Whole(a.eyes[c]) + Stones(a.shared)
		s.Groups = a.nGroups[c]
	}
	if side, n := r.ExtraMoves(&a.final); n > 0 {
		m.giveAway(side, n)
		res.Side(side).GaveA = n
	}
	return m, nil
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
	for _, c := range [2]Color{Black, White} {
		s := res.Side(c)
		s.Board = t.stones[c]
		s.Roads = t.roads[c]
		s.Dame = Stones(t.dame)
		s.Living = Whole(s.Board+s.Roads) + s.Dame
	}
	res.payDebts()
	res.Winner = res.Rules.Winner(res.Margin, res.KomiBy)
}

// payDebts gives off the board what a side could not give on it (see
// Made.giveAway): h stones of margin, half a stone each taken from the
// debtor's living stones and added to the other side's.
func (res *Result) payDebts() {
	for _, c := range [2]Color{Black, White} {
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

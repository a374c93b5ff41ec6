package livingstones

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// This file holds what a settled position is made of (子路皆子，眼位非子: the
// kinds of points, the Settlement, the errors of settling and the
// Analysis) and the eye rule: how a group chooses its basic eyes (基本眼位).
// The settler's steps are in settle.go (the stopped game, the settlement,
// the regions), open.go (open regions), groups.go, neutral.go and ideal.go,
// its board toolkit in grid.go; doc.go states the definitions.

// Kind is what a point is for counting, in a settled position (Analysis)
// or a position a counting method made (Made); with the side it counts
// for (Analysis.Owner, Made.Owner) it is the point's whole status, in the
// diagrams and pictures too. Points off the board are of kind 0.
type Kind uint8

// The kinds of points. Owner names the side of a stone, an eye or a road.
const (
	// KindStone is a living stone standing on the board.
	KindStone Kind = iota + 1
	// KindEye is a basic eye (基本眼位) of one side: an empty point its
	// group keeps empty forever, a permanent liberty. It is not a stone.
	KindEye
	// KindSharedEye is a shared eye (公气): a shared liberty of a seki,
	// a basic eye of both sides, half each.
	KindSharedEye
	// KindRoad is a road (路) of one side: an empty point of its area that
	// is not a basic eye, a neutral point only that side can fill
	// (one-sided dame in a seki), or an unfinished ko point the side holds.
	// A road counts as a living stone.
	KindRoad
	// KindDame is a dame (单官): a neutral point both sides could fill,
	// split equally when left empty.
	KindDame
	// KindUnclaimed is an empty point of a game that ended naturally
	// (four virtual moves): it counts for nobody.
	KindUnclaimed
	// KindAdded is a stone a counting method's making put on a road of its
	// side: a filled road, a refilled prisoner or dead stone. Only a Made
	// has it.
	KindAdded
	// KindGiven is a stone a counting method's making put in place of a
	// stone of the other side at a boundary: a stone returned to its side
	// (还棋头) or given to it by a type A negative move. Only a Made has it.
	KindGiven
)

// IsStone reports whether a point of kind k holds a stone: KindStone,
// KindAdded or KindGiven.
func (k Kind) IsStone() bool {
	return k == KindStone || k == KindAdded || k == KindGiven
}

// String returns "stone", "eye", "shared eye", "road", "dame",
// "unclaimed", "added stone" or "given stone".
func (k Kind) String() string {
	switch k {
	case KindStone:
		return "stone"
	case KindEye:
		return "eye"
	case KindSharedEye:
		return "shared eye"
	case KindRoad:
		return "road"
	case KindDame:
		return "dame"
	case KindUnclaimed:
		return "unclaimed"
	case KindAdded:
		return "added stone"
	case KindGiven:
		return "given stone"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Settlement is what the players agree on when a paused game ends by
// making (art. 19–22): which stones are dead, who holds each unfinished
// ko, and, for the rare points the analysis cannot decide, what a neutral
// point is.
type Settlement struct {
	// Dead lists the dead stones: whole chains (every stone of a chain, in
	// any order). They come off the board; each must then lie in the
	// opponent's area.
	Dead []Point
	// Ko lists the unfinished ko points and the side holding each (the side
	// with the ko threats). A ko point is a road of its holder.
	Ko []KoPoint
	// Neutral classifies neutral points (empty points bordered by both
	// colors) explicitly, overriding the analysis: shared eye, dame, or a
	// road of one side. It is the escape hatch for seki shapes the
	// analysis decides differently from the players.
	Neutral []NeutralPoint
}

func (s Settlement) isEmpty() bool {
	return len(s.Dead) == 0 && len(s.Ko) == 0 && len(s.Neutral) == 0
}

// KoPoint is an unfinished ko (a point the holder would fill to end it) and
// the side that holds it.
type KoPoint struct {
	Point  Point
	Holder Color
}

// NeutralPoint classifies a neutral point: Kind is KindSharedEye, KindDame
// or KindRoad; Owner is the side of a road.
type NeutralPoint struct {
	Point Point
	Kind  Kind
	Owner Color
}

// The errors of settling. They come wrapped in a *CountError that names
// the points.
var (
	// ErrBadFinal reports a malformed Final: bad size, wrong number of
	// points, a bad color, tallies out of range (negative, more virtual
	// moves or moves before the pause than moves, more than 2^30), or a
	// chain without liberties.
	ErrBadFinal = errors.New("malformed final position")
	// ErrBadSettlement reports a point off the board, a bad color or kind,
	// or a point named twice.
	ErrBadSettlement = errors.New("malformed settlement")
	// ErrNotAStone reports a dead point with no stone on it.
	ErrNotAStone = errors.New("dead point has no stone")
	// ErrPartialChain reports dead stones that are only part of a chain;
	// the points are the stones of the chain left out.
	ErrPartialChain = errors.New("dead stones are part of a chain")
	// ErrDeadNotSurrounded reports dead stones that no stone of the
	// opponent touches or borders: nobody surrounds them.
	ErrDeadNotSurrounded = errors.New("dead stones not surrounded by the opponent's area")
	// ErrNotEmpty reports a ko point or neutral point that is not empty.
	ErrNotEmpty = errors.New("point is not empty")
	// ErrNotNeutral reports an explicit neutral classification of a point
	// that lies in one side's area, or a ko point inside the area of the
	// side that does not hold it.
	ErrNotNeutral = errors.New("point is not neutral")
	// ErrUnstable reports a settlement whose ideal final position is not
	// stable: a group agreed alive can be captured, a group has one eye and
	// no seki, or a point the analysis left empty can still be filled.
	ErrUnstable = errors.New("ideal final position is not stable")
	// ErrSettlementNotNeeded reports a settlement given for a game that
	// ended naturally: every stone is alive.
	ErrSettlementNotNeeded = errors.New("game ended naturally: no settlement")
	// ErrCannotMake reports a counting method that cannot make its position
	// with the options given (for example more roads than a side can have).
	ErrCannotMake = errors.New("cannot make the position")
)

// CountError is an error of settling or counting that names the side and
// the points concerned. Err is one of the sentinel errors; errors.Is sees
// it. Fix says which part of a Settlement would settle the points.
type CountError struct {
	Err    error
	Color  Color
	Points []Point
	Detail string
	Fix    Fix
	// The format and arguments of Detail, so that the analysis of a turned
	// board can name the points and sides as the caller gave them.
	format string
	args   []any
}

// Fix is the part of a Settlement that settles what a CountError names.
type Fix uint8

// The fixes. A command line maps them to its flags (--dead, --ko).
const (
	// FixNone: nothing in a settlement settles it (a malformed Final).
	FixNone Fix = iota
	// FixDead: the points are stones whose status is wrong: add them to
	// Settlement.Dead (or take them out of it).
	FixDead
	// FixKo: the points are an unfinished ko: name its holder in
	// Settlement.Ko.
	FixKo
	// FixNeutral: the points are neutral points the analysis decides
	// differently from the players: classify them in Settlement.Neutral
	// (or settle the stones next to them).
	FixNeutral
)

// String returns "dead", "ko", "neutral" or "none".
func (f Fix) String() string {
	switch f {
	case FixDead:
		return "dead"
	case FixKo:
		return "ko"
	case FixNeutral:
		return "neutral"
	}
	return "none"
}

// fixHint is what Error adds to say what to do.
var fixHint = [...]string{
	FixDead:    "; settle them in the dead stones (Settlement.Dead)",
	FixKo:      "; settle it as a ko held by one side (Settlement.Ko)",
	FixNeutral: "; classify the point (Settlement.Neutral) or settle the stones next to it",
}

// Error returns "livingstones: " then the sentinel's text, the detail and
// the points in the rule book's notation.
func (e *CountError) Error() string {
	var b strings.Builder
	b.WriteString("livingstones: ")
	if e.Err != nil {
		b.WriteString(e.Err.Error())
	} else {
		b.WriteString("counting error")
	}
	if e.Detail != "" {
		b.WriteString(": ")
		b.WriteString(e.Detail)
	}
	if len(e.Points) > 0 {
		if e.Color == Black || e.Color == White {
			b.WriteString(" (" + e.Color.Name() + ")")
		}
		b.WriteString(" at")
		for _, p := range e.Points {
			b.WriteByte(' ')
			b.WriteString(p.String())
		}
	}
	if int(e.Fix) < len(fixHint) {
		b.WriteString(fixHint[e.Fix])
	}
	return b.String()
}

// Unwrap returns the sentinel error.
func (e *CountError) Unwrap() error { return e.Err }

func countErr(err error, c Color, pts []int32, n int, format string, args ...any) *CountError {
	e := &CountError{Err: err, Color: c, Detail: fmt.Sprintf(format, args...), format: format, args: args}
	for _, i := range pts {
		e.Points = append(e.Points, pointOf(i, n))
	}
	return e
}

// colorName is a side in the detail of a CountError: it prints its name.
type colorName Color

// String returns the side's name.
func (c colorName) String() string { return Color(c).Name() }

// Group is a group (块) of a settled position: a connected set of one
// side's stones together with the empty regions only they surround.
type Group struct {
	Color Color
	// Stones are the group's stones, in board order.
	Stones []Point
	// Area are the empty points only this group surrounds, in board order.
	Area []Point
	// Eyes are the group's own basic eyes, in board order: two for an
	// independent group, one for a group in seki that surrounds a point,
	// none for a group in seki without an eye.
	Eyes []Point
	// Shared are the shared eyes next to the group, in board order.
	Shared []Point
	// Seki reports a group that lives in seki: it cannot keep two eyes of
	// its own.
	Seki bool
}

// Analysis is a settled position: the paused position with the agreed
// dead stones removed, every point classified for counting (doc.go,
// "Settling and counting"), and the ideal final position (两溢), checked to
// be stable. Analyze returns
// it; the counting methods (Score) start from it. An Analysis does not
// change once made and is safe for concurrent use.
type Analysis struct {
	size    int
	final   Final
	settled []Color
	ideal   []Color
	kind    []Kind
	owner   []Color
	groupOf []int32
	groups  []groupList
	dead    []Point
	ko      []KoPoint
	deadOf  [3]int
	stones  [3]int
	roads   [3]int
	eyes    [3]int
	nGroups [3]int
	shared  int
	dame    int
	nobody  int
	// The settler analyses the board in its canonical form (orient.go)
	// and leaves the points' slices above (settled, ideal, kind, owner,
	// groupOf) and the groups as it made them, on the board so turned:
	// turn maps the index of a point of the board as given to its index in
	// them and back the other way (both nil when the canonical form is not
	// turned), and swap says that their colors are swapped. The stopped
	// game, the dead stones, the ko points and the figures are as given.
	// The methods read through them (at, given, givenGroups).
	turn, back []int32
	swap       bool
	// The memory behind the slices above, kept for the next analysis by
	// an Analyzer.
	colors []Color // final.Stones, settled and ideal
	points []int32 // the groups' lists
}

// groupList is a group of an Analysis as the settler leaves it: its lists
// hold the indices of the points' slices, in their order (see the turn
// tables of Analysis). givenGroup makes its Group.
type groupList struct {
	color                      Color
	seki                       bool
	stones, area, eyes, shared []int32
}

// Size returns the board size.
func (a *Analysis) Size() int { return a.or().size }

// Final returns a copy of the stopped game the analysis started from.
func (a *Analysis) Final() *Final {
	if a == nil {
		return nil
	}
	f := a.final
	f.Board = append([]Color(nil), a.final.Board...)
	return &f
}

// Settled returns the color of the stone at p once the dead stones are
// removed, or Empty.
func (a *Analysis) Settled(p Point) Color {
	a = a.or()
	if !p.On(a.size) {
		return Empty
	}
	return a.given(a.settled[a.at(p.Y*a.size+p.X)])
}

// Ideal returns the color at p in the ideal final position (两溢): every
// road filled by its side, every dame filled, only basic eyes (and shared
// eyes) left empty. Dame are filled for the picture by a documented rule
// (see Analyze); they count half to each side whoever fills them, and a
// dame nobody may fill harmlessly is left empty here: the stability check
// takes every dame as filled by someone, a liberty of nobody.
func (a *Analysis) Ideal(p Point) Color {
	a = a.or()
	if !p.On(a.size) {
		return Empty
	}
	return a.given(a.ideal[a.at(p.Y*a.size+p.X)])
}

// Kind returns what p is for counting, and Owner the side it counts for
// (Empty for shared eyes, dame and unclaimed points). Points off the board
// are of kind 0.
func (a *Analysis) Kind(p Point) Kind {
	a = a.or()
	if !p.On(a.size) {
		return 0
	}
	return a.kind[a.at(p.Y*a.size+p.X)]
}

// Owner returns the side a stone, eye or road at p belongs to, or Empty.
func (a *Analysis) Owner(p Point) Color {
	a = a.or()
	if !p.On(a.size) {
		return Empty
	}
	return a.given(a.owner[a.at(p.Y*a.size+p.X)])
}

// Groups returns the groups of both sides, ordered by their first point
// in board order. The groups and their point lists are the caller's.
func (a *Analysis) Groups() []Group { return a.or().givenGroups() }

// Dead returns the dead stones, in board order.
func (a *Analysis) Dead() []Point { return append([]Point(nil), a.or().dead...) }

// Ko returns the unfinished ko points, in board order.
func (a *Analysis) Ko() []KoPoint { return append([]KoPoint(nil), a.or().ko...) }

// NaturalEnd reports a game that ended by four virtual moves: every stone
// is alive and the empty points count for nobody.
func (a *Analysis) NaturalEnd() bool { return a.or().final.NaturalEnd }

// SharedEyes returns the number of shared eyes.
func (a *Analysis) SharedEyes() int { return a.or().shared }

// Dame returns the number of dame.
func (a *Analysis) Dame() int { return a.or().dame }

// Figures returns the figures of side c on the settled position: board
// stones, roads, basic eyes (own plus half the shared), groups, half the
// dame, and living stones = board stones + roads + half the dame.
func (a *Analysis) Figures(c Color) Figures {
	if a == nil || c != Black && c != White {
		return Figures{}
	}
	t := Figures{
		Board:  a.stones[c],
		Roads:  a.roads[c],
		Dame:   Stones(a.dame),
		Eyes:   Whole(a.eyes[c]) + Stones(a.shared),
		Groups: a.nGroups[c],
	}
	t.Living = Whole(t.Board+t.Roads) + t.Dame
	return t
}

// Candidate eyes are ranked by keys, so that plain integer sorts order
// them. A candidate's rank key is, from the high bits down: its empty
// neighbours in the group (fewest first, 3 bits), 4 minus its stone
// neighbours (most first, 3 bits), then the point (board order, 10 bits:
// MaxSize² ≤ 1024). While the second eye is chosen, its key puts 63 minus
// the distance from the first eye (largest first, 6 bits) between the
// neighbours and the point.
const keyPoint = 1<<10 - 1

// rankKey returns the rank key of p with emp empty and stn stone
// neighbours.
func rankKey(p int32, emp, stn uint32) uint32 { return emp<<13 | (4-stn)<<10 | uint32(p) }

// secondKey returns the key of the candidate of rank key k for the second
// eye, dist away from the first.
func secondKey(k uint32, dist int) uint32 {
	return (k&^keyPoint)<<6 | uint32(63-dist)<<10 | k&keyPoint
}

// chooseEyes picks the basic eyes of a group of color c made of the
// points pts, among its area (see Analyze, step 3).
func (st *settler) chooseEyes(c Color, pts, area []int32) (eyes [2]int32, neyes int, indep bool) {
	cands := st.eyeCandidates(pts, area)
	if len(cands) == 0 {
		return eyes, 0, false
	}
	// Most groups keep the best ranked candidate and the best second eye
	// for it: try that pair before sorting every candidate.
	b1, b2, tried := st.bestPair(cands)
	var bestOK bool
	var bestParts int
	if tried {
		parts, touch := st.eyeParts(b1, b2)
		if touch && parts <= 1 {
			return [2]int32{b1, b2}, 2, true
		}
		bestOK, bestParts = touch, parts
	}
	slices.Sort(cands)
	// With a first eye e1 that splits the group, no second eye can do:
	// the parts of the group that do not hold e2 do not touch it. The
	// splits of eyeTrial find such an e1, at most once per candidate.
	tr := eyeTrial{st: st, cands: cands, split: resize(st.split, len(cands)), last: [2]int32{-1, -1}}
	st.split = tr.split
	if tried {
		tr.last, tr.parts = [2]int32{b1, b2}, bestParts
	}
	// (Nor can a pair with such an eye second.) Breaking off at a first
	// eye that splits only saves the pairs left, which would all fail;
	// secondEyes lists each pair once. Most first eyes are done with after
	// their best second eye (bestSecond): the rest are listed and sorted
	// only when it does not settle them.
	multi := false
	for k1, key1 := range cands {
		p1 := int32(key1 & keyPoint)
		// The first candidate is bestPair's first eye: its best second
		// eye is known.
		p2, more := b2, tried
		if k1 > 0 {
			p2, more = st.bestSecond(cands[k1+1:], p1)
		}
		var second []uint32
		for j := 0; more; j++ {
			if j == 1 {
				second = st.secondEyes(cands, k1)
			}
			if j > 0 {
				if j >= len(second) {
					break
				}
				p2 = int32(second[j] & keyPoint)
			}
			// The pair bestPair tried is not tried again.
			var ok, single bool
			if tried && p1 == b1 && p2 == b2 {
				ok = bestOK
			} else {
				ok, single = tr.twoEyes(p1, p2)
			}
			if ok && single {
				return [2]int32{p1, p2}, 2, true
			}
			if ok && !multi {
				eyes, multi = [2]int32{p1, p2}, true
			}
			if !ok && tr.splits(k1) {
				break
			}
		}
	}
	if multi {
		return eyes, 2, true
	}
	for k := range cands {
		if !tr.splits(k) {
			return [2]int32{int32(cands[k] & keyPoint)}, 1, false
		}
	}
	return [2]int32{int32(cands[0] & keyPoint)}, 1, false
}

// secondEyes returns the keys (secondKey) of the second eyes chooseEyes
// tries with the candidate k1 of cands (sorted), in their order. A pair
// is tried once: with a second eye ranked before the first, it was tried
// when that one was first (twoEyes is symmetric), or that one splits the
// group and no pair with it can do.
func (st *settler) secondEyes(cands []uint32, k1 int) []uint32 {
	p1 := int32(cands[k1] & keyPoint)
	second := st.second[:0]
	for _, key2 := range cands[k1+1:] {
		if d := st.g.dist(p1, int32(key2&keyPoint)); d > 1 {
			second = append(second, secondKey(key2, d))
		}
	}
	st.second = second
	slices.Sort(second)
	return second
}

// plainEyes is chooseEyes for the group gid of a settled position without
// forced points, as componentGroups found it, when its first pair of eyes
// are two candidates each of which splits nothing (linkedEye): it reports
// false when they are not, and chooseEyes must decide. Such a group is a
// component of the points of its color, so its eye graph is connected,
// and stays connected without the two; each touches a member, so
// chooseEyes keeps the pair bestPair finds first. No eye graph is built:
// an area point's neighbours on the board are all members, the empty ones
// of its region and the stones of its side, and without forced or deep
// points a candidate is an area point that is no ko point and no dame a
// side must answer (eyeCandidate).
func (st *settler) plainEyes(gid int32) (eyes [2]int32, ok bool) {
	area := st.groups[gid].area
	N := len(st.settled)
	settled, nb := st.settled[:N], st.g.nb[:N]
	koHolder, pair := st.koHolder[:N], st.pair[:N]
	// Room for every area point, written in place.
	cands, nc := slices.Grow(st.cands[:0], len(area))[:len(area)], 0
	key1 := ^uint32(0)
	for _, p := range area {
		if p < 0 || int(p) >= N {
			break // never: it lets the compiler drop the bounds checks
		}
		if koHolder[p]|pair[p] != Empty {
			continue
		}
		// Every point has two neighbours or more (MinSize), then -1s.
		q := &nb[p]
		emp, deg := isEmpty(settled, q[0])+isEmpty(settled, q[1]), uint32(2)
		if q[2] >= 0 {
			emp, deg = emp+isEmpty(settled, q[2]), 3
			if q[3] >= 0 {
				emp, deg = emp+isEmpty(settled, q[3]), 4
			}
		}
		k := rankKey(p, emp, deg-emp)
		key1 = min(key1, k)
		cands[nc] = k
		nc++
	}
	st.cands = cands[:nc]
	if nc < 2 {
		return eyes, false
	}
	b1 := int32(key1 & keyPoint)
	b2, tried := st.bestSecond(st.cands, b1)
	if !tried || !st.linkedEye(b1, b2, gid) || !st.linkedEye(b2, b1, gid) {
		return eyes, false
	}
	return [2]int32{b1, b2}, true
}

// isEmpty returns 1 when the point x of b is empty, else 0.
func isEmpty(b []Color, x int32) uint32 {
	if b[x] == Empty {
		return 1
	}
	return 0
}

// linkedEye reports whether the chains of the group gid next to its empty
// member p are at least one and stay joined, with the empty members next
// to p, without p and the point other: every two next to p in turn are
// one chain or are both next to the member between them (their diagonal
// neighbour), other than other. Then taking p out of the group's eye graph
// leaves its parts as they were.
func (st *settler) linkedEye(p, other, gid int32) bool {
	n := int32(st.n)
	x, y := p%n, p/n
	groupOf, settled, of := st.a.groupOf, st.settled, st.chains.of
	// The neighbours in turn (above, right, below, left) and the diagonal
	// neighbour after each, -1 off the board.
	var side, diag [4]int32
	up, right, down, left := y > 0, x < n-1, y < n-1, x > 0
	side[0], side[1], side[2], side[3] = on(up, p-n), on(right, p+1), on(down, p+n), on(left, p-1)
	diag[0], diag[1], diag[2], diag[3] = on(up && right, p-n+1), on(down && right, p+n+1), on(down && left, p+n-1), on(up && left, p-n-1)
	// A stone's label is its chain's, an empty member's its own after
	// them; -1 for no member.
	nchains := int32(len(st.chains.color))
	var lab [4]int32
	for k, q := range side {
		lab[k] = -1
		if q >= 0 && groupOf[q] == gid {
			if settled[q] != Empty {
				lab[k] = of[q]
			} else {
				lab[k] = nchains + q
			}
		}
	}
	for k, d := range diag {
		a, b := lab[k], lab[(k+1)%4]
		if a < 0 || b < 0 || a == b || d < 0 || d == other || groupOf[d] != gid {
			continue
		}
		for j := range lab {
			if lab[j] == b {
				lab[j] = a
			}
		}
	}
	first := int32(-1)
	for _, l := range lab {
		if l < 0 {
			continue
		}
		if first >= 0 && l != first {
			return false
		}
		first = l
	}
	return first >= 0
}

// on returns q when ok, else -1.
func on(ok bool, q int32) int32 {
	if ok {
		return q
	}
	return -1
}

// eyeCandidates marks the group's points pts as members, builds its eye
// graph and returns the rank keys (see rankKey) of the candidate eyes in
// its area, in the order of area: the points not held by a ko or a pair,
// nor captured where they stand unless capturedEye says so, nor on the
// edge of an area split from an open region (onEdgeOfArea).
func (st *settler) eyeCandidates(pts, area []int32) []uint32 {
	st.memberGen++
	if st.memberGen == 0 {
		clear(st.gMark)
		st.memberGen = 1
	}
	st.buildEyeGraph(pts, st.memberGen)
	// Room for every area point, written in place.
	cands, nc := slices.Grow(st.cands[:0], len(area))[:len(area)], 0
	koHolder, pair, forced, deep, keys := st.koHolder, st.pair, st.forced, st.deep, st.gKey
	for _, p := range area {
		// Most points are held by nothing: one test tells.
		if koHolder[p]|pair[p]|forced[p]|deep[p] == Empty || st.eyeCandidate(p) {
			cands[nc] = keys[p]
			nc++
		}
	}
	st.cands = cands[:nc]
	return st.cands
}

// eyeCandidate reports whether the area point p may be an eye (see
// eyeCandidates).
func (st *settler) eyeCandidate(p int32) bool {
	return st.koHolder[p] == Empty && st.pair[p] == Empty && (st.forced[p] == Empty || st.capturedEye(p)) && (st.deep[p] == Empty || !st.onEdgeOfArea(p))
}

// capturedEye reports whether the point p of a dead stone captured where it
// stands may be an eye of its capturer: every neighbour is the capturer's
// stone, a point captured by it, a point it closes its area with
// (closeAreas) or a dame its stone stands on in the ideal final position
// (pairFiller), so that nothing is left to fill around it.
func (st *settler) capturedEye(p int32) bool {
	c := st.forced[p]
	for _, x := range st.g.nb[p] {
		if x < 0 || st.settled[x] == c {
			continue
		}
		if st.settled[x] != Empty || (st.forced[x] != c && st.closing[x] != c && (st.pair[x] == Empty || st.pairFiller(x) != c)) {
			return false
		}
	}
	return true
}

// onEdgeOfArea reports whether the area point p touches an empty point of
// another region that is no forced point: the edge of an area split from
// an open region (splitOpen), where the other side may yet play; no eye
// is kept there.
func (st *settler) onEdgeOfArea(p int32) bool {
	if st.deep[p] == Empty {
		return false
	}
	for _, x := range st.g.nb[p] {
		if x >= 0 && st.settled[x] == Empty && st.forced[x] == Empty && st.regionOf[x] != st.regionOf[p] {
			return true
		}
	}
	return false
}

// bestPair returns the first pair of eyes chooseEyes tries: the best
// ranked candidate, and the best ranked second eye for it (its key from
// secondKey), without sorting the candidates. It reports false when the
// first has no second eye.
func (st *settler) bestPair(cands []uint32) (p1, p2 int32, ok bool) {
	p1 = int32(slices.Min(cands) & keyPoint)
	p2, ok = st.bestSecond(cands, p1)
	return p1, p2, ok
}

// bestSecond returns the best ranked second eye among cands for the first
// eye p1 (see bestPair). A point at distance 1 is next to p1, at 0 p1.
func (st *settler) bestSecond(cands []uint32, p1 int32) (p2 int32, ok bool) {
	// The distance as g.dist has it, p1's coordinates read once.
	pt := st.g.pt
	x1, y1 := pt[p1].X, pt[p1].Y
	best := ^uint32(0)
	for _, key2 := range cands {
		// A candidate ranked below the best so far by its neighbours
		// (the high bits of both keys) is no better whatever its
		// distance.
		if key2>>10 > best>>16 {
			continue
		}
		q := pt[key2&keyPoint]
		dx, dy := x1-q.X, y1-q.Y
		if d := max(dx, -dx) + max(dy, -dy); d > 1 {
			best = min(best, secondKey(key2, d))
		}
	}
	if best == ^uint32(0) {
		return -1, false
	}
	return int32(best & keyPoint), true
}

// twoEyes reports whether every component of the group (the eye graph
// of chooseEyes) without e1 and e2 touches both (ok) and, when ok, whether
// there is only one component (single).
func (st *settler) twoEyes(e1, e2 int32) (ok, single bool) {
	parts, touch := st.eyeParts(e1, e2)
	if !touch {
		return false, false
	}
	return true, parts <= 1
}

// oneEye reports whether the group (the eye graph of chooseEyes) without e
// is one chain of points (or nothing).
func (st *settler) oneEye(e int32) bool {
	parts, _ := st.eyeParts(e, -1)
	return parts <= 1
}

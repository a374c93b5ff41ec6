package livingstones

import "fmt"

// This file holds what a settled position is made of (子路皆子，眼位非子: the
// kinds of points, the Settlement and the Analysis; the errors of settling
// are in errors.go). The eye rule, how a group chooses its basic eyes (基本眼位),
// is in settle_5b_eyechoice.go and settle_5c_eyegraph.go. The settler
// is in settle_0_analysis.go and its steps in settle_<step>_*.go, one
// number per step of doc.go's "Settling and eyes" (settle_1_dead.go to
// settle_9_forms.go), its board toolkit in grid.go; doc.go states the
// definitions.

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
	// The settler analyses the board in its canonical form (settle_9_forms.go)
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

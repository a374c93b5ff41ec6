package livingstones

import (
	"errors"
	"fmt"
	"strings"
)

// This file holds what a settled position is made of (子路皆子，眼位非子: the
// kinds of points, the Settlement, the errors of settling and the
// Analysis). The eye rule, how a group chooses its basic eyes (基本眼位),
// is in eyechoice.go and eyegraph.go. The settler's steps are in settle.go (the stopped game, the settlement,
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

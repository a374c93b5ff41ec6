package livingstones

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// This file settles a stopped game: the agreed dead stones come off, the
// empty points are classified (RULES §5: 子路皆子，眼位非子) and the ideal
// final position (两溢) is built and checked.

// Kind is what a point of a settled position is for counting.
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
)

// String returns "stone", "eye", "shared eye", "road", "dame" or
// "unclaimed".
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
// or KindRoad; Side is the side of a road.
type NeutralPoint struct {
	Point Point
	Kind  Kind
	Side  Color
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
	e := &CountError{Err: err, Color: c, Detail: fmt.Sprintf(format, args...)}
	for _, i := range pts {
		e.Points = append(e.Points, pointOf(i, n))
	}
	return e
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
// dead stones removed, every point classified for counting (RULES §5), and
// the ideal final position (两溢), checked to be stable. Analyze returns
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
	groups  []Group
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
}

// Size returns the board size.
func (a *Analysis) Size() int { return a.size }

// Final returns a copy of the stopped game the analysis started from.
func (a *Analysis) Final() *Final {
	f := a.final
	f.Stones = append([]Color(nil), a.final.Stones...)
	return &f
}

// Settled returns the color of the stone at p once the dead stones are
// removed, or Empty.
func (a *Analysis) Settled(p Point) Color {
	if !p.On(a.size) {
		return Empty
	}
	return a.settled[p.Y*a.size+p.X]
}

// Ideal returns the color at p in the ideal final position (两溢): every
// road filled by its side, every dame filled, only basic eyes (and shared
// eyes) left empty. Dame are filled for the picture by a documented rule
// (see Analyze); they count half to each side whoever fills them, and a
// dame nobody may fill harmlessly is left empty here: the stability check
// takes every dame as filled by someone, a liberty of nobody.
func (a *Analysis) Ideal(p Point) Color {
	if !p.On(a.size) {
		return Empty
	}
	return a.ideal[p.Y*a.size+p.X]
}

// Kind returns what p is for counting, and Owner the side it counts for
// (Empty for shared eyes, dame and unclaimed points). Points off the board
// are of kind 0.
func (a *Analysis) Kind(p Point) Kind {
	if !p.On(a.size) {
		return 0
	}
	return a.kind[p.Y*a.size+p.X]
}

// Owner returns the side a stone, eye or road at p belongs to, or Empty.
func (a *Analysis) Owner(p Point) Color {
	if !p.On(a.size) {
		return Empty
	}
	return a.owner[p.Y*a.size+p.X]
}

// Groups returns the groups of both sides, ordered by their first point
// in board order. The groups and their point lists are the caller's.
func (a *Analysis) Groups() []Group {
	out := make([]Group, len(a.groups))
	for i, g := range a.groups {
		g.Stones = slices.Clone(g.Stones)
		g.Area = slices.Clone(g.Area)
		g.Eyes = slices.Clone(g.Eyes)
		g.Shared = slices.Clone(g.Shared)
		out[i] = g
	}
	return out
}

// Dead returns the dead stones, in board order.
func (a *Analysis) Dead() []Point { return append([]Point(nil), a.dead...) }

// Ko returns the unfinished ko points, in board order.
func (a *Analysis) Ko() []KoPoint { return append([]KoPoint(nil), a.ko...) }

// NaturalEnd reports a game that ended by four virtual moves: every stone
// is alive and the empty points count for nobody.
func (a *Analysis) NaturalEnd() bool { return a.final.NaturalEnd }

// SharedEyes returns the number of shared eyes.
func (a *Analysis) SharedEyes() int { return a.shared }

// Dame returns the number of dame.
func (a *Analysis) Dame() int { return a.dame }

// Figures returns the figures of side c on the settled position: board
// stones, roads, basic eyes (own plus half the shared), groups, half the
// dame, and living stones = board stones + roads + half the dame.
func (a *Analysis) Figures(c Color) Figures {
	if c != Black && c != White {
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

// ----- board geometry -----

// geometry holds the neighbour table of one board size, built once.
type geometry struct {
	n  int
	nb [][4]int32 // neighbours of each point (below, left, right, above), -1 padded
	pt []Point    // each point as a Point
}

var geometries [MaxSize + 1]struct {
	once sync.Once
	g    *geometry
}

func geometryOf(n int) *geometry {
	e := &geometries[n]
	e.once.Do(func() {
		g := &geometry{n: n, nb: make([][4]int32, n*n), pt: make([]Point, n*n)}
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				i := y*n + x
				nb := [4]int32{-1, -1, -1, -1}
				k := 0
				if y > 0 {
					nb[k] = int32(i - n)
					k++
				}
				if x > 0 {
					nb[k] = int32(i - 1)
					k++
				}
				if x < n-1 {
					nb[k] = int32(i + 1)
					k++
				}
				if y < n-1 {
					nb[k] = int32(i + n)
				}
				g.nb[i] = nb
				g.pt[i] = Point{x, y}
			}
		}
		e.g = g
	})
	return e.g
}

// adjacent reports whether p and q are neighbours.
func (g *geometry) adjacent(p, q int32) bool {
	for _, x := range g.nb[p] {
		if x == q {
			return true
		}
	}
	return false
}

// dist returns the Manhattan distance between p and q.
func (g *geometry) dist(p, q int32) int {
	a, b := g.pt[p], g.pt[q]
	dx, dy := a.X-b.X, a.Y-b.Y
	return max(dx, -dx) + max(dy, -dy)
}

func pointOf(i int32, n int) Point { return Point{int(i) % n, int(i) / n} }

func colorBit(c Color) uint8 { return 1 << c }

const bothBits = 1<<Black | 1<<White

// scratch holds reusable marks for flood fills. The marks are stamped with
// a generation, so that a new fill needs no clearing.
type scratch struct {
	g     *geometry
	mark  []uint32
	lmark []uint32
	gen   uint32
	stack []int32
	chain []int32
}

func newScratch(g *geometry) *scratch {
	n := len(g.nb)
	return &scratch{g: g, mark: make([]uint32, n), lmark: make([]uint32, n)}
}

// use makes s a scratch for boards of geometry g, keeping its memory.
func (s *scratch) use(g *geometry) {
	s.g = g
	if n := len(g.nb); len(s.mark) < n {
		s.mark, s.lmark, s.gen = make([]uint32, n), make([]uint32, n), 0
	}
}

func (s *scratch) next() uint32 {
	s.gen++
	if s.gen == 0 {
		clear(s.mark)
		clear(s.lmark)
		s.gen = 1
	}
	return s.gen
}

// libs counts the liberties of the chain at p on b, stopping at limit.
// It leaves the chain's points in s.chain.
func (s *scratch) libs(b []Color, p int32, limit int) int {
	c := b[p]
	gen := s.next()
	s.chain = s.chain[:0]
	s.stack = append(s.stack[:0], p)
	s.mark[p] = gen
	n := 0
	for len(s.stack) > 0 {
		q := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		s.chain = append(s.chain, q)
		for _, r := range s.g.nb[q] {
			if r < 0 {
				break
			}
			switch b[r] {
			case Empty:
				if s.lmark[r] != gen {
					s.lmark[r] = gen
					n++
					if n >= limit {
						return n
					}
				}
			case c:
				if s.mark[r] != gen {
					s.mark[r] = gen
					s.stack = append(s.stack, r)
				}
			}
		}
	}
	return n
}

// harmless reports whether c may fill p on b without harming anybody: the
// move captures nothing and every chain next to p, the mover's included,
// keeps at least two liberties.
func (s *scratch) harmless(b []Color, p int32, c Color) bool {
	b[p] = c
	ok := s.libs(b, p, 2) >= 2
	if ok {
		for _, r := range s.g.nb[p] {
			if r < 0 {
				break
			}
			if b[r] == c.Opponent() && s.libs(b, r, 2) < 2 {
				ok = false
				break
			}
		}
	}
	b[p] = Empty
	return ok
}

// unstable checks a move of c at the empty point p of a final position: it
// returns a non-nil description when the move captures something or leaves
// the mover's chain with two liberties or more.
func (s *scratch) unstable(b []Color, p int32, c Color, n int) *CountError {
	b[p] = c
	defer func() { b[p] = Empty }()
	for _, r := range s.g.nb[p] {
		if r < 0 {
			break
		}
		if b[r] == c.Opponent() && s.libs(b, r, 1) == 0 {
			pts := sortedCopy(s.chain)
			e := countErr(ErrUnstable, c.Opponent(), pts, n,
				"%s at %s would capture the %s stones", c.Name(), pointOf(p, n), c.Opponent().Name())
			e.Fix = FixDead
			return e
		}
	}
	if s.libs(b, p, 2) >= 2 {
		// Name the chains the move would threaten, or else the point.
		var pts []int32
		for _, r := range s.g.nb[p] {
			if r >= 0 && b[r] == c.Opponent() && s.libs(b, r, 2) < 2 {
				pts = append(pts, s.chain...)
			}
		}
		if len(pts) == 0 {
			e := countErr(ErrUnstable, c, []int32{p}, n,
				"%s at %s keeps two liberties or more: the point should be filled", c.Name(), pointOf(p, n))
			e.Fix = FixNeutral
			return e
		}
		e := countErr(ErrUnstable, c.Opponent(), sortedUnique(pts), n,
			"%s at %s keeps two liberties and leaves the %s stones in atari", c.Name(), pointOf(p, n), c.Opponent().Name())
		e.Fix = FixDead
		return e
	}
	return nil
}

func sortedCopy(x []int32) []int32 {
	y := append([]int32(nil), x...)
	slices.Sort(y)
	return y
}

func sortedUnique(x []int32) []int32 {
	return slices.Compact(sortedCopy(x))
}

// resize returns s with length n and every element zero, reusing its
// memory when it can.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// fill sets every element of s to v.
func fill[T any](s []T, v T) {
	for i := range s {
		s[i] = v
	}
}

// chainSet labels the chains of a board in one pass of flood fills.
// Chains are numbered in the board order of their first stone.
type chainSet struct {
	of    []int32    // the chain of each point, -1 on an empty point
	color []Color    // the color of each chain
	nlib  []uint8    // the liberties of each chain, counted up to 3
	lib   [][2]int32 // the first two liberties of each chain found
}

// label labels the chains of b.
func (cs *chainSet) label(b []Color, sc *scratch) {
	nb := sc.g.nb
	cs.of = resize(cs.of, len(b))
	fill(cs.of, -1)
	cs.color, cs.nlib, cs.lib = cs.color[:0], cs.nlib[:0], cs.lib[:0]
	for i := range b {
		c := b[i]
		if c == Empty || c == dameMark || cs.of[i] >= 0 {
			continue
		}
		id := int32(len(cs.color))
		gen := sc.next()
		nlib, lib := uint8(0), [2]int32{-1, -1}
		cs.of[i] = id
		sc.stack = append(sc.stack[:0], int32(i))
		for len(sc.stack) > 0 {
			q := sc.stack[len(sc.stack)-1]
			sc.stack = sc.stack[:len(sc.stack)-1]
			for _, x := range nb[q] {
				if x < 0 {
					break
				}
				switch b[x] {
				case Empty:
					if nlib < 3 && sc.lmark[x] != gen {
						sc.lmark[x] = gen
						if nlib < 2 {
							lib[nlib] = x
						}
						nlib++
					}
				case c:
					if cs.of[x] < 0 {
						cs.of[x] = id
						sc.stack = append(sc.stack, x)
					}
				}
			}
		}
		cs.color = append(cs.color, c)
		cs.nlib = append(cs.nlib, nlib)
		cs.lib = append(cs.lib, lib)
	}
}

// points appends the points of chain k to dst, in board order.
func (cs *chainSet) points(k int32, dst []int32) []int32 {
	for i, c := range cs.of {
		if c == k {
			dst = append(dst, int32(i))
		}
	}
	return dst
}

// ----- the analysis -----

// checkShape checks a Final but for its chains.
func checkShape(f *Final) error {
	if f == nil {
		return &CountError{Err: ErrBadFinal, Detail: "nil Final"}
	}
	if f.Size < MinSize || f.Size > MaxSize {
		return &CountError{Err: ErrBadFinal, Detail: fmt.Sprintf("size %d outside %d..%d", f.Size, MinSize, MaxSize)}
	}
	if len(f.Stones) != f.Size*f.Size {
		return &CountError{Err: ErrBadFinal, Detail: fmt.Sprintf("%d points for a %d×%d board", len(f.Stones), f.Size, f.Size)}
	}
	for i, c := range f.Stones {
		if c > White {
			return countErr(ErrBadFinal, Empty, []int32{int32(i)}, f.Size, "bad color %d", uint8(c))
		}
	}
	for _, c := range []Color{Black, White} {
		if f.Seated[c] < 0 || f.Moves[c] < 0 || f.Virtual[c] < 0 || f.Prisoners[c] < 0 ||
			f.MovesBeforePause[c] < 0 || f.Virtual[c] > f.Moves[c] || f.MovesBeforePause[c] > f.Moves[c] ||
			f.Moves[c] > maxTally || f.Prisoners[c] > maxTally || f.Seated[c] > f.Size*f.Size {
			return &CountError{Err: ErrBadFinal, Color: c, Detail: fmt.Sprintf(
				"tallies out of range: seated %d, moves %d (virtual %d, %d before the pause), prisoners %d",
				f.Seated[c], f.Moves[c], f.Virtual[c], f.MovesBeforePause[c], f.Prisoners[c])}
		}
	}
	return nil
}

// checkChains reports the first chain of f (in board order) without
// liberties, given the chains of f.
func checkChains(f *Final, cs *chainSet) error {
	for k, nl := range cs.nlib {
		if nl == 0 {
			return countErr(ErrBadFinal, cs.color[k], cs.points(int32(k), nil), f.Size, "a chain without liberties")
		}
	}
	return nil
}

// checkFinal checks that f is a well-formed Final.
func checkFinal(f *Final) error {
	if err := checkShape(f); err != nil {
		return err
	}
	var cs chainSet
	cs.label(f.Stones, newScratch(geometryOf(f.Size)))
	return checkChains(f, &cs)
}

type region struct {
	pts    []int32 // board order
	border uint8   // colorBit of each color next to the region
}

// groupWork is a group while the analysis builds it.
type groupWork struct {
	color  Color
	pts    []int32 // stones then area
	stones []int32 // board order
	area   []int32 // board order
	eyes   [2]int32
	neyes  int
	indep  bool
	// The number of stones and of points, while findGroups gathers them.
	nstones, npts int32
}

// eyeList returns the eyes chosen, in the order chosen.
func (w *groupWork) eyeList() []int32 { return w.eyes[:w.neyes] }

// settler carries the analysis of one settlement through its steps. Its
// buffers are kept between analyses in settlers; an analysis borrows a
// settler of its own, so that concurrent analyses share nothing.
type settler struct {
	a            *Analysis
	f            *Final
	n            int
	g            *geometry
	sc           scratch
	settled      []Color
	ideal        []Color
	isDead       []bool
	koHolder     []Color
	explicit     []Kind
	explicitSide []Color
	chains       chainSet // chains of the stopped game
	ideals       chainSet // chains of the ideal final position
	regionOf     []int32
	regions      []region
	regionPts    []int32 // the points of the regions, region by region
	groups       []groupWork
	groupPts     []int32  // the stones and area of the groups, group by group
	member       []uint32 // membership marks for chooseEyes
	memberGen    uint32
	parent       []int32  // union-find forest (chains, then groups)
	ids          []int32  // per-step ids: region and group roots, first groups of chains
	counts       []int32  // per-step counts: chain, region and shared-eye tallies
	cands        []uint32 // rank keys of candidate eyes
	second       []uint32 // keys of candidate second eyes
	split        []int8   // whether each candidate splits its group (see chooseEyes)
	forced       []Color  // dead stones captured where they stand: the capturer (findRegions)
	connect      []Color  // neutral points a group must fill to live (chooseAllEyes)
	pair         []Color  // the dame a side must answer and who fills it (shortChains)
	done         []bool   // chains already seen (shortChains)
	open         []int32  // neutral points not yet decided (settleNeutral)
	side         []uint8  // the sides that may fill each open point
}

var settlers = sync.Pool{New: func() any { return new(settler) }}

// start readies st for the analysis of f, whose shape is checked.
func (st *settler) start(f *Final) {
	n := f.Size
	N := n * n
	st.f, st.n, st.g = f, n, geometryOf(n)
	st.sc.use(st.g)
	st.isDead = resize(st.isDead, N)
	st.koHolder = resize(st.koHolder, N)
	st.explicit = resize(st.explicit, N)
	st.explicitSide = resize(st.explicitSide, N)
	if len(st.member) < N {
		st.member, st.memberGen = make([]uint32, N), 0
	}
	st.regions = st.regions[:0]
	st.groups = st.groups[:0]
	st.chains.label(f.Stones, &st.sc)
}

// release forgets the analysis and returns st to settlers.
func (st *settler) release() {
	st.a, st.f, st.settled, st.ideal = nil, nil, nil, nil
	settlers.Put(st)
}

// maxTally bounds a Final's move and prisoner counts, so that no count
// built from them can overflow.
const maxTally = 1 << 30

// Analyze settles a stopped game: it removes the agreed dead stones,
// classifies every point, chooses the basic eyes, builds the ideal final
// position and checks that it is stable. The definitions are those of the
// package documentation ("Settling and counting"): they look at the
// position only, so the analysis is the same under the 8 symmetries of the
// board and the color swap (which points are the eyes of a group may
// follow the board order among equals; how many never does).
//
// A game that ended naturally (f.NaturalEnd) needs no settlement: every
// stone is alive and every empty point is KindUnclaimed; a non-empty
// settlement is then an error (ErrSettlementNotNeeded).
//
// The analysis, in order (each step's function says more):
//
//  1. The dead stones (whole chains) come off; a dead chain not in the
//     opponent's area is captured where it stands (findRegions); a held
//     ko the other side took last is retaken (takeKo).
//  2. Empty regions bordered by one color are that side's area; regions
//     bordered by both are neutral. A group is a connected set of one
//     side's chains and the regions of its area.
//  3. The dame a side must answer are found (shortChains).
//  4. Each group chooses its basic eyes among its area points (ko points,
//     captured points and dame excluded). Candidates are ranked by fewest
//     empty neighbours in the area, then most stone neighbours, then board
//     order. The group is independent when it can keep two non-adjacent
//     eyes such that filling the rest of its area leaves one chain (or,
//     failing that, chains each touching both eyes); the first such pair
//     in rank order is taken, the second eye ranked by the same key and
//     then by the largest distance from the first. A group that cannot,
//     but can by filling a neutral point, fills it (chooseAllEyes); else
//     it is in seki: it keeps one eye (the best ranked whose filling keeps
//     the group one chain) if it has any area, none otherwise.
//  5. The ideal final position starts as the settled position with every
//     area point that is not an eye filled, ko points filled by their
//     holders, and the explicit neutral roads filled.
//  6. The other neutral points are decided in rounds (settleNeutral):
//     roads of the one side that may fill them, dame, shared eyes.
//  7. Groups that the filled roads join into one chain become one group and
//     choose their basic eyes again: a connected group needs two eyes, not
//     four; the eyes it no longer needs are roads.
//  8. The ideal final position must be stable: for every empty point that
//     is not a dame and either color, the move captures nothing and
//     leaves the mover's chain at most one liberty (or none), dame taken
//     as filled. Otherwise the settlement is impossible: a group agreed
//     alive can be captured, a group has one eye outside seki, or the
//     analysis decided a neutral point differently from the players
//     (classify it explicitly in Settlement.Neutral).
//
// Errors are *CountError values wrapping ErrBadFinal, ErrBadSettlement,
// ErrNotAStone, ErrPartialChain, ErrDeadNotSurrounded, ErrNotEmpty,
// ErrNotNeutral, ErrUnstable or ErrSettlementNotNeeded, naming the points,
// with the Fix that settles them.
func Analyze(f *Final, s Settlement) (*Analysis, error) {
	if err := checkShape(f); err != nil {
		return nil, err
	}
	st := settlers.Get().(*settler)
	defer st.release()
	st.start(f)
	if err := checkChains(f, &st.chains); err != nil {
		return nil, err
	}
	n := f.Size
	N := n * n
	// One block for the stones of the stopped game, the settled and the
	// ideal final position.
	colors := make([]Color, 3*N)
	a := &Analysis{size: n, final: *f}
	a.final.Stones = colors[:N:N]
	copy(a.final.Stones, f.Stones)
	a.settled = colors[N : 2*N : 2*N]
	copy(a.settled, f.Stones)
	a.kind = make([]Kind, N)
	a.owner = make([]Color, N)
	a.groupOf = make([]int32, N)
	fill(a.groupOf, -1)
	if f.NaturalEnd {
		if !s.isEmpty() {
			return nil, &CountError{Err: ErrSettlementNotNeeded}
		}
		a.ideal = a.settled
		for i, c := range a.settled {
			if c == Empty {
				a.kind[i] = KindUnclaimed
				a.nobody++
			} else {
				a.kind[i], a.owner[i] = KindStone, c
				a.stones[c]++
			}
		}
		return a, nil
	}
	a.ideal = colors[2*N : 3*N : 3*N]
	st.a, st.settled = a, a.settled
	if err := st.removeDead(s); err != nil {
		return nil, err
	}
	if err := st.readPoints(s); err != nil {
		return nil, err
	}
	st.takeKo()
	if err := st.findRegions(); err != nil {
		return nil, err
	}
	st.findGroups()
	st.shortChains()
	st.chooseAllEyes()
	st.fillIdeal()
	st.settleNeutral()
	st.ideals.label(st.ideal, &st.sc)
	if st.mergeGroups() {
		st.ideals.label(st.ideal, &st.sc)
	}
	if err := st.checkStable(); err != nil {
		return nil, err
	}
	st.fillDame()
	st.finish()
	return a, nil
}

func (st *settler) index(p Point) (int32, bool) {
	if !p.On(st.n) {
		return 0, false
	}
	return int32(p.Y*st.n + p.X), true
}

// removeDead takes the dead stones off (step 1).
func (st *settler) removeDead(s Settlement) error {
	f, n, a, cs := st.f, st.n, st.a, &st.chains
	for _, p := range s.Dead {
		i, ok := st.index(p)
		if !ok {
			return &CountError{Err: ErrBadSettlement, Points: []Point{p}, Detail: "dead point off the board", Fix: FixDead}
		}
		if f.Stones[i] == Empty {
			return &CountError{Err: ErrNotAStone, Points: []Point{p}, Fix: FixDead}
		}
		st.isDead[i] = true
	}
	if len(s.Dead) == 0 {
		return nil
	}
	// Count the stones and the dead stones of each chain: a chain must be
	// dead whole.
	size := resize(st.counts, 2*len(cs.color))
	st.counts = size
	size, dead := size[:len(cs.color)], size[len(cs.color):]
	ndead := 0
	for i, k := range cs.of {
		if k >= 0 {
			size[k]++
			if st.isDead[i] {
				dead[k]++
				ndead++
			}
		}
	}
	for i, k := range cs.of {
		if k < 0 || !st.isDead[i] || dead[k] == size[k] {
			continue
		}
		var missing []int32
		for q, kq := range cs.of {
			if kq == k && !st.isDead[q] {
				missing = append(missing, int32(q))
			}
		}
		e := countErr(ErrPartialChain, f.Stones[i], missing, n,
			"the chain of %s is dead but these stones are not", pointOf(int32(i), n))
		e.Fix = FixDead
		return e
	}
	a.dead = make([]Point, 0, ndead)
	for i, d := range st.isDead {
		if d {
			st.settled[i] = Empty
			a.dead = append(a.dead, pointOf(int32(i), n))
			a.deadOf[f.Stones[i]]++
		}
	}
	return nil
}

// readPoints reads the ko points and the explicit neutral points.
func (st *settler) readPoints(s Settlement) error {
	f, a := st.f, st.a
	for _, k := range s.Ko {
		i, ok := st.index(k.Point)
		if !ok || (k.Holder != Black && k.Holder != White) || st.koHolder[i] != Empty {
			return &CountError{Err: ErrBadSettlement, Points: []Point{k.Point}, Color: k.Holder,
				Detail: "ko point off the board, named twice, or held by nobody", Fix: FixKo}
		}
		if f.Stones[i] != Empty {
			return &CountError{Err: ErrNotEmpty, Points: []Point{k.Point}, Detail: "ko point", Fix: FixKo}
		}
		st.koHolder[i] = k.Holder
	}
	for _, np := range s.Neutral {
		i, ok := st.index(np.Point)
		bad := !ok || st.explicit[i] != 0 || st.koHolder[i] != Empty
		switch np.Kind {
		case KindSharedEye, KindDame:
		case KindRoad:
			bad = bad || (np.Side != Black && np.Side != White)
		default:
			bad = true
		}
		if bad {
			return &CountError{Err: ErrBadSettlement, Points: []Point{np.Point},
				Detail: "neutral point off the board, named twice, also a ko point, or of a bad kind"}
		}
		if f.Stones[i] != Empty {
			return &CountError{Err: ErrNotEmpty, Points: []Point{np.Point}, Detail: "neutral point", Fix: FixNeutral}
		}
		st.explicit[i] = np.Kind
		if np.Kind == KindRoad {
			st.explicitSide[i] = np.Side
		}
	}
	if len(s.Ko) > 0 {
		a.ko = make([]KoPoint, 0, len(s.Ko))
		for i, h := range st.koHolder {
			if h != Empty {
				a.ko = append(a.ko, KoPoint{pointOf(int32(i), st.n), h})
			}
		}
	}
	return nil
}

// findRegions finds the empty regions and checks the dead stones, ko
// points and explicit neutral points against them (step 2). A dead chain
// that does not lie in the opponent's area once removed (it touches a
// dame or a point of its own side's) is captured where it stands: its
// points are roads of the side that captures it, which must fill them to
// close its area, so they border the other empty points as that side's
// stones would. Dead stones in a region no stone of the other side
// borders are refused: nobody surrounds them.
func (st *settler) findRegions() error {
	n, N := st.n, st.n*st.n
	st.forced = resize(st.forced, N)
	st.labelRegions()
	var bad []int32
	var badColor Color
	forced := false
	for i := int32(0); i < int32(N); i++ {
		if !st.isDead[i] {
			continue
		}
		c := st.f.Stones[i]
		if st.regions[st.regionOf[i]].border == colorBit(c.Opponent()) {
			continue
		}
		touch := false
		for _, x := range st.g.nb[i] {
			if x >= 0 && st.settled[x] == c.Opponent() {
				touch = true
			}
		}
		st.forced[i], forced = c.Opponent(), true
		if !touch && !st.chainTouches(i, c.Opponent()) && st.regions[st.regionOf[i]].border&colorBit(c.Opponent()) == 0 {
			if badColor == Empty {
				badColor = c
			}
			bad = append(bad, i)
		}
	}
	if len(bad) > 0 {
		e := countErr(ErrDeadNotSurrounded, badColor, bad, n, "no stone of the other side touches them")
		e.Fix = FixDead
		return e
	}
	if forced {
		st.regions = st.regions[:0]
		st.labelRegions()
	}
	for i := int32(0); i < int32(N); i++ {
		if st.koHolder[i] == Empty && st.explicit[i] == 0 {
			continue
		}
		border := uint8(0)
		if st.settled[i] == Empty {
			border = st.regions[st.regionOf[i]].border
		}
		if h := st.koHolder[i]; h != Empty && border == colorBit(h.Opponent()) {
			e := countErr(ErrNotNeutral, h, []int32{i}, n, "ko point inside the opponent's area")
			e.Fix = FixKo
			return e
		}
		if st.explicit[i] != 0 && border != bothBits {
			return countErr(ErrNotNeutral, Empty, []int32{i}, n, "explicit classification of a point that is not neutral")
		}
	}
	return nil
}

// chainTouches reports whether the dead chain at i (of the stopped game)
// touches a stone of c on the settled position.
func (st *settler) chainTouches(i int32, c Color) bool {
	k := st.chains.of[i]
	for q, kq := range st.chains.of {
		if kq != k {
			continue
		}
		for _, x := range st.g.nb[q] {
			if x >= 0 && st.settled[x] == c {
				return true
			}
		}
	}
	return false
}

// labelRegions labels the empty regions of the settled position by flood
// fills: a forced point (a dead stone captured where it stands) joins only
// the forced points of the same capturer, and borders the other empty
// points as the capturer's stone.
func (st *settler) labelRegions() {
	N, g, sc := st.n*st.n, st.g, &st.sc
	st.regionOf = resize(st.regionOf, N)
	fill(st.regionOf, -1)
	size := st.counts[:0]
	for i := int32(0); i < int32(N); i++ {
		if st.settled[i] != Empty || st.regionOf[i] >= 0 {
			continue
		}
		id := int32(len(st.regions))
		border, k := uint8(0), int32(0)
		st.regionOf[i] = id
		sc.stack = append(sc.stack[:0], i)
		for len(sc.stack) > 0 {
			q := sc.stack[len(sc.stack)-1]
			sc.stack = sc.stack[:len(sc.stack)-1]
			k++
			for _, x := range g.nb[q] {
				if x < 0 {
					break
				}
				switch {
				case st.settled[x] != Empty:
					border |= colorBit(st.settled[x])
				case st.forced[x] != st.forced[q] && st.forced[x] != Empty:
					border |= colorBit(st.forced[x])
				case st.forced[x] != st.forced[q]:
				case st.regionOf[x] < 0:
					st.regionOf[x] = id
					sc.stack = append(sc.stack, x)
				}
			}
		}
		st.regions = append(st.regions, region{border: border})
		size = append(size, k)
	}
	st.counts = size
	// Gather the points of each region in board order.
	st.regionPts = resize(st.regionPts, N)
	off := int32(0)
	for k := range st.regions {
		st.regions[k].pts = st.regionPts[off:off:(off + size[k])]
		off += size[k]
	}
	for i, r := range st.regionOf {
		if r >= 0 {
			st.regions[r].pts = append(st.regions[r].pts, int32(i))
		}
	}
}

// find returns the root of x in the union-find forest st.parent.
func (st *settler) find(x int32) int32 {
	p := st.parent
	for p[x] != x {
		p[x] = p[p[x]]
		x = p[x]
	}
	return x
}

// findGroups joins chains through the regions of their area (step 2).
func (st *settler) findGroups() {
	N, g, cs := st.n*st.n, st.g, &st.chains
	nchains := len(cs.color)
	st.parent = resize(st.parent, nchains)
	for i := range st.parent {
		st.parent[i] = int32(i)
	}
	// A region bordered by one color joins the chains around it; its root
	// is theirs.
	st.ids = resize(st.ids, len(st.regions)+nchains)
	regionRoot, rootGroup := st.ids[:len(st.regions)], st.ids[len(st.regions):]
	for ri, r := range st.regions {
		regionRoot[ri] = -1
		if r.border != colorBit(Black) && r.border != colorBit(White) {
			continue
		}
		for _, q := range r.pts {
			for _, x := range g.nb[q] {
				if x < 0 {
					break
				}
				if st.settled[x] == Empty {
					continue
				}
				c := st.find(cs.of[x])
				if regionRoot[ri] < 0 {
					regionRoot[ri] = c
				} else if root := st.find(regionRoot[ri]); c != root {
					st.parent[c] = root
				}
			}
		}
	}
	// Number the groups in the board order of their first point and count
	// their stones and area.
	fill(rootGroup, -1)
	groupOf := st.a.groupOf
	for i := int32(0); i < int32(N); i++ {
		var root int32 = -1
		if st.settled[i] != Empty {
			root = st.find(cs.of[i])
		} else if rr := regionRoot[st.regionOf[i]]; rr >= 0 {
			root = st.find(rr)
		}
		if root < 0 {
			continue
		}
		if rootGroup[root] < 0 {
			rootGroup[root] = int32(len(st.groups))
			st.groups = append(st.groups, groupWork{color: cs.color[root]})
		}
		gid := rootGroup[root]
		groupOf[i] = gid
		w := &st.groups[gid]
		w.npts++
		if st.settled[i] != Empty {
			w.nstones++
		}
	}
	// Gather each group's stones then area, in board order, into groupPts.
	st.groupPts = resize(st.groupPts, N)
	off := int32(0)
	for gid := range st.groups {
		w := &st.groups[gid]
		ns, np := w.nstones, w.npts
		w.pts = st.groupPts[off : off+np : off+np]
		w.stones = w.pts[:0:ns]
		w.area = w.pts[ns:ns:np]
		off += np
	}
	for i, gid := range groupOf {
		if gid < 0 {
			continue
		}
		w := &st.groups[gid]
		if st.settled[i] != Empty {
			w.stones = append(w.stones, int32(i))
		} else {
			w.area = append(w.area, int32(i))
		}
	}
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
	g := st.g
	st.memberGen++
	if st.memberGen == 0 {
		clear(st.member)
		st.memberGen = 1
	}
	tok := st.memberGen
	for _, p := range pts {
		st.member[p] = tok
	}
	cands := st.cands[:0]
	for _, p := range area {
		if st.koHolder[p] != Empty || st.pair[p] != Empty || st.forced[p] != Empty {
			continue
		}
		var emp, stn uint32
		for _, x := range g.nb[p] {
			if x < 0 || st.member[x] != tok {
				continue
			}
			if st.settled[x] == c {
				stn++
			} else {
				emp++
			}
		}
		cands = append(cands, rankKey(p, emp, stn))
	}
	st.cands = cands
	if len(cands) == 0 {
		return eyes, 0, false
	}
	slices.Sort(cands)
	// Without a first eye e1 that splits the group, no second eye can do:
	// the parts of the group that do not hold e2 do not touch it. oneEye
	// finds such an e1, at most once per candidate: split[k] is 1 when
	// the group without candidate k is one chain of points, 2 when not.
	split := resize(st.split, len(cands))
	st.split = split
	splits := func(k int) bool {
		if split[k] == 0 {
			split[k] = 1
			if !st.oneEye(pts, tok, int32(cands[k]&keyPoint)) {
				split[k] = 2
			}
		}
		return split[k] == 2
	}
	multi := false
	for k1, key1 := range cands {
		p1 := int32(key1 & keyPoint)
		second := st.second[:0]
		for _, key2 := range cands {
			p2 := int32(key2 & keyPoint)
			if p2 != p1 && !g.adjacent(p1, p2) {
				second = append(second, secondKey(key2, g.dist(p1, p2)))
			}
		}
		st.second = second
		slices.Sort(second)
		for _, key2 := range second {
			p2 := int32(key2 & keyPoint)
			ok, single := st.twoEyes(pts, tok, p1, p2)
			if ok && single {
				return [2]int32{p1, p2}, 2, true
			}
			if ok && !multi {
				eyes, multi = [2]int32{p1, p2}, true
			}
			if !ok && splits(k1) {
				break
			}
		}
	}
	if multi {
		return eyes, 2, true
	}
	for k := range cands {
		if !splits(k) {
			return [2]int32{int32(cands[k] & keyPoint)}, 1, false
		}
	}
	return [2]int32{int32(cands[0] & keyPoint)}, 1, false
}

// twoEyes reports whether every component of the group (the points pts,
// marked tok) without e1 and e2 touches both (ok) and, when ok, whether
// there is only one component (single).
func (st *settler) twoEyes(pts []int32, tok uint32, e1, e2 int32) (ok, single bool) {
	sc, nb := &st.sc, st.g.nb
	gen := sc.next()
	sc.mark[e1], sc.mark[e2] = gen, gen
	count := 0
	for _, start := range pts {
		if sc.mark[start] == gen {
			continue
		}
		count++
		t1, t2 := false, false
		sc.mark[start] = gen
		sc.stack = append(sc.stack[:0], start)
		for len(sc.stack) > 0 {
			q := sc.stack[len(sc.stack)-1]
			sc.stack = sc.stack[:len(sc.stack)-1]
			for _, x := range nb[q] {
				if x < 0 {
					break
				}
				switch {
				case x == e1:
					t1 = true
				case x == e2:
					t2 = true
				case st.member[x] == tok && sc.mark[x] != gen:
					sc.mark[x] = gen
					sc.stack = append(sc.stack, x)
				}
			}
		}
		if !t1 || !t2 {
			return false, false
		}
	}
	return true, count <= 1
}

// oneEye reports whether the group (the points pts, marked tok) without e
// is one chain of points (or nothing).
func (st *settler) oneEye(pts []int32, tok uint32, e int32) bool {
	sc, nb := &st.sc, st.g.nb
	gen := sc.next()
	sc.mark[e] = gen
	count := 0
	for _, start := range pts {
		if sc.mark[start] == gen {
			continue
		}
		if count++; count > 1 {
			return false
		}
		sc.mark[start] = gen
		sc.stack = append(sc.stack[:0], start)
		for len(sc.stack) > 0 {
			q := sc.stack[len(sc.stack)-1]
			sc.stack = sc.stack[:len(sc.stack)-1]
			for _, x := range nb[q] {
				if x < 0 {
					break
				}
				if x != e && st.member[x] == tok && sc.mark[x] != gen {
					sc.mark[x] = gen
					sc.stack = append(sc.stack, x)
				}
			}
		}
	}
	return true
}

// fillIdeal starts the ideal final position (step 4).
func (st *settler) fillIdeal() {
	a := st.a
	st.ideal = a.ideal
	copy(st.ideal, st.settled)
	for i := range st.groups {
		st.setArea(&st.groups[i])
	}
	for i := range st.ideal {
		switch {
		case st.settled[i] != Empty:
			a.kind[i], a.owner[i] = KindStone, st.settled[i]
		case st.koHolder[i] != Empty:
			st.ideal[i] = st.koHolder[i]
			a.kind[i], a.owner[i] = KindRoad, st.koHolder[i]
		case st.explicit[i] == KindRoad:
			st.ideal[i] = st.explicitSide[i]
			a.kind[i], a.owner[i] = KindRoad, st.explicitSide[i]
		case st.connect[i] != Empty && st.connect[i] != dameMark:
			st.ideal[i] = st.connect[i]
			a.kind[i], a.owner[i] = KindRoad, st.connect[i]
		case st.explicit[i] == KindDame:
			a.kind[i], st.ideal[i] = KindDame, dameMark
		case st.pair[i] != Empty && a.kind[i] == 0:
			a.kind[i], st.ideal[i] = KindDame, st.pair[i]
		case st.explicit[i] != 0:
			a.kind[i] = st.explicit[i]
		}
	}
}

// setArea marks a group's area: its eyes empty, the rest roads, filled.
func (st *settler) setArea(w *groupWork) {
	a := st.a
	for _, p := range w.area {
		a.kind[p], a.owner[p] = KindRoad, w.color
		if st.pair[p] != Empty {
			// A dame its side must answer: filled, half to each side.
			a.kind[p], a.owner[p] = KindDame, Empty
		}
		st.ideal[p] = w.color
	}
	for _, e := range w.eyeList() {
		a.kind[e] = KindEye
		st.ideal[e] = Empty
	}
}

// indepChain reports whether the stone at x belongs to an independent
// group.
func (st *settler) indepChain(x int32) bool {
	gid := st.a.groupOf[x]
	return gid >= 0 && st.groups[gid].indep
}

// mergeGroups joins the groups that the ideal final position connects
// into one chain, and chooses their eyes again (step 7). It needs the
// chains of the ideal final position in st.ideals and reports whether it
// changed the position.
func (st *settler) mergeGroups() bool {
	a, ideal, N := st.a, st.ideal, st.n*st.n
	comp := st.ideals.of
	ncomp := len(st.ideals.color)
	st.parent = resize(st.parent, len(st.groups))
	for i := range st.parent {
		st.parent[i] = int32(i)
	}
	firstGroup := resize(st.ids, ncomp)
	st.ids = firstGroup
	fill(firstGroup, -1)
	merged := false
	for i := int32(0); i < int32(N); i++ {
		gid := a.groupOf[i]
		if gid < 0 || ideal[i] == Empty {
			continue
		}
		c := comp[i]
		if firstGroup[c] < 0 {
			firstGroup[c] = gid
		} else if x, y := st.find(firstGroup[c]), st.find(gid); x != y {
			st.parent[max(x, y)] = min(x, y)
			merged = true
		}
	}
	if !merged {
		return false
	}
	// Rebuild the groups: each root gathers its members, in board order.
	var groups []groupWork
	newID := make([]int32, len(st.groups))
	fill(newID, -1)
	members := make([][]int32, len(st.groups))
	for gid := range st.groups {
		r := st.find(int32(gid))
		members[r] = append(members[r], int32(gid))
	}
	inComp := make([]bool, ncomp)
	for gid := range st.groups {
		if st.find(int32(gid)) != int32(gid) {
			continue
		}
		id := int32(len(groups))
		if len(members[gid]) == 1 {
			groups = append(groups, st.groups[gid])
			newID[gid] = id
			continue
		}
		w := groupWork{color: st.groups[gid].color}
		clear(inComp)
		for _, m := range members[gid] {
			old := &st.groups[m]
			w.stones = append(w.stones, old.stones...)
			w.area = append(w.area, old.area...)
			for _, p := range old.stones {
				inComp[comp[p]] = true
			}
			newID[m] = id
		}
		slices.Sort(w.stones)
		slices.Sort(w.area)
		pts := append(append([]int32(nil), w.stones...), w.area...)
		// The filled neutral points that join the members belong to the
		// chain, not to the group's area.
		for i := int32(0); i < int32(N); i++ {
			if a.groupOf[i] < 0 && ideal[i] == w.color && inComp[comp[i]] {
				pts = append(pts, i)
			}
		}
		w.pts = pts
		w.eyes, w.neyes, w.indep = st.chooseEyes(w.color, pts, w.area)
		st.setArea(&w)
		groups = append(groups, w)
	}
	for i, gid := range a.groupOf {
		if gid >= 0 {
			a.groupOf[i] = newID[st.find(gid)]
		}
	}
	st.groups = groups
	return true
}

// checkStable checks the ideal final position (step 8). It needs the
// chains of the ideal final position in st.ideals.
func (st *settler) checkStable() error {
	// A chain whose every liberty is a dame, and no stone of an
	// independent group, has none once the dame are filled: the other side
	// would fill them and capture it (unless they are dame both sides must
	// answer: then each fills one, see shortChains).
	cs := &st.ideals
	for i, k := range cs.of {
		if k < 0 || cs.nlib[k] != 0 || st.settled[i] == Empty || st.indepChain(int32(i)) || st.nextToPair(k) {
			continue
		}
		e := countErr(ErrUnstable, cs.color[k], cs.points(k, nil), st.n,
			"the %s stones have no liberty but dame", cs.color[k].Name())
		e.Fix = FixDead
		return e
	}
	for i := int32(0); i < int32(len(st.ideal)); i++ {
		if st.ideal[i] != Empty || st.a.kind[i] == KindDame {
			continue
		}
		for _, c := range [2]Color{Black, White} {
			if !st.faulty(i, c) {
				continue
			}
			if err := st.sc.unstable(st.ideal, i, c, st.n); err != nil {
				return err
			}
		}
	}
	return nil
}

// nextToPair reports whether the chain k of the ideal final position
// touches a dame a side must answer (shortChains).
func (st *settler) nextToPair(k int32) bool {
	for i, kk := range st.ideals.of {
		if kk != k {
			continue
		}
		for _, x := range st.g.nb[i] {
			if x >= 0 && st.pair[x] != Empty && st.settled[x] == Empty {
				return true
			}
		}
	}
	return false
}

// faulty reports, from the liberties of the chains of the ideal final
// position, whether scratch.unstable finds fault with a move of c at the
// empty point p: whether the move captures (a chain next to p has p for
// its only liberty) or leaves the mover's chain two liberties or more.
func (st *settler) faulty(p int32, c Color) bool {
	cs, ideal := &st.ideals, st.ideal
	libs, nl := [2]int32{}, 0
	// add counts the liberty x of the mover's chain, and reports two.
	add := func(x int32) bool {
		if x == p || (nl > 0 && libs[0] == x) {
			return false
		}
		if nl == 1 {
			return true
		}
		libs[0], nl = x, 1
		return false
	}
	for _, x := range st.g.nb[p] {
		if x < 0 {
			break
		}
		switch ideal[x] {
		case dameMark:
		case Empty:
			if add(x) {
				return true
			}
		case c:
			k := cs.of[x]
			if cs.nlib[k] >= 3 {
				return true
			}
			for _, l := range cs.lib[k][:cs.nlib[k]] {
				if add(l) {
					return true
				}
			}
		default:
			if cs.nlib[cs.of[x]] == 1 {
				return true
			}
		}
	}
	return false
}

// finish fills in the groups and the counts of the analysis.
func (st *settler) finish() {
	a, N := st.a, int32(st.n*st.n)
	// Count the shared eyes next to each group, as they are listed below.
	shared := resize(st.counts, 2*len(st.groups))
	st.counts = shared
	shared, lastShared := shared[:len(st.groups)], shared[len(st.groups):]
	fill(lastShared, -1)
	for i := int32(0); i < N; i++ {
		if a.kind[i] != KindSharedEye {
			continue
		}
		for _, x := range st.g.nb[i] {
			if x < 0 {
				break
			}
			if gid := a.groupOf[x]; gid >= 0 && lastShared[gid] != i {
				shared[gid]++
				lastShared[gid] = i
			}
		}
	}
	// One block holds the points of every group's lists.
	total := 0
	for gid := range st.groups {
		w := &st.groups[gid]
		total += len(w.stones) + len(w.area) + w.neyes + int(shared[gid])
	}
	block := make([]Point, 0, total)
	// take appends the points of x to block and returns them, nil for none.
	take := func(x []int32) []Point {
		if len(x) == 0 {
			return nil
		}
		k := len(block)
		for _, p := range x {
			block = append(block, st.g.pt[p])
		}
		return block[k:len(block):len(block)]
	}
	if len(st.groups) > 0 {
		a.groups = make([]Group, len(st.groups))
	}
	for gid := range st.groups {
		w := &st.groups[gid]
		grp := &a.groups[gid]
		grp.Color, grp.Seki = w.color, !w.indep
		grp.Stones = take(w.stones)
		grp.Area = take(w.area)
		eyes := w.eyes
		if w.neyes == 2 && eyes[1] < eyes[0] {
			eyes[0], eyes[1] = eyes[1], eyes[0]
		}
		grp.Eyes = take(eyes[:w.neyes])
		if k, m := len(block), int(shared[gid]); m > 0 {
			// Reserved here, filled below.
			block = block[:k+m]
			grp.Shared = block[k:k:(k + m)]
		}
		a.nGroups[w.color]++
		a.eyes[w.color] += w.neyes
	}
	for i := int32(0); i < N; i++ {
		switch a.kind[i] {
		case KindStone:
			a.stones[a.owner[i]]++
		case KindRoad:
			a.roads[a.owner[i]]++
		case KindDame:
			a.dame++
		case KindSharedEye:
			a.shared++
			last := int32(-1)
			for _, x := range st.g.nb[i] {
				if x < 0 {
					break
				}
				if gid := a.groupOf[x]; gid >= 0 && gid != last {
					gs := &a.groups[gid].Shared
					if k := len(*gs); k == 0 || (*gs)[k-1] != st.g.pt[i] {
						*gs = append(*gs, st.g.pt[i])
					}
					last = gid
				}
			}
		}
	}
}

package livingstones

import (
	"errors"
	"fmt"
	"sync"
)

// This file is the settler (Analyze) and its driver: checking the stopped
// game, trying the board's forms (step 9, readForms and leastForm in
// settle_9_forms.go) and running the steps of doc.go's "Settling and eyes"
// in order (analyzeTurned), each in the settle_<step>_*.go file of its
// number: settle_1_dead.go takes the dead stones off, settle_2_ko.go reads
// the settlement and retakes a held ko, settle_3a_regions.go,
// settle_3b_open.go and settle_3c_groups.go find the regions and the
// groups, and so on to settle_8_stable.go.

// ----- the analysis -----

// checkShape checks a Final but for its chains.
func checkShape(f *Final) error {
	if f == nil {
		return &CountError{Err: ErrBadFinal, Detail: "nil Final"}
	}
	if f.Size < MinSize || f.Size > MaxSize {
		return &CountError{Err: ErrBadFinal, Detail: fmt.Sprintf("size %d outside %d..%d", f.Size, MinSize, MaxSize)}
	}
	if len(f.Board) != f.Size*f.Size {
		return &CountError{Err: ErrBadFinal, Detail: fmt.Sprintf("%d points for a %d×%d board", len(f.Board), f.Size, f.Size)}
	}
	if !colorsOK(f.Board) {
		for i, c := range f.Board {
			if c > White {
				return countErr(ErrBadFinal, Empty, []int32{int32(i)}, f.Size, "bad color %d", uint8(c))
			}
		}
	}
	if f.First > White {
		return &CountError{Err: ErrBadFinal, Detail: fmt.Sprintf("bad first mover %v", f.First)}
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
	cs.label(f.Board, newScratch(geometryOf(f.Size)))
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
	isDead       []bool   // removeDead: deadStones.at
	deadPts      []int32  // removeDead: deadStones.pts
	gained       []int32  // readDead: the liberties the chains gain (gainedLibs)
	emptyLanes   []uint64 // the settled position's empty points (laneMasks)
	marks        []uint64 // findRegions: the closing points (laneMasks)
	koHolder     []Color
	explicit     []Kind
	explicitSide []Color
	named        bool        // whether the settlement names ko or neutral points
	merged       []groupWork // the groups mergeGroups rebuilds, then the groups before
	mergePts     []int32     // the points of the groups mergeGroups rebuilds
	newID, next  []int32     // mergeGroups: each group's new number, lists of members
	inComp       []bool      // mergeGroups: the chains of the ideal position in a group
	chains       chainSet    // chains of the stopped game
	ideals       chainSet    // chains of the ideal final position
	regionOf     []int32
	liveChain    []int32 // tallyJoined: each chain's live chain, after none's
	regions      []region
	regionPts    []int32 // the points of the regions, region by region
	groups       []groupWork
	groupPts     []int32  // the stones and area of the groups, group by group
	groupCount   []int32  // findGroups: each group's counts, then cursors
	regionSide   []Color  // componentGroups: the side of each region
	gMark        []uint64 // the eye graph of chooseEyes: each member's mark,
	gChainTok    []uint32 // each chain's mark (generation gGen) and node,
	gGen         uint32
	gChainNode   []int32
	gEmpty       []int32    // the empty members,
	gEdges       [][2]int32 // the edges of each empty member (buildEyeGraph),
	gKey         []uint32   // the rank key of each empty member,
	gNodes       int32      // the number of nodes,
	gParent      []int32    // and the parts of eyeParts
	memberGen    uint32
	parent       []int32    // union-find forest (chains, then groups)
	ids          []int32    // per-step ids: region and group roots, first groups of chains
	counts       []int32    // per-step counts: chain, region and shared-eye tallies
	cands        []uint32   // rank keys of candidate eyes
	second       []uint32   // keys of candidate second eyes
	split        []int8     // whether each candidate splits its group (see chooseEyes)
	forced       []Color    // dead stones captured where they stand: the capturer (findRegions)
	keys         []Color    // the keys of components (labelRegions, componentGroups)
	deep         []Color    // points of an open region deep in one side's reach (splitOpen)
	distB, distW []int32    // splitOpen: each point's distance from each side's stones
	connect      []Color    // neutral points a group must fill to live (chooseAllEyes)
	conn, found  []int32    // chooseAllEyes: a group's connectors, and those that make it live
	joined       []bool     // chooseAllEyes: groups independent or joined to one
	closing      []Color    // closeAreas: points a group fills to close an area, and its side
	closingMiai  []bool     // closeAreas: closing points that are miai (dame)
	joins        [][2]int32 // joinChains: the groups and points of a round
	trial, kept  []int32    // chooseAllEyes: the points of a group tried, and kept
	unpaired     []int32    // unpair: the connectors that make a group live
	spareLibs    []int32    // stableFilled: the liberties of the chain it fills
	pair         []Color    // the dame a side must answer and who fills it (shortChains)
	entered      []Color    // shortChains: the side that plays first on such a dame
	open         []int32    // neutral points not yet decided (settleNeutral)
	side         []uint8    // the sides that may fill each open point
	empties      []int32    // the empty points of the settled position (fillIdeal)
	// The canonical form (settle_9_forms.go): the form, each point's code, the
	// symmetry tables of the form and of its inverse, the turned game and
	// settlement, and the indices that turn points back.
	turnForm    boardForm
	code        []uint16
	marked      []int32 // the points marked in code
	turnPerm    []int32
	turnInv     []int32
	turned      Final
	turnBoard   []Color
	turnDead    []Point
	turnKo      []KoPoint
	turnNeutral []NeutralPoint
	turnIdx     []int32
}

var settlers = sync.Pool{New: func() any { return new(settler) }}

// How start labels the stopped game: its chains alone, its chains and its
// empty regions (for a settlement that takes no stone off and retakes no
// ko: findRegions then finds the regions labelled), or its chains with
// its points all joined (for a settlement that retakes no ko: findRegions
// numbers the regions from them, joined through the dead stones).
const (
	startChains = iota
	startRegions
	startJoined
)

// labelled is what startAs labelled of the stopped game, for readDead and
// findRegions' first labelling (labelRegions, regionKeys): how
// (startChains, startRegions, startJoined) and, for startRegions, the
// number of regions. Any later labelling starts afresh (labelled{}).
type labelled struct {
	how     int
	regions int
}

// startAs readies st for the analysis of f, whose shape is checked, the
// stopped game labelled as how says (startChains, startRegions,
// startJoined), and returns what it labelled.
func (st *settler) startAs(f *Final, how int) labelled {
	n := f.Size
	N := n * n
	st.f, st.n, st.g = f, n, geometryOf(n)
	st.sc.use(st.g)
	st.koHolder = resize(st.koHolder, N)
	st.explicit = resize(st.explicit, N)
	st.explicitSide = resize(st.explicitSide, N)
	if len(st.gMark) < N {
		st.gMark, st.memberGen = make([]uint64, N), 0
	}
	st.regions = st.regions[:0]
	st.groups = st.groups[:0]
	st.regionOf = grow(st.regionOf, N)
	lab := labelled{how: how}
	switch how {
	case startRegions:
		lab.regions = st.chains.labelWithRegions(f.Board, &st.sc, st.regionOf)
	case startJoined:
		st.chains.labelBoard(f.Board, &st.sc)
	default:
		st.chains.label(f.Board, &st.sc)
	}
	st.closing = resize(st.closing, N)
	return lab
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
// package doc, section Settling and eyes: they look at the
// position only, so the analysis is the same under the 8 symmetries of the
// board and the color swap: where the steps below take the first of
// several points alike in board order, they take it on the board in its
// canonical form (step 9 below; settle_9_forms.go), and
// the analysis is read back on the board as given.
//
// A game that ended naturally (f.NaturalEnd) needs no settlement: every
// stone is alive and every empty point is KindUnclaimed; a non-empty
// settlement is then an error (ErrSettlementNotNeeded).
//
// The analysis, in the order and with the numbers of the package doc's
// steps (Settling and eyes; each step's function says more):
//
//  1. Dead stones come off (removeDead); a dead chain not in the
//     opponent's area is captured where it stands (findRegions).
//  2. A held ko the other side took last is retaken (takeKo).
//  3. Empty regions bordered by one color are that side's area; regions
//     bordered by both are neutral, but for the parts deep in one side's
//     reach, which are its area (findRegions, splitOpen). A group is a
//     connected set of one side's chains and the regions of its area
//     (findGroups).
//  4. Dame a side must answer are found (shortChains).
//  5. Each group chooses its basic eyes among its area points (ko points,
//     captured points and dame excluded; chooseAllEyes, chooseEyes).
//     Candidates are ranked by fewest empty neighbours in the area, then
//     most stone neighbours, then board order (of the canonical form). The
//     group is independent when it can keep two non-adjacent eyes such
//     that filling the rest of its area leaves one chain (or, failing
//     that, chains each touching both eyes); the first such pair in rank
//     order is taken, the second eye ranked by the same key and then by
//     the largest distance from the first. A group that cannot, but can by
//     filling a neutral point, fills it; else it is in seki: it keeps one
//     eye (the best ranked whose filling keeps the group one chain) if it
//     has any area, none otherwise. A group in seki that can close an area
//     with one stone (closeAreas) takes the point as its stone, and steps
//     3–5 are done again (markClosing).
//  6. The neutral points left are decided in rounds (settleNeutral): roads
//     of the one side that may fill them, dame, shared eyes, on the ideal
//     final position started as the settled position with every area
//     point that is not an eye filled, ko points filled by their holders,
//     and the explicit neutral roads filled (fillIdeal).
//  7. Groups that the filled roads join into one chain become one group and
//     choose their eyes again (settleIdeal, mergeGroups): a connected group needs
//     two eyes, not four; the eyes it no longer needs are roads. A group
//     in seki that lives as well with its eye filled fills it
//     (fillSpareEyes).
//  8. The ideal final position must be stable (settleIdeal, checkStable):
//     for every empty point that is not a dame and either color, the move
//     captures nothing and leaves the mover's chain at most one liberty
//     (or none), dame taken as filled. Otherwise the settlement is
//     impossible: a group agreed alive can be captured, a group has one
//     eye outside seki, or the analysis decided a neutral point
//     differently from the players (classify it explicitly in
//     Settlement.Neutral).
//  9. Choices among equals are made on the board in its canonical form
//     (readForms, leastForm): steps 1–8 run on it and the analysis is
//     read back on the board as given; when its ideal final position is
//     unstable the other forms are tried in order (analyze).
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
	a := new(Analysis)
	if err := st.analyze(a, f, s); err != nil {
		return nil, err
	}
	return a, nil
}

// analyze settles f, whose shape is checked, into a, reusing the memory
// of a (see Analyzer).
func (st *settler) analyze(a *Analysis, f *Final, s Settlement) error {
	// A natural end decides nothing; a settlement naming a point off the
	// board is refused as given.
	if f.NaturalEnd || !st.readForms(f, s) {
		return st.analyzeTurned(a, f, s)
	}
	// The forms in order, the canonical first (settle_9_forms.go): the first whose
	// ideal final position is stable, or the canonical form's refusal.
	var first error
	for tried := uint16(0); tried != 0xffff; {
		form, same := st.leastForm(f, tried)
		tried |= same
		err := st.analyzeForm(a, f, s, form)
		if err == nil {
			return nil
		}
		if first == nil {
			first = err
		}
		if !errors.Is(err, ErrUnstable) {
			break
		}
	}
	return first
}

// analyzeTurned is analyze on the board as it is given (see settle_9_forms.go).
func (st *settler) analyzeTurned(a *Analysis, f *Final, s Settlement) error {
	if f.NaturalEnd {
		return st.analyzeNatural(a, f, s)
	}
	dead, gained, rs, err := st.settleGroups(a, f, s)
	if err != nil {
		return err
	}
	st.shortChains(gained)
	st.chooseAllEyes(rs)
	if st.closeAreas() {
		st.regions, st.groups = st.regions[:0], st.groups[:0]
		fill(a.groupOf, -1)
		if rs, err = st.findRegions(labelled{}, dead); err != nil {
			return err
		}
		st.findGroups(rs)
		st.shortChains(gained)
		st.chooseAllEyes(rs)
		st.markClosing()
	}
	st.fillIdeal()
	st.settleNeutral()
	if err := st.settleIdeal(rs); err != nil {
		return err
	}
	st.fillDame()
	st.finish()
	return nil
}

// analyzeNatural is analyzeTurned for a game that ended naturally.
func (st *settler) analyzeNatural(a *Analysis, f *Final, s Settlement) error {
	st.startAs(f, startChains)
	if err := checkChains(f, &st.chains); err != nil {
		return err
	}
	a.reset(f)
	if !s.isEmpty() {
		return &CountError{Err: ErrSettlementNotNeeded}
	}
	fill(a.groupOf, -1)
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
	return nil
}

// settleGroups is analyzeTurned's first steps, for a game that did not end
// naturally: the stopped game labelled, the dead stones taken off, the
// settlement read, the regions and the groups found (steps 1–3:
// removeDead, takeKo, readDead, findRegions, findGroups). It returns the
// dead stones, what the live chains gain by their removal and how the
// regions were found, which the later steps take.
func (st *settler) settleGroups(a *Analysis, f *Final, s Settlement) (deadStones, gainedLibs, regionSet, error) {
	how := startJoined
	switch {
	case len(s.Ko) > 0:
		how = startChains
	case len(s.Dead) == 0:
		how = startRegions
	}
	lab := st.startAs(f, how)
	if err := checkChains(f, &st.chains); err != nil {
		return deadStones{}, nil, regionSet{}, err
	}
	a.reset(f)
	st.a, st.settled = a, a.settled
	dead, err := st.removeDead(s)
	if err != nil {
		return deadStones{}, nil, regionSet{}, err
	}
	if err := st.readPoints(s); err != nil {
		return deadStones{}, nil, regionSet{}, err
	}
	if len(s.Ko) > 0 {
		dead = st.takeKo(dead) // nothing to take without a held ko
	}
	gained := st.readDead(lab, dead)
	rs, err := st.findRegions(lab, dead)
	if err != nil {
		return deadStones{}, nil, regionSet{}, err
	}
	st.findGroups(rs)
	return dead, gained, rs, nil
}

// reset makes a the analysis of f before settling, reusing its memory: the
// stones of the stopped game copied, the settled position a copy of them
// (the ideal final position is made by fillIdeal), every point of no kind,
// the points' groups left for findGroups (or analyzeNatural) to set, no
// count.
func (a *Analysis) reset(f *Final) {
	N := f.Size * f.Size
	// One block for the stones of the stopped game, the settled and the
	// ideal final position.
	colors := a.colors
	if cap(colors) < 3*N {
		colors = make([]Color, 3*N)
	}
	colors = colors[:3*N]
	// Every point's group is set by findGroups, or -1 at a natural end
	// (analyzeNatural).
	kind, owner, groupOf := resize(a.kind, N), resize(a.owner, N), grow(a.groupOf, N)
	*a = Analysis{size: f.Size, final: *f, kind: kind, owner: owner, groupOf: groupOf,
		colors: colors, groups: a.groups[:0], points: a.points[:0], dead: a.dead[:0], ko: a.ko[:0]}
	a.final.Board = colors[:N:N]
	copy(a.final.Board, f.Board)
	a.settled = colors[N : 2*N : 2*N]
	copy(a.settled, f.Board)
	a.ideal = colors[2*N : 3*N : 3*N]
}

func (st *settler) index(p Point) (int32, bool) {
	if !p.On(st.n) {
		return 0, false
	}
	return int32(p.Y*st.n + p.X), true
}

package livingstones

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// The property tests of the counting theorem (package doc, section
// Counting methods): on settled
// positions reached by play and by making, the three shortcut counts give
// exactly the margin of the basic count.

// ----- a tiny engine with a seki-keeping playout policy -----

// sekiBoard is a test board for playouts that keep seki alive: the
// library's Game plays random moves that may fill shared liberties, which
// kills every seki. sekiBoard's policy never fills its own single-point
// eyes and never puts its own chain in atari unless the move captures.
type sekiBoard struct {
	n         int
	g         *geometry
	c         []Color
	sc        *scratch
	prisoners [3]int
	moves     [3]int
	koPoint   int32
}

func newSekiBoard(n int) *sekiBoard {
	g := geometryOf(n)
	return &sekiBoard{n: n, g: g, c: make([]Color, n*n), sc: newScratch(g), koPoint: -1}
}

// play puts c at p, captures, and reports whether the move was legal
// (not occupied, not suicide, not an immediate ko recapture).
func (b *sekiBoard) play(p int32, c Color, policy bool) bool {
	if b.c[p] != Empty || p == b.koPoint {
		return false
	}
	if policy {
		own := true
		for _, x := range b.g.nb[p] {
			if x >= 0 && b.c[x] != c {
				own = false
			}
		}
		if own {
			return false
		}
	}
	b.c[p] = c
	var captured []int32
	for _, x := range b.g.nb[p] {
		if x >= 0 && b.c[x] == c.Opponent() && b.sc.libs(b.c, x, 1) == 0 {
			captured = append(captured, b.sc.chain...)
			for _, q := range b.sc.chain {
				b.c[q] = Empty
			}
		}
	}
	libs := b.sc.libs(b.c, p, 2)
	if libs == 0 || (policy && libs < 2 && len(captured) == 0) {
		for _, q := range captured {
			b.c[q] = c.Opponent()
		}
		b.c[p] = Empty
		return false
	}
	b.koPoint = -1
	if len(captured) == 1 && len(b.sc.chain) == 1 && libs == 1 {
		b.koPoint = captured[0]
	}
	b.prisoners[c] += len(captured)
	b.moves[c]++
	return true
}

// playout plays the policy from the current board until both sides pass.
func (b *sekiBoard) playout(rng *rand.Rand, toMove Color) {
	order := make([]int32, len(b.c))
	passes := 0
	for turn := 0; passes < 2 && turn < 4*len(b.c); turn++ {
		for i := range order {
			order[i] = int32(i)
		}
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		played := false
		for _, p := range order {
			if b.play(p, toMove, true) {
				played = true
				break
			}
		}
		if played {
			passes = 0
		} else {
			passes++
			b.koPoint = -1
		}
		toMove = toMove.Opponent()
	}
}

func (b *sekiBoard) final() *Final {
	return &Final{Size: b.n, Board: append([]Color(nil), b.c...), Moves: b.moves,
		MovesBeforePause: b.moves, Prisoners: b.prisoners, ToMove: White}
}

// settleByPlayout plays out a random position and settles it.
func settleByPlayout(rng *rand.Rand, n int, stones float64) (*sekiBoard, *Analysis) {
	b := newSekiBoard(n)
	// A few random stones first, so that the playout starts unbalanced.
	for k := 0; k < int(stones*float64(n*n)); k++ {
		b.play(int32(rng.IntN(n*n)), Color(1+rng.IntN(2)), true)
	}
	b.playout(rng, White)
	return b.settle(rng)
}

// settle resolves what the analysis rejects (chains it finds capturable
// are captured, points it finds fillable are filled, and the playout goes
// on) until the board is a stable settled position.
func (b *sekiBoard) settle(rng *rand.Rand) (*sekiBoard, *Analysis) {
	n := b.n
	for round := 0; round < 40; round++ {
		a, err := Analyze(b.final(), Settlement{})
		if err == nil {
			return b, asGiven(a) // its points and groups read directly
		}
		var ce *CountError
		if !errors.As(err, &ce) || !errors.Is(err, ErrUnstable) || len(ce.Points) == 0 {
			return nil, nil
		}
		p0 := ce.Points[0]
		i0 := int32(p0.Y*n + p0.X)
		if b.c[i0] != Empty {
			// A capturable chain: capture it.
			for _, p := range ce.Points {
				i := int32(p.Y*n + p.X)
				if c := b.c[i]; c != Empty {
					b.prisoners[c.Opponent()]++
					b.c[i] = Empty
				}
			}
		} else if !b.play(i0, ce.Color, false) {
			return nil, nil
		}
		b.playout(rng, White)
	}
	return nil, nil
}

// ----- generators -----

// countCase is a settled position with the margin it must count to.
type countCase struct {
	final  *Final
	settle Settlement
	rules  Rules
	want   Stones // Black's living stones minus White's, art stones given
	note   string
	// proposed marks a settlement ProposeSettlement made for a game paused
	// before its end: checkStable is not run on it (see CheckCounts).
	proposed bool
}

// drawMadeCase draws a settled position made from a stable one by the
// reverse of filling: stones taken out of independent groups' areas
// (roads), opponent stones put there and agreed dead, boundary stones
// taken out between independent groups (dame), some dame made ko points,
// and random tallies (captures, virtual moves, unequal move counts).
func drawMadeCase(t *rapid.T) countCase {
	n := rapid.SampledFrom([]int{9, 9, 11, 13, 19}).Draw(t, "size")
	seed := rapid.Uint64().Draw(t, "seed")
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	// Seki are rare in random play: half the time, play out up to a dozen
	// positions to find one.
	wantSeki := rng.IntN(2) == 0
	var b *sekiBoard
	var a *Analysis
	for try := 0; try < 12; try++ {
		b, a = settleByPlayout(rng, n, 0.3*rng.Float64())
		if b == nil || !wantSeki {
			break
		}
		if a.groups != nil && hasSeki(a) {
			break
		}
	}
	if b == nil {
		t.Skip("playout did not settle")
	}
	f := b.final()
	indep := func(i int32) bool {
		gid := a.groupOf[i]
		return gid >= 0 && !a.groups[gid].seki
	}
	base := a.Figures(Black).Living - a.Figures(White).Living
	g := geometryOf(n)
	sc := newScratch(g)
	// Stones of an independent group whose neighbours are all its stones
	// or its area come off: they become roads.
	for i := int32(0); i < int32(n*n); i++ {
		if f.Board[i] == Empty || !indep(i) || a.kind[i] != KindStone || rng.IntN(3) != 0 {
			continue
		}
		inside := true
		for _, x := range g.nb[i] {
			if x >= 0 && a.groupOf[x] != a.groupOf[i] {
				inside = false
			}
		}
		if inside {
			f.Board[i] = Empty
			if sc.libsOK(f.Board) {
				continue
			}
			f.Board[i] = a.settled[i]
		}
	}
	// Boundary stones between independent groups come off: dame.
	var dame []int32
	for i := int32(0); i < int32(n*n); i++ {
		c := f.Board[i]
		if c == Empty || !indep(i) || rng.IntN(6) != 0 {
			continue
		}
		// Every neighbour a stone of an independent group, the other
		// side's all of one group: whoever fills the dame (or holds it as a
		// ko) joins no groups.
		ok, opp := true, int32(-1)
		for _, x := range g.nb[i] {
			if x < 0 {
				continue
			}
			if f.Board[x] == Empty || !indep(x) {
				ok = false
			} else if f.Board[x] == c.Opponent() {
				if opp >= 0 && a.groupOf[x] != opp {
					ok = false
				}
				opp = a.groupOf[x]
			}
		}
		if opp < 0 {
			ok = false
		}
		if !ok {
			continue
		}
		f.Board[i] = Empty
		if !sc.libsOK(f.Board) || !groupStillOne(a, dame, i) || shortNext(sc, f.Board, append(dame, i)...) {
			f.Board[i] = c
			continue
		}
		dame = append(dame, i)
		// The side loses a stone and gains half a dame; the other gains half.
		if c == Black {
			base -= Whole(1)
		} else {
			base += Whole(1)
		}
	}
	var s Settlement
	// Some dame are unfinished ko points: a road of the holder.
	for _, i := range dame {
		if rng.IntN(3) == 0 {
			h := Color(1 + rng.IntN(2))
			s.Ko = append(s.Ko, KoPoint{pointOf(i, n), h})
			// Half a dame becomes a whole road of the holder.
			if h == Black {
				base += Whole(1)
			} else {
				base -= Whole(1)
			}
		}
	}
	// Dead stones inside independent areas (now empty points there).
	for i := int32(0); i < int32(n*n); i++ {
		if f.Board[i] != Empty || a.groupOf[i] < 0 || !indep(i) || rng.IntN(4) != 0 {
			continue
		}
		inside := true
		for _, x := range g.nb[i] {
			if x >= 0 && a.groupOf[x] != a.groupOf[i] {
				inside = false
			}
		}
		if !inside {
			continue // a dame made above
		}
		gc := a.groups[a.groupOf[i]].color
		f.Board[i] = gc.Opponent()
		if !sc.libsOK(f.Board) {
			f.Board[i] = Empty
			continue
		}
		s.Dead = append(s.Dead, pointOf(i, n))
	}
	// Tallies: virtual moves, extra moves, prisoners.
	for _, c := range []Color{Black, White} {
		v := rng.IntN(3)
		f.Moves[c] += v
		f.Virtual[c] += v
		f.MovesBeforePause[c] = max(0, f.Moves[c]-rng.IntN(3))
		if rng.IntN(4) != 0 {
			// Keep the playout's prisoners a quarter of the time (the
			// narrow count then overflows); otherwise a few.
			f.Prisoners[c] = rng.IntN(6)
		}
		f.Seated[c] = rng.IntN(3)
	}
	r := DefaultRules(Version(rng.IntN(2)))
	r.Komi = rng.IntN(15) - 3
	want := base
	if side, k := r.ExtraMoves(f); side == Black {
		want -= Whole(k)
	} else if side == White {
		want += Whole(k)
	}
	var dameS []Point
	for _, i := range dame {
		dameS = append(dameS, pointOf(i, n))
	}
	// A made dame may leave a chain next to it short of liberties or cut
	// off from its group (the point is then a road or a pair of dame,
	// doc.go): the construction's figures no longer hold.
	if made, err := Analyze(f, s); err == nil && made.Dame() != a.Dame()+len(dame)-len(s.Ko) {
		t.Skip("a made dame is not a plain dame")
	}
	note := fmt.Sprintf("made from %+v %+v dame %v ko %v dead %v\n%s", a.Figures(Black), a.Figures(White), dameS, s.Ko, s.Dead, a.ASCII())
	return countCase{final: f, settle: s, rules: r, want: want, note: note}
}

func hasSeki(a *Analysis) bool {
	for _, g := range a.groups {
		if g.seki {
			return true
		}
	}
	return false
}

// libsOK reports whether every chain on b has a liberty.
func (s *scratch) libsOK(b []Color) bool {
	for i, c := range b {
		if c != Empty && s.libs(b, int32(i), 1) == 0 {
			return false
		}
	}
	return true
}

// shortNext reports whether a chain next to one of the dame has only two
// liberties: the other side could shorten it at i and it would have to
// answer, which makes i and its other liberty a pair of dame shared one
// each (doc.go), not a plain dame.
func shortNext(s *scratch, b []Color, dame ...int32) bool {
	for _, i := range dame {
		for _, x := range s.g.nb[i] {
			if x >= 0 && b[x] != Empty && s.libs(b, x, 3) < 3 {
				return true
			}
		}
	}
	return false
}

// groupStillOne reports whether the group of the stone taken off at i is
// still connected (through its stones and area, its eyes left out)
// without it, so that it keeps the same two eyes.
func groupStillOne(a *Analysis, dame []int32, i int32) bool {
	gid := a.groupOf[i]
	g := geometryOf(a.size)
	seen := map[int32]bool{i: true}
	for _, d := range dame {
		seen[d] = true // taken off before
	}
	for _, e := range a.groups[gid].eyes {
		seen[e] = true
	}
	var start int32 = -1
	total := 0
	for q := int32(0); q < int32(len(a.groupOf)); q++ {
		if a.groupOf[q] == gid && !seen[q] {
			total++
			if start < 0 {
				start = q
			}
		}
	}
	if start < 0 {
		return false
	}
	stack := []int32{start}
	seen[start] = true
	reached := 1
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, x := range g.nb[q] {
			if x >= 0 && a.groupOf[x] == gid && !seen[x] {
				seen[x] = true
				reached++
				stack = append(stack, x)
			}
		}
	}
	return reached == total
}

// drawPlayedCase plays a random game with the library's engine to its
// natural end (four virtual moves). Counted as it is (every stone alive,
// empty points for nobody) and as a paused game (every empty point left
// by the playout is a one-point eye).
func drawPlayedCase(t *rapid.T) countCase {
	n := rapid.SampledFrom([]int{9, 13, 19}).Draw(t, "size")
	seed := rapid.Uint64().Draw(t, "seed")
	p, err := NewPosition(n)
	if err != nil {
		t.Fatal(err)
	}
	gm := NewGame(p)
	gm.Playout(rand.New(rand.NewPCG(seed, 1)), 0)
	f := gm.Final()
	r := DefaultRules(Version(rapid.IntRange(0, 1).Draw(t, "version")))
	var want Stones
	if rapid.Bool().Draw(t, "paused") {
		// Counted as paused: every stone alive unless the analysis finds
		// it capturable (an edge ko the playout could not retake); those
		// are settled by the seki-keeping playout.
		f.NaturalEnd = false
		a, err := Analyze(f, Settlement{})
		if err != nil {
			b := newSekiBoard(n)
			copy(b.c, f.Board)
			b.moves, b.prisoners = f.Moves, f.Prisoners
			if b, a = b.settle(rand.New(rand.NewPCG(seed, 2))); b == nil {
				t.Skip("does not settle")
			}
			virtual := f.Virtual
			f = b.final()
			f.Virtual = virtual
			for _, c := range []Color{Black, White} {
				f.Moves[c] += virtual[c]
				f.MovesBeforePause[c] = f.Moves[c]
			}
		}
		want = a.Figures(Black).Living - a.Figures(White).Living
	} else {
		if !f.NaturalEnd {
			t.Fatalf("playout did not end naturally")
		}
		for _, c := range f.Board {
			switch c {
			case Black:
				want += Whole(1)
			case White:
				want -= Whole(1)
			}
		}
	}
	if side, k := r.ExtraMoves(f); side == Black {
		want -= Whole(k)
	} else if side == White {
		want += Whole(k)
	}
	return countCase{final: f, rules: r, want: want, note: "played"}
}

func diagramOf(f *Final) string {
	var s []byte
	for y := f.Size - 1; y >= 0; y-- {
		for x := 0; x < f.Size; x++ {
			s = append(s, " XO"[f.Board[y*f.Size+x]], ' ')
		}
		s = append(s, '\n')
	}
	return string(s)
}

// ----- the properties -----

func checkCountCase(t *rapid.T, cc countCase) {
	f := cc.final
	a, err := Analyze(f, cc.settle)
	if err != nil {
		t.Fatalf("%s: Analyze: %v\n%s\ndead %v\nko %v", cc.note, err, diagramOf(f), cc.settle.Dead, cc.settle.Ko)
	}
	nn := Whole(f.Size * f.Size)
	if !a.NaturalEnd() {
		// Black's and White's living stones plus all basic eyes (own and
		// shared) fill the board.
		fb, fw := a.Figures(Black), a.Figures(White)
		if got := fb.Living + fw.Living + fb.Eyes + fw.Eyes; got != nn {
			t.Fatalf("living %s + %s and eyes %s + %s add up to %s, not %d\n%s", fb.Living, fw.Living, fb.Eyes, fw.Eyes, got, f.Size*f.Size, a.ASCII())
		}
		if !cc.proposed {
			checkStable(t, a)
		}
	}
	for _, sc := range Scores() {
		res, err := sc.Count(a, cc.rules)
		if err != nil {
			t.Fatalf("%s: %v\n%s", sc.Name(), err, a.ASCII())
		}
		if res.Margin != cc.want {
			t.Fatalf("%s (%s, %v): margin %s, want %s\n%+v %+v\n%s\n%s", sc.Name(), cc.note, cc.rules.Version, res.Margin, cc.want, a.Figures(Black), a.Figures(White), a.ASCII(), res.Made.ASCII())
		}
		if d := res.Black.Living - res.White.Living; d != res.Margin {
			t.Fatalf("%s: living %s − %s ≠ margin %s", sc.Name(), res.Black.Living, res.White.Living, res.Margin)
		}
		if res.KomiBy != f.komiBy() || res.Winner != cc.rules.Winner(res.Margin, res.KomiBy) {
			t.Fatalf("%s: winner %v, komi by %v (first %v)", sc.Name(), res.Winner, res.KomiBy, f.First)
		}
		mc := res.Made.count()
		switch sc.Name() {
		case "equal-roads":
			if mc.roads[Black] != mc.roads[White] {
				t.Fatalf("equal-roads made roads %d and %d", mc.roads[Black], mc.roads[White])
			}
		case "equal-stones", "equal-stones-narrow":
			if mc.stones[Black] != mc.stones[White] {
				t.Fatalf("%s made board stones %d and %d", sc.Name(), mc.stones[Black], mc.stones[White])
			}
		case "living":
			if mc.roads[Black]+mc.roads[White] != 0 {
				t.Fatalf("the ideal final position keeps roads")
			}
		case "return-head":
			if res.Black.Composite+res.White.Composite != nn {
				t.Fatalf("composites %s + %s ≠ N²", res.Black.Composite, res.White.Composite)
			}
			if mc.eyes[Black] != a.eyes[Black] || mc.eyes[White] != a.eyes[White] {
				t.Fatalf("returning heads changed the eyes")
			}
		}
	}
}

// checkStable checks the ideal final position independently of the
// analysis: every empty point that is not a dame is a basic eye or a
// shared eye, and no move there captures or keeps two liberties.
func checkStable(t *rapid.T, a *Analysis) {
	a = asGiven(a) // its kinds read directly
	n := a.size
	b := make([]Color, n*n)
	for i := range b {
		b[i] = a.Ideal(pointOf(int32(i), n))
		if b[i] == Empty && a.kind[i] == KindDame {
			// A dame nobody may fill harmlessly stays empty in the
			// picture; it is filled by someone, a liberty of nobody.
			b[i] = dameMark
		}
	}
	for i, c := range b {
		if c != Empty {
			continue
		}
		k := a.kind[i]
		if k != KindEye && k != KindSharedEye && k != KindDame {
			t.Fatalf("%v left empty in the ideal final position is a %v", pointOf(int32(i), n), k)
		}
		if k == KindDame {
			continue
		}
		for _, mover := range []Color{Black, White} {
			bb := append([]Color(nil), b...)
			bb[i] = mover
			for _, x := range geometryOf(n).nb[i] {
				if x >= 0 && bb[x] == mover.Opponent() && chainLibs(bb, x) == 0 {
					t.Fatalf("%v at %v captures in the ideal final position", mover, pointOf(int32(i), n))
				}
			}
			if chainLibs(bb, int32(i)) >= 2 {
				t.Fatalf("%v at %v keeps two liberties in the ideal final position", mover, pointOf(int32(i), n))
			}
		}
	}
}

// chainLibs counts liberties the slow way, for the independent check.
func chainLibs(b []Color, p int32) int {
	n := 0
	for n*n < len(b) {
		n++
	}
	g := geometryOf(n)
	seen := map[int32]bool{p: true}
	libs := map[int32]bool{}
	stack := []int32{p}
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, x := range g.nb[q] {
			if x < 0 {
				continue
			}
			if b[x] == Empty {
				libs[x] = true
			} else if b[x] == b[p] && !seen[x] {
				seen[x] = true
				stack = append(stack, x)
			}
		}
	}
	return len(libs)
}

func TestPropertyShortcutsAgreeMade(t *testing.T) {
	skipUnderRace(t)
	rapid.Check(t, func(t *rapid.T) { checkCountCase(t, drawMadeCase(t)) })
}

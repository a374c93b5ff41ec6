package livingstones

import (
	"errors"
	"slices"
	"sync"
	"testing"

	"pgregory.net/rapid"
)

// A method counts its made position from the makings it records, and marks
// the points only when they are looked at, taking stones off and giving
// them away through a rankQueue, in time linear in the board. These tests
// hold both to the plain reading of the makings' docs: mark the points at
// once, rescanning the whole board for the best stone at every step.

// fillByScan is Made.fillRoads on the marks of m.
func fillByScan(m *Made, c Color, k int) bool {
	for i := range m.marks {
		if k > 0 && m.marks[i] == statusOf(KindRoad, c) {
			m.marks[i] = statusOf(KindAdded, c)
			k--
		}
	}
	return k == 0
}

// bestByScan returns the stone of c on m best ranked by rank, first in
// board order, rescanning the board; -1 when c has none.
func bestByScan(m *Made, c Color, rank func(g *geometry, c Color, i int32) int) int32 {
	g := geometryOf(m.size)
	best, bestRank := int32(-1), 5
	for i, mk := range m.marks {
		if mk.stone() != c {
			continue
		}
		if r := rank(g, c, int32(i)); r < bestRank {
			best, bestRank = int32(i), r
		}
	}
	return best
}

// takeOffByScan is Made.takeOff on the marks of m, rescanning the board for
// every stone.
func takeOffByScan(m *Made, c Color, k int) bool {
	for ; k > 0; k-- {
		best := bestByScan(m, c, m.offRank)
		if best < 0 {
			return false
		}
		m.marks[best] = statusOf(KindRoad, c)
	}
	return true
}

// giveAwayByScan is Made.giveAway on the marks of m, rescanning the board
// for every stone. It returns the half stones it could not give.
func giveAwayByScan(m *Made, c Color, h int) (owed int) {
	for ; h > 0; h -= 2 {
		best := bestByScan(m, c, m.giveRank)
		if best < 0 {
			return h
		}
		if h >= 2 {
			m.marks[best] = statusOf(KindGiven, c.Opponent())
		} else {
			m.marks[best] = statusOf(KindDame, Empty)
		}
	}
	return 0
}

// drawCountCase draws a settled position, made or played.
func drawCountCase(t *rapid.T) countCase {
	if rapid.Bool().Draw(t, "played") {
		return drawPlayedCase(t)
	}
	return drawMadeCase(t)
}

func TestPropertyMakingsAsByScan(t *testing.T) {
	skipUnderRace(t)
	rapid.Check(t, func(t *rapid.T) {
		cc := drawCountCase(t)
		a, err := Analyze(cc.final, cc.settle)
		if err != nil {
			t.Fatalf("Analyze: %v", err)
		}
		m := a.Made()
		if m.tally() != m.count() {
			t.Fatalf("the analysis counts %+v, its points %+v", m.tally(), m.count())
		}
		m.reset(a, "test")
		scan := &Made{size: a.size, marks: slices.Clone(a.Made().points())}
		var owed [3]int
		steps := rapid.IntRange(1, maxMakings).Draw(t, "steps")
		for s := 0; s < steps; s++ {
			c := Color(rapid.IntRange(1, 2).Draw(t, "color"))
			op := rapid.SampledFrom([]string{"takeOff", "giveAway", "fillRoads"}).Draw(t, "op")
			k := rapid.IntRange(0, a.size*a.size).Draw(t, "k")
			var ok, okScan bool
			switch op {
			case "takeOff":
				ok, okScan = m.takeOff(c, k) == nil, takeOffByScan(scan, c, k)
			case "giveAway":
				m.giveAway(c, k)
				owed[c] += giveAwayByScan(scan, c, k)
				ok, okScan = true, true
			case "fillRoads":
				ok, okScan = m.fillRoads(c, k) == nil, fillByScan(scan, c, k)
			}
			if ok != okScan {
				t.Fatalf("%s(%v, %d): succeeds %v, by scan %v", op, c, k, ok, okScan)
			}
			if !ok {
				return // a making that fails leaves no position to count
			}
		}
		if !slices.Equal(m.points(), scan.marks) || m.owed != owed {
			t.Fatalf("made (owing %v)\n%s\nby scan (owing %v)\n%s", m.owed, m.ASCII(), owed, scan.ASCII())
		}
		if m.tally() != m.count() {
			t.Fatalf("counted %+v, the points %+v", m.tally(), m.count())
		}
	})
}

// A side can take off every stone it has, and not one more.
func TestTakeOffEveryStone(t *testing.T) {
	const n = 19
	a := &Analysis{size: n, kind: make([]Kind, n*n), owner: make([]Color, n*n)}
	for i := range a.kind {
		a.kind[i], a.owner[i] = KindStone, Black
	}
	a.stones[Black] = n * n
	m := a.Made()
	if err := m.takeOff(Black, n*n); err != nil {
		t.Fatal(err)
	}
	if got := m.count().roads[Black]; got != n*n {
		t.Fatalf("took %d stones off, want %d", got, n*n)
	}
	if err := m.takeOff(Black, 1); !errors.Is(err, ErrCannotMake) {
		t.Fatalf("one stone too many: %v, want ErrCannotMake", err)
	}
}

// A side that gives away more half stones than it has stones gives every
// stone, and owes the rest (the art version, a side almost captured).
func TestGiveAwayMoreThanOnTheBoard(t *testing.T) {
	f := parseFinalDiagram(t,
		". X . X O",
		"X X X X O",
		"O O O O O",
		"O . O . O",
		"O O O O O")
	a := mustAnalyze(t, f, Settlement{})
	for _, h := range []int{0, 1, 2, 7, 15, 16, 17, 30} {
		m := a.Made()
		m.giveAway(Black, h)
		scan := &Made{size: a.size, marks: slices.Clone(a.Made().points())}
		owed := giveAwayByScan(scan, Black, h)
		if !slices.Equal(m.points(), scan.marks) || m.owed[Black] != owed || m.tally() != m.count() {
			t.Errorf("giving %d half stones: owes %d, by scan %d; counted %+v, the points %+v\n%s",
				h, m.owed[Black], owed, m.tally(), m.count(), m.ASCII())
		}
	}
}

// A result's made position is marked when first looked at: goroutines
// that look at it at once all see it whole (run with -race).
func TestMadeDrawnOnceConcurrently(t *testing.T) {
	f, s := lanke(t)
	a := mustAnalyze(t, f, s)
	for _, sc := range Scores() {
		want := mustCount(t, sc, a, DefaultRules(Art)).Made.ASCII()
		res := mustCount(t, sc, a, DefaultRules(Art))
		var wg sync.WaitGroup
		got := make([]string, 8)
		for g := range got {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got[g] = res.Made.ASCII()
			}()
		}
		wg.Wait()
		for g, x := range got {
			if x != want {
				t.Fatalf("%s: goroutine %d sees\n%s\nwant\n%s", sc.Name(), g, x, want)
			}
		}
	}
}

// A point's status has one name: the settled position drawn as a Made
// (Analysis.Made) answers Kind and Owner as the Analysis does at every
// point, and the stones a method's making puts on (KindAdded, KindGiven)
// have an owner.
func TestMadeKindIsAnalysisKind(t *testing.T) {
	r := DefaultRules(Art)
	for _, e := range benchEnds(t) {
		rep, err := Count(e.f, e.s, r)
		if err != nil {
			t.Fatal(err)
		}
		a := rep.Analysis
		m := a.Made()
		n := a.Size()
		for y := range n {
			for x := range n {
				p := Pt(x, y)
				if m.Kind(p) != a.Kind(p) || m.Owner(p) != a.Owner(p) {
					t.Fatalf("%s %v: Made says %v of %v, Analysis %v of %v", e.name, p, m.Kind(p), m.Owner(p), a.Kind(p), a.Owner(p))
				}
				for _, res := range rep.Results {
					k, c := res.Made.Kind(p), res.Made.Owner(p)
					if (k == KindAdded || k == KindGiven) && (c == Empty || !k.IsStone()) {
						t.Errorf("%s %s %v: %v of %v", e.name, res.Method, p, k, c)
					}
				}
			}
		}
		if m.Kind(Pt(-1, 0)) != 0 || m.Owner(Pt(n, 0)) != Empty {
			t.Errorf("%s: a point off the board has a kind or owner", e.name)
		}
	}
}

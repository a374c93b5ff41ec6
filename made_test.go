package livingstones

import (
	"errors"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// The makings take stones off and give them away through a rankQueue, in
// time linear in the board. These tests hold them to the plain reading of
// their docs: rescan the whole board for the best stone at every step.

// takeOffByScan is Made.takeOff by rescanning the board for every stone.
func takeOffByScan(m *Made, c Color, k int) bool {
	g := geometryOf(m.size)
	for ; k > 0; k-- {
		best, bestRank := int32(-1), 5
		for i, mk := range m.marks {
			if mk.Stone() != c {
				continue
			}
			if rank := m.offRank(g, c, int32(i)); rank < bestRank {
				best, bestRank = int32(i), rank
			}
		}
		if best < 0 {
			return false
		}
		m.set(best, stoneMark(c, MarkBlackRoad))
	}
	return true
}

// giveAwayByScan is Made.giveAway by rescanning the board for every stone.
func giveAwayByScan(m *Made, c Color, h int) {
	g := geometryOf(m.size)
	for ; h > 0; h -= 2 {
		best, bestRank := int32(-1), 3
		for i, mk := range m.marks {
			if mk.Stone() != c {
				continue
			}
			if rank := m.giveRank(g, c, int32(i)); rank < bestRank {
				best, bestRank = int32(i), rank
			}
		}
		if best < 0 {
			m.owed[c] += h
			return
		}
		if h >= 2 {
			m.set(best, stoneMark(c.Opponent(), MarkBlackGiven))
		} else {
			m.set(best, MarkDame)
		}
	}
}

func cloneMade(m *Made) *Made {
	c := *m
	c.marks = slices.Clone(m.marks)
	return &c
}

func TestPropertyMakingsAsByScan(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var cc countCase
		if rapid.Bool().Draw(t, "played") {
			cc = drawPlayedCase(t)
		} else {
			cc = drawMadeCase(t)
		}
		a, err := Analyze(cc.final, cc.settle)
		if err != nil {
			t.Fatalf("Analyze: %v", err)
		}
		fast := a.Made()
		slow := cloneMade(fast)
		steps := rapid.IntRange(1, 6).Draw(t, "steps")
		for s := 0; s < steps; s++ {
			c := Color(rapid.IntRange(1, 2).Draw(t, "color"))
			k := rapid.IntRange(0, a.size*a.size/2).Draw(t, "k")
			op := rapid.SampledFrom([]string{"takeOff", "giveAway", "fillRoads"}).Draw(t, "op")
			var okFast, okSlow bool
			switch op {
			case "takeOff":
				okFast, okSlow = fast.takeOff(c, k) == nil, takeOffByScan(slow, c, k)
			case "giveAway":
				fast.giveAway(c, k)
				giveAwayByScan(slow, c, k)
				okFast, okSlow = true, true
			case "fillRoads":
				okFast = fast.fillRoads(c, k) == nil
				okSlow = slow.fillRoads(c, k) == nil
			}
			if okFast != okSlow {
				t.Fatalf("%s(%v, %d): succeeds %v, by scan %v", op, c, k, okFast, okSlow)
			}
			if !okFast {
				return // a making that fails leaves no position to count
			}
			if !slices.Equal(fast.marks, slow.marks) || fast.owed != slow.owed {
				t.Fatalf("%s(%v, %d) made\n%s\nby scan\n%s", op, c, k, fast.ASCII(), slow.ASCII())
			}
			if fast.tally() != fast.count() {
				t.Fatalf("%s(%v, %d): running count %+v, points count %+v", op, c, k, fast.tally(), fast.count())
			}
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
	m := a.Made()
	if err := m.takeOff(Black, n*n); err != nil {
		t.Fatal(err)
	}
	if got := m.tally().roads[Black]; got != n*n {
		t.Fatalf("took %d stones off, want %d", got, n*n)
	}
	if err := m.takeOff(Black, 1); !errors.Is(err, ErrCannotMake) {
		t.Fatalf("one stone too many: %v, want ErrCannotMake", err)
	}
}

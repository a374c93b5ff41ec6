package livingstones

import (
	"strings"
	"testing"
)

// The 7×7 game of the short versions (notes 1, 8, 10–12) and the rule
// book (art. 27–33; see the package doc, section Sources): White
// first, 21 moves each, Black moved last; Black captured one white stone
// during play and White one black stone; Black's stone at c2 is dead.
func sevenBySeven(t testing.TB) (*Final, Settlement) {
	f := parseFinalDiagram(t,
		"7 . X . X X O .",
		"6 . X X X O . O",
		"5 . . X O O O O",
		"4 X X X X O X O",
		"3 O O O X X X X",
		"2 O . X O O X X",
		"1 . O O O O O X",
	)
	f.Moves = [3]int{0, 21, 21}
	f.MovesBeforePause = f.Moves
	f.Prisoners = [3]int{0, 1, 1}
	f.ToMove = White
	return f, Settlement{Dead: pts(t, 7, "cb")}
}

// The Lanke game of the Lanke article: 图五 with the dead stones put back; 153 moves each
// (the record's 290 and 16 dame moves), two seated stones each, Black took
// 14 white stones during play and White took 6 black ones.
func lanke(t testing.TB) (*Final, Settlement) {
	f := parseFinalDiagram(t, readDiagramFile(t, "lanke-fig5.txt")...)
	deadW := pts(t, 19, "ar bq ap in jn kn ln lm")
	deadB := pts(t, 19, "ok qj ph")
	for _, p := range deadW {
		f.Board[p.Y*19+p.X] = White
	}
	for _, p := range deadB {
		f.Board[p.Y*19+p.X] = Black
	}
	f.Seated = [3]int{0, 2, 2}
	f.Moves = [3]int{0, 153, 153}
	f.MovesBeforePause = f.Moves
	f.Prisoners = [3]int{0, 14, 6}
	f.ToMove = White
	return f, Settlement{Dead: append(deadW, deadB...)}
}

type sideFigures struct {
	board, roads int
	living       Stones
}

func checkSides(t *testing.T, res *Result, b, w sideFigures) {
	t.Helper()
	for _, x := range []struct {
		c    Color
		want sideFigures
	}{{Black, b}, {White, w}} {
		got := res.Side(x.c)
		if got.Board != x.want.board || got.Roads != x.want.roads || got.Living != x.want.living {
			t.Errorf("%s %s: board %d roads %d living %s; want %d %d %s\n%s", res.Method, x.c.Name(),
				got.Board, got.Roads, got.Living, x.want.board, x.want.roads, x.want.living, res.Made.ASCII())
		}
	}
}

func TestSevenBySeven(t *testing.T) {
	f, s := sevenBySeven(t)
	a := mustAnalyze(t, f, s)
	r := DefaultRules(Law)

	t.Run("settled", func(t *testing.T) {
		// 图六: Black 19 stones + 3 roads, White 20 + 1; one black group
		// with two eyes, two white groups with four.
		b, w := a.Figures(Black), a.Figures(White)
		if b.Board != 19 || b.Roads != 3 || b.Living != Whole(22) || b.Groups != 1 || b.Eyes != Whole(2) {
			t.Errorf("black %+v", b)
		}
		if w.Board != 20 || w.Roads != 1 || w.Living != Whole(21) || w.Groups != 2 || w.Eyes != Whole(4) {
			t.Errorf("white %+v", w)
		}
		// The sources' eyes: c7 and b5 for Black, g7 f6 a1 c2 for White.
		want := ". b # X X O #\n" // row 7 (a7 road)
		_ = want
		var eyes []Point
		for _, g := range a.Groups() {
			eyes = append(eyes, g.Eyes...)
		}
		if got := pointsString(eyes); got != "be cg fg gf ab cb" && got != "cg be gf fg ab cb" {
			t.Logf("eyes %s", got)
		}
	})
	t.Run("living", func(t *testing.T) {
		res := mustCount(t, Living{}, a, r)
		checkSides(t, res, sideFigures{22, 0, Whole(22)}, sideFigures{21, 0, Whole(21)})
		if res.Margin != Whole(1) || res.Winner != Black {
			t.Errorf("margin %s winner %v", res.Margin, res.Winner)
		}
	})
	t.Run("equal-roads/1", func(t *testing.T) {
		// 图七: one road each, board stones 21 vs 20.
		res := mustCount(t, EqualRoads{}, a, r)
		checkSides(t, res, sideFigures{21, 1, Whole(22)}, sideFigures{20, 1, Whole(21)})
		if res.Roads != 1 || res.Margin != Whole(1) {
			t.Errorf("roads %d margin %s", res.Roads, res.Margin)
		}
	})
	t.Run("equal-roads/2", func(t *testing.T) {
		// Note 10 of the short versions: two roads each, 20 vs 19 (White takes a stone off).
		res := mustCount(t, EqualRoads{Roads: 2}, a, r)
		checkSides(t, res, sideFigures{20, 2, Whole(22)}, sideFigures{19, 2, Whole(21)})
		if res.White.TookOff != 1 || res.Margin != Whole(1) {
			t.Errorf("white took off %d, margin %s", res.White.TookOff, res.Margin)
		}
	})
	t.Run("equal-stones", func(t *testing.T) {
		// 图八: bowls of 25, keep 5: 20 stones each, roads 2 vs 1.
		for _, e := range []EqualStones{{Bowl: 25, Keep: 5}, {}} {
			res := mustCount(t, e, a, r)
			checkSides(t, res, sideFigures{20, 2, Whole(22)}, sideFigures{20, 1, Whole(21)})
			if res.Board != 20 || res.Black.KeptBack != 5 || res.Margin != Whole(1) {
				t.Errorf("%+v: board %d kept %d margin %s", e, res.Board, res.Black.KeptBack, res.Margin)
			}
		}
	})
	t.Run("equal-stones-narrow", func(t *testing.T) {
		// 图九: Black refills 2 (a prisoner and its dead stone), White 1:
		// 21 stones each, roads 1 vs 0.
		res := mustCount(t, EqualStonesNarrow{}, a, r)
		checkSides(t, res, sideFigures{21, 1, Whole(22)}, sideFigures{21, 0, Whole(21)})
		if res.Black.Refill != 2 || res.White.Refill != 1 || res.Margin != Whole(1) {
			t.Errorf("refill %d %d margin %s", res.Black.Refill, res.White.Refill, res.Margin)
		}
	})
	t.Run("return-head", func(t *testing.T) {
		// 图十: White has one group more and returns one stone: f1 becomes
		// black; composite 25 vs 24, three virtual stones each.
		res := mustCount(t, ReturnHead{}, a, DefaultRules(Law))
		if res.White.Returned != Whole(1) || res.Black.Composite != Whole(25) || res.White.Composite != Whole(24) {
			t.Errorf("returned %s composite %s %s", res.White.Returned, res.Black.Composite, res.White.Composite)
		}
		if k, c := res.Made.Kind(Pt(5, 0)), res.Made.Owner(Pt(5, 0)); k != KindGiven || c != Black {
			t.Errorf("f1 is a %v of %v, want a black given stone\n%s", k, c, res.Made.ASCII())
		}
		if res.Black.Living != Whole(22) || res.White.Living != Whole(21) || res.Margin != Whole(1) {
			t.Errorf("living %s %s margin %s", res.Black.Living, res.White.Living, res.Margin)
		}
		r0 := Rules{Law, 0}
		res = mustCount(t, ReturnHead{}, a, r0)
		if res.Black.Par != Stones(49) || res.White.Par != Stones(49) {
			t.Errorf("par %s %s, want 24.5", res.Black.Par, res.White.Par)
		}
	})
}

func pointsString(ps []Point) string {
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += " "
		}
		s += p.String()
	}
	return s
}

func TestLanke(t *testing.T) {
	f, s := lanke(t)
	a := mustAnalyze(t, f, s)
	r := DefaultRules(Law)
	t.Run("settled", func(t *testing.T) {
		// Black 146 stones + 37 empty − 10 eyes (5 groups) = 173;
		// White 133 + 45 − 6 (3 groups) = 172.
		b, w := a.Figures(Black), a.Figures(White)
		if b.Board != 146 || b.Roads != 27 || b.Eyes != Whole(10) || b.Groups != 5 || b.Living != Whole(173) {
			t.Errorf("black %+v", b)
		}
		if w.Board != 133 || w.Roads != 39 || w.Eyes != Whole(6) || w.Groups != 3 || w.Living != Whole(172) {
			t.Errorf("white %+v", w)
		}
		if t.Failed() {
			t.Log("\n" + a.ASCII())
		}
	})
	t.Run("living", func(t *testing.T) {
		// 图六: the ideal final position, 173 vs 172 (7 and 8 left in the
		// 180-stone bowls).
		res := mustCount(t, Living{}, a, r)
		checkSides(t, res, sideFigures{173, 0, Whole(173)}, sideFigures{172, 0, Whole(172)})
	})
	t.Run("equal-roads", func(t *testing.T) {
		// 图七: 20 roads each, board stones 153 vs 152.
		res := mustCount(t, EqualRoads{Roads: 20}, a, r)
		checkSides(t, res, sideFigures{153, 20, Whole(173)}, sideFigures{152, 20, Whole(172)})
	})
	t.Run("equal-stones", func(t *testing.T) {
		// 图八: bowls of 180, keep 20: 160 each, roads 13 vs 12.
		res := mustCount(t, EqualStones{Bowl: 180, Keep: 20}, a, r)
		checkSides(t, res, sideFigures{160, 13, Whole(173)}, sideFigures{160, 12, Whole(172)})
	})
	t.Run("equal-stones-narrow", func(t *testing.T) {
		// 图九: refill 9 and 22: 155 each, roads 18 vs 17.
		res := mustCount(t, EqualStonesNarrow{}, a, r)
		checkSides(t, res, sideFigures{155, 18, Whole(173)}, sideFigures{155, 17, Whole(172)})
		if res.Black.Refill != 9 || res.White.Refill != 22 {
			t.Errorf("refill %d %d", res.Black.Refill, res.White.Refill)
		}
	})
	t.Run("return-head", func(t *testing.T) {
		// 图十: Black returns 2 (or, pr in the source): 144 black stones on
		// the board, composite 181 vs 180, par 180.5, 8 virtual stones each.
		res := mustCount(t, ReturnHead{}, a, Rules{Law, 0})
		if res.Black.Returned != Whole(2) || res.Black.Board != 144 || res.White.Board != 135 ||
			res.Black.Composite != Whole(181) || res.White.Composite != Whole(180) ||
			res.Black.Par != Stones(361) || res.Black.Living != Whole(173) || res.White.Living != Whole(172) {
			t.Errorf("return-head: %+v %+v\n%s", res.Black, res.White, res.Made.ASCII())
		}
	})
	t.Run("report", func(t *testing.T) {
		rep, err := Count(f, s, r)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Margin != Whole(1) || rep.Winner != Black {
			t.Errorf("margin %s winner %v", rep.Margin, rep.Winner)
		}
	})
}

// TestLankeByPlay replays the Lanke record (with its erratum) and the 16
// dame moves on the move engine, pauses, and counts the game from
// Position.Final: the figures of the sources, by every method.
func TestLankeByPlay(t *testing.T) {
	p := lankeStart(t)
	moves := strings.Fields(lankeMoves)
	moves[137] = "nm" // the erratum
	moves = append(moves, strings.Fields("di fg ci fi fj dn gb gd je if ie gg hg sn nd pr")...)
	p = play(t, p, moves...)
	var err error
	for range 2 {
		if p, err = p.Play(Pass); err != nil {
			t.Fatal(err)
		}
	}
	f := p.Final()
	want, s := lanke(t)
	if f.Moves != want.Moves || f.Prisoners != want.Prisoners || f.Seated != want.Seated {
		t.Errorf("tallies: moves %v prisoners %v seated %v; want %v %v %v", f.Moves, f.Prisoners, f.Seated, want.Moves, want.Prisoners, want.Seated)
	}
	rep, err := Count(f, s, DefaultRules(Law))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Margin != Whole(1) || rep.Winner != Black || rep.Black.Living != Whole(173) || rep.White.Living != Whole(172) {
		t.Errorf("margin %s winner %v living %s %s", rep.Margin, rep.Winner, rep.Black.Living, rep.White.Living)
	}
	narrow := rep.Result("equal-stones-narrow")
	if narrow.Board != 155 || narrow.Black.Roads != 18 || narrow.White.Roads != 17 {
		t.Errorf("narrow: board %d roads %d %d", narrow.Board, narrow.Black.Roads, narrow.White.Roads)
	}
}

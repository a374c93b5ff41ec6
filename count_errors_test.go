package livingstones

import (
	"errors"
	"strings"
	"testing"
)

// TestCountErrorsSayWhatToDo: a refusal names the points and the part of
// the settlement that settles them.
func TestCountErrorsSayWhatToDo(t *testing.T) {
	f, s := lanke(t)
	for _, tc := range []struct {
		name   string
		s      Settlement
		err    error
		fix    Fix
		points string
	}{
		{"part of a chain dead", Settlement{Dead: pts(t, 19, "jn kn")}, ErrPartialChain, FixDead, "lm in ln"},
		{"no stone", Settlement{Dead: pts(t, 19, "aa")}, ErrNotAStone, FixDead, "aa"},
		{"ko point on a stone", Settlement{Dead: s.Dead, Ko: []KoPoint{{pts(t, 19, "dd")[0], Black}}}, ErrNotEmpty, FixKo, "dd"},
		{"a dead group left alive", Settlement{Dead: pts(t, 19, "ar")}, ErrUnstable, FixDead, ""},
		{"five dead stones left alive", Settlement{Dead: pts(t, 19, "ar bq ap ok qj ph")}, ErrUnstable, FixNeutral, "gl"},
	} {
		_, err := Count(f, tc.s, DefaultRules(Law))
		var ce *CountError
		if !errors.Is(err, tc.err) || !errors.As(err, &ce) || ce.Fix != tc.fix {
			t.Errorf("%s: %v, want %v with fix %v", tc.name, err, tc.err, tc.fix)
			continue
		}
		if tc.points != "" && pointsString(ce.Points) != tc.points {
			t.Errorf("%s: points %s, want %s", tc.name, pointsString(ce.Points), tc.points)
		}
		if len(ce.Points) == 0 || !strings.Contains(err.Error(), "Settlement."+map[Fix]string{FixDead: "Dead", FixKo: "Ko", FixNeutral: "Neutral"}[tc.fix]) {
			t.Errorf("%s: %q names no points or no setting", tc.name, err)
		}
	}
}

// TestHeldKo: Black took the ko last (its stone at e4 has one liberty,
// the ko point d4). Either side may hold it (一方劫材有利时不粘劫而持有的
// 打劫处的那个空点是该方的路点): White holding retakes at d4 and connects,
// so e4 is dead and d4 and e4 are White's roads; Black holding connects
// at d4, its road. In every turn of the board the count is the same.
func TestHeldKo(t *testing.T) {
	f := parseFinalDiagram(t,
		". X . X O . O",
		"X X X X O O O",
		"X X X X O . O",
		"X X X . X O O",
		"X X X X O O O",
		"X X X X O . O",
		". X . X O . O",
	)
	d4 := pts(t, 7, "dd")[0]
	for _, tc := range []struct {
		holder       Color
		margin       Stones
		black, white Figures
	}{
		{White, Whole(5), Figures{Board: 23, Roads: 2, Eyes: Whole(2), Groups: 1, Living: Whole(25)},
			Figures{Board: 16, Roads: 4, Eyes: Whole(2), Groups: 1, Living: Whole(20)}},
		{Black, Whole(9), Figures{Board: 24, Roads: 3, Eyes: Whole(2), Groups: 1, Living: Whole(27)},
			Figures{Board: 16, Roads: 2, Eyes: Whole(2), Groups: 1, Living: Whole(18)}},
	} {
		s := Settlement{Ko: []KoPoint{{d4, tc.holder}}}
		rep, err := Count(f, s, DefaultRules(Law))
		if err != nil {
			t.Fatalf("%s holds: %v", tc.holder.Name(), err)
		}
		if rep.Margin != tc.margin || rep.Black != tc.black || rep.White != tc.white {
			t.Errorf("%s holds: margin %s\n black %+v\n white %+v\nwant %s\n black %+v\n white %+v\n%s",
				tc.holder.Name(), rep.Margin, rep.Black, rep.White, tc.margin, tc.black, tc.white, rep.Analysis.ASCII())
		}
		checkTurns(t, tc.holder.Name()+" holds", f, s, DefaultRules(Law))
	}
}

// TestCountingWhatIsNotOver: a game still being played is not counted,
// but may be estimated; once paused it is counted.
func TestCountingWhatIsNotOver(t *testing.T) {
	p := lankeStart(t)
	moves := strings.Fields(lankeMoves)
	moves[137] = "nm"
	p = play(t, p, moves...)
	s := Settlement{Dead: pts(t, 19, "ar bq ap in jn kn ln lm ok qj ph")}
	if _, err := CountPosition(p, s, DefaultRules(Law)); !errors.Is(err, ErrNotOver) {
		t.Fatalf("counting a game being played: %v, want ErrNotOver", err)
	}
	est, err := EstimatePosition(p, s, DefaultRules(Law))
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if p, err = p.Play(Pass); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := CountPosition(p, s, DefaultRules(Law))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Margin != Whole(1) || est.Margin != rep.Margin {
		t.Errorf("paused: margin %s, estimate %s; want 1 both", rep.Margin, est.Margin)
	}
}

// TestStoneLeftAliveInsideAnArea: White's e5 stands alone inside Black's
// area (columns a–g), and White's wall (column h) lives on its own. Left
// alive, e5 has no eye and nothing to connect to: the settlement is
// refused, whichever way the board is turned (the points around e5 nearer
// White than Black are no area of White's: Black's stones do not wall them
// in, Black's reach surrounds them). Settled dead, it counts.
func TestStoneLeftAliveInsideAnArea(t *testing.T) {
	f := parseFinalDiagram(t,
		". . . . . . X O .",
		". . . . . . X O O",
		". . . . . . X O .",
		". . . . . . X O O",
		". . . . O . X O .",
		". . . . . . X O O",
		". . . . . . X O .",
		". . . . . . X O O",
		". . . . . . X O .",
	)
	for k := 0; k < 16; k++ {
		g, s := turnFinal(f, Settlement{}, k%8, k >= 8)
		if _, err := Count(g, s, DefaultRules(Law)); !errors.Is(err, ErrUnstable) {
			t.Errorf("turn %d: e5 left alive: %v, want %v", k, err, ErrUnstable)
		}
	}
	s := Settlement{Dead: pts(t, 9, "ee")}
	if _, err := Count(f, s, DefaultRules(Law)); err != nil {
		t.Errorf("e5 dead: %v", err)
	}
	checkTurns(t, "e5 dead", f, s, DefaultRules(Law))
}

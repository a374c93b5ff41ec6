package livingstones

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"pgregory.net/rapid"
)

// The count is a property of the position, not of how the board is
// turned or which color is called Black: under the 8 symmetries of the
// board and the color swap (with the sides' figures swapped) every report
// is the same.

// turnFinal returns f turned by the symmetry sym (see symmetry) and, when
// swap is set, with the colors swapped; s is turned alike.
func turnFinal(f *Final, s Settlement, sym int, swap bool) (*Final, Settlement) {
	n := f.Size
	g := *f
	g.Board = make([]Color, len(f.Board))
	col := func(c Color) Color {
		if swap {
			return c.Opponent()
		}
		return c
	}
	for i, c := range f.Board {
		q := symmetry(sym, pointOf(int32(i), n), n)
		g.Board[q.Y*n+q.X] = col(c)
	}
	if swap {
		for _, a := range []*[3]int{&g.Seated, &g.Moves, &g.Virtual, &g.Prisoners, &g.MovesBeforePause} {
			a[Black], a[White] = a[White], a[Black]
		}
		g.ToMove = f.ToMove.Opponent()
	}
	var t Settlement
	for _, p := range s.Dead {
		t.Dead = append(t.Dead, symmetry(sym, p, n))
	}
	for _, k := range s.Ko {
		t.Ko = append(t.Ko, KoPoint{symmetry(sym, k.Point, n), col(k.Holder)})
	}
	for _, np := range s.Neutral {
		t.Neutral = append(t.Neutral, NeutralPoint{symmetry(sym, np.Point, n), np.Kind, col(np.Owner)})
	}
	return &g, t
}

// reportKey is what must not change when the board is turned: the error's
// sentinel, or Black's and White's figures, the dame and shared eyes and
// the margin of every method (swapped and negated under the color swap).
func reportKey(rep *Report, err error, swap bool) string {
	if err != nil {
		for _, e := range []error{ErrBadFinal, ErrBadSettlement, ErrNotAStone, ErrPartialChain,
			ErrDeadNotSurrounded, ErrNotEmpty, ErrNotNeutral, ErrUnstable, ErrCannotMake, ErrMethodsDisagree} {
			if errors.Is(err, e) {
				return "error: " + e.Error()
			}
		}
		return "error: " + err.Error()
	}
	b, w, m := rep.Black, rep.White, rep.Margin
	if swap {
		b, w, m = w, b, -m
	}
	a := rep.Analysis
	s := fmt.Sprintf("margin %s black %+v white %+v dame %d shared %d", m, b, w, a.Dame(), a.SharedEyes())
	for _, r := range rep.Results {
		mm := r.Margin
		if swap {
			mm = -mm
		}
		s += fmt.Sprintf(" %s %s", r.Method, mm)
	}
	return s
}

// turnedKeys counts f with s in all 16 turns and returns the key of each
// and the first turn whose key differs from the untouched board's.
func turnedKeys(f *Final, s Settlement, r Rules) (keys [16]string, differ int) {
	differ = -1
	for k := 0; k < 16; k++ {
		swap := k >= 8
		g, t := turnFinal(f, s, k%8, swap)
		rr := r
		rep, err := Count(g, t, rr)
		keys[k] = reportKey(rep, err, swap)
		if differ < 0 && keys[k] != keys[0] {
			differ = k
		}
	}
	return keys, differ
}

// errorer is what checkTurns needs of *testing.T and *rapid.T.
type errorer interface {
	Helper()
	Errorf(string, ...any)
}

func checkTurns(t errorer, name string, f *Final, s Settlement, r Rules) {
	t.Helper()
	keys, k := turnedKeys(f, s, r)
	if k >= 0 {
		t.Errorf("%s: turned by symmetry %d (color swap %v) the count changes:\n was %s\n now %s\n%s",
			name, k%8, k >= 8, keys[0], keys[k], diagramOf(f))
	}
}

func TestPropertyCountIsSymmetricMade(t *testing.T) {
	skipUnderRace(t)
	rapid.Check(t, func(t *rapid.T) {
		cc := drawMadeCase(t)
		checkTurns(t, cc.note, cc.final, cc.settle, cc.rules)
	})
}

func TestPropertyCountIsSymmetricPlayed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cc := drawPlayedCase(t)
		checkTurns(t, cc.note, cc.final, cc.settle, cc.rules)
	})
}

func TestHandCasesTurned(t *testing.T) {
	for _, hc := range handCases {
		f := parseFinalDiagram(t, hc.board...)
		f.Moves, f.Virtual, f.MovesBeforePause = hc.moves, hc.virtual, hc.moves
		checkTurns(t, hc.name, f, Settlement{Dead: pts(t, f.Size, hc.dead), Ko: hc.ko}, DefaultRules(Law))
	}
}

// lankePaused replays testdata/lanke.sgf (the record's 290 moves, the
// erratum of move 138 applied) or lanke_dame.sgf (and the 16 dame moves),
// pauses it and returns it with the source's 11 dead stones.
func lankePaused(t testing.TB, file string) (*Final, Settlement) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	r, err := ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.Replay()
	if err != nil {
		t.Fatal(err)
	}
	for p.Phase() != Paused {
		if p, err = p.Play(Pass); err != nil {
			t.Fatal(err)
		}
	}
	f := p.Final()
	return f, Settlement{Dead: pts(t, 19, "ar bq ap in jn kn ln lm ok qj ph")}
}

// TestLankePauseAndDame counts the Lanke game at its pause (move 290, 16
// dame unfilled) and after the 16 dame moves (306), with the source's 11
// dead stones, in all 16 turns of the board. The source (002, the Tang
// count): "休止后，棋盘上有16个未收的单官由双方均分，每方分得8个" (after the
// pause the 16 unfilled dame are shared equally, 8 each), and Black wins by
// one either way. Three of the 16 are not plain dame: gd lies inside
// Black's area and gb outside it are the two liberties of Black's stone gc
// (White at gb, Black must answer at gd), and likewise hg and if for
// Black's ig and je and ie for White's ke; each such pair is filled one by
// each side in the dame phase, so the count shares them as dame (doc.go).
func TestLankePauseAndDame(t *testing.T) {
	dameMoves := "di fg ci fi fj dn gb gd je if ie gg hg sn nd pr"
	for _, tc := range []struct {
		file       string
		dame       int
		board      [3]int
		roads      [3]int
		wantDame   string
		wantLiving [3]Stones
	}{
		{"lanke.sgf", 16, [3]int{0, 138, 125}, [3]int{0, 27, 39}, dameMoves, [3]Stones{0, Whole(173), Whole(172)}},
		{"lanke_dame.sgf", 0, [3]int{0, 146, 133}, [3]int{0, 27, 39}, "", [3]Stones{0, Whole(173), Whole(172)}},
	} {
		f, s := lankePaused(t, tc.file)
		rep, err := Count(f, s, DefaultRules(Law))
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		a := rep.Analysis
		var dame []Point
		for i := range f.Board {
			if p := pointOf(int32(i), 19); a.Kind(p) == KindDame {
				dame = append(dame, p)
			}
		}
		want := pts(t, 19, tc.wantDame)
		sortPoints(want)
		if fmt.Sprint(dame) != fmt.Sprint(want) {
			t.Errorf("%s: dame %v, want the source's dame moves %v", tc.file, dame, want)
		}
		for _, c := range []Color{Black, White} {
			fig := a.Figures(c)
			if fig.Board != tc.board[c] || fig.Roads != tc.roads[c] || fig.Dame != Stones(tc.dame) || fig.Living != tc.wantLiving[c] {
				t.Errorf("%s: %s %+v, want board %d roads %d dame %d living %s",
					tc.file, c.Name(), fig, tc.board[c], tc.roads[c], tc.dame/2, tc.wantLiving[c])
			}
		}
		if rep.Margin != Whole(1) || rep.Winner != Black || a.Figures(Black).Groups != 5 || a.Figures(White).Groups != 3 {
			t.Errorf("%s: margin %s winner %v groups %d/%d, want Black by 1, 5 and 3 groups",
				tc.file, rep.Margin, rep.Winner, a.Figures(Black).Groups, a.Figures(White).Groups)
		}
		checkTurns(t, tc.file, f, s, DefaultRules(Law))
	}
}

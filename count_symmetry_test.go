package livingstones

import (
	"errors"
	"fmt"
	"os"
	"strings"
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
	g.Stones = make([]Color, len(f.Stones))
	col := func(c Color) Color {
		if swap {
			return c.Opponent()
		}
		return c
	}
	for i, c := range f.Stones {
		q := symmetry(sym, pointOf(int32(i), n), n)
		g.Stones[q.Y*n+q.X] = col(c)
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
		t.Neutral = append(t.Neutral, NeutralPoint{symmetry(sym, np.Point, n), np.Kind, col(np.Side)})
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

var _ = os.ReadFile
var _ = strings.Fields

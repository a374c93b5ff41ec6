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
		if len(ce.Points) == 0 || !strings.Contains(err.Error(), "Settlement."+map[Fix]string{FixDead: "Dead", FixKo: "Ko"}[tc.fix]) {
			t.Errorf("%s: %q names no points or no setting", tc.name, err)
		}
	}
}

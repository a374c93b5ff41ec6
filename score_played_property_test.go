package livingstones_test

import (
	"testing"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/rapidgen"
	"pgregory.net/rapid"
)

// played are the games the counting theorem is checked on: both openings
// and every rule option, on boards up to 13×13 (settling a random 19×19
// ending takes ProposeSettlement about half a second).
var played = rapidgen.Config{Sizes: []int{5, 7, 9, 13}, Seated: true, Options: true}

// TestPropertyShortcutsAgreePlayed checks the counting theorem (package
// doc, section Counting methods) on endings reached by play
// (rapidgen.SettledEndings): games paused and settled by the players'
// proposal, paused where they would have ended naturally with every
// stone alive, resumed and settled by fighting, or ended naturally.
// Every method counts the margin of the basic count: the living stones
// of the analysis (for a natural end, every stone on the board), less
// what the rules' extra moves cost.
func TestPropertyShortcutsAgreePlayed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapidgen.SettledEndings(played).Draw(t, "ending")
		r := rapidgen.Rules().Draw(t, "rules")
		f := s.Position.Final()
		t.Logf("the game, %v, settled with %+v:\n%v", s.Position.Phase(), s.Settlement, s.Position)
		var want ls.Stones
		if f.NaturalEnd {
			want = ls.Whole(s.Position.BoardStones(ls.Black) - s.Position.BoardStones(ls.White))
		} else {
			a, err := ls.Analyze(f, s.Settlement)
			if err != nil {
				t.Fatalf("the settlement is refused: %v\n%v", err, s.Position)
			}
			want = a.Figures(ls.Black).Living - a.Figures(ls.White).Living
		}
		switch side, k := r.ExtraMoves(f); side {
		case ls.Black:
			want -= ls.Whole(k)
		case ls.White:
			want += ls.Whole(k)
		}
		ls.CheckCounts(t, f, s.Settlement, r, want, s.Position.Phase().String())
	})
}

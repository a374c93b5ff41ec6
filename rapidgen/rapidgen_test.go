package rapidgen_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/rapidgen"
	"pgregory.net/rapid"
)

// every draws every option the generators have: both openings, the rule
// options, and sizes from the smallest board to 19×19.
var every = rapidgen.Config{Sizes: []int{2, 5, 7, 9, 13, 19}, Seated: true, Options: true}

// settling is every without the large boards, where settling an ending
// takes ProposeSettlement's playouts a tenth of a second (13×13) to half
// a second (19×19): these tests run under the race detector.
var settling = rapidgen.Config{Sizes: []int{2, 5, 7, 9}, Seated: true, Options: true}

// replay plays p's history again on a new game with p's options, as a
// player would (resuming where the game paused), and fails unless every
// turn is legal and the game reaches p.
func replay(t *rapid.T, p ls.Position) {
	opts := []ls.Option{ls.Setup(p.SetupStones()), ls.WithRepetition(p.Repetition())}
	if !p.SuicideAllowed() {
		opts = append(opts, ls.ForbidSuicide())
	}
	if !p.PassAllowed() {
		opts = append(opts, ls.ForbidPass())
	}
	h := p.History()
	first := p.ToMove()
	if len(h) > 0 {
		first = h[0].Color
	}
	q, err := ls.NewPosition(p.Size(), append(opts, ls.FirstToMove(first))...)
	if err != nil {
		t.Fatal(err)
	}
	for i, turn := range h {
		if q.Phase() == ls.Paused {
			if q, err = q.Resume(); err != nil {
				t.Fatalf("turn %d: resuming: %v", i+1, err)
			}
		}
		if turn.Color != q.ToMove() {
			t.Fatalf("turn %d is %v's, but %v is to move", i+1, turn, q.ToMove())
		}
		if q, err = q.Play(turn.Move); err != nil {
			t.Fatalf("turn %d (%v) is illegal: %v", i+1, turn, err)
		}
	}
	if !q.Equal(p) {
		t.Fatalf("the history replays to\n%v\nnot to\n%v", q, p)
	}
}

// TestPropertyPositionsReplay: every position drawn is reached by legal
// play from the start, and is in play, paused or ended naturally (never
// by resignation).
func TestPropertyPositionsReplay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := rapidgen.Positions(every).Draw(t, "position")
		if p.Phase() == ls.Ended && p.EndReason() != ls.NaturalEnd {
			t.Fatalf("a game ended by %v", p.EndReason())
		}
		replay(t, p)
	})
}

// TestPropertyLegalMoveIsLegal: a move LegalMove draws is legal, and
// undoing it gives the position back.
func TestPropertyLegalMoveIsLegal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := rapidgen.Positions(every).Draw(t, "position")
		if p.Phase() != ls.Playing {
			t.Skip("no legal move once the game stops")
		}
		m := rapidgen.LegalMove(p).Draw(t, "move")
		q, err := p.Play(m)
		if err != nil {
			t.Fatalf("%v is refused: %v\n%v", m, err, p)
		}
		if back, _ := q.Undo(); !back.Equal(p) {
			t.Fatalf("undoing %v gives\n%v\nnot\n%v", m, back, p)
		}
	})
}

// TestPropertyEndingsStop: every ending is a pause or a natural end,
// reached by legal play.
func TestPropertyEndingsStop(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := rapidgen.Endings(every).Draw(t, "ending")
		switch {
		case p.Phase() == ls.Paused:
			if p.Final().NaturalEnd {
				t.Fatal("a paused game's Final says it ended naturally")
			}
		case p.Phase() == ls.Ended && p.EndReason() == ls.NaturalEnd:
			if !p.Final().NaturalEnd {
				t.Fatal("a natural end's Final does not say so")
			}
		default:
			t.Fatalf("an ending in phase %v (%v)", p.Phase(), p.EndReason())
		}
		replay(t, p)
	})
}

// TestPropertySettledEndingsCount: every settled ending counts without
// error under the rules drawn, every method giving the report's margin,
// and the dead stones are stones on the board.
func TestPropertySettledEndingsCount(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapidgen.SettledEndings(settling).Draw(t, "settled")
		r := rapidgen.Rules().Draw(t, "rules")
		if p := s.Position; p.Phase() != ls.Paused && (p.Phase() != ls.Ended || p.EndReason() != ls.NaturalEnd) {
			t.Fatalf("a settled ending in phase %v (%v)", p.Phase(), p.EndReason())
		}
		rep, err := ls.CountPosition(s.Position, s.Settlement, r)
		if err != nil {
			t.Fatalf("the settlement %+v is refused: %v\n%v", s.Settlement, err, s.Position)
		}
		for _, res := range rep.Results {
			if res.Margin != rep.Margin {
				t.Fatalf("%s counts %v, the report %v", res.Method, res.Margin, rep.Margin)
			}
		}
		if first := s.Position.Final().First; rep.KomiBy != first || rep.Winner != r.Winner(rep.Margin, first) {
			t.Fatalf("winner %v, komi by %v, of a margin %v under %+v; %v moved first", rep.Winner, rep.KomiBy, rep.Margin, r, first)
		}
		for _, d := range s.Settlement.Dead {
			if s.Position.At(d) == ls.Empty {
				t.Fatalf("dead stone %v on an empty point", d)
			}
		}
		replay(t, s.Position)
	})
}

// TestPropertyRecordsRoundTrip: every record drawn is written, read back
// as it was, written again to the same text, and replays.
func TestPropertyRecordsRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := rapidgen.Records(settling).Draw(t, "record")
		var sgf bytes.Buffer
		if err := r.WriteSGF(&sgf); err != nil {
			t.Fatalf("writing: %v", err)
		}
		back, err := ls.ReadRecord(bytes.NewReader(sgf.Bytes()))
		if err != nil {
			t.Fatalf("reading what was written: %v\n%s", err, sgf.String())
		}
		if d := cmp.Diff(r, back, cmpopts.EquateEmpty()); d != "" {
			t.Fatalf("read back otherwise (-written +read):\n%s\n%s", d, sgf.String())
		}
		var again bytes.Buffer
		if err := back.WriteSGF(&again); err != nil {
			t.Fatal(err)
		}
		if again.String() != sgf.String() {
			t.Fatalf("written again otherwise:\n%s\nfirst\n%s", again.String(), sgf.String())
		}
		if _, err := back.Replay(); err != nil {
			t.Fatalf("the record read back does not replay: %v", err)
		}
	})
}

// TestGeneratorsDeterministic: the same seed draws the same values.
func TestGeneratorsDeterministic(t *testing.T) {
	for seed := range 10 {
		show := []func() string{
			func() string { return positionText(rapidgen.Positions(every).Example(seed)) },
			func() string { return positionText(rapidgen.Endings(every).Example(seed)) },
			func() string {
				s := rapidgen.SettledEndings(settling).Example(seed)
				return fmt.Sprintf("%s%+v", positionText(s.Position), s.Settlement)
			},
			func() string {
				var b strings.Builder
				if err := rapidgen.Records(settling).Example(seed).WriteSGF(&b); err != nil {
					t.Fatal(err)
				}
				return b.String()
			},
			func() string { return fmt.Sprint(rapidgen.Rules().Example(seed)) },
		}
		for i, f := range show {
			if a, b := f(), f(); a != b {
				t.Errorf("generator %d, seed %d: two draws differ:\n%s\n%s", i, seed, a, b)
			}
		}
	}
}

func positionText(p ls.Position) string {
	return fmt.Sprintf("%v%v %v\n", p, p.History(), p.Phase())
}

// TestShrinkPositions: a property that fails once three stones stand on
// the board shrinks to a game of three real moves, the first legal ones.
func TestShrinkPositions(t *testing.T) {
	t.Chdir(t.TempDir()) // where rapid writes its failure file
	var smallest ls.Position
	var v verdict
	rapid.Check(&v, func(t *rapid.T) {
		p := rapidgen.Positions(rapidgen.Config{Sizes: []int{9, 13}}).Draw(t, "position")
		if p.BoardStones(ls.Black)+p.BoardStones(ls.White) >= 3 {
			smallest = p
			t.Fatal("three stones")
		}
	})
	if !v.failed {
		t.Fatal("the property did not fail")
	}
	want := []ls.Played{{Color: ls.White, Move: ls.RealMove(ls.Pt(0, 0))}, {Color: ls.Black, Move: ls.RealMove(ls.Pt(1, 0))}, {Color: ls.White, Move: ls.RealMove(ls.Pt(2, 0))}}
	if smallest.Size() != 9 || !slices.Equal(smallest.History(), want) {
		t.Errorf("shrunk to %v on %d×%d, want %v on 9×9", smallest.History(), smallest.Size(), smallest.Size(), want)
	}
}

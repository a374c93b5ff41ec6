package livingstones

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"
)

// TestPropertyGameUndoAgreesWithPosition plays a Game along a game drawn by
// playing legal moves on Positions, going forward, taking turns back with
// Undo, and saving and restoring snapshots with CopyFrom in an order rapid
// draws. After every step the Game must be the Position of that turn: the
// same stones, counters, hash and legal moves, and Game.Position (which
// copies the history instead of replaying it) must equal it, judge the
// same moves legal, and give the same history and the same Undo.
func TestPropertyGameUndoAgreesWithPosition(t *testing.T) {
	skipUnderRace(t)
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{2, 3, 4, 5, 7, 9}, 80)
		fast := NewGame(g.positions[0])
		var snap Game
		snapTurn := -1
		var buf []Move
		type handed struct {
			got, want Position
			k         int
		}
		var made []handed // Positions the Game made, checked again at the end
		agree := func(k int, step string) {
			p := g.positions[k]
			if fast.Phase() == Playing && p.Phase() == Paused {
				p, _ = p.Resume() // the game was resumed before turn k+1
			}
			if msg := fast.b.check(); msg != "" {
				t.Fatalf("%s, turn %d: the Game's board: %s", step, k, msg)
			}
			if msg := fast.tl.checkGone(); msg != "" {
				t.Fatalf("%s, turn %d: the Game's history: %s", step, k, msg)
			}
			q := fast.Position()
			made = append(made, handed{q, p, k})
			if !q.Equal(p) {
				t.Fatalf("%s, turn %d: the Game is\n%v\nwant\n%v", step, k, q, p)
			}
			if fast.Hash() != p.Hash() || q.Hash() != p.Hash() {
				t.Fatalf("%s, turn %d: hash %x (its Position %x), want %x", step, k, fast.Hash(), q.Hash(), p.Hash())
			}
			if fast.EndReason() != p.EndReason() || fast.Winner() != p.Winner() {
				t.Fatalf("%s, turn %d: ended by %v, want %v", step, k, fast.EndReason(), p.EndReason())
			}
			want := p.LegalMoves()
			buf = fast.AppendLegalMoves(buf[:0])
			if diff := cmp.Diff(want, buf, cmpopts.EquateEmpty()); diff != "" {
				t.Fatalf("%s, turn %d: the Game's legal moves (-Position +Game):\n%s", step, k, diff)
			}
			if diff := cmp.Diff(want, q.LegalMoves(), cmpopts.EquateEmpty()); diff != "" {
				t.Fatalf("%s, turn %d: Game.Position's legal moves (-Position +Game.Position):\n%s", step, k, diff)
			}
			if diff := cmp.Diff(g.turns[:k], q.History()); k > 0 && diff != "" {
				t.Fatalf("%s, turn %d: Game.Position's history (-want +got):\n%s", step, k, diff)
			}
			// A Game made from Game.Position picks up its history.
			again := NewGame(q)
			if again.Hash() != p.Hash() || again.Turn() != k || !again.Position().Equal(p) {
				t.Fatalf("%s, turn %d: NewGame(Game.Position()) is\n%v\nwant\n%v", step, k, again.Position(), p)
			}
			if diff := cmp.Diff(want, again.AppendLegalMoves(nil), cmpopts.EquateEmpty()); diff != "" {
				t.Fatalf("%s, turn %d: NewGame(Game.Position())'s legal moves (-Position +Game):\n%s", step, k, diff)
			}
			// Positions played on from Game.Position see its history.
			if k < len(g.turns) && (q.Phase() == Playing || q.Phase() == Paused) {
				from := q
				if from.Phase() == Paused {
					from, _ = from.Resume()
				}
				next, err := from.PlayAs(g.turns[k].Color, g.turns[k].Move)
				if err != nil || !next.Equal(g.positions[k+1]) {
					t.Fatalf("%s, turn %d: playing %v on Game.Position: %v", step, k, g.turns[k], err)
				}
				if diff := cmp.Diff(g.positions[k+1].LegalMoves(), next.LegalMoves(), cmpopts.EquateEmpty()); diff != "" {
					t.Fatalf("%s, turn %d: legal moves after %v on Game.Position (-Position +from Game):\n%s", step, k+1, g.turns[k], diff)
				}
			}
			wu, wok := g.positions[k].Undo() // a resumption is not a turn to take back
			gu, gok := q.Undo()
			if wok != gok || !wu.Equal(gu) {
				t.Fatalf("%s, turn %d: Undo of Game.Position is\n%v\nwant\n%v", step, k, gu, wu)
			}
		}
		k := 0
		agree(0, "start")
		steps := rapid.IntRange(0, 3*len(g.turns)+2).Draw(t, "steps")
		for s := 0; s < steps; s++ {
			switch a := rapid.IntRange(0, 9).Draw(t, "action"); {
			case a <= 5 && k < len(g.turns):
				if fast.Phase() == Paused {
					if err := fast.Resume(); err != nil {
						t.Fatal(err)
					}
				}
				turn := g.turns[k]
				if err := fast.PlayAs(turn.Color, turn.Move); err != nil {
					t.Fatalf("turn %d: the Game refuses %v: %v", k+1, turn, err)
				}
				k++
				agree(k, "play "+turn.String())
			case a <= 7:
				if ok := fast.Undo(); ok != (k > 0) {
					t.Fatalf("turn %d: Undo says %v", k, ok)
				}
				if k > 0 {
					k--
				}
				agree(k, "undo")
			case a == 8:
				snap.CopyFrom(fast)
				snapTurn = k
			case snapTurn >= 0:
				fast.CopyFrom(&snap)
				k = snapTurn
				agree(k, "restore")
			}
		}
		if !fast.UndoTo(0) || fast.Undo() {
			t.Fatalf("UndoTo(0) did not reach the start")
		}
		agree(0, "undo to the start")
		// The Game changed after handing its history over: the Positions
		// it made must not have.
		for _, h := range made {
			if !h.got.Equal(h.want) || h.got.Hash() != h.want.Hash() {
				t.Fatalf("a Position the Game made at turn %d changed:\n%v\nwant\n%v", h.k, h.got, h.want)
			}
			if diff := cmp.Diff(h.want.LegalMoves(), h.got.LegalMoves(), cmpopts.EquateEmpty()); diff != "" {
				t.Fatalf("a Position the Game made at turn %d: legal moves changed (-want +got):\n%s", h.k, diff)
			}
			if diff := cmp.Diff(g.turns[:h.k], h.got.History(), cmpopts.EquateEmpty()); diff != "" {
				t.Fatalf("a Position the Game made at turn %d: history changed (-want +got):\n%s", h.k, diff)
			}
			// Games made from it play on alike.
			ours, theirs := NewGame(h.got), NewGame(h.want)
			if ours.Phase() == Paused {
				ours.Resume()
				theirs.Resume()
			}
			rng := rand.New(rand.NewPCG(uint64(h.k), 3))
			for j := 0; j < 6 && theirs.Phase() == Playing; j++ {
				m := theirs.RandomMove(rng)
				if err := theirs.Play(m); err != nil {
					t.Fatal(err)
				}
				if err := ours.Play(m); err != nil {
					t.Fatalf("a Game made from the Position made at turn %d refuses %v: %v", h.k, m, err)
				}
				if diff := cmp.Diff(theirs.LegalMoves(), ours.LegalMoves(), cmpopts.EquateEmpty()); diff != "" {
					t.Fatalf("a Game made from the Position made at turn %d, after %v: legal moves (-want +got):\n%s", h.k, m, diff)
				}
			}
		}
	})
}

// TestPropertyGameOwnershipIsOwnership: Ownership on a Game is Ownership
// on its Position, and leaves the Game as it was.
func TestPropertyGameOwnershipIsOwnership(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{3, 5, 7}, 40)
		p := g.last()
		seed := rapid.Uint64().Draw(t, "seed")
		want := Ownership(p, 4, rand.New(rand.NewPCG(seed, 1)))
		fast := NewGame(p)
		got := fast.Ownership(4, rand.New(rand.NewPCG(seed, 1)))
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("Game.Ownership differs from Ownership (-want +got):\n%s", diff)
		}
		if q := fast.Position(); !q.Equal(p) || q.Hash() != p.Hash() {
			t.Fatalf("Ownership changed the Game:\n%v\nwant\n%v", q, p)
		}
	})
}

func TestGameNilGeneratorIsTheGamesOwn(t *testing.T) {
	// A nil generator is the Game's own, seeded alike in every Game: two
	// Games from one position play the same playout, and Ownership runs.
	p, _ := NewPosition(9)
	a, b := NewGame(p), NewGame(p)
	if na, nb := a.Playout(nil, 0), b.Playout(nil, 0); na != nb || !a.Position().Equal(b.Position()) {
		t.Fatalf("two Games with the default generator played %d and %d turns to different ends", na, nb)
	}
	if m := NewGame(p).RandomMove(nil); !m.IsReal() {
		t.Fatalf("RandomMove(nil) on an empty board = %v, want a real move", m)
	}
	if own := Ownership(p, 2, nil); len(own) != 81 {
		t.Fatalf("Ownership(p, 2, nil) has %d points", len(own))
	}
	var zero Game
	if m := zero.RandomMove(nil); !m.IsReal() || zero.Size() != 19 {
		t.Fatalf("the zero Game's RandomMove(nil) = %v", m)
	}
}

func TestGameUndoRestoresCapturesAndSuicide(t *testing.T) {
	// Each diagram's moves remove three stones; every Undo must give back
	// the exact board, counters and chains.
	cases := []struct {
		name    string
		diagram string
		first   Color
		moves   []string
		black   int // Black stones after the moves
		taken   [3]int
	}{
		{"White aa captures three", `
d . . . .
c O O . .
b X X O .
a . X O .`, White, []string{"aa", "dd"}, 1, [3]int{White: 3}},
		{"Black aa is a suicide of three (legal by default)", `
d . . . .
c O O O .
b X X O .
a . O . .`, Black, []string{"aa", "da"}, 0, [3]int{White: 3}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := position(t, tc.diagram, FirstToMove(tc.first))
			g := NewGame(p)
			before := g.Position()
			for _, m := range tc.moves {
				pt, _ := ParsePoint(m, 4)
				if err := g.Play(RealMove(pt)); err != nil {
					t.Fatalf("%s: %v", m, err)
				}
				if msg := g.b.check(); msg != "" {
					t.Fatalf("after %s: %s", m, msg)
				}
			}
			if g.BoardStones(Black) != tc.black || g.Tally(White).Prisoners != tc.taken[White] || g.Tally(Black).Prisoners != tc.taken[Black] {
				t.Fatalf("after the moves: %d Black stones, prisoners B %d W %d; want %d, %v",
					g.BoardStones(Black), g.Tally(Black).Prisoners, g.Tally(White).Prisoners, tc.black, tc.taken)
			}
			for g.Undo() {
				if msg := g.b.check(); msg != "" {
					t.Fatalf("undone to turn %d: %s", g.Turn(), msg)
				}
			}
			if q := g.Position(); !q.Equal(before) || g.Turn() != 0 {
				t.Fatalf("undone to the start:\n%v\nwant\n%v", q, before)
			}
		})
	}
}

// Undo after random play: RandomMove shuffles the board's list of empty
// points, so a capture's stones, put at the end of that list, may have
// moved by the time the capture is taken back. Each seeded playout is
// taken back to the start, and after every Undo the board must be sound
// and equal the Position of that turn.
func TestUndoAfterPlayout(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		p, _ := NewPosition(9)
		g := NewGame(p)
		g.Playout(rand.New(rand.NewPCG(seed, 1)), 0)
		positions := []Position{p}
		for _, turn := range g.Position().History() {
			next, err := positions[len(positions)-1].PlayAs(turn.Color, turn.Move)
			if err != nil {
				t.Fatalf("seed %d: replaying %v: %v", seed, turn, err)
			}
			positions = append(positions, next)
		}
		for g.Undo() {
			if msg := g.b.check() + g.tl.checkGone(); msg != "" {
				t.Fatalf("seed %d, back at turn %d: %s", seed, g.Turn(), msg)
			}
			if want := positions[g.Turn()]; !g.Position().Equal(want) {
				t.Fatalf("seed %d, back at turn %d: the Game is\n%v\nwant\n%v", seed, g.Turn(), g.Position(), want)
			}
		}
	}
}

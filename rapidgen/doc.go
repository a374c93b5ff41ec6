// Package rapidgen holds generators of [pgregory.net/rapid] for the
// Counting-Living-Stones rules of Go ([github.com/jihuozi/livingstones]):
// positions, endings, settled endings and game records, so that a
// researcher can state a property of the rules in a few lines and let
// rapid look for a counterexample.
//
// Every value is reached by playing legal moves, from the empty board or
// the seated stones (座子), with the library's own legality and
// repetition checks: every generated position is reachable. The moves are
// drawn one by one from rapid, so that rapid shrinks a failing game to
// fewer and earlier moves (toward the first legal move in board order);
// where a game is played out to its end, the playout's seed is drawn too,
// and shrinks. Nothing else is random: the same draws give the same
// values, and no map order reaches them.
//
// # Generators
//
//   - [Positions]: positions in play, paused or ended naturally, after
//     drawn legal turns (real moves, virtual moves and passes);
//   - [Endings]: games played to a pause (two passes) or to the natural
//     end (four virtual moves in a row);
//   - [SettledEndings]: endings with a [livingstones.Settlement] that
//     counting accepts ([Settled]), so that [livingstones.CountPosition]
//     counts them without error;
//   - [Records]: game records ([*livingstones.Record]) of generated games,
//     with game information and the dead stones of a settled ending, as
//     [livingstones.Record.WriteSGF] writes and
//     [livingstones.ReadRecord] reads them back;
//   - [LegalMove]: a legal move of a given position;
//   - [Rules]: the rules a game is counted under, either version and a
//     komi around its default.
//
// A [Config] says which board sizes are drawn, how many turns are drawn
// one by one, and whether the seated opening and the rule options
// ([livingstones.WithRepetition], [livingstones.ForbidSuicide],
// [livingstones.ForbidPass], [livingstones.FirstToMove]) are drawn too.
// Its zero value draws small boards under the rules' defaults.
//
// # A property
//
// A property is a function of a [*rapid.T] that draws what it needs and
// fails when the rules do not hold:
//
//	func TestUndoTakesBack(t *testing.T) {
//		rapid.Check(t, func(t *rapid.T) {
//			p := rapidgen.Positions(rapidgen.Config{}).Draw(t, "position")
//			m := rapidgen.LegalMove(p).Draw(t, "move")
//			q, err := p.Play(m)
//			if err != nil {
//				t.Fatalf("a legal move is refused: %v", err)
//			}
//			if back, _ := q.Undo(); !back.Equal(p) {
//				t.Fatalf("undoing %v does not give back the position", m)
//			}
//		})
//	}
//
// The library's own proof that its counting methods agree
// (TestPropertyShortcutsAgreePlayed in the repository's root) draws its
// games from [SettledEndings].
package rapidgen

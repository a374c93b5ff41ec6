package rapidgen

import (
	"math/rand/v2"

	ls "github.com/jihuozi/livingstones"
	"pgregory.net/rapid"
)

// Endings returns a generator of games played to a stop: to a pause (two
// passes in a row) or to the natural end (four virtual moves in a row).
// Up to c.Turns turns are drawn as Positions draws them (and a pause
// among them may be the ending); then a random playout
// (ls.Game.Playout, seeded by a draw) plays the game to its natural end,
// and half the time the game is instead paused there, after its last
// real move or a few turns before it, where dead stones and unfinished
// points are left to settle. Where passing is forbidden every ending is
// natural.
func Endings(c Config) *rapid.Generator[ls.Position] {
	return rapid.Custom(func(t *rapid.T) ls.Position {
		g, _ := drawEnding(t, c)
		return g.Position()
	})
}

// Settled is a game brought to a stop with the settlement counting
// accepts: ls.CountPosition(s.Position, s.Settlement, r) counts it
// without error under any rules r.
type Settled struct {
	// Position is the game, paused or ended naturally.
	Position ls.Position
	// Settlement is the dead stones and ko points of a paused game, as
	// ls.ProposeSettlement proposes them, or empty where every stone is
	// alive; it is empty for a game that ended naturally, which needs
	// none.
	Settlement ls.Settlement
}

// SettledEndings returns a generator of endings (as Endings draws them)
// with a settlement counting accepts. A game paused where it would have
// ended naturally (after its last real move) gets the empty settlement,
// every stone alive as at the natural end, when counting accepts it;
// another paused game gets ls.ProposeSettlement's proposal, and so does
// that one when the empty settlement is refused (a stone left in atari
// inside an eye, say). Where the proposal is refused, play
// resumes (恢复对局，实战解决: settled by fighting) and is played out to
// the natural end, where it is paused again after the last real move, or
// ends naturally. So every value is still reached by legal play, and
// resumed games, whose later moves do not count for the art version's
// extra moves, are drawn too.
func SettledEndings(c Config) *rapid.Generator[Settled] {
	return rapid.Custom(func(t *rapid.T) Settled {
		g, whole := drawEnding(t, c)
		for try := 0; ; try++ {
			p := g.Position()
			if p.Phase() == ls.Ended {
				return Settled{Position: p}
			}
			if whole && counts(p, ls.Settlement{}) {
				return Settled{Position: p}
			}
			if s, err := ls.ProposeSettlement(p.Final()); err == nil && counts(p, s) {
				return Settled{Position: p, Settlement: s}
			}
			// Settled by fighting: resume, play to the end, and pause
			// after the last real move, once; then end naturally.
			mustDo(t, g.Resume(), "resuming")
			resumed := g.Turn()
			playOut(t, g, rng(t))
			if try == 0 {
				pauseBefore(t, g, 0, resumed)
				whole = true
			}
		}
	})
}

// counts reports whether counting accepts the settlement s of p.
func counts(p ls.Position, s ls.Settlement) bool {
	_, err := ls.CountPosition(p, s, ls.DefaultRules(ls.Law))
	return err == nil
}

// drawEnding plays a game to a pause or to its natural end, and reports
// whether a pause is where the game would have ended naturally (after
// its last real move).
func drawEnding(t *rapid.T, c Config) (g *ls.Game, whole bool) {
	g = drawStart(t, c)
	drawTurns(t, g, c.turns(g.Size()))
	if g.Phase() != ls.Playing {
		return g, false // paused among the drawn turns, or ended naturally
	}
	opening := g.Turn()
	playOut(t, g, rng(t))
	if g.Position().PassAllowed() && rapid.Bool().Draw(t, "paused") {
		back := rapid.IntRange(0, g.Size()).Draw(t, "turns back")
		pauseBefore(t, g, back, opening)
		return g, back == 0
	}
	return g, false
}

// rng draws the seed of a playout.
func rng(t *rapid.T) *rand.Rand {
	return rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "playout seed"), 0x6c697669))
}

// playOut plays g to its natural end.
func playOut(t *rapid.T, g *ls.Game, r *rand.Rand) {
	g.Playout(r, 0)
	if g.EndReason() != ls.NaturalEnd {
		t.Fatalf("rapidgen: a playout ended by %v, not naturally", g.EndReason())
	}
}

// pauseBefore takes back the virtual moves that ended g naturally and
// back more turns (not before turn opening), then pauses the game
// there: the side to move passes, and the other (unless the last turn
// was a pass already).
func pauseBefore(t *rapid.T, g *ls.Game, back, opening int) {
	for g.Turn() > opening {
		if m, _ := g.LastMove(); m.IsReal() {
			break
		}
		g.Undo()
	}
	for ; back > 0 && g.Turn() > opening; back-- {
		g.Undo()
	}
	for g.Phase() == ls.Playing {
		mustDo(t, g.Play(ls.Pass), ls.Pass)
	}
}

package rapidgen

import (
	ls "github.com/jihuozi/livingstones"
	"pgregory.net/rapid"
)

// Config says what the generators draw. The zero value draws boards of
// 5×5, 7×7 and 9×9 from the empty board under the rules' defaults, with
// up to N² turns drawn one by one.
type Config struct {
	// Sizes are the board sizes drawn from, each from ls.MinSize to
	// ls.MaxSize; shrinking goes to the first. Empty means 5, 7 and 9.
	Sizes []int
	// Turns is the most turns drawn one by one (a draw of rapid each, so
	// that shrinking can take them back); 0 means the number of points,
	// N². Endings are then played out by a seeded playout.
	Turns int
	// Seated draws, on boards of 7×7 and more, whether the game starts
	// from the seated stones (座子, ls.Seated) instead of the empty board.
	Seated bool
	// Options draws the rule options too: the repetition rule, whether
	// suicide and passing are forbidden, and the side to move first.
	// Without it the rules' defaults hold.
	Options bool
}

// defaultSizes are the sizes a Config without Sizes draws from.
var defaultSizes = []int{5, 7, 9}

// Positions returns a generator of positions reached by playing legal
// turns from the start: up to c.Turns turns, each a real move most of
// the time and now and then a virtual move or a pass. A paused game is
// resumed or left paused, as a draw says; a game that ended naturally
// (four virtual moves in a row) stays ended. Every position is reachable,
// and its history replays to it.
func Positions(c Config) *rapid.Generator[ls.Position] {
	return rapid.Custom(func(t *rapid.T) ls.Position {
		g := drawStart(t, c)
		drawTurns(t, g, c.turns(g.Size()))
		return g.Position()
	})
}

// LegalMove returns a generator of the moves p's side to move may make
// (ls.Position.LegalMoves): a real move most of the time, shrinking
// toward the first in board order, now and then the virtual move or a
// pass. A game that is paused or over has no legal move: the generator
// then fails the test, as drawing from an empty list does.
func LegalMove(p ls.Position) *rapid.Generator[ls.Move] {
	legal := p.LegalMoves()
	return rapid.Custom(func(t *rapid.T) ls.Move {
		if len(legal) == 0 {
			t.Fatalf("rapidgen.LegalMove: no legal move in a game that is %v", p.Phase())
		}
		return drawMove(t, legal)
	})
}

// Rules returns a generator of the rules a game is counted under: the
// law or the art version, with its default komi (ls.DefaultKomi) moved
// by up to ten stones either way, shrinking toward the default.
func Rules() *rapid.Generator[ls.Rules] {
	return rapid.Custom(func(t *rapid.T) ls.Rules {
		r := ls.DefaultRules(rapid.SampledFrom([]ls.Version{ls.Law, ls.Art}).Draw(t, "version"))
		r.Komi += rapid.IntRange(-10, 10).Draw(t, "komi change")
		return r
	})
}

func (c Config) sizes() []int {
	if len(c.Sizes) == 0 {
		return defaultSizes
	}
	return c.Sizes
}

func (c Config) turns(size int) int {
	if c.Turns > 0 {
		return c.Turns
	}
	return size * size
}

// drawStart draws a size and the options and returns a new game.
func drawStart(t *rapid.T, c Config) *ls.Game {
	size := rapid.SampledFrom(c.sizes()).Draw(t, "size")
	var opts []ls.Option
	if c.Seated && size >= 7 && rapid.Bool().Draw(t, "seated") {
		opts = append(opts, ls.Seated())
	}
	if c.Options {
		opts = append(opts, ls.WithRepetition(rapid.SampledFrom([]ls.Repetition{ls.Generalized, ls.Positional, ls.Situational}).Draw(t, "repetition")))
		if rapid.Bool().Draw(t, "forbid suicide") {
			opts = append(opts, ls.ForbidSuicide())
		}
		// Rarely: a game without passes never pauses.
		if rapid.IntRange(0, 4).Draw(t, "forbid pass") == 4 {
			opts = append(opts, ls.ForbidPass())
		}
		opts = append(opts, ls.FirstToMove(rapid.SampledFrom([]ls.Color{ls.White, ls.Black}).Draw(t, "first to move")))
	}
	p, err := ls.NewPosition(size, opts...)
	if err != nil {
		t.Fatalf("rapidgen: Config.Sizes: %v", err)
	}
	return ls.NewGame(p)
}

// drawTurns draws the number of turns, up to most, and plays them on g.
// At a pause a draw says whether play resumes; at the natural end play
// stops.
func drawTurns(t *rapid.T, g *ls.Game, most int) {
	n := rapid.IntRange(0, most).Draw(t, "turns")
	var legal []ls.Move
	for k := 0; k < n; k++ {
		switch g.Phase() {
		case ls.Ended:
			return
		case ls.Paused:
			if !rapid.Bool().Draw(t, "resume") {
				return
			}
			mustDo(t, g.Resume(), "resuming")
		}
		legal = g.AppendLegalMoves(legal[:0])
		m := drawMove(t, legal)
		mustDo(t, g.Play(m), m)
	}
}

// Kinds of turn: real moves 18 times in 20, shrinking toward a real move.
const (
	kindVirtual = 18
	kindPass    = 19
)

// drawMove draws one of the legal moves, given in the order of
// ls.Position.LegalMoves: the real moves, VirtualMove, then Pass.
func drawMove(t *rapid.T, legal []ls.Move) ls.Move {
	real := legal
	for len(real) > 0 && !real[len(real)-1].IsReal() {
		real = real[:len(real)-1]
	}
	passAllowed := legal[len(legal)-1] == ls.Pass
	switch k := rapid.IntRange(0, kindPass).Draw(t, "kind"); {
	case k == kindPass && passAllowed:
		return ls.Pass
	case k >= kindVirtual || len(real) == 0:
		return ls.VirtualMove
	default:
		return real[rapid.IntRange(0, len(real)-1).Draw(t, "move")]
	}
}

// mustDo fails the test when the library refuses what it offered: a
// legal move, or resuming a paused game.
func mustDo(t *rapid.T, err error, what any) {
	if err != nil {
		t.Fatalf("rapidgen: the game refused %v: %v", what, err)
	}
}

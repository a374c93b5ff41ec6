package main

import (
	"context"
	"flag"
	"fmt"
	"strconv"
	"time"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/search"
)

// genmove's players (--player).
const (
	playerSearch = "search" // the tree search of package search
	playerRandom = "random" // chooseMove's random moves
)

// The strength of the computer, shared by gtp's --level and serve's
// /api/genmove: level n from 1 to maxLevel searches n×playoutsPerLevel
// playouts a move (gtp's level 0 is the random player).
const (
	maxLevel         = 10
	playoutsPerLevel = 2000
)

// levelPlayouts returns the playouts a move of level searches.
func levelPlayouts(level int) int { return level * playoutsPerLevel }

// searchConfig is how genmove searches: the player, its budget and the
// clock the controller gave (time_settings, time_left).
type searchConfig struct {
	player   string
	playouts int           // --playouts (0: by time, or the default)
	turns    int           // --turns (0: no turn budget)
	moveTime time.Duration // --move-time: the most a move may take (0: no limit)
	threads  int
	resign   float64          // win rate below which the search resigns (0: never)
	policy   ls.PlayoutPolicy // --policy

	// The clock: main time, then byo-yomi of byoTime for byoStones
	// stones (GTP time_settings), and what time_left last said per color.
	clockSet          bool
	mainTime, byoTime time.Duration
	byoStones         int
	left              [3]time.Duration
	leftStones        [3]int
	leftKnown         [3]bool
	searcher          *search.Searcher
	searcherRules     ls.Rules
}

// addSearchFlags adds genmove's flags to fs.
func addSearchFlags(fs *flag.FlagSet, sc *searchConfig, level *int) {
	fs.StringVar(&sc.player, "player", playerSearch, "genmove's player: search (Monte-Carlo tree search) or random")
	fs.IntVar(level, "level", -1, fmt.Sprintf("strength: 0 is the random player, n from 1 to %d searches n×%d playouts a move", maxLevel, playoutsPerLevel))
	fs.IntVar(&sc.playouts, "playouts", 0, "playouts a move (0: the level's, or by time)")
	fs.IntVar(&sc.turns, "turns", 0, fmt.Sprintf("the most work a move searches, in playout turns, each playout counted as its turns plus %d (0: no limit): about the same time in any position, more playouts as the board fills", search.TreeTurns))
	fs.DurationVar(&sc.moveTime, "move-time", 0, "the longest a move may search (0: no limit beyond the clock and playouts)")
	fs.IntVar(&sc.threads, "threads", 1, "goroutines that search")
	fs.TextVar(&sc.policy, "policy", ls.PatternPolicy, "the search's playout policy: pattern (the strongest), tactical or uniform (the fastest)")
	fs.Float64Var(&sc.resign, "resign", 0.05, "the search resigns when the best move wins fewer playouts than this share (0: never)")
}

// check checks the flags and applies the level.
func (sc *searchConfig) check(level int) error {
	switch {
	case sc.player != playerSearch && sc.player != playerRandom:
		return fmt.Errorf("%w: --player %q: want search or random", errUsage, sc.player)
	case level < -1 || level > maxLevel:
		return fmt.Errorf("%w: --level %d: want 0 to %d", errUsage, level, maxLevel)
	case sc.playouts < 0 || sc.turns < 0 || sc.moveTime < 0:
		return fmt.Errorf("%w: --playouts %d, --turns %d, --move-time %v: want 0 or more", errUsage, sc.playouts, sc.turns, sc.moveTime)
	case sc.threads < 1 || sc.threads > 256:
		return fmt.Errorf("%w: --threads %d: want 1 to 256", errUsage, sc.threads)
	case sc.resign < 0 || sc.resign >= 0.5:
		return fmt.Errorf("%w: --resign %v: want 0 to 0.5", errUsage, sc.resign)
	}
	if level == 0 {
		sc.player = playerRandom
	} else if level > 0 && sc.playouts == 0 && sc.turns == 0 {
		sc.playouts = levelPlayouts(level)
	}
	return nil
}

// searchMove is genmove's move by the search for c, the side to move of
// the engine's game.
func (e *gtpEngine) searchMove(c ls.Color) (ls.Move, error) {
	sc := &e.search
	if sc.searcher == nil || sc.searcherRules != e.rules {
		s, err := search.New(e.rules, search.Options{Threads: sc.threads, Seed: e.seed, Policy: sc.policy})
		if err != nil {
			return ls.NoMove, err
		}
		sc.searcher, sc.searcherRules = s, e.rules
	}
	sc.searcher.SetTurns(sc.turns)
	sc.searcher.SetBudget(sc.playouts, sc.budget(c, e.game.Size()))
	res, err := sc.searcher.Genmove(context.Background(), e.game)
	if err != nil {
		return ls.NoMove, err
	}
	if sc.resign > 0 && res.Move != ls.Pass && res.WinRate < sc.resign && res.Visits >= 100 {
		return ls.Resign, nil
	}
	return res.Move, nil
}

// budget is the time the move may take: --move-time, cut to what the
// clock leaves (the byo-yomi time over the stones left in the period, or
// the main time over the moves the board still holds, about a third of
// its empty points, at least 10).
func (sc *searchConfig) budget(c ls.Color, size int) time.Duration {
	d := sc.moveTime
	if !sc.clockSet {
		return d
	}
	var clock time.Duration
	switch {
	case sc.mainTime == 0 && sc.byoTime == 0:
		return d // no time limit
	case sc.leftKnown[c] && sc.leftStones[c] > 0:
		clock = sc.left[c] / time.Duration(sc.leftStones[c])
	case sc.leftKnown[c]:
		clock = sc.left[c] / time.Duration(max(10, size*size/3))
		if sc.byoTime > 0 && sc.byoStones > 0 {
			clock = max(clock, sc.byoTime/time.Duration(sc.byoStones))
		}
	case sc.mainTime > 0:
		clock = sc.mainTime / time.Duration(max(10, size*size/3))
	default:
		clock = sc.byoTime / time.Duration(max(1, sc.byoStones))
	}
	clock = clock * 9 / 10 // leave time for the answer to travel
	if clock < 10*time.Millisecond {
		clock = 10 * time.Millisecond
	}
	if d == 0 || clock < d {
		d = clock
	}
	return d
}

// timeSettings is GTP's time_settings: main time, byo-yomi time and
// stones, in seconds.
func (e *gtpEngine) timeSettings(args []string) (string, error) {
	if len(args) != 3 {
		return "", fail("syntax error: time_settings takes main_time byo_yomi_time byo_yomi_stones")
	}
	var n [3]int
	for i, a := range args {
		v, err := strconv.Atoi(a)
		if err != nil || v < 0 || v > 1<<30 {
			return "", fail("syntax error: time_settings: %q is not a number of seconds or stones", a)
		}
		n[i] = v
	}
	sc := &e.search
	sc.clockSet = true
	sc.mainTime, sc.byoTime, sc.byoStones = time.Duration(n[0])*time.Second, time.Duration(n[1])*time.Second, n[2]
	sc.leftKnown = [3]bool{}
	return "", nil
}

// timeLeft is GTP's time_left: a color's time left in seconds and the
// stones left in its byo-yomi period (0 in main time).
func (e *gtpEngine) timeLeft(args []string) (string, error) {
	if len(args) != 3 {
		return "", fail("syntax error: time_left takes a color, a time and stones")
	}
	c, err := parseGTPColor(args[0])
	if err != nil {
		return "", err
	}
	t, err1 := strconv.ParseFloat(args[1], 64)
	s, err2 := strconv.Atoi(args[2])
	if err1 != nil || err2 != nil || t < 0 || t > 1<<30 || s < 0 || s > 1<<30 {
		return "", fail("syntax error: time_left: %q %q are not seconds and stones", args[1], args[2])
	}
	sc := &e.search
	sc.clockSet = true
	sc.left[c], sc.leftStones[c], sc.leftKnown[c] = time.Duration(t*float64(time.Second)), s, true
	return "", nil
}

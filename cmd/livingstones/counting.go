package main

import (
	"errors"
	"io"

	ls "github.com/jihuozi/livingstones"
)

// This file is the one place the CLI's GTP engine and match referee reach
// the counting code (Settlement, Analyze, the counting methods).

// TODO(score): counting lives on branch score; wire these functions to
// ls.Count / ls.Analyze and the settlement proposal once it is merged.
var errCountingPending = errors.New("counting is not merged yet (TODO(score))")

// isCountingBug reports an error of counting that no game can cause: the
// methods disagreeing (the rules prove they agree), or no counting at all.
// The referee stops the match on it rather than voiding a game.
// TODO(score): add errors.Is(err, ls.ErrMethodsDisagree).
func isCountingBug(err error) bool { return errors.Is(err, errCountingPending) }

// defaultKomi returns the komi the rules recommend for a version.
func defaultKomi(version string) int {
	// TODO(score): ls.DefaultKomi(version).
	if version == "art" {
		return 7
	}
	return 8
}

// statusLists are the stones final_status_list reports, in board order.
type statusLists struct {
	alive, dead, seki []ls.Point
}

// statusOf settles a stopped game with the settlement the analysis
// proposes.
func statusOf(p ls.Position) (*statusLists, error) {
	return nil, errCountingPending
}

// gameCount is a game counted by every method.
type gameCount struct {
	result string   // "B+9", "W+0": the margin after komi
	winner ls.Color // the winner after komi
}

// countGame counts p with the given dead stones under a version and komi,
// by every method, and checks that they agree.
func countGame(p ls.Position, dead []ls.Point, version string, komi int) (*gameCount, error) {
	return nil, errCountingPending
}

// summary prints the counts, one line per method.
func (c *gameCount) summary() string { return c.result }

// oneLine prints the counts on one line, for the referee's summary.
func (c *gameCount) oneLine() string { return c.result }

// madeDiagram draws the position a method made.
func (c *gameCount) madeDiagram(method string) (string, error) {
	return "", errCountingPending
}

// madeSVG draws the position a method made as an SVG picture.
func (c *gameCount) madeSVG(w io.Writer, method string, opts ls.SVGOptions) error {
	return errCountingPending
}

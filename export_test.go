package livingstones

import "github.com/jihuozi/livingstones/internal/sgf"

// RecordFromTree reads the main line of a parsed game tree as a Record,
// node by node as the readers do while they scan: FuzzReadRecord checks
// that reading from the tree and reading while scanning agree.
func RecordFromTree(t *sgf.GameTree) (*Record, error) {
	var b recordBuilder
	for ; t != nil; t = firstVariation(t) {
		for i := range t.Nodes {
			if err := b.add(&t.Nodes[i]); err != nil {
				return nil, err
			}
		}
	}
	return b.finish()
}

func firstVariation(t *sgf.GameTree) *sgf.GameTree {
	if len(t.Variations) == 0 {
		return nil
	}
	return t.Variations[0]
}

// RaceEnabled reports a test binary built with -race, for the external
// tests (limits_test.go) that leave their biggest inputs to a run without
// it.
const RaceEnabled = raceEnabled

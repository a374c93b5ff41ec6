package livingstones

import "fmt"

// CountPosition counts p's game with the settlement s by every method of
// Scores, as Count does. The game must be over: paused, agreed, ended
// naturally or by resignation. A game still being played is ErrNotOver:
// its count is no result, only an estimate (EstimatePosition). Count
// itself counts any Final as given (a Final does not say whether play
// went on).
func CountPosition(p Position, s Settlement, r Rules) (*Report, error) {
	if p.Phase() == Playing {
		return nil, fmt.Errorf("livingstones: count: %w (turn %d; pass twice to pause, or ask for an estimate)", ErrNotOver, p.Turn())
	}
	return Count(p.Final(), s, r)
}

// EstimatePosition counts p's game with the settlement s as if both sides
// had passed now: for a game still being played it is an estimate of the
// result, not a result; for a game that is over it is CountPosition.
func EstimatePosition(p Position, s Settlement, r Rules) (*Report, error) {
	return Count(p.Final(), s, r)
}

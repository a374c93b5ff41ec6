package livingstones

// Final is a game brought to a stop, as the counting code sees it: the
// stones on the board when play stopped (at a pause, or at the natural end
// after four virtual moves) and each side's tallies. Position.Final
// returns it; the counts (Score) start from it and a Settlement.
//
// Arrays indexed by Color use Black and White; index Empty is unused.
type Final struct {
	// Size is the board size N.
	Size int
	// Board holds Size*Size points, index Y*Size+X (Y counted from the
	// bottom, as Point does).
	Board []Color
	// NaturalEnd is true when the game ended by four consecutive virtual
	// moves: every stone on the board is alive and no settlement is made.
	NaturalEnd bool
	// Seated is the number of stones each side had on the board before
	// the first move (seated stones 座子 and other setup stones).
	Seated [3]int
	// Moves is the number of moves each side made: real plus virtual,
	// passes excluded.
	Moves [3]int
	// Virtual is the number of virtual moves each side made.
	Virtual [3]int
	// Prisoners is the number of opponent stones each side captured
	// during play (not counting the dead stones removed at the end).
	Prisoners [3]int
	// MovesBeforePause is Moves counted only up to the first pause; moves
	// after a resumption are not counted (the art version's extra-move
	// rule). When the game never paused it equals Moves.
	MovesBeforePause [3]int
	// ToMove is the side whose turn it was when play stopped.
	ToMove Color
	// First is the side that took the game's first turn (the side to move
	// first, before any turn): the side that gives the komi (先下贴子,
	// Rules.Winner). Empty is read as White, the rule book's order (白先黑后).
	First Color
}

// komiBy returns the side that gives the komi: the side that moved first,
// White when f says nothing (a Final made by hand).
func (f *Final) komiBy() Color {
	if f != nil && f.First == Black {
		return Black
	}
	return White
}

// At returns the color of the stone at p, or Empty (also for a point off
// the board, or one a malformed Final holds no color for).
func (f *Final) At(p Point) Color {
	if f == nil || !p.On(f.Size) {
		return Empty
	}
	if i := p.Y*f.Size + p.X; i < len(f.Board) {
		return f.Board[i]
	}
	return Empty
}

// noAnalysis is what a nil *Analysis answers: a board of size 0, no
// points, no groups, zero figures.
var noAnalysis Analysis

// or returns a, or noAnalysis for a nil a, so that the methods of a nil
// *Analysis answer zero values (documented no-ops) instead of panicking.
func (a *Analysis) or() *Analysis {
	if a == nil {
		return &noAnalysis
	}
	return a
}

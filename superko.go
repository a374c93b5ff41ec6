package livingstones

import "fmt"

// Repetition names the rule that forbids repeating an earlier
// whole-board pattern (禁止倒退, art. 13).
type Repetition uint8

// The repetition rules. The default is Generalized.
const (
	// Generalized forbids a real move after which the generalized
	// whole-board pattern (the stones on the board and the number of
	// virtual stones each side has placed outside) equals one that existed
	// earlier in the game, the start included. [interpretation: see the
	// package doc, section Repetition]
	// Virtual moves always make a new pattern and passes change none, so
	// only real moves are ever refused. A ko may thus be retaken after
	// intervening virtual moves (隔虚提劫).
	Generalized Repetition = iota
	// Positional compares the stones on the board only (positional superko).
	Positional
	// Situational compares the stones and the side to move (situational
	// superko).
	Situational
)

// String returns "generalized", "positional" or "situational".
func (r Repetition) String() string {
	switch r {
	case Generalized:
		return "generalized"
	case Positional:
		return "positional"
	case Situational:
		return "situational"
	}
	return fmt.Sprintf("Repetition(%d)", uint8(r))
}

// ParseRepetition reads the name String returns.
func ParseRepetition(s string) (Repetition, error) {
	for r := Generalized; r <= Situational; r++ {
		if s == r.String() {
			return r, nil
		}
	}
	return Generalized, fmt.Errorf("livingstones: unknown repetition rule %q (want generalized, positional or situational)", s)
}

// Zobrist keys come from a fixed seed, so hashes are the same in every
// run and on every machine.
var zobrist [maxStride * maxStride][2]uint64

// toMoveKey is mixed into situational patterns when White is to move.
var toMoveKey uint64

func init() {
	seed := uint64(0x6a69686f7a69) // "jihozi"
	for i := range zobrist {
		zobrist[i][0] = splitmix(&seed)
		zobrist[i][1] = splitmix(&seed)
	}
	toMoveKey = splitmix(&seed)
}

func splitmix(s *uint64) uint64 {
	*s += 0x9e3779b97f4a7c15
	z := *s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// virtualKey is the hash of "side c has placed n virtual stones".
func virtualKey(c Color, n int) uint64 {
	if n == 0 {
		return 0
	}
	s := uint64(n)<<2 | uint64(c)
	return splitmix(&s)
}

// extra is what a generalized whole-board pattern holds besides the
// stones, under the rule in force: the virtual stones each side has placed
// (Generalized) or the side to move (Situational). The fields a rule
// ignores are zero, so two patterns are the same exactly when their stones
// are the same and their extras are equal. This is the one place that
// says what a pattern includes; Position and Game both use it.
type extra struct {
	virtual [2]int32 // Black's and White's virtual stones
	toMove  Color
}

// extraOf returns the extra of the pattern after a turn under rule r.
func extraOf(r Repetition, virtual [3]int, toMove Color) extra {
	switch r {
	case Generalized:
		return extra{virtual: [2]int32{int32(virtual[Black]), int32(virtual[White])}}
	case Situational:
		return extra{toMove: toMove}
	}
	return extra{}
}

// hash is what the extra adds to the stones' Zobrist hash.
func (e extra) hash() uint64 {
	h := virtualKey(Black, int(e.virtual[0])) ^ virtualKey(White, int(e.virtual[1]))
	if e.toMove == White {
		h ^= toMoveKey
	}
	return h
}

// Exactness. A pattern is looked up by its 64-bit hash; on a hit the
// stones of the earlier pattern are compared point by point with the
// stones the move would make (and, through the hash's extra part, the
// virtual counts or side to move, which are compared too), so a hash
// collision can never refuse a legal move. A collision can only make the
// check look at one earlier pattern more.

// patternNode is a node of a persistent binary search tree of the
// patterns a Position's game has gone through, keyed by hash. Zobrist
// hashes are uniformly spread, so the tree is balanced in expectation
// (depth about 2 ln n) without rebalancing; inserting copies one path and
// shares the rest, so every Position keeps its own history cheaply and
// no Position is ever changed by another's move.
type patternNode struct {
	key         uint64
	turn        int    // the turn after which the pattern first stood (0: the start)
	st          *state // the position that had it
	left, right *patternNode
}

func (n *patternNode) find(key uint64) *patternNode {
	for n != nil {
		switch {
		case key < n.key:
			n = n.left
		case key > n.key:
			n = n.right
		default:
			return n
		}
	}
	return nil
}

// insert returns a tree that also holds key. An existing key keeps its
// first turn, since that is the one a repetition reports. Keys that
// collide but belong to different patterns are kept in a chain on the
// right of equal keys.
func (n *patternNode) insert(key uint64, turn int, st *state) *patternNode {
	if n == nil {
		return &patternNode{key: key, turn: turn, st: st}
	}
	c := *n
	switch {
	case key < n.key:
		c.left = n.left.insert(key, turn, st)
	case key > n.key:
		c.right = n.right.insert(key, turn, st)
	default:
		if st.samePattern(n.st) {
			return n
		}
		c.right = n.right.insertEqual(key, turn, st)
	}
	return &c
}

func (n *patternNode) insertEqual(key uint64, turn int, st *state) *patternNode {
	if n == nil {
		return &patternNode{key: key, turn: turn, st: st}
	}
	if n.key == key && st.samePattern(n.st) {
		return n
	}
	c := *n
	if key < n.key {
		c.left = n.left.insertEqual(key, turn, st)
	} else {
		c.right = n.right.insertEqual(key, turn, st)
	}
	return &c
}

// patternHistory is a game's record of the patterns it went through: a
// Position's persistent tree or a Game's timeline.
type patternHistory interface {
	// repeats returns the first turn after which the pattern stood that
	// the probed move by c at i on b would make: the stones after the
	// move, and ex.
	repeats(b *board, i int, c Color, pr probe, ex extra) (turn int, ok bool)
}

package livingstones

import (
	"fmt"
	"math/rand/v2"
	"strconv"
)

// The tactical playout policy. Uniformly random moves lose groups a player
// never loses: a chain put in atari is not saved, a chain in atari is not
// taken, and a side fills the last liberties of its own groups. A search
// whose playouts play so misjudges every fight. The tactical policy is
// the uniform one with the answers and refusals of a beginner who has
// learnt to count liberties:
//
//   - the stone just played, when it stands in atari, is captured;
//   - a chain of the mover's that the last move put in atari is saved:
//     by extending, when the chain then has two liberties or more, or by
//     capturing an enemy chain in atari next to it;
//   - otherwise the move is drawn as RandomMove draws it (never in one's
//     own single-point eye, never bringing back an earlier board), but a
//     suicide, where the rules allow it, is refused, and so is a
//     self-atari (a move that captures nothing and leaves its chain one
//     liberty), except for a single stone every other turn (a throw-in,
//     or the vital point inside the enemy's eye space);
//   - when every legal move is refused the side makes a virtual move
//     (虚着) rather than a bad real move: the rules' own way to wait.
//
// The answers come first, each tried in random order. Like RandomMove's,
// no move of the policy brings back an earlier board, even where the
// virtual moves since make it legal (a ko retaken after virtual moves). The policy allocates nothing, and a Game stepped by it
// stays a Game of these rules: every move it makes is legal.

// PlayoutPolicy chooses the moves of Game.PolicyMove and Game.PlayoutWith.
// The zero PlayoutPolicy is PatternPolicy, the strongest.
type PlayoutPolicy uint8

const (
	// PatternPolicy is TacticalPolicy with MoGo's shapes: when there is
	// no answer to make, it plays a shape next to the last move (a hane
	// blocked, a cut made or kept from being made, an edge stone chased;
	// see game_pattern.go) before it draws as TacticalPolicy does. It
	// costs about 1.2 to 1.6 times TacticalPolicy's time a turn
	// and plays the search's playouts.
	PatternPolicy PlayoutPolicy = iota
	// TacticalPolicy captures the stone just played when it is in atari,
	// saves a chain the last move put in atari, and refuses suicides and
	// self-ataris (but a single stone's every other turn); among the other
	// moves it draws as UniformPolicy does, and it makes a virtual move
	// when no real move is left. It costs about twice UniformPolicy's time
	// a turn and is the better judge of a position.
	TacticalPolicy
	// UniformPolicy draws RandomMove's move: uniformly random among the
	// legal real moves that fill no own single-point eye, else a virtual
	// move. It is Playout's policy and the fastest.
	UniformPolicy
)

// String returns "pattern", "tactical" or "uniform".
func (p PlayoutPolicy) String() string {
	switch p {
	case UniformPolicy:
		return "uniform"
	case TacticalPolicy:
		return "tactical"
	case PatternPolicy:
		return "pattern"
	}
	return "PlayoutPolicy(" + strconv.Itoa(int(p)) + ")"
}

// MarshalText returns the policy's name, as String does; an unknown
// policy is an error.
func (p PlayoutPolicy) MarshalText() ([]byte, error) {
	if p > UniformPolicy {
		return nil, fmt.Errorf("livingstones: unknown %v", p)
	}
	return []byte(p.String()), nil
}

// UnmarshalText sets p to the policy named text ("pattern", "tactical" or
// "uniform"), so that a PlayoutPolicy is a flag (flag.TextVar) or a JSON
// string.
func (p *PlayoutPolicy) UnmarshalText(text []byte) error {
	for q := range UniformPolicy + 1 {
		if string(text) == q.String() {
			*p = q
			return nil
		}
	}
	return fmt.Errorf("livingstones: playout policy %q: want pattern, tactical or uniform", text)
}

// The bits of Game.stuck.
const (
	stuckUniform  = 1
	stuckTactical = 2
)

// PolicyMove returns the move policy p chooses for the side to move: a
// legal real move, or VirtualMove when the policy makes none, and NoMove
// when the game is paused or over. It allocates nothing. A nil rng means
// the Game's own generator (see Playout). An unknown policy plays as
// UniformPolicy.
func (g *Game) PolicyMove(rng *rand.Rand, p PlayoutPolicy) Move {
	if p != TacticalPolicy && p != PatternPolicy {
		return g.RandomMove(rng)
	}
	g.ready()
	if g.f.phase != Playing {
		return NoMove
	}
	r := fastRand{g.generator(rng).Uint64()}
	i := g.tacticalPoint(&r, p == PatternPolicy)
	if i < 0 {
		return VirtualMove
	}
	return moveAt(g.b.stride, i)
}

// PlayoutWith plays as Playout does, with the moves policy p chooses
// (PolicyMove): to the natural end, or until maxTurns turns have been
// played in all (0 means no limit), and returns the number of turns it
// played. Like Playout it draws one number from rng and depends only on
// the Game and rng's state.
func (g *Game) PlayoutWith(rng *rand.Rand, maxTurns int, p PlayoutPolicy) int {
	if p != TacticalPolicy && p != PatternPolicy {
		p = UniformPolicy
	}
	return g.playout(rng, maxTurns, p)
}

// tacticalPoint returns the board index of the tactical policy's real
// move for the side to move, or -1 for a virtual move; with shapes, the
// pattern policy's.
func (g *Game) tacticalPoint(r *fastRand, shapes bool) int {
	c := g.f.toMove
	if g.stuck[c]&(stuckUniform|stuckTactical) != 0 {
		return -1
	}
	if i := g.answerPoint(r, c); i >= 0 {
		return i
	}
	if shapes {
		if i := g.patternPoint(r, c); i >= 0 {
			return i
		}
	}
	return g.randomPoint(r, true, r.next()&1 == 0)
}

// answerPoint returns the board index of c's answer to the opponent's
// last move, when it is a real move and has one: a capture of the stone
// played, or a move that saves a chain of c's it put in atari. It returns
// -1 when there is none or none is legal.
func (g *Game) answerPoint(r *fastRand, c Color) int {
	m, mc := g.f.last, g.f.lastColor
	pt, ok := m.Point()
	if !ok || mc != c.Opponent() {
		return -1
	}
	b := &g.b
	s := b.stride
	j := (pt.Y+1)*s + pt.X + 1
	if b.colors[j] != mc {
		return -1 // a suicide's point, or an undone board
	}
	var cand [16]int
	n := 0
	add := func(q int) {
		for _, x := range cand[:n] {
			if x == q {
				return
			}
		}
		if n < len(cand) {
			cand[n] = q
			n++
		}
	}
	if lib, ok := b.atariLib(b.head(j)); ok {
		add(lib)
	}
	var saved [4]int
	ns := 0
	for _, q := range [4]int{j - 1, j + 1, j - s, j + s} {
		if b.colors[q] != c {
			continue
		}
		h := b.head(q)
		lib, inAtari := b.atariLib(h)
		if !inAtari || h == saved[0] && ns > 0 || h == saved[1] && ns > 1 || h == saved[2] && ns > 2 {
			continue
		}
		saved[ns] = h
		ns++
		if libs, _ := g.libsAfter(lib, c); libs >= 2 {
			add(lib)
		}
		// Capturing an enemy chain in atari next to it saves it too.
		for x := h; ; {
			for _, y := range [4]int{x - 1, x + 1, x - s, x + s} {
				if b.colors[y] == mc {
					if l, ok := b.atariLib(b.head(y)); ok {
						add(l)
					}
				}
			}
			if x = int(b.nexts[x]); x == h {
				break
			}
		}
	}
	// Try the answers in random order.
	for ; n > 0; n-- {
		k := int(r.next() % uint64(n))
		q := cand[k]
		cand[k] = cand[n-1]
		if g.legalPoint(q, c) {
			return q
		}
	}
	return -1
}

// atariLib returns the liberty of the chain with head h when it has only
// one: its pseudo-liberties then all are that point.
func (b *board) atariLib(h int) (int, bool) {
	ch := &b.chains[h]
	if ch.plib == 0 {
		return 0, false
	}
	q := int(ch.lsum / uint32(ch.plib))
	return q, b.atariAt(h, q)
}

// legalPoint reports whether c may play at the empty point i: randomPoint's
// tests of the neighbours, then playable's.
func (g *Game) legalPoint(i int, c Color) bool {
	b := &g.b
	if b.colors[i] != Empty {
		return false
	}
	s := b.stride
	var a uint
	for k, q := range [4]int{i - 1, i + 1, i - s, i + s} {
		if b.atariAt(b.head(q), i) {
			a |= 1 << k
		}
	}
	return g.playable(i, c, a)
}

// shapeOK reports whether the tactical policy keeps c's legal move at i:
// any move but a self-atari or a suicide, and a single stone's
// self-atari when throwIn.
func (g *Game) shapeOK(i int, c Color, throwIn bool) bool {
	libs, size := g.libsAfter(i, c)
	return libs >= 2 || libs == 1 && throwIn && size == 1
}

// libsAfter returns the liberties c's legal move at the empty point i
// leaves the chain it makes, counted up to two (2 means two or more, and
// a move that captures counts as 2), and the size of that chain when it
// has fewer. 0 liberties is a suicide, 1 a self-atari.
func (g *Game) libsAfter(i int, c Color) (libs, size int) {
	b := &g.b
	if nbrOf(b.nbr[i], Empty) >= 2 {
		return 2, 0
	}
	s := b.stride
	nb := [4]int{i - 1, i + 1, i - s, i + s}
	lib := -1 // the one liberty found
	for _, q := range nb {
		if b.colors[q] == Empty {
			lib = q
		}
	}
	var heads [4]int
	nh := 0
	size = 1
	for _, q := range nb {
		switch b.colors[q] {
		case c.Opponent():
			if b.atariAt(b.head(q), i) {
				return 2, 0 // a capture
			}
		case c:
			h := b.head(q)
			if nh > 0 && heads[0] == h || nh > 1 && heads[1] == h || nh > 2 && heads[2] == h {
				continue
			}
			heads[nh] = h
			nh++
			size += int(b.chains[h].size)
		}
	}
	for _, h := range heads[:nh] {
		if b.atariAt(h, i) {
			continue // its one liberty is i
		}
		for x := h; ; {
			for _, y := range [4]int{x - 1, x + 1, x - s, x + s} {
				if y != i && y != lib && b.colors[y] == Empty {
					if lib >= 0 {
						return 2, 0 // a second liberty
					}
					lib = y
				}
			}
			if x = int(b.nexts[x]); x == h {
				break
			}
		}
	}
	if lib < 0 {
		return 0, size
	}
	return 1, size
}

package livingstones

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// The tactical policy's rules, checked against a reference that counts
// liberties by walking the Position's stones, at every turn of games the
// policy plays from random positions:
//
//   - every move is legal, and none fills the mover's own single-point eye;
//   - when the stone just played stands in atari and can be taken, or a
//     chain of the mover's next to it is in atari and can be saved (by
//     extending to two liberties or by taking an enemy chain in atari
//     next to it), the move is one of those answers;
//   - any other real move is no suicide and no self-atari, but a single
//     stone's;
//   - a virtual move is made only when every legal real move that fills no
//     own eye is a suicide, a self-atari or brings back an earlier board.
func TestPropertyTacticalPolicyFollowsItsRules(t *testing.T) {
	checkPolicyRules(t, TacticalPolicy)
}

// The pattern policy's rules are the tactical policy's, and one more:
// when there is no answer to make, but a point next to the opponent's
// last real move is the middle of one of MoGo's shapes (matched by
// refShapeMoves, which reads the shapes' sources anew) and playing there is
// legal, fills no own eye, is no self-atari (not even a single stone's) and
// brings back no earlier board, the move is such a point.
func TestPropertyPatternPolicyFollowsItsRules(t *testing.T) {
	checkPolicyRules(t, PatternPolicy)
}

// checkPolicyRules checks the rules of policy p at every turn of games it
// plays from drawn positions.
func checkPolicyRules(t *testing.T, policy PlayoutPolicy) {
	rapid.Check(t, func(t *rapid.T) {
		dg := drawGame(t, []int{3, 4, 5, 7, 9}, 40)
		p := dg.last()
		if p.Phase() != Playing {
			return
		}
		boards := map[string]bool{}
		for _, q := range dg.positions {
			boards[refBoard(q)] = true
		}
		g := NewGame(p)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 11))
		for turn := 0; p.Phase() == Playing && turn < 4*dg.size*dg.size; turn++ {
			m := g.PolicyMove(rng, policy)
			checkTacticalMove(t, p, m, boards, policy == PatternPolicy)
			next, err := p.Play(m)
			if err != nil {
				t.Fatalf("turn %d: the policy's %v is illegal: %v\n%v", p.Turn()+1, m, err, p)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("turn %d: the Game refuses its own policy's %v: %v", p.Turn()+1, m, err)
			}
			p = next
			boards[refBoard(p)] = true
		}
	})
}

// refBoard returns the stones of p's board as a string.
func refBoard(p Position) string {
	var b []byte
	for y := 0; y < p.Size(); y++ {
		for x := 0; x < p.Size(); x++ {
			b = append(b, byte(p.At(Point{x, y})))
		}
	}
	return string(b)
}

// checkTacticalMove checks m, the tactical policy's move at p (with
// shapes, the pattern policy's), against the reference; boards holds the
// boards of p's history, which the policy never brings back.
func checkTacticalMove(t *rapid.T, p Position, m Move, boards map[string]bool, shapes bool) {
	c := p.ToMove()
	answers := refAnswers(p, boards)
	if len(answers) > 0 {
		if !answers[m] {
			t.Fatalf("turn %d: %v played %v; the answers were %v\n%v", p.Turn()+1, c, m, answers, p)
		}
		return
	}
	if shapes {
		if moves := refShapeMoves(p, boards); len(moves) > 0 {
			if !moves[m] {
				t.Fatalf("turn %d: %v played %v; the shapes were at %v\n%v", p.Turn()+1, c, m, moves, p)
			}
			return
		}
	}
	if m == VirtualMove {
		for _, l := range p.LegalMoves() {
			pt, ok := l.Point()
			if !ok || refOwnEye(p, pt, c) || refSelfAtari(p, pt, c, true) {
				continue
			}
			if next, _ := p.Play(l); !boards[refBoard(next)] {
				t.Fatalf("turn %d: %v made a virtual move; %v is legal, no self-atari and a new board\n%v", p.Turn()+1, c, l, p)
			}
		}
		return
	}
	pt, ok := m.Point()
	if !ok {
		t.Fatalf("turn %d: the policy chose %v", p.Turn()+1, m)
	}
	if refOwnEye(p, pt, c) {
		t.Fatalf("turn %d: %v filled its own eye at %v\n%v", p.Turn()+1, c, m, p)
	}
	if refSelfAtari(p, pt, c, false) {
		t.Fatalf("turn %d: %v played the self-atari %v\n%v", p.Turn()+1, c, m, p)
	}
}

// refChain returns the stones of the chain at q and its liberties.
func refChain(p Position, q Point) (stones []Point, libs map[Point]bool) {
	c := p.At(q)
	libs = map[Point]bool{}
	seen := map[Point]bool{q: true}
	stones = []Point{q}
	for k := 0; k < len(stones); k++ {
		for _, n := range refNeighbours(p, stones[k]) {
			switch p.At(n) {
			case Empty:
				libs[n] = true
			case c:
				if !seen[n] {
					seen[n] = true
					stones = append(stones, n)
				}
			}
		}
	}
	return stones, libs
}

func refNeighbours(p Position, q Point) []Point {
	var out []Point
	for _, d := range []Point{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		n := Point{q.X + d.X, q.Y + d.Y}
		if n.X >= 0 && n.Y >= 0 && n.X < p.Size() && n.Y < p.Size() {
			out = append(out, n)
		}
	}
	return out
}

// refOwnEye reports whether every neighbour of the empty point q is c's.
func refOwnEye(p Position, q Point, c Color) bool {
	for _, n := range refNeighbours(p, q) {
		if p.At(n) != c {
			return false
		}
	}
	return true
}

// refSelfAtari reports whether c's legal move at q is a suicide, or
// captures nothing and leaves its chain one liberty; with single, a single
// stone's self-atari counts too.
func refSelfAtari(p Position, q Point, c Color, single bool) bool {
	next, err := p.PlayAs(c, RealMove(q))
	if err != nil {
		return false
	}
	if next.BoardStones(c.Opponent()) < p.BoardStones(c.Opponent()) {
		return false // a capture
	}
	if next.BoardStones(c) <= p.BoardStones(c) {
		return true // a suicide
	}
	stones, libs := refChain(next, q)
	return len(libs) == 1 && (single || len(stones) > 1)
}

// refAnswers returns the legal answers of the side to move to the
// opponent's last real move that bring back no board of boards: the liberty of the stone played when it is
// in atari, and for each chain of the side's next to it in atari, its
// liberty when extending there gives two liberties or more, and the
// liberties of the enemy chains in atari next to it.
func refAnswers(p Position, boards map[string]bool) map[Move]bool {
	c := p.ToMove()
	m, mc := p.LastMove()
	at, ok := m.Point()
	out := map[Move]bool{}
	if !ok || mc != c.Opponent() || p.At(at) != mc {
		return out
	}
	add := func(q Point) {
		if next, err := p.Play(RealMove(q)); err == nil && !boards[refBoard(next)] {
			out[RealMove(q)] = true
		}
	}
	if _, libs := refChain(p, at); len(libs) == 1 {
		for q := range libs {
			add(q)
		}
	}
	for _, n := range refNeighbours(p, at) {
		if p.At(n) != c {
			continue
		}
		stones, libs := refChain(p, n)
		if len(libs) != 1 {
			continue
		}
		for q := range libs {
			if !refSelfAtari(p, q, c, true) {
				add(q)
			}
		}
		for _, s := range stones {
			for _, e := range refNeighbours(p, s) {
				if p.At(e) != mc {
					continue
				}
				if _, elibs := refChain(p, e); len(elibs) == 1 {
					for q := range elibs {
						add(q)
					}
				}
			}
		}
	}
	return out
}

// refShapes are the shapes of MoGo's playouts as game_pattern.go gives
// them: X and O the two colors, x and o any point but X and O, '.' an
// empty point, ' ' off the board, '?' any point, the middle the move.
var refShapes = [][3]string{
	{"XOX", "...", "???"}, {"XO.", "...", "?.?"}, {"XO?", "X..", "x.?"},
	{".O.", "X..", "..."}, {"XO?", "O.o", "?o?"}, {"XO?", "O.X", "???"},
	{"?X?", "O.O", "ooo"}, {"OX?", "o.O", "???"}, {"X.?", "O.?", "   "},
	{"OX?", "X.O", "   "}, {"?X?", "x.O", "   "}, {"?XO", "x.x", "   "},
	{"?OX", "X.O", "   "},
}

// refShapeMoves returns the legal moves of the side to move at the empty
// points around the opponent's last real move (the eight points around
// it, never its own point, which a suicide leaves empty) that are the
// middle of a shape, in any of its four turns, mirrored or not, with X
// either color, and that fill no own eye, are no self-atari and bring back
// no board of boards.
func refShapeMoves(p Position, boards map[string]bool) map[Move]bool {
	c := p.ToMove()
	m, mc := p.LastMove()
	at, ok := m.Point()
	out := map[Move]bool{}
	if !ok || mc != c.Opponent() {
		return out
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			q := Point{at.X + dx, at.Y + dy}
			if dx == 0 && dy == 0 || q.X < 0 || q.Y < 0 || q.X >= p.Size() || q.Y >= p.Size() || p.At(q) != Empty || !refShapeAt(p, q) {
				continue
			}
			if refOwnEye(p, q, c) || refSelfAtari(p, q, c, true) {
				continue
			}
			if next, err := p.Play(RealMove(q)); err == nil && !boards[refBoard(next)] {
				out[RealMove(q)] = true
			}
		}
	}
	return out
}

// refShapeAt reports whether the square around q matches a shape.
func refShapeAt(p Position, q Point) bool {
	at := func(x, y int) Color { // the point (x, y) of the square, 0 to 2
		n := Point{q.X + x - 1, q.Y + y - 1}
		if n.X < 0 || n.Y < 0 || n.X >= p.Size() || n.Y >= p.Size() {
			return wall
		}
		return p.At(n)
	}
	for _, src := range refShapes {
		g := src
		for turn := 0; turn < 8; turn++ {
			if turn == 4 { // the mirror image, then its turns
				g = [3]string{src[2], src[1], src[0]}
			}
			for _, x := range []Color{Black, White} {
				if refMatches(g, at, x) {
					return true
				}
			}
			g = refTurn(g)
		}
	}
	return false
}

// refTurn turns a shape a quarter clockwise.
func refTurn(g [3]string) [3]string {
	var out [3]string
	for y := 0; y < 3; y++ {
		row := make([]byte, 3)
		for x := 0; x < 3; x++ {
			row[x] = g[2-x][y]
		}
		out[y] = string(row)
	}
	return out
}

// refMatches reports whether the square at matches g with X the color x.
func refMatches(g [3]string, at func(x, y int) Color, x Color) bool {
	o := x.Opponent()
	for y := 0; y < 3; y++ {
		for k := 0; k < 3; k++ {
			c := at(k, y)
			var ok bool
			switch g[y][k] {
			case '.':
				ok = c == Empty
			case 'X':
				ok = c == x
			case 'O':
				ok = c == o
			case 'x':
				ok = c != x
			case 'o':
				ok = c != o
			case ' ':
				ok = c == wall
			case '?':
				ok = true
			}
			if !ok {
				return false
			}
		}
	}
	return true
}

// A tactical or pattern playout is a game of these rules: it ends at the natural
// end, and replaying its turns on a Position gives the same board.
func TestPropertyTacticalPlayoutIsAGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		size := rapid.SampledFrom([]int{5, 9, 13}).Draw(t, "size")
		start, _ := NewPosition(size)
		g := NewGame(start)
		policy := rapid.SampledFrom([]PlayoutPolicy{TacticalPolicy, PatternPolicy}).Draw(t, "policy")
		g.PlayoutWith(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 5)), 0, policy)
		if g.Phase() != Ended || g.EndReason() != NaturalEnd {
			t.Fatalf("the playout stopped at %v (%v)", g.Phase(), g.EndReason())
		}
		p := start
		for _, turn := range g.Position().History() {
			var err error
			if p, err = p.PlayAs(turn.Color, turn.Move); err != nil {
				t.Fatalf("replaying %v: %v", turn, err)
			}
		}
		if !p.Equal(g.Position()) {
			t.Fatalf("the replay differs from the playout")
		}
	})
}

func TestPlayoutPolicyString(t *testing.T) {
	for p, want := range map[PlayoutPolicy]string{PatternPolicy: "pattern", UniformPolicy: "uniform", TacticalPolicy: "tactical", 7: "PlayoutPolicy(7)"} {
		if got := p.String(); got != want {
			t.Errorf("%d: %q, want %q", p, got, want)
		}
		var q PlayoutPolicy
		text, err := p.MarshalText()
		if p == 7 {
			if err == nil || q.UnmarshalText([]byte(want)) == nil {
				t.Errorf("%v: MarshalText %q, %v; want errors both ways", p, text, err)
			}
			continue
		}
		if err != nil || q.UnmarshalText(text) != nil || q != p {
			t.Errorf("%v: MarshalText %q, %v; read back as %v", p, text, err, q)
		}
	}
	var q PlayoutPolicy = TacticalPolicy
	if err := q.UnmarshalText([]byte("Pattern")); err == nil || q != TacticalPolicy {
		t.Errorf(`UnmarshalText("Pattern") = %v, leaving %v; want an error and TacticalPolicy kept`, err, q)
	}
}

// AppendTurns gives the turns since any turn as the Position's history
// has them, for a Game made from a drawn game (its pauses and
// resumptions included) and played on by a tactical playout.
func TestPropertyAppendTurnsIsTheHistory(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		dg := drawGame(t, []int{3, 5, 9}, 60)
		g := NewGame(dg.last())
		if g.Phase() == Playing {
			g.PlayoutWith(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1)), g.Turn()+rapid.IntRange(0, 50).Draw(t, "more"), TacticalPolicy)
		}
		h := g.Position().History()
		if len(h) != g.Turn() {
			t.Fatalf("the history holds %d turns, the Game says %d", len(h), g.Turn())
		}
		for from := -1; from <= g.Turn()+1; from++ {
			got := g.AppendTurns(nil, from)
			var want []Played
			if from >= 0 && from < g.Turn() {
				want = h[from:]
			}
			if !slices.Equal(got, want) {
				t.Fatalf("AppendTurns(nil, %d) = %v, want %v", from, got, want)
			}
		}
	})
}

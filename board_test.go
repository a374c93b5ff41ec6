package livingstones

import (
	"errors"
	"strings"
	"testing"
)

// Each case sets up a diagram, plays moves (the last one is checked) and
// compares the board with the expected diagram, or expects the last move
// to be refused with an error.
var captureCases = []struct {
	name, reason string
	board        string
	toMove       Color
	moves        []string
	want         string
	prisoners    int
}{
	{
		name: "single stone in the middle", reason: "a stone with no liberty left is removed",
		board: `
e . . . . .
d . . X . .
c . X O X .
b . . . . .
a . . . . .`,
		toMove: Black, moves: []string{"cb"}, prisoners: 1,
		want: `
e . . . . .
d . . X . .
c . X . X .
b . . X . .
a . . . . .`,
	},
	{
		name: "corner stone captured", reason: "two neighbours are enough in the corner",
		board: `
c . . .
b . . .
a O X .`,
		toMove: Black, moves: []string{"ab"}, prisoners: 1,
		want: `
c . . .
b X . .
a . X .`,
	},
	{
		name: "chain on the edge", reason: "a whole chain goes at once",
		board: `
e . . . . .
d . . . . .
c . . . . .
b X X X X .
a O O O O .`,
		toMove: Black, moves: []string{"ea"}, prisoners: 4,
		want: `
e . . . . .
d . . . . .
c . . . . .
b X X X X .
a . . . . X`,
	},
	{
		name: "two chains by one stone", reason: "every opponent chain without liberties is removed",
		board: `
e . X . X .
d X O . O X
c . X . X .
b . . . . .
a . . . . .`,
		toMove: Black, moves: []string{"cd"}, prisoners: 2,
		want: `
e . X . X .
d X . X . X
c . X . X .
b . . . . .
a . . . . .`,
	},
	{
		name: "ring capture", reason: "a chain that encloses an empty point dies when that point is taken last",
		board: `
e . X X X .
d X O O O X
c X O . O X
b X O O O X
a . X X X .`,
		toMove: Black, moves: []string{"cc"}, prisoners: 8,
		want: `
e . X X X .
d X . . . X
c X . X . X
b X . . . X
a . X X X .`,
	},
	{
		name: "capture before self-capture", reason: "the opponent's chains are removed first, so the mover's stone lives",
		board: `
d . X O .
c X O . O
b . X O .
a . . . .`,
		toMove: Black, moves: []string{"cc"}, prisoners: 1,
		want: `
d . X O .
c X . X O
b . X O .
a . . . .`,
	},
}

func TestCaptures(t *testing.T) {
	for _, tc := range captureCases {
		t.Run(tc.name, func(t *testing.T) {
			p := position(t, tc.board, FirstToMove(tc.toMove))
			p = play(t, p, tc.moves...)
			sameBoard(t, p, tc.want)
			if got := p.Tally(tc.toMove).Prisoners; got != tc.prisoners {
				t.Errorf("prisoners %d, want %d (%s)", got, tc.prisoners, tc.reason)
			}
		})
	}
}

func TestSnapbackIsLegal(t *testing.T) {
	// White throws in at aa; Black takes it at ba and is left with one
	// liberty, aa, where White takes back five stones.
	p := position(t, `
d . O O .
c O O O .
b X X X O
a . . X O`)
	p = play(t, p, "aa", "ba", "aa")
	sameBoard(t, p, `
d . O O .
c O O O .
b . . . O
a O . . O`)
	if got := p.Tally(White).Prisoners; got != 5 {
		t.Errorf("White captured %d, want 5", got)
	}
}

func TestSuicide(t *testing.T) {
	eye := `
c . X .
b X . X
a . X .`
	for _, opts := range [][]Option{nil, {ForbidSuicide()}, {WithRepetition(Situational)}, {WithRepetition(Positional)}} {
		p := position(t, eye, opts...)
		if err := p.Legal(RealMove(pt(t, "bb", 3))); !errors.Is(err, ErrSuicide) {
			t.Errorf("single-stone suicide with %d options: got %v, want ErrSuicide", len(opts), err)
		}
	}
	twoStones := `
d X X X X
c X O . X
b X X X X
a . . . .`
	p := play(t, position(t, twoStones), "cc")
	sameBoard(t, p, `
d X X X X
c X . . X
b X X X X
a . . . .`)
	if got := p.Tally(Black).Prisoners; got != 2 {
		t.Errorf("the suicide gave Black %d prisoners, want 2", got)
	}
	p = position(t, twoStones, ForbidSuicide())
	if _, err := p.Play(RealMove(pt(t, "cc", 4))); !errors.Is(err, ErrSuicide) {
		t.Errorf("multi-stone suicide with ForbidSuicide: got %v, want ErrSuicide", err)
	}
}

// The self-check that tests run after every move must notice each kind of
// stale incremental data: each case corrupts one field of a clone.
func TestBoardCheckFindsCorruption(t *testing.T) {
	b := newBoard(5)
	b.put(b.index(1, 1), Black)
	b.put(b.index(2, 1), Black)
	b.put(b.index(3, 3), White)
	if msg := b.check(); msg != "" {
		t.Fatalf("sound board: %s", msg)
	}
	h := b.head(b.index(1, 1))
	for _, tc := range []struct {
		want    string
		corrupt func(c *board)
	}{
		{"empty list lost", func(c *board) { c.emptyAt[c.index(0, 0)] = notEmpty }},
		{"bad head", func(c *board) { c.heads[c.index(3, 3)] = uint16(h) }},
		{"hash differs", func(c *board) { c.hash ^= 1 }},
		{"stone count differs", func(c *board) { c.stones[White]++ }},
		{"neighbour counts stale", func(c *board) { c.nbr[c.index(0, 0)] ^= 1 }},
		{"chain data stale", func(c *board) { c.chains[h].plib++ }},
	} {
		c := b.clone()
		tc.corrupt(c)
		if msg := c.check(); !strings.HasPrefix(msg, tc.want) {
			t.Errorf("%s: check() = %q", tc.want, msg)
		}
	}
}

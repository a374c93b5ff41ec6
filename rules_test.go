package livingstones

import (
	"errors"
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

// koBoard has a ko at bb/cb: White may take at bb.
const koBoard = `
d . . . .
c . X O .
b X . X O
a . X O .`

func TestSimpleKo(t *testing.T) {
	p := play(t, position(t, koBoard), "bb") // White takes
	_, err := p.Play(RealMove(pt(t, "cb", 4)))
	var me *MoveError
	if !errors.Is(err, ErrRepetition) || !errors.As(err, &me) || me.Repeats != 0 || me.Turn != 2 {
		t.Fatalf("immediate retake: got %v, want ErrRepetition repeating the start at move 2", err)
	}
	if got, want := me.Reason(), "repeats an earlier whole-board pattern (the start of the game)"; got != want {
		t.Errorf("Reason() = %q, want %q", got, want)
	}
	if got := (&MoveError{Err: ErrOccupied}).Reason(); got != "point is occupied" {
		t.Errorf("Reason() of ErrOccupied = %q", got)
	}
	// A ko threat and its answer elsewhere make the retake legal.
	p = play(t, p, "dd", "ad", "cb")
	if p.At(pt(t, "bb", 4)) != Empty || p.At(pt(t, "cb", 4)) != Black {
		t.Errorf("the retake did not capture:\n%v", p)
	}
}

func TestKoRetakenAfterVirtualMoves(t *testing.T) {
	// 隔虚提劫: after Black and White each make a virtual move the virtual
	// stones differ, so the generalized pattern is new and Black may
	// retake. On the board alone (positional) or with the side to move
	// (situational) it repeats the start.
	for _, tc := range []struct {
		rule  Repetition
		legal bool
	}{
		{Generalized, true},
		{Positional, false},
		{Situational, false},
	} {
		t.Run(tc.rule.String(), func(t *testing.T) {
			p := play(t, position(t, koBoard, WithRepetition(tc.rule)), "bb", "virtual", "virtual")
			_, err := p.Play(RealMove(pt(t, "cb", 4)))
			if tc.legal && err != nil {
				t.Errorf("retake refused: %v", err)
			}
			if !tc.legal && !errors.Is(err, ErrRepetition) {
				t.Errorf("retake: got %v, want ErrRepetition", err)
			}
		})
	}
}

// tripleKo has three kos. White to move: W takes at bb, B at ce, W at bh,
// B at cb, W at be; then B's take at ch would bring back the start.
const tripleKo = `
i . X O . . . . . .
h X . X O . . . . .
g . X O . . . . . .
f . X O . . . . . .
e X O . O . . . . .
d . X O . . . . . .
c . X O . . . . . .
b X . X O . . . . .
a . X O . . . . . .`

func TestTripleKoCycle(t *testing.T) {
	for _, rule := range []Repetition{Generalized, Positional, Situational} {
		t.Run(rule.String(), func(t *testing.T) {
			p := play(t, position(t, tripleKo, WithRepetition(rule)), "bb", "ce", "bh", "cb", "be")
			_, err := p.Play(RealMove(pt(t, "ch", 9)))
			var me *MoveError
			if !errors.As(err, &me) || !errors.Is(err, ErrRepetition) || me.Repeats != 0 {
				t.Fatalf("closing the cycle: got %v, want ErrRepetition of the start", err)
			}
		})
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

func TestGameFlow(t *testing.T) {
	p, _ := NewPosition(5)
	t.Run("four virtual moves end the game", func(t *testing.T) {
		q := play(t, p, "cc", "virtual", "virtual", "virtual")
		if q.Phase() != Playing {
			t.Fatalf("three virtual moves: %v, want playing", q.Phase())
		}
		q = play(t, q, "virtual")
		if q.Phase() != Ended || q.EndReason() != NaturalEnd {
			t.Fatalf("four virtual moves: %v (%v), want ended naturally", q.Phase(), q.EndReason())
		}
		if q.Tally(Black).Virtual != 2 || q.Tally(White).Virtual != 2 {
			t.Errorf("virtual tallies %d and %d, want 2 each", q.Tally(Black).Virtual, q.Tally(White).Virtual)
		}
		for _, m := range []Move{RealMove(Pt(0, 0)), VirtualMove, Pass, Resign} {
			if _, err := q.Play(m); !errors.Is(err, ErrGameOver) {
				t.Errorf("%v after the end: got %v, want ErrGameOver", m, err)
			}
		}
		if q.Final().NaturalEnd != true {
			t.Error("Final().NaturalEnd is false after four virtual moves")
		}
	})
	t.Run("a pass breaks the virtual sequence", func(t *testing.T) {
		q := play(t, p, "virtual", "virtual", "pass", "virtual", "virtual", "virtual")
		if q.Phase() != Playing {
			t.Fatalf("got %v, want playing", q.Phase())
		}
	})
	t.Run("two passes pause, resume, pause again", func(t *testing.T) {
		q := play(t, p, "cc", "pass", "pass")
		if q.Phase() != Paused {
			t.Fatalf("got %v, want paused", q.Phase())
		}
		if _, err := q.Play(RealMove(Pt(0, 0))); !errors.Is(err, ErrPaused) {
			t.Errorf("move while paused: got %v, want ErrPaused", err)
		}
		r, err := q.Resume()
		if err != nil || r.Phase() != Playing || r.ToMove() != Black {
			t.Fatalf("resume: %v, %v, %v to move", err, r.Phase(), r.ToMove())
		}
		r = play(t, r, "aa", "pass", "pass")
		if r.Phase() != Paused {
			t.Fatalf("after resuming: %v, want paused", r.Phase())
		}
		// Moves after the resumption do not count before the first pause.
		if b := r.Tally(Black); b.BeforePause != 0 || b.Real != 1 || b.Passes != 2 {
			t.Errorf("Black: %d moves before the pause, %d real, %d passes; want 0, 1, 2", b.BeforePause, b.Real, b.Passes)
		}
		e, err := r.Agree()
		if err != nil || e.Phase() != Ended || e.EndReason() != Agreement {
			t.Fatalf("agree: %v %v %v", err, e.Phase(), e.EndReason())
		}
		if _, err := e.Resume(); !errors.Is(err, ErrNotPaused) {
			t.Errorf("resume after the end: got %v, want ErrNotPaused", err)
		}
	})
	t.Run("passing forbidden", func(t *testing.T) {
		q, _ := NewPosition(5, ForbidPass())
		if _, err := q.Play(Pass); !errors.Is(err, ErrPassForbidden) {
			t.Errorf("got %v, want ErrPassForbidden", err)
		}
	})
	t.Run("resignation at a pause", func(t *testing.T) {
		q := play(t, p, "pass", "pass", "resign") // White resigns
		if q.Phase() != Ended || q.Winner() != Black {
			t.Errorf("got %v, winner %v; want ended, Black wins", q.Phase(), q.Winner())
		}
	})
	t.Run("resignation", func(t *testing.T) {
		q := play(t, p, "cc", "resign")
		if q.Phase() != Ended || q.Winner() != White || q.EndReason() != Resignation {
			t.Errorf("got %v %v %v, want ended, White wins by resignation", q.Phase(), q.Winner(), q.EndReason())
		}
	})
	t.Run("undo", func(t *testing.T) {
		q := play(t, p, "cc", "dd")
		u, ok := q.Undo()
		if !ok || u.At(pt(t, "dd", 5)) != Empty || u.ToMove() != Black || u.Turn() != 1 {
			t.Errorf("undo: %v, turn %d, %v to move\n%v", ok, u.Turn(), u.ToMove(), u)
		}
		if q.At(pt(t, "dd", 5)) != Black {
			t.Error("Undo changed its receiver")
		}
	})
}

// Real moves at points no board has must be refused as off the board,
// never wrap round onto a point of the board.
func TestRealMoveOffEveryBoard(t *testing.T) {
	for _, c := range []struct {
		name, reason string
		m            Move
	}{
		{"negative column", "RealMove(-1, 3) used to decode as aa, a point of every board", RealMove(Pt(-1, 3))},
		{"negative row", "a negative row must not wrap to row 0", RealMove(Pt(2, -5))},
		{"huge column", "a column past 4095 must not wrap to column 0", RealMove(Pt(1<<12, 0))},
		{"huge value", "Move values past 24 bits must not be masked back onto the board", Move(1<<30 | 1)},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, _ := NewPosition(9)
			if pt, ok := c.m.Point(); ok && pt.On(MaxSize) {
				t.Errorf("%s: Point() = %v, a point of the board", c.reason, pt)
			}
			if err := p.Legal(c.m); !errors.Is(err, ErrOffBoard) {
				t.Errorf("%s: Legal = %v, want ErrOffBoard", c.reason, err)
			}
			if _, err := (&Record{Size: 9, Moves: []RecordMove{{Color: Black, Move: c.m}}}).GameTree(); !errors.Is(err, ErrSGFOffBoard) {
				t.Errorf("%s: Record.GameTree = %v, want ErrSGFOffBoard", c.reason, err)
			}
		})
	}
}

// ParseColor's doc promises any case; it knew only three spellings.
func TestParseColorAnyCase(t *testing.T) {
	for s, want := range map[string]Color{"B": Black, "b": Black, "bLaCk": Black, "WHITE": White, "White": White, "wHite": White, "w": White} {
		if got, err := ParseColor(s); err != nil || got != want {
			t.Errorf("ParseColor(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"", "e", "blacks", "x"} {
		if _, err := ParseColor(s); err == nil {
			t.Errorf("ParseColor(%q) accepted", s)
		}
	}
}

func TestZeroGameIsAnEmpty19x19Game(t *testing.T) {
	var g Game
	if g.ToMove() != White || g.Size() != 19 {
		t.Fatalf("zero Game: %v to move on %d×%d, want White on 19×19", g.ToMove(), g.Size(), g.Size())
	}
	if err := g.Play(RealMove(Pt(3, 3))); err != nil {
		t.Fatal(err)
	}
	if g.At(Pt(3, 3)) != White || g.ToMove() != Black {
		t.Errorf("after dd: %v at dd, %v to move", g.At(Pt(3, 3)), g.ToMove())
	}
	var h Game
	if err := h.PlayAs(Black, Pass); err != nil {
		t.Errorf("zero Game PlayAs: %v", err)
	}
}

func TestOptionErrorsWrapErrBadOption(t *testing.T) {
	for _, o := range []Option{WithRepetition(9), FirstToMove(Empty)} {
		if _, err := NewPosition(9, o); !errors.Is(err, ErrBadOption) {
			t.Errorf("got %v, want ErrBadOption", err)
		}
	}
}

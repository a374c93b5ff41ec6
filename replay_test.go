package livingstones

import (
	"bytes"
	"errors"
	"os"
	"testing"
)

func readRecordFile(t testing.TB, name string) *Record {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := ReadRecord(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return r
}

func TestReplayLankeRecords(t *testing.T) {
	p, err := readRecordFile(t, "testdata/lanke.sgf").Replay()
	if err != nil {
		t.Fatal(err)
	}
	if p.Turn() != 290 || p.Tally(Black).Prisoners != 14 || p.Tally(White).Prisoners != 6 {
		t.Errorf("lanke.sgf: %d turns, captures %d and %d; want 290, 14, 6", p.Turn(), p.Tally(Black).Prisoners, p.Tally(White).Prisoners)
	}
	sameBoard(t, p, lankeDiagram)

	_, err = readRecordFile(t, "testdata/lanke_printed.sgf").Replay()
	var me *MoveError
	if !errors.As(err, &me) || !errors.Is(err, ErrOccupied) || me.Turn != 138 || me.Move.String() != "hm" {
		t.Errorf("lanke_printed.sgf: got %v, want move 138 (B hm) refused as occupied", err)
	}

	d, err := readRecordFile(t, "testdata/lanke_dame.sgf").Replay()
	if err != nil {
		t.Fatal(err)
	}
	if d.Turn() != 306 || d.Tally(Black).Moves() != 153 || d.Tally(White).Moves() != 153 {
		t.Errorf("lanke_dame.sgf: %d turns (%d and %d moves), want 306 (153 each)", d.Turn(), d.Tally(Black).Moves(), d.Tally(White).Moves())
	}
}

func TestRecordRoundTripThroughPosition(t *testing.T) {
	p, err := readRecordFile(t, "testdata/lanke.sgf").Replay()
	if err != nil {
		t.Fatal(err)
	}
	p = play(t, p, "virtual", "pass", "pass")
	var buf bytes.Buffer
	if err := NewRecord(p).WriteSGF(&buf); err != nil {
		t.Fatal(err)
	}
	r, err := ReadRecord(&buf)
	if err != nil {
		t.Fatal(err)
	}
	q, err := r.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !q.Equal(p) {
		t.Errorf("the written record replays to another position:\n%v\nwant\n%v", q, p)
	}
}

func TestReplayOneColorTwice(t *testing.T) {
	// SGF allows a side to move twice; the record names each color. (SGF
	// rows count from the top: B[aa] is the rule book's ae.)
	r, err := ParseRecord([]byte("(;SZ[5]PL[B];B[aa];B[bb];W[cc])"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.Replay()
	if err != nil {
		t.Fatal(err)
	}
	sameBoard(t, p, `
e X . . . .
d . X . . .
c . . O . .
b . . . . .
a . . . . .`)
	if p.ToMove() != Black || p.Tally(Black).Real != 2 {
		t.Errorf("%v to move, Black made %d moves; want Black and 2", p.ToMove(), p.Tally(Black).Real)
	}
	// Play itself keeps the turn order: Black is to move, not White.
	if _, err := p.Play(Pass); err != nil || p.ToMove() != Black {
		t.Errorf("pass for the side to move: %v", err)
	}
}

// TestReplayGameAgreesWithReplay: ReplayGame ends where Replay ends, a
// pause and a resumption included, stops before the same illegal move
// with the same error, and Final.Diagram draws the Game's board as
// Position.Diagram draws the position's.
func TestReplayGameAgreesWithReplay(t *testing.T) {
	paused, err := ParseRecord([]byte("(;SZ[5];B[aa];W[];B[];W[bb];B[cc];W[];B[])"))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []*Record{
		readRecordFile(t, "testdata/lanke.sgf"),
		readRecordFile(t, "testdata/lanke_dame.sgf"),
		readRecordFile(t, "testdata/lanke_printed.sgf"),
		paused,
	} {
		p, perr := r.Replay()
		g, gerr := r.ReplayGame()
		if g == nil || perr == nil != (gerr == nil) || perr != nil && perr.Error() != gerr.Error() {
			t.Fatalf("Replay: %v; ReplayGame: %v", perr, gerr)
		}
		if g.Turn() != p.Turn() || g.Phase() != p.Phase() || g.ToMove() != p.ToMove() ||
			g.Tally(Black) != p.Tally(Black) || g.Tally(White) != p.Tally(White) {
			t.Errorf("game at turn %d (%v), position at turn %d (%v)", g.Turn(), g.Phase(), p.Turn(), p.Phase())
		}
		f := g.Final()
		for _, style := range []DiagramStyle{PlainDiagram, SeedDiagram} {
			if got, want := f.Diagram(style), p.Diagram(style); got != want {
				t.Errorf("Final.Diagram:\n%s\nPosition.Diagram:\n%s", got, want)
			}
		}
	}
	if paused.Moves[len(paused.Moves)-1].Move != Pass {
		t.Fatal("the paused record should end with a pass")
	}
	if g, err := (*Record)(nil).ReplayGame(); g != nil || err == nil {
		t.Errorf("nil record: %v, %v", g, err)
	}
	if got := (*Final)(nil).Diagram(PlainDiagram); got != "" {
		t.Errorf("nil Final drew %q", got)
	}
}

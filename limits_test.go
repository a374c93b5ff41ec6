package livingstones_test

import (
	"errors"
	"io"
	"math"
	"strings"
	"testing"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/internal/allocs"
)

// The tests of issue 9, "Bad input never takes the program down", that the
// library answers: each names the row of the issue it checks.

// endless is an endless stream of one byte, as /dev/zero is of zeros.
type endless byte

func (e endless) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = byte(e)
	}
	return len(b), nil
}

// Row "loadsgf /dev/zero", "replay - < /dev/zero": an endless input stops
// at the byte limit, with an error naming it.
func TestSGFByteLimit(t *testing.T) {
	_, err := ls.SGFLimits{Bytes: 1 << 20}.ReadRecords(endless(' '))
	var le *ls.LimitError
	if !errors.As(err, &le) || le.Limit != 1<<20 || le.Name != "SGFLimits.Bytes" {
		t.Fatalf("endless input: error %v, want a *LimitError on SGFLimits.Bytes", err)
	}
	if !errors.Is(err, ls.ErrLimit) || !strings.Contains(err.Error(), "more than 1048576 SGF bytes") {
		t.Errorf("error %q does not name the limit", err)
	}
	// The default bound holds too (64 MiB of blanks: bounded time, memory).
	// Read on one goroutine, it is left to a run without the race detector
	// (.ci/run has one), which would only slow it down.
	if testing.Short() || ls.RaceEnabled {
		return
	}
	if _, err := ls.ReadRecord(endless(' ')); !errors.Is(err, ls.ErrLimit) {
		t.Errorf("ReadRecord of an endless input: %v, want ErrLimit", err)
	}
	// Exactly at the limit is still read.
	sgf := "(;SZ[9])"
	if _, err := (ls.SGFLimits{Bytes: int64(len(sgf))}).ReadRecord(strings.NewReader(sgf)); err != nil {
		t.Errorf("a record of exactly the limit: %v", err)
	}
}

// Row "10M root properties": the number of property values and of nodes
// is bounded; a file one past a limit is refused, one at it is read.
func TestSGFCountLimits(t *testing.T) {
	tests := []struct {
		name string
		lim  ls.SGFLimits
		sgf  string
		want string // "" for no error
	}{
		{"values at the limit", ls.SGFLimits{Properties: 3}, "(;A[]B[]C[])", ""},
		{"values past the limit", ls.SGFLimits{Properties: 3}, "(;A[]B[]C[]D[])", "more than 3 SGF property values (the limit SGFLimits.Properties)"},
		{"values of one property count one by one", ls.SGFLimits{Properties: 3}, "(;AB[aa][bb][cc][dd])", "more than 3 SGF property values"},
		{"nodes at the limit", ls.SGFLimits{Nodes: 3}, "(;;;)", ""},
		{"nodes past the limit", ls.SGFLimits{Nodes: 3}, "(;;(;)(;))", "more than 3 SGF nodes (the limit SGFLimits.Nodes)"},
		{"nodes of every game count", ls.SGFLimits{Nodes: 3}, "(;;)(;;)", "more than 3 SGF nodes"},
		{"negative is no limit", ls.SGFLimits{Nodes: -1, Properties: -1}, "(" + strings.Repeat(";A[]", 100) + ")", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.lim.ReadRecords(strings.NewReader(tt.sgf))
			var le *ls.LimitError
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("ReadRecords(%q): %v", tt.sgf, err)
			case tt.want != "" && (!errors.As(err, &le) || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("ReadRecords(%q): error %v, want %q", tt.sgf, err, tt.want)
			}
		})
	}
	if testing.Short() || ls.RaceEnabled { // as in TestSGFByteLimit
		return
	}
	// Ten million root properties (30 MB, within the byte limit): the
	// default property limit stops them at the 2,000,000th. The bytes
	// allocated bound the work done (the text read, the values up to the
	// limit: about 26 times the text), where the time taken would depend
	// on the machine and its load.
	const n = 10_000_000
	in := io.LimitReader(&repeatReader{unit: "A[]"}, int64(len("(;")+n*len("A[]")))
	var err error
	bytes := allocs.Bytes(func() { _, err = ls.ReadRecord(in) })
	var le *ls.LimitError
	if !errors.As(err, &le) || le.Name != "SGFLimits.Properties" || le.Limit != ls.DefaultSGFProperties {
		t.Errorf("ten million properties: %v, want a *LimitError on SGFLimits.Properties", err)
	}
	t.Logf("ten million properties: %d bytes allocated for %d of text", bytes, n*len("A[]"))
	if bound := uint64(32 * n * len("A[]")); bytes > bound {
		t.Errorf("ten million properties: %d bytes allocated, want at most %d (32 times the text)", bytes, bound)
	}
}

// repeatReader reads "(;" then unit forever.
type repeatReader struct {
	unit   string
	off    int
	prefix bool
}

func (rr *repeatReader) Read(b []byte) (int, error) {
	n := 0
	if !rr.prefix {
		n = copy(b, "(;")
		rr.prefix = true
	}
	for n < len(b) {
		c := copy(b[n:], rr.unit[rr.off:])
		n += c
		rr.off = (rr.off + c) % len(rr.unit)
	}
	return n, nil
}

// Row "comment-only nodes ×N": comments of nodes without a move are
// joined in linear time, and joined as before.
func TestCommentNodesLinear(t *testing.T) {
	rec := mustRead(t, "(;C[root];C[r2];B[aa]C[m1];C[x];;C[y];W[bb];C[z])")
	if rec.Comment != "root\n\nr2" || rec.Moves[0].Comment != "m1\n\nx\n\ny" || rec.Moves[1].Comment != "z" {
		t.Errorf("comments %q, %q, %q", rec.Comment, rec.Moves[0].Comment, rec.Moves[1].Comment)
	}
	if testing.Short() {
		return
	}
	// Joining by copying the whole comment at each node allocates about
	// n²·3/2 bytes, 135 GB here (and took 40 s); joined once, about 31
	// times the text.
	const n = 300_000
	text := "(;B[aa]" + strings.Repeat(";C[x]", n) + ")"
	bytes := allocs.Bytes(func() { rec = mustRead(t, text) })
	if want := len("x")*n + len("\n\n")*(n-1); len(rec.Moves[0].Comment) != want {
		t.Errorf("comment of %d bytes, want %d", len(rec.Moves[0].Comment), want)
	}
	t.Logf("%d comment nodes: %d bytes allocated for %d of text", n, bytes, len(text))
	if bound := uint64(64 * len(text)); bytes > bound {
		t.Errorf("%d comment nodes: %d bytes allocated, want at most %d (64 times the text)", n, bytes, bound)
	}
}

// Row "a tree 20,000 levels deep": the readers refuse game trees nested
// deeper than MaxSGFNesting, with a syntax error naming the depth, and
// read a main line exactly that deep.
func TestDeepRecord(t *testing.T) {
	deep := func(levels int) []byte {
		var b strings.Builder
		b.WriteString("(;")
		for i := 1; i < levels; i++ {
			move := "B[]"
			if i%2 == 0 {
				move = "W[]"
			}
			b.WriteString("(;" + move)
		}
		b.WriteString(strings.Repeat(")", levels))
		return []byte(b.String())
	}
	rec, err := ls.ParseRecord(deep(ls.MaxSGFNesting))
	if err != nil || len(rec.Moves) != ls.MaxSGFNesting-1 {
		t.Fatalf("%d levels: %v", ls.MaxSGFNesting, err)
	}
	_, err = ls.ParseRecord(deep(20_000))
	if !errors.Is(err, ls.ErrSGFSyntax) || !strings.Contains(err.Error(), "nested more than 10000 deep") {
		t.Errorf("20,000 levels: %v, want an error naming MaxSGFNesting", err)
	}
}

// Row "AB[aa:ss] ×1M": the points a record's lists name are bounded (16
// times the board), so a million whole-board rectangles stop early.
func TestPointListBudget(t *testing.T) {
	// 16 whole-board rectangles are within the budget: as many as a record
	// could want.
	rec := mustRead(t, "(;AB"+strings.Repeat("[aa:ss]", 16)+")")
	if len(rec.Black) != 361 {
		t.Errorf("%d black stones, want 361", len(rec.Black))
	}
	_, err := ls.ParseRecord([]byte("(;AB" + strings.Repeat("[aa:ss]", 17) + ")"))
	if !errors.Is(err, ls.ErrSGFValue) || !strings.Contains(err.Error(), "more than 5776 points") {
		t.Errorf("17 rectangles: %v, want the budget's error", err)
	}
	if testing.Short() {
		return
	}
	// Without the budget the rectangles' 361 million points were all
	// listed (16 s, gigabytes); with it no rectangle past the 17th is
	// listed: about 16 times the text is allocated, the values scanned.
	text := []byte("(;AB" + strings.Repeat("[aa:ss]", 1_000_000) + ")")
	bytes := allocs.Bytes(func() { _, err = ls.ParseRecord(text) })
	if !errors.Is(err, ls.ErrSGFValue) || !strings.Contains(err.Error(), "more than 5776 points") {
		t.Errorf("a million rectangles: %v, want the budget's error", err)
	}
	t.Logf("a million rectangles: %d bytes allocated for %d of text", bytes, len(text))
	if bound := uint64(32 * len(text)); bytes > bound {
		t.Errorf("a million rectangles: %d bytes allocated, want at most %d (32 times the text)", bytes, bound)
	}
}

// Row "komi of magnitude ≥ 2^62": Winner is exact for every komi, counting
// refuses rules beyond MaxKomi, and so does reading KM.
func TestKomiBounds(t *testing.T) {
	for _, tt := range []struct {
		komi   int
		margin ls.Stones
		want   ls.Color
	}{
		{1 << 62, 0, ls.Black}, // White needs more than any board holds
		{1 << 62, math.MinInt64, ls.Black},
		{-1 << 62, 0, ls.White},
		{-1 << 62, math.MaxInt64, ls.White},
		{math.MaxInt64, math.MinInt64, ls.Black},
		{math.MinInt64, math.MaxInt64, ls.White},
		{8, ls.Whole(-8), ls.White}, // exactly the komi: White's win
		{8, ls.Whole(-8) + ls.HalfStone, ls.Black},
	} {
		if got := (ls.Rules{Komi: tt.komi}).Winner(tt.margin, ls.White); got != tt.want {
			t.Errorf("komi %d, margin %v: winner %v, want %v", tt.komi, tt.margin, got, tt.want)
		}
		// The same game with the colours swapped: Black moved first.
		if tt.margin != math.MinInt64 {
			if got := (ls.Rules{Komi: tt.komi}).Winner(-tt.margin, ls.Black); got != tt.want.Opponent() {
				t.Errorf("komi %d, margin %v, Black first: winner %v, want %v", tt.komi, -tt.margin, got, tt.want.Opponent())
			}
		}
	}
	p, _ := ls.NewPosition(9)
	f := p.Final()
	for _, k := range []int{ls.MaxKomi + 1, -ls.MaxKomi - 1, 1 << 62} {
		if _, err := ls.Count(f, ls.Settlement{}, ls.Rules{Komi: k}); !errors.Is(err, ls.ErrBadRules) {
			t.Errorf("Count with komi %d: %v, want ErrBadRules", k, err)
		}
	}
	if _, err := ls.Count(f, ls.Settlement{}, ls.Rules{Komi: ls.MaxKomi}); err != nil {
		t.Errorf("Count with komi MaxKomi: %v", err)
	}
	for _, km := range []string{"1001", "-1000.5", "4.611686018427387904e18"} {
		if _, err := ls.ParseRecord([]byte("(;KM[" + km + "])")); !errors.Is(err, ls.ErrSGFValue) || !strings.Contains(err.Error(), "MaxKomi") {
			t.Errorf("KM[%s]: %v, want an error naming MaxKomi", km, err)
		}
	}
	if _, err := ls.ParseRecord([]byte("(;KM[-1000])")); err != nil {
		t.Errorf("KM[-1000]: %v", err)
	}
	for _, k := range []ls.Stones{ls.Whole(ls.MaxKomi) + ls.HalfStone, math.MinInt64} {
		err := (&ls.Record{Size: 9, Komi: k, HasKomi: true}).WriteSGF(io.Discard)
		if !errors.Is(err, ls.ErrSGFValue) || !strings.Contains(err.Error(), "MaxKomi") {
			t.Errorf("writing Komi %v: %v, want an error naming MaxKomi", k, err)
		}
	}
}

// Row "off-board Encode; Par(1<<40), Supply(1<<62)": out-of-range
// arguments give documented values, never a panic, garbage or overflow.
func TestOutOfRangeArguments(t *testing.T) {
	for _, n := range []ls.Notation{ls.RuleBook, ls.SGF, ls.GTP} {
		for _, c := range []struct {
			p    ls.Point
			size int
		}{{ls.Pt(30, 0), 19}, {ls.Pt(-1, 3), 19}, {ls.Pt(0, 19), 19}, {ls.Pt(0, 0), 1 << 40}, {ls.Pt(0, 0), 0}} {
			got := n.Encode(c.p, c.size)
			if want := "(" + itoa(c.p.X) + "," + itoa(c.p.Y) + ")"; got != want {
				t.Errorf("%v.Encode(%v, %d) = %q, want %q", n, c.p, c.size, got, want)
			}
			if _, err := n.Decode(got, 19); err == nil {
				t.Errorf("%v.Decode(%q) read an off-board point back", n, got)
			}
		}
		if got := n.Encode(ls.Pt(3, 15), 19); got == "" || got[0] == '(' {
			t.Errorf("%v.Encode of a point on the board: %q", n, got)
		}
	}
	for _, size := range []int{1 << 40, -5, 0, 1, ls.MaxSize + 1} {
		if b, w := ls.DefaultRules(ls.Law).Par(size, ls.White); b != 0 || w != 0 {
			t.Errorf("Par(%d) = %v, %v, want 0, 0", size, b, w)
		}
	}
	if b, w := (ls.Rules{Komi: 1 << 62}).Par(19, ls.White); b != 0 || w != 0 {
		t.Errorf("Par with komi 2^62 = %v, %v, want 0, 0", b, w)
	}
	if b, w := ls.DefaultRules(ls.Law).Par(19, ls.White); b.String() != "176.5" || w.String() != "184.5" {
		t.Errorf("Par(19) = %v, %v", b, w)
	}
	for _, n := range []int{1 << 62, -1, 0, ls.MaxSize + 1, math.MaxInt} {
		if got := ls.Supply(n); got != 0 {
			t.Errorf("Supply(%d) = %d, want 0", n, got)
		}
	}
	if ls.Supply(19) != 180 || ls.Supply(7) != 25 {
		t.Errorf("Supply(19), Supply(7) = %d, %d", ls.Supply(19), ls.Supply(7))
	}
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// Row "an SGF collection": ReadRecord refuses a collection of several
// games with a clear word; ReadRecords reads every game.
func TestSGFCollection(t *testing.T) {
	const sgf = "(;SZ[9];B[aa])(;SZ[13];W[bb];B[cc])"
	_, err := ls.ParseRecord([]byte(sgf))
	var re *ls.RecordError
	if !errors.Is(err, ls.ErrSGFCollection) || !errors.As(err, &re) || !strings.Contains(err.Error(), "holds 2 games") {
		t.Errorf("ReadRecord of two games: %v, want ErrSGFCollection", err)
	}
	recs, err := ls.ReadRecords(strings.NewReader(sgf))
	if err != nil || len(recs) != 2 || recs[0].Size != 9 || len(recs[1].Moves) != 2 {
		t.Fatalf("ReadRecords: %v, %d records", err, len(recs))
	}
	_, err = ls.ReadRecords(strings.NewReader("(;SZ[9])(;SZ[99])"))
	if !errors.Is(err, ls.ErrSGFBoardSize) || !strings.Contains(err.Error(), "game 2 of 2") {
		t.Errorf("ReadRecords with a bad second game: %v", err)
	}
	one, err := ls.ReadRecords(strings.NewReader("(;SZ[9])"))
	if err != nil || len(one) != 1 {
		t.Errorf("ReadRecords of one game: %v", err)
	}
}

package livingstones_test

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	ls "github.com/jihuozi/livingstones"
)

var update = flag.Bool("update", false, "rewrite testdata/lanke*.sgf from the records in record_test.go")

// lankePrinted is the record of the Lanke game (烂柯图) as printed in
// the Lanke article (package doc, section Sources), section 三, in the
// rule book's notation (column, then row from the bottom), ten moves a
// line, White first.
const lankePrinted = `
fq fo iq er fr io ep eo do cp
co bo bn bp cm dm ck dr ek jq
jr hq ip hp hr jp ir lq kr lo
lr mq nr cg eg eh fh ef dh ff
ce cf gd hf jd lc ld md le kc
jc me jf bi hh ed ec fd fc gc
hc gb dc hd ge he hb be bd de
cd gf ga bk bl cj ak bj dk fe
gd ig ji jg kg kh jh lg kf lh
in ho jn jo lm hm ei jl lj oq
nq op np oo no km on po pn qo
qn or ro rp rn ll rq sp qp qq
so pq qp pp sq qp os qr ps sr
qh ge fb qj oi ok ml hm nn mm
nl om ol pm pl qm ql rm rl sm
fs qf ln mn kn mo lk kl il im
jk hl ik jm mf nf ng ph of ne
oe nc pg qg qi mg od oc pe qe
oh nh og lf qd pc rd re rb qb
rc ra rg rh ri sd kb lb jb mi
dg df ch bh bf bg ae aj ds cr
es cs mj sl sk kd ke hk hj gj
hi en cn dl cl gi gh fl eq dq
fk gk el em la ma ka mc mr gq
gr ni nj li al an am ao rf sb
pf se sh sc sf qc qs rs fp gn
kq kp mp lp gp ih ii kj kk ki
gd jj ij dj ej gc go ag af id
ic fm bq br ar aq ap as ns rr`

// lankeDame are the 16 dame moves (收单官) of section 六, White first.
const lankeDame = `di fg ci fi fj dn gb gd je if ie gg hg sn nd pr`

// lankeDead are the dead stones at the pause, section 六.
const lankeDead = `ar bq ap in jn kn ln lm ok qj ph`

const lankeErratum = "Erratum: the source prints hm for move 138 (rule-book notation; hg in SGF), " +
	"but hm is occupied then (Black played hm at move 96); the final diagram and the capture " +
	"counts show nm (ng in SGF). Replayed with nm, the record gives the source's final diagram " +
	"(图一) and captures (黑杀白14子, 白杀黑6子)."

const lankeSource = "The Lanke game (烂柯图), from the Song-dynasty Go classic 《忘忧清乐集》, " +
	"as recorded by 燕来 in 《烂柯图及其变化图——中国古棋的多样性与同一性》 (2011-01-12), " +
	"section 三 (烂柯图之对局过程). Seated stones (座子制): White dd and pp, Black dp and pd " +
	"(rule-book notation, row counted from the bottom). White moves first. " +
	"Black wins by one (白先黑胜一路)."

func rulePoints(t testing.TB, text string) []ls.Point {
	t.Helper()
	var pts []ls.Point
	for _, s := range strings.Fields(text) {
		p, err := ls.ParsePoint(s, 19)
		if err != nil {
			t.Fatal(err)
		}
		pts = append(pts, p)
	}
	return pts
}

// lankeRecord builds the record of one of the three Lanke files.
func lankeRecord(t testing.TB, name string) *ls.Record {
	t.Helper()
	rec := &ls.Record{
		Size:        19,
		HasKomi:     true,
		Rules:       "Counting living stones (计活子)",
		GameName:    "烂柯图 (Lanke)",
		Result:      "B+1",
		Black:       rulePoints(t, "pd dp"),
		White:       rulePoints(t, "dd pp"),
		FirstToMove: ls.White,
	}
	moves := strings.Fields(lankePrinted)
	switch name {
	case "lanke.sgf":
		rec.Comment = lankeSource + "\n\n290 moves, with move 138 corrected from hm to nm (see its comment)."
	case "lanke_printed.sgf":
		rec.Comment = lankeSource + "\n\nThe record exactly as printed: move 138 reads hm, which is occupied " +
			"then (Black played hm at move 96), so it cannot be replayed past move 137. " +
			"lanke.sgf has the correction nm."
	case "lanke_dame.sgf":
		rec.Comment = lankeSource + "\n\n290 moves (move 138 corrected from hm to nm), then the 16 dame " +
			"moves (收单官) of section 六, White first: 306 moves. DS on the last node lists the dead " +
			"stones at the pause: White ar bq ap in jn kn ln lm, Black ok qj ph (rule-book notation)."
		moves = append(moves, strings.Fields(lankeDame)...)
		rec.Dead = rulePoints(t, lankeDead)
		sort.Slice(rec.Dead, func(i, j int) bool { // board order
			a, b := rec.Dead[i], rec.Dead[j]
			return a.Y < b.Y || a.Y == b.Y && a.X < b.X
		})
	default:
		t.Fatalf("no Lanke record %q", name)
	}
	for i, s := range moves {
		m, err := ls.ParseMove(s, 19)
		if err != nil {
			t.Fatal(err)
		}
		rm := ls.RecordMove{Color: ls.White, Move: m}
		if i%2 == 1 {
			rm.Color = ls.Black
		}
		if i+1 == 138 && name != "lanke_printed.sgf" {
			rm.Move = ls.RealMove(rulePoints(t, "nm")[0])
			rm.Comment = lankeErratum
		}
		rec.Moves = append(rec.Moves, rm)
	}
	return rec
}

var lankeFiles = []string{"lanke.sgf", "lanke_printed.sgf", "lanke_dame.sgf"}

// TestLankeGolden checks that testdata/lanke*.sgf are what the writer
// makes of the records above; go test -run TestLankeGolden -update
// rewrites them.
func TestLankeGolden(t *testing.T) {
	for _, name := range lankeFiles {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := lankeRecord(t, name).WriteSGF(&buf); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", name)
			if *update {
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			got, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, buf.Bytes()) {
				t.Errorf("%s differs from what the writer makes; run go test -run TestLankeGolden -update", path)
			}
		})
	}
}

func readTestdata(t *testing.T, name string) *ls.Record {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := ls.ReadRecord(f)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestLankeFiles reads the Lanke files as a user would and checks them
// against the source.
func TestLankeFiles(t *testing.T) {
	pt := func(s string) ls.Point {
		p, err := ls.ParsePoint(s, 19)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	tests := []struct {
		file     string
		moves    int
		move138  string
		last     string
		dead     int
		erratumC bool
	}{
		{"lanke.sgf", 290, "nm", "rr", 0, true},
		{"lanke_printed.sgf", 290, "hm", "rr", 0, false},
		{"lanke_dame.sgf", 306, "nm", "pr", 11, true},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			rec := readTestdata(t, tt.file)
			if rec.Size != 19 || rec.FirstToMove != ls.White {
				t.Errorf("Size %d, FirstToMove %v; want 19, W", rec.Size, rec.FirstToMove)
			}
			// Seated stones: White dd and pp, Black dp and pd (board order: by row from the bottom).
			if diff := cmp.Diff([]ls.Point{pt("dd"), pt("pp")}, rec.White); diff != "" {
				t.Errorf("White seated stones (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff([]ls.Point{pt("pd"), pt("dp")}, rec.Black); diff != "" {
				t.Errorf("Black seated stones (-want +got):\n%s", diff)
			}
			if len(rec.Moves) != tt.moves {
				t.Fatalf("%d moves, want %d", len(rec.Moves), tt.moves)
			}
			for i, m := range rec.Moves {
				want := ls.White // odd move numbers
				if i%2 == 1 {
					want = ls.Black
				}
				if m.Color != want || !m.Move.IsReal() {
					t.Errorf("move %d is %v %v, want a real move by %v", i+1, m.Color, m.Move, want)
				}
			}
			check := func(n int, want string) {
				t.Helper()
				if got := rec.Moves[n-1].Move; got != ls.RealMove(pt(want)) {
					t.Errorf("move %d is %v, want %s", n, got, want)
				}
			}
			check(1, "fq")
			check(96, "hm")
			check(138, tt.move138)
			check(tt.moves, tt.last)
			if got := strings.Contains(rec.Moves[137].Comment, "Erratum"); got != tt.erratumC {
				t.Errorf("move 138 comment %q: erratum noted %v, want %v", rec.Moves[137].Comment, got, tt.erratumC)
			}
			if len(rec.Dead) != tt.dead {
				t.Errorf("%d dead stones, want %d", len(rec.Dead), tt.dead)
			}
			if rec.Rules != "Counting living stones (计活子)" || rec.GameName == "" || !strings.Contains(rec.Comment, "燕来") {
				t.Errorf("root: RU %q GN %q C %q", rec.Rules, rec.GameName, rec.Comment)
			}
		})
	}
}

// TestLankeDameDead checks the DS list of lanke_dame.sgf against the
// source, and that DeadStones reads it.
func TestLankeDameDead(t *testing.T) {
	rec := readTestdata(t, "lanke_dame.sgf")
	want := rulePoints(t, lankeDead)
	wantSet := map[ls.Point]bool{}
	for _, p := range want {
		wantSet[p] = true
	}
	if len(rec.Dead) != len(want) {
		t.Fatalf("Dead = %v, want %v", rec.Dead, want)
	}
	for _, p := range rec.Dead {
		if !wantSet[p] {
			t.Errorf("Dead holds %v, not in %v", p, want)
		}
	}
	// With every point holding a stone, DeadStones is Dead.
	got := rec.DeadStones(func(ls.Point) ls.Color { return ls.Black })
	if diff := cmp.Diff(rec.Dead, got); diff != "" {
		t.Errorf("DeadStones (-Dead +got):\n%s", diff)
	}
}

func mustRead(t *testing.T, sgf string) *ls.Record {
	t.Helper()
	rec, err := ls.ParseRecord([]byte(sgf))
	if err != nil {
		t.Fatalf("ParseRecord(%q): %v", sgf, err)
	}
	return rec
}

// pts reads SGF points of a 19×19 board.
func pts(t *testing.T, size int, list string) []ls.Point {
	t.Helper()
	var out []ls.Point
	for _, s := range strings.Fields(list) {
		p, err := ls.SGF.Decode(s, size)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

func TestReadRecord(t *testing.T) {
	mv := func(c ls.Color, m ls.Move) ls.RecordMove { return ls.RecordMove{Color: c, Move: m} }
	real := func(size int, s string) ls.Move { return ls.RealMove(pts(t, size, s)[0]) }
	tests := []struct {
		name string
		sgf  string
		want *ls.Record
	}{
		{
			name: "empty root: 19×19, nothing else",
			sgf:  "(;)",
			want: &ls.Record{Size: 19},
		},
		{
			name: "game info fields; other root properties kept in Info in order; FF and CA[UTF-8] dropped",
			sgf:  "(;FF[4]CA[utf-8]GM[1]SZ[9]KM[7.5]RU[Chinese]RE[W+R]GN[g]PB[b]PW[w]DT[2011-01-12]EV[e]AP[x:1]C[hi])",
			want: &ls.Record{Size: 9, Komi: ls.Whole(7) + ls.HalfStone, HasKomi: true, Rules: "Chinese", Result: "W+R", GameName: "g",
				BlackPlayer: "b", WhitePlayer: "w", Date: "2011-01-12", Comment: "hi",
				Info: []ls.SGFProperty{{Ident: "EV", Values: []string{"e"}}, {Ident: "AP", Values: []string{"x:1"}}}},
		},
		{
			name: "a quarter-stone komi of other programs is no komi here, kept in Info as written",
			sgf:  "(;KM[ 3.75 ]PB[b]KM[7])",
			want: &ls.Record{Size: 19, BlackPlayer: "b", Info: []ls.SGFProperty{{Ident: "KM", Values: []string{" 3.75 "}}}},
		},
		{
			name: "KM read exactly in half stones, whatever the notation",
			sgf:  "(;KM[-0.50]GN[a])",
			want: &ls.Record{Size: 19, Komi: -ls.HalfStone, HasKomi: true, GameName: "a"},
		},
		{
			name: "KM without a decimal digit",
			sgf:  "(;KM[5.])",
			want: &ls.Record{Size: 19, Komi: ls.Whole(5), HasKomi: true},
		},
		{
			name: "KM with an exponent",
			sgf:  "(;KM[1e1])",
			want: &ls.Record{Size: 19, Komi: ls.Whole(10), HasKomi: true},
		},
		{
			name: "KM[] is no komi",
			sgf:  "(;KM[])",
			want: &ls.Record{Size: 19},
		},
		{
			name: "square SZ written composed",
			sgf:  "(;SZ[13:13])",
			want: &ls.Record{Size: 13},
		},
		{
			name: "setup stones in board order (by row from the bottom), compressed rectangle expanded, PL",
			sgf:  "(;SZ[5]AB[aa][ee]AW[bb:cc]PL[W])",
			// SGF rows count from the top: ee is the lower right corner, aa the upper left.
			want: &ls.Record{Size: 5, FirstToMove: ls.White,
				Black: []ls.Point{{4, 0}, {0, 4}},
				White: []ls.Point{{1, 2}, {2, 2}, {1, 3}, {2, 3}}},
		},
		{
			name: "setup before the first move is merged, AE removes",
			sgf:  "(;SZ[5]AB[aa][bb];AE[aa]AW[cc];B[dd])",
			want: &ls.Record{Size: 5, Black: pts(t, 5, "bb"), White: pts(t, 5, "cc"),
				Moves: []ls.RecordMove{mv(ls.Black, real(5, "dd"))}},
		},
		{
			name: "variations: the main line is the first variation at each branch",
			sgf:  "(;SZ[9];W[aa](;B[bb];W[cc](;B[dd])(;B[ee]))(;B[ff]))",
			want: &ls.Record{Size: 9, Moves: []ls.RecordMove{
				mv(ls.White, real(9, "aa")), mv(ls.Black, real(9, "bb")),
				mv(ls.White, real(9, "cc")), mv(ls.Black, real(9, "dd"))}},
		},
		{
			name: "passes in both encodings: B[] and B[tt] on 19×19",
			sgf:  "(;W[];B[tt];W[ ])",
			want: &ls.Record{Size: 19, Moves: []ls.RecordMove{mv(ls.White, ls.Pass), mv(ls.Black, ls.Pass), mv(ls.White, ls.Pass)}},
		},
		{
			name: "tt is a point on boards larger than 19",
			sgf:  "(;SZ[21];B[tt])",
			want: &ls.Record{Size: 21, Moves: []ls.RecordMove{mv(ls.Black, ls.RealMove(ls.Pt(19, 1)))}},
		},
		{
			name: "virtual moves: a pass with VM; tt is a pass on 9×9 too",
			sgf:  "(;SZ[9];W[]VM[];B[tt]VM[];W[])",
			want: &ls.Record{Size: 9, Moves: []ls.RecordMove{mv(ls.White, ls.VirtualMove), mv(ls.Black, ls.VirtualMove), mv(ls.White, ls.Pass)}},
		},
		{
			name: "virtual moves on 19×19, B[tt]VM[] too",
			sgf:  "(;W[]VM[];B[tt]VM[])",
			want: &ls.Record{Size: 19, Moves: []ls.RecordMove{mv(ls.White, ls.VirtualMove), mv(ls.Black, ls.VirtualMove)}},
		},
		{
			name: "lowercase FF[3] identifiers",
			sgf:  "(;GaMe[1]SiZe[9]AddBlack[aa]AddWhite[bb];White[cc]Comment[x])",
			want: &ls.Record{Size: 9, Black: pts(t, 9, "aa"), White: pts(t, 9, "bb"),
				Moves: []ls.RecordMove{{Color: ls.White, Move: real(9, "cc"), Comment: "x"}}},
		},
		{
			name: "comments: on moves, and joined from nodes without a move; CRLF normalized",
			sgf:  "(;C[root];C[more\r\nroot];B[aa]C[one];N[x];C[after])",
			want: &ls.Record{Size: 19, Comment: "root\n\nmore\nroot",
				Moves: []ls.RecordMove{{Color: ls.Black, Move: real(19, "aa"), Comment: "one\n\nafter"}}},
		},
		{
			name: "escapes and soft line breaks in comments",
			sgf:  "(;C[a\\]b\\\\c\\\nd:e])",
			want: &ls.Record{Size: 19, Comment: "a]b\\cd:e"},
		},
		{
			name: "a move in the root is move 1; the root comment stays the game's",
			sgf:  "(;SZ[9]C[game]B[ee])",
			want: &ls.Record{Size: 9, Comment: "game", Moves: []ls.RecordMove{mv(ls.Black, real(9, "ee"))}},
		},
		{
			name: "dead stones and territory from the last node only",
			sgf:  "(;SZ[9];B[aa]DS[bb];W[cc]DS[dd][ee:ef]TB[aa:ab]TW[ii])",
			want: &ls.Record{Size: 9,
				Moves:          []ls.RecordMove{mv(ls.Black, real(9, "aa")), mv(ls.White, real(9, "cc"))},
				Dead:           pts(t, 9, "ef ee dd"),
				BlackTerritory: pts(t, 9, "ab aa"),
				WhiteTerritory: pts(t, 9, "ii")},
		},
		{
			name: "UTF-8 BOM and white space between tokens",
			sgf:  "\ufeff \n( ;\tSZ [9]\r\n ; B [ee] )\n\n",
			want: &ls.Record{Size: 9, Moves: []ls.RecordMove{mv(ls.Black, real(9, "ee"))}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := mustRead(t, tt.sgf)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseRecord(%q) (-want +got):\n%s", tt.sgf, diff)
			}
			roundTrip(t, got)
		})
	}
}

// roundTrip writes rec and reads it back, expecting an equal Record and
// the same bytes when written again.
func roundTrip(t *testing.T, rec *ls.Record) {
	t.Helper()
	var buf bytes.Buffer
	if err := rec.WriteSGF(&buf); err != nil {
		t.Fatalf("WriteSGF: %v", err)
	}
	again, err := ls.ParseRecord(buf.Bytes())
	if err != nil {
		t.Fatalf("reading what WriteSGF wrote: %v\n%s", err, buf.Bytes())
	}
	if diff := cmp.Diff(rec, again); diff != "" {
		t.Fatalf("read → write → read changed the record (-first +second):\n%s\nwritten:\n%s", diff, buf.Bytes())
	}
	var buf2 bytes.Buffer
	if err := again.WriteSGF(&buf2); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), buf2.Bytes()) {
		t.Fatalf("writing is not deterministic:\n%s\n---\n%s", buf.Bytes(), buf2.Bytes())
	}
}

func TestReadRecordErrors(t *testing.T) {
	tests := []struct {
		name string
		sgf  string
		want error  // errors.Is
		msg  string // substring of the message
	}{
		{"empty collection", "", ls.ErrSGFSyntax, "no game tree"},
		{"garbage", "hello", ls.ErrSGFSyntax, "line 1, column 1 (byte 0): unexpected 'h' outside a game tree"},
		{"unterminated value", "(;C[oops)", ls.ErrSGFSyntax, "unterminated property value begun at line 1 column 4"},
		{"size too small", "(;SZ[1])", ls.ErrSGFBoardSize, "root node: SZ[1]: size 1 is outside 2..25"},
		{"size too large", "(;SZ[26])", ls.ErrSGFBoardSize, "outside 2..25"},
		{"size not a number", "(;SZ[big])", ls.ErrSGFBoardSize, "not a number"},
		{"non-square board", "(;SZ[19:13])", ls.ErrSGFBoardSize, "19×13 is not square"},
		{"not Go", "(;GM[2])", ls.ErrSGFValue, "not a game of Go"},
		{"komi not a number", "(;KM[seven])", ls.ErrSGFValue, "KM[seven]"},
		{"komi NaN", "(;KM[NaN])", ls.ErrSGFValue, "finite"},
		{"move off the board", "(;SZ[9];B[aa];W[jj])", ls.ErrSGFOffBoard, "move 2 (node 2): W[jj]: point off the 9×9 board"},
		{"upper-case point off a small board", "(;B[aA])", ls.ErrSGFOffBoard, "B[aA]"},
		{"move not a point", "(;B[a1])", ls.ErrSGFValue, "move 1 (node 0): B[a1]: not a point"},
		{"two moves in a node", "(;B[aa]W[bb])", ls.ErrSGFValue, "two moves in one node"},
		{"VM on a real move", "(;B[aa]VM[])", ls.ErrSGFValue, "VM on a real move"},
		{"VM alone", "(;;VM[])", ls.ErrSGFValue, "node 1: VM[]: VM without a pass"},
		{"setup after a move", "(;B[aa];W[bb];AB[cc])", ls.ErrSGFValue, "node 2: AB[cc]: setup after move 2"},
		{"setup off the board", "(;SZ[5]AB[aa:ff])", ls.ErrSGFOffBoard, "root node: AB[aa:ff]"},
		{"same point two colors", "(;AB[aa]AW[aa])", ls.ErrSGFValue, "two colors"},
		{"bad PL", "(;PL[X])", ls.ErrSGFValue, "PL[X]"},
		{"dead stone off the board", "(;SZ[9];B[aa]DS[zz])", ls.ErrSGFOffBoard, "move 1 (node 1): DS[zz]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec, err := ls.ParseRecord([]byte(tt.sgf))
			if err == nil {
				t.Fatalf("ParseRecord(%q) = %+v, want an error", tt.sgf, rec)
			}
			if !errors.Is(err, tt.want) {
				t.Errorf("error %v is not %v", err, tt.want)
			}
			if !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("error %q does not say %q", err, tt.msg)
			}
			var se *ls.SyntaxError
			var re *ls.RecordError
			if errors.As(err, &se) == errors.As(err, &re) {
				t.Errorf("error %T is not exactly one of *SyntaxError, *RecordError", err)
			}
		})
	}
}

func TestWriteRecordErrors(t *testing.T) {
	on9 := func(mods func(*ls.Record)) *ls.Record {
		r := &ls.Record{Size: 9}
		mods(r)
		return r
	}
	tests := []struct {
		name string
		rec  *ls.Record
		want error
	}{
		{"zero Record has no size", &ls.Record{}, ls.ErrSGFBoardSize},
		{"resignation is a result, not a move", on9(func(r *ls.Record) {
			r.Moves = []ls.RecordMove{{Color: ls.Black, Move: ls.Resign}}
		}), ls.ErrSGFValue},
		{"NoMove", on9(func(r *ls.Record) { r.Moves = []ls.RecordMove{{Color: ls.Black}} }), ls.ErrSGFOffBoard},
		{"move off the board", on9(func(r *ls.Record) {
			r.Moves = []ls.RecordMove{{Color: ls.Black, Move: ls.RealMove(ls.Pt(9, 0))}}
		}), ls.ErrSGFOffBoard},
		{"move without a color", on9(func(r *ls.Record) { r.Moves = []ls.RecordMove{{Move: ls.Pass}} }), ls.ErrSGFValue},
		{"setup off the board", on9(func(r *ls.Record) { r.Black = []ls.Point{{-1, 0}} }), ls.ErrSGFOffBoard},
		{"setup for both colors", on9(func(r *ls.Record) {
			r.Black, r.White = []ls.Point{{1, 1}}, []ls.Point{{1, 1}}
		}), ls.ErrSGFValue},
		{"Info holds SZ", on9(func(r *ls.Record) { r.Info = []ls.SGFProperty{{Ident: "SZ", Values: []string{"9"}}} }), ls.ErrSGFValue},
		{"Info identifier lower case", on9(func(r *ls.Record) { r.Info = []ls.SGFProperty{{Ident: "ev", Values: []string{"x"}}} }), ls.ErrSGFValue},
		{"komi without HasKomi", on9(func(r *ls.Record) { r.Komi = ls.Whole(7) }), ls.ErrSGFValue},
		{"komi beyond MaxKomi", on9(func(r *ls.Record) { r.Komi, r.HasKomi = ls.Whole(ls.MaxKomi+1), true }), ls.ErrSGFValue},
		{"Info holds a half-stone KM", on9(func(r *ls.Record) { r.Info = []ls.SGFProperty{{Ident: "KM", Values: []string{"7.5"}}} }), ls.ErrSGFValue},
		{"Info holds KM beside Komi", on9(func(r *ls.Record) {
			r.HasKomi, r.Info = true, []ls.SGFProperty{{Ident: "KM", Values: []string{"3.75"}}}
		}), ls.ErrSGFValue},
		{"bad FirstToMove", on9(func(r *ls.Record) { r.FirstToMove = 7 }), ls.ErrSGFValue},
		{"dead stone off the board", on9(func(r *ls.Record) { r.Dead = []ls.Point{{0, 9}} }), ls.ErrSGFOffBoard},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			err := tt.rec.WriteSGF(&buf)
			if !errors.Is(err, tt.want) {
				t.Fatalf("WriteSGF error %v, want %v", err, tt.want)
			}
			if buf.Len() != 0 {
				t.Errorf("wrote %q before failing", buf.Bytes())
			}
		})
	}
}

func TestRecordRoundTripLanke(t *testing.T) {
	for _, name := range lankeFiles {
		t.Run(name, func(t *testing.T) {
			rec := readTestdata(t, name)
			if diff := cmp.Diff(lankeRecord(t, name), rec); diff != "" {
				t.Errorf("read record differs from the one written (-want +got):\n%s", diff)
			}
			roundTrip(t, rec)
		})
	}
}

func TestDeadStones(t *testing.T) {
	// A 5×5 final position: Black on row 0 (bottom), White on row 4 (top).
	at := func(p ls.Point) ls.Color {
		switch p.Y {
		case 0:
			return ls.Black
		case 4:
			return ls.White
		}
		return ls.Empty
	}
	rec := mustRead(t, "(;SZ[5];B[cc]DS[aa][cc]TB[ba][be][bc]TW[da][ce][ee])")
	// DS: aa (White, top left) and cc (empty: ignored).
	// TB on a white stone (ba) is dead; TB on a black stone (be) or empty (bc) is not.
	// TW on black stones (ce, ee) is dead; TW on a white stone (da) is not.
	want := []ls.Point{{2, 0}, {4, 0}, {0, 4}, {1, 4}}
	if diff := cmp.Diff(want, rec.DeadStones(at)); diff != "" {
		t.Errorf("DeadStones (-want +got):\n%s", diff)
	}
}

// genText draws text with the characters SGF must escape or that other
// layers could trip on. It has no CR: comments normalize line breaks.
var genText = rapid.StringOfN(rapid.RuneFrom([]rune("ab]\\[:;() \n\t计")), 0, 12, -1)

// genPoints draws a set of points of a size×size board, in board order.
func genPoints(t *rapid.T, size int, label string) []ls.Point {
	on := rapid.SliceOfN(rapid.Bool(), size*size, size*size).Draw(t, label)
	var pts []ls.Point
	for i, b := range on {
		if b && i%3 == 0 { // keep lists short
			pts = append(pts, ls.Pt(i%size, i/size))
		}
	}
	return pts
}

// TestRecordWriteReadProperty: any record in canonical form (lists in
// board order, no CR in comments) is written and read back unchanged.
func TestRecordWriteReadProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		size := rapid.IntRange(ls.MinSize, ls.MaxSize).Draw(t, "size")
		rec := &ls.Record{
			Size:        size,
			Rules:       genText.Draw(t, "rules"),
			Result:      rapid.SampledFrom([]string{"", "B+1", "W+R", "0"}).Draw(t, "result"),
			GameName:    genText.Draw(t, "gn"),
			BlackPlayer: genText.Draw(t, "pb"),
			Comment:     genText.Draw(t, "comment"),
			FirstToMove: rapid.SampledFrom([]ls.Color{ls.Empty, ls.Black, ls.White}).Draw(t, "pl"),
		}
		rec.Info = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) ls.SGFProperty {
			return ls.SGFProperty{
				Ident:  rapid.SampledFrom([]string{"EV", "PC", "AP", "HA", "BR", "WR", "LB", "XYZ"}).Draw(t, "ident"),
				Values: rapid.SliceOfN(genText, 1, 3).Draw(t, "values"),
			}
		}), 0, 3).Draw(t, "info")
		switch km := rapid.SampledFrom([]string{"", "0", "7.5", "3.75", "-2", "-1000", "1000"}).Draw(t, "komi"); km {
		case "":
		case "3.75": // no komi of these rules: kept in Info
			rec.Info = append(rec.Info, ls.SGFProperty{Ident: "KM", Values: []string{km}})
		default:
			f, _ := strconv.ParseFloat(km, 64)
			rec.Komi, rec.HasKomi = ls.Stones(2*f), true
		}
		if len(rec.Info) == 0 {
			rec.Info = nil
		}
		setup := genPoints(t, size, "setup")
		for i, p := range setup {
			if i%2 == 0 {
				rec.Black = append(rec.Black, p)
			} else {
				rec.White = append(rec.White, p)
			}
		}
		rec.Moves = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) ls.RecordMove {
			m := ls.RecordMove{
				Color:   rapid.SampledFrom([]ls.Color{ls.Black, ls.White}).Draw(t, "color"),
				Comment: genText.Draw(t, "c"),
			}
			switch rapid.IntRange(0, 3).Draw(t, "kind") {
			case 0:
				m.Move = ls.Pass
			case 1:
				m.Move = ls.VirtualMove
			default:
				m.Move = ls.RealMove(ls.Pt(rapid.IntRange(0, size-1).Draw(t, "x"), rapid.IntRange(0, size-1).Draw(t, "y")))
			}
			return m
		}), 0, 20).Draw(t, "moves")
		if len(rec.Moves) == 0 {
			rec.Moves = nil
		}
		rec.Dead = genPoints(t, size, "dead")
		rec.BlackTerritory = genPoints(t, size, "tb")
		rec.WhiteTerritory = genPoints(t, size, "tw")

		var buf bytes.Buffer
		if err := rec.WriteSGF(&buf); err != nil {
			t.Fatalf("WriteSGF: %v", err)
		}
		got, err := ls.ParseRecord(buf.Bytes())
		if err != nil {
			t.Fatalf("reading what WriteSGF wrote: %v\n%s", err, buf.Bytes())
		}
		if diff := cmp.Diff(rec, got); diff != "" {
			t.Fatalf("write → read changed the record (-written +read):\n%s\n%s", diff, buf.Bytes())
		}
	})
}

type failingReader struct{}

var errRead = errors.New("read failed")

func (failingReader) Read([]byte) (int, error) { return 0, errRead }

// An error from the reader is returned as it is, not taken for bad SGF.
func TestReadRecordReaderError(t *testing.T) {
	if _, err := ls.ReadRecord(failingReader{}); !errors.Is(err, errRead) {
		t.Errorf("ReadRecord error %v, want the reader's", err)
	}
	if _, err := ls.ReadRecords(failingReader{}); !errors.Is(err, errRead) {
		t.Errorf("ReadRecords error %v, want the reader's", err)
	}
}

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

// apiServer serves the page's handler on a loopback port for one test.
func apiServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewUnstartedServer(nil)
	srv.Config.Handler = newServeHandler(srv.Listener.Addr(), "127.0.0.1")
	srv.Start()
	t.Cleanup(srv.Close)
	return srv
}

// postAPI posts a body and returns the status and the decoded answer.
func postAPI(t *testing.T, srv *httptest.Server, path string, body []byte) (int, []byte) {
	t.Helper()
	resp, err := http.Post(srv.URL+path, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, data
}

// browserTurns returns the turns of browserGame, White first.
func browserTurns() []string {
	turns := make([]string, len(browserGame))
	for i, pt := range browserGame {
		turns[i] = []string{"W ", "B "}[i%2] + pt
	}
	return turns
}

// game9 is a 9×9 game under the law version.
func game9(moves ...string) *webGame {
	return &webGame{Size: 9, First: "W", Version: "law", Komi: 8, Moves: moves}
}

// TestServeRefusedMoves: the reason for a refused move is the rules'
// reason, and the game is left as it was.
func TestServeRefusedMoves(t *testing.T) {
	// The ko of the browser test: after W ee (turn 19) and B de (turn 20)
	// White may not retake at once.
	ko := browserTurns()
	for _, tc := range []struct {
		name, reason string
		game         *webGame
		action, pt   string
		want         string
	}{
		{"occupied", "a stone stands on ee", game9("W ee"), "play", "ee", "B ee: point is occupied"},
		{"single-stone suicide", "B aa would have no liberty and capture nothing",
			game9("W ab", "B ee", "W ba"), "play", "aa", "B aa: suicide"},
		{"repetition", "retaking the ko at once brings back the pattern after turn 19", &webGame{Size: 9, First: "W", Version: "law", Komi: 8, Moves: ko},
			"play", "ee", "W ee: repeats an earlier whole-board pattern (the one after move 19)"},
		{"paused", "two passes pause the game: resume first", game9("W pass", "B pass"), "play", "ee", "W ee: the game is paused after two passes"},
		{"paused, virtual", "a virtual move is a move too", game9("W pass", "B pass"), "virtual", "", "W virtual: the game is paused after two passes"},
		{"resume while playing", "only a paused game resumes", game9("W ee"), "resume", "", "resume: the game is not paused (it is playing)"},
		{"agree while playing", "only a paused game ends by agreement", game9(), "agree", "", "agree: the game is not paused (it is playing)"},
		{"undo at the start", "there is no turn to take back", game9(), "undo", "", "nothing to undo"},
		{"after agreement", "an ended game takes no move", game9("W pass", "B pass", "agree"), "pass", "", "W pass: the game is over"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := slices.Clone(tc.game.Moves)
			resp, err := answerGame(context.Background(), nil, &gameRequest{Game: tc.game, Action: tc.action, Point: tc.pt})
			if err != nil {
				t.Fatal(err)
			}
			if resp.Refused != tc.want {
				t.Errorf("%s: refused %q, want %q", tc.reason, resp.Refused, tc.want)
			}
			if !slices.Equal(resp.Game.Moves, before) {
				t.Errorf("a refused action changed the game: %v, was %v", resp.Game.Moves, before)
			}
		})
	}
}

// TestServeActions: each action of the page adds its turn, and undo
// takes it back.
func TestServeActions(t *testing.T) {
	resp, err := answerGame(context.Background(), nil, &gameRequest{Game: &webGame{Size: 9, First: "W", Version: "law"}})
	if err != nil || resp.Game.Moves == nil {
		t.Fatalf("a game without turns: %v, moves %#v (the page reads a list)", err, resp.Game.Moves)
	}
	g := game9()
	steps := []struct {
		action, pt, turn, phase string
	}{
		{"play", "ee", "W ee", "playing"},
		{"virtual", "", "B virtual", "playing"},
		{"pass", "", "W pass", "playing"},
		{"pass", "", "B pass", "paused"},
		{"resume", "", "resume", "playing"},
		{"play", "cc", "W cc", "playing"},
	}
	for i, s := range steps {
		resp, err := answerGame(context.Background(), nil, &gameRequest{Game: g, Action: s.action, Point: s.pt})
		if err != nil || resp.Refused != "" {
			t.Fatalf("step %d %s: %v %q", i, s.action, err, resp.Refused)
		}
		if got := resp.Game.Moves[len(resp.Game.Moves)-1]; got != s.turn || resp.View.Phase != s.phase {
			t.Errorf("step %d: turn %q phase %s, want %q %s", i, got, resp.View.Phase, s.turn, s.phase)
		}
		g = &resp.Game
	}
	v, err := describe(context.Background(), mustReplay(t, g))
	if err != nil {
		t.Fatal(err)
	}
	if v.Black.Virtual != 1 || v.Black.Passes != 1 || v.White.Passes != 1 || v.White.Stones != 2 || v.LastPoint != "cc" || v.Last != "W cc" {
		t.Errorf("view %+v", v)
	}
	resp, err = answerGame(context.Background(), nil, &gameRequest{Game: g, Action: "undo"})
	if err != nil || resp.Refused != "" || len(resp.Game.Moves) != 5 || resp.View.Phase != "playing" {
		t.Fatalf("undo: %v %q %v", err, resp.Refused, resp.Game.Moves)
	}
	resp, err = answerGame(context.Background(), nil, &gameRequest{Game: &resp.Game, Action: "undo"})
	if err != nil || resp.View.Phase != "paused" {
		t.Fatalf("undo of the resumption: %v, phase %s", err, resp.View.Phase)
	}
}

func mustReplay(t *testing.T, g *webGame) ls.Position {
	t.Helper()
	p, err := g.replay()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestServeNewGame: new games carry the seated stones from the library,
// White to move, and the version's komi unless one is given.
func TestServeNewGame(t *testing.T) {
	zero := 0
	for _, tc := range []struct {
		n    webNew
		want webGame
	}{
		{webNew{Size: 9, Version: "law"}, webGame{Size: 9, First: "W", Version: "law", Komi: 8, Moves: []string{}}},
		{webNew{Size: 13, Version: "art"}, webGame{Size: 13, First: "W", Version: "art", Komi: 7, Moves: []string{}}},
		{webNew{Size: 19, Seated: true, Version: "law", Komi: &zero},
			webGame{Size: 19, Black: []string{"dp", "pd"}, White: []string{"dd", "pp"}, First: "W", Version: "law", Komi: 0, Moves: []string{}}},
	} {
		resp, err := answerGame(context.Background(), nil, &gameRequest{New: &tc.n})
		if err != nil {
			t.Fatal(err)
		}
		g := resp.Game
		slices.Sort(g.Black)
		slices.Sort(g.White)
		if g.Size != tc.want.Size || !slices.Equal(g.Black, tc.want.Black) || !slices.Equal(g.White, tc.want.White) ||
			g.First != tc.want.First || g.Version != tc.want.Version || g.Komi != tc.want.Komi || len(g.Moves) != 0 {
			t.Errorf("new %+v: got %+v, want %+v", tc.n, g, tc.want)
		}
	}
	for _, n := range []webNew{{Size: 1, Version: "law"}, {Size: 9, Version: "chess"}, {Size: 5, Seated: true, Version: "law"}} {
		if _, err := answerGame(context.Background(), nil, &gameRequest{New: &n}); err == nil {
			t.Errorf("new %+v: no error", n)
		}
	}
}

// TestServeCountNaturalEnd: four virtual moves end the game and it is
// counted at once, with no settlement.
func TestServeCountNaturalEnd(t *testing.T) {
	resp, err := answerGame(context.Background(), nil, &gameRequest{Game: game9("W ee", "B cc", "W virtual", "B virtual", "W virtual", "B virtual"),
		Settlement: webSettlement{Dead: []string{"cc"}}})
	if err != nil {
		t.Fatal(err)
	}
	v := resp.View
	if v.Phase != "ended" || v.End != "natural end" || v.Count == nil {
		t.Fatalf("view %+v", v)
	}
	if v.Count.Margin != 0 || len(v.Count.Methods) != 5 || len(v.Count.Dead) != 0 {
		t.Errorf("count: margin %s, %d methods, dead %v", v.Count.Margin, len(v.Count.Methods), v.Count.Dead)
	}
}

// TestServeCountErrors: a settlement the rules cannot count is shown,
// not a failure of the request.
func TestServeCountErrors(t *testing.T) {
	g := game9("W ee", "B cc", "W pass", "B pass")
	resp, err := answerGame(context.Background(), nil, &gameRequest{Game: g, Count: true})
	if err != nil || resp.View.CountError == "" && resp.View.Count == nil {
		t.Fatalf("%v %+v", err, resp.View)
	}
	resp, err = answerGame(context.Background(), nil, &gameRequest{Game: g, Count: true, Settlement: webSettlement{Dead: []string{"aa"}}})
	if err != nil || resp.View.CountError != "dead stone aa: there is no stone there" {
		t.Errorf("dead point without a stone: %v, %q", err, resp.View.CountError)
	}
}

// TestServeBadRequests: malformed games are errors that say what and
// where.
func TestServeBadRequests(t *testing.T) {
	srv := apiServer(t)
	for _, tc := range []struct{ name, body, want string }{
		{"not JSON", `{"game":`, "bad JSON request"},
		{"unknown field", `{"gmae":{}}`, `unknown field "gmae"`},
		{"no game", `{}`, "neither a game nor a new game"},
		{"bad turn", `{"game":{"size":9,"first":"W","version":"law","moves":["W ee","B zz"]}}`, `turn 2 "B zz"`},
		{"illegal turn", `{"game":{"size":9,"first":"W","version":"law","moves":["W ee","B ee"]}}`, `turn 2 "B ee"`},
		{"bad size", `{"game":{"size":99,"first":"W","version":"law","moves":[]}}`, "board size 99 is out of range"},
		{"no moves", `{"game":{"size":9,"first":"W","version":"law"},"action":"nope"}`, `unknown action "nope"`},
		{"bad version", `{"game":{"size":9,"first":"W","version":"chess","moves":[]}}`, `version "chess"`},
		{"bad komi", `{"game":{"size":9,"first":"W","version":"law","komi":100000,"moves":[]}}`, `komi "100000": want a whole number of stones within ±1000`},
		{"bad action", `{"game":{"size":9,"first":"W","version":"law","moves":[]},"action":"fly"}`, `unknown action "fly"`},
		{"bad point", `{"game":{"size":9,"first":"W","version":"law","moves":[]},"action":"play","point":"zz"}`, `point "zz"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, data := postAPI(t, srv, "/api/game", []byte(tc.body))
			var e struct{ Error string }
			json.Unmarshal(data, &e)
			if status != http.StatusBadRequest || !strings.Contains(e.Error, tc.want) {
				t.Errorf("status %d, %s; want 400 and %q", status, data, tc.want)
			}
		})
	}
	many := game9()
	for i := 0; i <= maxTurns; i++ {
		many.Moves = append(many.Moves, "W virtual")
	}
	body, _ := json.Marshal(gameRequest{Game: many})
	if status, data := postAPI(t, srv, "/api/game", body); status != http.StatusBadRequest || !bytes.Contains(data, []byte("the limit is 4000")) {
		t.Errorf("too many turns: %d %s", status, data)
	}
}

// TestServeRefusesOversizedBodies: a body over 1 MiB is refused with
// 413 and a message, on every route; one just under is read.
func TestServeRefusesOversizedBodies(t *testing.T) {
	srv := apiServer(t)
	big := bytes.Repeat([]byte(" "), maxBody+1)
	for _, path := range []string{"/api/game", "/api/sgf/load", "/api/sgf/save"} {
		status, data := postAPI(t, srv, path, big)
		var e struct{ Error string }
		if err := json.Unmarshal(data, &e); err != nil {
			t.Fatalf("%s: %v: %s", path, err, data)
		}
		if status != http.StatusRequestEntityTooLarge || e.Error != "request too large: the limit is 1 MiB (1048576 bytes)" {
			t.Errorf("%s: status %d, %q", path, status, e.Error)
		}
	}
	sgf, err := os.ReadFile("../../testdata/lanke_dame.sgf")
	if err != nil {
		t.Fatal(err)
	}
	padded := append(bytes.Repeat([]byte("\n"), maxBody-len(sgf)), sgf...)
	if status, data := postAPI(t, srv, "/api/sgf/load", padded); status != http.StatusOK {
		t.Errorf("a record of exactly 1 MiB: status %d, %.200s", status, data)
	}
}

// TestServeSGFRoundTrip: a game saved from the page (virtual moves, a
// pause, a resumption, dead stones) loads back as the same game.
func TestServeSGFRoundTrip(t *testing.T) {
	srv := apiServer(t)
	g := game9("W ee", "B virtual", "W cc", "B gg", "W pass", "B pass", "resume", "W virtual", "B pass", "W pass")
	body, _ := json.Marshal(saveRequest{Game: *g, Settlement: webSettlement{Dead: []string{"gg"}}})
	status, sgf := postAPI(t, srv, "/api/sgf/save", body)
	if status != http.StatusOK {
		t.Fatalf("save: %d %s", status, sgf)
	}
	for _, want := range []string{"B[]VM[]", "W[]VM[]", "DS[gc]", "RU[Counting living stones (计活子), law version, komi 8 stones]"} {
		if !bytes.Contains(sgf, []byte(want)) {
			t.Errorf("saved SGF lacks %s:\n%s", want, sgf)
		}
	}
	status, data := postAPI(t, srv, "/api/sgf/load", sgf)
	if status != http.StatusOK {
		t.Fatalf("load: %d %s", status, data)
	}
	var lr loadedRecord
	if err := json.Unmarshal(data, &lr); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(lr.Game.Moves, g.Moves) || !slices.Equal(lr.Dead, []string{"gg"}) || lr.Game.Size != 9 || lr.Game.First != "W" {
		t.Errorf("loaded %+v dead %v; saved %v", lr.Game, lr.Dead, g.Moves)
	}
}

// TestServeLoadErrors: a record that cannot be replayed names the move.
func TestServeLoadErrors(t *testing.T) {
	srv := apiServer(t)
	printed, err := os.ReadFile("../../testdata/lanke_printed.sgf")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		body []byte
		want string
	}{
		{"illegal move", printed, "move 138 (B hm): point is occupied"},
		{"not SGF", []byte("hello"), "cannot read the SGF: sgf: line 1, column 1"},
		{"off the board", []byte("(;SZ[9];W[zz])"), "cannot read the SGF"},
	} {
		status, data := postAPI(t, srv, "/api/sgf/load", tc.body)
		if status != http.StatusBadRequest || !bytes.Contains(data, []byte(tc.want)) {
			t.Errorf("%s: status %d, %s; want 400 and %q", tc.name, status, data, tc.want)
		}
	}
}

// TestServeGzip: answers are compressed for clients that accept gzip and
// read the same.
func TestServeGzip(t *testing.T) {
	srv := apiServer(t)
	body := []byte(`{"new":{"size":19,"version":"law"}}`)
	_, plain := postAPI(t, srv, "/api/game", body)
	req, _ := http.NewRequest("POST", srv.URL+"/api/game", bytes.NewReader(body))
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding %q", resp.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(got, plain) {
		t.Errorf("gzipped answer %q (%v), plain %q", got, err, plain)
	}
	for h, want := range map[string]bool{"gzip": true, "deflate, gzip;q=0.5": true, "gzip;q=0": false, "identity": false, "": false} {
		if acceptsGzip(h) != want {
			t.Errorf("acceptsGzip(%q) = %v", h, !want)
		}
	}
}

// TestServePage: the page and its files come from the binary, gzipped
// (Go's client asks for gzip and decompresses).
func TestServePage(t *testing.T) {
	srv := apiServer(t)
	for path, want := range map[string]string{"/": "text/html", "/app.js": "javascript", "/style.css": "text/css"} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !strings.Contains(resp.Header.Get("Content-Type"), want) || !resp.Uncompressed {
			t.Errorf("GET %s: %d %s, gzipped %v", path, resp.StatusCode, resp.Header.Get("Content-Type"), resp.Uncompressed)
		}
	}
	resp, err := http.Get(srv.URL + "/api/game")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		t.Errorf("GET /api/game: %d, want an error", resp.StatusCode)
	}
}

// TestServeListensOnlyWhereTold: serve binds the address given, the
// loopback interface by default, and not the machine's other addresses.
func TestServeListensOnlyWhereTold(t *testing.T) {
	code, out, _ := runCLI(t, "", "serve", "-h")
	if code != 0 || !strings.Contains(out, `(default "127.0.0.1:8080")`) {
		t.Errorf("serve -h: exit %d, %q", code, out)
	}
	code, _, errOut := runCLI(t, "", "serve", "--addr", "8080")
	if code != 2 || !strings.Contains(errOut, "want host:port") {
		t.Errorf("serve --addr 8080: exit %d, %q", code, errOut)
	}
	code, _, errOut = runCLI(t, "", "serve", "extra")
	if code != 2 || !strings.Contains(errOut, "takes no arguments") {
		t.Errorf("serve extra: exit %d, %q", code, errOut)
	}
	ln, err := listen("127.0.0.1:0", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	addr := ln.Addr().(*net.TCPAddr)
	if !addr.IP.IsLoopback() {
		t.Fatalf("listening on %v", addr)
	}
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	tried := 0
	for _, a := range addrs {
		ipn, ok := a.(*net.IPNet)
		if !ok || ipn.IP.IsLoopback() || ipn.IP.To4() == nil {
			continue
		}
		tried++
		c, err := net.Dial("tcp", net.JoinHostPort(ipn.IP.String(), strconv.Itoa(addr.Port)))
		if err == nil {
			c.Close()
			t.Errorf("serve on %v answers on %v too", addr, ipn.IP)
		}
	}
	if tried == 0 {
		t.Log("no non-loopback IPv4 address on this machine: only the bound address was checked")
	}
}

// TestServeCountHeldKo: a ko left open at the pause may be held by either
// side (doc.go, "Settling and eyes"): by Black, who took last, the ko
// point is Black's road; by White, who retakes, the stone White captures
// is dead and both points are White's roads. Each count is the library's.
func TestServeCountHeldKo(t *testing.T) {
	// The browser test's game up to Black's capture at de (turn 20), then
	// two passes: White may retake at ee, capturing the black stone at de.
	g := game9(append(browserTurns(), "W pass", "B pass")...)
	p, err := g.replay()
	if err != nil {
		t.Fatal(err)
	}
	f := p.Final()
	ee := ls.Pt(4, 4)
	for _, tc := range []struct {
		holder string
		ko     ls.KoPoint
		dead   []string
	}{
		{"B", ls.KoPoint{Point: ee, Holder: ls.Black}, nil},
		{"W", ls.KoPoint{Point: ee, Holder: ls.White}, []string{"de"}},
	} {
		held, err := answerGame(context.Background(), nil, &gameRequest{Game: g, Count: true, Settlement: webSettlement{Ko: []webKo{{"ee", tc.holder}}}})
		if err != nil || held.View.Count == nil {
			t.Fatalf("ee held by %s: %v %q", tc.holder, err, held.View.CountError)
		}
		c := held.View.Count
		if len(c.Ko) != 1 || c.Ko[0] != (webKo{"ee", tc.holder}) {
			t.Errorf("ko %v, want ee held by %s", c.Ko, tc.holder)
		}
		if !slices.Equal(c.Dead, tc.dead) {
			t.Errorf("ee held by %s: dead %v, want %v", tc.holder, c.Dead, tc.dead)
		}
		rep, err := ls.Count(f, ls.Settlement{Ko: []ls.KoPoint{tc.ko}}, ls.DefaultRules(ls.Law))
		if err != nil {
			t.Fatalf("ee held by %s: the library refuses: %v", tc.holder, err)
		}
		if c.Margin != rep.Margin || c.Black != rep.Black || c.White != rep.White {
			t.Errorf("ee held by %s: margin %v, black %+v, white %+v; the library: %v, %+v, %+v", tc.holder, c.Margin, c.Black, c.White, rep.Margin, rep.Black, rep.White)
		}
	}
}

// TestServeWarnsOnEveryInterface: an address without a host listens on
// every interface, and says so.
func TestServeWarnsOnEveryInterface(t *testing.T) {
	var warn strings.Builder
	ln, err := listen(":0", &warn)
	if err != nil {
		t.Fatal(err)
	}
	ln.Close()
	if !strings.Contains(warn.String(), "listens on every interface") {
		t.Errorf("warning %q", warn.String())
	}
	warn.Reset()
	ln, err = listen("127.0.0.1:0", &warn)
	if err != nil {
		t.Fatal(err)
	}
	ln.Close()
	if warn.Len() != 0 {
		t.Errorf("loopback: warning %q", warn.String())
	}
}

// TestServeLoadsProfessionalRecords: the page's loader takes Debian's
// professional records as the library's replayer does: the same final
// position, or a refusal naming the same move. Every third record (about
// 200), to keep the test short; the library's test replays them all.
func TestServeLoadsProfessionalRecords(t *testing.T) {
	if testing.Short() {
		t.Skip("replays about 200 records three times; skipped in -short mode")
	}
	files, _ := filepath.Glob("/usr/share/goban/*")
	if len(files) == 0 {
		t.Skip("no records in /usr/share/goban (apt-get install goban-original-games; .ci/run installs it)")
	}
	sort.Strings(files)
	loaded, refused := 0, 0
	for i, name := range files {
		if i%3 != 0 {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := ls.ParseRecord(data)
		if err != nil {
			continue // the library's own test reports these
		}
		want, werr := rec.Replay()
		lr, err := loadRecord(context.Background(), nil, data)
		if werr != nil {
			var me *ls.MoveError
			errors.As(werr, &me)
			prefix := fmt.Sprintf("move %d (", me.Turn)
			if err == nil || !strings.Contains(err.Error(), prefix) {
				t.Errorf("%s: the replayer refuses %v; the loader: %v", filepath.Base(name), werr, err)
			}
			refused++
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(name), err)
			continue
		}
		got, err := lr.Game.replay()
		if err != nil || !got.Equal(want) {
			t.Errorf("%s: the page's game replays to another position (%v)", filepath.Base(name), err)
		}
		loaded++
	}
	t.Logf("%d of %d records: %d loaded, %d refused naming the move as the replayer does", loaded+refused, len(files), loaded, refused)
}

// TestServeCountArtExtraMoves: under the art version the side that made
// more moves before the pause gives stones, and the count says so.
func TestServeCountArtExtraMoves(t *testing.T) {
	g := &webGame{Size: 9, First: "W", Version: "art", Komi: 7,
		Moves: []string{"W ee", "B pass", "W cc", "B pass", "W pass"}}
	resp, err := answerGame(context.Background(), nil, &gameRequest{Game: g, Count: true})
	if err != nil || resp.View.Count == nil {
		t.Fatalf("%v %q", err, resp.View.CountError)
	}
	c := resp.View.Count
	if c.ExtraSide != "W" || c.ExtraMoves != 2 || c.Version != "art" || c.Komi != 7 {
		t.Errorf("count %+v: want White's 2 extra moves under the art version, komi 7", c)
	}
	data, _ := json.Marshal(c)
	if !bytes.Contains(data, []byte(`"extra_side":"W","extra_moves":2`)) {
		t.Errorf("JSON %s", data)
	}
}

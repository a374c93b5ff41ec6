package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// genmoveBody is the JSON of a request for the computer's move.
func genmoveBody(t *testing.T, g *webGame, level int) []byte {
	t.Helper()
	body, err := json.Marshal(genmoveRequest{Game: g, Level: level})
	if err != nil {
		t.Fatal(err)
	}
	return body
}

// TestServeGenmove: the computer answers the side to move with a legal
// move, the game with the move played, as /api/game answers a play; the
// same request gets the same move.
func TestServeGenmove(t *testing.T) {
	srv := apiServer(t)
	g := game9("W ee", "B cc")
	status, data := postAPI(t, srv, "/api/genmove", genmoveBody(t, g, 1))
	if status != http.StatusOK {
		t.Fatalf("status %d: %s", status, data)
	}
	var resp genmoveResponse
	if err := json.Unmarshal(data, &resp); err != nil {
		t.Fatal(err)
	}
	if len(resp.Game.Moves) != 3 || resp.Game.Moves[2] != resp.Move || !strings.HasPrefix(resp.Move, "W ") {
		t.Fatalf("moves %v, move %q: want the two turns sent and White's move", resp.Game.Moves, resp.Move)
	}
	if resp.View.Turn != 3 || resp.View.ToMove != "B" || resp.View.Last != resp.Move {
		t.Errorf("view: turn %d, to move %s, last %q; want turn 3, B to move, last %q", resp.View.Turn, resp.View.ToMove, resp.View.Last, resp.Move)
	}
	if resp.Playouts != levelPlayouts(1) || resp.WinRate <= 0 || resp.WinRate >= 1 {
		t.Errorf("%d playouts, win rate %v; want the level's %d and a share", resp.Playouts, resp.WinRate, levelPlayouts(1))
	}
	p := mustReplay(t, &resp.Game)
	if p.Turn() != 3 {
		t.Errorf("the answer's game replays to turn %d", p.Turn())
	}
	for range 2 {
		if _, again := postAPI(t, srv, "/api/genmove", genmoveBody(t, g, 1)); !strings.Contains(string(again), `"move":"`+resp.Move+`"`) {
			t.Errorf("the same request again: %s; want the move %s", again, resp.Move)
		}
	}
}

// TestServeGenmovePassesAWonGame: after the opponent's pass, the search
// passes when the count gives it the game, and the answer is the paused
// game with its proposal.
func TestServeGenmovePassesAWonGame(t *testing.T) {
	// White's wall on column f holds six columns, Black's on column g
	// three; then Black passes.
	var turns []string
	for _, row := range "abcdefghi" {
		turns = append(turns, "W f"+string(row), "B g"+string(row))
	}
	turns = append(turns, "W cc", "B pass")
	resp, err := answerGenmove(context.Background(), nil, &genmoveRequest{Game: game9(turns...), Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Move != "W pass" || resp.WinRate != 1 || resp.View.Phase != "paused" || resp.Game.Moves[len(resp.Game.Moves)-1] != "W pass" {
		t.Errorf("move %q (win rate %v), phase %s: want W pass, the game paused", resp.Move, resp.WinRate, resp.View.Phase)
	}
}

// TestServeGenmoveErrors: each error has its status and says what is
// wrong and where.
func TestServeGenmoveErrors(t *testing.T) {
	srv := apiServer(t)
	paused := game9("W ee", "B pass", "W pass")
	ended := game9("W virtual", "B virtual", "W virtual", "B virtual")
	for _, tc := range []struct {
		name   string
		body   string
		status int
		want   string
	}{
		{"garbage", `{"game":`, http.StatusBadRequest, "bad JSON request"},
		{"not JSON", `level=3`, http.StatusBadRequest, "bad JSON request"},
		{"unknown field", `{"game":{"size":9,"first":"W","version":"law","komi":8,"moves":[]},"level":1,"colour":"B"}`, http.StatusBadRequest, `unknown field \"colour\"`},
		{"no game", `{"level":1}`, http.StatusBadRequest, "the request has no game"},
		{"level 0", string(genmoveBody(t, game9(), 0)), http.StatusBadRequest, "level 0 is out of range 1..10"},
		{"level 11", string(genmoveBody(t, game9(), 11)), http.StatusBadRequest, "level 11 is out of range 1..10"},
		{"illegal turn", string(genmoveBody(t, game9("W ee", "B ee"), 1)), http.StatusBadRequest, `turn 2 \"B ee\": `},
		{"bad point", string(genmoveBody(t, game9("W zz"), 1)), http.StatusBadRequest, `turn 1 \"W zz\"`},
		{"bad size", string(genmoveBody(t, &webGame{Size: 99, First: "W", Version: "law", Komi: 8}, 1)), http.StatusBadRequest, "board size 99 is out of range"},
		{"bad version", string(genmoveBody(t, &webGame{Size: 9, First: "W", Version: "new", Komi: 8}, 1)), http.StatusBadRequest, "new"},
		{"paused", string(genmoveBody(t, paused, 1)), http.StatusConflict, "the game is paused after turn 3: resume it"},
		{"ended", string(genmoveBody(t, ended, 1)), http.StatusConflict, "the game is over (natural end)"},
	} {
		status, data := postAPI(t, srv, "/api/genmove", []byte(tc.body))
		if status != tc.status || !strings.Contains(string(data), tc.want) {
			t.Errorf("%s: status %d %s; want %d and %q", tc.name, status, data, tc.status, tc.want)
		}
	}
}

// TestServeGenmoveBusy: the search waits for the heavy limiter the count
// uses: with its slot taken and no room in its queue the answer is 503
// with a Retry-After.
func TestServeGenmoveBusy(t *testing.T) {
	a := &api{work: &limits{light: newWorkLimiter(1, 1, time.Hour), heavy: newWorkLimiter(1, 0, time.Hour)}}
	release, err := a.work.heavy.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	body := string(genmoveBody(t, game9(), 1))
	r, _ := http.NewRequest(http.MethodPost, "/api/genmove", strings.NewReader(body))
	w := httptest.NewRecorder()
	a.handleGenmove(w, r)
	if w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") == "" || !strings.Contains(w.Body.String(), "busy") {
		t.Errorf("status %d, Retry-After %q: %s; want 503 with a Retry-After", w.Code, w.Header().Get("Retry-After"), w.Body.String())
	}
}

// TestServeGenmoveStopsWhenTheClientLeaves: the search of a request
// whose client left stops, and the answer is the context's, not a move.
func TestServeGenmoveStopsWhenTheClientLeaves(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	resp, err := answerGenmove(ctx, defaultLimits(), &genmoveRequest{Game: &webGame{Size: 19, First: "W", Version: "law", Komi: 8}, Level: maxLevel})
	if ae, ok := err.(*apiError); !ok || ae.status != http.StatusServiceUnavailable {
		t.Errorf("left before: %v %v; want a 503 saying the request was cancelled", resp, err)
	}
	// Left during the search, after a hundred playouts of the 20,000 of
	// level 10: the search stops there.
	left := &countdownContext{Context: context.Background(), left: 100}
	resp, err = answerGenmove(left, nil, &genmoveRequest{Game: &webGame{Size: 19, First: "W", Version: "law", Komi: 8}, Level: maxLevel})
	if ae, ok := err.(*apiError); !ok || ae.status != http.StatusServiceUnavailable || !strings.Contains(err.Error(), "cancelled") {
		t.Errorf("left during the search: %v %v; want a 503 saying the request was cancelled", resp, err)
	}
	if left.calls > 200 {
		t.Errorf("the search looked at the context %d times after the client left at the 100th", left.calls)
	}
}

// TestServeGenmoveBurst: 40 concurrent level-10 19×19 searches: those
// beyond the heavy limiter's slots and queue are answered 503 with a
// Retry-After at once, and when the clients leave the searches stop and
// the server answers again.
func TestServeGenmoveBurst(t *testing.T) {
	if testing.Short() {
		t.Skip("40 heavy requests; skipped in -short mode")
	}
	srv := apiServer(t)
	body := genmoveBody(t, &webGame{Size: 19, First: "W", Version: "law", Komi: 8}, maxLevel)
	const burst = 40
	n := runtime.GOMAXPROCS(0)
	wantBusy := burst - n - workQueuePerCore*n
	if wantBusy <= 0 {
		t.Skipf("GOMAXPROCS %d: the limiter holds all %d requests", n, burst)
	}
	heapPeak := sampleHeap()
	ctx, cancel := context.WithCancel(context.Background())
	type answer struct {
		status int
		retry  string
	}
	answers := make(chan answer, burst)
	var wg sync.WaitGroup
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: burst}}
	for range burst {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+"/api/genmove", strings.NewReader(string(body)))
			resp, err := client.Do(req)
			if err != nil {
				return // the client left
			}
			resp.Body.Close()
			answers <- answer{resp.StatusCode, resp.Header.Get("Retry-After")}
		}()
	}
	busy := 0
	for busy < wantBusy {
		a := <-answers
		switch {
		case a.status == http.StatusServiceUnavailable && a.retry != "":
			busy++
		case a.status != http.StatusOK:
			t.Fatalf("status %d, Retry-After %q; want 200, or 503 with a Retry-After", a.status, a.retry)
		}
	}
	cancel() // every client leaves
	wg.Wait()
	t.Logf("%d×503 at once; heap peak %d MiB", busy, heapPeak()>>20)
	// The searches of the clients that left have stopped: a new one
	// gets a slot.
	if status, data := postAPI(t, srv, "/api/genmove", genmoveBody(t, game9(), 1)); status != http.StatusOK {
		t.Errorf("after the burst: status %d %s", status, data)
	}
}

// TestServeGenmoveSearchTime: a search may run genmoveTime, less when the
// request waited for its slot: it ends a second before the request's
// deadline, and runs at least a moment.
func TestServeGenmoveSearchTime(t *testing.T) {
	if got := searchTime(context.Background()); got != genmoveTime {
		t.Errorf("no deadline: %v, want %v", got, genmoveTime)
	}
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(time.Hour))
	defer cancel()
	if got := searchTime(ctx); got != genmoveTime {
		t.Errorf("an hour left: %v, want %v", got, genmoveTime)
	}
	ctx, cancel = context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	if got := searchTime(ctx); got != time.Millisecond {
		t.Errorf("the deadline past: %v, want 1ms", got)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if got := searchTime(ctx); got > 4*time.Second || got <= 0 {
		t.Errorf("5 s left: %v, want at most 4 s", got)
	}
}

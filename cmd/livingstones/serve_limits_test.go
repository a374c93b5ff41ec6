package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"
)

// lankePaused is a request for the count of the Lanke game after two
// passes: a proposal and a count on 19×19, the heavy request of issue 22's
// burst.
func lankePaused(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile("../../testdata/lanke.sgf")
	if err != nil {
		t.Fatal(err)
	}
	lr, err := loadRecord(context.Background(), nil, data)
	if err != nil {
		t.Fatal(err)
	}
	lr.Game.Moves = append(lr.Game.Moves, "W pass", "B pass")
	body, err := json.Marshal(gameRequest{Game: &lr.Game, Count: true, Settlement: webSettlement{Dead: lr.Dead}})
	if err != nil {
		t.Fatal(err)
	}
	return body
}

// sampleHeap samples the bytes of live heap objects every 5 ms until the
// function it returns is called, which returns the highest sample.
func sampleHeap() func() uint64 {
	stop, done := make(chan struct{}), make(chan struct{})
	var peak uint64
	go func() {
		defer close(done)
		sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		for {
			metrics.Read(sample)
			peak = max(peak, sample[0].Value.Uint64())
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	return func() uint64 {
		close(stop)
		<-done
		return peak
	}
}

// TestServeHoldsABurst: 250 concurrent counts of a paused 19×19 game
// (issue 22 row 1, which took serve to 2.19 GB and out of memory) are
// each answered, 200 or 503 with a Retry-After, the heap stays under
// 256 MiB (two counts at a time, and the bodies waiting), and the server
// answers afterwards.
func TestServeHoldsABurst(t *testing.T) {
	if testing.Short() {
		t.Skip("250 heavy requests; skipped in -short mode")
	}
	srv := apiServer(t)
	body := lankePaused(t)
	const burst = 250
	const heapBound = 256 << 20
	statuses := make([]int, burst)
	retry := make([]string, burst)
	var wg sync.WaitGroup
	heapPeak := sampleHeap()
	client := &http.Client{Timeout: time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: burst}}
	for i := range burst {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := client.Post(srv.URL+"/api/game", "application/json", bytes.NewReader(body))
			if err != nil {
				t.Errorf("request %d unanswered: %v", i, err)
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			statuses[i], retry[i] = resp.StatusCode, resp.Header.Get("Retry-After")
		}()
	}
	wg.Wait()
	peak := heapPeak()
	ok, busy := 0, 0
	for i, s := range statuses {
		switch {
		case s == http.StatusOK:
			ok++
		case s == http.StatusServiceUnavailable && retry[i] != "":
			busy++
		case s != 0:
			t.Errorf("request %d: status %d, Retry-After %q; want 200, or 503 with a Retry-After", i, s, retry[i])
		}
	}
	if ok < runtime.GOMAXPROCS(0) {
		t.Errorf("%d of %d answered 200; at least the %d running at once should be", ok, burst, runtime.GOMAXPROCS(0))
	}
	if peak > heapBound {
		t.Errorf("the heap reached %d MiB; the bound is %d MiB", peak>>20, heapBound>>20)
	}
	t.Logf("%d×200, %d×503, heap peak %d MiB", ok, busy, peak>>20)
	if status, _ := postAPI(t, srv, "/api/game", []byte(`{"new":{"size":9,"version":"law"}}`)); status != http.StatusOK {
		t.Errorf("after the burst: status %d", status)
	}
}

// TestServeWorkLimiter: a slot at once while one is free, a place in the
// queue while there is room (for at most the wait, and while the context
// lasts), and busy beyond.
func TestServeWorkLimiter(t *testing.T) {
	l := newWorkLimiter(1, 1, time.Hour)
	ctx := context.Background()
	release, err := l.acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	waited := make(chan error, 1)
	go func() {
		r, err := l.acquire(ctx)
		if err == nil {
			r()
		}
		waited <- err
	}()
	for len(l.queue) == 0 {
		runtime.Gosched()
	}
	if _, err := l.acquire(ctx); err != errBusy {
		t.Errorf("the slot taken and the queue full: %v, want errBusy", err)
	}
	release()
	if err := <-waited; err != nil {
		t.Errorf("the request in the queue: %v, want the slot once it was given back", err)
	}
	release, _ = l.acquire(ctx)
	gone, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := l.acquire(gone); err != context.Canceled {
		t.Errorf("a client that left while in the queue: %v, want context.Canceled", err)
	}
	short := newWorkLimiter(1, 1, time.Millisecond)
	short.acquire(ctx)
	if _, err := short.acquire(ctx); err != errBusy {
		t.Errorf("waited past the limit: %v, want errBusy", err)
	}
	release()
}

// TestServeStopsWhenTheClientLeaves: the proposal and the count of a
// request whose client left are not made (issue 22 row 2): the answer is
// the context's, not a count.
func TestServeStopsWhenTheClientLeaves(t *testing.T) {
	var req gameRequest
	if err := json.Unmarshal(lankePaused(t), &req); err != nil {
		t.Fatal(err)
	}
	resp, err := answerGame(context.Background(), nil, &req)
	if err != nil || resp.View.Count == nil && resp.View.CountError == "" || len(resp.View.Proposal) == 0 {
		t.Fatalf("the paused Lanke game: %v; it should be proposed and counted", err)
	}
	for _, tc := range []struct {
		name string
		ctx  func() context.Context
	}{
		{"left before", func() context.Context {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			return ctx
		}},
		{"left during the proposal", func() context.Context {
			return &countdownContext{Context: context.Background(), left: 1}
		}},
	} {
		resp, err := answerGame(tc.ctx(), defaultLimits(), &req)
		if err == nil {
			t.Errorf("%s: answered %d proposed dead stones, want no answer", tc.name, len(resp.View.Proposal))
			continue
		}
		if ae, ok := err.(*apiError); !ok || ae.status != http.StatusServiceUnavailable {
			t.Errorf("%s: %v, want a 503 saying the request was cancelled", tc.name, err)
		}
	}
}

// countdownContext is a context whose Err turns to context.Canceled after
// left calls, as if the client left in the middle of the work.
type countdownContext struct {
	context.Context
	left, calls int
}

func (c *countdownContext) Err() error {
	c.calls++
	if c.calls > c.left {
		return context.Canceled
	}
	return nil
}

func (c *countdownContext) Done() <-chan struct{} { return nil }

// TestServeRefusesOtherSitesAndHosts: no other web page can drive the
// server (issue 22 row 3): a POST from another origin, or across sites,
// and any request for a Host that is not the bound address (DNS
// rebinding) are refused; the page's own requests, and those of clients
// other than browsers, are served.
func TestServeRefusesOtherSitesAndHosts(t *testing.T) {
	srv := apiServer(t)
	self := srv.Listener.Addr().String()
	_, port, _ := strings.Cut(self, ":")
	newGame := `{"new":{"size":9,"version":"law"}}`
	for _, tc := range []struct {
		name, reason, method, host string
		header                     map[string]string
		want                       int
	}{
		{"the page", "its own origin", "POST", "", map[string]string{"Origin": "http://" + self, "Sec-Fetch-Site": "same-origin"}, 200},
		{"curl", "no Origin: not a browser", "POST", "", nil, 200},
		{"localhost", "the loopback name on the bound port", "POST", "localhost:" + port, map[string]string{"Origin": "http://localhost:" + port}, 200},
		{"another origin", "a page elsewhere posting text/plain", "POST", "", map[string]string{"Origin": "http://evil.example"}, 403},
		{"cross-site fetch", "the browser says so", "POST", "", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{"null origin", "a sandboxed frame or a file", "POST", "", map[string]string{"Origin": "null"}, 403},
		{"rebinding, API", "evil.example made to point at 127.0.0.1", "POST", "evil.example:" + port, nil, 403},
		{"rebinding, page", "the page too is for this server's name only", "GET", "evil.example:" + port, nil, 403},
		{"another port", "the Host names another server", "POST", "127.0.0.1:1", nil, 403},
		{"link from elsewhere", "opening the page from a link is fine", "GET", "", map[string]string{"Sec-Fetch-Site": "cross-site"}, 200},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path, body := "/api/game", io.Reader(strings.NewReader(newGame))
			if tc.method == "GET" {
				path, body = "/", nil
			}
			req, err := http.NewRequest(tc.method, srv.URL+path, body)
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Content-Type", "text/plain")
			for k, v := range tc.header {
				req.Header.Set(k, v)
			}
			if tc.host != "" {
				req.Host = tc.host
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != tc.want {
				t.Errorf("%s: status %d, want %d", tc.reason, resp.StatusCode, tc.want)
			}
		})
	}
}

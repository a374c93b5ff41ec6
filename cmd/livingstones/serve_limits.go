package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"time"
)

// What serve holds under a burst (issue 22): the heavy work of the API
// (the proposal of dead stones at a pause, the count, and the replay of a
// game of more than cheapCost turns × points) runs at most GOMAXPROCS at
// a time; at most workQueuePerCore × GOMAXPROCS more requests wait for
// it, each at most workWait, and beyond that a request is answered 503
// with a Retry-After. A cheap request (a click in a short game) runs
// lightPerCore × GOMAXPROCS at a time, and lightQueue more wait. The request bodies read at once hold at most bodyBudget
// bytes, a body counted as its Content-Length (maxBody when it has
// none). The work stops when the client leaves (the request's context),
// and after workTimeout, before the server's WriteTimeout would throw the
// answer away.
const (
	cheapCost        = 64 * 19 * 19
	lightPerCore     = 4
	lightQueue       = 4096
	workQueuePerCore = 4
	workWait         = 10 * time.Second
	workTimeout      = 20 * time.Second
	bodyBudget       = 64 << 20
	bodyUnit         = 64 << 10
	retryAfter       = "2" // seconds
)

// errBusy is the answer beyond the queue: 503, to be tried again later.
var errBusy = &apiError{http.StatusServiceUnavailable, "the server is busy: try again in a moment"}

// workLimiter bounds the heavy work in flight, and the requests waiting
// for it.
type workLimiter struct {
	slots chan struct{} // one per piece of work running
	queue chan struct{} // one per request waiting
	wait  time.Duration
}

func newWorkLimiter(running, waiting int, wait time.Duration) *workLimiter {
	return &workLimiter{slots: make(chan struct{}, running), queue: make(chan struct{}, waiting), wait: wait}
}

// acquire waits for a slot: at once when one is free, else in the queue
// if there is room in it, for at most l.wait and while ctx lasts. It
// returns the function that gives the slot back, or errBusy, or ctx's
// error. A nil limiter limits nothing.
func (l *workLimiter) acquire(ctx context.Context) (release func(), err error) {
	if l == nil {
		return func() {}, nil
	}
	release = func() { <-l.slots }
	select {
	case l.slots <- struct{}{}:
		return release, nil
	default:
	}
	select {
	case l.queue <- struct{}{}:
		defer func() { <-l.queue }()
	default:
		return nil, errBusy
	}
	timer := time.NewTimer(l.wait)
	defer timer.Stop()
	select {
	case l.slots <- struct{}{}:
		return release, nil
	case <-timer.C:
		return nil, errBusy
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// byteBudget bounds the bytes held by the request bodies being read and
// decoded at once, in units of bodyUnit. One request takes its units at
// a time (mu), so that two large requests never each hold half of what
// they need.
type byteBudget struct {
	mu    sync.Mutex
	units chan struct{}
}

func newByteBudget(bytes int) *byteBudget {
	return &byteBudget{units: make(chan struct{}, bytes/bodyUnit)}
}

// take reserves n bytes (rounded up to whole units, at most the whole
// budget), waiting while ctx lasts, and returns the function that gives
// them back. A nil budget limits nothing.
func (b *byteBudget) take(ctx context.Context, n int64) (release func(), err error) {
	if b == nil {
		return func() {}, nil
	}
	units := int((n + bodyUnit - 1) / bodyUnit)
	units = max(1, min(units, cap(b.units)))
	release = func() {
		for range units {
			<-b.units
		}
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	for got := 0; got < units; got++ {
		select {
		case b.units <- struct{}{}:
		case <-ctx.Done():
			for range got {
				<-b.units
			}
			return nil, ctx.Err()
		}
	}
	return release, nil
}

// contextError words the end of a request's work: the client left, or
// the work took longer than workTimeout.
func contextError(err error) error {
	if errors.Is(err, context.DeadlineExceeded) {
		return &apiError{http.StatusServiceUnavailable, fmt.Sprintf("the work took longer than %s: try again when the server is less busy", workTimeout)}
	}
	return &apiError{http.StatusServiceUnavailable, "the request was cancelled"}
}

// hostGuard refuses a request whose Host is not the address serve is
// bound to (a page of another site whose name was made to point at the
// loopback address, DNS rebinding), and, to the API, a request from a
// page of another origin (Origin, Sec-Fetch-Site): no other web page can
// drive the server. Clients other than browsers send neither Origin nor
// Sec-Fetch-Site, and are served.
type hostGuard struct {
	port string // the bound port
	name string // the host name the address was given with, if not an IP
}

// newHostGuard returns the guard of a server listening on bound, whose
// address was given with the host name (such as "localhost"; an IP
// address or "" adds nothing).
func newHostGuard(bound net.Addr, name string) *hostGuard {
	_, port, _ := net.SplitHostPort(bound.String())
	if net.ParseIP(name) != nil {
		name = ""
	}
	return &hostGuard{port: port, name: strings.ToLower(name)}
}

// allowedHost reports whether a Host header names the server: an IP
// address (which no other site can make its own), localhost, or the name
// serve was given, with the bound port.
func (g *hostGuard) allowedHost(host string) bool {
	name, port, err := net.SplitHostPort(host)
	if err != nil {
		name, port = host, "80"
	}
	if port != g.port {
		return false
	}
	name = strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(name, "["), "]"))
	return net.ParseIP(name) != nil || name == "localhost" || g.name != "" && name == g.name
}

// sameOrigin reports whether a request comes from the server's own page,
// or from no page at all.
func sameOrigin(r *http.Request) bool {
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "same-origin", "none":
	default:
		return false
	}
	origin := r.Header.Get("Origin")
	return origin == "" || strings.EqualFold(origin, "http://"+r.Host)
}

// wrap applies the guard to h: every request's Host, and the origin of
// a request other than GET (the page's files are for any link to open).
func (g *hostGuard) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case !g.allowedHost(r.Host):
			writeAPIError(w, &apiError{http.StatusForbidden, fmt.Sprintf("host %q is not this server's address (port %s)", r.Host, g.port)})
		case r.Method != http.MethodGet && r.Method != http.MethodHead && !sameOrigin(r):
			writeAPIError(w, &apiError{http.StatusForbidden, "cross-origin requests are refused"})
		default:
			h.ServeHTTP(w, r)
		}
	})
}

// retryAfterOn503 sets the Retry-After header of a 503 answer.
func retryAfterOn503(w http.ResponseWriter, status int) {
	if status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", retryAfter)
	}
}

// limits are the two limiters of the API's work: heavy and cheap. A nil
// *limits limits nothing (the tests of the answers call them directly).
type limits struct {
	light, heavy *workLimiter
}

// defaultLimits sizes the work to the cores.
func defaultLimits() *limits {
	n := runtime.GOMAXPROCS(0)
	return &limits{light: newWorkLimiter(lightPerCore*n, lightQueue, workWait),
		heavy: newWorkLimiter(n, workQueuePerCore*n, workWait)}
}

// heavyGame reports whether replaying turns turns on a size×size board
// is heavy work.
func heavyGame(size, turns int) bool {
	return size < 0 || size > 64 || (turns+1)*size*size > cheapCost
}

// enter waits for a slot of heavy or cheap work, as acquire does.
func (l *limits) enter(ctx context.Context, heavy bool) (release func(), err error) {
	if l == nil {
		return func() {}, nil
	}
	lim := l.light
	if heavy {
		lim = l.heavy
	}
	release, err = lim.acquire(ctx)
	if err != nil && err != errBusy {
		err = contextError(err)
	}
	return release, err
}

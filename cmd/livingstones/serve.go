package main

import (
	"compress/gzip"
	"context"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

// The page: HTML, script and style, embedded in the binary so that serve
// needs nothing beyond the command.
//
//go:embed web
var webFiles embed.FS

// defaultAddr is the address serve listens on without --addr: the
// loopback interface only, so the page is not reachable from the network
// unless asked for.
const defaultAddr = "127.0.0.1:8080"

func runServe(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("serve", stdout)
	addr := fs.String("addr", defaultAddr, "address to listen on, host:port (the host is bound as given; 127.0.0.1 keeps the page off the network)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: livingstones serve [--addr 127.0.0.1:8080]

Serves a page to play, pause, settle and count games under these rules in
a browser. The rules run on the server, from the library; the page sends
the game's moves with each request (see the README).`)
		fs.PrintDefaults()
	}
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	ln, err := listen(*addr, stderr)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "livingstones: serving on http://%s/\n", ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	host, _, _ := net.SplitHostPort(*addr) // listen checked it
	return serve(ctx, ln, host)
}

// listen binds exactly the address given. A host that is empty or
// unspecified (":8080", "0.0.0.0:8080") is accepted, since the user asked
// for it, with a warning to warn.
func listen(addr string, warn io.Writer) (net.Listener, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("%w: --addr %q: %v (want host:port, such as %s)", errUsage, addr, err, defaultAddr)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		fmt.Fprintf(warn, "livingstones serve: warning: %s listens on every interface; the page is reachable from the network\n", addr)
	}
	return ln, nil
}

// serve answers on ln until ctx is done, then shuts the server down. host
// is the host of the address given (a name the page may be reached by).
func serve(ctx context.Context, ln net.Listener, host string) error {
	srv := &http.Server{
		Handler:           newServeHandler(ln.Addr(), host),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := srv.Shutdown(shut); err != nil {
			return err
		}
		if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	}
}

// newServeHandler returns the page and its JSON API (serve_api.go, its
// records serve_api_sgf.go, and
// the computer player, serve_genmove.go) of a server listening on bound,
// given with the host name host, guarded and limited (serve_limits.go).
func newServeHandler(bound net.Addr, host string) http.Handler {
	mux := http.NewServeMux()
	static, err := fs.Sub(webFiles, "web")
	if err != nil {
		panic(err) // the embedded directory is part of the binary
	}
	files := http.FileServerFS(static)
	mux.Handle("GET /", gzipped(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'")
		r.Header.Del("Range") // the files are small, and served compressed
		files.ServeHTTP(w, r)
	}))
	a := &api{work: defaultLimits(), bodies: newByteBudget(bodyBudget)}
	mux.Handle("POST /api/game", gzipped(a.handleGame))
	mux.Handle("POST /api/sgf/load", gzipped(a.handleLoadSGF))
	mux.Handle("POST /api/sgf/save", gzipped(a.handleSaveSGF))
	mux.Handle("POST /api/genmove", gzipped(a.handleGenmove))
	return newHostGuard(bound, host).wrap(mux)
}

// gzipped compresses the answers for a client that accepts gzip: the
// page's files, and the API's answers (a count on 19×19 carries six SVG
// pictures, 279 KB that gzip makes 24 KB).
func gzipped(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		if !acceptsGzip(r.Header.Get("Accept-Encoding")) {
			h(w, r)
			return
		}
		w.Header().Set("Content-Encoding", "gzip")
		zw, _ := gzip.NewWriterLevel(w, gzip.BestSpeed) // the level is valid
		defer zw.Close()
		h(gzipWriter{w, zw}, r)
	})
}

// acceptsGzip reads an Accept-Encoding header: gzip listed, and not with
// q=0.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), "gzip") {
			q := strings.ReplaceAll(params, " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

type gzipWriter struct {
	http.ResponseWriter
	zw *gzip.Writer
}

func (g gzipWriter) Write(b []byte) (int, error) { return g.zw.Write(b) }

// Unwrap returns the writer underneath, for http.ResponseController.
func (g gzipWriter) Unwrap() http.ResponseWriter { return g.ResponseWriter }

// WriteHeader drops the length of the uncompressed body.
func (g gzipWriter) WriteHeader(status int) {
	g.Header().Del("Content-Length")
	g.ResponseWriter.WriteHeader(status)
}

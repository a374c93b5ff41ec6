// Command serveburst fires a burst of concurrent heavy requests at a
// running `livingstones serve` on the loopback interface, as issue 22's
// attacker did, and reports how they were answered: the count of each
// status, the p50 and p99 latency, and whether the server still answers
// afterwards. scripts/crash-rows.sh runs it against serve under a memory
// cap.
//
//	go run ./scripts/serveburst --url http://127.0.0.1:8080 --sgf testdata/lanke.sgf --count -n 250
//	go run ./scripts/serveburst --url http://127.0.0.1:8080 --size 25 -n 150
//	go run ./scripts/serveburst --url http://127.0.0.1:8080 --genmove 10 --size 19 -n 40
//	go run ./scripts/serveburst --url http://127.0.0.1:8080 --probe
//
// It exits 1 when a request fails without an answer (the server died or
// dropped it), an answer is neither 200 nor 503, or the server does not
// answer after the burst.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"slices"
	"sort"
	"sync"
	"time"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "serveburst:", err)
		os.Exit(1)
	}
}

// maxBurst bounds -n: the tool is for a test on one machine.
const maxBurst = 5000

func run() error {
	base := flag.String("url", "", "the server, http://127.0.0.1:PORT (loopback only)")
	sgfFile := flag.String("sgf", "", "an SGF record to load, pause and send (else a game on --size)")
	size := flag.Int("size", 19, "the board size of the generated game when no --sgf is given")
	count := flag.Bool("count", false, "ask for the count with each request")
	genmove := flag.Int("genmove", 0, "ask the computer's first move on an empty --size board at this level (1..10) instead, POST /api/genmove")
	n := flag.Int("n", 250, fmt.Sprintf("concurrent requests (at most %d)", maxBurst))
	timeout := flag.Duration("timeout", 90*time.Second, "the longest a request may take")
	probe := flag.Bool("probe", false, "only check that the server answers (exit 0) or not")
	flag.Parse()
	u, err := url.Parse(*base)
	if err != nil || u.Scheme != "http" {
		return fmt.Errorf("--url %q: want http://127.0.0.1:PORT", *base)
	}
	if ip := net.ParseIP(u.Hostname()); u.Hostname() != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("--url %q: only a loopback address is allowed", *base)
	}
	if *n < 1 || *n > maxBurst {
		return fmt.Errorf("-n %d: want 1..%d", *n, maxBurst)
	}
	if *probe {
		resp, err := http.Get(*base + "/")
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}
	client := &http.Client{Timeout: *timeout, Transport: &http.Transport{MaxConnsPerHost: 0, MaxIdleConnsPerHost: *n}}
	path := "/api/game"
	var body []byte
	if *genmove != 0 {
		path = "/api/genmove"
		body, err = genmoveBody(client, *base, *size, *genmove)
	} else {
		body, err = burstBody(client, *base, *sgfFile, *size, *count)
	}
	if err != nil {
		return err
	}
	type answer struct {
		status int
		took   time.Duration
		err    error
	}
	answers := make([]answer, *n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range answers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			t0 := time.Now()
			resp, err := client.Post(*base+path, "application/json", bytes.NewReader(body))
			if err == nil {
				_, err = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				answers[i].status = resp.StatusCode
			}
			answers[i].took, answers[i].err = time.Since(t0), err
		}()
	}
	t0 := time.Now()
	close(start)
	wg.Wait()
	wall := time.Since(t0)
	statuses := map[int]int{}
	var ok []time.Duration
	var all []time.Duration
	var failed []error
	for _, a := range answers {
		if a.err != nil {
			failed = append(failed, a.err)
			continue
		}
		statuses[a.status]++
		all = append(all, a.took)
		if a.status == http.StatusOK {
			ok = append(ok, a.took)
		}
	}
	codes := make([]int, 0, len(statuses))
	for c := range statuses {
		codes = append(codes, c)
	}
	sort.Ints(codes)
	fmt.Printf("burst: %d requests of %d bytes in %.1fs;", *n, len(body), wall.Seconds())
	for _, c := range codes {
		fmt.Printf(" %d×%d", statuses[c], c)
	}
	if len(failed) > 0 {
		fmt.Printf(" %d unanswered (%v)", len(failed), failed[0])
	}
	fmt.Println()
	fmt.Printf("latency of the 200s: %s; of every answer: %s\n", quantiles(ok), quantiles(all))
	resp, err := client.Get(*base + "/")
	if err != nil {
		return fmt.Errorf("the server does not answer after the burst: %v", err)
	}
	resp.Body.Close()
	fmt.Println("the server answers after the burst")
	for _, c := range codes {
		if c != http.StatusOK && c != http.StatusServiceUnavailable {
			return fmt.Errorf("%d answers with status %d", statuses[c], c)
		}
	}
	if len(failed) > 0 {
		return fmt.Errorf("%d requests unanswered", len(failed))
	}
	return nil
}

func quantiles(d []time.Duration) string {
	if len(d) == 0 {
		return "none"
	}
	slices.Sort(d)
	q := func(f float64) time.Duration { return d[int(f*float64(len(d)-1))] }
	return fmt.Sprintf("p50 %s p99 %s (%d)", q(0.5).Round(time.Millisecond), q(0.99).Round(time.Millisecond), len(d))
}

// burstBody builds the heavy request: a paused game, with the count asked
// for when count is set.
func burstBody(client *http.Client, base, sgfFile string, size int, count bool) ([]byte, error) {
	var game json.RawMessage
	var dead []string
	post := func(path string, body []byte) ([]byte, error) {
		resp, err := client.Post(base+path, "application/json", bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		if err == nil && resp.StatusCode != http.StatusOK {
			err = fmt.Errorf("%s: %s: %s", path, resp.Status, bytes.TrimSpace(data))
		}
		return data, err
	}
	var answer struct {
		Game json.RawMessage `json:"game"`
		Dead []string        `json:"dead"`
		View struct {
			Phase string `json:"phase"`
		} `json:"view"`
		Refused string `json:"refused"`
	}
	if sgfFile != "" {
		data, err := os.ReadFile(sgfFile)
		if err != nil {
			return nil, err
		}
		if data, err = post("/api/sgf/load", data); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(data, &answer); err != nil {
			return nil, err
		}
		game, dead = answer.Game, answer.Dead
	} else {
		data, err := post("/api/game", fmt.Appendf(nil, `{"new":{"size":%d,"version":"law"}}`, size))
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(data, &answer); err != nil {
			return nil, err
		}
		game = answer.Game
		// Scattered stones, a fixed seed: many small groups for the
		// proposal to weigh.
		rng := rand.New(rand.NewPCG(22, 22))
		for range size * size / 3 {
			pt := string([]byte{byte('a' + rng.IntN(size)), byte('a' + rng.IntN(size))})
			data, err := post("/api/game", fmt.Appendf(nil, `{"game":%s,"action":"play","point":%q}`, game, pt))
			if err != nil {
				return nil, err
			}
			if err := json.Unmarshal(data, &answer); err != nil {
				return nil, err
			}
			game = answer.Game
		}
	}
	for range 2 {
		data, err := post("/api/game", fmt.Appendf(nil, `{"game":%s,"action":"pass"}`, game))
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(data, &answer); err != nil {
			return nil, err
		}
		game = answer.Game
	}
	if answer.View.Phase != "paused" {
		return nil, errors.New("the game did not pause after two passes: " + answer.Refused)
	}
	return json.Marshal(map[string]any{"game": game, "count": count,
		"settlement": map[string]any{"dead": append([]string{}, dead...)}})
}

// genmoveBody builds the request for the computer's first move on a new
// empty board at a level.
func genmoveBody(client *http.Client, base string, size, level int) ([]byte, error) {
	resp, err := client.Post(base+"/api/game", "application/json", bytes.NewReader(fmt.Appendf(nil, `{"new":{"size":%d,"version":"law"}}`, size)))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var answer struct {
		Game json.RawMessage `json:"game"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&answer); err != nil {
		return nil, err
	}
	return json.Marshal(map[string]any{"game": answer.Game, "level": level})
}

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	ls "github.com/jihuozi/livingstones"
)

// browserGame is the 9×9 game the browser test plays by clicks, White
// first. White builds a wall on column d, Black on column e; then a ko at
// de/ee:
//
//	turn 19  W ee   a White stone in atari
//	turn 20  B de   takes it
//	(W ee)          refused: it would bring back the pattern after turn 19
//	turn 21  W virtual
//	turn 22  B ee   connects the ko
//	turn 23  W gg   an invasion that cannot live
//	turn 24  B pass (the p key)
//	turn 25  W pass: paused
//
// At the pause the White stone on gg is marked dead.
var browserGame = []string{
	"di", "ei", "dh", "eh", "dg", "eg", "df", "ef", "dd", "ed",
	"dc", "ec", "db", "eb", "da", "ea", "ce", "fe", "ee", "de",
}

// chromiumPath returns the headless Chromium the browser tests drive, or
// skips the test.
func chromiumPath(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("chromium is not installed (apt-get install chromium): the page is not tested in a browser")
	return ""
}

// screenshotDir is where the browser test writes its screenshots: the
// directory in LIVINGSTONES_SCREENSHOTS, or a temporary one.
func screenshotDir(t *testing.T) string {
	if d := os.Getenv("LIVINGSTONES_SCREENSHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

// startServe runs serve on a free loopback port until the test ends and
// returns the page's address.
func startServe(t *testing.T) string {
	t.Helper()
	ln, err := listen("127.0.0.1:0", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, ln, "127.0.0.1") }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	return "http://" + ln.Addr().String() + "/"
}

// pageDo returns a function that runs actions in the browser of ctx and
// fails the test, naming what, when one fails.
func pageDo(t *testing.T, ctx context.Context) func(what string, actions ...chromedp.Action[chromedp.Void]) {
	return func(what string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, actions...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
}

// pageText returns a function that reads the text of the page's first
// element matching a selector ("" when there is none).
func pageText(t *testing.T, ctx context.Context) func(sel string) string {
	return func(sel string) string {
		t.Helper()
		return mustEval[string](t, ctx, fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, sel))
	}
}

func newBrowser(t *testing.T) context.Context {
	t.Helper()
	path := chromiumPath(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1200, 1000),
	}
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(acancel)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	ctx, tcancel := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(tcancel)
	return ctx
}

// pageCount is what the page shows of a count: the overall figures, each
// method's margin, and every figure of every table, as
// table → side → field → text.
type pageCount struct {
	Margin, Winner, LivingBlack, LivingWhite string
	Margins                                  map[string]string
	Figures                                  map[string]map[string]map[string]string
}

const readCountJS = `(() => {
  const t = (id) => { const e = document.getElementById(id); return e ? e.textContent : ""; };
  const out = {Margin: t("margin"), Winner: t("winner"), LivingBlack: t("living-black"), LivingWhite: t("living-white"), Margins: {}, Figures: {}};
  for (const e of document.querySelectorAll("b[data-m]")) out.Margins[e.dataset.m] = e.textContent;
  for (const e of document.querySelectorAll("td[data-m]")) {
    const m = out.Figures[e.dataset.m] ||= {};
    (m[e.dataset.side] ||= {})[e.dataset.f] = e.textContent;
  }
  return out;
})()`

// wantFigures returns the figures the page must show for one side: every
// field of ls.Figures that is set (as its JSON has them), plus board,
// roads, eyes and living, which the page always shows.
func wantFigures(t *testing.T, f ls.Figures) map[string]string {
	t.Helper()
	data, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.Number
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	if err := dec.Decode(&raw); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for k, v := range raw {
		if v.String() != "0" || k == "board" || k == "roads" || k == "eyes" || k == "living" {
			out[k] = v.String()
		}
	}
	return out
}

// checkCount compares what the page shows with the library's report.
func checkCount(t *testing.T, got pageCount, rep *ls.Report) {
	t.Helper()
	if got.Margin != rep.Margin.String() || got.Winner != capitalize(rep.Winner.Name()) {
		t.Errorf("page shows margin %q winner %q; the library counts margin %s winner %s", got.Margin, got.Winner, rep.Margin, rep.Winner.Name())
	}
	if got.LivingBlack != rep.Black.Living.String() || got.LivingWhite != rep.White.Living.String() {
		t.Errorf("page shows living stones %s–%s; the library %s–%s", got.LivingBlack, got.LivingWhite, rep.Black.Living, rep.White.Living)
	}
	tables := map[string][2]ls.Figures{"settled": {rep.Black, rep.White}}
	for _, res := range rep.Results {
		tables[res.Method] = [2]ls.Figures{res.Black, res.White}
		if got.Margins[res.Method] != res.Margin.String() {
			t.Errorf("%s: page shows margin %q, the library %s", res.Method, got.Margins[res.Method], res.Margin)
		}
	}
	if len(got.Figures) != len(tables) {
		t.Errorf("page shows the tables %v; want %d (the settled position and every method)", mapKeys(got.Figures), len(tables))
	}
	for name, figs := range tables {
		for i, side := range []string{"black", "white"} {
			want := wantFigures(t, figs[i])
			gotSide := got.Figures[name][side]
			for k, v := range want {
				if gotSide[k] != v {
					t.Errorf("%s %s %s: page shows %q, the library %s", name, side, k, gotSide[k], v)
				}
			}
			for k, v := range gotSide {
				if _, ok := want[k]; !ok && v != "0" {
					t.Errorf("%s %s %s: page shows %q, the library has none", name, side, k, v)
				}
			}
		}
	}
}

func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func mapKeys[V any](m map[string]V) []string {
	var k []string
	for s := range m {
		k = append(k, s)
	}
	slices.Sort(k)
	return k
}

// TestServeInBrowser plays a short 9×9 game by clicks in headless
// Chromium (a virtual move, a refused repetition, a pause), marks a dead
// chain, counts, and checks every figure the page shows against the
// library's Count of the same game; agrees; saves the game as SGF and
// drops the file back on the page; then, at a phone's width, it loads
// the Lanke record and checks its count (Black by one).
func TestServeInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("drives headless Chromium for seconds; skipped in -short mode")
	}
	ctx := newBrowser(t)
	url := startServe(t)
	shots := screenshotDir(t)
	do, text := pageDo(t, ctx), pageText(t, ctx)
	var shot func(name string)
	waitText := func(sel, want string) {
		t.Helper()
		js := fmt.Sprintf(`(document.querySelector(%q) || {}).textContent === %q`, sel, want)
		if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
			shot("serve-failure.png")
			t.Fatalf("waiting for %s to read %q (it reads %q; message %q, count error %q): %v",
				sel, want, text(sel), text("#message"), text("#counterror"), err)
		}
	}
	shot = func(name string) {
		t.Helper()
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatalf("screenshot: %v", err)
		}
		path := filepath.Join(shots, name)
		if err := os.WriteFile(path, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot %s (%d bytes)", path, len(png))
	}
	click := func(pt string) {
		t.Helper()
		do("click "+pt, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board [data-point=%q]`, pt))))
	}

	start := time.Now()
	do("open the page", chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`#board [data-point="aa"]`)))
	t.Logf("page open with a board after %v (wall time, headless Chromium starting included)", time.Since(start).Round(time.Millisecond))
	timing, err := chromedp.Run(ctx, chromedp.Poll[map[string]float64](`window.firstBoardMs && (() => {
	  const nav = performance.getEntriesByType("navigation")[0];
	  const res = performance.getEntriesByType("resource");
	  let bytes = nav.encodedBodySize, api = 0, apiMs = 0, files = 1;
	  for (const r of res) {
	    if (r.name.includes("/api/")) { api += r.encodedBodySize; apiMs += r.duration; } else { bytes += r.encodedBodySize; files++; }
	  }
	  return {firstBoardMs: window.firstBoardMs, pageBytes: bytes, apiBytes: api, files: files, apiMs: apiMs, loadedMs: nav.domContentLoadedEventEnd};
	})()`))
	if err != nil {
		t.Fatalf("page timing: %v", err)
	}
	t.Logf("page: %.0f bytes of HTML, script and style (%.0f files), first API answer %.0f bytes; first board drawn %.0f ms after navigation started (page loaded at %.0f ms, the API's round trip %.1f ms)",
		timing["pageBytes"], timing["files"], timing["apiBytes"], timing["firstBoardMs"], timing["loadedMs"], timing["apiMs"])

	// The game, by clicks; each turn moves the cursor.
	for i, pt := range browserGame {
		click(pt)
		waitText("#cursor", fmt.Sprintf("%d / %d", i+1, i+1))
	}
	if got := text("#status"); !strings.Contains(got, "last: B de") {
		t.Errorf("status %q does not name the last move B de", got)
	}
	if n := mustEval[int](t, ctx, `document.querySelectorAll("#board .lastmove").length`); n != 1 {
		t.Errorf("%d last-move marks, want 1", n)
	}
	click("ee") // White retakes the ko at once: refused
	waitText("#message", "W ee: repeats an earlier whole-board pattern (the one after move 19)")
	if got := text("#cursor"); got != "20 / 20" {
		t.Errorf("after the refused move the cursor reads %q, want 20 / 20", got)
	}
	do("virtual move", chromedp.Click(chromedp.ID("virtual")))
	waitText("#cursor", "21 / 21")
	waitText("#w-virtual", "1")
	click("ee")
	waitText("#cursor", "22 / 22")
	click("gg")
	waitText("#cursor", "23 / 23")
	do("pass by the p key", chromedp.KeyEvent("p"))
	waitText("#cursor", "24 / 24")
	do("pass", chromedp.Click(chromedp.ID("pass")))
	waitText("#cursor", "25 / 25")
	if got := text("#status"); !strings.HasPrefix(got, "Paused") {
		t.Fatalf("status %q after two passes, want Paused", got)
	}

	// The same game in the library.
	p, err := ls.NewPosition(9)
	if err != nil {
		t.Fatal(err)
	}
	for i, pt := range append(slices.Clone(browserGame), "virtual", "ee", "gg", "pass", "pass") {
		m, err := ls.ParseMove(pt, 9)
		if err != nil {
			t.Fatal(err)
		}
		if p, err = p.Play(m); err != nil {
			t.Fatalf("library: turn %d: %v", i+1, err)
		}
	}
	f := p.Final()
	proposal, err := ls.ProposeSettlement(f)
	if err != nil {
		t.Fatal(err)
	}
	marked := mustEval[[]string](t, ctx, `[...document.querySelectorAll("#board [data-dead]")].map(e => e.dataset.dead).sort()`)
	if want := pointNames(proposal.Dead); !slices.Equal(marked, want) {
		t.Errorf("at the pause the page marks %v dead; the library proposes %v", marked, want)
	}

	// Step back and forth with the arrow keys.
	do("step back", chromedp.KeyEvent(kb.ArrowLeft))
	waitText("#cursor", "24 / 25")
	do("step forward", chromedp.KeyEvent(kb.ArrowRight))
	waitText("#cursor", "25 / 25")

	// A click on an empty point at the pause marks a held ko: Black's,
	// White's, then none.
	for _, want := range []string{"#111", "#fff", ""} {
		click("ab")
		got := mustEval[string](t, ctx, `(document.querySelector("#board rect.ko") || {getAttribute: () => ""}).getAttribute("fill")`)
		if got != want {
			t.Errorf("ko mark on ab: fill %q, want %q", got, want)
		}
	}

	// The proposal holds the invading stone at gg dead (it has no room
	// for two eyes in Black's area): a click brings it back to life, a
	// second marks it dead again; then count.
	if !slices.Contains(marked, "gg") {
		t.Fatalf("the proposal %v leaves gg alive: the test expects it dead", marked)
	}
	for _, js := range []string{`!document.querySelector('#board [data-dead="gg"]')`, `document.querySelector('#board [data-dead="gg"]')`} {
		click("gg")
		if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
			t.Fatalf("gg after a click: waiting for %s: %v", js, err)
		}
	}
	do("count", chromedp.Click(chromedp.ID("count")), chromedp.WaitVisible(chromedp.CSS(`#methods .method[data-method="return-head"] svg`)))
	rep, err := ls.Count(f, ls.Settlement{Dead: []ls.Point{ls.Pt(6, 6)}}, ls.DefaultRules(ls.Law))
	if err != nil {
		t.Fatal(err)
	}
	got := mustEval[pageCount](t, ctx, readCountJS)
	checkCount(t, got, rep)
	if n := mustEval[int](t, ctx, `document.querySelectorAll("#methods .method svg").length`); n != 6 {
		t.Errorf("%d pictures in the count, want 6 (the settled position and five made positions)", n)
	}
	shot("serve-9x9-count.png")
	// The README's picture: the page 1000 pixels wide, at half scale.
	do("viewport 1000 wide", chromedp.EmulateViewport(1000, 800))
	png, err := chromedp.Run(ctx, chromedp.ScreenshotScale(chromedp.CSS("body"), 0.5))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(filepath.Join(shots, "serve.png"), png, 0o644); err != nil {
		t.Fatal(err)
	}

	// Agree: the game ends by agreement and the count stays.
	do("agree", chromedp.Click(chromedp.ID("agree")))
	waitText("#cursor", "26 / 26")
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](`document.getElementById("status").textContent.startsWith("Game over: agreement")`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("status %q after agreeing: %v", text("#status"), err)
	}
	checkCount(t, mustEval[pageCount](t, ctx, readCountJS), rep)

	// Save SGF (the download caught in the page), then drop the file on
	// the page: the same game comes back, counted with its dead stone.
	do("catch the download", chromedp.Evaluate[chromedp.Void](`
	  URL.createObjectURL = ((orig) => (b) => { b.text().then((t) => { window.savedSGF = t; }); return orig(b); })(URL.createObjectURL);
	  HTMLAnchorElement.prototype.click = function () { window.savedName = this.download; };`))
	do("save", chromedp.Click(chromedp.ID("save")))
	saved, err := chromedp.Run(ctx, chromedp.Poll[string](`window.savedSGF`, chromedp.WithPollingTimeout(10*time.Second)))
	if err != nil {
		t.Fatalf("save: %v", err)
	}
	for _, want := range []string{"W[]VM[]", "DS[gc]", ";W[ee]\n;B[de]\n;W[]VM[]\n;B[ee]"} {
		if !strings.Contains(saved, want) {
			t.Errorf("saved SGF lacks %q:\n%s", want, saved)
		}
	}
	do("drop the saved file", chromedp.Evaluate[chromedp.Void](`(() => {
	  const dt = new DataTransfer();
	  dt.items.add(new File([window.savedSGF], "saved.sgf", {type: "application/x-go-sgf"}));
	  document.body.dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true}));
	})()`))
	waitText("#cursor", "25 / 25")
	waitText("#margin", rep.Margin.String())
	checkCount(t, mustEval[pageCount](t, ctx, readCountJS), rep)

	// The Lanke record, at a phone's width.
	do("phone width", chromedp.EmulateViewport(390, 844))
	lanke, err := filepath.Abs("../../testdata/lanke_dame.sgf")
	if err != nil {
		t.Fatal(err)
	}
	do("load lanke_dame.sgf", chromedp.SetUploadFiles(chromedp.CSS("#file"), []string{lanke}))
	waitText("#cursor", "306 / 306")
	waitText("#margin", "1")
	rec, lp, err := replayRecord(lanke, nil, -1)
	if err != nil {
		t.Fatal(err)
	}
	lf := lp.Final()
	lrep, err := ls.Count(lf, ls.Settlement{Dead: rec.DeadStones(lf.At)}, ls.DefaultRules(ls.Law))
	if err != nil {
		t.Fatal(err)
	}
	checkCount(t, mustEval[pageCount](t, ctx, readCountJS), lrep)
	if w := mustEval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("at a phone's width (390 px) the page is %d px wide", w)
	}
	do("scroll to the top", chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
	phone, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(filepath.Join(shots, "serve-lanke-phone.png"), phone, 0o644); err != nil {
		t.Fatal(err)
	}
	shot("serve-lanke-phone-full.png")
	do("step back to the start", chromedp.KeyEvent(kb.Home))
	waitText("#cursor", "0 / 306")
	if got := text("#b-stones"); got != "2" {
		t.Errorf("at the start Black has %s stones, want the 2 seated", got)
	}
	click("jj") // away from the record's end a click plays, and starts a new line
	waitText("#cursor", "1 / 1")
	waitText("#w-stones", "3")
}

// mustEval evaluates a JavaScript expression in the page.
func mustEval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

// TestServePlaysTheComputer plays a short 9×9 game against the computer
// in headless Chromium: the human takes Black at strength 1, so the
// computer, White, moves first; then three moves each, the computer
// answering each click (the page shows that it is thinking while it
// waits). Every move of the computer is the one the API's search gives
// for the same game (a search of one goroutine with a playout budget is
// deterministic). An undo takes back the computer's move and Black's. A
// level the server refuses shows its error.
func TestServePlaysTheComputer(t *testing.T) {
	if testing.Short() {
		t.Skip("drives headless Chromium for seconds; skipped in -short mode")
	}
	ctx := newBrowser(t)
	url := startServe(t)
	do, text := pageDo(t, ctx), pageText(t, ctx)
	wait := func(what, js string) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
			t.Fatalf("waiting for %s (cursor %q, status %q, message %q, computer %q): %v",
				what, text("#cursor"), text("#status"), text("#message"), text("#thinking"), err)
		}
	}
	waitCursor := func(n int) {
		t.Helper()
		wait(fmt.Sprintf("turn %d", n), fmt.Sprintf(`document.getElementById("cursor").textContent === "%d / %d" && !state.thinking`, n, n))
	}

	do("open the page", chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`#board [data-point="aa"]`)))
	// Note the computer's status each time the page asks for a move.
	do("watch the requests", chromedp.Evaluate[chromedp.Void](`
	  window.asked = [];
	  window.fetch = ((orig) => (url, opts) => {
	    if (url === "/api/genmove") window.asked.push(document.getElementById("thinking").textContent);
	    return orig(url, opts);
	  })(window.fetch);`))
	do("strength 1, play Black", chromedp.Evaluate[chromedp.Void](`
	  document.getElementById("level").value = "1";
	  const h = document.getElementById("human");
	  h.value = "B";
	  h.dispatchEvent(new Event("change"));`))
	waitCursor(1)
	// Black's moves: the first of these points that is empty.
	wanted := []string{"cc", "gg", "cg", "gc", "ee", "ce", "ge", "ec", "eg"}
	for turn := 2; turn <= 6; turn += 2 {
		pt := mustEval[string](t, ctx, fmt.Sprintf(`%s.find((p) => state.view.board[(p.charCodeAt(1) - 97) * 9 + p.charCodeAt(0) - 97] === ".")`, jsonString(t, wanted)))
		do("click "+pt, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board [data-point=%q]`, pt))))
		waitCursor(turn + 1)
		if got := mustEval[string](t, ctx, `state.game.moves[state.game.moves.length - 2]`); got != "B "+pt {
			t.Errorf("turn %d is %q, want the click B %s", turn, got, pt)
		}
	}
	if got := text("#status"); !strings.HasPrefix(got, "Black to move (turn 8)") {
		t.Errorf("status %q, want Black to move at turn 8", got)
	}
	if got := text("#thinking"); !strings.HasPrefix(got, "The computer played W ") {
		t.Errorf("the computer's status reads %q, want the move it played", got)
	}
	asked := mustEval[[]string](t, ctx, `window.asked`)
	if len(asked) != 4 {
		t.Errorf("the page asked for %d computer moves, want 4: %q", len(asked), asked)
	}
	for _, s := range asked {
		if s != "The computer (White, strength 1) is thinking…" {
			t.Errorf("while asking, the page reads %q; want that the computer is thinking", s)
		}
	}

	// The computer's moves are the API's.
	var g webGame
	if err := json.Unmarshal([]byte(mustEval[string](t, ctx, `JSON.stringify(state.game)`)), &g); err != nil {
		t.Fatal(err)
	}
	if len(g.Moves) != 7 {
		t.Fatalf("the page's game has %d turns, want 7: %v", len(g.Moves), g.Moves)
	}
	for i := 0; i < len(g.Moves); i += 2 {
		prefix := g
		prefix.Moves = slices.Clone(g.Moves[:i])
		resp, err := answerGenmove(context.Background(), nil, &genmoveRequest{Game: &prefix, Level: 1})
		if err != nil {
			t.Fatal(err)
		}
		if resp.Move != g.Moves[i] {
			t.Errorf("turn %d: the page's computer played %q, the API's search %q", i+1, g.Moves[i], resp.Move)
		}
	}
	t.Logf("the game against the computer: %v", g.Moves)
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(filepath.Join(screenshotDir(t), "serve-computer.png"), png, 0o644); err != nil {
		t.Fatal(err)
	}

	// Undo takes back the computer's move and Black's; Black plays
	// again and the computer answers.
	do("undo", chromedp.Click(chromedp.ID("undo")))
	wait("turn 5 after undo", `document.getElementById("cursor").textContent === "5 / 5" && document.getElementById("status").textContent.startsWith("Black to move")`)
	pt := mustEval[string](t, ctx, fmt.Sprintf(`%s.find((p) => state.view.board[(p.charCodeAt(1) - 97) * 9 + p.charCodeAt(0) - 97] === ".")`, jsonString(t, wanted)))
	do("click "+pt, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board [data-point=%q]`, pt))))
	waitCursor(7)

	// A strength the server refuses: the page says why, and the game
	// stays as it was.
	do("ask at strength 11", chromedp.Evaluate[chromedp.Void](`
	  const l = document.getElementById("level");
	  l.add(new Option("11"));
	  l.value = "11";`), chromedp.Click(chromedp.ID("genmove")))
	wait("the error", `document.getElementById("message").textContent.startsWith("The computer cannot move:")`)
	if got := text("#message"); !strings.Contains(got, "level 11 is out of range 1..10") {
		t.Errorf("message %q, want the server's reason", got)
	}
	if got := text("#cursor"); got != "7 / 7" {
		t.Errorf("after the error the cursor reads %q, want 7 / 7", got)
	}
}

// jsonString returns v as a JavaScript literal.
func jsonString(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

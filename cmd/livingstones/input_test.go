package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	ls "github.com/jihuozi/livingstones"
)

// The tests of issue 9, "Bad input never takes the program down", that the
// command answers: each names the row of the issue it checks. The crash
// rows also run under an address-space cap in scripts/crash-rows.

// devZero opens /dev/zero, an endless input, or skips the test.
func devZero(t *testing.T) io.Reader {
	t.Helper()
	f, err := os.Open("/dev/zero")
	if err != nil {
		t.Skipf("no /dev/zero: %v", err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// runCLIReader runs the command line with stdin read from r.
func runCLIReader(r io.Reader, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, r, &out, &errOut)
	return code, out.String(), errOut.String()
}

// Row "replay /dev/zero", "replay - < /dev/zero": a record is read from a
// regular file or stdin, never more than --max-bytes.
func TestReplayBoundedInput(t *testing.T) {
	code, _, errOut := runCLIReader(devZero(t), "replay", "--max-bytes", "1000", "-")
	if code != 1 || !strings.Contains(errOut, "more than 1000 SGF bytes (the limit --max-bytes)") {
		t.Errorf("endless stdin: exit %d, %q", code, errOut)
	}
	code, _, errOut = runCLIReader(strings.NewReader(""), "replay", "/dev/zero")
	if code != 1 || !strings.Contains(errOut, "not a regular file") {
		t.Errorf("replay /dev/zero: exit %d, %q", code, errOut)
	}
	dir := t.TempDir()
	big := filepath.Join(dir, "big.sgf")
	sgf := "(;SZ[9];B[aa];W[bb])"
	if err := os.WriteFile(big, []byte(sgf), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--max-bytes", strconv.Itoa(len(sgf))}, 0, "turns 2"},
		{[]string{"--max-bytes", strconv.Itoa(len(sgf) - 1)}, 1, fmt.Sprintf("more than %d SGF bytes (the limit --max-bytes)", len(sgf)-1)},
		{[]string{"--max-nodes", "3"}, 0, "turns 2"},
		{[]string{"--max-nodes", "2"}, 1, "more than 2 SGF nodes (the limit --max-nodes)"},
		{[]string{"--max-properties", "2"}, 1, "(the limit --max-properties)"},
		{[]string{"--max-bytes", "0"}, 2, "--max-bytes 0: want at least 1"},
	} {
		code, out, errOut := runCLIReader(strings.NewReader(""), append(append([]string{"replay"}, tc.args...), big)...)
		if code != tc.code || !strings.Contains(out+errOut, tc.want) {
			t.Errorf("replay %v: exit %d, %q %q; want exit %d and %q", tc.args, code, out, errOut, tc.code, tc.want)
		}
	}
	// A FIFO is refused at once, not waited on.
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan string, 1)
	go func() { _, _, errOut := runCLIReader(strings.NewReader(""), "replay", fifo); done <- errOut }()
	select {
	case errOut := <-done:
		if !strings.Contains(errOut, "not a regular file") {
			t.Errorf("replay FIFO: %q", errOut)
		}
	case <-time.After(time.Minute): // a hang guard only: refused at once
		t.Fatal("replay of a FIFO blocks")
	}
}

// Row "an SGF collection": replay takes --game N, and refuses to choose.
func TestReplayCollection(t *testing.T) {
	const sgf = "(;SZ[9];B[aa])(;SZ[13];B[aa];W[bb];B[cc])"
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{nil, 1, "-: the file is a collection of 2 games: choose one with --game N"},
		{[]string{"--game", "1"}, 0, "turns 1"},
		{[]string{"--game", "2"}, 0, "turns 3"},
		{[]string{"--game", "3"}, 2, "--game 3: the file holds 2 game(s)"}, // a bad value, as -1
		{[]string{"--game", "-1"}, 2, "--game -1"},
	} {
		code, out, errOut := runCLI(t, sgf, append(append([]string{"replay"}, tc.args...), "-")...)
		if code != tc.code || !strings.Contains(out+errOut, tc.want) {
			t.Errorf("replay %v: exit %d, %q %q; want exit %d and %q", tc.args, code, out, errOut, tc.code, tc.want)
		}
	}
}

// serveGTP runs an engine on input and returns its output and error.
func serveGTP(t *testing.T, e *gtpEngine, input io.Reader) (string, error) {
	t.Helper()
	var out strings.Builder
	err := e.serve(input, &out)
	return out.String(), err
}

func newTestEngine(t *testing.T) *gtpEngine {
	t.Helper()
	e, err := newGTPEngine(9, ls.DefaultRules(ls.Law), false, 1, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// Row "stdin with no newline (< /dev/zero)": a command line is read within
// --max-line; a longer one is answered with the limit and ends the session.
func TestGTPLineLimit(t *testing.T) {
	e := newTestEngine(t)
	e.maxLine = 16
	// "name" padded to exactly 16 bytes, then a newline: read.
	out, err := serveGTP(t, e, strings.NewReader("name            \n"))
	if err != nil || out != "= livingstones\n\n" {
		t.Errorf("a line of the limit: %q, %v", out, err)
	}
	out, err = serveGTP(t, e, strings.NewReader("name\nname             \nname\n"))
	if err == nil || !strings.Contains(err.Error(), "line 2: longer than 16 bytes (the limit --max-line)") ||
		out != "= livingstones\n\n? line 2 is longer than 16 bytes (the limit --max-line)\n\n" {
		t.Errorf("a line over the limit: %q, %v", out, err)
	}
	// An endless line ends too, with the default limit.
	e = newTestEngine(t)
	if _, err := serveGTP(t, e, devZero(t)); err == nil || !strings.Contains(err.Error(), "--max-line") {
		t.Errorf("endless input: %v", err)
	}
}

// Rows "loadsgf /dev/zero", "loadsgf of a FIFO": loadsgf reads regular
// files only, within --max-bytes, and answers at once.
func TestGTPLoadSGFBounded(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.sgf")
	if err := os.WriteFile(big, []byte("(;SZ[9]C["+strings.Repeat("x", 2000)+"];B[ee])"), 0o644); err != nil {
		t.Fatal(err)
	}
	small := filepath.Join(dir, "small.sgf")
	if err := os.WriteFile(small, []byte("(;SZ[9];B[ee];W[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	e := newTestEngine(t)
	e.input.lim.Bytes = 1000
	e.maxTurns = 1
	for _, tc := range []struct{ file, want string }{
		{"/dev/zero", "? cannot load file: /dev/zero: not a regular file"},
		{fifo, "not a regular file"},
		{dir, "not a regular file"},
		{big, "more than 1000 SGF bytes (the limit --max-bytes)"},
		{small, "2 moves, more than the limit --max-turns 1"},
	} {
		done := make(chan string, 1)
		go func() {
			out, _ := serveGTP(t, e, strings.NewReader("loadsgf "+tc.file+"\n"))
			done <- out
		}()
		select {
		case out := <-done:
			if !strings.Contains(out, tc.want) {
				t.Errorf("loadsgf %s: %q, want %q", tc.file, out, tc.want)
			}
		case <-time.After(time.Minute): // a hang guard only: refused at once
			t.Fatalf("loadsgf %s blocks", tc.file)
		}
	}
}

// Row "printsgf FILE": no command writes a file unless the engine was
// started with --allow-files.
func TestGTPPrintSGFNeedsAllowFiles(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "game.sgf")
	e := newTestEngine(t)
	out, _ := serveGTP(t, e, strings.NewReader("play b E5\nprintsgf "+name+"\n"))
	if !strings.Contains(out, "? cannot write SGF: writing files is off (start the engine with --allow-files)") {
		t.Errorf("printsgf without --allow-files: %q", out)
	}
	if _, err := os.Stat(name); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("printsgf wrote %s without --allow-files (%v)", name, err)
	}
	e.allowFiles = true
	if out, _ := serveGTP(t, e, strings.NewReader("printsgf "+name+"\n")); out != "= \n\n" {
		t.Errorf("printsgf with --allow-files: %q", out)
	}
	if data, err := os.ReadFile(name); err != nil || !bytes.Contains(data, []byte("B[ee]")) {
		t.Errorf("the file written: %q, %v", data, err)
	}
	// The command line turns it on with --allow-files.
	other := filepath.Join(dir, "other.sgf")
	code, out, errOut := runCLIReader(strings.NewReader("play b E5\nprintsgf "+other+"\n"), "gtp", "--allow-files")
	if _, err := os.Stat(other); code != 0 || err != nil {
		t.Errorf("gtp --allow-files: exit %d, %q %q, %v", code, out, errOut, err)
	}
	code, _, errOut = runCLIReader(strings.NewReader(""), "gtp", "--max-line", "0")
	if code != 2 || !strings.Contains(errOut, "--max-line 0") {
		t.Errorf("gtp --max-line 0: exit %d, %q", code, errOut)
	}
}

// Row "komi of magnitude ≥ 2^62": the komi flags and the engine's komi
// commands share the bound MaxKomi.
func TestKomiFlagsBounded(t *testing.T) {
	huge := strconv.Itoa(1 << 62)
	for _, args := range [][]string{
		{"gtp", "--komi", huge},
		{"match", "--white", "x", "--black", "y", "--komi", huge},
		{"gtp", "--komi", "1001"},
		{"score", "--komi", huge, "-"},
		{"diagram", "--made", "living", "--komi", huge, "-"},
	} {
		code, out, errOut := runCLIReader(strings.NewReader("(;SZ[9];B[ee];W[])"), args...)
		komi := args[slices.Index(args, "--komi")+1]
		if code != 2 || !strings.Contains(errOut, `--komi "`+komi+`": want a whole number of stones within ±1000`) || strings.Contains(out, "W+-") {
			t.Errorf("%v: exit %d, %q %q", args, code, out, errOut)
		}
	}
	e := newTestEngine(t)
	out, _ := serveGTP(t, e, strings.NewReader("komi 4.6e18\nkomi -1000.5\nlivingstones-komi "+huge+"\nkomi 999.5\nlivingstones-komi\n"))
	want := "? komi \"4.6e18\": want a number within ±1000\n\n? komi \"-1000.5\": want a number within ±1000\n\n? komi \"" + huge + "\": want a whole number of stones within ±1000\n\n= \n\n= 1000\n\n"
	if out != want {
		t.Errorf("GTP komi:\n%q\nwant\n%q", out, want)
	}
}

// Row "--timeout 0 or negative": refused.
func TestMatchTimeoutMustBePositive(t *testing.T) {
	for _, d := range []string{"0", "-1s", "0s"} {
		code, _, errOut := runCLIReader(strings.NewReader(""), "match", "--white", "x", "--black", "y", "--timeout", d)
		if code != 2 || !strings.Contains(errOut, "want a positive time") {
			t.Errorf("--timeout %s: exit %d, %q", d, code, errOut)
		}
	}
}

// writeScript writes an executable sh script and returns its command line.
func writeScript(t *testing.T, body string) string {
	t.Helper()
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	name := filepath.Join(t.TempDir(), "engine.sh")
	if err := os.WriteFile(name, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return sh + " " + name
}

// Row "an engine writing an endless line, or yes x": the client reads an
// answer's line within --max-answer-line and an answer within
// --max-answer, and the engine loses instead of the referee dying.
func TestClientAnswerLimits(t *testing.T) {
	for _, tc := range []struct {
		name, genmove, want string
	}{
		{"endless line", `head -c 100000000 /dev/zero | tr '\0' x`, "more than 1000 bytes in an answer's line (the limit --max-answer-line)"},
		{"endless lines", `while :; do echo x; done`, "more than 5000 bytes in one answer (the limit --max-answer)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := writeScript(t, `while read -r cmd rest; do
  case "$cmd" in
    genmove) `+tc.genmove+` ;;
    *) printf '= ok\n\n' ;;
  esac
done
`)
			e, err := startEngineLimited(cmd, nil, 20*time.Second, answerLimits{line: 1000, answer: 5000})
			if err != nil {
				t.Fatal(err)
			}
			e.quitWait = 100 * time.Millisecond
			defer e.close()
			_, err = e.send("genmove b")
			if !errors.Is(err, ls.ErrLimit) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("genmove: %v, want %q", err, tc.want)
			}
			// The engine was killed; the next command starts it again.
			if ans, err := e.send("name"); err != nil || ans != "ok" {
				t.Errorf("after the limit: name answers %q, %v", ans, err)
			}
		})
	}
}

// Row "an engine started through a shell that forks and goes silent": on
// timeout and at exit the client kills the engine's whole process group,
// the grandchild included.
func TestClientKillsProcessGroup(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	cmd := writeScript(t, `sleep 600 &
echo $! > `+pidFile+`
while read -r cmd rest; do
  case "$cmd" in
    genmove) sleep 600 ;;
    *) printf '= ok\n\n' ;;
  esac
done
`)
	// The timeout is long enough for a shell on a busy machine to answer
	// "name", and far shorter than genmove's 600 s.
	e, err := startEngine(cmd, nil, 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	e.quitWait = 100 * time.Millisecond
	defer e.close()
	if ans, err := e.send("name"); err != nil || ans != "ok" {
		t.Fatalf("name: %q, %v", ans, err)
	}
	grandchild := readPid(t, pidFile)
	// The error names the timeout: the client stopped waiting, rather than
	// the engine answering after its 600 s.
	if _, err := e.send("genmove b"); err == nil || !strings.Contains(err.Error(), "the limit --timeout") {
		t.Fatalf("genmove: %v, want a timeout", err)
	}
	waitGone(t, grandchild)
	// Started again, and closed: its grandchild goes too.
	if ans, err := e.send("name"); err != nil || ans != "ok" {
		t.Fatalf("name after the timeout: %q, %v", ans, err)
	}
	grandchild = readPid(t, pidFile)
	e.close()
	waitGone(t, grandchild)
}

func readPid(t *testing.T, name string) int {
	t.Helper()
	for i := 0; i < 3000; i++ { // a minute at most: the shell may start late on a busy machine
		data, err := os.ReadFile(name)
		if pid, err2 := strconv.Atoi(strings.TrimSpace(string(data))); err == nil && err2 == nil && pid > 0 {
			return pid
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("the engine wrote no pid")
	return 0
}

// waitGone waits until process pid no longer runs (a zombie counts as
// gone: it runs nothing).
func waitGone(t *testing.T, pid int) {
	t.Helper()
	for i := 0; i < 3000; i++ { // a minute at most
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil || strings.Contains(string(data), ") Z ") {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Errorf("process %d still runs", pid)
}

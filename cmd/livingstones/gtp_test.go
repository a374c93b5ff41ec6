package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/internal/gtpwire"
)

// gtpExchange is one command of a scripted session and the answer
// expected: the exact answer, or (with prefix) its beginning.
type gtpExchange struct {
	send, want string
	prefix     bool
}

// gtpScript is a session through the engine, bad input included. Each
// answer is "=id text" or "?id text" followed by a blank line.
var gtpScript = []gtpExchange{
	{send: "protocol_version", want: "= 2"},
	{send: "1 name", want: "=1 livingstones"},
	{send: "  2   version  ", want: "=2 " + engineVersion},
	{send: "known_command play", want: "= true"},
	{send: "known_command frobnicate", want: "= false"},
	{send: "list_commands", want: "= protocol_version\nname", prefix: true},
	{send: "frobnicate 1 2", want: "? unknown command"},
	{send: "7 frobnicate", want: "?7 unknown command"},
	{send: "boardsize 1", want: "? unacceptable size"},
	{send: "boardsize 26", want: "? unacceptable size"},
	{send: "boardsize nine", want: "? boardsize not an integer"},
	{send: "boardsize", want: "? syntax error", prefix: true},
	{send: "boardsize 9", want: "= "},
	{send: "clear_board", want: "= "},
	{send: "komi 6.5", want: "= "},
	{send: "komi lots", want: "? komi not a float"},
	{send: "livingstones-komi", want: "= 7"},
	{send: "livingstones-version", want: "= law"},
	{send: "livingstones-version chess", want: `? rule version "chess": want law or art`},
	// White moves first; GTP names the color of every move.
	{send: "10 play white E5", want: "=10 "},
	{send: "play black e5", want: "? illegal move: point is occupied"},
	{send: "play purple D4", want: "? invalid color or coordinate", prefix: true},
	{send: "play black I5", want: "? invalid color or coordinate", prefix: true},
	{send: "play black Z9", want: "? invalid color or coordinate", prefix: true},
	{send: "play black K1", want: "? invalid color or coordinate", prefix: true},
	// Standard is_legal has no vertex for a virtual move, no move is a
	// resignation, and GTP is ASCII: the long s does not fold to s here.
	{send: "is_legal black virtual", want: `? invalid color or coordinate: invalid coordinate "virtual"`},
	{send: "play black RESIGN", want: `? invalid color or coordinate: invalid coordinate "RESIGN"`},
	{send: "play black paſs", want: `? invalid color or coordinate: invalid coordinate "paſs"`},
	{send: "play Purple D4", want: `? invalid color or coordinate: invalid color "Purple"`},
	{send: "play black", want: "? syntax error", prefix: true},
	{send: "play\tblack\tD5 # a tab and a comment", want: "= "},
	{send: "is_legal white E5", want: "= 0"},
	{send: "is_legal white d5", want: "= 0"},
	{send: "is_legal white J9", want: "= 1"},
	{send: "livingstones-is_legal white E5", want: "= 0 point is occupied"},
	{send: "livingstones-is_legal black virtual", want: "= 1"},
	{send: "# only a comment", want: ""},
	{send: "", want: ""},
	{send: "\x01\x7fname\x02", want: "= livingstones"},
	{send: "11 undo", want: "=11 "},
	{send: "play black D5", want: "= "},
	{send: "livingstones-virtual white", want: "= "},
	{send: "livingstones-virtual", want: "? syntax error", prefix: true},
	{send: "livingstones-state", want: "= phase playing\nend not_ended\nturn 3\nto_move black\nversion law\nkomi 7\nblack stones 1 real 1 virtual 0 passes 0 captured 0\nwhite stones 1 real 1 virtual 1 passes 0 captured 0"},
	{send: "play black pass", want: "= "},
	{send: "play white pass", want: "= "},
	{send: "livingstones-state", want: "= phase paused", prefix: true},
	// A move after the pause resumes the game; undo goes back to the pause.
	{send: "play black A1", want: "= "},
	{send: "livingstones-state", want: "= phase playing", prefix: true},
	{send: "undo", want: "= "},
	{send: "livingstones-state", want: "= phase paused", prefix: true},
	// Asking about a move, or playing an illegal one, leaves the game
	// paused: only a move played resumes it.
	{send: "is_legal black A1", want: "= 1"},
	{send: "livingstones-is_legal white D5", want: "= 0 point is occupied"},
	{send: "livingstones-is_legal black A2", want: "= 1"},
	{send: "play white D5", want: "? illegal move: point is occupied"},
	{send: "livingstones-state", want: "= phase paused\nend not_ended\nturn 5\nto_move black", prefix: true},
	{send: "genmove green", want: "? invalid color", prefix: true},
	{send: "livingstones-genmove Bk", want: `? invalid color "Bk"`},
	{send: "genmove black", want: "= ", prefix: true},
	{send: "showboard", want: "= \n    A B C D E F G H J\n 9 ", prefix: true},
	{send: "printsgf", want: "= (;FF[4]GM[1]CA[UTF-8]SZ[9]RU[", prefix: true},
	{send: "loadsgf /nonexistent/file.sgf", want: "? cannot load file", prefix: true},
	{send: "final_status_list", want: "? syntax error", prefix: true},
	{send: "undo undo", want: "? syntax error", prefix: true},
	{send: "clear_board", want: "= "},
	{send: "undo", want: "? cannot undo"},
	{send: "99", want: "?99 syntax error: no command"},
	{send: "quit", want: "= "},
}

// TestGTPSession plays the script through run, in process.
func TestGTPSession(t *testing.T) {
	var in strings.Builder
	for _, x := range gtpScript {
		in.WriteString(x.send + "\n")
	}
	in.WriteString("name\n") // after quit: not answered
	var out, errOut strings.Builder
	if code := run([]string{"gtp", "--size", "9"}, strings.NewReader(in.String()), &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	answers := strings.Split(out.String(), "\n\n")
	if last := answers[len(answers)-1]; last != "" {
		t.Fatalf("output does not end with a blank line: %q", last)
	}
	answers = answers[:len(answers)-1]
	k := 0
	for _, x := range gtpScript {
		if x.want == "" {
			continue // comments and empty lines get no answer
		}
		if k >= len(answers) {
			t.Fatalf("no answer to %q", x.send)
		}
		got := answers[k]
		k++
		if x.prefix && !strings.HasPrefix(got, x.want) || !x.prefix && got != x.want {
			t.Errorf("%q: got %q, want %q", x.send, got, x.want)
		}
	}
	if k != len(answers) {
		t.Errorf("%d answers for %d commands: %q", len(answers), k, answers[k:])
	}
}

// TestGTPSubprocess builds the command and drives `livingstones gtp` as
// a child process through GTP, the way a GUI or a referee does: loads a
// record, plays, checks the answers' ids, and sends garbage.
func TestGTPSubprocess(t *testing.T) {
	bin := builtCommand(t)
	lanke, err := filepath.Abs("../../testdata/lanke.sgf")
	if err != nil {
		t.Fatal(err)
	}
	e, err := startEngine(bin+" gtp --seed 7", os.Stderr, 30*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer e.close()
	for _, x := range []struct{ send, want string }{
		{"protocol_version", "2"},
		{"loadsgf " + lanke, "white"}, // KM[0]: komi 0
		{"livingstones-state", "phase playing\nend not_ended\nturn 290\nto_move white\nversion law\nkomi 0\nblack stones 141 real 145 virtual 0 passes 0 captured 14\nwhite stones 133 real 145 virtual 0 passes 0 captured 6"},
		{"loadsgf " + lanke + " 3", "white"},
		{"livingstones-state", "phase playing\nend not_ended\nturn 2\nto_move white\nversion law\nkomi 0\nblack stones 3 real 1 virtual 0 passes 0 captured 0\nwhite stones 3 real 1 virtual 0 passes 0 captured 0"},
		{"is_legal white D16", "0"},
		{"boardsize 7", ""},
		{"genmove white", "?"},
	} {
		got, err := e.send(x.send)
		if x.want == "?" {
			if err != nil || got == "" {
				t.Errorf("%q: got %q, %v; want a move", x.send, got, err)
			}
			continue
		}
		if err != nil || got != x.want {
			t.Errorf("%q: got %q, %v; want %q", x.send, got, err, x.want)
		}
	}
	// Garbage and ids, written raw.
	raw := "\x00\x01garbage here\n42 play white A1\n43 play white A1\n\n44 genmove\n"
	if _, err := io.WriteString(e.proc.in, raw); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"? unknown command", "=42 ", "?43 illegal move: point is occupied", "?44 syntax error: genmove takes a color"} {
		got := readAnswer(t, e)
		if got != want {
			t.Errorf("raw input: got %q, want %q", got, want)
		}
	}
	// The engine still serves.
	if got, err := e.send("name"); err != nil || got != "livingstones" {
		t.Errorf("after bad input: name answers %q, %v", got, err)
	}
}

// readAnswer reads one raw answer from the engine, without the blank line.
func readAnswer(t *testing.T, e *gtpClient) string {
	t.Helper()
	var lines []string
	timeout := time.After(time.Minute) // a hang guard only
	for {
		select {
		case l, ok := <-e.proc.lines:
			if !ok {
				t.Fatal("engine stopped")
			}
			if l == "" && len(lines) > 0 {
				return strings.Join(lines, "\n")
			}
			if l != "" {
				lines = append(lines, l)
			}
		case <-timeout:
			t.Fatal("no answer")
		}
	}
}

func TestSplitCommand(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
		err  bool
	}{
		{"gnugo --mode gtp --level 1", []string{"gnugo", "--mode", "gtp", "--level", "1"}, false},
		{`a 'b c' "d \" e" f\ g`, []string{"a", "b c", `d " e`, "f g"}, false},
		{`x''y ""`, []string{"xy", ""}, false},
		{"  ", nil, false},
		{"a 'b", nil, true},
		{`a "b`, nil, true},
		{`a \`, nil, true},
	} {
		got, err := splitCommand(tc.in)
		if (err != nil) != tc.err || strings.Join(got, "|") != strings.Join(tc.want, "|") || len(got) != len(tc.want) {
			t.Errorf("splitCommand(%q) = %q, %v; want %q (error %v)", tc.in, got, err, tc.want, tc.err)
		}
	}
}

// FuzzGTP feeds arbitrary input to the engine: it must never panic or
// stop early, and must answer every line that holds a command.
func FuzzGTP(f *testing.F) {
	for _, x := range gtpScript {
		f.Add(x.send)
	}
	f.Add("boardsize 2\nplay w A1\nplay b B2\nplay w A2\nplay b pass\nplay w pass\nundo\nundo\ngenmove w\n")
	f.Add("loadsgf\nprintsgf /nonexistent/dir/x.sgf\nkomi 1e400\nlivingstones-komi 99999999999999999999\n")
	f.Fuzz(func(t *testing.T, input string) {
		e, err := newGTPEngine(5, ls.DefaultRules(ls.Law), false, 1, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		e.noFiles = true
		var out strings.Builder
		if err := e.serve(strings.NewReader(input), &out); err != nil {
			t.Fatal(err)
		}
		want := 0
		for _, line := range strings.Split(input, "\n") {
			if cmd, ok := gtpwire.ParseCommand(line); ok {
				want++
				if cmd.Name == "quit" {
					break
				}
			}
		}
		if got := strings.Count(out.String(), "\n\n"); got != want {
			t.Fatalf("%d answers to %d commands:\n%s", got, want, out.String())
		}
		if strings.Contains(out.String(), "internal error") {
			t.Fatalf("a command panicked:\n%s", out.String())
		}
	})
}

var (
	buildOnce sync.Once
	buildDir  string
	buildErr  error
	buildOut  []byte
)

// builtCommand builds the livingstones command once per test run and
// returns its path; in -short mode the test is skipped instead.
func builtCommand(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the command; skipped in -short mode")
	}
	buildOnce.Do(func() {
		if buildDir, buildErr = os.MkdirTemp("", "livingstones-test"); buildErr != nil {
			return
		}
		buildOut, buildErr = exec.Command("go", "build", "-o", filepath.Join(buildDir, "livingstones"), ".").CombinedOutput()
	})
	if buildErr != nil {
		t.Fatalf("go build: %v\n%s", buildErr, buildOut)
	}
	return filepath.Join(buildDir, "livingstones")
}

// TestMain removes the command builtCommand built.
func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// TestRecordKomi: the KM a record gets for the engine's komi reads back
// to the same komi (7.5 is komi 8: a margin equal to the komi is White's
// win), and GTP's komi command gets the same text.
func TestRecordKomi(t *testing.T) {
	for k := -ls.MaxKomi; k <= ls.MaxKomi; k++ {
		km := recordKomi(k)
		if back := komiFromFloat(float64(km.Halves()) / 2); back != k {
			t.Fatalf("komi %d: KM %v reads back as %d", k, km, back)
		}
		if gtpKomi(k) != km.String() {
			t.Fatalf("komi %d: GTP %q, KM %v", k, gtpKomi(k), km)
		}
	}
	if got := gtpKomi(8); got != "7.5" {
		t.Errorf("gtpKomi(8) = %q, want 7.5", got)
	}
}

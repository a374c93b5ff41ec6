package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

const gnugoPath = "/usr/games/gnugo"

// runMatchCLI runs `livingstones match` with the arguments plus --sgf
// DIR and returns the output and the directory.
func runMatchCLI(t *testing.T, args ...string) (string, string) {
	t.Helper()
	dir := t.TempDir()
	code, out, errOut := runCLI(t, "", append([]string{"match", "--sgf", dir}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	t.Logf("\n%s", out)
	return out, dir
}

// checkMatchRecords checks every game of a match: a summary line, a
// record that replays, and for a counted game a result the counts find
// again from the record (every method agreeing: Count checks it).
func checkMatchRecords(t *testing.T, out, dir string, games int, r ls.Rules) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != games+1 || !strings.HasPrefix(lines[games], "match: ") {
		t.Fatalf("want %d game lines and a match line, got:\n%s", games, out)
	}
	for g := 1; g <= games; g++ {
		name := filepath.Join(dir, "game-"+leftPad(g)+".sgf")
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := ls.ReadRecord(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		p, err := rec.Replay()
		if err != nil {
			t.Fatalf("%s does not replay: %v", name, err)
		}
		if rec.Result == "" {
			t.Errorf("%s has no result", name)
		}
		if !strings.Contains(lines[g-1], rec.Result) {
			t.Errorf("summary %q does not give the record's result %s", lines[g-1], rec.Result)
		}
		switch {
		case strings.HasSuffix(rec.Result, "+R"), strings.HasSuffix(rec.Result, "+F"), rec.Result == "Void":
			t.Logf("%s: %s, not counted", name, rec.Result)
			continue
		}
		if p.Phase() == ls.Playing {
			t.Errorf("%s: a counted game replays to a game still playing", name)
		}
		final := p.Final()
		c, err := countGame(p, rec.DeadStones(final.At), r)
		if err != nil {
			t.Fatalf("%s: counting the record: %v", name, err)
		}
		if c.result != rec.Result {
			t.Errorf("%s: the record says %s, counting it gives %s", name, rec.Result, c.result)
		}
		// The summary: a line with the margin, then "METHOD MARGIN BLACK WHITE".
		sum := strings.Split(c.summary(), "\n")
		if len(sum) < 5 {
			t.Errorf("%s: counted by %d methods only:\n%s", name, len(sum)-1, c.summary())
		}
		head := strings.Fields(sum[0]) // version V komi K komi_by C margin M ...
		margin := ""
		if i := slices.Index(head, "margin"); i >= 0 && i+1 < len(head) {
			margin = head[i+1]
		}
		for _, l := range sum[1:] {
			if f := strings.Fields(l); len(f) != 4 || f[1] != margin {
				t.Errorf("%s: method line %q disagrees with %q", name, l, sum[0])
			}
		}
	}
}

func leftPad(g int) string {
	s := "00" + string(rune('0'+g%10))
	if g >= 10 {
		s = "0" + string(rune('0'+g/10)) + string(rune('0'+g%10))
	}
	return s
}

// TestMatchGNUGo referees three short 9×9 games between two GNU Go
// processes (Debian package gnugo) under the law version.
func TestMatchGNUGo(t *testing.T) {
	if testing.Short() {
		t.Skip("plays three games against GNU Go; skipped in -short mode")
	}
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skipf("GNU Go is not installed at %s (apt-get install gnugo): %v", gnugoPath, err)
	}
	engine := gnugoPath + " --mode gtp --level 1"
	out, dir := runMatchCLI(t, "--white", engine, "--black", engine, "--size", "9", "--games", "3", "--timeout", "30s")
	checkMatchRecords(t, out, dir, 3, ls.DefaultRules(ls.Law))
}

// TestMatchSelf referees a game between two `livingstones gtp` engines
// under the art version with komi 5: random play to the end, then both
// pass. Random play may leave a position the analysis cannot settle; the
// game is then void, and its record must still replay.
func TestMatchSelf(t *testing.T) {
	bin := builtCommand(t)
	out, dir := runMatchCLI(t, "--white", bin+" gtp --seed 3", "--black", bin+" gtp --seed 4", "--size", "7", "--version", "art", "--komi", "5")
	checkMatchRecords(t, out, dir, 1, ls.Rules{Version: ls.Art, Komi: 5})
}

func TestMatchUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match"}, "both --white and --black"},
		{[]string{"match", "--white", "x", "--black", "y", "--size", "40"}, "--size 40"},
		{[]string{"match", "--white", "x", "--black", "y", "--version", "modern"}, "--version"},
		{[]string{"match", "--white", "'x", "--black", "y"}, "unterminated"},
		{[]string{"match", "--white", "/nonexistent/engine", "--black", "y"}, "white engine"},
	} {
		code, _, errOut := runCLI(t, "", tc.args...)
		if code == 0 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, %q; want an error with %q", tc.args, code, errOut, tc.want)
		}
	}
}

// scriptedEngine writes a GTP engine as a shell script that answers every
// genmove with move and every other command with success.
func scriptedEngine(t *testing.T, move string) string {
	t.Helper()
	return writeScript(t, `while read -r cmd rest; do
  case "$cmd" in
    genmove) printf '= %s\n\n' "$1" ;;
    name) printf '= scripted\n\n' ;;
    quit) printf '=\n\n'; exit 0 ;;
    *) printf '=\n\n' ;;
  esac
done
`) + " " + move
}

// readFirstRecord reads the record of a match's first game from dir, as
// bytes and parsed.
func readFirstRecord(t *testing.T, dir string) ([]byte, *ls.Record) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "game-001.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := ls.ParseRecord(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	return data, rec
}

// TestMatchForfeitAndResign: an engine whose move is illegal under these
// rules (or unreadable) loses; an engine that resigns loses; the records
// replay and say why.
func TestMatchForfeitAndResign(t *testing.T) {
	for _, tc := range []struct {
		name, white, black, result, comment string
	}{
		{"occupied", "A1", "A1", "W+F", "Black loses: its move A1 (aa) is illegal: point is occupied"},
		{"unreadable", "zz", "A1", "B+F", "White loses: it answered genmove with \"zz\""},
		{"off the board", "T19", "A1", "B+F", "White loses"},
		{"resign", "A1", "resign", "W+R", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, dir := runMatchCLI(t, "--white", scriptedEngine(t, tc.white), "--black", scriptedEngine(t, tc.black), "--size", "5")
			checkMatchRecords(t, out, dir, 1, ls.DefaultRules(ls.Law))
			data, rec := readFirstRecord(t, dir)
			if rec.Result != tc.result {
				t.Errorf("result %s, want %s", rec.Result, tc.result)
			}
			if tc.comment != "" && !strings.Contains(string(data), tc.comment) {
				t.Errorf("the record does not say %q:\n%s", tc.comment, data)
			}
		})
	}
}

// TestMatchAgainstGNUGo referees livingstones' random engine (--player
// random: the search would resign a lost game) against GNU Go, one game
// with each color. At each pause both engines name the dead stones (ours
// by the command's one policy, proposedSettlement); they must agree, so
// every game is counted: none may end void.
func TestMatchAgainstGNUGo(t *testing.T) {
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skipf("GNU Go is not installed at %s (apt-get install gnugo): %v", gnugoPath, err)
	}
	bin := builtCommand(t)
	gnugo := gnugoPath + " --mode gtp --level 1"
	for _, sides := range [][2]string{{gnugo, bin + " gtp --player random"}, {bin + " gtp --player random --seed 5", gnugo}} {
		out, dir := runMatchCLI(t, "--white", sides[0], "--black", sides[1], "--size", "9", "--games", "1", "--timeout", "30s")
		checkMatchRecords(t, out, dir, 1, ls.DefaultRules(ls.Law))
		if !strings.Contains(out, "agreement") {
			t.Errorf("the game was not counted by agreement:\n%s", out)
		}
	}
}

// virtualEngine writes a GTP engine as a shell script that writes every
// command it reads to the file log. With ext it speaks the extension
// (known_command answers true for livingstones-genmove and
// livingstones-virtual) and answers livingstones-genmove with virtual;
// without, it knows neither and answers genmove with pass.
func virtualEngine(t *testing.T, log string, ext bool) string {
	t.Helper()
	known, move := "false", "pass"
	if ext {
		known, move = "true", "virtual"
	}
	return writeScript(t, `while read -r cmd rest; do
  printf '%s %s\n' "$cmd" "$rest" >>"$1"
  case "$cmd" in
    known_command)
      case "$rest" in
        livingstones-genmove|livingstones-virtual) printf '= %s\n\n' "$2" ;;
        *) printf '= false\n\n' ;;
      esac ;;
    genmove|livingstones-genmove) printf '= %s\n\n' "$3" ;;
    name) printf '= virtual\n\n' ;;
    quit) printf '=\n\n'; exit 0 ;;
    *) printf '=\n\n' ;;
  esac
done
`) + " " + log + " " + known + " " + move
}

// TestMatchVirtualMoves: an engine that speaks the extension is asked
// livingstones-genmove and may make virtual moves, which the referee
// plays as virtual moves (a pass answering one pauses nothing). They are
// relayed with livingstones-virtual to an engine that speaks it too (four
// in a row end the game naturally), and as a pass to one that does not,
// which is asked the standard genmove and never hears "virtual".
func TestMatchVirtualMoves(t *testing.T) {
	for _, tc := range []struct {
		name            string
		blackExt        bool
		how, blackHeard string // in the summary line; what Black is told of White's move
	}{
		{"both speak it", true, "natural end", "livingstones-virtual white"},
		// White's virtual moves and Black's passes never pause: the
		// referee stops the game at --max-turns, passing for White.
		{"black does not", false, "agreement after 7 turns", "play white pass"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			logs := t.TempDir()
			wlog, blog := filepath.Join(logs, "white"), filepath.Join(logs, "black")
			out, dir := runMatchCLI(t, "--white", virtualEngine(t, wlog, true), "--black", virtualEngine(t, blog, tc.blackExt),
				"--size", "5", "--max-turns", "6")
			checkMatchRecords(t, out, dir, 1, ls.DefaultRules(ls.Law))
			if !strings.Contains(out, tc.how) {
				t.Errorf("the game did not end by %q:\n%s", tc.how, out)
			}
			data, rec := readFirstRecord(t, dir)
			if len(rec.Moves) == 0 || rec.Moves[0] != (ls.RecordMove{Color: ls.White, Move: ls.VirtualMove, Comment: rec.Moves[0].Comment}) {
				t.Errorf("the record does not open with White's virtual move:\n%s", data)
			}
			heard, err := os.ReadFile(blog)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(heard), tc.blackHeard) {
				t.Errorf("Black was not told %q:\n%s", tc.blackHeard, heard)
			}
			if !tc.blackExt && (strings.Contains(string(heard), "play white virtual") || strings.Contains(string(heard), "\nlivingstones-virtual")) {
				t.Errorf("Black, which does not speak the extension, heard of a virtual move:\n%s", heard)
			}
			if n := strings.Count(string(data), "relayed to the black engine as a pass"); !tc.blackExt && n != 1 {
				t.Errorf("the record says %d times that the virtual moves were relayed as passes, want once:\n%s", n, data)
			}
		})
	}
}

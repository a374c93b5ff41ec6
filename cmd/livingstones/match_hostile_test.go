package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	ls "github.com/jihuozi/livingstones"
)

// strictEngine is a GTP engine as a shell script that answers genmove
// with move and accepts only a canonical "play COLOR VERTEX": a vertex of
// letters and digits, pass or virtual, in ASCII lower case (as GNU Go
// would refuse "paſs").
func strictEngine(t *testing.T, move string) string {
	t.Helper()
	return writeScript(t, `while read -r cmd color vertex; do
  case "$cmd" in
    genmove) printf '= %s\n\n' "$1" ;;
    name) printf '= strict\n\n' ;;
    play)
      case "$vertex" in
        pass|virtual|[A-HJ-Z][0-9]|[A-HJ-Z][0-9][0-9]) printf '=\n\n' ;;
        *) printf '? illegal move\n\n' ;;
      esac ;;
    quit) printf '=\n\n'; exit 0 ;;
    *) printf '=\n\n' ;;
  esac
done
`) + " " + move
}

// TestMatchRelaysTheCanonicalMove: an engine's "paſs" (a long s) reads as
// a pass, and the other engine is told "pass", not the engine's text, so
// the game is not void (issue 22 row 6).
func TestMatchRelaysTheCanonicalMove(t *testing.T) {
	out, dir := runMatchCLI(t, "--white", strictEngine(t, "paſs"), "--black", strictEngine(t, "pass"), "--size", "5")
	checkMatchRecords(t, out, dir, 1, ls.DefaultRules(ls.Law))
	if data, rec := readFirstRecord(t, dir); rec.Result == "Void" {
		t.Errorf("result %q: the other engine was told the engine's text\n%s", rec.Result, data)
	}
}

// TestMatchRecordsNeverOverwrite: --sgf DIR writes each record to a new
// file: an earlier record, a symbolic link to an unrelated file and a
// FIFO under the game's name are each left alone, and the record takes
// the next free name (issue 22 row 5).
func TestMatchRecordsNeverOverwrite(t *testing.T) {
	dir := t.TempDir()
	earlier := filepath.Join(dir, "game-001.sgf")
	unrelated := filepath.Join(t.TempDir(), "unrelated.txt")
	for _, f := range []string{earlier, unrelated} {
		if err := os.WriteFile(f, []byte("keep me"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(unrelated, filepath.Join(dir, "game-001-2.sgf")); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "game-001-3.sgf"), 0o644); err != nil {
		t.Fatal(err)
	}
	engine := scriptedEngine(t, "resign")
	code, out, errOut := runCLI(t, "", "match", "--sgf", dir, "--white", engine, "--black", engine, "--size", "5")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, f := range []string{earlier, unrelated} {
		if data, err := os.ReadFile(f); err != nil || string(data) != "keep me" {
			t.Errorf("%s: %q, %v; it should be left alone", f, data, err)
		}
	}
	written := filepath.Join(dir, "game-001-4.sgf")
	data, err := os.ReadFile(written)
	if err != nil || !strings.Contains(out, written) {
		t.Fatalf("the record: %v; output %q, want it in %s", err, out, written)
	}
	if rec, err := ls.ParseRecord(data); err != nil || rec.Result != "B+R" {
		t.Errorf("the record: %v, %v", rec, err)
	}
}

// TestMatchSignalAtStartUp: SIGTERM while the engines start (the white
// one never answers name) stops the referee and the whole process group
// of each engine started: no process is left (issue 22 row 4).
func TestMatchSignalAtStartUp(t *testing.T) {
	bin := builtCommand(t)
	pids := filepath.Join(t.TempDir(), "pids")
	silent := writeScript(t, `sleep 3007 &
echo $! >>"$1"
echo $$ >>"$1"
wait
`) + " " + pids
	cmd := exec.Command(bin, "match", "--white", silent, "--black", silent)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var started []int
	for i := 0; i < 500 && len(started) < 2; i++ {
		time.Sleep(10 * time.Millisecond)
		data, _ := os.ReadFile(pids)
		started = started[:0]
		for _, f := range strings.Fields(string(data)) {
			if pid, err := strconv.Atoi(f); err == nil {
				started = append(started, pid)
			}
		}
	}
	if len(started) < 2 {
		cmd.Process.Kill()
		t.Fatal("the engine did not start")
	}
	cmd.Process.Signal(syscall.SIGTERM)
	err := cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 1 || !strings.Contains(stderr.String(), "engines stopped") {
		t.Errorf("exit %d (%v), stderr %q; want 1 and the engines stopped", code, err, stderr.String())
	}
	for _, pid := range started {
		for i := 0; i < 100 && running(pid); i++ {
			time.Sleep(10 * time.Millisecond)
		}
		if running(pid) {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Errorf("process %d of the engine outlived the referee", pid)
		}
	}
}

// running reports whether the process pid runs: it exists and is not a
// zombie waiting for a parent to reap it.
func running(pid int) bool {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return syscall.Kill(pid, 0) == nil
	}
	// The state follows the command's name in parentheses.
	i := strings.LastIndexByte(string(data), ')')
	return i < 0 || !strings.HasPrefix(string(data[i+1:]), " Z")
}

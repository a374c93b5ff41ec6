package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/jihuozi/livingstones/internal/gtpwire"
)

// TestClientSkipsLateAnswer: GTP answers come in order, so an answer that
// arrives after its command timed out belongs to that command. The client
// used to take it as the answer to the next command (a forfeit by
// timeout, then the next game's boardsize answered with the old genmove);
// now a timeout kills the engine and the next command starts it afresh.
func TestClientSkipsLateAnswer(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	name := filepath.Join(t.TempDir(), "slow.sh")
	script := `while read -r cmd rest; do
  case "$cmd" in
    genmove) sleep 3; printf '= A1\n\n' ;;
    halfway) printf '= half\n'; sleep 3; printf '\n' ;;
    name) printf '= slow\n\n' ;;
    quit) printf '=\n\n'; exit 0 ;;
    *) printf '=\n\n' ;;
  esac
done
`
	if err := os.WriteFile(name, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	// A second is time enough for a shell started afresh to answer "name"
	// on a busy machine, and the slow answers come in three.
	e, err := startEngine(sh+" "+name, nil, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer e.close()
	if ans, err := e.send("genmove b"); err == nil {
		t.Fatalf("genmove answered %q within the timeout; the test needs it late", ans)
	}
	if ans, err := e.send("name"); err != nil || ans != "slow" {
		t.Errorf("name: got %q, %v; want \"slow\", not the late genmove answer", ans, err)
	}
	// An answer cut by the timeout after its first line: the blank line
	// that ends it comes with the next command.
	if ans, err := e.send("halfway"); err == nil {
		t.Fatalf("halfway answered %q within the timeout; the test needs it late", ans)
	}
	if ans, err := e.send("name"); err != nil || ans != "slow" {
		t.Errorf("name after halfway: got %q, %v; want \"slow\"", ans, err)
	}
}

// TestClientRefusesManyLines: a command holding a newline would be two
// commands to the engine, and its answers one too many for the client;
// the client refuses to send it, and the engine, not at fault, keeps
// running and answering.
func TestClientRefusesManyLines(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	e, err := startEngine(sh+` -c 'while read -r cmd rest; do printf "= %s\n\n" "$cmd"; done'`, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer e.close()
	if ans, err := e.send("name\nversion"); !errors.Is(err, gtpwire.ErrManyLines) {
		t.Fatalf("two lines: got %q, %v; want gtpwire.ErrManyLines", ans, err)
	}
	if e.proc == nil {
		t.Error("the engine was stopped for the referee's command")
	}
	if ans, err := e.send("name"); err != nil || ans != "name" {
		t.Errorf("name: got %q, %v; want \"name\"", ans, err)
	}
}

package livingstones

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"

	"github.com/jihuozi/livingstones/internal/gtpwire"
)

const gnugoPath = "/usr/games/gnugo"

// gtpPeer drives a GTP engine over pipes.
type gtpPeer struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startGNUGo(t testing.TB, args ...string) *gtpPeer {
	t.Helper()
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skipf("GNU Go is not installed at %s (apt-get install gnugo; .ci/run installs it): %v", gnugoPath, err)
	}
	cmd := exec.Command(gnugoPath, append([]string{"--mode", "gtp"}, args...)...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	e := &gtpPeer{cmd: cmd, in: in, out: bufio.NewReader(out)}
	t.Cleanup(func() {
		fmt.Fprintln(e.in, "quit")
		e.in.Close()
		e.cmd.Wait()
	})
	return e
}

// send sends the commands at once and returns their answers, failing
// on an error answer.
func (e *gtpPeer) send(t testing.TB, cmds ...string) []string {
	t.Helper()
	if _, err := io.WriteString(e.in, strings.Join(cmds, "\n")+"\n"); err != nil {
		t.Fatal(err)
	}
	answers := make([]string, len(cmds))
	for k := range cmds {
		a, err := gtpwire.ReadAnswer(e.out, cmds[k])
		if err != nil {
			t.Fatalf("GNU Go: %v", err)
		}
		answers[k] = a
	}
	return answers
}

// gtpStones lists c's stones in GTP notation, sorted.
func gtpStones(p Position, c Color) string {
	var s []string
	n := p.Size()
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if p.At(Point{x, y}) == c {
				s = append(s, GTP.Encode(Point{x, y}, n))
			}
		}
	}
	sort.Strings(s)
	return strings.Join(s, " ")
}

func sortedFields(s string) string {
	f := strings.Fields(s)
	sort.Strings(f)
	return strings.Join(f, " ")
}

// differentialMove draws a move both rule sets allow: a real move legal
// here under positional superko with suicide forbidden (GNU Go forbids
// suicide and checks simple ko, a weaker ban than positional superko).
// Half the time it takes a capture when there is one, for many captures.
func differentialMove(rng *rand.Rand, p Position) (Move, bool) {
	var real, captures []Move
	for _, m := range p.LegalMoves() {
		if !m.IsReal() {
			continue
		}
		real = append(real, m)
		pt, _ := m.Point()
		st := p.s()
		if pr := st.b.probe(st.b.pointIndex(pt), p.ToMove()); pr.prisoners > 0 {
			captures = append(captures, m)
		}
	}
	if len(captures) > 0 && rng.IntN(2) == 0 {
		return captures[rng.IntN(len(captures))], true
	}
	if len(real) == 0 {
		return NoMove, false
	}
	return real[rng.IntN(len(real))], true
}

// TestDifferentialGNUGo plays random games on 7×7, 9×9 and 19×19 and
// checks after every move that the board and both capture counts equal
// GNU Go's. The moves are chosen so both rule sets agree (see
// differentialMove); the games have no passes and no virtual moves.
func TestDifferentialGNUGo(t *testing.T) {
	plan := []struct{ size, games, maxMoves int }{{7, 120, 300}, {9, 60, 300}, {19, 20, 400}}
	// The games are played on one goroutine: under the race detector the
	// short plan (.ci/run plays the whole one without it).
	if testing.Short() || raceEnabled {
		plan = []struct{ size, games, maxMoves int }{{7, 10, 100}, {9, 5, 100}, {19, 2, 150}}
	}
	e := startGNUGo(t, "--chinese-rules")
	games, moves, captured := 0, 0, 0
	for _, pl := range plan {
		for g := 0; g < pl.games; g++ {
			rng := rand.New(rand.NewPCG(uint64(pl.size), uint64(g)))
			e.send(t, fmt.Sprintf("boardsize %d", pl.size), "clear_board")
			p, err := NewPosition(pl.size, WithRepetition(Positional), ForbidSuicide())
			if err != nil {
				t.Fatal(err)
			}
			for k := 0; k < pl.maxMoves; k++ {
				m, ok := differentialMove(rng, p)
				if !ok {
					break
				}
				c := p.ToMove()
				if p, err = p.Play(m); err != nil {
					t.Fatal(err)
				}
				pt, _ := m.Point()
				a := e.send(t, fmt.Sprintf("play %s %s", c.Name(), GTP.Encode(pt, pl.size)),
					"list_stones black", "list_stones white", "captures black", "captures white")
				want := []string{"", gtpStones(p, Black), gtpStones(p, White),
					fmt.Sprint(p.Tally(Black).Prisoners), fmt.Sprint(p.Tally(White).Prisoners)}
				got := []string{a[0], sortedFields(a[1]), sortedFields(a[2]), a[3], a[4]}
				for i := 1; i < len(want); i++ {
					if got[i] != want[i] {
						t.Fatalf("%d×%d game %d, move %d (%v %v): GNU Go says %q, livingstones %q\n%v",
							pl.size, pl.size, g, k+1, c, m, got[i], want[i], p)
					}
				}
				moves++
			}
			captured += p.Tally(Black).Prisoners + p.Tally(White).Prisoners
			games++
		}
	}
	t.Logf("%d games, %d moves compared with GNU Go, %d stones captured in all", games, moves, captured)
}

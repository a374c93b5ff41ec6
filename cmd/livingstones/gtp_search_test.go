package main

import (
	"strings"
	"testing"
	"time"
)

// The clock cuts a move's time: byo-yomi time over the stones left,
// main time over a third of the board's points (at least 10), and
// --move-time caps both; each keeps a tenth for the answer to travel.
func TestSearchBudget(t *testing.T) {
	for _, tc := range []struct {
		name string
		sc   searchConfig
		want time.Duration
	}{
		{"no clock: --move-time", searchConfig{moveTime: time.Second}, time.Second},
		{"no clock, no --move-time: playouts only", searchConfig{}, 0},
		{"time_settings 0 0 0 means no limit", searchConfig{clockSet: true, moveTime: 2 * time.Second}, 2 * time.Second},
		{"main time only: over 27 moves of 9×9", searchConfig{clockSet: true, mainTime: 270 * time.Second}, 9 * time.Second},
		{"byo-yomi: 30 s for 10 stones", searchConfig{clockSet: true, byoTime: 30 * time.Second, byoStones: 10}, 2700 * time.Millisecond},
		{"time_left in byo-yomi: 10 s for 5 stones", searchConfig{clockSet: true, byoTime: 30 * time.Second, byoStones: 10,
			left: [3]time.Duration{2: 10 * time.Second}, leftStones: [3]int{2: 5}, leftKnown: [3]bool{2: true}}, 1800 * time.Millisecond},
		{"--move-time caps the clock", searchConfig{clockSet: true, moveTime: time.Second, mainTime: 270 * time.Second}, time.Second},
	} {
		if got := tc.sc.budget(2, 9); got != tc.want {
			t.Errorf("%s: budget %v, want %v", tc.name, got, tc.want)
		}
	}
}

// The search's flags are checked, and --level 0 is the random player.
func TestSearchFlags(t *testing.T) {
	for _, args := range [][]string{{"--player", "strong"}, {"--level", "11"}, {"--threads", "0"}, {"--playouts", "-1"}, {"--turns", "-5"}, {"--resign", "0.7"}, {"--policy", "fancy"}} {
		code, _, errOut := runCLIReader(strings.NewReader(""), append([]string{"gtp"}, args...)...)
		if code != 2 || !strings.Contains(errOut, strings.TrimLeft(args[0], "-")) {
			t.Errorf("gtp %v: exit %d, %q; want a usage error naming %s", args, code, errOut, args[0])
		}
	}
	sc := searchConfig{player: playerSearch, threads: 1}
	if err := sc.check(0); err != nil || sc.player != playerRandom {
		t.Errorf("--level 0: player %q, %v; want random", sc.player, err)
	}
	sc = searchConfig{player: playerSearch, threads: 1}
	if err := sc.check(3); err != nil || sc.playouts != 6000 {
		t.Errorf("--level 3: %d playouts, %v; want 6000", sc.playouts, err)
	}
}

// time_settings and time_left are answered, and bad arguments refused.
func TestGTPTimeCommands(t *testing.T) {
	code, out, _ := runCLIReader(strings.NewReader("time_settings 60 10 5\ntime_left b 30.5 0\ntime_left x 1 1\ntime_settings 1 2\n"), "gtp", "--size", "9")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	answers := strings.Split(strings.TrimSpace(out), "\n\n")
	want := []string{"=", "=", "? invalid color", "? syntax error"}
	for i, w := range want {
		if i >= len(answers) || !strings.HasPrefix(answers[i], w) {
			t.Errorf("answer %d: %q, want %q…", i+1, answers, w)
		}
	}
}

package main

import (
	"strings"
	"testing"
)

// TestGTPCounting plays a 5×5 game to a pause over GTP and asks for the
// score, the status lists, the counts and a made position: White holds
// the a column with a wall on b, Black the e column with a wall on d, the
// c column is dame. Both sides have 5 stones and 3 roads, so the margin is
// 0 and the komi decides: Black wins by 8 under the law version and by 7
// under the art version.
func TestGTPCounting(t *testing.T) {
	script := []gtpExchange{
		{send: "boardsize 5", want: "= "},
		{send: "play w B1", want: "= "}, {send: "play b D1", want: "= "},
		{send: "play w B2", want: "= "}, {send: "play b D2", want: "= "},
		{send: "play w B3", want: "= "}, {send: "play b D3", want: "= "},
		{send: "play w B4", want: "= "}, {send: "play b D4", want: "= "},
		{send: "play w B5", want: "= "}, {send: "play b D5", want: "= "},
		{send: "play w pass", want: "= "}, {send: "play b pass", want: "= "},
		{send: "final_score", want: "= B+8 (law version, komi 8)"},
		{send: "final_status_list dead", want: "= "},
		{send: "final_status_list seki", want: "= "},
		{send: "final_status_list alive", want: "= B1 D1 B2 D2 B3 D3 B4 D4 B5 D5"},
		{send: "final_status_list zombie", want: "? syntax error", prefix: true},
		{send: "livingstones-counts", want: "= version law komi 8 margin 0 winner B result B+8\nliving 0 ", prefix: true},
		{send: "livingstones-made living", want: "= \ne ", prefix: true},
		{send: "livingstones-made guessing", want: "? unknown counting method", prefix: true},
		{send: "livingstones-version art", want: "= art"},
		{send: "final_score", want: "= B+7 (art version, komi 7)"},
		{send: "komi 0.5", want: "= "},
		{send: "final_score", want: "= B+1 (art version, komi 1)"},
		{send: "komi -0.5", want: "= "},
		{send: "final_score", want: "= W+0 (art version, komi 0)"},
	}
	var in strings.Builder
	for _, x := range script {
		in.WriteString(x.send + "\n")
	}
	var out, errOut strings.Builder
	if code := run([]string{"gtp"}, strings.NewReader(in.String()), &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	answers := strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n")
	if len(answers) != len(script) {
		t.Fatalf("%d answers to %d commands:\n%s", len(answers), len(script), out.String())
	}
	for i, x := range script {
		got := answers[i]
		if x.prefix && !strings.HasPrefix(got, x.want) || !x.prefix && got != x.want {
			t.Errorf("%q: got %q, want %q", x.send, got, x.want)
		}
	}
	t.Logf("livingstones-counts:\n%s\nlivingstones-made living:\n%s", answers[18], answers[19])
}

package main

import (
	"strings"
	"testing"

	ls "github.com/jihuozi/livingstones"
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
		{send: "final_score", want: "= B+8"},
		{send: "final_status_list dead", want: "= "},
		{send: "final_status_list seki", want: "= "},
		{send: "final_status_list alive", want: "= B1 D1 B2 D2 B3 D3 B4 D4 B5 D5"},
		{send: "final_status_list zombie", want: "? syntax error", prefix: true},
		{send: "livingstones-counts", want: "= version law komi 8 komi_by W margin 0 winner B result B+8\nliving 0 ", prefix: true},
		{send: "livingstones-made living", want: "= \ne ", prefix: true},
		{send: "livingstones-made guessing", want: `? counting method "guessing": want living, equal-roads, equal-stones, equal-stones-narrow or return-head`},
		{send: "livingstones-version art", want: "= art"},
		{send: "final_score", want: "= B+7"},
		{send: "komi 0.5", want: "= "},
		{send: "final_score", want: "= B+1"},
		{send: "komi -0.5", want: "= "},
		{send: "final_score", want: "= W+0"},
	}
	answers := playGTPScript(t, script)
	t.Logf("livingstones-counts:\n%s\nlivingstones-made living:\n%s", answers[18], answers[19])
}

// TestGTPLoadsgfKeepsDeadStones: loadsgf keeps the record's dead stones
// (DS), and final_status_list and final_score use them while the game
// stands at the record's end (a move played and taken back included). The
// Lanke game after its 16 dame moves: the source's 11 dead stones, Black
// by 1 (the record's KM is 0).
func TestGTPLoadsgfKeepsDeadStones(t *testing.T) {
	const dead = "Q8 R10 P11 J14 K14 L14 M14 M13 A16 B17 A18" // ph qj ok in jn kn ln lm ap bq ar
	script := []gtpExchange{
		{send: "loadsgf ../../testdata/lanke_dame.sgf", want: "= white"},
		{send: "final_status_list dead", want: "= " + boardOrderGTP(t, dead)},
		{send: "final_score", want: "= B+1"},
		{send: "play w A1", want: "= "},
		{send: "undo", want: "= "},
		{send: "final_status_list dead", want: "= " + boardOrderGTP(t, dead)},
		{send: "loadsgf ../../testdata/lanke_dame.sgf 300", want: "= black"},
	}
	playGTPScript(t, script)
}

// playGTPScript sends the script to `livingstones gtp`, checks each
// answer and returns them.
func playGTPScript(t *testing.T, script []gtpExchange) []string {
	t.Helper()
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
	return answers
}

// boardOrderGTP sorts GTP vertices of a 19×19 board into board order.
func boardOrderGTP(t *testing.T, vertices string) string {
	var pts []ls.Point
	for _, v := range strings.Fields(vertices) {
		p, err := ls.GTP.Decode(v, 19)
		if err != nil {
			t.Fatal(err)
		}
		pts = append(pts, p)
	}
	return gtpVertices(pts, 19)
}

// TestGTPBlackFirstGivesKomi is TestGTPCounting's game with the colours
// swapped, as GTP drivers play it: Black moves first, so Black gives the
// komi (先下贴子). The margin is 0, so White wins by the komi.
func TestGTPBlackFirstGivesKomi(t *testing.T) {
	script := []gtpExchange{
		{send: "boardsize 5", want: "= "},
		{send: "play b B1", want: "= "}, {send: "play w D1", want: "= "},
		{send: "play b B2", want: "= "}, {send: "play w D2", want: "= "},
		{send: "play b B3", want: "= "}, {send: "play w D3", want: "= "},
		{send: "play b B4", want: "= "}, {send: "play w D4", want: "= "},
		{send: "play b B5", want: "= "}, {send: "play w D5", want: "= "},
		{send: "play b pass", want: "= "}, {send: "play w pass", want: "= "},
		{send: "final_score", want: "= W+8"},
		{send: "livingstones-counts", want: "= version law komi 8 komi_by B margin 0 winner W result W+8\n", prefix: true},
		{send: "komi 0.5", want: "= "},
		{send: "final_score", want: "= W+1"},
		{send: "komi -0.5", want: "= "},
		{send: "final_score", want: "= B+0"},
	}
	playGTPScript(t, script)
}

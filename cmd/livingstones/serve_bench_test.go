package main

import (
	"context"
	"fmt"
	"os"
	"testing"
)

// BenchmarkServePlay is one click on the page's 9×9 board: the API
// replays the 20 turns of the browser test's game, plays one move and
// describes the position.
func BenchmarkServePlay(b *testing.B) {
	req := &gameRequest{Game: game9(browserTurns()...), Action: "play", Point: "gg"}
	b.ReportAllocs()
	for b.Loop() {
		resp, err := answerGame(context.Background(), nil, req)
		if err != nil || resp.Refused != "" {
			b.Fatal(err, resp.Refused)
		}
	}
}

// BenchmarkServeCountLanke is the count of the Lanke game on the page:
// the API replays its 306 turns, counts it by every method and draws the
// six pictures (19×19).
func BenchmarkServeCountLanke(b *testing.B) {
	data, err := os.ReadFile("../../testdata/lanke_dame.sgf")
	if err != nil {
		b.Fatal(err)
	}
	lr, err := loadRecord(context.Background(), nil, data)
	if err != nil {
		b.Fatal(err)
	}
	req := &gameRequest{Game: &lr.Game, Count: true, Settlement: webSettlement{Dead: lr.Dead}}
	b.ReportAllocs()
	for b.Loop() {
		resp, err := answerGame(context.Background(), nil, req)
		if err != nil || resp.View.Count == nil {
			b.Fatal(err, resp.View.CountError)
		}
	}
}

// BenchmarkServeGenmove is the computer's first move on the page's empty
// board, by size and level (levelPlayouts: level n searches n×2,000
// playouts): the API replays the game, searches on one goroutine, plays
// the move and describes the position.
func BenchmarkServeGenmove(b *testing.B) {
	for _, size := range []int{9, 19} {
		for _, level := range []int{1, 3, maxLevel} {
			b.Run(fmt.Sprintf("%dx%d/level=%d", size, size, level), func(b *testing.B) {
				req := &genmoveRequest{Game: &webGame{Size: size, First: "W", Version: "law", Komi: 8}, Level: level}
				b.ReportAllocs()
				playouts := 0
				for b.Loop() {
					resp, err := answerGenmove(context.Background(), nil, req)
					if err != nil {
						b.Fatal(err)
					}
					playouts += resp.Playouts
				}
				b.ReportMetric(float64(playouts)/float64(b.N), "playouts/op")
			})
		}
	}
}

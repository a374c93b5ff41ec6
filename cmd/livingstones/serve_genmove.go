package main

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"net/http"
	"time"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/search"
)

// The page's computer player (issue 23):
//
//	POST /api/genmove  {"game":{...},"level":3}
//	                   → {"game":{...},"view":{...},"move":"B dp","win_rate":0.54,"playouts":6000}
//
// The search of package search (as gtp's genmove, level n is n×2,000
// playouts: levelPlayouts) chooses the move of the side to move of the
// game sent, and the answer is the game with that move played, in the
// form /api/game answers a play: a real move, a virtual move, or a pass
// (the search passes only after the opponent's pass, when the count gives
// it the game). A search is heavy work: it waits for a slot of the same
// limiter as a count (serve_limits.go), and 503 with a Retry-After is the
// answer beyond its queue. It stops when the client leaves, after
// genmoveTime (less when it waited for its slot: searchTime), and its
// tree holds at most genmoveNodes nodes (32 bytes each), so that the
// memory of a request is bounded. It searches on one goroutine with a
// seed drawn from the request: the same request gets the same move
// (unless the time cut the search short).
//
// Errors: 400 for a malformed request, an illegal turn (naming it) or a
// level out of 1..maxLevel; 409 for a game that is not being played
// (paused: resume it first; or ended).

const (
	// genmoveTime is the longest one search runs, within workTimeout.
	genmoveTime = 15 * time.Second
	// genmoveNodes bounds the tree of one search: 16 MiB.
	genmoveNodes = 1 << 19
)

// genmoveRequest asks the computer for the move of the game's side to
// move, at a strength of 1 to maxLevel.
type genmoveRequest struct {
	Game  *webGame `json:"game"`
	Level int      `json:"level"`
}

// genmoveResponse is the game with the computer's move played, as
// /api/game answers a play, and the move with what the search found.
type genmoveResponse struct {
	gameResponse
	// Move is the move played, "W dp", "B virtual" or "W pass".
	Move string `json:"move"`
	// WinRate is the move's share of won playouts for its side (1 for a
	// pass: the count gives the game).
	WinRate float64 `json:"win_rate"`
	// Playouts is the number of playouts searched.
	Playouts int `json:"playouts"`
}

func (a *api) handleGenmove(w http.ResponseWriter, r *http.Request) {
	handleWork(a, w, r, answerGenmove)
}

// answerGenmove searches the move of the request's game and plays it. It
// waits for a slot of heavy work (a nil work waits for none), and the
// search stops when ctx is done.
func answerGenmove(ctx context.Context, work *limits, req *genmoveRequest) (*genmoveResponse, error) {
	if req.Game == nil {
		return nil, badRequest("the request has no game")
	}
	if req.Level < 1 || req.Level > maxLevel {
		return nil, badRequest("level %d is out of range 1..%d", req.Level, maxLevel)
	}
	seed := genmoveSeed(req)
	g := *req.Game
	release, err := work.enter(ctx, true)
	if err != nil {
		return nil, err
	}
	defer release()
	p, err := g.replay()
	if err != nil {
		return nil, err
	}
	switch p.Phase() {
	case ls.Playing:
	case ls.Paused:
		return nil, &apiError{http.StatusConflict, fmt.Sprintf("the game is paused after turn %d: resume it, or agree, before the computer moves", p.Turn())}
	default:
		return nil, &apiError{http.StatusConflict, fmt.Sprintf("the game is over (%s): the computer has no move", p.EndReason())}
	}
	rules, _ := g.rules() // replay checked them
	s, err := search.New(rules, search.Options{Playouts: levelPlayouts(req.Level), Time: searchTime(ctx),
		Threads: 1, Seed: seed, MaxNodes: genmoveNodes})
	if err != nil {
		return nil, badRequest("%v", err)
	}
	res, err := s.Genmove(ctx, ls.NewGame(p))
	if ctx.Err() != nil {
		return nil, contextError(ctx.Err())
	}
	if err != nil {
		return nil, err
	}
	action, point := "pass", ""
	switch pt, ok := res.Move.Point(); {
	case ok:
		action, point = "play", pt.String()
	case res.Move == ls.VirtualMove:
		action = "virtual"
	}
	// The move is played as the page's click would be, by answerGame
	// (a nil work: this request holds its slot already), which describes
	// the new position and counts a game the move ended.
	gr, err := answerGame(ctx, nil, &gameRequest{Game: &g, Action: action, Point: point})
	if err != nil {
		return nil, err
	}
	if gr.Refused != "" {
		return nil, fmt.Errorf("the search chose a move the rules refuse: %s", gr.Refused)
	}
	return &genmoveResponse{gameResponse: *gr, Move: gr.Game.Moves[len(gr.Game.Moves)-1],
		WinRate: res.WinRate, Playouts: res.Playouts}, nil
}

// searchTime is the longest the search may run: genmoveTime, or less
// when the request waited for its slot, so that the search ends with a
// move a second before ctx's deadline instead of being cut by it.
func searchTime(ctx context.Context) time.Duration {
	d := genmoveTime
	if deadline, ok := ctx.Deadline(); ok {
		d = min(d, time.Until(deadline)-time.Second)
	}
	return max(d, time.Millisecond)
}

// genmoveSeed is the search's seed for a request: a hash of the request,
// so that the same request gets the same move.
func genmoveSeed(req *genmoveRequest) uint64 {
	h := fnv.New64a()
	json.NewEncoder(h).Encode(req) // a hash.Hash never fails to write
	return h.Sum64()
}

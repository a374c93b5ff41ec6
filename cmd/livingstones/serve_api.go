package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	ls "github.com/jihuozi/livingstones"
)

// The page's JSON API. It is stateless: every request carries the whole
// game (its setup and the list of its turns), the server replays it with
// the library and answers the position, or the count, as JSON. A Position
// is an immutable value, so a replay is cheap and nothing is kept between
// requests (see the README for why this and not WebAssembly).
//
//	POST /api/game      {"new":{...}} or {"game":{...},"action":"play","point":"ee",
//	                     "count":true,"settlement":{"dead":[...],"ko":[...]}}
//	                    → {"game":{...},"view":{...},"refused":"why"}
//	POST /api/sgf/load  the SGF text → {"game":{...},"dead":[...],"name":"..."}
//	POST /api/sgf/save  {"game":{...},"settlement":{...}} → the SGF text
//
// Errors are {"error":"..."} with status 400, 413 for a body over
// maxBody, 403 for a request from another origin or for another host, and
// 503 with a Retry-After when the server is busy (serve_limits.go).

// maxBody is the largest request body the API reads: far more than the
// longest real record (the Lanke game's SGF is 3 KB, a 19×19 game with
// comments rarely 100 KB).
const maxBody = 1 << 20

// maxTurns bounds the turns of a game the API replays, so that one
// request cannot make the server replay for long.
const maxTurns = 4000

// webGame is a game as the page holds it: the rules, the setup and the
// turns, each "W dp", "B pass", "W virtual", or "resume" and "agree" at a
// pause.
type webGame struct {
	Size    int      `json:"size"`
	Black   []string `json:"black,omitempty"`
	White   []string `json:"white,omitempty"`
	First   string   `json:"first"`
	Version string   `json:"version"`
	Komi    int      `json:"komi"`
	Moves   []string `json:"moves"`
}

// webNew asks for a new game.
type webNew struct {
	Size    int    `json:"size"`
	Seated  bool   `json:"seated"`
	Version string `json:"version"`
	// Komi is the komi in stones; absent means the version's default.
	Komi *int `json:"komi"`
}

// webKo is an unfinished ko point and the side holding it.
type webKo struct {
	Point  string `json:"point"`
	Holder string `json:"holder"`
}

// webNeutral is a neutral point classified by hand, as score's --neutral:
// Is is B or W (a road of that side), dame or shared (a shared eye).
type webNeutral struct {
	Point string `json:"point"`
	Is    string `json:"is"`
}

// webSettlement is what the page marks at a pause: dead stones (one stone
// names its chain), held ko points and neutral points classified (the
// proposal's, kept while the marks are the proposal's).
type webSettlement struct {
	Dead    []string     `json:"dead"`
	Ko      []webKo      `json:"ko"`
	Neutral []webNeutral `json:"neutral,omitempty"`
}

type gameRequest struct {
	New        *webNew       `json:"new"`
	Game       *webGame      `json:"game"`
	Action     string        `json:"action"`
	Point      string        `json:"point"`
	Count      bool          `json:"count"`
	Settlement webSettlement `json:"settlement"`
}

type gameResponse struct {
	Game    webGame `json:"game"`
	View    webView `json:"view"`
	Refused string  `json:"refused,omitempty"`
}

// webSide is one side's counters.
type webSide struct {
	Stones    int `json:"stones"`
	Real      int `json:"real"`
	Virtual   int `json:"virtual"`
	Passes    int `json:"passes"`
	Prisoners int `json:"prisoners"`
}

// webView is the position the page draws.
type webView struct {
	Size int `json:"size"`
	// Board holds Size*Size characters, index Y*Size+X (rows from the
	// bottom): "X" Black, "O" White, "." empty.
	Board  string `json:"board"`
	ToMove string `json:"to_move"`
	Phase  string `json:"phase"`
	End    string `json:"end"`
	Turn   int    `json:"turn"`
	// Last is the last turn, "B dp" or "W virtual"; LastPoint its point.
	Last      string  `json:"last,omitempty"`
	LastPoint string  `json:"last_point,omitempty"`
	Black     webSide `json:"black"`
	White     webSide `json:"white"`
	// Proposal is the proposed settlement (proposedSettlement, the
	// command's one policy, as score and GTP settle), at a pause or after
	// agreement: its dead stones, and its ko points and neutral points
	// when it has any.
	Proposal        []string     `json:"proposal"`
	ProposalKo      []webKo      `json:"proposal_ko,omitempty"`
	ProposalNeutral []webNeutral `json:"proposal_neutral,omitempty"`
	Count           *webCount    `json:"count,omitempty"`
	CountError      string       `json:"count_error,omitempty"`
}

// webCount is a game counted by every method.
type webCount struct {
	Version    string       `json:"version"`
	Komi       int          `json:"komi"`
	KomiBy     string       `json:"komi_by"` // the side that moved first gives the komi
	Margin     ls.Stones    `json:"margin"`
	Winner     string       `json:"winner"`
	Result     string       `json:"result"`
	Black      ls.Figures   `json:"black"`
	White      ls.Figures   `json:"white"`
	ExtraSide  string       `json:"extra_side,omitempty"`
	ExtraMoves int          `json:"extra_moves,omitempty"`
	Dead       []string     `json:"dead"`
	Ko         []webKo      `json:"ko"`
	Settled    string       `json:"settled"`
	Methods    []*webMethod `json:"methods"`
}

// webMethod is one method's result, with its made position as SVG.
type webMethod struct {
	Name   string     `json:"name"`
	Margin ls.Stones  `json:"margin"`
	Winner string     `json:"winner"`
	Black  ls.Figures `json:"black"`
	White  ls.Figures `json:"white"`
	SVG    string     `json:"svg"`
}

// apiError is an error the API answers with its status.
type apiError struct {
	status int
	msg    string
}

func (e *apiError) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return &apiError{http.StatusBadRequest, fmt.Sprintf(format, args...)}
}

// api is the page's API with the limits it holds under load
// (serve_limits.go).
type api struct {
	work   *limits
	bodies *byteBudget
}

// readBody reads a request body of at most maxBody bytes, within the
// budget of bodies read at once: it returns the body and the function
// that gives its bytes back to the budget, once the request is answered.
func (a *api) readBody(w http.ResponseWriter, r *http.Request) ([]byte, func(), error) {
	size := r.ContentLength
	if size < 0 || size > maxBody {
		size = maxBody
	}
	release, err := a.bodies.take(r.Context(), size)
	if err != nil {
		return nil, nil, contextError(err)
	}
	data, err := readBody(w, r)
	if err != nil {
		release()
		return nil, nil, err
	}
	return data, release, nil
}

// readBody reads a request body of at most maxBody bytes.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	var buf bytes.Buffer
	_, err := buf.ReadFrom(http.MaxBytesReader(w, r.Body, maxBody))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return nil, &apiError{http.StatusRequestEntityTooLarge,
			fmt.Sprintf("request too large: the limit is %d MiB (%d bytes)", maxBody>>20, maxBody)}
	}
	if err != nil {
		return nil, badRequest("cannot read the request: %v", err)
	}
	return buf.Bytes(), nil
}

// decodeJSON reads the body as JSON into v, and returns the function
// that gives its bytes back to the budget.
func (a *api) decodeJSON(w http.ResponseWriter, r *http.Request, v any) (func(), error) {
	data, release, err := a.readBody(w, r)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		release()
		return nil, badRequest("bad JSON request: %v", err)
	}
	return release, nil
}

func writeAPIError(w http.ResponseWriter, err error) {
	status := http.StatusInternalServerError
	var ae *apiError
	if errors.As(err, &ae) {
		status = ae.status
	}
	writeAPIJSON(w, status, map[string]string{"error": err.Error()})
}

func writeAPIJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	retryAfterOn503(w, status)
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func (a *api) handleGame(w http.ResponseWriter, r *http.Request) {
	handleWork(a, w, r, answerGame)
}

// handleWork decodes a request of type Req, answers it by answer within
// workTimeout and writes the answer or the error as JSON.
func handleWork[Req, Resp any](a *api, w http.ResponseWriter, r *http.Request, answer func(context.Context, *limits, *Req) (Resp, error)) {
	var req Req
	release, err := a.decodeJSON(w, r, &req)
	if err != nil {
		writeAPIError(w, err)
		return
	}
	defer release()
	// The answer may take workTimeout from now, however long the body
	// took to come: the server's WriteTimeout must not throw it away.
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(workTimeout + 10*time.Second))
	ctx, cancel := context.WithTimeout(r.Context(), workTimeout)
	defer cancel()
	resp, err := answer(ctx, a.work, &req)
	if err != nil {
		writeAPIError(w, err)
		return
	}
	writeAPIJSON(w, http.StatusOK, resp)
}

// answerGame plays the request's action on its game and describes the
// result. It waits for a slot of work, of heavy work for a long game, a
// proposal at a pause or a count (a nil work waits for none), and the
// proposal and the count stop when ctx is done.
func answerGame(ctx context.Context, work *limits, req *gameRequest) (*gameResponse, error) {
	var g webGame
	switch {
	case req.New != nil:
		ng, err := newWebGame(req.New)
		if err != nil {
			return nil, err
		}
		g = ng
	case req.Game != nil:
		g = *req.Game
	default:
		return nil, badRequest("the request has neither a game nor a new game")
	}
	heavy := heavyGame(g.Size, len(g.Moves))
	release, err := work.enter(ctx, heavy)
	if err != nil {
		return nil, err
	}
	defer func() { release() }()
	p, err := g.replay()
	if err != nil {
		return nil, err
	}
	resp := &gameResponse{}
	np, token, refused, err := applyAction(p, req.Action, req.Point)
	if err != nil {
		return nil, err
	}
	switch {
	case refused != "":
		resp.Refused = refused
	case req.Action == "undo" && len(g.Moves) > 0:
		g.Moves = g.Moves[:len(g.Moves)-1]
		if p, err = g.replay(); err != nil {
			return nil, err
		}
	case token != "":
		g.Moves = append(g.Moves, token)
		p = np
	}
	if g.Moves == nil {
		g.Moves = []string{} // the page reads a list
	}
	resp.Game = g
	ended := p.Phase() == ls.Ended && (p.EndReason() == ls.NaturalEnd || p.EndReason() == ls.Agreement)
	if !heavy && (req.Count || ended || proposes(p)) {
		// The cheap slot is given back before waiting for a heavy one,
		// so that cheap requests never wait behind heavy ones.
		release()
		release = func() {}
		if release, err = work.enter(ctx, true); err != nil {
			release = func() {}
			return nil, err
		}
	}
	if resp.View, err = describe(ctx, p); err != nil {
		return nil, err
	}
	if req.Count || ended {
		rules, _ := g.rules() // start checked them
		c, err := countWeb(ctx, p, rules, req.Settlement)
		if ctx.Err() != nil {
			return nil, contextError(ctx.Err())
		}
		if err != nil {
			resp.View.CountError = err.Error()
		} else {
			resp.View.Count = c
		}
	}
	return resp, nil
}

// newWebGame starts a game: size, seated stones, version and komi.
func newWebGame(n *webNew) (webGame, error) {
	v, err := parseVersion("version", n.Version)
	if err != nil {
		return webGame{}, badRequest("%v", err)
	}
	var opts []ls.Option
	if n.Seated {
		opts = append(opts, ls.Seated())
	}
	p, err := ls.NewPosition(n.Size, opts...)
	if err != nil {
		return webGame{}, badRequest("new game: %v", err)
	}
	komi := ls.DefaultKomi(v)
	if n.Komi != nil {
		komi = *n.Komi
	}
	black, white := p.SetupStones()
	return webGame{Size: n.Size, Black: pointNames(black), White: pointNames(white),
		First: p.ToMove().String(), Version: v.String(), Komi: komi, Moves: []string{}}, nil
}

func pointNames(pts []ls.Point) []string {
	s := make([]string, len(pts))
	for i, p := range pts {
		s[i] = p.String()
	}
	return s
}

func parsePoints(what string, names []string, size int) ([]ls.Point, error) {
	pts := make([]ls.Point, len(names))
	for i, s := range names {
		p, err := ls.ParsePoint(s, size)
		if err != nil {
			return nil, badRequest("%s %q: %v", what, s, err)
		}
		pts[i] = p
	}
	return pts, nil
}

// rules returns the game's rules: its version and komi, read as the
// command's flags read them.
func (g *webGame) rules() (ls.Rules, error) {
	v, err := parseVersion("version", g.Version)
	if err != nil {
		return ls.Rules{}, badRequest("%v", err)
	}
	if err := checkKomi("komi", g.Komi); err != nil {
		return ls.Rules{}, badRequest("%v", err)
	}
	return ls.Rules{Version: v, Komi: g.Komi}, nil
}

// start checks the game's rules and returns the position before its
// first turn.
func (g *webGame) start() (ls.Position, error) {
	if g.Size < ls.MinSize || g.Size > ls.MaxSize {
		return ls.Position{}, badRequest("board size %d is out of range %d..%d", g.Size, ls.MinSize, ls.MaxSize)
	}
	if _, err := g.rules(); err != nil {
		return ls.Position{}, err
	}
	black, err := parsePoints("setup stone", g.Black, g.Size)
	if err != nil {
		return ls.Position{}, err
	}
	white, err := parsePoints("setup stone", g.White, g.Size)
	if err != nil {
		return ls.Position{}, err
	}
	first, err := ls.ParseColor(g.First)
	if err != nil {
		return ls.Position{}, badRequest("first to move: %v", err)
	}
	p, err := ls.NewPosition(g.Size, ls.Setup(black, white), ls.FirstToMove(first))
	if err != nil {
		return ls.Position{}, badRequest("setup: %v", err)
	}
	return p, nil
}

// replay plays the game's turns from its start.
func (g *webGame) replay() (ls.Position, error) {
	if len(g.Moves) > maxTurns {
		return ls.Position{}, badRequest("the game has %d turns; the limit is %d", len(g.Moves), maxTurns)
	}
	p, err := g.start()
	if err != nil {
		return p, err
	}
	for i, t := range g.Moves {
		if p, err = playToken(p, t); err != nil {
			return p, badRequest("turn %d %q: %v", i+1, t, err)
		}
	}
	return p, nil
}

// playToken plays one turn of a webGame.
func playToken(p ls.Position, t string) (ls.Position, error) {
	switch t {
	case "resume":
		return p.Resume()
	case "agree":
		return p.Agree()
	}
	cs, ms, ok := strings.Cut(t, " ")
	if !ok {
		return p, errors.New(`want "B move", "W move", "resume" or "agree"`)
	}
	c, err := ls.ParseColor(cs)
	if err != nil {
		return p, err
	}
	m, err := ls.ParseMove(ms, p.Size())
	if err != nil {
		return p, err
	}
	return p.PlayAs(c, m)
}

// applyAction plays an action of the page on p. It returns the new
// position and the turn to record, or why the rules refuse it. An action
// the API does not know is an error.
func applyAction(p ls.Position, action, point string) (np ls.Position, token, refused string, err error) {
	var m ls.Move
	switch action {
	case "":
		return p, "", "", nil
	case "undo":
		if p.Turn() == 0 && p.Phase() == ls.Playing {
			return p, "", "nothing to undo", nil
		}
		return p, "", "", nil
	case "resume", "agree":
		var err error
		if action == "resume" {
			np, err = p.Resume()
		} else {
			np, err = p.Agree()
		}
		if err != nil {
			// The library's error names the action ("resume: the game
			// is not paused (it is playing)").
			return p, "", moveReason(err), nil
		}
		return np, action, "", nil
	case "play":
		pt, err := ls.ParsePoint(point, p.Size())
		if err != nil {
			return p, "", "", badRequest("point %q: %v", point, err)
		}
		m = ls.RealMove(pt)
	case "pass":
		m = ls.Pass
	case "virtual":
		m = ls.VirtualMove
	default:
		return p, "", "", badRequest("unknown action %q (want play, virtual, pass, undo, resume or agree)", action)
	}
	c := p.ToMove()
	np, err = p.Play(m)
	if err != nil {
		return p, "", fmt.Sprintf("%s %s: %s", c, m, moveReason(err)), nil
	}
	return np, c.String() + " " + m.String(), "", nil
}

// moveReason words why a move or an action is refused.
func moveReason(err error) string {
	var me *ls.MoveError
	if errors.As(err, &me) {
		return me.Reason()
	}
	return strings.TrimPrefix(err.Error(), "livingstones: ")
}

// proposes reports whether describe proposes dead stones for p: at a
// pause, or after agreement.
func proposes(p ls.Position) bool {
	return p.Phase() == ls.Paused || p.EndReason() == ls.Agreement
}

// describe returns what the page draws of p. It stops when ctx is done.
func describe(ctx context.Context, p ls.Position) (webView, error) {
	n := p.Size()
	board := make([]byte, n*n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			board[y*n+x] = stoneLetter(p.At(ls.Pt(x, y)))
		}
	}
	v := webView{Size: n, Board: string(board), ToMove: p.ToMove().String(),
		Phase: p.Phase().String(), End: p.EndReason().String(), Turn: p.Turn(),
		Black: sideOf(p, ls.Black), White: sideOf(p, ls.White), Proposal: []string{}}
	if m, c := p.LastMove(); m != ls.NoMove {
		v.Last = c.String() + " " + m.String()
		if pt, ok := m.Point(); ok {
			v.LastPoint = pt.String()
		}
	}
	if proposes(p) {
		f := p.Final()
		s, err := proposedSettlement(ctx, f)
		if ctx.Err() != nil {
			return v, contextError(ctx.Err())
		}
		if err == nil {
			v.Proposal = pointNames(s.Dead)
			for _, k := range s.Ko {
				v.ProposalKo = append(v.ProposalKo, webKo{k.Point.String(), k.Holder.String()})
			}
			for _, np := range s.Neutral {
				v.ProposalNeutral = append(v.ProposalNeutral, webNeutral{np.Point.String(), neutralName(np)})
			}
		}
	}
	return v, nil
}

func sideOf(p ls.Position, c ls.Color) webSide {
	t := p.Tally(c)
	return webSide{Stones: p.BoardStones(c), Real: t.Real, Virtual: t.Virtual, Passes: t.Passes, Prisoners: t.Prisoners}
}

// settlementOf reads the page's settlement: each dead stone names its
// whole chain, as score's --dead does.
func settlementOf(p ls.Position, ws webSettlement) (ls.Settlement, error) {
	var s ls.Settlement
	n := p.Size()
	seen := make([]bool, n*n)
	dead, err := parsePoints("dead stone", ws.Dead, n)
	if err != nil {
		return s, err
	}
	for _, d := range dead {
		chain := p.Chain(d)
		if chain == nil {
			return s, badRequest("dead stone %s: there is no stone there", d)
		}
		for _, q := range chain {
			if !seen[q.Y*n+q.X] {
				seen[q.Y*n+q.X] = true
				s.Dead = append(s.Dead, q)
			}
		}
	}
	sortBoardOrder(s.Dead)
	for _, k := range ws.Ko {
		pt, err := ls.ParsePoint(k.Point, n)
		if err != nil {
			return s, badRequest("ko point %q: %v", k.Point, err)
		}
		c, err := ls.ParseColor(k.Holder)
		if err != nil {
			return s, badRequest("ko point %s: holder: %v", k.Point, err)
		}
		s.Ko = append(s.Ko, ls.KoPoint{Point: pt, Holder: c})
	}
	for _, k := range ws.Neutral {
		pt, err := ls.ParsePoint(k.Point, n)
		if err != nil {
			return s, badRequest("neutral point %q: %v", k.Point, err)
		}
		kind, owner, err := parseNeutral(k.Is)
		if err != nil {
			return s, badRequest("neutral point %s: %v", k.Point, err)
		}
		s.Neutral = append(s.Neutral, ls.NeutralPoint{Point: pt, Kind: kind, Owner: owner})
	}
	return s, nil
}

// countWeb counts p with the page's settlement under the rules, by every
// method (ls.Count checks that they agree), and draws each method's made
// position. A game that ended naturally is counted with no settlement.
// It stops between its steps when ctx is done.
func countWeb(ctx context.Context, p ls.Position, rules ls.Rules, ws webSettlement) (*webCount, error) {
	f := p.Final()
	var s ls.Settlement
	if !f.NaturalEnd {
		var err error
		if s, err = settlementOf(p, ws); err != nil {
			return nil, err
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rep, err := ls.Count(f, s, rules)
	if err != nil {
		return nil, err
	}
	c := &webCount{Version: rules.Version.String(), Komi: rules.Komi, KomiBy: rep.KomiBy.String(), Margin: rep.Margin,
		Winner: rep.Winner.String(), Result: resultString(rep),
		Black: rep.Black, White: rep.White, ExtraMoves: rep.ExtraMoves,
		Dead: pointNames(rep.Analysis.Dead()), Ko: []webKo{}}
	if rep.ExtraMoves != 0 {
		c.ExtraSide = rep.ExtraSide.String()
	}
	for _, k := range rep.Analysis.Ko() {
		c.Ko = append(c.Ko, webKo{k.Point.String(), k.Holder.String()})
	}
	spacing := 16
	if p.Size() <= 13 {
		spacing = 24
	}
	var buf bytes.Buffer
	if err := rep.Analysis.Made().WriteSVG(&buf, ls.SVGOptions{Spacing: spacing, Title: "settled position"}); err != nil {
		return nil, err
	}
	c.Settled = buf.String()
	for _, res := range rep.Results {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		buf.Reset()
		if err := res.Made.WriteSVG(&buf, ls.SVGOptions{Spacing: spacing, Title: res.Method}); err != nil {
			return nil, err
		}
		c.Methods = append(c.Methods, &webMethod{Name: res.Method, Margin: res.Margin,
			Winner: res.Winner.String(), Black: res.Black, White: res.White, SVG: buf.String()})
	}
	return c, nil
}

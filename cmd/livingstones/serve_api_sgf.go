package main

// The page's record API: /api/sgf/load reads an SGF record into a game
// the page replays, /api/sgf/save writes the game as SGF.

import (
	"bytes"
	"context"
	"net/http"

	ls "github.com/jihuozi/livingstones"
)

type loadedRecord struct {
	Game webGame  `json:"game"`
	Dead []string `json:"dead"`
	Name string   `json:"name,omitempty"`
}

func (a *api) handleLoadSGF(w http.ResponseWriter, r *http.Request) {
	data, release, err := a.readBody(w, r)
	if err != nil {
		writeAPIError(w, err)
		return
	}
	defer release()
	lr, err := loadRecord(r.Context(), a.work, data)
	if err != nil {
		writeAPIError(w, err)
		return
	}
	writeAPIJSON(w, http.StatusOK, lr)
}

// loadRecord reads an SGF record into a game the page can step through:
// the law version with its default komi (a record's KM is in points under
// other rules, as score says), a "resume" before a move that follows a
// pause, and the dead stones the record marks at its end. The replay
// waits for a slot of work (a nil work waits for none).
func loadRecord(ctx context.Context, work *limits, data []byte) (*loadedRecord, error) {
	rec, err := ls.ParseRecord(data)
	if err != nil {
		return nil, badRequest("cannot read the SGF: %v", err)
	}
	if len(rec.Moves) > maxTurns {
		return nil, badRequest("the record has %d moves; the limit is %d", len(rec.Moves), maxTurns)
	}
	release, err := work.enter(ctx, heavyGame(rec.Size, len(rec.Moves)))
	if err != nil {
		return nil, err
	}
	defer release()
	first := rec.FirstToMove
	if first == ls.Empty {
		first = ls.White
	}
	g := webGame{Size: rec.Size, Black: pointNames(rec.Black), White: pointNames(rec.White),
		First: first.String(), Version: ls.Law.String(), Komi: ls.DefaultKomi(ls.Law), Moves: []string{}}
	p, err := g.start()
	if err != nil {
		return nil, err
	}
	for i, m := range rec.Moves {
		if p.Phase() == ls.Paused {
			p, _ = p.Resume()
			g.Moves = append(g.Moves, "resume")
		}
		np, err := p.PlayAs(m.Color, m.Move)
		if err != nil {
			return nil, badRequest("move %d (%s %s): %s", i+1, m.Color, m.Move, moveReason(err))
		}
		p = np
		g.Moves = append(g.Moves, m.Color.String()+" "+m.Move.String())
	}
	f := p.Final()
	return &loadedRecord{Game: g, Dead: pointNames(rec.DeadStones(f.At)), Name: rec.GameName}, nil
}

type saveRequest struct {
	Game       webGame       `json:"game"`
	Settlement webSettlement `json:"settlement"`
}

func (a *api) handleSaveSGF(w http.ResponseWriter, r *http.Request) {
	var req saveRequest
	release, err := a.decodeJSON(w, r, &req)
	if err != nil {
		writeAPIError(w, err)
		return
	}
	defer release()
	data, err := saveRecord(r.Context(), a.work, &req)
	if err != nil {
		writeAPIError(w, err)
		return
	}
	w.Header().Set("Content-Type", "application/x-go-sgf; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="livingstones.sgf"`)
	w.Write(data)
}

// saveRecord writes the game as SGF: virtual moves as B[]VM[], the rules
// and komi in RU and KM (as the GTP engine writes them) and the dead
// stones marked on the page as DS on the last node. The replay waits for
// a slot of work (a nil work waits for none).
func saveRecord(ctx context.Context, work *limits, req *saveRequest) ([]byte, error) {
	release, err := work.enter(ctx, heavyGame(req.Game.Size, len(req.Game.Moves)))
	if err != nil {
		return nil, err
	}
	defer release()
	p, err := req.Game.replay()
	if err != nil {
		return nil, err
	}
	r, err := req.Game.rules()
	if err != nil {
		return nil, err
	}
	rec := ls.NewRecord(p)
	rec.Rules = rulesName(r)
	rec.Komi, rec.HasKomi = recordKomi(r.Komi), true
	if f := p.Final(); !f.NaturalEnd && len(req.Settlement.Dead) > 0 {
		s, err := settlementOf(p, req.Settlement)
		if err != nil {
			return nil, err
		}
		rec.Dead = s.Dead
	}
	var buf bytes.Buffer
	if err := rec.WriteSGF(&buf); err != nil {
		return nil, badRequest("cannot write the SGF: %v", err)
	}
	return buf.Bytes(), nil
}

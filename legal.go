package livingstones

// This file is the one legality check of a turn (doc.go, Moves, Capture
// and Repetition), which Position and Game share: checkMove, and the legal
// moves it lets through. The repetition rule's patterns and hashes are in
// superko.go, the board's probe of a move in board.go.

// checkMove is the one legality check of a turn, shared by Position and
// Game: may c make move m on board b, with the counters f and the earlier
// patterns h, under the options cfg? For a real move it returns the probe
// and the board index; i is -1 for other moves. rep is the turn whose
// pattern a refused move repeats, or -1.
func checkMove(cfg *settings, b *board, f *flow, h patternHistory, c Color, m Move) (pr probe, i, rep int, err error) {
	if err := f.precheck(cfg, c, m); err != nil {
		return pr, -1, -1, err
	}
	if !m.IsReal() {
		// Virtual moves always make a new pattern and passes change none.
		return pr, -1, -1, nil
	}
	pt, _ := m.Point()
	i = b.pointIndex(pt)
	if i < 0 {
		return pr, -1, -1, ErrOffBoard
	}
	if b.colors[i] != Empty {
		return pr, -1, -1, ErrOccupied
	}
	pr = b.probe(i, c)
	if suicideRefused(cfg, &pr) {
		return pr, -1, -1, ErrSuicide
	}
	ex := extraOf(cfg.repetition, f.virtual(), c.Opponent())
	if turn, ok := h.repeats(b, i, c, pr, ex); ok {
		return pr, -1, turn, ErrRepetition
	}
	return pr, i, -1, nil
}

// appendLegalMoves appends the moves the side to move may make: the legal
// real moves in board order (rows from the bottom, each from the left),
// then VirtualMove, then Pass where passing is allowed. A paused or ended
// game has none.
func appendLegalMoves(dst []Move, cfg *settings, b *board, f *flow, h patternHistory) []Move {
	if f.phase != Playing {
		return dst
	}
	c := f.toMove
	n := cfg.size
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if b.colors[b.index(x, y)] != Empty {
				continue
			}
			m := RealMove(Point{x, y})
			if _, _, _, err := checkMove(cfg, b, f, h, c, m); err == nil {
				dst = append(dst, m)
			}
		}
	}
	dst = append(dst, VirtualMove)
	if !cfg.forbidPass {
		dst = append(dst, Pass)
	}
	return dst
}

// suicideRefused reports whether the rules refuse the probed move as a
// suicide: always a single stone (it would leave the pattern unchanged),
// a larger chain only when suicide is forbidden.
func suicideRefused(cfg *settings, pr *probe) bool {
	return pr.suicide && (pr.lost == 1 || cfg.forbidSuicide)
}

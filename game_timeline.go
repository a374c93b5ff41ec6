package livingstones

import "fmt"

// This file holds a Game's history: per turn only what the turn changed
// (the point played, the stones it removed, the counters it moved), so
// that a turn can be undone and an earlier board told exactly without a
// copy of any board. Memory grows with what changed, not with the board:
// a few dozen bytes per turn, plus two bytes per stone removed.

// turnRec is what one turn changed. Record 0 is the start of the game.
type turnRec struct {
	hash      uint64 // the stones' Zobrist hash after the turn
	extra     extra  // the rest of the pattern after the turn
	move      Move
	removed   int32  // the turn's removed stones: timeline.removed[removed:removed+nRemoved]
	prevBoard int32  // the last turn before with the same stones' hash, or -1
	at        int16  // board index of a real move, -1 for other turns
	emptyK    uint16 // where at stood in the board's empty-point list
	nRemoved  int16
	color     Color
	suicide   bool     // the real move removed its own chain
	prev      flowMark // the counters before the turn that the turn itself does not tell
}

// timeline is the history of a game from its start: the turn records, the
// stones each turn removed, and two open-addressing tables. patterns maps
// a pattern's hash (stones and extra) to every turn after which it stood,
// in the order they occurred; boards maps a board's hash to the last turn
// after which it stood, the turns before with the same hash being chained
// through turnRec.prevBoard. So a ko retaken after virtual moves again and
// again makes new patterns, not ever longer chains to search. Playouts
// look at boards only, so turns are filed in patterns when a pattern is
// first looked for (nPat turns are filed). Boards too are filed only
// when needed (nBoard turns are filed): a playout asks a hundred times or
// so whether a board may have stood before, which a filter (seen)
// answers, and looks for a board exactly a few times, which looking at
// the turns one by one costs less than filing every turn (findBoard). So
// a playout's turn only sets two bits.
type timeline struct {
	recs    []turnRec
	removed []uint16
	// Slots hold the hash's upper 32 bits, then turn + 1 (turns are
	// int32); 0 is an empty slot. The upper bits settle most looks
	// without reading a record.
	patterns []uint64
	boards   []uint64
	nPat     int
	nBoard   int
	// seen is a filter of the boards' hashes: every turn sets two bits of
	// one word (Game.apply; see seenBits), so a clear bit says no turn had
	// the hash. A bit stays set when its turn is undone: it then only says
	// "maybe", which findBoard answers exactly. nSeen counts the turns
	// noted since the filter was last cleared; at len(seen) it is cleared
	// and filled afresh from the turns left (refilter), so that a search
	// undoing and playing turns on and on cannot fill it.
	seen  []uint64
	nSeen int
	// gone[2*q+c-1] counts the stones of color c removed from point q
	// since the start. A move by c at the empty point q brings back an
	// earlier board only if c had a stone at q then, which a turn since
	// must have removed: with the count 0, RandomMove needs no look in
	// the history, and no probe for a capture.
	gone []uint32
	// shared says a Position holds these arrays (Game.Position hands
	// them over instead of copying them); the Game copies them before it
	// changes anything (own).
	shared bool

	// Scratch for comparing boards: stamp[q] == gen marks a point changed
	// since the turn compared with, and before[q] its color then.
	stamp   []uint32
	gen     uint32
	before  []Color
	touched []int16
}

// reset empties the timeline and records the start of a game.
func (tl *timeline) reset(b *board, ex extra) {
	tl.drop()
	tl.recs = tl.recs[:0]
	tl.removed = tl.removed[:0]
	if tl.nPat > 0 { // playouts never file a pattern: nothing to clear
		clear(tl.patterns)
	}
	if tl.nBoard > 0 {
		clear(tl.boards)
	}
	tl.nPat, tl.nBoard = 0, 0
	if n := 2 * len(b.colors); len(tl.gone) != n {
		tl.gone = make([]uint32, n)
	} else {
		clear(tl.gone)
	}
	tl.recs = append(tl.recs, turnRec{hash: b.hash, extra: ex, at: -1})
	tl.refilter()
}

// copyFrom makes tl a copy of o, reusing tl's memory.
func (tl *timeline) copyFrom(o *timeline) {
	tl.drop()
	tl.recs = append(tl.recs[:0], o.recs...)
	tl.removed = append(tl.removed[:0], o.removed...)
	tl.patterns = append(tl.patterns[:0], o.patterns...)
	tl.boards = append(tl.boards[:0], o.boards...)
	tl.gone = append(tl.gone[:0], o.gone...)
	tl.seen = append(tl.seen[:0], o.seen...)
	tl.nPat, tl.nBoard, tl.nSeen = o.nPat, o.nBoard, o.nSeen
}

// truncate keeps the turns up to n and files them afresh (a Position's
// history may have been handed over with tables that its Game went on
// filling), counting the stones removed again on a board of the given
// number of points (padding included).
func (tl *timeline) truncate(n, points int) {
	last := &tl.recs[n]
	tl.removed = tl.removed[:last.removed+int32(last.nRemoved)]
	tl.recs = tl.recs[:n+1]
	tl.nPat = min(tl.nPat, n+1)
	tl.rebuild()
	tl.refilter()
	if len(tl.gone) != 2*points {
		tl.gone = make([]uint32, 2*points)
	}
	clear(tl.gone)
	for k := 1; k <= n; k++ {
		tl.countGone(&tl.recs[k], 1)
	}
}

// countGone adds d to the counts of the stones the turn r removed.
func (tl *timeline) countGone(r *turnRec, d uint32) {
	if r.nRemoved == 0 {
		return
	}
	c := int(r.removedColor()) - 1
	for _, q := range tl.removedBy(r) {
		tl.gone[2*int(q)+c] += d
	}
}

// checkGone checks the counts of removed stones against a recount from
// the turn records. Tests call it; it returns a description of the first
// difference, or "".
func (tl *timeline) checkGone() string {
	want := make([]uint32, len(tl.gone))
	for k := 1; k < len(tl.recs); k++ {
		r := &tl.recs[k]
		if r.nRemoved == 0 {
			continue
		}
		c := int(r.removedColor()) - 1
		for _, q := range tl.removedBy(r) {
			want[2*int(q)+c]++
		}
	}
	for q, n := range want {
		if tl.gone[q] != n {
			return fmt.Sprintf("removed-stone count at index %d, color %v: %d, a recount gives %d", q/2, Color(q%2+1), tl.gone[q], n)
		}
	}
	return ""
}

// mayRepeatAt reports whether a real move by c at the empty point i can
// bring back an earlier board at all (see gone); when it cannot, a move
// that captures or keeps a liberty is playable without a look in the
// history.
func (tl *timeline) mayRepeatAt(i int, c Color) bool { return tl.gone[2*i+int(c)-1] != 0 }

// own gives tl arrays of its own when a Position shares them, before tl
// changes. The test is apart from the copy so that it is inlined: every
// turn a Game plays makes it.
func (tl *timeline) own() {
	if tl.shared {
		tl.unshare()
	}
}

// unshare is own's copy.
func (tl *timeline) unshare() {
	tl.shared = false
	tl.recs = append(make([]turnRec, 0, cap(tl.recs)), tl.recs...)
	tl.removed = append(make([]uint16, 0, cap(tl.removed)), tl.removed...)
	tl.patterns = append([]uint64(nil), tl.patterns...)
	tl.boards = append([]uint64(nil), tl.boards...)
	tl.gone = append([]uint32(nil), tl.gone...)
	tl.seen = append([]uint64(nil), tl.seen...)
}

// reserve makes room for n more turns at once, records and tables, when
// their number is known (a record replayed): the history then never grows
// by copying, whose old arrays, each smaller than the next, the heap could
// not reuse (a million turns took 250 MB; see replay.go).
func (tl *timeline) reserve(n int) {
	tl.own()
	want := len(tl.recs) + n
	if want > cap(tl.recs) {
		tl.recs = append(make([]turnRec, 0, want), tl.recs...)
	}
	if 2*(want+1) > len(tl.boards) {
		tl.rebuildFor(want)
	}
}

// drop lets go of arrays a Position shares, before tl is refilled.
func (tl *timeline) drop() {
	if tl.shared {
		tl.shared = false
		tl.recs, tl.removed, tl.patterns, tl.boards, tl.gone, tl.seen = nil, nil, nil, nil, nil, nil
		tl.nBoard, tl.nSeen = 0, 0
	}
}

func slotOf(h uint64, k int) uint64 { return h>>32<<32 | uint64(uint32(k+1)) }

func slotTurn(v uint64) int { return int(uint32(v)) - 1 }

// last returns the record of the last turn (the start when none).
func (tl *timeline) last() *turnRec { return &tl.recs[len(tl.recs)-1] }

func (r *turnRec) key() uint64 { return r.hash ^ r.extra.hash() }

// refilter clears the filter and notes every turn's board afresh, in a
// filter at least twice as large as the turns (it keeps its size, so
// that a Game reset for the next playout allocates nothing).
func (tl *timeline) refilter() {
	n := max(len(tl.seen), 256)
	for n < 2*len(tl.recs) {
		n *= 2
	}
	if n != len(tl.seen) {
		tl.seen = make([]uint64, n)
	} else {
		clear(tl.seen)
	}
	tl.nSeen = len(tl.recs)
	for k := range tl.recs {
		w, m := seenBits(tl.recs[k].hash, n)
		tl.seen[w] |= m
	}
}

// seenBits returns the word of a filter of n words (a power of two) and
// the two bits in it that note the hash h: bits of h apart from those
// that pick the word, so that a turn reads and writes one word and a
// look finds both bits set by chance seldom.
func seenBits(h uint64, n int) (int, uint64) {
	return int(h >> 32 & uint64(n-1)), 1<<(h&63) | 1<<(h>>6&63)
}

// scanTurns is the most turns findBoard looks at one by one (a 19×19
// playout has about 500). A variable for the tests, which make it small.
var scanTurns = 1024

// checkSeen checks the filter against the turn records: every turn's
// board must be noted, and the count of turns noted within the filter's
// size. Tests call it; it returns a description of the first failure, or
// "".
func (tl *timeline) checkSeen() string {
	if tl.nSeen > len(tl.seen) {
		return fmt.Sprintf("filter: %d turns noted in %d words", tl.nSeen, len(tl.seen))
	}
	for k := range tl.recs {
		if !tl.mayHold(tl.recs[k].hash) {
			return fmt.Sprintf("filter: turn %d's board not noted", k)
		}
	}
	return ""
}

// fileBoards enters the records not yet there in the board table, making
// the tables larger (and filing every record afresh) when they would be
// filled past half.
func (tl *timeline) fileBoards() {
	if tl.nBoard == len(tl.recs) {
		return
	}
	tl.own()
	if 2*len(tl.recs) > len(tl.boards) {
		tl.rebuildFor(len(tl.recs))
		return
	}
	for ; tl.nBoard < len(tl.recs); tl.nBoard++ {
		tl.fileBoard(tl.nBoard)
	}
}

// filePatterns enters the records not yet there in the pattern table.
func (tl *timeline) filePatterns() {
	if tl.nPat < len(tl.recs) {
		tl.own()
		if 2*len(tl.recs) > len(tl.patterns) {
			tl.rebuildFor(len(tl.recs))
		}
	}
	for ; tl.nPat < len(tl.recs); tl.nPat++ {
		tl.filePattern(tl.nPat)
	}
}

func (tl *timeline) filePattern(k int) {
	key := tl.recs[k].key()
	mask := len(tl.patterns) - 1
	s := int(key) & mask
	for tl.patterns[s] != 0 {
		s = (s + 1) & mask
	}
	tl.patterns[s] = slotOf(key, k)
}

// fileBoard enters record k in the board table, which has room for it
// (see fileBoards), the records before it being there.
func (tl *timeline) fileBoard(k int) {
	// The slices and the hash in locals: the compiler would read them
	// again after every store.
	recs, boards := tl.recs, tl.boards
	r := &recs[k]
	h := r.hash
	mask := len(boards) - 1
	prev := int32(-1)
	tag := h >> 32
	s := int(h) & mask
	for ; boards[s] != 0; s = (s + 1) & mask {
		if v := boards[s]; v>>32 == tag && recs[slotTurn(v)].hash == h {
			prev = int32(slotTurn(v))
			break
		}
	}
	r.prevBoard = prev
	boards[s] = slotOf(h, k)
}

// pop removes the last turn's record. Its pattern's slot was the last one
// filled, so clearing it leaves every other probe sequence intact; its
// board's slot goes back to the turn before with the same board, or is
// cleared when the turn filled it. A turn not filed yet is in neither
// table; its bits in the filter stay (see seen).
func (tl *timeline) pop() turnRec {
	tl.own()
	k := len(tl.recs) - 1
	r := tl.recs[k]
	mask := len(tl.patterns) - 1
	if k < tl.nPat {
		key := r.key()
		s := int(key) & mask
		for slotTurn(tl.patterns[s]) != k {
			s = (s + 1) & mask
		}
		tl.patterns[s] = 0
		tl.nPat = k
	}
	if k < tl.nBoard {
		bmask := len(tl.boards) - 1
		s := int(r.hash) & bmask
		for slotTurn(tl.boards[s]) != k {
			s = (s + 1) & bmask
		}
		tl.boards[s] = 0
		if r.prevBoard >= 0 {
			tl.boards[s] = slotOf(r.hash, int(r.prevBoard))
		}
		tl.nBoard = k
	}
	tl.countGone(&r, ^uint32(0)) // minus one each
	tl.recs = tl.recs[:k]
	tl.removed = tl.removed[:r.removed]
	return r
}

// rebuild files every record afresh in tables at least twice as large as
// the records (fileBoards and filePatterns rebuild when they would be
// more than half full).
func (tl *timeline) rebuild() { tl.rebuildFor(len(tl.recs)) }

// rebuildFor is rebuild with tables for n records.
func (tl *timeline) rebuildFor(n int) {
	size := 256
	for size < 2*(n+1) {
		size *= 2
	}
	tl.patterns = make([]uint64, size)
	tl.boards = make([]uint64, size)
	for k := range tl.recs {
		tl.fileBoard(k)
	}
	tl.nBoard = len(tl.recs)
	for k := 0; k < tl.nPat; k++ {
		tl.filePattern(k)
	}
}

// mayHold reports whether some earlier board may have the hash h, both
// its bits being set in the filter: false means surely not; true asks for
// the exact check (findBoard). The filter alone answers: of the looks it
// lets through (about 9 a 19×19 playout, nearly all boards that did
// stand before), two in three are moves the suicide rules refuse before
// findBoard.
func (tl *timeline) mayHold(h uint64) bool {
	w, m := seenBits(h, len(tl.seen))
	return tl.seen[w]&m == m
}

// find returns the first turn after which the pattern stood that the
// probed move by c at i on b, the board at the timeline's last turn,
// would make with the extra ex. The stones are compared point by point:
// a hash collision never counts as a repetition.
func (tl *timeline) find(b *board, i int, c Color, pr *probe, ex extra) (turn int, ok bool) {
	tl.filePatterns()
	key := pr.hash ^ ex.hash()
	mask := len(tl.patterns) - 1
	tag := key >> 32
	for s := int(key) & mask; tl.patterns[s] != 0; s = (s + 1) & mask {
		if tl.patterns[s]>>32 != tag {
			continue
		}
		k := slotTurn(tl.patterns[s])
		if r := &tl.recs[k]; r.hash == pr.hash && r.extra == ex && tl.sameAfter(b, k, i, c, pr) {
			return k, true
		}
	}
	return 0, false
}

// findBoard reports whether the stones the probed move by c at i on b
// would make stood after some earlier turn, whatever the extra.
//
// The turns after the last one filed are looked at one by one, last
// first: a playout reaches here a few times, each time with a few
// hundred turns to look at, which costs less than filing every turn in
// the table. When more than scanTurns are not filed, they are filed first,
// so that a long game never looks at more turns than that one by one.
func (tl *timeline) findBoard(b *board, i int, c Color, pr *probe) bool {
	if len(tl.recs)-tl.nBoard > scanTurns {
		tl.fileBoards()
	}
	for k := len(tl.recs) - 1; k >= tl.nBoard; k-- {
		if tl.recs[k].hash == pr.hash && tl.sameAfter(b, k, i, c, pr) {
			return true
		}
	}
	if tl.nBoard == 0 {
		return false
	}
	mask := len(tl.boards) - 1
	tag := pr.hash >> 32
	for s := int(pr.hash) & mask; tl.boards[s] != 0; s = (s + 1) & mask {
		v := tl.boards[s]
		if v>>32 != tag || tl.recs[slotTurn(v)].hash != pr.hash {
			continue
		}
		for k := slotTurn(v); k >= 0; k = int(tl.recs[k].prevBoard) {
			if tl.sameAfter(b, k, i, c, pr) {
				return true
			}
		}
		return false
	}
	return false
}

// sameAfter reports whether the stones after turn t equal the stones b,
// the board after the last turn, would have after the probed move by c
// at i. It walks back over the turns since t, so it costs what changed
// since then, not a board.
func (tl *timeline) sameAfter(b *board, t int, i int, c Color, pr *probe) bool {
	if len(tl.stamp) != len(b.colors) {
		tl.stamp = make([]uint32, len(b.colors))
		tl.before = make([]Color, len(b.colors))
		tl.gen = 0
	}
	tl.gen++
	if tl.gen == 0 {
		clear(tl.stamp)
		tl.gen = 1
	}
	gen := tl.gen
	tl.touched = tl.touched[:0]
	// walkBack written out, marking the points: through its function
	// value every point changed took a call.
	for k := len(tl.recs) - 1; k > t; k-- {
		r := &tl.recs[k]
		if r.at < 0 {
			continue
		}
		rc := r.removedColor()
		for _, q := range tl.removedBy(r) {
			tl.mark(int(q), rc)
		}
		tl.mark(int(r.at), Empty)
	}
	// Every point the move changes must have changed since t ...
	if !pr.suicide && tl.stamp[i] != gen {
		return false
	}
	for k := 0; k < pr.nCaptured; k++ {
		if !tl.allStamped(b, int(pr.captured[k]), gen) {
			return false
		}
	}
	if pr.suicide {
		for k := 0; k < pr.nOwn; k++ {
			if !tl.allStamped(b, int(pr.own[k]), gen) {
				return false
			}
		}
	}
	// ... and every point changed since t must be back to its color then.
	for _, q := range tl.touched {
		if b.after(int(q), i, c, pr) != tl.before[q] {
			return false
		}
	}
	return true
}

func (tl *timeline) mark(q int, col Color) {
	if tl.stamp[q] != tl.gen {
		tl.stamp[q] = tl.gen
		tl.touched = append(tl.touched, int16(q))
	}
	tl.before[q] = col
}

func (tl *timeline) allStamped(b *board, h int, gen uint32) bool {
	for q := h; ; {
		if tl.stamp[q] != gen {
			return false
		}
		q = int(b.nexts[q])
		if q == h {
			return true
		}
	}
}

// after returns the color of point q after the probed move by c at i.
func (b *board) after(q, i int, c Color, pr *probe) Color {
	col := b.colors[q]
	switch {
	case q == i:
		if pr.suicide {
			return Empty
		}
		return c
	case col == Empty || col == wall:
		return col
	case col != c && pr.nCaptured > 0 && pr.hasCaptured(b.head(q)):
		return Empty
	case col == c && pr.suicide && pr.hasOwn(b.head(q)):
		return Empty
	}
	return col
}

// pastGame is a Game's history handed over to a Position (Game.Position):
// turns 0..n of tl, which nothing changes any more, and the stones after
// turn n. The Positions played on from it keep their own patterns in
// their tree.
type pastGame struct {
	tl  *timeline
	n   int
	end []Color
}

// positionOf returns g's game as a Position, without replaying it. The
// Position shares g's history until g changes (see timeline.own).
func positionOf(g *Game) Position {
	g.tl.filePatterns()
	tl := &timeline{
		recs:     g.tl.recs[:len(g.tl.recs):len(g.tl.recs)],
		removed:  g.tl.removed[:len(g.tl.removed):len(g.tl.removed)],
		patterns: g.tl.patterns,
		boards:   g.tl.boards,
		gone:     g.tl.gone,
		nPat:     g.tl.nPat,
	}
	g.tl.shared = true
	b := g.b.clone()
	st := &state{cfg: g.cfg, b: b, f: g.f, past: &pastGame{tl: tl, n: len(tl.recs) - 1, end: b.colors}}
	st.setCaptures(tl.last())
	st.setPattern()
	return Position{st}
}

// setCaptures sets what the last move removed from its record.
func (st *state) setCaptures(r *turnRec) {
	st.taken, st.lost = 0, 0
	if r.at >= 0 {
		if r.suicide {
			st.lost = int(r.nRemoved)
		} else {
			st.taken = int(r.nRemoved)
		}
	}
}

// undo returns the state before the last turn of st, whose history before
// it is p (st has no parent state).
func (p *pastGame) undo(st *state) *state {
	r := &p.tl.recs[p.n]
	prev := &p.tl.recs[p.n-1]
	b := st.b.clone()
	if r.at >= 0 {
		b.unput(int(r.at), r.color, p.tl.removedBy(r), r.removedColor(), int(r.emptyK))
	}
	n := &state{cfg: st.cfg, b: b, f: st.f, past: &pastGame{tl: p.tl, n: p.n - 1, end: b.colors}}
	n.f.unrecord(*r, prev.move, prev.color)
	n.setCaptures(prev)
	n.setPattern()
	return n
}

// repeats returns the first turn up to n whose pattern the probed move by
// c at i on b would bring back: the stones after the move, and ex.
func (p *pastGame) repeats(b *board, i int, c Color, pr *probe, ex extra) (int, bool) {
	tl := p.tl
	key := pr.hash ^ ex.hash()
	mask := len(tl.patterns) - 1
	for s := int(key) & mask; tl.patterns[s] != 0; s = (s + 1) & mask {
		k := slotTurn(tl.patterns[s])
		if r := &tl.recs[k]; k > p.n || r.hash != pr.hash || r.extra != ex {
			continue
		}
		var buf [maxStride * maxStride]Color
		cols := buf[:len(p.end)]
		tl.colorsAt(k, p.n, p.end, cols)
		if b.sameAfter(cols, i, c, pr) {
			return k, true
		}
	}
	return 0, false
}

// colorsAt writes to dst the stones after turn t, given end, the stones
// after turn n > t.
func (tl *timeline) colorsAt(t, n int, end, dst []Color) {
	copy(dst, end)
	tl.walkBack(n, t, func(q int, col Color) { dst[q] = col })
}

// walkBack goes back from turn n to turn t < n and calls set for every
// point a real move changed on the way, with its color before the move:
// the last color set for a point is its color after turn t.
func (tl *timeline) walkBack(n, t int, set func(q int, col Color)) {
	for k := n; k > t; k-- {
		r := &tl.recs[k]
		if r.at < 0 {
			continue
		}
		rc := r.removedColor()
		for _, q := range tl.removedBy(r) {
			set(int(q), rc)
		}
		set(int(r.at), Empty) // also for a suicide, which removed it
	}
}

// removedColor is the color of the stones the real move r removed.
func (r *turnRec) removedColor() Color {
	if r.suicide {
		return r.color
	}
	return r.color.Opponent()
}

// removedBy returns the stones the turn r removed.
func (tl *timeline) removedBy(r *turnRec) []uint16 {
	return tl.removed[r.removed : r.removed+int32(r.nRemoved)]
}

package livingstones

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/jihuozi/livingstones/internal/sgf"
)

func shorten(v string) string {
	const limit = 40
	if len(v) > limit {
		i := limit
		for i > 0 && !utf8.RuneStart(v[i]) {
			i--
		}
		v = v[:i] + "…"
	}
	q := strconv.Quote(v)
	if q[1:len(q)-1] == v {
		return v
	}
	return q
}

// RecordMove is one move of a record: the side that made it, the move
// (a real move, Pass or VirtualMove) and the node's comment (C).
type RecordMove struct {
	Color   Color
	Move    Move
	Comment string
}

// Record is a game record: what a game needs to be replayed and counted,
// read from or written to SGF. Only the main line of an SGF game tree is
// kept (the first variation at each branch).
//
// Reading (ReadRecord, ReadRecords) follows these rules, in order:
//  1. SZ gives the size, 19 when absent; "N" and "N:N" are accepted. A size
//     outside MinSize..MaxSize or a non-square board is ErrSGFBoardSize.
//     GM, when present, must be 1 (Go).
//  2. Game information comes from the root: KM, RU, RE, GN, PB, PW, DT and
//     C fill the fields of the same meaning (the first value of the first
//     property wins); FF and every CA[UTF-8] are dropped (the writer
//     writes them); every other root property goes to Info in file order.
//     Properties the record does not use in later nodes are dropped.
//     KM is read once, into Komi and HasKomi: a number beyond ±MaxKomi,
//     or not a number, is ErrSGFValue; an empty KM[] is no komi. A komi
//     that is not a whole number of half stones (KM[3.75], a quarter-stone
//     komi of other programs) cannot be counted under these rules: it is
//     no komi, and its KM goes to Info as written.
//  3. Setup (AB, AW, AE; points or compressed rectangles "aa:cc") is read
//     from the root and from any node before the first move, applied in
//     order, so that Black and White hold the stones on the board before
//     the first move, in board order. A point set to two colors in one node
//     is ErrSGFValue. Setup in a node after the first move's node is
//     ErrSGFValue: under these rules the moves are counted, and stones that
//     appear mid-game would make the count meaningless. PL in those nodes
//     gives FirstToMove (the last one wins).
//  4. Each node with B or W is one move. B[] is a pass, and so is B[tt] on
//     boards up to 19×19 (FF[3]); with VM[] it is a virtual move. Two moves
//     in one node, or VM on a real move, is ErrSGFValue; a point off the
//     board is ErrSGFOffBoard. Resignation is not a move: it is RE[B+R]
//     or RE[W+R].
//  5. C on the root is Comment, even when the root holds a move. C on
//     any other move's node is the move's comment. C on a node without a move
//     is joined (after a blank line) to the comment of the last move before
//     it, or to the root comment when no move came yet. Line breaks in
//     comments are normalized to "\n".
//  6. DS, TB and TW on the last node of the main line fill Dead,
//     BlackTerritory and WhiteTerritory, in board order.
//
// Writing (WriteSGF) produces one game tree: a root with FF[4],
// GM[1], CA[UTF-8] (unless Info holds a CA), SZ, the game information,
// Info, PL, AB, AW and C, then one node per move, with DS, TB and TW on the
// last node (on the root when there is no move). KM is written from Komi
// when HasKomi is set, in stones ("7.5", "-2"). Reading what it wrote
// gives an equal Record.
type Record struct {
	// Size is the board size N (SZ).
	Size int
	// Komi is the komi the record gives (KM), in half stones: KM[7.5] is
	// 15 half stones, Whole(7) + HalfStone. It is 0 when HasKomi is not
	// set. It is the record's own figure, as other programs write it; the
	// whole-stone komi of counting is Rules.Komi.
	Komi Stones
	// HasKomi reports whether the record gives a komi: KM[0] is a komi of
	// 0, no KM is none. WriteSGF refuses a Komi without HasKomi.
	HasKomi bool
	// Rules is RU, Result is RE ("B+1", "W+R"), GameName is GN,
	// BlackPlayer is PB, WhitePlayer is PW and Date is DT, as written.
	Rules, Result, GameName, BlackPlayer, WhitePlayer, Date string
	// Info holds the other root properties (AP, EV, PC, HA, BR, WR, …)
	// in their order, as read, and a KM that is no komi of these rules
	// (KM[3.75]); WriteSGF writes them back after the game information.
	Info []SGFProperty
	// Comment is the root comment (C).
	Comment string
	// Black and White are the setup stones (AB and AW, after AE): the
	// stones on the board before the first move, such as the seated
	// stones (座子). They are in board order: by Y, then X.
	Black, White []Point
	// FirstToMove is the side to move first (PL), or Empty when the record does
	// not say (the rules then have White move first).
	FirstToMove Color
	// Moves is the main line, in order.
	Moves []RecordMove
	// Dead is the DS list of the last node: the dead stones at the end of
	// play, in board order.
	Dead []Point
	// BlackTerritory and WhiteTerritory are the TB and TW marks of the
	// last node, in board order. Editors such as CGoban mark a dead stone
	// by a territory mark of the other color on it; DeadStones reads them
	// that way.
	BlackTerritory, WhiteTerritory []Point
}

// ReadRecord reads an SGF collection of one game tree as a Record, within
// the default SGFLimits (SGFLimits.ReadRecord changes them). Syntax errors
// are *SyntaxError; errors of meaning are *RecordError; input beyond a
// limit is a *LimitError. A collection of several games is a *RecordError
// wrapping ErrSGFCollection, rather than a silent choice of one:
// ReadRecords reads them all.
func ReadRecord(r io.Reader) (*Record, error) {
	return SGFLimits{}.ReadRecord(r)
}

// ReadRecords reads every game tree of an SGF collection as a Record, in
// file order, within the default SGFLimits. An error in one game is the
// error of the whole, naming the game ("game 2 of 3") when there are
// several.
func ReadRecords(r io.Reader) ([]*Record, error) {
	return SGFLimits{}.ReadRecords(r)
}

// ParseRecord reads a Record from SGF text, as ReadRecord does.
func ParseRecord(data []byte) (*Record, error) {
	return ReadRecord(bytes.NewReader(data))
}

// properties of the root that fill fields of Record
var recordInfoFields = map[string]func(*Record) *string{
	"RU": func(r *Record) *string { return &r.Rules },
	"RE": func(r *Record) *string { return &r.Result },
	"GN": func(r *Record) *string { return &r.GameName },
	"PB": func(r *Record) *string { return &r.BlackPlayer },
	"PW": func(r *Record) *string { return &r.WhitePlayer },
	"DT": func(r *Record) *string { return &r.Date },
}

// properties Record reads or writes itself; Info must not hold them
func recordOwns(ident string) bool {
	switch ident {
	case "FF", "GM", "SZ", "KM", "C", "PL", "AB", "AW", "AE", "B", "W",
		SGFVirtualMove, SGFDeadStones, "TB", "TW":
		return true
	}
	_, ok := recordInfoFields[ident]
	return ok
}

// recordBuilder reads a main line into a Record one node at a time, so
// that a record is read as its text is scanned, without keeping its nodes
// (ReadRecord): add each node from the root, then finish.
type recordBuilder struct {
	rec         *Record
	moves       int      // room to make for the moves, if known
	i           int      // the index of the next node
	board       []Color  // the setup so far
	budget      int      // points the lists may still name (listBudget)
	last        sgf.Node // the DS, TB and TW of the last node added, copied
	lastHasMove bool
	// Comments of nodes without a move are gathered in parts, then joined
	// once their target (the root, -1, or a move) can get no more, so
	// that many such nodes take linear time.
	target int
	parts  []string
}

// add reads the next node of the main line.
func (b *recordBuilder) add(n *sgf.Node) error {
	if b.i == 0 {
		if err := b.root(n); err != nil {
			return err
		}
	}
	i, rec := b.i, b.rec
	b.i++
	b.last.Props = b.last.Props[:0]
	for _, p := range n.Props {
		if p.Ident == SGFDeadStones || p.Ident == "TB" || p.Ident == "TW" {
			b.last.Props = append(b.last.Props, sgf.Property{Ident: p.Ident, Values: append([]string(nil), p.Values...)})
		}
	}
	moveNo := len(rec.Moves) + 1
	if err := rec.readSetup(n, i, b.board, &b.budget); err != nil {
		return err
	}
	m, hasMove, err := rec.readMove(n, i, moveNo)
	if err != nil {
		return err
	}
	b.lastHasMove = hasMove
	if len(rec.Moves) == 0 {
		if v, ok := n.Value("PL"); ok {
			c, err := ParseColor(strings.TrimSpace(v))
			if err != nil {
				return &RecordError{Node: i, Prop: "PL", Value: v, Err: ErrSGFValue, Detail: "want B or W"}
			}
			rec.FirstToMove = c
		}
	}
	c, hasC := n.Value("C")
	c = normalizeBreaks(c)
	switch {
	case hasMove:
		b.flush()
		if i > 0 {
			m.Comment = c
		}
		rec.Moves = append(rec.Moves, m)
		b.target = len(rec.Moves) - 1
	case hasC && i > 0:
		b.parts = append(b.parts, c)
	}
	return nil
}

// root reads the game information of the root node.
func (b *recordBuilder) root(root *sgf.Node) error {
	rec := &Record{Size: 19}
	if v, ok := root.Value("SZ"); ok {
		size, err := parseSGFSize(v)
		if err != nil {
			return &RecordError{Prop: "SZ", Value: v, Err: ErrSGFBoardSize, Detail: err.Error()}
		}
		rec.Size = size
	}
	if v, ok := root.Value("GM"); ok && strings.TrimSpace(v) != "1" {
		return &RecordError{Prop: "GM", Value: v, Err: ErrSGFValue, Detail: "not a game of Go (want GM[1])"}
	}
	seen := map[string]bool{}
	for _, p := range root.Props {
		first := !seen[p.Ident]
		seen[p.Ident] = true
		switch {
		case p.Ident == "FF" || p.Ident == "GM" || p.Ident == "SZ":
		case p.Ident == "CA" && isUTF8Name(p.Values[0]):
		case p.Ident == "KM":
			if !first {
				continue
			}
			v := p.Values[0]
			k, halves, err := parseKomi(v)
			switch {
			case err != nil:
				return &RecordError{Prop: "KM", Value: v, Err: ErrSGFValue, Detail: err.Error()}
			case halves:
				rec.Komi, rec.HasKomi = k, true
			case strings.TrimSpace(v) != "":
				rec.Info = append(rec.Info, SGFProperty{Ident: p.Ident, Values: append([]string(nil), p.Values...)})
			}
		case recordInfoFields[p.Ident] != nil:
			if first {
				*recordInfoFields[p.Ident](rec) = p.Values[0]
			}
		case recordOwns(p.Ident):
		default:
			rec.Info = append(rec.Info, SGFProperty{Ident: p.Ident, Values: append([]string(nil), p.Values...)})
		}
	}
	if v, ok := root.Value("C"); ok {
		rec.Comment = normalizeBreaks(v)
	}
	if b.moves > 0 {
		rec.Moves = make([]RecordMove, 0, b.moves)
	}
	b.rec = rec
	b.board = make([]Color, rec.Size*rec.Size)
	b.budget = listBudget(rec.Size)
	b.target = -1
	return nil
}

// flush joins the gathered comments to their target.
func (b *recordBuilder) flush() {
	if len(b.parts) == 0 {
		return
	}
	dst := &b.rec.Comment
	if b.target >= 0 {
		dst = &b.rec.Moves[b.target].Comment
	}
	*dst = joinComments(append([]string{*dst}, b.parts...))
	b.parts = b.parts[:0]
}

// finish reads the setup and the last node's lists and returns the
// record.
func (b *recordBuilder) finish() (*Record, error) {
	rec := b.rec
	if rec == nil {
		return nil, &RecordError{Node: -1, Err: ErrSGFValue, Detail: "game tree has no node"}
	}
	if len(rec.Moves) == 0 {
		rec.Moves = nil // as a record without moves always reads
	} else if cap(rec.Moves) > 2*len(rec.Moves) {
		rec.Moves = slices.Clip(append([]RecordMove(nil), rec.Moves...)) // the room was for variations
	}
	b.flush()
	for i, c := range b.board {
		p := Point{i % rec.Size, i / rec.Size}
		switch c {
		case Black:
			rec.Black = append(rec.Black, p)
		case White:
			rec.White = append(rec.White, p)
		}
	}
	last := b.i - 1
	lastMove := 0
	if b.lastHasMove {
		lastMove = len(rec.Moves)
	}
	for _, f := range []struct {
		ident string
		dst   *[]Point
	}{{SGFDeadStones, &rec.Dead}, {"TB", &rec.BlackTerritory}, {"TW", &rec.WhiteTerritory}} {
		if !b.last.Has(f.ident) {
			continue
		}
		on := make([]bool, rec.Size*rec.Size)
		err := readPointList(b.last.Values(f.ident), f.ident, rec.Size, last, lastMove, &b.budget, func(p Point) {
			on[p.Y*rec.Size+p.X] = true
		})
		if err != nil {
			return nil, err
		}
		for i, ok := range on {
			if ok {
				*f.dst = append(*f.dst, Point{i % rec.Size, i / rec.Size})
			}
		}
	}
	return rec, nil
}

// recordReader reads the games of a collection as Records while sgf.Scan
// scans it (an sgf.Handler): only the main line's nodes are read, and none
// is kept, so that memory goes to the records and not to the trees.
type recordReader struct {
	moves int // room for the first game's moves
	games []*recordBuilder
	errs  []error // the first error of each game
	main  []bool  // per open game tree: on its game's main line
}

func (r *recordReader) Open(depth int, main bool) {
	if depth == 0 {
		b := &recordBuilder{}
		if len(r.games) == 0 {
			b.moves = r.moves
		}
		r.games = append(r.games, b)
		r.errs = append(r.errs, nil)
	}
	r.main = append(r.main, main)
}

func (r *recordReader) Node(n sgf.Node) {
	k := len(r.games) - 1
	if r.main[len(r.main)-1] && r.errs[k] == nil {
		r.errs[k] = r.games[k].add(&n)
	}
}

func (r *recordReader) Close() { r.main = r.main[:len(r.main)-1] }

// records returns the games read, or the first error in file order.
func (r *recordReader) records() ([]*Record, error) {
	recs := make([]*Record, len(r.games))
	for i, b := range r.games {
		rec, err := b.finish()
		if r.errs[i] != nil {
			err = r.errs[i]
		}
		if err != nil {
			if len(r.games) > 1 {
				return nil, fmt.Errorf("sgf: game %d of %d: %w", i+1, len(r.games), err)
			}
			return nil, err
		}
		recs[i] = rec
	}
	return recs, nil
}

// listBudget is the most points, repeats counted, that the point lists of
// a record (AB, AW, AE, DS, TB, TW) may name on a size×size board: 16
// times the board, far more than a real record lists, and little enough
// that a file of a million AB[aa:ss] stops early instead of expanding
// every rectangle.
func listBudget(size int) int { return 16 * size * size }

// readSetup applies the AB, AW and AE of node i to board.
func (rec *Record) readSetup(n *sgf.Node, i int, board []Color, budget *int) error {
	// set holds the color each point is given in this node, plus one
	// (0 for none), to catch a point given two colors.
	var set []Color
	for _, p := range n.Props {
		var c Color
		switch p.Ident {
		case "AB":
			c = Black
		case "AW":
			c = White
		case "AE":
			c = Empty
		default:
			continue
		}
		if len(rec.Moves) > 0 {
			return &RecordError{Node: i, Prop: p.Ident, Value: p.Values[0], Err: ErrSGFValue,
				Detail: fmt.Sprintf("setup after move %d: stones added mid-game are not supported (moves are counted under these rules)", len(rec.Moves))}
		}
		if set == nil {
			set = make([]Color, len(board))
		}
		var conflict *Point
		err := readPointList(p.Values, p.Ident, rec.Size, i, 0, budget, func(pt Point) {
			k := pt.Y*rec.Size + pt.X
			if set[k] != 0 && set[k] != c+1 && conflict == nil {
				conflict = &pt
			}
			set[k] = c + 1
			board[k] = c
		})
		if err != nil {
			return err
		}
		if conflict != nil {
			return &RecordError{Node: i, Prop: p.Ident, Value: SGF.Encode(*conflict, rec.Size), Err: ErrSGFValue,
				Detail: "point set to two colors in one node"}
		}
	}
	return nil
}

// readMove reads the move of node i, if it has one.
func (rec *Record) readMove(n *sgf.Node, i, moveNo int) (RecordMove, bool, error) {
	var m RecordMove
	var prop sgf.Property
	count := 0
	for _, p := range n.Props {
		if p.Ident == "B" || p.Ident == "W" {
			count += len(p.Values)
			prop = p
		}
	}
	_, virtual := n.Value(SGFVirtualMove)
	if count == 0 {
		if virtual {
			return m, false, &RecordError{Node: i, Prop: SGFVirtualMove, Err: ErrSGFValue, Detail: "VM without a pass B[] or W[] in the node"}
		}
		return m, false, nil
	}
	v := prop.Values[0]
	if count > 1 {
		return m, false, &RecordError{Node: i, Move: moveNo, Prop: prop.Ident, Value: v, Err: ErrSGFValue, Detail: "two moves in one node"}
	}
	m.Color = Black
	if prop.Ident == "W" {
		m.Color = White
	}
	s := strings.TrimSpace(v)
	switch {
	case s == "" || s == "tt" && rec.Size <= 19:
		m.Move = Pass
		if virtual {
			m.Move = VirtualMove
		}
	case virtual:
		return m, false, &RecordError{Node: i, Move: moveNo, Prop: prop.Ident, Value: v, Err: ErrSGFValue,
			Detail: "VM on a real move (a virtual move is written B[]VM[] or W[]VM[])"}
	default:
		p, err := decodeSGFPoint(s, rec.Size)
		if err != nil {
			err.Node, err.Move, err.Prop, err.Value = i, moveNo, prop.Ident, v
			return m, false, err
		}
		m.Move = RealMove(p)
	}
	return m, true, nil
}

// readPointList reads values as a list of points, expanding compressed
// rectangles, and calls add for each point (a point may come more than
// once). An empty value adds no point. Memory stays bounded by the board,
// whatever the number of values, and time by budget: the points still
// allowed, counted down, an error once it would go below zero.
func readPointList(values []string, ident string, size, node, move int, budget *int, add func(Point)) error {
	for _, v := range values {
		s := strings.TrimSpace(v)
		if s == "" {
			continue
		}
		a, b, compressed := strings.Cut(s, ":")
		p, err := decodeSGFPoint(strings.TrimSpace(a), size)
		q := p
		if err == nil && compressed {
			q, err = decodeSGFPoint(strings.TrimSpace(b), size)
		}
		if err != nil {
			err.Node, err.Move, err.Prop, err.Value = node, move, ident, v
			return err
		}
		if *budget -= (abs(p.X-q.X) + 1) * (abs(p.Y-q.Y) + 1); *budget < 0 {
			return &RecordError{Node: node, Move: move, Prop: ident, Value: v, Err: ErrSGFValue,
				Detail: fmt.Sprintf("the record's point lists name more than %d points (16 times the board)", listBudget(size))}
		}
		for y := min(p.Y, q.Y); y <= max(p.Y, q.Y); y++ {
			for x := min(p.X, q.X); x <= max(p.X, q.X); x++ {
				add(Point{x, y})
			}
		}
	}
	return nil
}

// decodeSGFPoint reads two SGF letters (a..z for 0..25, A..Z for 26..51,
// row from the top) as a point of the board.
func decodeSGFPoint(s string, size int) (Point, *RecordError) {
	if len(s) != 2 || !sgf.IsLetter(s[0]) || !sgf.IsLetter(s[1]) {
		return Point{}, &RecordError{Err: ErrSGFValue, Detail: "not a point (want two letters, column then row from the top)"}
	}
	coord := func(c byte) int {
		if c >= 'a' {
			return int(c - 'a')
		}
		return int(c-'A') + 26
	}
	if x, y := coord(s[0]), coord(s[1]); x >= size || y >= size {
		return Point{}, &RecordError{Err: ErrSGFOffBoard, Detail: fmt.Sprintf("point off the %d×%d board", size, size)}
	}
	p, err := SGF.Decode(s, size)
	if err != nil {
		return Point{}, &RecordError{Err: ErrSGFValue, Detail: err.Error()}
	}
	return p, nil
}

func parseSGFSize(v string) (int, error) {
	a, b, composed := strings.Cut(strings.TrimSpace(v), ":")
	n, err := strconv.Atoi(strings.TrimSpace(a))
	if err != nil {
		return 0, fmt.Errorf("not a number (want N or N:N)")
	}
	if composed {
		m, err := strconv.Atoi(strings.TrimSpace(b))
		if err != nil {
			return 0, fmt.Errorf("not a number (want N or N:N)")
		}
		if m != n {
			return 0, fmt.Errorf("board %d×%d is not square", n, m)
		}
	}
	if n < MinSize || n > MaxSize {
		return 0, fmt.Errorf("size %d is outside %d..%d", n, MinSize, MaxSize)
	}
	return n, nil
}

// parseKomi reads the text of KM: an empty value is no komi (0, false,
// nil); a number beyond ±MaxKomi or not a finite number is an error; a
// number that is a whole number of half stones is that komi and true; any
// other number (3.75) is 0 and false. The half stones are exact, read from
// the text, never from a float.
func parseKomi(v string) (Stones, bool, error) {
	s := strings.TrimSpace(v)
	if s == "" {
		return 0, false, nil
	}
	k, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(k) || math.IsInf(k, 0) {
		return 0, false, errors.New("komi is not a finite number")
	}
	if math.Abs(k) > MaxKomi {
		return 0, false, fmt.Errorf("komi %s is beyond ±%d (MaxKomi)", s, MaxKomi)
	}
	if h := 2 * k; h == math.Trunc(h) && strconv.FormatFloat(k, 'f', -1, 64) == s {
		return Stones(h), true, nil // the common text, such as "7.5" or "-2"
	}
	q, ok := new(big.Rat).SetString(s)
	if !ok {
		return 0, false, nil
	}
	if q.Mul(q, big.NewRat(2, 1)); !q.IsInt() {
		return 0, false, nil
	}
	return Stones(q.Num().Int64()), true, nil // within ±2·MaxKomi, checked above
}

// DeadStones returns the stones the record marks dead, in board order: the
// points of Dead that hold a stone, and the stones under a territory mark
// of the other color (TB on a white stone, TW on a black stone). at gives
// the color on a point of the position where play stopped, such as
// (*Final).At. A nil record or a nil at has no dead stones.
func (r *Record) DeadStones(at func(Point) Color) []Point {
	if r == nil || at == nil {
		return nil
	}
	dead := map[Point]bool{}
	for _, p := range r.Dead {
		if at(p) != Empty {
			dead[p] = true
		}
	}
	for _, p := range r.BlackTerritory {
		if at(p) == White {
			dead[p] = true
		}
	}
	for _, p := range r.WhiteTerritory {
		if at(p) == Black {
			dead[p] = true
		}
	}
	pts := make([]Point, 0, len(dead))
	for p := range dead {
		pts = append(pts, p)
	}
	sortPoints(pts)
	if len(pts) == 0 {
		return nil
	}
	return pts
}

func isUTF8Name(v string) bool {
	s := strings.ToUpper(strings.TrimSpace(v))
	return s == "UTF-8" || s == "UTF8"
}

func normalizeBreaks(s string) string {
	if !strings.ContainsRune(s, '\r') {
		return s
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\n\r", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}

// joinComments joins the non-empty comments with blank lines between.
func joinComments(cs []string) string {
	var n, k int
	for _, c := range cs {
		if c != "" {
			n, k = n+len(c), k+1
		}
	}
	var b strings.Builder
	b.Grow(n + 2*max(k-1, 0))
	for _, c := range cs {
		if c == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(c)
	}
	return b.String()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

package livingstones

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/jihuozi/livingstones/internal/sgf"
)

// WriteSGF writes r as an SGF collection of one game tree, by the rules of
// Record. A record that cannot be written (size out of range, a move that
// is not a real move on the board, Pass or VirtualMove, a color that is
// not Black or White, a point set up for both colors, Info holding a
// property the record writes itself, a nil record) is a *RecordError and
// nothing is written; so is nothing written to a nil writer.
func (r *Record) WriteSGF(w io.Writer) error {
	if w == nil {
		return errors.New("sgf: nil writer")
	}
	t, err := r.tree()
	if err != nil {
		return err
	}
	return sgf.Write(w, []*sgf.GameTree{t})
}

// tree returns r as the SGF game tree WriteSGF writes. A nil record is an
// error.
func (r *Record) tree() (*sgf.GameTree, error) {
	if r == nil {
		return nil, &RecordError{Node: -1, Err: ErrSGFValue, Detail: "nil record"}
	}
	if r.Size < MinSize || r.Size > MaxSize {
		return nil, &RecordError{Prop: "SZ", Value: strconv.Itoa(r.Size), Err: ErrSGFBoardSize,
			Detail: fmt.Sprintf("size %d is outside %d..%d", r.Size, MinSize, MaxSize)}
	}
	root, err := r.rootNode()
	if err != nil {
		return nil, err
	}
	t := &sgf.GameTree{Nodes: []sgf.Node{root}}
	for i, m := range r.Moves {
		n, err := r.moveNode(i, m)
		if err != nil {
			return nil, err
		}
		t.Nodes = append(t.Nodes, n)
	}
	last := &t.Nodes[len(t.Nodes)-1]
	for _, f := range []struct {
		ident string
		pts   []Point
	}{{SGFDeadStones, r.Dead}, {"TB", r.BlackTerritory}, {"TW", r.WhiteTerritory}} {
		vs, err := encodePointList(f.pts, r.Size, f.ident, len(t.Nodes)-1, len(r.Moves))
		if err != nil {
			return nil, err
		}
		if len(vs) > 0 {
			addProp(last, f.ident, vs...)
		}
	}
	return t, nil
}

// addProp appends the property ident[values] to n.
func addProp(n *sgf.Node, ident string, values ...string) {
	n.Props = append(n.Props, sgf.Property{Ident: ident, Values: values})
}

// rootNode is the root node WriteSGF writes: the file format, the game
// information, the player to move first, the setup stones and the
// comment.
func (r *Record) rootNode() (sgf.Node, error) {
	hasCA := false
	for _, p := range r.Info {
		if !sgf.IsIdent(p.Ident) || len(p.Values) == 0 {
			return sgf.Node{}, &RecordError{Prop: p.Ident, Err: ErrSGFValue, Detail: "Info property needs an upper-case identifier and a value"}
		}
		if p.Ident == "KM" && !r.HasKomi {
			// A komi these rules cannot count, kept as read (see Record).
			if _, halves, err := parseKomi(p.Values[0]); err == nil && !halves && strings.TrimSpace(p.Values[0]) != "" {
				continue
			}
			return sgf.Node{}, &RecordError{Prop: p.Ident, Value: p.Values[0], Err: ErrSGFValue,
				Detail: "Info holds a komi of whole or half stones: it goes in Komi, with HasKomi"}
		}
		if recordOwns(p.Ident) {
			return sgf.Node{}, &RecordError{Prop: p.Ident, Value: p.Values[0], Err: ErrSGFValue, Detail: "Info holds a property Record writes from its own fields"}
		}
		hasCA = hasCA || p.Ident == "CA"
	}
	root := sgf.Node{}
	addProp(&root, "FF", "4")
	addProp(&root, "GM", "1")
	if !hasCA {
		addProp(&root, "CA", "UTF-8")
	}
	addProp(&root, "SZ", strconv.Itoa(r.Size))
	if r.Rules != "" {
		addProp(&root, "RU", r.Rules)
	}
	if err := r.addKomi(&root); err != nil {
		return sgf.Node{}, err
	}
	for _, f := range []struct{ ident, v string }{
		{"GN", r.GameName}, {"PB", r.BlackPlayer}, {"PW", r.WhitePlayer}, {"DT", r.Date}, {"RE", r.Result},
	} {
		if f.v != "" {
			addProp(&root, f.ident, f.v)
		}
	}
	for _, p := range r.Info {
		addProp(&root, p.Ident, append([]string(nil), p.Values...)...)
	}
	switch r.FirstToMove {
	case Empty:
	case Black, White:
		addProp(&root, "PL", r.FirstToMove.String())
	default:
		return sgf.Node{}, &RecordError{Prop: "PL", Err: ErrSGFValue, Detail: fmt.Sprintf("FirstToMove is %v (want Empty, Black or White)", r.FirstToMove)}
	}
	if err := r.addSetup(&root); err != nil {
		return sgf.Node{}, err
	}
	if r.Comment != "" {
		addProp(&root, "C", r.Comment)
	}
	return root, nil
}

// addKomi adds KM to the root from Komi when HasKomi is set.
func (r *Record) addKomi(root *sgf.Node) error {
	switch {
	case !r.HasKomi && r.Komi != 0:
		return &RecordError{Prop: "KM", Value: r.Komi.String(), Err: ErrSGFValue,
			Detail: "Komi is set but HasKomi is not (set HasKomi to write the komi)"}
	case !r.HasKomi:
		return nil
	case r.Komi < -Whole(MaxKomi) || r.Komi > Whole(MaxKomi):
		return &RecordError{Prop: "KM", Value: r.Komi.String(), Err: ErrSGFValue,
			Detail: fmt.Sprintf("komi %s is beyond ±%d (MaxKomi)", r.Komi, MaxKomi)}
	}
	addProp(root, "KM", r.Komi.String())
	return nil
}

// addSetup adds the setup stones AB and AW to the root, in board order; a
// point set up for both colors is an error.
func (r *Record) addSetup(root *sgf.Node) error {
	black, err := encodePointList(r.Black, r.Size, "AB", 0, 0)
	if err != nil {
		return err
	}
	white, err := encodePointList(r.White, r.Size, "AW", 0, 0)
	if err != nil {
		return err
	}
	for _, b := range black {
		for _, w := range white {
			if b == w {
				return &RecordError{Prop: "AW", Value: w, Err: ErrSGFValue, Detail: "point set up for both Black and White"}
			}
		}
	}
	if len(black) > 0 {
		addProp(root, "AB", black...)
	}
	if len(white) > 0 {
		addProp(root, "AW", white...)
	}
	return nil
}

// moveNode is the node of r's move i: B or W (empty for a pass, with VM
// for a virtual move) and its comment. A resignation is not a move.
func (r *Record) moveNode(i int, m RecordMove) (sgf.Node, error) {
	n := sgf.Node{}
	if m.Color != Black && m.Color != White {
		return n, &RecordError{Node: i + 1, Move: i + 1, Err: ErrSGFValue, Detail: fmt.Sprintf("move by %v (want Black or White)", m.Color)}
	}
	ident := m.Color.String()
	switch m.Move {
	case Pass:
		addProp(&n, ident, "")
	case VirtualMove:
		addProp(&n, ident, "")
		addProp(&n, SGFVirtualMove, "")
	case Resign:
		return n, &RecordError{Node: i + 1, Move: i + 1, Prop: ident, Err: ErrSGFValue,
			Detail: "resignation is not a move: record it in Result, as RE[B+R] or RE[W+R]"}
	default:
		p, ok := m.Move.Point()
		if !ok || !p.On(r.Size) {
			return n, &RecordError{Node: i + 1, Move: i + 1, Prop: ident, Value: m.Move.String(), Err: ErrSGFOffBoard,
				Detail: fmt.Sprintf("not a move on the %d×%d board", r.Size, r.Size)}
		}
		addProp(&n, ident, SGF.Encode(p, r.Size))
	}
	if m.Comment != "" {
		addProp(&n, "C", m.Comment)
	}
	return n, nil
}

// encodePointList returns the points in board order, without repeats, as
// SGF values.
func encodePointList(pts []Point, size int, ident string, node, move int) ([]string, error) {
	for _, p := range pts {
		if !p.On(size) {
			return nil, &RecordError{Node: node, Move: move, Prop: ident, Value: p.String(), Err: ErrSGFOffBoard,
				Detail: fmt.Sprintf("point off the %d×%d board", size, size)}
		}
	}
	sorted := pointsInBoardOrder(pts, size)
	vs := make([]string, len(sorted))
	for i, p := range sorted {
		vs[i] = SGF.Encode(p, size)
	}
	return vs, nil
}

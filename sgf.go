package livingstones

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// This file is the syntax layer of SGF (Smart Game Format, FF[4]): it turns
// text into game trees of nodes and properties and back, knowing nothing of
// Go (the rules of reading are in ParseSGF's doc comment). record.go builds
// a game record on top of it.
//
// Two properties are private to this library (FF[4] lets applications add
// their own; other programs skip them):
//
//	VM[]        on a node with a pass B[] or W[]: the pass is a virtual move
//	            (虚着). Other programs read the move as a pass.
//	DS[aa][bb]  on the last node of the main line: the dead stones (死子)
//	            at the end of play, a list of points ("aa:cc" rectangles
//	            allowed).
//
// Dead stones are also read from the territory marks TB and TW of the
// last node, the way CGoban and other editors mark them (Record.DeadStones).

// SGF properties private to this library. Other programs ignore unknown
// properties, so a file written here still reads in them: a virtual move
// reads as a pass, and the dead-stone list is not shown.
const (
	// SGFVirtualMove ("VM") marks a virtual move (虚着). The node holds an
	// ordinary pass, B[] or W[], plus VM[]: B[]VM[] is Black's virtual
	// move. VM's value is ignored when read and written empty; VM in a
	// node without a pass is an error.
	SGFVirtualMove = "VM"
	// SGFDeadStones ("DS") lists the dead stones (死子) at the end of play,
	// on the last node of the main line, as a list of points (compressed
	// rectangles "aa:cc" allowed). It names points, not colors: the stone
	// on the point in the final position says whose it is.
	SGFDeadStones = "DS"
)

// MaxSGFNesting is the deepest nesting of game trees ParseSGF accepts and
// the writer writes. A file nested deeper is far more likely to be hostile
// or broken than a real game.
const MaxSGFNesting = 10000

// ErrSGFSyntax is the error every *SyntaxError matches with errors.Is.
var ErrSGFSyntax = errors.New("sgf: syntax error")

// SyntaxError reports text that is not SGF: where (line, column and byte
// offset) and what.
type SyntaxError struct {
	// Offset is the position of the error in bytes from the start of the
	// input, counted from 0.
	Offset int64
	// Line is the line of the error, counted from 1. LF, CR and CRLF each
	// end a line.
	Line int
	// Column is the column of the error in characters (UTF-8 runes) from
	// the start of the line, counted from 1.
	Column int
	// Detail says what is wrong.
	Detail string
}

// Error returns the message with its position, for example
// "sgf: line 3, column 14 (byte 57): unterminated property value begun at
// line 3 column 9".
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("sgf: line %d, column %d (byte %d): %s", e.Line, e.Column, e.Offset, e.Detail)
}

// Is reports whether target is ErrSGFSyntax.
func (e *SyntaxError) Is(target error) bool { return target == ErrSGFSyntax }

// Property is one SGF property: an identifier of upper-case letters and
// one or more values, decoded (escapes removed).
type Property struct {
	Ident  string
	Values []string
}

// Node is an SGF node: its properties in the order of the file.
type Node struct {
	Props []Property
}

// Value returns the first value of the first property named ident, and
// whether there is one. A nil node has no properties.
func (n *Node) Value(ident string) (string, bool) {
	if n == nil {
		return "", false
	}
	for _, p := range n.Props {
		if p.Ident == ident && len(p.Values) > 0 {
			return p.Values[0], true
		}
	}
	return "", false
}

// Values returns the values of every property named ident, in order.
func (n *Node) Values(ident string) []string {
	if n == nil {
		return nil
	}
	var vs []string
	for _, p := range n.Props {
		if p.Ident == ident {
			vs = append(vs, p.Values...)
		}
	}
	return vs
}

// Has reports whether n has a property named ident.
func (n *Node) Has(ident string) bool {
	if n == nil {
		return false
	}
	for _, p := range n.Props {
		if p.Ident == ident {
			return true
		}
	}
	return false
}

// GameTree is an SGF game tree: a sequence of at least one node, then the
// variations that follow its last node, first variation first.
type GameTree struct {
	Nodes      []Node
	Variations []*GameTree
}

// MainLine returns the nodes of the main line of t: its own nodes, then
// those of its first variation, and so on, down to MaxSGFNesting game
// trees deep (RecordFromTree refuses a deeper main line, as WriteSGF
// does). A nil tree has no nodes.
func (t *GameTree) MainLine() []Node {
	var nodes []Node
	for depth := 0; t != nil && depth <= MaxSGFNesting; depth++ {
		nodes = append(nodes, t.Nodes...)
		if len(t.Variations) == 0 {
			break
		}
		t = t.Variations[0]
	}
	return nodes
}

// ParseSGF reads an SGF collection: one or more game trees. It reads r to
// the end, within the default SGFLimits (use SGFLimits.ParseSGF to change
// them). Errors in the text are *SyntaxError (matching ErrSGFSyntax); input
// beyond a limit is a *LimitError (matching ErrLimit); errors from r are
// returned as they are. ParseSGF never panics and takes time linear in
// the size of the input.
//
// The grammar read is that of FF[4]:
//
//	Collection = GameTree { GameTree }
//	GameTree   = "(" Sequence { GameTree } ")"
//	Sequence   = Node { Node }
//	Node       = ";" { Property }
//	Property   = PropIdent PropValue { PropValue }
//	PropIdent  = UcLetter { UcLetter }
//	PropValue  = "[" CValueType "]"
//
// with these rules:
//  1. White space may appear between any two tokens and is ignored; a UTF-8
//     byte order mark at the very start is skipped. Anything else outside a
//     property value is an error: text before the first "(" or after the
//     last ")" is not skipped.
//  2. Lower-case letters in a property identifier are dropped, as FF[1–3]
//     readers did, so "AddBlack" reads as "AB". An identifier with no
//     upper-case letter is an error.
//  3. Inside a value, "\" escapes the next character: "\]" is "]" and "\\"
//     is "\". A "\" before a line break (LF, CR, CRLF or LFCR) is a soft
//     line break and both are removed. Every other byte, line breaks
//     included, is kept as it is. Values are stored decoded, so an escaped
//     ":" cannot be told from a plain one: composed values are split at the
//     first ":" by the layer that knows the property's type.
//  4. Game trees nest at most MaxSGFNesting deep.
//  5. Properties keep their order, repeated properties included.
//
// WriteSGF escapes "]" and "\" and nothing else, so that what ParseSGF
// reads, WriteSGF writes back as text ParseSGF reads to the same trees.
func ParseSGF(r io.Reader) ([]*GameTree, error) {
	return SGFLimits{}.ParseSGF(r)
}

type sgfParser struct {
	data  []byte
	pos   int
	lim   SGFLimits // with defaults filled in
	nodes int       // nodes read so far
	props int       // property values read so far
	ident []byte    // the identifier being read

	// With reuse, node returns nodes built in props1 and values1 (see
	// node), so that a handler that keeps no node allocates little.
	reuse   bool
	props1  []Property
	values1 [][]string
}

func parseSGF(data []byte, lim SGFLimits) ([]*GameTree, error) {
	b := &treeBuilder{}
	if err := scanSGF(data, lim, b, false); err != nil {
		return nil, err
	}
	return b.trees, nil
}

// sgfHandler receives the structure of a collection as scanSGF reads it:
// a game tree opens (depth 0 for a game of the collection; main reports
// that the tree lies on its game's main line: it and each tree it is
// nested in is the first variation of its parent), one of its nodes, a
// game tree closes. scanSGF has checked the structure before each call.
type sgfHandler interface {
	open(depth int, main bool)
	node(n Node)
	close()
}

// treeBuilder builds the game trees, for ParseSGF.
type treeBuilder struct {
	trees []*GameTree
	stack []*GameTree
}

func (b *treeBuilder) open(depth int, main bool) {
	t := &GameTree{}
	if depth == 0 {
		b.trees = append(b.trees, t)
	} else {
		parent := b.stack[len(b.stack)-1]
		parent.Variations = append(parent.Variations, t)
	}
	b.stack = append(b.stack, t)
}

func (b *treeBuilder) node(n Node) {
	t := b.stack[len(b.stack)-1]
	t.Nodes = append(t.Nodes, n)
}

func (b *treeBuilder) close() { b.stack = b.stack[:len(b.stack)-1] }

// scanSGF reads a collection by the rules of ParseSGF and tells h what it
// holds. Nothing reaches h after an error. With reuse, the nodes h gets
// are valid only during the call (see sgfParser.node).
func scanSGF(data []byte, lim SGFLimits, h sgfHandler, reuse bool) error {
	p := &sgfParser{data: data, lim: lim, reuse: reuse}
	if len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF {
		p.pos = 3
	}
	var stack []openTree
	games := 0
	for {
		p.skipSpace()
		if p.pos >= len(data) {
			break
		}
		switch c := data[p.pos]; c {
		case '(':
			if len(stack) == 0 {
				games++
			}
			main, err := p.openTree(stack)
			if err != nil {
				return err
			}
			h.open(len(stack), main)
			stack = append(stack, openTree{off: p.pos, main: main})
			p.pos++
		case ')':
			n := len(stack)
			if n == 0 {
				return p.errorf(p.pos, "unexpected ')' outside a game tree")
			}
			if stack[n-1].nodes == 0 {
				return p.errorf(p.pos, "game tree begun at %s has no node", p.where(stack[n-1].off))
			}
			stack = stack[:n-1]
			h.close()
			p.pos++
		case ';':
			if len(stack) == 0 {
				return p.errorf(p.pos, "node outside a game tree")
			}
			if err := p.treeNode(&stack[len(stack)-1], h); err != nil {
				return err
			}
		default:
			if len(stack) == 0 {
				return p.errorf(p.pos, "unexpected %s outside a game tree (want '(')", quoteByte(data, p.pos))
			}
			if isLetter(c) {
				return p.errorf(p.pos, "property outside a node (want ';' before it)")
			}
			return p.errorf(p.pos, "unexpected %s in a game tree (want ';', '(' or ')')", quoteByte(data, p.pos))
		}
	}
	if n := len(stack); n > 0 {
		return p.errorf(p.pos, "unterminated game tree begun at %s (missing ')')", p.where(stack[n-1].off))
	}
	if games == 0 {
		return p.errorf(p.pos, "empty collection: no game tree")
	}
	return nil
}

// openTree is a game tree scanSGF has begun and not yet closed.
type openTree struct {
	off         int // offset of its "("
	nodes, vars int
	main        bool // on the main line: the first variation of a tree on it
}

// openTree checks the "(" at p.pos, which begins a game tree inside the
// trees open in stack: a variation must follow a node of its parent and
// lie no deeper than MaxSGFNesting. It counts the variation in its parent
// and reports whether the tree is on the main line.
func (p *sgfParser) openTree(stack []openTree) (main bool, err error) {
	n := len(stack)
	if n == 0 {
		return true, nil
	}
	if n >= MaxSGFNesting {
		return false, p.errorf(p.pos, "game trees nested more than %d deep", MaxSGFNesting)
	}
	parent := &stack[n-1]
	if parent.nodes == 0 {
		return false, p.errorf(p.pos, "variation before any node of the game tree begun at %s", p.where(parent.off))
	}
	main = parent.main && parent.vars == 0
	parent.vars++
	return main, nil
}

// treeNode reads the node at the ";" at p.pos into the game tree t, within
// the limit on nodes; a node after one of t's variations is an error.
func (p *sgfParser) treeNode(t *openTree, h sgfHandler) error {
	if t.vars > 0 {
		return p.errorf(p.pos, "node after a variation: a game tree's nodes come before its variations")
	}
	if p.nodes++; p.lim.Nodes >= 0 && p.nodes > p.lim.Nodes {
		return fmt.Errorf("sgf: line %d: %w", p.line(p.pos), &LimitError{What: "SGF nodes", Limit: int64(p.lim.Nodes), Name: "SGFLimits.Nodes"})
	}
	node, err := p.node()
	if err != nil {
		return err
	}
	t.nodes++
	h.node(node)
	return nil
}

// node reads a node, starting at its ";", up to the next byte that does not
// begin a property.
//
// When p.reuse is set, the node's Props and each property's Values are
// the parser's buffers, valid until the next node: the handler must copy
// what it keeps (strings are never reused).
func (p *sgfParser) node() (Node, error) {
	p.pos++ // ';'
	var n Node
	if p.reuse {
		n.Props = p.props1[:0]
		defer func() { p.props1 = n.Props[:0] }()
	}
	for {
		p.skipSpace()
		if p.pos >= len(p.data) || !isLetter(p.data[p.pos]) {
			return n, nil
		}
		start := p.pos
		ident := p.ident[:0]
		for p.pos < len(p.data) && isLetter(p.data[p.pos]) {
			if c := p.data[p.pos]; c >= 'A' && c <= 'Z' {
				ident = append(ident, c)
			}
			p.pos++
		}
		p.ident = ident
		if len(ident) == 0 {
			return n, p.errorf(start, "property identifier %q has no upper-case letter", p.data[start:p.pos])
		}
		prop := Property{Ident: string(ident)}
		k := len(n.Props) // this property's Values buffer, when reusing
		if p.reuse {
			if k == len(p.values1) {
				p.values1 = append(p.values1, nil)
			}
			prop.Values = p.values1[k][:0]
		}
		for {
			p.skipSpace()
			if p.pos >= len(p.data) || p.data[p.pos] != '[' {
				break
			}
			if p.props++; p.lim.Properties >= 0 && p.props > p.lim.Properties {
				return n, fmt.Errorf("sgf: line %d: %w", p.line(p.pos), &LimitError{What: "SGF property values", Limit: int64(p.lim.Properties), Name: "SGFLimits.Properties"})
			}
			v, err := p.value()
			if err != nil {
				return n, err
			}
			prop.Values = append(prop.Values, v)
		}
		if len(prop.Values) == 0 {
			return n, p.errorf(p.pos, "property %s begun at %s has no value (want '[')", prop.Ident, p.where(start))
		}
		if p.reuse {
			p.values1[k] = prop.Values
		}
		n.Props = append(n.Props, prop)
	}
}

// value reads a property value, starting at its "[", and returns it decoded.
func (p *sgfParser) value() (string, error) {
	start := p.pos
	p.pos++ // '['
	// The common value has no escape: one allocation, for the string.
	for i := p.pos; i < len(p.data) && p.data[i] != '\\'; i++ {
		if p.data[i] == ']' {
			v := string(p.data[p.pos:i])
			p.pos = i + 1
			return v, nil
		}
	}
	var b []byte
	for p.pos < len(p.data) {
		c := p.data[p.pos]
		p.pos++
		switch c {
		case ']':
			return string(b), nil
		case '\\':
			if p.pos >= len(p.data) {
				break
			}
			e := p.data[p.pos]
			p.pos++
			if e == '\n' || e == '\r' {
				// Soft line break: drop it, with the other half of a CRLF or LFCR.
				if p.pos < len(p.data) && (p.data[p.pos] == '\n' || p.data[p.pos] == '\r') && p.data[p.pos] != e {
					p.pos++
				}
				continue
			}
			b = append(b, e)
		default:
			b = append(b, c)
		}
	}
	return "", p.errorf(len(p.data), "unterminated property value begun at %s", p.where(start))
}

func (p *sgfParser) skipSpace() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			p.pos++
		default:
			return
		}
	}
}

func (p *sgfParser) errorf(off int, format string, args ...any) *SyntaxError {
	line, col := sgfPosition(p.data, off)
	return &SyntaxError{Offset: int64(off), Line: line, Column: col, Detail: fmt.Sprintf(format, args...)}
}

// line returns the line of byte offset off.
func (p *sgfParser) line(off int) int {
	line, _ := sgfPosition(p.data, off)
	return line
}

// where names a position as "line L column C".
func (p *sgfParser) where(off int) string {
	line, col := sgfPosition(p.data, off)
	return fmt.Sprintf("line %d column %d", line, col)
}

// sgfPosition returns the line and column (both from 1) of byte offset off.
// It is only called on errors, so it scans from the start.
func sgfPosition(data []byte, off int) (line, col int) {
	line, col = 1, 1
	for i := 0; i < off && i < len(data); {
		switch data[i] {
		case '\n':
			line, col = line+1, 1
			i++
		case '\r':
			line, col = line+1, 1
			i++
			if i < off && i < len(data) && data[i] == '\n' {
				i++
			}
		default:
			_, size := utf8.DecodeRune(data[i:])
			i += size
			col++
		}
	}
	return line, col
}

func quoteByte(data []byte, off int) string {
	r, _ := utf8.DecodeRune(data[off:])
	return fmt.Sprintf("%q", r)
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func isUpperIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

// WriteSGF writes the game trees as one SGF collection. The output is
// deterministic: one node per line, each variation starting a line,
// properties in their order, "]" and "\" escaped in values. A nil writer,
// a nil tree, a tree with no node, a property whose identifier is not upper-case letters or that has
// no value, or nesting deeper than MaxSGFNesting is an error, and nothing
// is written in that case.
func WriteSGF(w io.Writer, trees []*GameTree) error {
	if w == nil {
		return errors.New("sgf: nil writer")
	}
	if len(trees) == 0 {
		return errors.New("sgf: nothing to write: a collection needs a game tree")
	}
	for _, t := range trees {
		if err := t.check(1); err != nil {
			return err
		}
	}
	bw := bufio.NewWriter(w)
	for _, t := range trees {
		t.write(bw)
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// WriteTo writes t as an SGF collection of one game tree, as WriteSGF does,
// and returns the number of bytes written.
func (t *GameTree) WriteTo(w io.Writer) (int64, error) {
	if w == nil {
		return 0, errors.New("sgf: nil writer")
	}
	cw := &countWriter{w: w}
	err := WriteSGF(cw, []*GameTree{t})
	return cw.n, err
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	return n, err
}

func (t *GameTree) check(depth int) error {
	if t == nil {
		return errors.New("sgf: nil game tree")
	}
	if depth > MaxSGFNesting {
		return fmt.Errorf("sgf: game trees nested more than %d deep", MaxSGFNesting)
	}
	if len(t.Nodes) == 0 {
		return errors.New("sgf: game tree has no node")
	}
	for _, n := range t.Nodes {
		for _, p := range n.Props {
			if !isUpperIdent(p.Ident) {
				return fmt.Errorf("sgf: bad property identifier %q (want upper-case letters A..Z)", p.Ident)
			}
			if len(p.Values) == 0 {
				return fmt.Errorf("sgf: property %s has no value", p.Ident)
			}
		}
	}
	for _, v := range t.Variations {
		if err := v.check(depth + 1); err != nil {
			return err
		}
	}
	return nil
}

// write writes a checked tree; errors stay in the bufio.Writer.
func (t *GameTree) write(w *bufio.Writer) {
	w.WriteByte('(')
	for i, n := range t.Nodes {
		if i > 0 {
			w.WriteByte('\n')
		}
		w.WriteByte(';')
		for _, p := range n.Props {
			w.WriteString(p.Ident)
			for _, v := range p.Values {
				w.WriteByte('[')
				writeEscaped(w, v)
				w.WriteByte(']')
			}
		}
	}
	for _, v := range t.Variations {
		w.WriteByte('\n')
		v.write(w)
	}
	w.WriteByte(')')
}

func writeEscaped(w *bufio.Writer, v string) {
	for i := 0; i < len(v); i++ {
		if c := v[i]; c == ']' || c == '\\' {
			w.WriteByte('\\')
		}
		w.WriteByte(v[i])
	}
}

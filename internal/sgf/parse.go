package sgf

import (
	"fmt"
	"unicode/utf8"
)

// Parse reads an SGF collection, one or more game trees, from data within
// the limits lim. Errors in the text are *SyntaxError; input beyond a
// limit is a *LimitError. Parse never panics and takes time linear in the
// size of the input.
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
//  4. Game trees nest at most MaxNesting deep.
//  5. Properties keep their order, repeated properties included.
//
// Write escapes "]" and "\" and nothing else, so that what Parse reads,
// Write writes back as text Parse reads to the same trees.
func Parse(data []byte, lim Limits) ([]*GameTree, error) {
	b := &treeBuilder{}
	if err := Scan(data, lim, b, false); err != nil {
		return nil, err
	}
	return b.trees, nil
}

type parser struct {
	data  []byte
	pos   int
	lim   Limits
	nodes int    // nodes read so far
	props int    // property values read so far
	ident []byte // the identifier being read

	// With reuse, node returns nodes built in props1 and values1 (see
	// node), so that a handler that keeps no node allocates little.
	reuse   bool
	props1  []Property
	values1 [][]string
}

// Handler receives the structure of a collection as Scan reads it:
// a game tree opens (depth 0 for a game of the collection; main reports
// that the tree lies on its game's main line: it and each tree it is
// nested in is the first variation of its parent), one of its nodes, a
// game tree closes. Scan has checked the structure before each call.
type Handler interface {
	Open(depth int, main bool)
	Node(n Node)
	Close()
}

// treeBuilder builds the game trees, for Parse.
type treeBuilder struct {
	trees []*GameTree
	stack []*GameTree
}

func (b *treeBuilder) Open(depth int, main bool) {
	t := &GameTree{}
	if depth == 0 {
		b.trees = append(b.trees, t)
	} else {
		parent := b.stack[len(b.stack)-1]
		parent.Variations = append(parent.Variations, t)
	}
	b.stack = append(b.stack, t)
}

func (b *treeBuilder) Node(n Node) {
	t := b.stack[len(b.stack)-1]
	t.Nodes = append(t.Nodes, n)
}

func (b *treeBuilder) Close() { b.stack = b.stack[:len(b.stack)-1] }

// Scan reads a collection by the rules of Parse and tells h what it
// holds. Nothing reaches h after an error. With reuse, the nodes h gets
// are valid only during the call (see parser.node).
func Scan(data []byte, lim Limits, h Handler, reuse bool) error {
	p := &parser{data: data, lim: lim, reuse: reuse}
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
			h.Open(len(stack), main)
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
			h.Close()
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
			if IsLetter(c) {
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

// openTree is a game tree Scan has begun and not yet closed.
type openTree struct {
	off         int // offset of its "("
	nodes, vars int
	main        bool // on the main line: the first variation of a tree on it
}

// openTree checks the "(" at p.pos, which begins a game tree inside the
// trees open in stack: a variation must follow a node of its parent and
// lie no deeper than MaxNesting. It counts the variation in its parent
// and reports whether the tree is on the main line.
func (p *parser) openTree(stack []openTree) (main bool, err error) {
	n := len(stack)
	if n == 0 {
		return true, nil
	}
	if n >= MaxNesting {
		return false, p.errorf(p.pos, "game trees nested more than %d deep", MaxNesting)
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
func (p *parser) treeNode(t *openTree, h Handler) error {
	if t.vars > 0 {
		return p.errorf(p.pos, "node after a variation: a game tree's nodes come before its variations")
	}
	if p.nodes++; p.lim.Nodes >= 0 && p.nodes > p.lim.Nodes {
		return &LimitError{Field: "Nodes", Limit: int64(p.lim.Nodes), Line: p.line(p.pos)}
	}
	node, err := p.node()
	if err != nil {
		return err
	}
	t.nodes++
	h.Node(node)
	return nil
}

// node reads a node, starting at its ";", up to the next byte that does not
// begin a property.
//
// When p.reuse is set, the node's Props and each property's Values are
// the parser's buffers, valid until the next node: the handler must copy
// what it keeps (strings are never reused).
func (p *parser) node() (Node, error) {
	p.pos++ // ';'
	var n Node
	if p.reuse {
		n.Props = p.props1[:0]
		defer func() { p.props1 = n.Props[:0] }()
	}
	for {
		p.skipSpace()
		if p.pos >= len(p.data) || !IsLetter(p.data[p.pos]) {
			return n, nil
		}
		start := p.pos
		ident := p.ident[:0]
		for p.pos < len(p.data) && IsLetter(p.data[p.pos]) {
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
				return n, &LimitError{Field: "Properties", Limit: int64(p.lim.Properties), Line: p.line(p.pos)}
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
func (p *parser) value() (string, error) {
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

func (p *parser) skipSpace() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) errorf(off int, format string, args ...any) *SyntaxError {
	line, col := position(p.data, off)
	return &SyntaxError{Offset: int64(off), Line: line, Column: col, Detail: fmt.Sprintf(format, args...)}
}

// line returns the line of byte offset off.
func (p *parser) line(off int) int {
	line, _ := position(p.data, off)
	return line
}

// where names a position as "line L column C".
func (p *parser) where(off int) string {
	line, col := position(p.data, off)
	return fmt.Sprintf("line %d column %d", line, col)
}

// position returns the line and column (both from 1) of byte offset off.
// It is only called on errors, so it scans from the start.
func position(data []byte, off int) (line, col int) {
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

// IsLetter reports whether c is a letter of SGF: A..Z or a..z.
func IsLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// IsIdent reports whether s is a property identifier as Write writes it:
// one or more upper-case letters A..Z.
func IsIdent(s string) bool {
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

// Package sgf is the syntax layer of SGF (Smart Game Format, FF[4]): it
// turns text into game trees of nodes and properties and back, knowing
// nothing of Go. The package livingstones builds its game records on top
// of it (record.go there) and is its only user; the rules of reading are
// in Parse's doc comment.
package sgf

import (
	"fmt"
)

// MaxNesting is the deepest nesting of game trees Parse and Scan accept
// and Write writes. A file nested deeper is far more likely to be hostile
// or broken than a real game.
const MaxNesting = 10000

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

// SyntaxError is text that is not SGF: Detail says what, at Offset
// (bytes, from 0), Line and Column (from 1; LF, CR and CRLF end a line;
// columns count runes). The package livingstones returns it as its own
// SyntaxError.
type SyntaxError struct {
	Offset       int64
	Line, Column int
	Detail       string
}

// Error returns the message with its position, for example
// "sgf: line 3, column 14 (byte 57): unterminated property value begun at
// line 3 column 9".
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("sgf: line %d, column %d (byte %d): %s", e.Line, e.Column, e.Offset, e.Detail)
}

// Limits bound what Parse and Scan read: the most nodes and property
// values in the collection. A negative field means no limit; zero means
// none may be read (the caller fills in its defaults).
type Limits struct {
	Nodes      int
	Properties int
}

// LimitError reports input beyond one of Limits: the field of Limits
// exceeded ("Nodes" or "Properties"), its bound, and the line of the
// input where reading stopped.
type LimitError struct {
	Field string
	Limit int64
	Line  int
}

// Error returns a message such as "sgf: line 3: more than 10 nodes (the
// limit Nodes)".
func (e *LimitError) Error() string {
	return fmt.Sprintf("sgf: line %d: more than %d %s (the limit %s)", e.Line, e.Limit, e.What(), e.Field)
}

// What names the thing counted: "SGF nodes" or "SGF property values".
func (e *LimitError) What() string {
	if e.Field == "Nodes" {
		return "SGF nodes"
	}
	return "SGF property values"
}

package sgf

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// Write writes the game trees as one SGF collection. The output is
// deterministic: one node per line, each variation starting a line,
// properties in their order, "]" and "\" escaped in values. A nil writer,
// a nil tree, a tree with no node, a property whose identifier is not upper-case letters or that has
// no value, or nesting deeper than MaxNesting is an error, and nothing
// is written in that case.
func Write(w io.Writer, trees []*GameTree) error {
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

func (t *GameTree) check(depth int) error {
	if t == nil {
		return errors.New("sgf: nil game tree")
	}
	if depth > MaxNesting {
		return fmt.Errorf("sgf: game trees nested more than %d deep", MaxNesting)
	}
	if len(t.Nodes) == 0 {
		return errors.New("sgf: game tree has no node")
	}
	for _, n := range t.Nodes {
		for _, p := range n.Props {
			if !IsIdent(p.Ident) {
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

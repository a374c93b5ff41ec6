package livingstones_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	ls "github.com/jihuozi/livingstones"
)

func node(props ...ls.Property) ls.Node { return ls.Node{Props: props} }

func prop(ident string, values ...string) ls.Property {
	return ls.Property{Ident: ident, Values: values}
}

func TestParseSGF(t *testing.T) {
	tests := []struct {
		name string
		sgf  string
		want []*ls.GameTree
	}{
		{
			name: "one node, property order kept",
			sgf:  "(;SZ[9]FF[4]AB[aa][bb])",
			want: []*ls.GameTree{{Nodes: []ls.Node{node(prop("SZ", "9"), prop("FF", "4"), prop("AB", "aa", "bb"))}}},
		},
		{
			name: "empty node",
			sgf:  "(;)",
			want: []*ls.GameTree{{Nodes: []ls.Node{{}}}},
		},
		{
			name: "escapes: \\] and \\\\ and any escaped character",
			sgf:  `(;C[a\]b\\c\d\:e])`,
			want: []*ls.GameTree{{Nodes: []ls.Node{node(prop("C", `a]b\cd:e`))}}},
		},
		{
			name: "soft line breaks removed (LF, CRLF, CR, LFCR); hard line breaks kept",
			sgf:  "(;C[a\\\nb\\\r\nc\\\rd\\\n\re\nf\r\ng])",
			want: []*ls.GameTree{{Nodes: []ls.Node{node(prop("C", "abcde\nf\r\ng"))}}},
		},
		{
			name: "compressed point list stays text at this layer",
			sgf:  "(;AB[aa:cc][dd])",
			want: []*ls.GameTree{{Nodes: []ls.Node{node(prop("AB", "aa:cc", "dd"))}}},
		},
		{
			name: "variations",
			sgf:  "(;A[1];B[2](;C[3])(;D[4](;E[5])))",
			want: []*ls.GameTree{{
				Nodes: []ls.Node{node(prop("A", "1")), node(prop("B", "2"))},
				Variations: []*ls.GameTree{
					{Nodes: []ls.Node{node(prop("C", "3"))}},
					{Nodes: []ls.Node{node(prop("D", "4"))}, Variations: []*ls.GameTree{{Nodes: []ls.Node{node(prop("E", "5"))}}}},
				},
			}},
		},
		{
			name: "several game trees",
			sgf:  "(;A[1])\n(;B[2])",
			want: []*ls.GameTree{{Nodes: []ls.Node{node(prop("A", "1"))}}, {Nodes: []ls.Node{node(prop("B", "2"))}}},
		},
		{
			name: "lowercase FF[1-3] identifier letters dropped",
			sgf:  "(;AddBlack[aa]Comment[x]sZ[9])",
			want: []*ls.GameTree{{Nodes: []ls.Node{node(prop("AB", "aa"), prop("C", "x"), prop("Z", "9"))}}},
		},
		{
			name: "white space anywhere between tokens, BOM skipped",
			sgf:  "\ufeff\t( ; B \n [aa] \r\n [bb] ;\vW[cc]\f)\n",
			want: []*ls.GameTree{{Nodes: []ls.Node{node(prop("B", "aa", "bb")), node(prop("W", "cc"))}}},
		},
		{
			name: "empty values and repeated properties kept",
			sgf:  "(;B[]B[tt]VM[])",
			want: []*ls.GameTree{{Nodes: []ls.Node{node(prop("B", ""), prop("B", "tt"), prop("VM", ""))}}},
		},
		{
			name: "UTF-8 text and brackets inside values",
			sgf:  "(;C[计活子 ( ; [ ) ])",
			want: []*ls.GameTree{{Nodes: []ls.Node{node(prop("C", "计活子 ( ; [ ) "))}}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ls.ParseSGF(strings.NewReader(tt.sgf))
			if err != nil {
				t.Fatalf("ParseSGF(%q): %v", tt.sgf, err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseSGF(%q) (-want +got):\n%s", tt.sgf, diff)
			}
			sgfRoundTrip(t, got)
		})
	}
}

// sgfRoundTrip writes trees, reads them back and expects the same trees.
func sgfRoundTrip(t testing.TB, trees []*ls.GameTree) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := ls.WriteSGF(&buf, trees); err != nil {
		t.Fatalf("WriteSGF: %v", err)
	}
	again, err := ls.ParseSGF(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("reading what WriteSGF wrote: %v\n%q", err, buf.Bytes())
	}
	if !reflect.DeepEqual(trees, again) { // cheap first: the fuzzers call this on every input
		t.Fatalf("parse → write → parse changed the trees (-first +second):\n%s\nwritten: %q", cmp.Diff(trees, again), buf.Bytes())
	}
	var buf2 bytes.Buffer
	if err := ls.WriteSGF(&buf2, again); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), buf2.Bytes()) {
		t.Fatalf("writing is not deterministic:\n%q\n%q", buf.Bytes(), buf2.Bytes())
	}
	return buf.Bytes()
}

func TestParseSGFErrors(t *testing.T) {
	tests := []struct {
		name   string
		sgf    string
		line   int
		column int
		offset int64
		msg    string
	}{
		{"empty input", "", 1, 1, 0, "empty collection: no game tree"},
		{"only white space", " \n\t", 2, 2, 3, "empty collection: no game tree"},
		{"garbage", "garbage", 1, 1, 0, "unexpected 'g' outside a game tree"},
		{"text before the first tree", "xx(;)", 1, 1, 0, "unexpected 'x' outside a game tree"},
		{"text after the last tree", "(;)\n;", 2, 1, 4, "node outside a game tree"},
		{"unterminated value, position at the end, start named",
			"(;FF[4]\n;B[aa]\n;C[no end here", 3, 15, 29, "unterminated property value begun at line 3 column 3"},
		{"escaped closing bracket leaves the value open", `(;C[a\])`, 1, 9, 8, "unterminated property value begun at line 1 column 4"},
		{"unterminated game tree", "(;B[aa](;W[bb])", 1, 16, 15, "unterminated game tree begun at line 1 column 1"},
		{"empty game tree", "()", 1, 2, 1, "game tree begun at line 1 column 1 has no node"},
		{"variation before any node", "((;))", 1, 2, 1, "variation before any node"},
		{"node after a variation", "(;A[1](;B[2]);C[3])", 1, 14, 13, "node after a variation"},
		{"property without a value", "(;B;W[aa])", 1, 4, 3, "property B begun at line 1 column 3 has no value"},
		{"property without a value at the end", "(;B", 1, 4, 3, "property B begun at line 1 column 3 has no value"},
		{"identifier without an upper-case letter", "(;foo[1])", 1, 3, 2, `property identifier "foo" has no upper-case letter`},
		{"property outside a node", "(B[aa])", 1, 2, 1, "property outside a node"},
		{"stray byte in a tree", "(;B[aa],;W[bb])", 1, 8, 7, "unexpected ',' in a game tree"},
		{"unmatched close", "(;))", 1, 4, 3, "unexpected ')' outside a game tree"},
		{"columns count characters, not bytes", "(;C[计活子]\r\n计)", 2, 1, 16, "unexpected '计' in a game tree"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			trees, err := ls.ParseSGF(strings.NewReader(tt.sgf))
			if err == nil {
				t.Fatalf("ParseSGF(%q) = %v, want an error", tt.sgf, trees)
			}
			var se *ls.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error %v (%T) is not a *SyntaxError", err, err)
			}
			if !errors.Is(err, ls.ErrSGFSyntax) {
				t.Errorf("error %v does not match ErrSGFSyntax", err)
			}
			if se.Line != tt.line || se.Column != tt.column || se.Offset != tt.offset || !strings.HasPrefix(se.Detail, tt.msg) {
				t.Errorf("got line %d column %d offset %d msg %q\nwant line %d column %d offset %d msg %q",
					se.Line, se.Column, se.Offset, se.Detail, tt.line, tt.column, tt.offset, tt.msg)
			}
		})
	}
}

func TestSyntaxErrorMessage(t *testing.T) {
	_, err := ls.ParseSGF(strings.NewReader("(;FF[4]\n;B[aa]\n;W[bb]C[ends too soon"))
	const want = "sgf: line 3, column 22 (byte 36): unterminated property value begun at line 3 column 8"
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

func TestWriteSGFEscapes(t *testing.T) {
	tree := &ls.GameTree{Nodes: []ls.Node{node(prop("C", `a]b\c`, "[x]", `\`), prop("GN", ""))}}
	var buf bytes.Buffer
	n, err := tree.WriteTo(&buf)
	if err != nil {
		t.Fatal(err)
	}
	const want = `(;C[a\]b\\c][[x\]][\\]GN[])` + "\n"
	if buf.String() != want || n != int64(len(want)) {
		t.Errorf("WriteTo wrote %q (%d bytes), want %q", buf.String(), n, want)
	}
	sgfRoundTrip(t, []*ls.GameTree{tree})
}

func TestWriteSGFLayout(t *testing.T) {
	trees, err := ls.ParseSGF(strings.NewReader("(;GM[1];B[aa](;W[bb];B[cc])(;W[dd]))(;GM[1])"))
	if err != nil {
		t.Fatal(err)
	}
	const want = "(;GM[1]\n;B[aa]\n(;W[bb]\n;B[cc])\n(;W[dd]))\n(;GM[1])\n"
	if got := string(sgfRoundTrip(t, trees)); got != want {
		t.Errorf("WriteSGF wrote\n%s\nwant\n%s", got, want)
	}
}

func TestWriteSGFErrors(t *testing.T) {
	deep := &ls.GameTree{Nodes: []ls.Node{{}}}
	for i := 0; i < ls.MaxSGFNesting; i++ {
		deep = &ls.GameTree{Nodes: []ls.Node{{}}, Variations: []*ls.GameTree{deep}}
	}
	cyclic := &ls.GameTree{Nodes: []ls.Node{{}}}
	cyclic.Variations = []*ls.GameTree{cyclic}
	tests := []struct {
		name  string
		trees []*ls.GameTree
	}{
		{"no tree", nil},
		{"nil tree", []*ls.GameTree{nil}},
		{"tree without a node", []*ls.GameTree{{}}},
		{"lower-case identifier", []*ls.GameTree{{Nodes: []ls.Node{node(prop("b", "aa"))}}}},
		{"empty identifier", []*ls.GameTree{{Nodes: []ls.Node{node(prop("", "aa"))}}}},
		{"property without a value", []*ls.GameTree{{Nodes: []ls.Node{node(prop("B"))}}}},
		{"nested too deep", []*ls.GameTree{deep}},
		{"cyclic", []*ls.GameTree{cyclic}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := ls.WriteSGF(&buf, tt.trees); err == nil {
				t.Errorf("WriteSGF succeeded: %q", buf.Bytes())
			}
			if buf.Len() != 0 {
				t.Errorf("wrote %d bytes before failing", buf.Len())
			}
		})
	}
}

func TestNodeAccessors(t *testing.T) {
	n := node(prop("AB", "aa", "bb"), prop("C", "x"), prop("AB", "cc"))
	if v, ok := n.Value("AB"); v != "aa" || !ok {
		t.Errorf("Value(AB) = %q, %v", v, ok)
	}
	if _, ok := n.Value("W"); ok {
		t.Error("Value(W) found a value")
	}
	if diff := cmp.Diff([]string{"aa", "bb", "cc"}, n.Values("AB")); diff != "" {
		t.Errorf("Values(AB) (-want +got):\n%s", diff)
	}
	if !n.Has("C") || n.Has("B") {
		t.Error("Has")
	}
}

func TestParseSGFNesting(t *testing.T) {
	nested := func(depth int) string {
		return strings.Repeat("(;", depth) + strings.Repeat(")", depth)
	}
	trees, err := ls.ParseSGF(strings.NewReader(nested(ls.MaxSGFNesting)))
	if err != nil {
		t.Fatalf("nesting %d: %v", ls.MaxSGFNesting, err)
	}
	if got := len(trees[0].MainLine()); got != ls.MaxSGFNesting {
		t.Errorf("main line of %d nodes, want %d", got, ls.MaxSGFNesting)
	}
	_, err = ls.ParseSGF(strings.NewReader(nested(ls.MaxSGFNesting + 1)))
	var se *ls.SyntaxError
	if !errors.As(err, &se) || !strings.Contains(se.Detail, "nested more than") {
		t.Errorf("nesting %d: error %v, want nesting too deep", ls.MaxSGFNesting+1, err)
	}
	// A million unclosed trees fail fast, at the limit.
	if _, err := ls.ParseSGF(strings.NewReader(strings.Repeat("(;", 1_000_000))); !errors.Is(err, ls.ErrSGFSyntax) {
		t.Errorf("deep unclosed input: %v", err)
	}
}

// TestParseSGFLinear checks that big inputs take time in proportion to
// their size: a long value, many nodes, many values, many escapes.
func TestParseSGFLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("big inputs")
	}
	const n = 1 << 20
	inputs := map[string]string{
		"long value":   "(;C[" + strings.Repeat("x", n) + "])",
		"many escapes": "(;C[" + strings.Repeat(`\]`, n/2) + "])",
		"many nodes":   "(" + strings.Repeat(";B[aa]", n/6) + ")",
		"many values":  "(;AB" + strings.Repeat("[aa]", n/4) + ")",
		"many trees":   strings.Repeat("(;)", n/3),
	}
	for _, name := range []string{"long value", "many escapes", "many nodes", "many values", "many trees"} {
		start := time.Now()
		trees, err := ls.ParseSGF(strings.NewReader(inputs[name]))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var buf bytes.Buffer
		if err := ls.WriteSGF(&buf, trees); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s: %v for 1 MiB", name, d)
		}
	}
	// An error at the end of a big input reports its position quickly.
	start := time.Now()
	_, err := ls.ParseSGF(strings.NewReader("(;C[" + strings.Repeat("计\n", n/4)))
	var se *ls.SyntaxError
	if !errors.As(err, &se) || se.Line != n/4+1 {
		t.Errorf("error %v, want a syntax error on line %d", err, n/4+1)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("error position: %v", d)
	}
}

type failingReader struct{}

var errRead = errors.New("read failed")

func (failingReader) Read([]byte) (int, error) { return 0, errRead }

func TestParseSGFReaderError(t *testing.T) {
	if _, err := ls.ParseSGF(failingReader{}); !errors.Is(err, errRead) {
		t.Errorf("error %v, want the reader's", err)
	}
	if _, err := ls.ReadRecord(failingReader{}); !errors.Is(err, errRead) {
		t.Errorf("ReadRecord error %v, want the reader's", err)
	}
}

// BenchmarkParseSGF parses the Lanke game into a game tree and writes it
// back.
func BenchmarkParseSGF(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "lanke.sgf"))
	if err != nil {
		b.Fatal(err)
	}
	trees, err := ls.ParseSGF(bytes.NewReader(data))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("parse", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(data)))
		for i := 0; i < b.N; i++ {
			if _, err := ls.ParseSGF(bytes.NewReader(data)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("write", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if err := ls.WriteSGF(io.Discard, trees); err != nil {
				b.Fatal(err)
			}
		}
	})
}

package sgf_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/jihuozi/livingstones/internal/allocs"
	"github.com/jihuozi/livingstones/internal/sgf"
)

func node(props ...sgf.Property) sgf.Node { return sgf.Node{Props: props} }

func prop(ident string, values ...string) sgf.Property {
	return sgf.Property{Ident: ident, Values: values}
}

// parse parses s within limits that take everything.
func parse(s string) ([]*sgf.GameTree, error) {
	return sgf.Parse([]byte(s), sgf.Limits{Nodes: -1, Properties: -1})
}

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		sgf  string
		want []*sgf.GameTree
	}{
		{
			name: "one node, property order kept",
			sgf:  "(;SZ[9]FF[4]AB[aa][bb])",
			want: []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("SZ", "9"), prop("FF", "4"), prop("AB", "aa", "bb"))}}},
		},
		{
			name: "empty node",
			sgf:  "(;)",
			want: []*sgf.GameTree{{Nodes: []sgf.Node{{}}}},
		},
		{
			name: "escapes: \\] and \\\\ and any escaped character",
			sgf:  `(;C[a\]b\\c\d\:e])`,
			want: []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("C", `a]b\cd:e`))}}},
		},
		{
			name: "soft line breaks removed (LF, CRLF, CR, LFCR); hard line breaks kept",
			sgf:  "(;C[a\\\nb\\\r\nc\\\rd\\\n\re\nf\r\ng])",
			want: []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("C", "abcde\nf\r\ng"))}}},
		},
		{
			name: "compressed point list stays text at this layer",
			sgf:  "(;AB[aa:cc][dd])",
			want: []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("AB", "aa:cc", "dd"))}}},
		},
		{
			name: "variations",
			sgf:  "(;A[1];B[2](;C[3])(;D[4](;E[5])))",
			want: []*sgf.GameTree{{
				Nodes: []sgf.Node{node(prop("A", "1")), node(prop("B", "2"))},
				Variations: []*sgf.GameTree{
					{Nodes: []sgf.Node{node(prop("C", "3"))}},
					{Nodes: []sgf.Node{node(prop("D", "4"))}, Variations: []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("E", "5"))}}}},
				},
			}},
		},
		{
			name: "several game trees",
			sgf:  "(;A[1])\n(;B[2])",
			want: []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("A", "1"))}}, {Nodes: []sgf.Node{node(prop("B", "2"))}}},
		},
		{
			name: "lowercase FF[1-3] identifier letters dropped",
			sgf:  "(;AddBlack[aa]Comment[x]sZ[9])",
			want: []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("AB", "aa"), prop("C", "x"), prop("Z", "9"))}}},
		},
		{
			name: "white space anywhere between tokens, BOM skipped",
			sgf:  "\ufeff\t( ; B \n [aa] \r\n [bb] ;\vW[cc]\f)\n",
			want: []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("B", "aa", "bb")), node(prop("W", "cc"))}}},
		},
		{
			name: "empty values and repeated properties kept",
			sgf:  "(;B[]B[tt]VM[])",
			want: []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("B", ""), prop("B", "tt"), prop("VM", ""))}}},
		},
		{
			name: "UTF-8 text and brackets inside values",
			sgf:  "(;C[计活子 ( ; [ ) ])",
			want: []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("C", "计活子 ( ; [ ) "))}}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parse(tt.sgf)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.sgf, err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Parse(%q) (-want +got):\n%s", tt.sgf, diff)
			}
			roundTrip(t, got)
		})
	}
}

// roundTrip writes trees, reads them back and expects the same trees.
func roundTrip(t testing.TB, trees []*sgf.GameTree) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := sgf.Write(&buf, trees); err != nil {
		t.Fatalf("Write: %v", err)
	}
	again, err := parse(buf.String())
	if err != nil {
		t.Fatalf("reading what Write wrote: %v\n%q", err, buf.Bytes())
	}
	if !reflect.DeepEqual(trees, again) { // cheap first: the fuzzers call this on every input
		t.Fatalf("parse → write → parse changed the trees (-first +second):\n%s\nwritten: %q", cmp.Diff(trees, again), buf.Bytes())
	}
	var buf2 bytes.Buffer
	if err := sgf.Write(&buf2, again); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), buf2.Bytes()) {
		t.Fatalf("writing is not deterministic:\n%q\n%q", buf.Bytes(), buf2.Bytes())
	}
	return buf.Bytes()
}

func TestParseErrors(t *testing.T) {
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
			trees, err := parse(tt.sgf)
			if err == nil {
				t.Fatalf("Parse(%q) = %v, want an error", tt.sgf, trees)
			}
			var se *sgf.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error %v (%T) is not a *SyntaxError", err, err)
			}
			if se.Line != tt.line || se.Column != tt.column || se.Offset != tt.offset || !strings.HasPrefix(se.Detail, tt.msg) {
				t.Errorf("got line %d column %d offset %d msg %q\nwant line %d column %d offset %d msg %q",
					se.Line, se.Column, se.Offset, se.Detail, tt.line, tt.column, tt.offset, tt.msg)
			}
		})
	}
}

func TestSyntaxErrorMessage(t *testing.T) {
	_, err := parse("(;FF[4]\n;B[aa]\n;W[bb]C[ends too soon")
	const want = "sgf: line 3, column 22 (byte 36): unterminated property value begun at line 3 column 8"
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

func TestWriteEscapes(t *testing.T) {
	tree := &sgf.GameTree{Nodes: []sgf.Node{node(prop("C", `a]b\c`, "[x]", `\`), prop("GN", ""))}}
	var buf bytes.Buffer
	if err := sgf.Write(&buf, []*sgf.GameTree{tree}); err != nil {
		t.Fatal(err)
	}
	const want = `(;C[a\]b\\c][[x\]][\\]GN[])` + "\n"
	if buf.String() != want {
		t.Errorf("Write wrote %q, want %q", buf.String(), want)
	}
	roundTrip(t, []*sgf.GameTree{tree})
}

func TestWriteLayout(t *testing.T) {
	trees, err := parse("(;GM[1];B[aa](;W[bb];B[cc])(;W[dd]))(;GM[1])")
	if err != nil {
		t.Fatal(err)
	}
	const want = "(;GM[1]\n;B[aa]\n(;W[bb]\n;B[cc])\n(;W[dd]))\n(;GM[1])\n"
	if got := string(roundTrip(t, trees)); got != want {
		t.Errorf("Write wrote\n%s\nwant\n%s", got, want)
	}
}

func TestWriteErrors(t *testing.T) {
	deep := &sgf.GameTree{Nodes: []sgf.Node{{}}}
	for i := 0; i < sgf.MaxNesting; i++ {
		deep = &sgf.GameTree{Nodes: []sgf.Node{{}}, Variations: []*sgf.GameTree{deep}}
	}
	cyclic := &sgf.GameTree{Nodes: []sgf.Node{{}}}
	cyclic.Variations = []*sgf.GameTree{cyclic}
	tests := []struct {
		name  string
		trees []*sgf.GameTree
	}{
		{"no tree", nil},
		{"nil tree", []*sgf.GameTree{nil}},
		{"tree without a node", []*sgf.GameTree{{}}},
		{"lower-case identifier", []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("b", "aa"))}}}},
		{"empty identifier", []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("", "aa"))}}}},
		{"property without a value", []*sgf.GameTree{{Nodes: []sgf.Node{node(prop("B"))}}}},
		{"nested too deep", []*sgf.GameTree{deep}},
		{"cyclic", []*sgf.GameTree{cyclic}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := sgf.Write(&buf, tt.trees); err == nil {
				t.Errorf("Write succeeded: %q", buf.Bytes())
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

func TestParseNesting(t *testing.T) {
	nested := func(depth int) string {
		return strings.Repeat("(;", depth) + strings.Repeat(")", depth)
	}
	trees, err := parse(nested(sgf.MaxNesting))
	if err != nil {
		t.Fatalf("nesting %d: %v", sgf.MaxNesting, err)
	}
	depth := 0
	for t := trees[0]; t != nil; depth++ {
		if len(t.Variations) == 0 {
			t = nil
		} else {
			t = t.Variations[0]
		}
	}
	if got := depth; got != sgf.MaxNesting {
		t.Errorf("nested %d deep, want %d", got, sgf.MaxNesting)
	}
	_, err = parse(nested(sgf.MaxNesting + 1))
	var se *sgf.SyntaxError
	if !errors.As(err, &se) || !strings.Contains(se.Detail, "nested more than") {
		t.Errorf("nesting %d: error %v, want nesting too deep", sgf.MaxNesting+1, err)
	}
	// A million unclosed trees fail fast, at the limit.
	if _, err := parse(strings.Repeat("(;", 1_000_000)); !errors.As(err, new(*sgf.SyntaxError)) {
		t.Errorf("deep unclosed input: %v", err)
	}
}

// bigInputs are inputs of about n bytes that stress one part of the
// parser each: a long value, many escapes, nodes, values, trees.
func bigInputs(n int) map[string]string {
	return map[string]string{
		"long value":   "(;C[" + strings.Repeat("x", n) + "])",
		"many escapes": "(;C[" + strings.Repeat(`\]`, n/2) + "])",
		"many nodes":   "(" + strings.Repeat(";B[aa]", n/6) + ")",
		"many values":  "(;AB" + strings.Repeat("[aa]", n/4) + ")",
		"many trees":   strings.Repeat("(;)", n/3),
	}
}

var bigInputNames = []string{"long value", "many escapes", "many nodes", "many values", "many trees"}

// TestParseLinear checks that big inputs cost in proportion to their
// size: parsing and writing back twice the input allocates at most 2.5
// times the bytes (a copy of everything read so far at each step would
// make it 4 times). BenchmarkParseBig times the same inputs.
func TestParseLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("big inputs")
	}
	const n = 1 << 19
	cost := func(name, in string) uint64 {
		var err error
		bytes := allocs.Bytes(func() {
			var trees []*sgf.GameTree
			if trees, err = parse(in); err == nil {
				err = sgf.Write(io.Discard, trees)
			}
		})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return bytes
	}
	small, big := bigInputs(n), bigInputs(2*n)
	for _, name := range bigInputNames {
		a, b := cost(name, small[name]), cost(name, big[name])
		t.Logf("%s: %d bytes allocated for %d of text, %d for %d", name, a, len(small[name]), b, len(big[name]))
		if 2*b > 5*a {
			t.Errorf("%s: %d bytes allocated for %d of text, %d for twice as much (want at most 2.5 times)", name, a, len(small[name]), b)
		}
	}
	// An error at the end of a big input reports its position, and twice
	// the input costs at most 2.5 times as much there too.
	errorCost := func(n int) uint64 {
		var err error
		bytes := allocs.Bytes(func() { _, err = parse(unclosed(n)) })
		var se *sgf.SyntaxError
		if !errors.As(err, &se) || se.Line != n/4+1 {
			t.Errorf("error %v, want a syntax error on line %d", err, n/4+1)
		}
		return bytes
	}
	if a, b := errorCost(n), errorCost(2*n); 2*b > 5*a {
		t.Errorf("error position: %d bytes allocated for %d of text, %d for twice as much (want at most 2.5 times)", a, len(unclosed(n)), b)
	}
}

// unclosed is an input of about n bytes, n/4 lines of a value never
// closed: a syntax error at its end.
func unclosed(n int) string { return "(;C[" + strings.Repeat("计\n", n/4) }

// TestParseLimits: one node or value past a limit is a *LimitError
// naming the limit and the line; one at it is read.
func TestParseLimits(t *testing.T) {
	tests := []struct {
		name string
		lim  sgf.Limits
		sgf  string
		want string // "" for no error
	}{
		{"values at the limit", sgf.Limits{Nodes: -1, Properties: 3}, "(;A[]B[]C[])", ""},
		{"values past the limit", sgf.Limits{Nodes: -1, Properties: 3}, "(;A[]\nB[]C[]D[])", "sgf: line 2: more than 3 SGF property values (the limit Properties)"},
		{"nodes at the limit", sgf.Limits{Nodes: 3, Properties: -1}, "(;;;)", ""},
		{"nodes past the limit", sgf.Limits{Nodes: 3, Properties: -1}, "(;;(;)(;))", "sgf: line 1: more than 3 SGF nodes (the limit Nodes)"},
		{"zero takes nothing", sgf.Limits{}, "(;)", "more than 0 SGF nodes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := sgf.Parse([]byte(tt.sgf), tt.lim)
			var le *sgf.LimitError
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("Parse(%q): %v", tt.sgf, err)
			case tt.want != "" && (!errors.As(err, &le) || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("Parse(%q): error %v, want %q", tt.sgf, err, tt.want)
			}
		})
	}
}

// TestNilNode: the accessors of a nil node answer as for a node without
// properties.
func TestNilNode(t *testing.T) {
	var n *sgf.Node
	if _, ok := n.Value("B"); ok || n.Values("B") != nil || n.Has("B") {
		t.Error("a nil node has a property")
	}
}

// BenchmarkParse reads the Lanke game's text, as the record readers do,
// parses it into a game tree, and writes it back.
func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "lanke.sgf"))
	if err != nil {
		b.Fatal(err)
	}
	trees, err := parse(string(data))
	if err != nil {
		b.Fatal(err)
	}
	lim := sgf.Limits{Nodes: 2_000_000, Properties: 2_000_000}
	b.Run("parse", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(data)))
		for i := 0; i < b.N; i++ {
			text, err := io.ReadAll(bytes.NewReader(data))
			if err != nil {
				b.Fatal(err)
			}
			if _, err := sgf.Parse(text, lim); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("write", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if err := sgf.Write(io.Discard, trees); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkParseBig parses and writes back the big inputs of
// TestParseLinear, 256 KiB and 1 MiB each: the time per byte of the two
// sizes should be alike.
func BenchmarkParseBig(b *testing.B) {
	for _, n := range []int{256 << 10, 1 << 20} {
		in := []byte(unclosed(n))
		b.Run(fmt.Sprintf("error_at_the_end/%dKiB", n>>10), func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if _, err := sgf.Parse(in, sgf.Limits{Nodes: -1, Properties: -1}); err == nil {
					b.Fatal("no error")
				}
			}
		})
		inputs := bigInputs(n)
		for _, name := range bigInputNames {
			in := []byte(inputs[name])
			b.Run(fmt.Sprintf("%s/%dKiB", strings.ReplaceAll(name, " ", "_"), n>>10), func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				for b.Loop() {
					trees, err := sgf.Parse(in, sgf.Limits{Nodes: -1, Properties: -1})
					if err != nil {
						b.Fatal(err)
					}
					if err := sgf.Write(io.Discard, trees); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

package livingstones

// Tests of the code's layout: that what is listed once stays listed once
// and the documents that restate it agree with it (HACKING.md).

import (
	"go/parser"
	"go/token"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// docSection returns the text of the package doc's section with the
// given heading ("# Counting methods"), up to the next heading.
func docSection(t *testing.T, heading string) string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	text := f.Doc.Text()
	_, after, ok := strings.Cut(text, "# "+heading+"\n")
	if !ok {
		t.Fatalf("doc.go has no section %q", heading)
	}
	if i := strings.Index(after, "\n# "); i >= 0 {
		after = after[:i]
	}
	return after
}

// The counting methods are listed once, in methods; the names, ParseScore
// and its error, the Analyzer's slots and the package doc follow that
// list, so adding a method there is the whole of listing it.
func TestMethodsListedOnce(t *testing.T) {
	seen := make(map[string]bool)
	for i, m := range methods {
		name := m.Name()
		if name == "" || seen[name] {
			t.Errorf("methods[%d] (%T): name %q empty or given twice", i, m, name)
		}
		seen[name] = true
		got, err := ParseScore(name)
		if err != nil || reflect.TypeOf(got) != reflect.TypeOf(m) {
			t.Errorf("ParseScore(%q) = %T, %v; want %T", name, got, err, m)
		}
		if j := methodIndex(m); j != i {
			t.Errorf("methodIndex(%T) = %d, want %d", m, j, i)
		}
		// The name a count reports is the method's own.
		a := mustAnalyze(t, parseFinalDiagram(t,
			". X O .",
			"X X O O",
			". X O .",
			"X X O O",
		), Settlement{})
		if res := mustCount(t, m, a, DefaultRules(Law)); res.Method != name || res.Made.Method() != name {
			t.Errorf("%T counts as %q (made %q), want %q", m, res.Method, res.Made.Method(), name)
		}
	}
	// An embedding type is another type: its own Count counts it.
	type wrapped struct{ Living }
	if i := methodIndex(wrapped{}); i != -1 {
		t.Errorf("methodIndex(a type embedding Living) = %d, want -1", i)
	}
	_, err := ParseScore("territory")
	for _, m := range methods {
		if err == nil || !strings.Contains(err.Error(), m.Name()) {
			t.Errorf("ParseScore(territory) error %v does not offer %q", err, m.Name())
		}
	}
	// The package doc's numbered list of the methods, in the order of
	// Scores: "1. [Living] ...".
	item := regexp.MustCompile(`(?m)^ *(\d+)\. \[(\w+)\]`)
	var doc []string
	for _, x := range item.FindAllStringSubmatch(docSection(t, "Counting methods"), -1) {
		doc = append(doc, x[2])
	}
	var want []string
	for _, m := range methods {
		want = append(want, reflect.TypeOf(m).Name())
	}
	if !reflect.DeepEqual(doc, want) {
		t.Errorf("doc.go, Counting methods, lists %v; methods are %v", doc, want)
	}
}

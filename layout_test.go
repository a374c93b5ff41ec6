package livingstones

// Tests of the code's layout: that what is listed once stays listed once
// and the documents that restate it agree with it (HACKING.md).

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
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

// numberedItems returns the items of the first numbered list in text
// ("1. ...", continued on indented lines), by number from 1.
func numberedItems(t *testing.T, where, text string) []string {
	t.Helper()
	var items []string
	for _, line := range strings.Split(text, "\n") {
		m := regexp.MustCompile(`^ {0,3}(\d+)\. (.*)$`).FindStringSubmatch(line)
		switch {
		case m != nil:
			if m[1] != strconv.Itoa(len(items)+1) {
				t.Fatalf("%s: item %s follows item %d", where, m[1], len(items))
			}
			items = append(items, m[2])
		case len(items) > 0 && strings.HasPrefix(line, "    "):
			items[len(items)-1] += " " + strings.TrimSpace(line)
		case len(items) > 0:
			return items
		}
	}
	return items
}

// stepCite finds a comment's citation of steps of the settling: "step 5",
// "steps 1 and 3", "steps 1–4", "Settling and eyes, 9" (not "step 1 of
// Benson").
var stepCite = regexp.MustCompile(`(?:\b[Ss]teps? |Settling and eyes, )(\d+(?:(?:, | and |–)\d+)*)\b(?: of\b)?`)

// citedSteps returns the step numbers a citation names.
func citedSteps(cite string) []int {
	var out []int
	for _, part := range regexp.MustCompile(`, | and `).Split(cite, -1) {
		lo, hi, isRange := strings.Cut(part, "–")
		a, _ := strconv.Atoi(lo)
		b := a
		if isRange {
			b, _ = strconv.Atoi(hi)
		}
		for n := a; n <= b; n++ {
			out = append(out, n)
		}
	}
	return out
}

// The settling has one numbering of its steps: the package doc's list
// (Settling and eyes) and Analyze's list have the same steps under the
// same numbers (each Analyze item begins as the doc's item does, up to
// its first punctuation), Analyze's items name functions that exist, and
// every comment that cites a step by number ("step 5", "Settling and
// eyes, 9") is about a function that step's item in Analyze names: the
// function it documents or sits in, or one it names itself.
func TestSettleStepsNumberedOnce(t *testing.T) {
	doc := numberedItems(t, "doc.go, Settling and eyes", docSection(t, "Settling and eyes"))
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	funcs := make(map[string]bool)
	var analyze *ast.FuncDecl
	var files []*ast.File
	for _, pkg := range pkgs {
		for name, f := range pkg.Files {
			if pkg.Name != "livingstones" || name == "doc.go" || name == "layout_test.go" {
				continue
			}
			files = append(files, f)
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					funcs[fd.Name.Name] = true
					if fd.Name.Name == "Analyze" && fd.Recv == nil {
						analyze = fd
					}
				}
			}
		}
	}
	if analyze == nil {
		t.Fatal("no func Analyze")
	}
	steps := numberedItems(t, "Analyze", analyze.Doc.Text())
	if len(steps) != len(doc) {
		t.Fatalf("doc.go lists %d steps of settling, Analyze %d", len(doc), len(steps))
	}
	camel := regexp.MustCompile(`\b[a-z]+[A-Z]\w*\b`)
	named := make([]map[string]bool, len(steps)+1)
	for i, item := range steps {
		head, _, _ := strings.Cut(doc[i], " (")
		head = strings.FieldsFunc(head, func(r rune) bool { return strings.ContainsRune(":;.,", r) })[0]
		if !strings.HasPrefix(item, head) {
			t.Errorf("Analyze, step %d begins %q; doc.go's step %d begins %q", i+1, item[:min(len(item), 40)], i+1, head)
		}
		named[i+1] = make(map[string]bool)
		for _, w := range camel.FindAllString(item, -1) {
			if !funcs[w] {
				t.Errorf("Analyze, step %d names %s, which the package does not declare", i+1, w)
			}
			named[i+1][w] = true
		}
		if len(named[i+1]) == 0 {
			t.Errorf("Analyze, step %d names no function", i+1)
		}
	}
	cites := 0
	for _, f := range files {
		name := fset.File(f.Pos()).Name()
		for _, cg := range f.Comments {
			if cg == analyze.Doc {
				continue
			}
			text := strings.Join(strings.Fields(cg.Text()), " ")
			// What the comment is about: the declaration it documents or
			// sits in, else (a file comment) the file's functions, and the
			// functions it names.
			about := make(map[string]bool)
			for _, w := range camel.FindAllString(text, -1) {
				about[w] = true
			}
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				switch {
				case ok && (fd.Doc == cg || fd.Pos() <= cg.Pos() && cg.End() <= fd.End()):
					about[fd.Name.Name] = true
				case ok && cg.End() < f.Decls[0].Pos():
					about[fd.Name.Name] = true
				}
			}
			for _, m := range stepCite.FindAllStringSubmatch(text, -1) {
				if strings.HasSuffix(m[0], " of") {
					continue // another algorithm's steps (Benson's)
				}
				cites++
				for _, n := range citedSteps(m[1]) {
					ok := false
					for w := range about {
						ok = ok || n >= 1 && n < len(named) && named[n][w]
					}
					if !ok {
						t.Errorf("%s:%d cites %q, but is about none of step %d's functions %v",
							name, fset.Position(cg.Pos()).Line, m[0], n, named[min(max(n, 0), len(named)-1)])
					}
				}
			}
		}
	}
	if cites < 10 {
		t.Errorf("found %d citations of steps; the comments hold more", cites)
	}
}

// HACKING.md, the code map, names functions, types and struct fields in
// backquotes; each must be declared in the package, the command or the
// search package, so that a rename that leaves the map behind fails here.
func TestCodeMapNamesExist(t *testing.T) {
	b, err := os.ReadFile("HACKING.md")
	if err != nil {
		t.Fatal(err)
	}
	declared := make(map[string]bool)
	fset := token.NewFileSet()
	for _, dir := range []string{".", "cmd/livingstones", "search"} {
		pkgs, err := parser.ParseDir(fset, dir, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, pkg := range pkgs {
			for _, f := range pkg.Files {
				for _, d := range f.Decls {
					switch d := d.(type) {
					case *ast.FuncDecl:
						declared[d.Name.Name] = true
					case *ast.GenDecl:
						for _, s := range d.Specs {
							switch s := s.(type) {
							case *ast.TypeSpec:
								declared[s.Name.Name] = true
								if st, ok := s.Type.(*ast.StructType); ok {
									for _, f := range st.Fields.List {
										for _, n := range f.Names {
											declared[n.Name] = true
										}
									}
								}
							case *ast.ValueSpec:
								for _, n := range s.Names {
									declared[n.Name] = true
								}
							}
						}
					}
				}
			}
		}
	}
	ident := regexp.MustCompile("`([A-Za-z]\\w*)(?:\\.([A-Za-z]\\w*))?`")
	checked := 0
	for _, m := range ident.FindAllStringSubmatch(string(b), -1) {
		if strings.Contains(m[0], "_") {
			continue // a GTP command, not Go
		}
		for _, name := range m[1:] {
			if name != "" && !declared[name] {
				t.Errorf("HACKING.md names %s, which neither the package, the command nor search declares", m[0])
			}
		}
		checked++
	}
	if checked < 50 {
		t.Errorf("HACKING.md: %d names checked; the map names more", checked)
	}
}

// The settling's files are named by its steps, settle_<step><part>_<topic>.go,
// so that they sort in the order of the package doc's list (Settling and
// eyes): settle_0_*.go is the driver (Analyze), every step of the list has
// a file, no file names a step the list lacks, a step in several files
// has them lettered a, b, c… and a step in one file has no letter, and
// each step's file says in its first comment which step it holds.
func TestSettleFilesNamedBySteps(t *testing.T) {
	steps := len(numberedItems(t, "doc.go, Settling and eyes", docSection(t, "Settling and eyes")))
	if steps == 0 {
		t.Fatal("doc.go lists no steps of settling")
	}
	names, err := filepath.Glob("settle_*.go")
	if err != nil {
		t.Fatal(err)
	}
	named := regexp.MustCompile(`^settle_(\d+)([a-z]?)_[a-z0-9]+(?:_[a-z0-9]+)*\.go$`)
	parts := make(map[int][]string) // the part letters of each step's files
	fset := token.NewFileSet()
	for _, name := range names {
		m := named.FindStringSubmatch(name)
		if m == nil {
			t.Errorf("%s: want settle_<step><part>_<topic>.go", name)
			continue
		}
		step, _ := strconv.Atoi(m[1])
		if step > steps || m[1] != strconv.Itoa(step) {
			t.Errorf("%s: doc.go's Settling and eyes has steps 1 to %d (0 is the driver)", name, steps)
			continue
		}
		if strings.HasSuffix(name, "_test.go") {
			continue // a test of the step, named after its file
		}
		parts[step] = append(parts[step], m[2])
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		// The file's comment: the first after the package clause.
		var head string
		for _, cg := range f.Comments {
			if cg.Pos() > f.Name.End() {
				head = strings.Join(strings.Fields(cg.Text()), " ")
				break
			}
		}
		cites := false
		for _, c := range stepCite.FindAllStringSubmatch(head, -1) {
			for _, n := range citedSteps(c[1]) {
				cites = cites || n == step
			}
		}
		if step > 0 && !cites {
			t.Errorf("%s: its first comment cites no step %d: %q", name, step, head[:min(len(head), 80)])
		}
	}
	for step := 0; step <= steps; step++ {
		p := parts[step]
		slices.Sort(p)
		switch {
		case len(p) == 0 && step == 0:
			t.Error("no settle_0_*.go: the driver of the steps")
		case len(p) == 0:
			t.Errorf("step %d of doc.go's Settling and eyes has no settle_%d_*.go", step, step)
		case len(p) == 1 && p[0] != "":
			t.Errorf("step %d is in one file, lettered %q: want settle_%d_*.go", step, p[0], step)
		case len(p) > 1:
			for i, l := range p {
				if l != string(rune('a'+i)) {
					t.Errorf("step %d's files are lettered %q: want a, b, c… in order", step, p)
					break
				}
			}
		}
	}
}

package livingstones

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/doc/comment"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// apiFile is the golden description of the package's exported API, in the
// style of the Go project's api/*.txt files: one sorted line per exported
// constant, variable, function, type, method, struct field and interface
// method, each with its signature. It is checked in so that every change of
// the public API shows in review as a change of this file.
const apiFile = "api/livingstones.txt"

// TestAPI describes the exported API from the package's source and compares
// it with apiFile. After a deliberate change of the API, rewrite the file
// with
//
//	go test -run TestAPI -update .
func TestAPI(t *testing.T) {
	pkg, err := checkDir(".")
	if err != nil {
		t.Fatal(err)
	}
	got := describeAPI(pkg)
	if updating() {
		if err := os.MkdirAll(filepath.Dir(apiFile), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(apiFile, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(apiFile)
	if err != nil {
		t.Fatalf("%v (run go test -run TestAPI -update . to create it)", err)
	}
	want := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if diff := lineDiff(want, got); diff != "" {
		t.Errorf("the exported API differs from %s (- in the file only, + in the source only):\n%s"+
			"If the change is deliberate, rewrite the file with\n\tgo test -run TestAPI -update .\n"+
			"and commit it with the change.", apiFile, diff)
	}
}

// lineDiff returns the lines only in want, marked "-", and those only in
// got, marked "+", in sorted order, or "" if the two hold the same lines.
func lineDiff(want, got []string) string {
	want, got = slices.Sorted(slices.Values(want)), slices.Sorted(slices.Values(got))
	var b strings.Builder
	for len(want) > 0 || len(got) > 0 {
		switch {
		case len(got) == 0 || len(want) > 0 && want[0] < got[0]:
			fmt.Fprintf(&b, "- %s\n", want[0])
			want = want[1:]
		case len(want) == 0 || got[0] < want[0]:
			fmt.Fprintf(&b, "+ %s\n", got[0])
			got = got[1:]
		default:
			want, got = want[1:], got[1:]
		}
	}
	return b.String()
}

// TestDescribeAPI checks the description on a small package that has one of
// each kind of exported name, including what the description must leave out
// (unexported names, methods of unexported types) and must add (methods
// promoted from an embedded field, the sealing of an interface by an
// unexported method).
func TestDescribeAPI(t *testing.T) {
	const src = `package sample

import "io"

// Untyped and typed constants, iota included.
const (
	Max      = 25
	name     = "hidden"
	Greeting = "hi"
)

type Level int8

const (
	Low Level = iota
	High
)

var ErrBad = io.EOF

func New(size int, opts ...Option) (*Thing, error) { return nil, nil }
func Apply(f func(n int) bool, w io.Writer) {}
func helper() {}

type Option func(*settings) error

type settings struct{ Exported int }

type Base struct{ ID int }

func (Base) Hello() string   { return "" }
func (*Base) Reset()         {}

type Thing struct {
	Base
	Name   string
	Sizes  []int
	hidden int
}

func (t *Thing) Write(p []byte) (n int, err error) { return 0, nil }
func (t Thing) Len() int                          { return 0 }
func (t Thing) private()                          {}

type Sealed interface {
	Count(t *Thing) (Level, error)
	seal()
}

type Open interface{ io.Writer }

type Alias = Thing

type lower struct{}

func (lower) Exported() {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "sample.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	imp, err := exportImporter(fset, ".", "io")
	if err != nil {
		t.Fatal(err)
	}
	conf := types.Config{Importer: imp}
	pkg, err := conf.Check("example.com/sample", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"pkg sample, const Greeting = \"hi\"",
		"pkg sample, const Greeting untyped string",
		"pkg sample, const High = 1",
		"pkg sample, const High Level",
		"pkg sample, const Low = 0",
		"pkg sample, const Low Level",
		"pkg sample, const Max = 25",
		"pkg sample, const Max untyped int",
		"pkg sample, func Apply(func(int) bool, io.Writer)",
		"pkg sample, func New(int, ...Option) (*Thing, error)",
		"pkg sample, method (*Base) Reset()",
		"pkg sample, method (*Thing) Reset()",
		"pkg sample, method (*Thing) Write([]byte) (int, error)",
		"pkg sample, method (Base) Hello() string",
		"pkg sample, method (Thing) Hello() string",
		"pkg sample, method (Thing) Len() int",
		"pkg sample, type Alias = Thing",
		"pkg sample, type Base struct",
		"pkg sample, type Base struct, ID int",
		"pkg sample, type Level int8",
		"pkg sample, type Open interface { Write }",
		"pkg sample, type Open interface, Write([]byte) (int, error)",
		"pkg sample, type Option func(*settings) error",
		"pkg sample, type Sealed interface { Count, unexported methods }",
		"pkg sample, type Sealed interface, Count(*Thing) (Level, error)",
		"pkg sample, type Thing struct",
		"pkg sample, type Thing struct, Name string",
		"pkg sample, type Thing struct, Sizes []int",
		"pkg sample, type Thing struct, embedded Base",
		"pkg sample, var ErrBad error",
	}
	if diff := cmp.Diff(want, describeAPI(pkg)); diff != "" {
		t.Errorf("describeAPI (-want +got):\n%s", diff)
	}
}

// checkDir type-checks the package in dir from its non-test Go files (those
// the go command would build).
func checkDir(dir string) (*types.Package, error) {
	bp, err := build.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range bp.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	imp, err := exportImporter(fset, dir, bp.Imports...)
	if err != nil {
		return nil, err
	}
	conf := types.Config{Importer: imp}
	return conf.Check(bp.ImportPath, fset, files, nil)
}

// exportImporter returns an importer of the given packages and their
// dependencies that reads the compiler's export data, which one go list
// -export run (in dir, for its module) builds or finds in the build cache.
func exportImporter(fset *token.FileSet, dir string, paths ...string) (types.Importer, error) {
	args := append([]string{"list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}", "--"}, paths...)
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -export: %v: %s", err, stderr.Bytes())
	}
	exports := make(map[string]string)
	for line := range strings.Lines(string(out)) {
		path, file, _ := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
		if file != "" {
			exports[path] = file
		}
	}
	return importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %q", path)
		}
		return os.Open(file)
	}), nil
}

// describeAPI returns the lines that describe pkg's exported API, sorted.
// Parameter names are left out, as they are not part of the API; the
// package's own names are unqualified, other packages' are qualified by
// package name.
func describeAPI(pkg *types.Package) []string {
	a := apiWriter{pkg: pkg, prefix: "pkg " + pkg.Name() + ", "}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		if !token.IsExported(name) {
			continue
		}
		switch obj := scope.Lookup(name).(type) {
		case *types.Const:
			a.emit("const %s %s", name, a.typ(obj.Type()))
			a.emit("const %s = %s", name, obj.Val().ExactString())
		case *types.Var:
			a.emit("var %s %s", name, a.typ(obj.Type()))
		case *types.Func:
			a.emit("func %s%s", name, a.signature(obj.Type().(*types.Signature)))
		case *types.TypeName:
			a.typeName(obj)
		}
	}
	slices.Sort(a.lines)
	return slices.Compact(a.lines)
}

// apiWriter collects the lines of describeAPI.
type apiWriter struct {
	pkg    *types.Package
	prefix string
	lines  []string
}

func (a *apiWriter) emit(format string, args ...any) {
	a.lines = append(a.lines, a.prefix+fmt.Sprintf(format, args...))
}

// typeName describes a type: its definition, its exported fields or
// interface methods, and the exported methods of its method set.
func (a *apiWriter) typeName(obj *types.TypeName) {
	name := obj.Name()
	if obj.IsAlias() {
		rhs := types.Unalias(obj.Type())
		if alias, ok := obj.Type().(*types.Alias); ok {
			rhs = alias.Rhs()
		}
		a.emit("type %s = %s", name, a.typ(rhs))
		return
	}
	switch u := obj.Type().Underlying().(type) {
	case *types.Struct:
		a.emit("type %s struct", name)
		for i := range u.NumFields() {
			f := u.Field(i)
			switch {
			case f.Embedded():
				a.emit("type %s struct, embedded %s", name, a.typ(f.Type()))
			case f.Exported():
				a.emit("type %s struct, %s %s", name, f.Name(), a.typ(f.Type()))
			}
		}
	case *types.Interface:
		var names []string
		sealed := false
		for m := range u.Methods() {
			if !m.Exported() {
				sealed = true
				continue
			}
			names = append(names, m.Name())
			a.emit("type %s interface, %s%s", name, m.Name(), a.signature(m.Type().(*types.Signature)))
		}
		if sealed {
			names = append(names, "unexported methods")
		}
		a.emit("type %s interface { %s }", name, strings.Join(names, ", "))
		return // an interface's methods are described above
	default:
		a.emit("type %s %s", name, a.typ(u))
	}
	// A method is listed with a value receiver if a value has it, else with
	// a pointer receiver; promoted methods are listed like declared ones.
	values := types.NewMethodSet(obj.Type())
	pointers := types.NewMethodSet(types.NewPointer(obj.Type()))
	for sel := range pointers.Methods() {
		m := sel.Obj()
		if !m.Exported() {
			continue
		}
		recv := "*" + name
		if values.Lookup(m.Pkg(), m.Name()) != nil {
			recv = name
		}
		a.emit("method (%s) %s%s", recv, m.Name(), a.signature(m.Type().(*types.Signature)))
	}
}

// signature writes a function's parameter and result types without the
// leading "func".
func (a *apiWriter) signature(sig *types.Signature) string {
	var b strings.Builder
	b.WriteString("(")
	for i := range sig.Params().Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		t := sig.Params().At(i).Type()
		if sig.Variadic() && i == sig.Params().Len()-1 {
			b.WriteString("..." + a.typ(t.(*types.Slice).Elem()))
			continue
		}
		b.WriteString(a.typ(t))
	}
	b.WriteString(")")
	switch res := sig.Results(); res.Len() {
	case 0:
	case 1:
		b.WriteString(" " + a.typ(res.At(0).Type()))
	default:
		b.WriteString(" (")
		for i := range res.Len() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(a.typ(res.At(i).Type()))
		}
		b.WriteString(")")
	}
	return b.String()
}

// typ writes a type as the source would, dropping parameter names from
// function types.
func (a *apiWriter) typ(t types.Type) string {
	switch t := t.(type) {
	case *types.Signature:
		return "func" + a.signature(t)
	case *types.Pointer:
		return "*" + a.typ(t.Elem())
	case *types.Slice:
		return "[]" + a.typ(t.Elem())
	case *types.Array:
		return fmt.Sprintf("[%d]%s", t.Len(), a.typ(t.Elem()))
	case *types.Map:
		return "map[" + a.typ(t.Key()) + "]" + a.typ(t.Elem())
	}
	return types.TypeString(t, func(p *types.Package) string {
		if p == a.pkg {
			return ""
		}
		return p.Name()
	})
}

// TestDocIndex checks the package doc's index of the API against the
// package: every doc link ([Name], [Type.Method]) must name something the
// package exports, and every exported name must be linked, except
// constants whose type is linked (the index names a type, not each of its
// values).
func TestDocIndex(t *testing.T) {
	pkg, err := checkDir(".")
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	linked := make(map[string]bool)
	for _, name := range docLinks(f.Doc.Text()) {
		linked[name] = true
		recv, sel, isMethod := strings.Cut(name, ".")
		obj := pkg.Scope().Lookup(recv)
		if obj == nil || !obj.Exported() {
			t.Errorf("doc.go links [%s], which the package does not export", name)
			continue
		}
		if isMethod {
			found, _, _ := types.LookupFieldOrMethod(obj.Type(), true, pkg, sel)
			if found == nil || !found.Exported() {
				t.Errorf("doc.go links [%s], which %s does not have", name, recv)
			}
		}
	}
	var missing []string
	for _, name := range pkg.Scope().Names() {
		obj := pkg.Scope().Lookup(name)
		if !obj.Exported() || linked[name] {
			continue
		}
		if c, ok := obj.(*types.Const); ok {
			if named, ok := c.Type().(*types.Named); ok && linked[named.Obj().Name()] {
				continue
			}
		}
		missing = append(missing, name)
	}
	if len(missing) > 0 {
		t.Errorf("the index in doc.go (section The API by category) does not link %s; add them where they belong",
			strings.Join(missing, ", "))
	}
}

// docLinks returns the names of the doc links to this package's exported
// names in a doc comment's text, in order: "[Name]", "[Type.Method]" and
// "[*Type]" give "Name", "Type.Method" and "Type".
func docLinks(text string) []string {
	var names []string
	var walk func(texts []comment.Text)
	walk = func(texts []comment.Text) {
		for _, x := range texts {
			switch x := x.(type) {
			case *comment.DocLink:
				name := x.Name
				if x.Recv != "" {
					name = x.Recv + "." + x.Name
				}
				if x.ImportPath == "" && token.IsExported(name) {
					names = append(names, name)
				}
			case *comment.Link:
				walk(x.Text)
			}
		}
	}
	p := comment.Parser{LookupSym: func(recv, name string) bool { return true }}
	for _, block := range p.Parse(text).Content {
		switch b := block.(type) {
		case *comment.Paragraph:
			walk(b.Text)
		case *comment.Heading:
			walk(b.Text)
		case *comment.List:
			for _, item := range b.Items {
				for _, c := range item.Content {
					if para, ok := c.(*comment.Paragraph); ok {
						walk(para.Text)
					}
				}
			}
		}
	}
	return names
}

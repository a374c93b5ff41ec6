// Command deadwalk measures how far a reader walks to follow the dead
// stones through Count: the measure of issue 24 ("the walk of the dead
// stones through Count"), kept so that the figures can be taken again on
// any commit:
//
//	go run ./scripts/deadwalk [-from Count] [-v] [dir]
//
// It type-checks the library's package (dir, default ".", test files
// left out) and builds its static call graph: an edge from each function
// or method to every function or method of the package its body names
// (calls, method values, function literals inside it counted as its own
// body). A function names the dead stones when its body uses one of the
// objects that hold them: the type deadStones and its fields, the
// settler's isDead and deadPts, the Analysis's dead and deadOf, and
// Settlement.Dead (whichever of them exist in the version measured).
//
// It prints:
//   - dead: the functions that name the dead stones, and how many files
//     they are in;
//   - shared: how many functions of the settle_ files read them from the
//     fields of the settler or the Analysis (isDead, deadPts, dead,
//     deadOf) rather than take them as a value;
//   - paths: the functions on a call path from the start (-from, the
//     package function Count) to one of them, their files, the calls
//     between them and how many of those cross from one file to another,
//     and the longest such path without repeating a function;
//   - walk: a reader's depth-first walk from the start along those calls,
//     in the order the body makes them, each function read once: steps
//     (each call followed and each return to the caller), switches (steps
//     that land in another file) and climbs (returns that land in another
//     file).
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// holders are the objects that hold the dead stones: type name, then
// field names ("" for the type itself).
var holders = map[string][]string{
	"deadStones": {"", "at", "pts"},
	"settler":    {"isDead", "deadPts"},
	"Analysis":   {"dead", "deadOf"},
	"Settlement": {"Dead"},
}

type fn struct {
	obj    *types.Func
	decl   *ast.FuncDecl
	file   string
	calls  []*types.Func // in source order, each once
	dead   bool
	shared bool // reads them from the settler's or the Analysis's fields
}

func main() {
	from := flag.String("from", "Count", "the package function the walk starts from")
	verbose := flag.Bool("v", false, "list the functions and the walk")
	flag.Parse()
	dir := "."
	if flag.NArg() > 0 {
		dir = flag.Arg(0)
	}
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	if err != nil {
		log.Fatal(err)
	}
	var files []*ast.File
	for name, p := range pkgs {
		if name == "main" {
			continue
		}
		for _, f := range p.Files {
			files = append(files, f)
		}
	}
	sort.Slice(files, func(i, j int) bool {
		return fset.Position(files[i].Pos()).Filename < fset.Position(files[j].Pos()).Filename
	})
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("livingstones", fset, files, info)
	if err != nil {
		log.Fatal(err)
	}
	held := map[types.Object]bool{}
	shared := map[types.Object]bool{}
	for tname, fields := range holders {
		obj := pkg.Scope().Lookup(tname)
		if obj == nil {
			continue
		}
		st, _ := obj.Type().Underlying().(*types.Struct)
		for _, f := range fields {
			if f == "" {
				held[obj] = true
				continue
			}
			for i := 0; st != nil && i < st.NumFields(); i++ {
				if st.Field(i).Name() == f {
					held[st.Field(i)] = true
					shared[st.Field(i)] = tname == "settler" || tname == "Analysis"
				}
			}
		}
	}

	fns := map[*types.Func]*fn{}
	var order []*fn
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			obj := info.Defs[fd.Name].(*types.Func)
			x := &fn{obj: obj, decl: fd, file: filepath.Base(fset.Position(fd.Pos()).Filename)}
			fns[obj] = x
			order = append(order, x)
		}
	}
	for _, x := range order {
		seen := map[*types.Func]bool{}
		ast.Inspect(x.decl.Body, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			obj := info.Uses[id]
			if held[obj] {
				x.dead = true
			}
			if shared[obj] {
				x.shared = true
			}
			if f, ok := obj.(*types.Func); ok && f.Pkg() == pkg {
				if f = f.Origin(); fns[f] != nil && !seen[f] && f != x.obj {
					seen[f] = true
					x.calls = append(x.calls, f)
				}
			}
			return true
		})
	}
	start := fns[lookupFunc(pkg, *from)]
	if start == nil {
		log.Fatalf("no function %s", *from)
	}

	// reach: whether a function names the dead stones or calls (through
	// any chain) one that does, found backwards from those that name them.
	callers := map[*fn][]*fn{}
	for _, x := range order {
		for _, c := range x.calls {
			callers[fns[c]] = append(callers[fns[c]], x)
		}
	}
	reach := map[*fn]bool{}
	var queue []*fn
	for _, x := range order {
		if x.dead {
			reach[x] = true
			queue = append(queue, x)
		}
	}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, y := range callers[x] {
			if !reach[y] {
				reach[y] = true
				queue = append(queue, y)
			}
		}
	}

	var dead []*fn
	deadFiles := map[string]bool{}
	nShared := 0
	for _, x := range order {
		if x.shared && strings.HasPrefix(x.file, "settle_") {
			nShared++
		}
		if x.dead {
			dead = append(dead, x)
			deadFiles[x.file] = true
		}
	}
	// The functions on paths from start: reachable from start through
	// functions that reach a dead-naming one.
	onPath := map[*fn]bool{}
	var visit func(x *fn)
	visit = func(x *fn) {
		if onPath[x] || !reach[x] {
			return
		}
		onPath[x] = true
		for _, c := range x.calls {
			visit(fns[c])
		}
	}
	visit(start)
	pathFiles := map[string]bool{}
	calls, cross := 0, 0
	for x := range onPath {
		pathFiles[x.file] = true
		for _, c := range x.calls {
			if onPath[fns[c]] {
				calls++
				if fns[c].file != x.file {
					cross++
				}
			}
		}
	}
	deadReached := 0
	for _, x := range dead {
		if onPath[x] {
			deadReached++
		}
	}
	longest := 0
	var deep func(x *fn, onStack map[*fn]bool, n int)
	deep = func(x *fn, onStack map[*fn]bool, n int) {
		if n > longest {
			longest = n
		}
		onStack[x] = true
		for _, c := range x.calls {
			if y := fns[c]; onPath[y] && !onStack[y] {
				deep(y, onStack, n+1)
			}
		}
		delete(onStack, x)
	}
	deep(start, map[*fn]bool{}, 0)

	// The reader's walk.
	steps, switches, climbs := 0, 0, 0
	read := map[*fn]bool{}
	var walk []string
	var dfs func(x *fn, depth int)
	dfs = func(x *fn, depth int) {
		read[x] = true
		walk = append(walk, fmt.Sprintf("%s%s (%s)", strings.Repeat("  ", depth), name(x), x.file))
		for _, c := range x.calls {
			y := fns[c]
			if !onPath[y] || read[y] {
				continue
			}
			steps++
			if y.file != x.file {
				switches++
			}
			dfs(y, depth+1)
			steps++
			if y.file != x.file {
				switches++
				climbs++
			}
		}
	}
	dfs(start, 0)

	fmt.Printf("dead: %d functions name the dead stones, in %d files (%d of them on paths from %s)\n",
		len(dead), len(deadFiles), deadReached, *from)
	fmt.Printf("shared: %d functions of the settle_ files read them from the settler's or the Analysis's fields\n", nShared)
	fmt.Printf("paths: %d functions in %d files, %d calls (%d cross files), longest path %d calls\n",
		len(onPath), len(pathFiles), calls, cross, longest)
	fmt.Printf("walk: %d steps, %d switches, %d climbs\n", steps, switches, climbs)
	if *verbose {
		fmt.Println("\nfunctions naming the dead stones:")
		for _, x := range dead {
			mark := ""
			if x.shared {
				mark = ", from fields"
			}
			fmt.Printf("  %s (%s%s)\n", name(x), x.file, mark)
		}
		fmt.Println("\nthe walk:")
		for _, w := range walk {
			fmt.Println("  " + w)
		}
	}
}

func lookupFunc(pkg *types.Package, name string) *types.Func {
	f, _ := pkg.Scope().Lookup(name).(*types.Func)
	return f
}

func name(x *fn) string {
	if r := x.obj.Signature().Recv(); r != nil {
		t := r.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok {
			return n.Obj().Name() + "." + x.obj.Name()
		}
	}
	return x.obj.Name()
}

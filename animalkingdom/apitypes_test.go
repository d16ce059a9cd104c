package animalkingdom

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestNoExportedNameExposesAHiddenType type-checks the package and walks
// every exported name (functions, variables, constants, types, their
// exported fields and methods, and the types exported aliases name): no
// type a user is handed is unexported, or from an internal package
// without an exported alias here to name it.
func TestNoExportedNameExposesAHiddenType(t *testing.T) {
	pkg := checkedPackage(t)
	w := apiWalker{named: map[*types.TypeName]bool{}, seen: map[types.Type]bool{}}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		if obj, ok := scope.Lookup(name).(*types.TypeName); ok && obj.Exported() && obj.IsAlias() {
			if n, ok := types.Unalias(obj.Type()).(*types.Named); ok {
				w.named[n.Obj()] = true
			}
		}
	}
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		if tn, ok := obj.(*types.TypeName); ok {
			w.members(name, types.Unalias(tn.Type()))
			continue
		}
		w.walk(name, obj.Type())
	}
	slices.Sort(w.bad)
	for _, b := range slices.Compact(w.bad) {
		t.Error(b)
	}
}

// checkedPackage parses and type-checks the package's own files.
func checkedPackage(t *testing.T) *types.Package {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range entries {
		if n := e.Name(); strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			f, err := parser.ParseFile(fset, n, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "gc", exportData(t))}
	pkg, err := conf.Check("github.com/rulebox/rulebox/animalkingdom", fset, files, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// exportData returns a lookup of the compiled export data of the
// package's dependencies, as go list finds it (built, or in the cache).
func exportData(t *testing.T) importer.Lookup {
	out, err := exec.Command("go", "list", "-export", "-deps", "-f", "{{.ImportPath}} {{.Export}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	files := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if path, file, ok := strings.Cut(line, " "); ok && file != "" {
			files[path] = file
		}
	}
	return func(path string) (io.ReadCloser, error) {
		file, ok := files[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(file)
	}
}

// apiWalker walks the types an exported name hands a user, noting each
// that the user cannot name.
type apiWalker struct {
	named map[*types.TypeName]bool // internal types an exported alias names
	seen  map[types.Type]bool
	bad   []string
}

// members walks the exported fields and methods of a named type.
func (w *apiWalker) members(where string, t types.Type) {
	if w.seen[t] {
		return
	}
	w.seen[t] = true
	if s, ok := t.Underlying().(*types.Struct); ok {
		for i := range s.NumFields() {
			if f := s.Field(i); f.Exported() {
				w.walk(where+"."+f.Name(), f.Type())
			}
		}
	}
	ms := types.NewMethodSet(types.NewPointer(t))
	for i := range ms.Len() {
		if m := ms.At(i).Obj(); m.Exported() {
			w.walk(where+"."+m.Name(), m.Type())
		}
	}
}

// walk checks t, handed to a user at where.
func (w *apiWalker) walk(where string, t types.Type) {
	switch t := t.(type) {
	case *types.Alias:
		w.walk(where, types.Unalias(t))
	case *types.Named:
		obj := t.Obj()
		switch path := pkgPath(obj); {
		case obj.Pkg() == nil:
		case !obj.Exported():
			w.bad = append(w.bad, where+" exposes the unexported type "+obj.Name())
		case strings.Contains(path, "/internal/") && !w.named[obj]:
			w.bad = append(w.bad, where+" exposes "+path+"."+obj.Name()+", which no exported name of the package names")
		case strings.HasPrefix(path, "github.com/rulebox/rulebox/"):
			w.members(obj.Name(), t)
		}
		for i := range t.TypeArgs().Len() {
			w.walk(where, t.TypeArgs().At(i))
		}
	case *types.Pointer:
		w.walk(where, t.Elem())
	case *types.Slice:
		w.walk(where, t.Elem())
	case *types.Array:
		w.walk(where, t.Elem())
	case *types.Map:
		w.walk(where, t.Key())
		w.walk(where, t.Elem())
	case *types.Chan:
		w.walk(where, t.Elem())
	case *types.Signature:
		for _, tup := range []*types.Tuple{t.Params(), t.Results()} {
			for i := range tup.Len() {
				w.walk(where, tup.At(i).Type())
			}
		}
	case *types.Struct:
		for i := range t.NumFields() {
			if f := t.Field(i); f.Exported() {
				w.walk(where+"."+f.Name(), f.Type())
			}
		}
	}
}

// pkgPath is the path of obj's package; "" for none.
func pkgPath(obj *types.TypeName) string {
	if obj.Pkg() == nil {
		return ""
	}
	return obj.Pkg().Path()
}

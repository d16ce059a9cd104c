package gametest

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
)

// MutableVars lists the exported package-level variables of the package in
// dir (test files excluded) through which one importer could change what
// every other one sees: a variable of slice, map, pointer or channel type,
// or of a type (an array, a struct, a named type of the package) holding
// one where an importer can reach it (an exported field, or one promoted
// from an embedded field). Error sentinels are allowed, as is conventional:
// a variable named Err... that is of type error, made by errors.New or
// fmt.Errorf, or another package's Err... variable. The check reads the
// source with go/parser; a variable whose type it cannot tell from the
// source (the value of a variable of another package, a type of another
// package) is listed too, so that the check never passes by not looking.
// Each entry says where the variable is and why it is listed.
func MutableVars(dir string) ([]string, error) {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	pkg := &declared{types: map[string]*ast.TypeSpec{}, funcs: map[string]*ast.FuncType{}}
	var parsed []*ast.File
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		parsed = append(parsed, f)
		pkg.add(f)
	}
	var out []string
	for _, f := range parsed {
		for _, spec := range exportedVarSpecs(f) {
			for i, name := range spec.Names {
				if !name.IsExported() {
					continue
				}
				if why := pkg.varProblem(spec, i); why != "" {
					out = append(out, fmt.Sprintf("%s (%s): %s", name.Name, fset.Position(name.Pos()), why))
				}
			}
		}
	}
	return out, nil
}

// exportedVarSpecs are the package-level var specs of f.
func exportedVarSpecs(f *ast.File) []*ast.ValueSpec {
	var specs []*ast.ValueSpec
	for _, decl := range f.Decls {
		if d, ok := decl.(*ast.GenDecl); ok && d.Tok == token.VAR {
			for _, s := range d.Specs {
				specs = append(specs, s.(*ast.ValueSpec))
			}
		}
	}
	return specs
}

// declared holds a package's type declarations and the signatures of its
// functions, by name.
type declared struct {
	types map[string]*ast.TypeSpec
	funcs map[string]*ast.FuncType
}

func (pkg *declared) add(f *ast.File) {
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				pkg.funcs[d.Name.Name] = d.Type
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if ts, ok := s.(*ast.TypeSpec); ok {
					pkg.types[ts.Name.Name] = ts
				}
			}
		}
	}
}

// varProblem says why the i'th variable of spec is listed, or "".
func (pkg *declared) varProblem(spec *ast.ValueSpec, i int) string {
	if isErrSentinel(spec, i) {
		return ""
	}
	typ := spec.Type
	if typ == nil && len(spec.Values) == len(spec.Names) {
		typ = pkg.typeOf(spec.Values[i])
	}
	if typ == nil {
		return "its type cannot be told from the source; make it a constant or a function"
	}
	kind, path := pkg.mutable(typ, map[string]bool{})
	if kind == "" {
		return ""
	}
	subject := "it"
	if path != "" {
		subject = "its field " + path[1:]
	}
	if strings.HasPrefix(kind, "of type") {
		return subject + " is " + kind + "; make it a constant or a function"
	}
	return subject + " is " + kind + ", which an importer can change for every other importer"
}

// isErrSentinel reports whether the i'th variable of spec is an error
// sentinel.
func isErrSentinel(spec *ast.ValueSpec, i int) bool {
	if !strings.HasPrefix(spec.Names[i].Name, "Err") {
		return false
	}
	if id, ok := spec.Type.(*ast.Ident); ok && id.Name == "error" {
		return true
	}
	if spec.Type != nil || len(spec.Values) != len(spec.Names) {
		return false
	}
	switch v := spec.Values[i].(type) {
	case *ast.CallExpr:
		name := exprString(v.Fun)
		return name == "errors.New" || name == "fmt.Errorf"
	case *ast.SelectorExpr:
		_, pkgVar := v.X.(*ast.Ident)
		return pkgVar && strings.HasPrefix(v.Sel.Name, "Err")
	}
	return false
}

// typeOf is the type of a variable's initial value as the source writes
// it, or nil when the source does not say.
func (pkg *declared) typeOf(v ast.Expr) ast.Expr {
	switch v := v.(type) {
	case *ast.CompositeLit:
		return v.Type
	case *ast.UnaryExpr:
		if v.Op == token.AND {
			return &ast.StarExpr{X: pkg.typeOf(v.X)}
		}
		return pkg.typeOf(v.X)
	case *ast.BasicLit:
		return ast.NewIdent("string") // every literal is of a value type
	case *ast.FuncLit:
		return v.Type
	case *ast.ParenExpr:
		return pkg.typeOf(v.X)
	case *ast.CallExpr:
		return pkg.resultOf(v)
	}
	return nil
}

// resultOf is the type a call gives: the one result of a function of the
// package, or the type of a conversion to a type of the package.
func (pkg *declared) resultOf(call *ast.CallExpr) ast.Expr {
	fun := call.Fun
	if ix, ok := fun.(*ast.IndexExpr); ok {
		fun = ix.X
	}
	id, ok := fun.(*ast.Ident)
	if !ok {
		return nil
	}
	if _, ok := pkg.types[id.Name]; ok {
		return id
	}
	if ft, ok := pkg.funcs[id.Name]; ok && ft.Results != nil && len(ft.Results.List) == 1 && len(ft.Results.List[0].Names) <= 1 {
		return ft.Results.List[0].Type
	}
	if basic[id.Name] {
		return id
	}
	return nil
}

// basic are the predeclared types a value of which shares nothing.
var basic = map[string]bool{
	"bool": true, "string": true, "byte": true, "rune": true, "error": true,
	"int": true, "int8": true, "int16": true, "int32": true, "int64": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true,
	"float32": true, "float64": true, "complex64": true, "complex128": true,
}

// mutable says what in type t an importer could change through a copy of
// a value of it: the kind ("a slice") and the path of fields to it
// (".Rows"), or "" when nothing; seen holds the named types being looked
// into, so that a recursive type ends.
func (pkg *declared) mutable(t ast.Expr, seen map[string]bool) (kind, path string) {
	switch t := t.(type) {
	case *ast.ArrayType:
		if t.Len == nil {
			return "a slice", ""
		}
		return pkg.mutable(t.Elt, seen)
	case *ast.MapType:
		return "a map", ""
	case *ast.StarExpr:
		return "a pointer", ""
	case *ast.ChanType:
		return "a channel", ""
	case *ast.FuncType:
		return "", ""
	case *ast.ParenExpr:
		return pkg.mutable(t.X, seen)
	case *ast.IndexExpr:
		return pkg.mutable(t.X, seen)
	case *ast.IndexListExpr:
		return pkg.mutable(t.X, seen)
	case *ast.StructType:
		return pkg.mutableField(t, seen)
	case *ast.Ident:
		return pkg.mutableNamed(t.Name, seen)
	}
	return opaque(exprString(t)), ""
}

// opaque is the kind of a type the check cannot look into.
func opaque(name string) string { return "of type " + name + ", which the check cannot look into" }

// mutableNamed looks into a predeclared type or a named type of the
// package.
func (pkg *declared) mutableNamed(name string, seen map[string]bool) (kind, path string) {
	if basic[name] || seen[name] {
		return "", ""
	}
	ts, ok := pkg.types[name]
	if !ok {
		return opaque(name), ""
	}
	seen[name] = true
	return pkg.mutable(ts.Type, seen)
}

// mutableField finds a field of a struct that an importer reaches and
// could change through a copy.
func (pkg *declared) mutableField(st *ast.StructType, seen map[string]bool) (kind, path string) {
	for _, f := range st.Fields.List {
		reach := len(f.Names) == 0 // an embedded field's own fields are promoted
		for _, n := range f.Names {
			reach = reach || n.IsExported()
		}
		if !reach {
			continue
		}
		if kind, path := pkg.mutable(f.Type, seen); kind != "" {
			return kind, "." + fieldName(f) + path
		}
	}
	return "", ""
}

func fieldName(f *ast.Field) string {
	if len(f.Names) == 0 {
		return exprString(f.Type)
	}
	return f.Names[0].Name
}

// exprString writes a short expression: "errors.New", "[]int".
func exprString(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return exprString(e.X) + "." + e.Sel.Name
	case *ast.StarExpr:
		return "*" + exprString(e.X)
	case *ast.ArrayType:
		return "[...]" + exprString(e.Elt)
	}
	return fmt.Sprintf("%T", e)
}

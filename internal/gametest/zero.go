package gametest

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// maxCalls bounds the argument combinations tried for one method or
// function, so that a method of many parameters stays quick.
const maxCalls = 512

// Exported lists the exported types and functions declared in the Go files
// of the package in dir (test files excluded), each sorted: the types that
// are neither interfaces nor aliases (an alias's methods belong to the
// package that declares the type) and the functions that are not methods.
func Exported(dir string) (types, funcs []string, err error) {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, nil, err
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, nil, err
		}
		types, funcs = exportedIn(f, types, funcs)
	}
	slices.Sort(types)
	slices.Sort(funcs)
	return types, funcs, nil
}

// exportedIn appends the exported types and functions of one file.
func exportedIn(f *ast.File, types, funcs []string) ([]string, []string) {
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil && d.Name.IsExported() {
				funcs = append(funcs, d.Name.Name)
			}
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				ts, ok := spec.(*ast.TypeSpec)
				if !ok || !ts.Name.IsExported() || ts.Assign.IsValid() {
					continue
				}
				if _, iface := ts.Type.(*ast.InterfaceType); !iface {
					types = append(types, ts.Name.Name)
				}
			}
		}
	}
	return types, funcs
}

// CallEveryMethod checks that no exported method of the given values
// panics. Each value is a zero value of an exported type of the package in
// dir, or a nil or other pointer to one. Every exported method of the
// value's type is called on the value; for a value that is not a pointer,
// every method of the pointer type is called too, each time on a pointer to
// a fresh copy of the value. Arguments come from args, by type: each
// parameter takes, in turn, its type's zero value and every value of args
// of that type (a parameter of function type takes only the values given,
// a nil function being no callback a caller can mean), in every
// combination up to a bound. A method of a pointer receiver that returns
// an error must leave the receiver as it was. The check also fails when an exported type of
// dir has no value in values, so a type added to the package joins the
// check.
func CallEveryMethod(t testing.TB, dir string, values []any, args ...any) {
	t.Helper()
	types, _, err := Exported(dir)
	if err != nil {
		t.Fatal(err)
	}
	covered := map[string]bool{}
	calls := 0
	for _, v := range values {
		rt := reflect.TypeOf(v)
		base := rt
		if base.Kind() == reflect.Pointer {
			base = base.Elem()
		}
		covered[typeName(base)] = true
		calls += callMethods(t, reflect.ValueOf(v), args)
	}
	t.Logf("%d calls of the methods of %d values", calls, len(values))
	for _, name := range types {
		if !covered[name] {
			t.Errorf("exported type %s has no value in the zero-value check", name)
		}
	}
}

// CallEveryFunc checks that no exported function of the package in dir
// panics, calling each one in funcs (by name; a generic function
// instantiated) with arguments drawn as CallEveryMethod draws them. It
// fails when an exported function of dir is not in funcs, or a name in
// funcs is not one.
func CallEveryFunc(t testing.TB, dir string, funcs map[string]any, args ...any) {
	t.Helper()
	_, names, err := Exported(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		f, ok := funcs[name]
		if !ok {
			t.Errorf("exported function %s is not in the check", name)
			continue
		}
		call(t, name, reflect.ValueOf(f), nil, args)
	}
	for name := range funcs {
		if !slices.Contains(names, name) {
			t.Errorf("%s is in the check but is no exported function of the package", name)
		}
	}
}

// typeName is the name of t without its type arguments.
func typeName(t reflect.Type) string {
	name, _, _ := strings.Cut(t.Name(), "[")
	return name
}

// callMethods calls every exported method of v (and, when v is not a
// pointer, of a pointer to a copy of it), and returns the number of calls.
func callMethods(t testing.TB, v reflect.Value, args []any) int {
	t.Helper()
	rt := v.Type()
	n := 0
	for m := range rt.Methods() {
		label := fmt.Sprintf("(%v).%s", rt, m.Name)
		n += call(t, label, m.Func, func() reflect.Value { return v }, args)
	}
	if rt.Kind() == reflect.Pointer {
		return n
	}
	pt := reflect.PointerTo(rt)
	for m := range pt.Methods() {
		if _, ok := rt.MethodByName(m.Name); ok {
			continue
		}
		label := fmt.Sprintf("(%v).%s", pt, m.Name)
		fresh := func() reflect.Value {
			p := reflect.New(rt)
			p.Elem().Set(v)
			return p
		}
		n += call(t, label, m.Func, fresh, args)
	}
	return n
}

// call calls f with every combination of arguments; recv, when not nil,
// gives the receiver, the first parameter of a method expression. It
// returns the number of calls made.
func call(t testing.TB, label string, f reflect.Value, recv func() reflect.Value, args []any) int {
	t.Helper()
	ft := f.Type()
	first := 0
	if recv != nil {
		first = 1
	}
	choices := make([][]reflect.Value, ft.NumIn()-first)
	for i := range choices {
		choices[i] = candidates(ft.In(first+i), args)
		if len(choices[i]) == 0 {
			t.Logf("%s: no value for parameter %d (%v); not called", label, i+1, ft.In(first+i))
			return 0
		}
	}
	n := 0
	for _, in := range combinations(choices) {
		if n == maxCalls {
			break
		}
		n++
		if recv != nil {
			in = append([]reflect.Value{recv()}, in...)
		}
		out, msg, ok := panics(f, in)
		if ok {
			t.Errorf("%s%s panics: %s", label, showArgs(in[first:]), msg)
			return n
		}
		if recv != nil && failed(out) && changed(in[0], recv()) {
			t.Errorf("%s%s returns an error but changes its receiver", label, showArgs(in[1:]))
			return n
		}
	}
	return n
}

// candidates returns the values a parameter of type pt takes: its zero
// value (except for a function) and every value of args assignable to it.
func candidates(pt reflect.Type, args []any) []reflect.Value {
	var out []reflect.Value
	if pt.Kind() != reflect.Func {
		out = append(out, reflect.Zero(pt))
	}
	for _, a := range args {
		av := reflect.ValueOf(a)
		if a != nil && (av.Type() == pt || pt.Kind() == reflect.Interface && av.Type().AssignableTo(pt)) {
			out = append(out, av)
		}
	}
	return out
}

// combinations yields every combination of one value per parameter, the
// first parameter varying slowest.
func combinations(choices [][]reflect.Value) func(func(int, []reflect.Value) bool) {
	return func(yield func(int, []reflect.Value) bool) {
		idx := make([]int, len(choices))
		for n := 0; ; n++ {
			in := make([]reflect.Value, len(choices))
			for i, c := range choices {
				in[i] = c[idx[i]]
			}
			if !yield(n, in) {
				return
			}
			i := len(idx) - 1
			for ; i >= 0; i-- {
				if idx[i]++; idx[i] < len(choices[i]) {
					break
				}
				idx[i] = 0
			}
			if i < 0 {
				return
			}
		}
	}
}

// panics calls f with in and returns its results, or the panic's value.
func panics(f reflect.Value, in []reflect.Value) (out []reflect.Value, msg string, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			msg, ok = fmt.Sprint(r), true
		}
	}()
	if f.Type().IsVariadic() {
		return f.CallSlice(in), "", false
	}
	return f.Call(in), "", false
}

// errorType is the type of the error interface.
var errorType = reflect.TypeFor[error]()

// failed reports whether a call's last result is a non-nil error.
func failed(out []reflect.Value) bool {
	if len(out) == 0 {
		return false
	}
	last := out[len(out)-1]
	return last.Type() == errorType && !last.IsNil()
}

// changed reports whether a pointer receiver, after a call, no longer
// holds what a fresh receiver holds.
func changed(after, fresh reflect.Value) bool {
	if after.Kind() != reflect.Pointer || after.IsNil() {
		return false
	}
	return !reflect.DeepEqual(after.Elem().Interface(), fresh.Elem().Interface())
}

// showArgs prints the arguments of a call, each cut short.
func showArgs(in []reflect.Value) string {
	parts := make([]string, len(in))
	for i, v := range in {
		s := fmt.Sprintf("%#v", v.Interface())
		if len(s) > 60 {
			s = s[:57] + "..."
		}
		parts[i] = s
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

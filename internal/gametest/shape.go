package gametest

import (
	"go/token"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// SnakeCase matches a snake_case JSON key.
var SnakeCase = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)

// sharedInternal are the internal types every game re-exports under its
// own name (engine's Player and RuleError), which a user names as the
// game's.
var sharedInternal = map[string]bool{"Player": true, "RuleError": true}

// CheckNamedTypes fails t for every type reachable from roots through
// exported fields, elements and the parameters and results of the methods
// of pkg's types that is unexported, or of an internal package (the shared
// Player and RuleError aside): a user must be able to name every type the
// API hands them. pkg is the game package's import path.
func CheckNamedTypes(t testing.TB, pkg string, roots ...reflect.Type) {
	t.Helper()
	seen := map[reflect.Type]bool{}
	var visit func(reflect.Type, string)
	visit = func(rt reflect.Type, where string) {
		if seen[rt] {
			return
		}
		seen[rt] = true
		if rt.Name() != "" && rt.PkgPath() != "" {
			switch {
			case !token.IsExported(rt.Name()):
				t.Errorf("%s has the unexported type %v", where, rt)
			case strings.Contains(rt.PkgPath(), "/internal/") && !sharedInternal[rt.Name()]:
				t.Errorf("%s has the internal type %v", where, rt)
			}
		}
		switch rt.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Chan:
			visit(rt.Elem(), where)
			return
		case reflect.Map:
			visit(rt.Key(), where)
			visit(rt.Elem(), where)
			return
		case reflect.Func:
			for i := range rt.NumIn() {
				visit(rt.In(i), where)
			}
			for i := range rt.NumOut() {
				visit(rt.Out(i), where)
			}
			return
		case reflect.Struct:
			if rt.PkgPath() != "" && !strings.HasPrefix(rt.PkgPath(), "github.com/rulebox/") {
				return
			}
			for i := range rt.NumField() {
				if f := rt.Field(i); f.IsExported() {
					visit(f.Type, rt.String()+"."+f.Name)
				}
			}
		}
		if rt.PkgPath() != pkg {
			return // another package's methods are its own
		}
		for _, mt := range []reflect.Type{rt, reflect.PointerTo(rt)} {
			for i := range mt.NumMethod() {
				m := mt.Method(i)
				for k := 1; k < m.Type.NumIn(); k++ {
					visit(m.Type.In(k), rt.String()+"."+m.Name)
				}
				for k := range m.Type.NumOut() {
					visit(m.Type.Out(k), rt.String()+"."+m.Name)
				}
			}
		}
	}
	for _, r := range roots {
		visit(r, r.String())
	}
}

// WalkKeys calls f on every object key of a decoded JSON tree.
func WalkKeys(tree any, f func(string)) {
	switch x := tree.(type) {
	case map[string]any:
		for k, v := range x {
			f(k)
			WalkKeys(v, f)
		}
	case []any:
		for _, v := range x {
			WalkKeys(v, f)
		}
	}
}

package earthexpress

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// zeroValues holds the zero value of every exported type of the package,
// by name, and a nil *CardSet.
var zeroValues = map[string]any{
	"Ability": Ability{}, "Card": Card(0), "CardFile": CardFile{}, "CardInfo": CardInfo{}, "CardSet": CardSet{},
	"Colour": Colour(0), "Config": Config{}, "Direction": Direction(0), "DemeterScore": DemeterScore{}, "EcosystemCard": EcosystemCard{},
	"EcosystemEntry": EcosystemEntry{}, "EcosystemSide": EcosystemSide{}, "Event": Event{}, "EventKind": EventKind(0),
	"FaunaCard": FaunaCard{}, "FaunaEntry": FaunaEntry{}, "FaunaSide": FaunaSide{}, "FloraEntry": FloraEntry{},
	"Level": Level(0), "LintEntry": LintEntry{}, "Move": Move{}, "MoveKind": MoveKind(0), "Objective": Objective{},
	"Phase": Phase(0), "Player": Player(0), "Resource": Resource(0), "Result": Result{}, "Row": Row{},
	"RuleError": RuleError{}, "Scenario": Scenario{}, "Scoring": Scoring{},
	"ScenarioSeat": ScenarioSeat{}, "State": State{}, "TerrainEntry": TerrainEntry{}, "View": View{},
	"nil *CardSet": (*CardSet)(nil),
}

// functions holds every exported function of the package, by name.
var functions = map[string]any{
	"DemeterLeaves": DemeterLeaves, "LoadCards": LoadCards, "StandardCards": StandardCards, "ParseLevel": ParseLevel,
	"Lint": Lint, "ParseMove": ParseMove, "LoadScenario": LoadScenario, "New": New,
	"KeepMove": KeepMove, "PlantMove": PlantMove, "AtMove": AtMove, "RefreshMove": RefreshMove,
	"GerminateMove": GerminateMove, "DiscardMove": DiscardMove, "NameMove": NameMove, "ActionMove": ActionMove,
	"ActivateMove": ActivateMove, "SkipMove": SkipMove, "PayMove": PayMove, "PlaceMove": PlaceMove,
	"DoneMove": DoneMove, "NeighbourMove": NeighbourMove, "OpponentMove": OpponentMove, "ConvertMove": ConvertMove,
	"EndMove": EndMove, "TieMove": TieMove, "ClaimMove": ClaimMove,
}

// exportedNames lists the exported types and functions the package's
// files declare.
func exportedNames(t *testing.T) (types, funcs []string) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range pkgs["earthexpress"].Files {
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.IsExported() {
					funcs = append(funcs, d.Name.Name)
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					if ts, ok := spec.(*ast.TypeSpec); ok && ts.Name.IsExported() {
						types = append(types, ts.Name.Name)
					}
				}
			}
		}
	}
	return types, funcs
}

// argChoices are the values each parameter is tried with: its zero value,
// and a few of the kind a caller gets wrong.
func argChoices(t reflect.Type) []reflect.Value {
	out := []reflect.Value{reflect.Zero(t)}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		for _, n := range []int64{-1, 1, 8, 1 << 20} {
			if !reflect.New(t).Elem().OverflowInt(n) {
				out = append(out, reflect.ValueOf(n).Convert(t))
			}
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		out = append(out, reflect.ValueOf(uint64(1)).Convert(t), reflect.ValueOf(uint64(1<<60)).Convert(t))
	case reflect.String:
		out = append(out, reflect.ValueOf("P1 plant Basil").Convert(t))
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			for _, s := range []string{"null", "{}", "[]", `"P1 done"`, "x"} {
				out = append(out, reflect.ValueOf([]byte(s)).Convert(t))
			}
		}
	case reflect.Pointer:
		out = append(out, reflect.New(t.Elem()))
	}
	return out
}

// callAll calls fn with zero arguments, then with each argument in turn
// set to each of its other choices, and reports a call that panics.
func callAll(t *testing.T, name string, fn reflect.Value) {
	ft := fn.Type()
	zero := make([]reflect.Value, ft.NumIn())
	for i := range zero {
		zero[i] = reflect.Zero(ft.In(i))
	}
	try := func(args []reflect.Value) {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("%s%v panics: %v", name, show(args), r)
			}
		}()
		fn.Call(args)
	}
	if ft.IsVariadic() {
		zero[len(zero)-1] = reflect.MakeSlice(ft.In(len(zero)-1), 0, 0)
		try2 := func(args []reflect.Value) {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s%v panics: %v", name, show(args), r)
				}
			}()
			fn.CallSlice(args)
		}
		try2(zero)
		return
	}
	try(zero)
	for i := range zero {
		for _, v := range argChoices(ft.In(i))[1:] {
			args := slices.Clone(zero)
			args[i] = v
			try(args)
		}
	}
}

// show prints call arguments.
func show(args []reflect.Value) string {
	var parts []string
	for _, a := range args {
		parts = append(parts, fmt.Sprintf("%#v", a.Interface()))
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// The zero value of every exported type, and a nil *CardSet, either works
// or returns an error from every exported method, with every argument
// zero or a value a caller gets wrong; no method panics. So do the
// exported functions, and the methods of a game's State, View, card set
// and move. A type or function the package adds is missed here
// until it is listed above.
func TestZeroValuesNeverPanic(t *testing.T) {
	types, funcs := exportedNames(t)
	for _, name := range types {
		if _, ok := zeroValues[name]; !ok {
			t.Errorf("the exported type %s has no zero value in zeroValues", name)
		}
	}
	for _, name := range funcs {
		if _, ok := functions[name]; !ok {
			t.Errorf("the exported function %s is not in functions", name)
		}
	}
	s, err := New(Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	values := maps.Clone(zeroValues)
	values["a State"], values["a View"], values["a CardSet"], values["a Move"] = s, s.View(P1), StandardCards(), s.LegalMoves(P1)[0]
	for name, v := range values {
		rv := reflect.ValueOf(v)
		if rv.Kind() != reflect.Pointer {
			p := reflect.New(rv.Type())
			p.Elem().Set(rv)
			rv = p // the pointer's method set holds the value's
		}
		for i := range rv.NumMethod() {
			callAll(t, name+"."+rv.Type().Method(i).Name, rv.Method(i))
		}
	}
	for name, f := range functions {
		callAll(t, name, reflect.ValueOf(f))
	}
}

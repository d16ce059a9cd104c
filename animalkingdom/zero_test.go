package animalkingdom

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/types"
	"math"
	"reflect"
	"slices"
	"sync"
	"testing"
)

// exportedTypes are the package's exported types, by name; a type added
// to the package fails TestExportedTypesAreAllTried until it is listed
// here, and so tried at its zero value.
var exportedTypes = map[string]reflect.Type{
	"Ability": reflect.TypeFor[Ability](), "AnimalEntry": reflect.TypeFor[AnimalEntry](), "AnimalFile": reflect.TypeFor[AnimalFile](),
	"Animal": reflect.TypeFor[Animal](), "Animals": reflect.TypeFor[Animals](), "Card": reflect.TypeFor[Card](),
	"CardInfo": reflect.TypeFor[CardInfo](), "CardSet": reflect.TypeFor[CardSet](), "Colour": reflect.TypeFor[Colour](),
	"Config": reflect.TypeFor[Config](), "Difficulty": reflect.TypeFor[Difficulty](), "EarthEntry": reflect.TypeFor[EarthEntry](),
	"EarthFile": reflect.TypeFor[EarthFile](), "Ecosystem": reflect.TypeFor[Ecosystem](), "Event": reflect.TypeFor[Event](), "EventKind": reflect.TypeFor[EventKind](),
	"Fauna": reflect.TypeFor[Fauna](), "Formula": reflect.TypeFor[Formula](), "GaiaCard": reflect.TypeFor[GaiaCard](),
	"GaiaEntry": reflect.TypeFor[GaiaEntry](), "GaiaFile": reflect.TypeFor[GaiaFile](), "GaiaScore": reflect.TypeFor[GaiaScore](),
	"Kind": reflect.TypeFor[Kind](), "Mode": reflect.TypeFor[Mode](), "Move": reflect.TypeFor[Move](), "SetupCard": reflect.TypeFor[SetupCard](),
	"MoveKind": reflect.TypeFor[MoveKind](), "Op": reflect.TypeFor[Op](), "Phase": reflect.TypeFor[Phase](), "Planted": reflect.TypeFor[Planted](),
	"Player": reflect.TypeFor[Player](), "Result": reflect.TypeFor[Result](), "RuleError": reflect.TypeFor[RuleError](),
	"Scenario": reflect.TypeFor[Scenario](), "ScenarioCard": reflect.TypeFor[ScenarioCard](), "ScenarioSeat": reflect.TypeFor[ScenarioSeat](),
	"Row": reflect.TypeFor[Row](), "Side": reflect.TypeFor[Side](), "SidedEntry": reflect.TypeFor[SidedEntry](),
	"SidedFile": reflect.TypeFor[SidedFile](), "Source": reflect.TypeFor[Source](), "State": reflect.TypeFor[State](),
	"Step": reflect.TypeFor[Step](), "Store": reflect.TypeFor[Store](), "TeamScore": reflect.TypeFor[TeamScore](),
	"Traits": reflect.TypeFor[Traits](), "View": reflect.TypeFor[View](),
}

// TestExportedTypesAreAllTried: every exported type of the package is in
// exportedTypes, and nothing else is.
func TestExportedTypesAreAllTried(t *testing.T) {
	scope := checkedPackage(t).Scope()
	var names []string
	for _, n := range scope.Names() {
		if _, ok := scope.Lookup(n).(*types.TypeName); ok && scope.Lookup(n).Exported() {
			names = append(names, n)
			if exportedTypes[n] == nil {
				t.Errorf("the exported type %s is not in exportedTypes: add it, and make its zero value work or fail cleanly", n)
			}
		}
	}
	for n := range exportedTypes {
		if !slices.Contains(names, n) {
			t.Errorf("exportedTypes lists %s, which the package does not export", n)
		}
	}
}

// TestZeroValuesNeverPanic calls every exported method of the zero value
// of every exported type, and of a nil pointer to each type of the
// package whose methods take one (a nil *CardSet among them), with
// arguments of every kind (players not in any game, cards out of the
// set, bad JSON...): each works or returns an error, and none panics.
func TestZeroValuesNeverPanic(t *testing.T) {
	for name, typ := range exportedTypes {
		callEvery(t, name+"{}", reflect.New(typ), nil)
		if typ.PkgPath() == reflect.TypeFor[State]().PkgPath() {
			callPointerMethods(t, "(*"+name+")(nil)", reflect.Zero(reflect.PointerTo(typ)))
		}
	}
}

// TestEveryMethodTakesAnyPlayer calls every exported method of States
// at the start, during and at the end of games (2 players, solo, teams)
// and of every player's View of them, with every player value (NoPlayer,
// negative, beyond the seats) and other arguments out of range: none
// panics.
func TestEveryMethodTakesAnyPlayer(t *testing.T) {
	for _, cfg := range []Config{{Players: 2, Seed: 41}, {Players: 1, Solo: true, Seed: 42}, {Players: 4, Teams: true, Seed: 43}} {
		states := randomPositions(t, cfg, 150)
		for i, s := range states {
			legal := []Move(nil)
			if !s.Over() {
				legal = s.LegalMoves(s.ToMove()[0])[:1]
			}
			where := fmt.Sprintf("%+v position %d", cfg, i)
			ptr := reflect.New(reflect.TypeFor[State]())
			ptr.Elem().Set(reflect.ValueOf(s))
			callEvery(t, where, ptr, legal)
			for _, p := range append(s.Players(), strangers...) {
				ptr := reflect.New(reflect.TypeFor[View]())
				ptr.Elem().Set(reflect.ValueOf(s.View(p)))
				callEvery(t, fmt.Sprintf("%s, View(%d)", where, p), ptr, legal)
			}
		}
	}
}

// callEvery calls each exported method of *ptr (value and pointer
// methods, on a fresh copy each time) with every combination of
// arguments.
func callEvery(t *testing.T, where string, ptr reflect.Value, moves []Move) {
	typ := ptr.Type()
	for i := range typ.NumMethod() {
		m := typ.Method(i)
		for _, args := range argLists(t, where+"."+m.Name, m.Type, moves) {
			fresh := reflect.New(typ.Elem())
			fresh.Elem().Set(ptr.Elem())
			call(t, where, m.Name, fresh.Method(i), args)
		}
	}
}

// callPointerMethods calls the methods of a nil pointer that take a
// pointer receiver (the value methods dereference it, as Go does).
func callPointerMethods(t *testing.T, where string, nilPtr reflect.Value) {
	typ := nilPtr.Type()
	for i := range typ.NumMethod() {
		m := typ.Method(i)
		if _, ok := typ.Elem().MethodByName(m.Name); ok {
			continue
		}
		for _, args := range argLists(t, where+"."+m.Name, m.Type, nil) {
			call(t, where, m.Name, nilPtr.Method(i), args)
		}
	}
}

// call calls f with args, failing t if it panics.
func call(t *testing.T, where, name string, f reflect.Value, args []reflect.Value) {
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s.%s%v panics: %v", where, name, show(args), r)
		}
	}()
	f.Call(args)
}

// show writes arguments for a message.
func show(args []reflect.Value) []any {
	out := make([]any, len(args))
	for i, a := range args {
		out[i] = a.Interface()
	}
	return out
}

// argLists are the argument lists a method of type ft (its receiver
// first) is called with: every combination of each parameter's values.
func argLists(t *testing.T, where string, ft reflect.Type, moves []Move) [][]reflect.Value {
	lists := [][]reflect.Value{nil}
	for k := 1; k < ft.NumIn(); k++ {
		vals := argValues(ft.In(k), moves)
		if len(vals) == 0 {
			t.Fatalf("%s: no arguments of type %v to try: add some to argValues", where, ft.In(k))
		}
		var next [][]reflect.Value
		for _, l := range lists {
			for _, v := range vals {
				next = append(next, append(slices.Clip(l), v))
			}
		}
		lists = next
	}
	return lists
}

// argValues are the values a parameter of type at is tried with.
func argValues(at reflect.Type, moves []Move) []reflect.Value {
	var vals []any
	switch at {
	case reflect.TypeFor[Player]():
		for _, p := range append([]Player{0}, strangers...) {
			vals = append(vals, p)
		}
	case reflect.TypeFor[Card]():
		vals = []any{NoCard, Card(-300), Card(0), Card(282), Card(283), Card(math.MaxInt16)}
	case reflect.TypeFor[Move]():
		vals = []any{Move{}, Move{Player: NoPlayer, Kind: Done}, Move{Kind: Plant, Card: 9999, Row: 100, Col: -100, Otherwise: -5},
			Move{Player: 7, Kind: 200, Option: 255}, Move{Kind: Minor, Option: 200}, Move{Kind: ChooseSide, Setup: 2, Side: math.MaxInt16}}
		for _, m := range moves {
			vals = append(vals, m)
		}
	case reflect.TypeFor[[]Move]():
		vals = []any{[]Move(nil), make([]Move, 0, 4)}
	case reflect.TypeFor[[]byte]():
		vals = []any{[]byte(nil), []byte("null"), []byte("{}"), []byte("[]"), []byte(`"P1 done"`), []byte("garbage"),
			[]byte(`{"viewer":"P1","game":{}}`), []byte(`{"seats":[{}]}`), []byte("standard"), []byte("medium"), []byte("P1 done")}
		vals = append(vals, validDocs()...)
	case reflect.TypeFor[error]():
		vals = []any{error(nil), ErrIllegalMove, errors.New("animalkingdom: another error")}
	case reflect.TypeFor[string]():
		vals = []any{"", "White Oak", "P1 action water", "nonsense @@"}
	}
	if vals == nil {
		switch at.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			for _, n := range []int64{-1, 0, 1, 15, 16, math.MaxInt8, math.MinInt8} {
				vals = append(vals, reflect.ValueOf(n).Convert(at).Interface())
			}
			if at.Kind() == reflect.Int || at.Kind() == reflect.Int64 {
				vals = append(vals, reflect.ValueOf(int64(math.MaxInt64)).Convert(at).Interface(), reflect.ValueOf(int64(math.MinInt64)).Convert(at).Interface())
			}
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			for _, n := range []uint64{0, 1, 3, 4, 255} {
				vals = append(vals, reflect.ValueOf(n).Convert(at).Interface())
			}
		case reflect.Bool:
			vals = []any{false, true}
		}
	}
	out := make([]reflect.Value, len(vals))
	for i, v := range vals {
		if v == nil {
			out[i] = reflect.Zero(at)
			continue
		}
		out[i] = reflect.ValueOf(v).Convert(at)
	}
	return out
}

// validDocs are the JSON of a State and of a View that read back, for
// the methods that read JSON.
var validDocs = sync.OnceValue(func() []any {
	s, _ := New(Config{Players: 2, Seed: 44})
	state, _ := json.Marshal(s)
	view, _ := json.Marshal(s.View(1))
	return []any{state, view}
})

// TestZeroStateAndViewRefuseCleanly: the zero State and View are not
// positions: Validate says so, Apply refuses, and their JSON does not
// read back as a position.
func TestZeroStateAndViewRefuseCleanly(t *testing.T) {
	var s State
	if s.Validate() == nil || (View{}).Validate() == nil {
		t.Error("the zero State or View validates")
	}
	if _, err := s.Apply(Move{}); err == nil {
		t.Error("the zero State applies a move")
	}
	for _, v := range []any{State{}, View{}} {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		back := reflect.New(reflect.TypeOf(v))
		if err := json.Unmarshal(data, back.Interface()); err == nil {
			t.Errorf("%T: %s read back as a position", v, data)
		}
	}
}

package animalkingdom

import (
	"encoding"
	"encoding/json"
	"errors"
	"maps"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// zeroValues holds the zero value of every exported type of the package,
// by name; a type added to the package fails TestZeroValuesNeverPanic
// until it is listed here.
var zeroValues = map[string]any{
	"Ability": Ability{}, "AnimalEntry": AnimalEntry{}, "AnimalFile": AnimalFile{}, "Animal": Animal{}, "Animals": Animals(0), "Card": Card(0),
	"CardInfo": CardInfo{}, "CardSet": CardSet{}, "Colour": Colour(0), "Config": Config{}, "Difficulty": Difficulty(0),
	"EarthEntry": EarthEntry{}, "EarthFile": EarthFile{}, "Ecosystem": Ecosystem{}, "Event": Event{}, "EventKind": EventKind(0),
	"Fauna": Fauna{}, "FaunaSlot": FaunaSlot{}, "Formula": Formula{}, "GaiaCard": GaiaCard{}, "GaiaEntry": GaiaEntry{},
	"GaiaFile": GaiaFile{}, "GaiaScore": GaiaScore{}, "Kind": Kind(0), "Mode": Mode(0), "Move": Move{}, "MoveKind": MoveKind(0),
	"Op": Op(0), "Phase": Phase(0), "Planted": Planted{}, "Result": Result{}, "Row": Row{}, "Scenario": Scenario{},
	"ScenarioCard": ScenarioCard{}, "ScenarioSeat": ScenarioSeat{}, "SetupCard": SetupCard(0), "Side": Side{},
	"SidedEntry": SidedEntry{}, "SidedFile": SidedFile{}, "Source": Source(0), "State": State{}, "Step": Step{},
	"Store": Store{}, "ScenarioGaia": ScenarioGaia{}, "TurnStep": TurnStep(0), "TeamScore": TeamScore{}, "Traits": Traits(0), "View": View{},
}

// functions holds every exported function of the package, by name.
var functions = map[string]any{
	"New": New, "StandardCards": StandardCards, "LoadCards": LoadCards, "LoadScenario": LoadScenario, "MarshalScenario": MarshalScenario, "ParseMove": ParseMove, "FormatMove": FormatMove,
	"DecodeAnimals": DecodeAnimals, "ChooseSideMove": ChooseSideMove, "ChooseActMove": ChooseActMove, "PlantMove": PlantMove,
	"StopMove": StopMove, "KeepMove": KeepMove, "MinorMove": MinorMove, "UseMove": UseMove, "SkipMove": SkipMove,
	"CompostCardMove": CompostCardMove, "CopyFromMove": CopyFromMove, "TakeCardMove": TakeCardMove,
	"PlayEventMove": PlayEventMove, "ConvertMove": ConvertMove, "DoneMove": DoneMove, "GaiaLeafMove": GaiaLeafMove,
	"OrderMove": OrderMove, "PlacePieceMove": PlacePieceMove,
	"KeepAnimalMove": KeepAnimalMove, "DiscardLeafMove": DiscardLeafMove, "ActivateMove": ActivateMove,
	"AnimeepleToMove": AnimeepleToMove, "GlobalOptionMove": GlobalOptionMove, "ChooseAmountMove": ChooseAmountMove,
	"StoreFromCardMove": StoreFromCardMove, "ClaimObjectiveMove": ClaimObjectiveMove, "FaunaVP": FaunaVP, "AbilityKinds": AbilityKinds, "Origins": Origins,
}

// nilPointers are a nil pointer to each type of zeroValues whose exported
// methods all take a pointer (a nil *CardSet among them): the methods of
// the others' values would dereference it, as Go does.
func nilPointers() []any {
	var out []any
	for _, v := range zeroValues {
		t := reflect.TypeOf(v)
		if t.NumMethod() == 0 && reflect.PointerTo(t).NumMethod() > 0 {
			out = append(out, reflect.Zero(reflect.PointerTo(t)).Interface())
		}
	}
	return out
}

// zeroArgs are the arguments every method and function is tried with,
// each for the parameters of its type: players not in any game, cards
// out of the set, moves no game has, counts out of range, bad JSON and
// text.
func zeroArgs(moves ...Move) []any {
	args := []any{
		-1, 1, 15, 16, math.MaxInt64, math.MinInt64, uint64(1), uint64(math.MaxUint64), true,
		NoCard, Card(-300), Card(282), Card(283), Card(math.MaxInt16),
		Move{Player: NoPlayer, Kind: Done}, Move{Kind: Plant, Card: 9999, Row: 100, Col: -100, Otherwise: -5},
		Move{Player: 7, Kind: 200, Option: 255}, Move{Kind: Minor, Option: 200}, Move{Kind: ChooseSide, Setup: 2, Side: math.MaxInt16},
		make([]Move, 0, 4), Op(200), Sprout, Colour(200), Red, SetupCard(9), Source(9), Mode(9), Difficulty(9),
		[]byte("null"), []byte("{}"), []byte("[]"), []byte(`"P1 done"`), []byte("garbage"), []byte(`{"viewer":"P1","game":{}}`),
		[]byte(`{"seats":[{}]}`), []byte("standard"), []byte("medium"), []byte("P1 done"),
		ErrIllegalMove, errors.New("animalkingdom: another error"),
		"White Oak", "P1 action water", "nonsense @@", map[string][]byte{"earth": []byte("cards: [")},
	}
	for _, p := range append([]Player{0}, strangers...) {
		args = append(args, p)
	}
	s, _ := New(Config{Players: 2, Seed: 44})
	state, _ := json.Marshal(s)
	view, _ := json.Marshal(s.View(1))
	args = append(args, state, view, s, StandardCards())
	for _, m := range moves {
		args = append(args, m)
	}
	return args
}

// TestZeroValuesNeverPanic: the zero value of every exported type, and a
// nil pointer to each whose methods take one, either works or returns an
// error from every exported method, with every argument zero or a value
// a caller gets wrong; so do the exported functions. None panics.
func TestZeroValuesNeverPanic(t *testing.T) {
	values := append(slices.Collect(maps.Values(zeroValues)), nilPointers()...)
	gametest.CallEveryMethod(t, ".", values, zeroArgs()...)
	gametest.CallEveryFunc(t, ".", functions, zeroArgs()...)
}

// TestNilReceiversRefuseToRead: reading JSON or text into a nil pointer
// of a type that has value methods too is an error saying so, not a
// panic.
func TestNilReceiversRefuseToRead(t *testing.T) {
	for _, u := range []any{(*State)(nil), (*View)(nil), (*Move)(nil), (*Mode)(nil), (*Difficulty)(nil), (*EventKind)(nil), (*Source)(nil), (*TurnStep)(nil)} {
		var err error
		switch r := u.(type) {
		case json.Unmarshaler:
			err = r.UnmarshalJSON([]byte("{}"))
		case encoding.TextUnmarshaler:
			err = r.UnmarshalText([]byte("x"))
		}
		if err == nil || !strings.Contains(err.Error(), "nil *") {
			t.Errorf("%T: %v, want an error about the nil pointer", u, err)
		}
	}
}

// TestEveryMethodTakesAnyPlayer calls every exported method of States
// at the start, during and at the end of games (2 players, solo, teams)
// and of every player's View of them, and of a player not in the game,
// with every player value (NoPlayer, negative, beyond the seats), a
// legal move and other arguments out of range: none panics.
func TestEveryMethodTakesAnyPlayer(t *testing.T) {
	for _, cfg := range []Config{{Players: 2, Seed: 41}, {Players: 1, Solo: true, Seed: 42}, {Players: 4, Teams: true, Seed: 43}} {
		for _, s := range randomPositions(t, cfg, 150) {
			var legal []Move
			if !s.Over() {
				legal = s.LegalMoves(s.ToMove()[0])[:1]
			}
			values := []any{s}
			for _, p := range append(s.Players(), strangers...) {
				values = append(values, s.View(p))
			}
			gametest.CallEveryMethod(quiet{t}, ".", append(values, slices.Collect(maps.Values(zeroValues))...), zeroArgs(legal...)...)
		}
	}
}

// quiet is t without CallEveryMethod's count of calls in the log.
type quiet struct{ *testing.T }

// Logf drops the log line.
func (quiet) Logf(string, ...any) {}

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

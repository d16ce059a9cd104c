package beforeearth_test

import (
	"encoding"
	"encoding/json"
	"github.com/rulebox/rulebox/internal/gametest"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/beforeearth"
)

// The package functions and methods of the shape every rulebox game
// shares, each assigned to a variable of its type: a missing or re-typed
// one fails to compile.
var (
	_ func(beforeearth.Config) (beforeearth.State, error)                                       = beforeearth.New
	_ func() *beforeearth.CardSet                                                               = beforeearth.StandardCards
	_ func(string, []byte) (*beforeearth.CardSet, error)                                        = beforeearth.LoadCards
	_ func(*beforeearth.CardSet, string) (beforeearth.Card, bool)                               = (*beforeearth.CardSet).Lookup
	_ func(string, []byte) (beforeearth.Scenario, error)                                        = beforeearth.LoadScenario
	_ func(beforeearth.Scenario) (beforeearth.State, error)                                     = beforeearth.Scenario.Build
	_ func(beforeearth.State, string) (beforeearth.Move, error)                                 = beforeearth.ParseMove
	_ func(beforeearth.State, beforeearth.Move) string                                          = beforeearth.FormatMove
	_ func(beforeearth.Move) string                                                             = beforeearth.Move.String
	_ func(beforeearth.MoveKind) string                                                         = beforeearth.MoveKind.String
	_ func(beforeearth.State) []beforeearth.Player                                              = beforeearth.State.Players
	_ func(beforeearth.State) []beforeearth.Player                                              = beforeearth.State.ToMove
	_ func(beforeearth.State) bool                                                              = beforeearth.State.Over
	_ func(beforeearth.State) beforeearth.Phase                                                 = beforeearth.State.Phase
	_ func(beforeearth.State) int                                                               = beforeearth.State.Round
	_ func(beforeearth.State) beforeearth.Result                                                = beforeearth.State.Result
	_ func(beforeearth.State, beforeearth.Player) int                                           = beforeearth.State.Score
	_ func(beforeearth.State) []beforeearth.Player                                              = beforeearth.State.Winners
	_ func(beforeearth.State) error                                                             = beforeearth.State.Validate
	_ func(beforeearth.State, beforeearth.Player) []beforeearth.Move                            = beforeearth.State.LegalMoves
	_ func(beforeearth.State, []beforeearth.Move, beforeearth.Player) []beforeearth.Move        = beforeearth.State.AppendLegalMoves
	_ func(beforeearth.State, beforeearth.Player) int                                           = beforeearth.State.LegalMoveCount
	_ func(beforeearth.State, beforeearth.Player, int) beforeearth.Move                         = beforeearth.State.LegalMove
	_ func(beforeearth.State, beforeearth.Move) (beforeearth.State, error)                      = beforeearth.State.Apply
	_ func(beforeearth.State, beforeearth.Move) (beforeearth.State, []beforeearth.Event, error) = beforeearth.State.ApplyEvents
	_ func(beforeearth.State, beforeearth.Player, int) (beforeearth.State, error)               = beforeearth.State.ApplyLegalMove
	_ func(beforeearth.State, uint64) (beforeearth.State, int)                                  = beforeearth.State.Playout
	_ func(beforeearth.State, beforeearth.Player) beforeearth.View                              = beforeearth.State.View
	_ func(beforeearth.View, uint64) beforeearth.State                                          = beforeearth.View.Sample
	_ func(beforeearth.View) error                                                              = beforeearth.View.Validate
	_ func(beforeearth.Event, beforeearth.Player) (beforeearth.Event, bool)                     = beforeearth.Event.For
	_ func(beforeearth.Event) string                                                            = beforeearth.Event.String
	_ func(beforeearth.EventKind) string                                                        = beforeearth.EventKind.String
	_ func(beforeearth.Player, beforeearth.Action) beforeearth.Move                             = beforeearth.PlayCardMove
	_ func(beforeearth.Player, int) beforeearth.Move                                            = beforeearth.TakeShipMove
	_ func(beforeearth.Player, int) beforeearth.Move                                            = beforeearth.CollectQuarryMove
	_ func(beforeearth.Player, beforeearth.Resource) beforeearth.Move                           = beforeearth.TakeResourceMove
	_ func(beforeearth.Player, beforeearth.Resource) beforeearth.Move                           = beforeearth.SpendResourceMove
	_ func(beforeearth.Player, beforeearth.Resource) beforeearth.Move                           = beforeearth.PayResourceMove
	_ func(beforeearth.Player, int) beforeearth.Move                                            = beforeearth.ChooseOptionMove
	_ func(beforeearth.Player, int) beforeearth.Move                                            = beforeearth.SearchPlanetMove
	_ func(beforeearth.Player, int) beforeearth.Move                                            = beforeearth.ColonizePlanetMove
	_ func(beforeearth.Player, int) beforeearth.Move                                            = beforeearth.UsePlanetMove
	_ func(beforeearth.Player) beforeearth.Move                                                 = beforeearth.DoneMove
	_ encoding.TextMarshaler                                                                    = beforeearth.EventKind(0)
	_ encoding.TextUnmarshaler                                                                  = new(beforeearth.EventKind)
)

// field is a struct field the shared shape asks for: its name and type.
type field struct {
	name string
	typ  reflect.Type
}

func typeOf[T any]() reflect.Type { return reflect.TypeFor[T]() }

// TestShapeAPIFields checks the fields of the shared shape, by name and type.
func TestShapeAPIFields(t *testing.T) {
	want := map[reflect.Type][]field{
		typeOf[beforeearth.Config](): {{"Players", typeOf[int]()}, {"Seed", typeOf[uint64]()}, {"Cards", typeOf[*beforeearth.CardSet]()}},
		typeOf[beforeearth.Move]():   {{"Player", typeOf[beforeearth.Player]()}, {"Kind", typeOf[beforeearth.MoveKind]()}},
		typeOf[beforeearth.Event]():  {{"Player", typeOf[beforeearth.Player]()}, {"Kind", typeOf[beforeearth.EventKind]()}},
		typeOf[beforeearth.Result](): {{"Over", typeOf[bool]()}, {"Winners", typeOf[[]beforeearth.Player]()},
			{"Rows", typeOf[[]beforeearth.Row]()}, {"Tiebreak", typeOf[string]()}},
		typeOf[beforeearth.Row]():      {{"Name", typeOf[string]()}},
		typeOf[beforeearth.Scenario](): {{"Players", typeOf[int]()}, {"Seats", typeOf[[]beforeearth.ScenarioSeat]()}, {"Cards", typeOf[*beforeearth.CardSet]()}},
	}
	for typ, fields := range want {
		for _, f := range fields {
			got, ok := typ.FieldByName(f.name)
			if !ok || got.Type != f.typ {
				t.Errorf("%v.%s: want a field of type %v (found %v)", typ, f.name, f.typ, got.Type)
			}
		}
	}
	if f, _ := typeOf[beforeearth.Scenario]().FieldByName("Seats"); f.Tag.Get("yaml") != "seats" {
		t.Errorf("Scenario.Seats has yaml tag %q, want seats", f.Tag.Get("yaml"))
	}
	if _, ok := typeOf[beforeearth.State]().MethodByName("Winner"); ok {
		t.Error("State has a Winner method: Winners is the one every game has")
	}
	for _, bad := range []string{"A", "B", "Arg", "N", "What"} {
		for _, typ := range []reflect.Type{typeOf[beforeearth.Move](), typeOf[beforeearth.Event]()} {
			if _, ok := typ.FieldByName(bad); ok {
				t.Errorf("%v has a field %s: fields are named with the rulebook's words", typ, bad)
			}
		}
	}
}

// TestShapeAPIJSONTags checks that every exported field of the types
// written to JSON by their fields has a snake_case json tag.
func TestShapeAPIJSONTags(t *testing.T) {
	for _, typ := range []reflect.Type{typeOf[beforeearth.Event](), typeOf[beforeearth.Result](), typeOf[beforeearth.Row](), typeOf[beforeearth.View]()} {
		for i := range typ.NumField() {
			f := typ.Field(i)
			key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if f.IsExported() && !gametest.SnakeCase.MatchString(key) {
				t.Errorf("%v.%s has json key %q, want snake_case", typ, f.Name, key)
			}
		}
	}
}

// TestShapeAPIJSONKeys checks the JSON the types with their own encoders
// write, for a game in play: snake_case keys everywhere, kinds and cards as
// words.
func TestShapeAPIJSONKeys(t *testing.T) {
	s, _ := beforeearth.New(beforeearth.Config{Seed: 4})
	var events []beforeearth.Event
	for range 12 {
		var evs []beforeearth.Event
		p := s.ToMove()[0]
		s, evs, _ = s.ApplyEvents(s.LegalMoves(p)[0])
		events = append(events, evs...)
	}
	for name, v := range map[string]any{"State": s, "View": s.View(beforeearth.P1), "Result": s.Result(), "Events": events} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var tree any
		if err := json.Unmarshal(b, &tree); err != nil {
			t.Fatal(err)
		}
		gametest.WalkKeys(tree, func(k string) {
			if !gametest.SnakeCase.MatchString(k) {
				t.Errorf("%s JSON has key %q, want snake_case", name, k)
			}
		})
	}
	b, _ := json.Marshal(events[0])
	if !strings.Contains(string(b), `"kind":"commit"`) {
		t.Errorf("an event's kind is not a word: %s", b)
	}
}

// TestShapeAPINamesNoInternalType checks that every type reachable from the
// package's exported fields, parameters and results can be named by a
// user: none is unexported or from an internal package, except the Player
// and RuleError every game shares (aliased here with their own docs).
func TestShapeAPINamesNoInternalType(t *testing.T) {
	roots := []reflect.Type{
		typeOf[beforeearth.State](), typeOf[beforeearth.View](), typeOf[beforeearth.Move](), typeOf[beforeearth.Event](),
		typeOf[beforeearth.Result](), typeOf[beforeearth.Config](), typeOf[*beforeearth.CardSet](), typeOf[beforeearth.Card](),
		typeOf[beforeearth.Scenario](), typeOf[beforeearth.ScenarioSeat](), reflect.TypeOf(beforeearth.New),
		reflect.TypeOf(beforeearth.LoadCards), reflect.TypeOf(beforeearth.LoadScenario), reflect.TypeOf(beforeearth.ParseMove),
		reflect.TypeOf(beforeearth.ParseAbility),
	}
	gametest.CheckNamedTypes(t, "github.com/rulebox/rulebox/beforeearth", roots...)
}

// TestShapeAPILayout checks that each concern lives in the file of its
// name, as in every rulebox game, and that the package doc has its Speed
// section.
func TestShapeAPILayout(t *testing.T) {
	for _, file := range []string{"config.go", "legal.go", "apply.go", "illegal.go", "view.go", "json.go",
		"validate.go", "result.go", "playout.go", "scenario.go", "cards.go", "events.go", "moves.go"} {
		if _, err := os.Stat(file); err != nil {
			t.Errorf("no %s: %v", file, err)
		}
	}
	doc, err := os.ReadFile("doc.go")
	if err != nil || !strings.Contains(string(doc), "\n// # Speed\n") {
		t.Errorf("doc.go has no # Speed section (%v)", err)
	}
	for file, decl := range map[string]string{"config.go": "func New(", "result.go": "func (s table) Winners(",
		"playout.go": "func (s State) Playout(", "view.go": "func (s State) View("} {
		b, _ := os.ReadFile(file)
		if !strings.Contains(string(b), decl) {
			t.Errorf("%s does not hold %s...", file, decl)
		}
	}
}

// TestShapeAPIZeroPlayersIsTheUsualCount checks that Players 0 in a Config
// or a Scenario plays the usual 2.
func TestShapeAPIZeroPlayersIsTheUsualCount(t *testing.T) {
	s, err := beforeearth.New(beforeearth.Config{})
	if err != nil || len(s.Players()) != 2 {
		t.Errorf("New(Config{}) plays %v, %v; want 2 players", s.Players(), err)
	}
	sc, err := beforeearth.LoadScenario("s.yaml", []byte("seed: 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, err := sc.Build(); err != nil || len(s.Players()) != 2 {
		t.Errorf("a scenario without players builds %v, %v; want 2 players", s.Players(), err)
	}
}

package cosmicrun_test

import (
	"encoding"
	"encoding/json"
	"github.com/rulebox/rulebox/internal/gametest"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/cosmicrun"
)

// The package functions and methods of the shape every rulebox game
// shares, each assigned to a variable of its type: a missing or re-typed
// one fails to compile.
var (
	_ func(cosmicrun.Config) (cosmicrun.State, error)                                   = cosmicrun.New
	_ func() *cosmicrun.CardSet                                                         = cosmicrun.StandardCards
	_ func(string, []byte) (*cosmicrun.CardSet, error)                                  = cosmicrun.LoadCards
	_ func(*cosmicrun.CardSet, string) (cosmicrun.Card, bool)                           = (*cosmicrun.CardSet).Lookup
	_ func(string, []byte) (cosmicrun.Scenario, error)                                  = cosmicrun.LoadScenario
	_ func(cosmicrun.Scenario) (cosmicrun.State, error)                                 = cosmicrun.Scenario.Build
	_ func(cosmicrun.State, string) (cosmicrun.Move, error)                             = cosmicrun.ParseMove
	_ func(cosmicrun.State, cosmicrun.Move) string                                      = cosmicrun.FormatMove
	_ func(cosmicrun.Move) string                                                       = cosmicrun.Move.String
	_ func(cosmicrun.MoveKind) string                                                   = cosmicrun.MoveKind.String
	_ func(cosmicrun.State) []cosmicrun.Player                                          = cosmicrun.State.Players
	_ func(cosmicrun.State) []cosmicrun.Player                                          = cosmicrun.State.ToMove
	_ func(cosmicrun.State) bool                                                        = cosmicrun.State.Over
	_ func(cosmicrun.State) cosmicrun.Phase                                             = cosmicrun.State.Phase
	_ func(cosmicrun.State) int                                                         = cosmicrun.State.Round
	_ func(cosmicrun.State) cosmicrun.Result                                            = cosmicrun.State.Result
	_ func(cosmicrun.State, cosmicrun.Player) int                                       = cosmicrun.State.Score
	_ func(cosmicrun.State) []cosmicrun.Player                                          = cosmicrun.State.Winners
	_ func(cosmicrun.State) error                                                       = cosmicrun.State.Validate
	_ func(cosmicrun.State, cosmicrun.Player) []cosmicrun.Move                          = cosmicrun.State.LegalMoves
	_ func(cosmicrun.State, []cosmicrun.Move, cosmicrun.Player) []cosmicrun.Move        = cosmicrun.State.AppendLegalMoves
	_ func(cosmicrun.State, cosmicrun.Player) int                                       = cosmicrun.State.LegalMoveCount
	_ func(cosmicrun.State, cosmicrun.Player, int) cosmicrun.Move                       = cosmicrun.State.LegalMove
	_ func(cosmicrun.State, cosmicrun.Move) (cosmicrun.State, error)                    = cosmicrun.State.Apply
	_ func(cosmicrun.State, cosmicrun.Move) (cosmicrun.State, []cosmicrun.Event, error) = cosmicrun.State.ApplyEvents
	_ func(cosmicrun.State, cosmicrun.Player, int) (cosmicrun.State, error)             = cosmicrun.State.ApplyLegalMove
	_ func(cosmicrun.State, uint64) (cosmicrun.State, int)                              = cosmicrun.State.Playout
	_ func(cosmicrun.State, cosmicrun.Player) cosmicrun.View                            = cosmicrun.State.View
	_ func(cosmicrun.View, uint64) cosmicrun.State                                      = cosmicrun.View.Sample
	_ func(cosmicrun.View) error                                                        = cosmicrun.View.Validate
	_ func(cosmicrun.Event, cosmicrun.Player) (cosmicrun.Event, bool)                   = cosmicrun.Event.For
	_ func(cosmicrun.Event) string                                                      = cosmicrun.Event.String
	_ func(cosmicrun.EventKind) string                                                  = cosmicrun.EventKind.String
	_ func(cosmicrun.Player, cosmicrun.Card) cosmicrun.Move                             = cosmicrun.PassMove
	_ func(cosmicrun.Player) cosmicrun.Move                                             = cosmicrun.KeepMove
	_ func(cosmicrun.Player, cosmicrun.Card) cosmicrun.Move                             = cosmicrun.DiscardMove
	_ func(cosmicrun.Player, cosmicrun.Card, int, bool) cosmicrun.Move                  = cosmicrun.PlaceMove
	_ func(cosmicrun.Player, bool) cosmicrun.Move                                       = cosmicrun.MineMove
	_ func(cosmicrun.Player) cosmicrun.Move                                             = cosmicrun.TheirsMove
	_ func(cosmicrun.Player) cosmicrun.Move                                             = cosmicrun.ReflipMove
	_ encoding.TextMarshaler                                                            = cosmicrun.EventKind(0)
	_ encoding.TextUnmarshaler                                                          = new(cosmicrun.EventKind)
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
		typeOf[cosmicrun.Config](): {{"Players", typeOf[int]()}, {"Seed", typeOf[uint64]()}, {"Cards", typeOf[*cosmicrun.CardSet]()}},
		typeOf[cosmicrun.Move]():   {{"Player", typeOf[cosmicrun.Player]()}, {"Kind", typeOf[cosmicrun.MoveKind]()}},
		typeOf[cosmicrun.Event]():  {{"Player", typeOf[cosmicrun.Player]()}, {"Kind", typeOf[cosmicrun.EventKind]()}},
		typeOf[cosmicrun.Result](): {{"Over", typeOf[bool]()}, {"Winners", typeOf[[]cosmicrun.Player]()},
			{"Rows", typeOf[[]cosmicrun.Row]()}, {"Tiebreak", typeOf[string]()}},
		typeOf[cosmicrun.Row]():      {{"Name", typeOf[string]()}},
		typeOf[cosmicrun.Scenario](): {{"Players", typeOf[int]()}, {"Seats", typeOf[[]cosmicrun.ScenarioSeat]()}, {"Cards", typeOf[*cosmicrun.CardSet]()}},
	}
	for typ, fields := range want {
		for _, f := range fields {
			got, ok := typ.FieldByName(f.name)
			if !ok || got.Type != f.typ {
				t.Errorf("%v.%s: want a field of type %v (found %v)", typ, f.name, f.typ, got.Type)
			}
		}
	}
	if f, _ := typeOf[cosmicrun.Scenario]().FieldByName("Seats"); f.Tag.Get("yaml") != "seats" {
		t.Errorf("Scenario.Seats has yaml tag %q, want seats", f.Tag.Get("yaml"))
	}
	if _, ok := typeOf[cosmicrun.State]().MethodByName("Winner"); ok {
		t.Error("State has a Winner method: Winners is the one every game has")
	}
	for _, bad := range []string{"A", "B", "Arg", "N", "What"} {
		for _, typ := range []reflect.Type{typeOf[cosmicrun.Move](), typeOf[cosmicrun.Event]()} {
			if _, ok := typ.FieldByName(bad); ok {
				t.Errorf("%v has a field %s: fields are named with the rulebook's words", typ, bad)
			}
		}
	}
}

// TestShapeAPIJSONTags checks that every exported field of the types
// written to JSON by their fields has a snake_case json tag.
func TestShapeAPIJSONTags(t *testing.T) {
	for _, typ := range []reflect.Type{typeOf[cosmicrun.Event](), typeOf[cosmicrun.Result](), typeOf[cosmicrun.Row](),
		typeOf[cosmicrun.View](), typeOf[cosmicrun.Placement](), typeOf[cosmicrun.Slot](), typeOf[cosmicrun.Ship](),
		typeOf[cosmicrun.Arrow](), typeOf[cosmicrun.Planet]()} {
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
	s, _ := cosmicrun.New(cosmicrun.Config{Seed: 4})
	var events []cosmicrun.Event
	for range 9 {
		var evs []cosmicrun.Event
		p := s.ToMove()[0]
		s, evs, _ = s.ApplyEvents(s.LegalMoves(p)[0])
		events = append(events, evs...)
	}
	solo, _ := cosmicrun.New(cosmicrun.Config{Players: 1, Seed: 4})
	custom := cosmicrun.StandardCards()
	custom.Name = "custom"
	withSet, _ := cosmicrun.New(cosmicrun.Config{Cards: custom})
	for name, v := range map[string]any{"State": s, "View": s.View(cosmicrun.P1), "Result": s.Result(), "Events": events,
		"solo State": solo, "solo View": solo.View(cosmicrun.P1), "a custom set's View": withSet.View(cosmicrun.P2)} {
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
	if !strings.Contains(string(b), `"kind":"`+events[0].Kind.String()+`"`) {
		t.Errorf("an event's kind is not a word: %s", b)
	}
}

// TestShapeAPINamesNoInternalType checks that every type reachable from the
// package's exported fields, parameters and results can be named by a
// user: none is unexported or from an internal package, except the Player
// and RuleError every game shares (aliased here with their own docs).
func TestShapeAPINamesNoInternalType(t *testing.T) {
	roots := []reflect.Type{
		typeOf[cosmicrun.State](), typeOf[cosmicrun.View](), typeOf[cosmicrun.Move](), typeOf[cosmicrun.Event](),
		typeOf[cosmicrun.Result](), typeOf[cosmicrun.Config](), typeOf[*cosmicrun.CardSet](), typeOf[cosmicrun.Card](),
		typeOf[cosmicrun.Scenario](), typeOf[cosmicrun.ScenarioSeat](), reflect.TypeOf(cosmicrun.New),
		reflect.TypeOf(cosmicrun.LoadCards), reflect.TypeOf(cosmicrun.LoadScenario), reflect.TypeOf(cosmicrun.ParseMove),
		reflect.TypeOf(cosmicrun.ParseCard), reflect.TypeOf(cosmicrun.RankHand),
	}
	gametest.CheckNamedTypes(t, "github.com/rulebox/rulebox/cosmicrun", roots...)
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
	for file, decl := range map[string]string{"config.go": "func New(", "result.go": "func (s State) Winners(",
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
	s, err := cosmicrun.New(cosmicrun.Config{})
	if err != nil || len(s.Players()) != 2 {
		t.Errorf("New(Config{}) plays %v, %v; want 2 players", s.Players(), err)
	}
	sc, err := cosmicrun.LoadScenario("s.yaml", []byte(`phase: placing
seats:
  - hand: [R1, R2, R3, R4]
    planets: [[B1, B2], [], []]
  - hand: [Y1, Y2, Y3, Y4]
    planets: [[], [G1, G2], []]
`))
	if err != nil {
		t.Fatal(err)
	}
	if s, err := sc.Build(); err != nil || len(s.Players()) != 2 {
		t.Errorf("a scenario without players builds %v, %v; want 2 players", s.Players(), err)
	}
}

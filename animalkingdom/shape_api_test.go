package animalkingdom_test

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"

	"github.com/rulebox/rulebox/animalkingdom"
)

// The shared shape every rulebox game has (README: "every game has ..."),
// checked by the compiler: a missing or re-typed piece fails to build.
type (
	ak    = animalkingdom.State
	view  = animalkingdom.View
	move  = animalkingdom.Move
	event = animalkingdom.Event
	seat  = animalkingdom.Player
	card  = animalkingdom.Card
)

var (
	// start
	_ func(animalkingdom.Config) (ak, error) = animalkingdom.New
	// cards
	_ func() *animalkingdom.CardSet                        = animalkingdom.StandardCards
	_ func(*animalkingdom.CardSet, string) (card, bool)    = (*animalkingdom.CardSet).Lookup
	_ func(string, []byte) (animalkingdom.Scenario, error) = animalkingdom.LoadScenario
	_ func(animalkingdom.Scenario) (ak, error)             = animalkingdom.Scenario.Build
	_ func(ak) animalkingdom.Scenario                      = ak.Scenario
	_ func(animalkingdom.Scenario) ([]byte, error)         = animalkingdom.MarshalScenario
	// moves
	_ func(ak, string) (move, error) = animalkingdom.ParseMove
	_ func(ak, move) string          = animalkingdom.FormatMove
	_ func(move) string              = move.String
	// reading
	_ func(ak) []seat                  = ak.Players
	_ func(ak) []seat                  = ak.ToMove
	_ func(ak) bool                    = ak.Over
	_ func(ak) animalkingdom.Phase     = ak.Phase
	_ func(ak) int                     = ak.Round
	_ func(ak) animalkingdom.Result    = ak.Result
	_ func(ak, seat) int               = ak.Score
	_ func(ak) []seat                  = ak.Winners
	_ func(ak) error                   = ak.Validate
	_ func(animalkingdom.Phase) string = animalkingdom.Phase.String
	// deciding
	_ func(ak, seat) []move         = ak.LegalMoves
	_ func(ak, []move, seat) []move = ak.AppendLegalMoves
	_ func(ak, seat) int            = ak.LegalMoveCount
	_ func(ak, seat, int) move      = ak.LegalMove
	// moving
	_ func(ak, move) (ak, error)          = ak.Apply
	_ func(ak, move) (ak, []event, error) = ak.ApplyEvents
	_ func(ak, seat, int) (ak, error)     = ak.ApplyLegalMove
	_ func(ak, uint64) (ak, int)          = ak.Playout
	// seeing
	_ func(ak, seat) view                      = ak.View
	_ func(view, uint64) ak                    = view.Sample
	_ func(view) error                         = view.Validate
	_ func(view) []card                        = view.Hand
	_ func(view) []seat                        = view.Players
	_ func(view) animalkingdom.Phase           = view.Phase
	_ func(view) int                           = view.Round
	_ func(view) animalkingdom.Result          = view.Result
	_ func(view, seat) int                     = view.Score
	_ func(view, seat) []animalkingdom.Planted = view.Tableau
	_ func(view, seat) int                     = view.HandSize
	// events
	_ func(event, seat) (event, bool)      = event.For
	_ func(event) string                   = event.String
	_ func(animalkingdom.EventKind) string = animalkingdom.EventKind.String
	_ encoding.TextMarshaler               = animalkingdom.EventKind(0)
	_ encoding.TextUnmarshaler             = new(animalkingdom.EventKind)
	// a constructor per move kind
	_ func(seat, animalkingdom.SetupCard, int) move     = animalkingdom.ChooseSideMove
	_ func(seat, animalkingdom.Colour) move             = animalkingdom.ChooseActMove
	_ func(seat, card, int, int, int) move              = animalkingdom.PlantMove
	_ func(seat) move                                   = animalkingdom.StopMove
	_ func(seat, card) move                             = animalkingdom.KeepMove
	_ func(seat, int) move                              = animalkingdom.MinorMove
	_ func(seat) move                                   = animalkingdom.UseMove
	_ func(seat) move                                   = animalkingdom.SkipMove
	_ func(seat, card) move                             = animalkingdom.CompostCardMove
	_ func(seat, int, int, int) move                    = animalkingdom.CopyFromMove
	_ func(seat, card) move                             = animalkingdom.TakeCardMove
	_ func(seat, card) move                             = animalkingdom.PlayEventMove
	_ func(seat) move                                   = animalkingdom.ConvertMove
	_ func(seat) move                                   = animalkingdom.DoneMove
	_ func(seat, int) move                              = animalkingdom.GaiaLeafMove
	_ func(seat, bool) move                             = animalkingdom.OrderMove
	_ func(seat, animalkingdom.Op, int, int, bool) move = animalkingdom.PlacePieceMove
	// saving
	_ json.Marshaler         = ak{}
	_ json.Marshaler         = view{}
	_ encoding.TextMarshaler = move{}
)

// The fields the shared shape names, with their types.
func TestShapeAPIFields(t *testing.T) {
	for _, f := range []struct {
		of   any
		name string
		typ  any
		yaml string
	}{
		{animalkingdom.Config{}, "Players", 0, ""},
		{animalkingdom.Config{}, "Seed", uint64(0), ""},
		{animalkingdom.Config{}, "Cards", (*animalkingdom.CardSet)(nil), ""},
		{animalkingdom.Scenario{}, "Cards", (*animalkingdom.CardSet)(nil), "-"},
		{animalkingdom.Scenario{}, "Players", 0, "players"},
		{animalkingdom.Scenario{}, "Seats", []animalkingdom.ScenarioSeat(nil), "seats"},
		{move{}, "Player", seat(0), ""},
		{move{}, "Kind", animalkingdom.MoveKind(0), ""},
		{event{}, "Kind", animalkingdom.EventKind(0), ""},
		{event{}, "Player", seat(0), ""},
		{animalkingdom.Result{}, "Over", false, ""},
		{animalkingdom.Result{}, "Winners", []seat(nil), ""},
		{animalkingdom.Result{}, "Rows", []animalkingdom.Row(nil), ""},
		{animalkingdom.Result{}, "Totals", []int(nil), ""},
		{animalkingdom.Result{}, "Tiebreak", "", ""},
		{animalkingdom.Result{}, "Teams", []animalkingdom.TeamScore(nil), ""},
		{animalkingdom.Result{}, "Gaia", (*animalkingdom.GaiaScore)(nil), ""},
		{animalkingdom.Row{}, "Name", "", ""},
		{animalkingdom.Row{}, "Values", []int(nil), ""},
	} {
		st := reflect.TypeOf(f.of)
		sf, ok := st.FieldByName(f.name)
		switch {
		case !ok:
			t.Errorf("%v has no field %s", st, f.name)
		case sf.Type != reflect.TypeOf(f.typ):
			t.Errorf("%v.%s is a %v, want a %v", st, f.name, sf.Type, reflect.TypeOf(f.typ))
		case f.yaml != "" && sf.Tag.Get("yaml") != f.yaml:
			t.Errorf("%v.%s has yaml tag %q, want %q", st, f.name, sf.Tag.Get("yaml"), f.yaml)
		}
	}
	for _, bad := range []string{"A", "B", "Arg", "N", "What"} {
		if _, ok := reflect.TypeOf(move{}).FieldByName(bad); ok {
			t.Errorf("Move has a field %s: name it from the rulebook", bad)
		}
	}
	if _, ok := reflect.TypeOf(event{}).FieldByName("What"); ok {
		t.Error("Event has a free What: its Kind is an EventKind")
	}
	if _, ok := reflect.TypeOf(ak{}).MethodByName("Winner"); ok {
		t.Error("State has a Winner method: Winners is the one every game has")
	}
}

// Every exported field of what is saved by its fields has a snake_case
// json tag (a Move is saved as its notation, a State and a View by their
// own encoders).
func TestShapeAPIJSONTags(t *testing.T) {
	for _, v := range []any{event{}, animalkingdom.Result{}, animalkingdom.Row{}, animalkingdom.TeamScore{},
		animalkingdom.GaiaScore{}, animalkingdom.Config{}} {
		st := reflect.TypeOf(v)
		for i := range st.NumField() {
			f := st.Field(i)
			if !f.IsExported() {
				continue
			}
			tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if tag != "-" && !gametest.SnakeCase.MatchString(tag) {
				t.Errorf("%v.%s has json tag %q: want a snake_case key", st, f.Name, tag)
			}
		}
	}
}

// The JSON of a game in play: snake_case keys everywhere, kinds as words.
func TestShapeAPIJSONKeys(t *testing.T) {
	s, err := animalkingdom.New(animalkingdom.Config{Players: 2, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	var events []event
	for range 12 {
		var evs []event
		s, evs, err = s.ApplyEvents(s.LegalMove(s.ToMove()[0], 0))
		if err != nil {
			t.Fatal(err)
		}
		events = append(events, evs...)
	}
	end, _ := s.Playout(4)
	for name, v := range map[string]any{"Result": end.Result(), "Events": events} {
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
	if len(events) == 0 {
		t.Fatal("no events")
	}
	b, _ := json.Marshal(events[0])
	if !strings.Contains(string(b), `"kind":"`+events[0].Kind.String()+`"`) {
		t.Errorf("an event's kind is not a word: %s", b)
	}
	r := end.Result()
	if !r.Over || len(r.Rows) != 10 || r.Rows[0].Name != "cards" || len(r.Totals) != 2 {
		t.Errorf("the final Result: over %v, rows %v, totals %v", r.Over, r.Rows, r.Totals)
	}
}

// The shared types the shape allows from internal packages: the one
// Player type every game aliases, and the rule error.
// A user can name every type the game's State, View, Move, Event, Result,
// Config and Scenario hand them: no exported field, parameter or result
// has an unexported type or one of an internal package.
func TestShapeAPINamesEveryType(t *testing.T) {
	roots := []any{ak{}, view{}, move{}, event{}, animalkingdom.Result{}, animalkingdom.Config{}, animalkingdom.Scenario{}}
	for _, r := range roots {
		gametest.CheckNamedTypes(t, "github.com/rulebox/rulebox/animalkingdom", reflect.TypeOf(r))
	}
}

package earthexpress_test

import (
	"encoding"
	"encoding/json"
	"github.com/rulebox/rulebox/internal/gametest"
	"reflect"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/earthexpress"
)

// The shared shape every rulebox game has (README: "every game has ..."),
// checked by the compiler: a missing or re-typed piece fails to build.
type (
	ee    = earthexpress.State
	view  = earthexpress.View
	move  = earthexpress.Move
	event = earthexpress.Event
	seat  = earthexpress.Player
)

var (
	// start
	_ func(earthexpress.Config) (ee, error) = earthexpress.New
	// cards
	_ func() *earthexpress.CardSet                                  = earthexpress.StandardCards
	_ func(string, []byte) (*earthexpress.CardSet, error)           = earthexpress.LoadCards
	_ func(*earthexpress.CardSet, string) (earthexpress.Card, bool) = (*earthexpress.CardSet).Lookup
	// positions
	_ func(string, []byte) (earthexpress.Scenario, error) = earthexpress.LoadScenario
	_ func(earthexpress.Scenario) (ee, error)             = earthexpress.Scenario.Build
	// moves
	_ func(ee, string) (move, error) = earthexpress.ParseMove
	_ func(ee, move) string          = earthexpress.FormatMove
	_ func(move) string              = move.String
	// reading
	_ func(ee) []seat                   = ee.Players
	_ func(ee) []seat                   = ee.ToMove
	_ func(ee) bool                     = ee.Over
	_ func(ee) earthexpress.Phase       = ee.Phase
	_ func(ee) int                      = ee.Round
	_ func(ee) earthexpress.Result      = ee.Result
	_ func(ee, seat) int                = ee.Score
	_ func(ee) []seat                   = ee.Winners
	_ func(ee) error                    = ee.Validate
	_ func(ee, seat) earthexpress.Phase = ee.Step
	// deciding
	_ func(ee, seat) []move         = ee.LegalMoves
	_ func(ee, []move, seat) []move = ee.AppendLegalMoves
	_ func(ee, seat) int            = ee.LegalMoveCount
	_ func(ee, seat, int) move      = ee.LegalMove
	// moving
	_ func(ee, move) (ee, error)          = ee.Apply
	_ func(ee, move) (ee, []event, error) = ee.ApplyEvents
	_ func(ee, seat, int) (ee, error)     = ee.ApplyLegalMove
	_ func(ee, uint64) (ee, int)          = ee.Playout
	// seeing
	_ func(ee, seat) view            = ee.View
	_ func(view, uint64) ee          = view.Sample
	_ func(view) error               = view.Validate
	_ func(view) []seat              = view.Players
	_ func(view) []card              = view.Hand
	_ func(view) int                 = view.Round
	_ func(view) earthexpress.Phase  = view.Phase
	_ func(view) earthexpress.Result = view.Result
	// events
	_ func(event, seat) (event, bool) = event.For
	_ func(event) string              = event.String
	_ encoding.TextMarshaler          = earthexpress.EventKind(0)
	_ json.Marshaler                  = event{}
	// saving
	_ json.Marshaler = ee{}
	_ json.Marshaler = view{}
	_ json.Marshaler = move{}
)

type card = earthexpress.Card

// The fields the shared shape names, with their types.
func TestShapeAPIFields(t *testing.T) {
	for _, f := range []struct {
		of   any
		name string
		typ  any
		yaml string
	}{
		{earthexpress.Config{}, "Players", 0, ""},
		{earthexpress.Config{}, "Seed", uint64(0), ""},
		{earthexpress.Config{}, "Cards", (*earthexpress.CardSet)(nil), ""},
		{earthexpress.Scenario{}, "Players", 0, "players"},
		{earthexpress.Scenario{}, "Seats", []earthexpress.ScenarioSeat(nil), "seats"},
		{earthexpress.Scenario{}, "Cards", (*earthexpress.CardSet)(nil), "-"},
		{move{}, "Player", seat(0), ""},
		{move{}, "Kind", earthexpress.MoveKind(0), ""},
		{event{}, "Kind", earthexpress.EventKind(0), ""},
		{event{}, "Player", seat(0), ""},
		{earthexpress.Result{}, "Over", false, ""},
		{earthexpress.Result{}, "Winners", []seat(nil), ""},
		{earthexpress.Result{}, "Rows", []earthexpress.Row(nil), ""},
		{earthexpress.Result{}, "Tiebreak", "", ""},
		{earthexpress.Row{}, "Name", "", ""},
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
	if k := reflect.TypeOf(event{}).Field(0); k.Type.Kind() == reflect.String {
		t.Errorf("Event.%s is a free string", k.Name)
	}
}

// Every exported field of what is saved has a snake_case json tag (a Move
// is saved as its notation).
func TestShapeAPIJSONTags(t *testing.T) {
	for _, v := range []any{event{}, earthexpress.Result{}, earthexpress.Row{}, earthexpress.DemeterScore{}, view{}} {
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

// The shared types the shape allows from internal packages: the one
// Player type every game aliases, and the rule error.
// A user can name every type the API hands them: no exported field,
// parameter or result has an unexported type or one of an internal package.
func TestShapeAPINamesEveryType(t *testing.T) {
	roots := []any{ee{}, view{}, move{}, event{}, earthexpress.Result{}, earthexpress.Config{}, earthexpress.Scenario{},
		&earthexpress.CardSet{}, earthexpress.CardInfo{}, earthexpress.CardFile{}, earthexpress.LintEntry{}}
	for _, r := range roots {
		gametest.CheckNamedTypes(t, "github.com/rulebox/rulebox/earthexpress", reflect.TypeOf(r))
	}
}

// Phase is the table's: the earliest Step of any player, Choosing during
// the setup, Over at the end.
func TestShapeAPIPhaseIsTheEarliestStep(t *testing.T) {
	s, err := earthexpress.New(earthexpress.Config{Players: 3, Seed: 8, Ecosystems: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Phase(); got != earthexpress.Choosing {
		t.Fatalf("Phase() = %v at the setup, want choosing", got)
	}
	for step := 0; !s.Over(); step++ {
		earliest := earthexpress.Over
		for _, p := range s.Players() {
			earliest = min(earliest, s.Step(p))
		}
		if s.Phase() != earliest {
			t.Fatalf("Phase() = %v, the earliest step is %v", s.Phase(), earliest)
		}
		who := s.ToMove()
		moves := s.LegalMoves(who[step%len(who)])
		if s, err = s.Apply(moves[step%len(moves)]); err != nil {
			t.Fatal(err)
		}
	}
	if got := s.Phase(); got != earthexpress.Over {
		t.Errorf("Phase() = %v at the end, want over", got)
	}
	if got := (earthexpress.State{}).Phase(); got != 0 {
		t.Errorf("the zero State's Phase() = %v", got)
	}
}

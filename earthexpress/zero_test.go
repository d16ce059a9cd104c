package earthexpress

import (
	"maps"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
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
	"ScenarioSeat": ScenarioSeat{}, "State": State{}, "Step": Step(0), "TerrainEntry": TerrainEntry{}, "View": View{},
	"nil *CardSet": (*CardSet)(nil),
}

// functions holds every exported function of the package, by name.
var functions = map[string]any{
	"DemeterLeaves": DemeterLeaves, "LoadCards": LoadCards, "StandardCards": StandardCards, "ParseLevel": ParseLevel,
	"Lint": Lint, "ParseMove": ParseMove, "FormatMove": FormatMove, "LoadScenario": LoadScenario, "New": New,
	"KeepMove": KeepMove, "PlantMove": PlantMove, "AtMove": AtMove, "RefreshMove": RefreshMove,
	"GerminateMove": GerminateMove, "DiscardMove": DiscardMove, "NameMove": NameMove, "ActionMove": ActionMove,
	"ActivateMove": ActivateMove, "SkipMove": SkipMove, "PayMove": PayMove, "PlaceMove": PlaceMove,
	"DoneMove": DoneMove, "NeighbourMove": NeighbourMove, "OpponentMove": OpponentMove, "ConvertMove": ConvertMove,
	"EndMove": EndMove, "TieMove": TieMove, "ClaimMove": ClaimMove, "MarshalScenario": MarshalScenario,
}

// The zero value of every exported type, and a nil *CardSet, either works
// or returns an error from every exported method, with every argument
// zero or a value a caller gets wrong; no method panics. So do the
// exported functions, and the methods of a game's State, View, card set
// and move. A type or function the package adds fails the test until it
// is listed above.
func TestZeroValuesNeverPanic(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	values := slices.Collect(maps.Values(zeroValues))
	values = append(values, s, s.View(P1), StandardCards(), s.LegalMoves(P1)[0])
	args := []any{-1, 1, 8, 1 << 20, uint64(1), uint64(1 << 60), "P1 plant Basil", "",
		[]byte("null"), []byte("{}"), []byte("[]"), []byte(`"P1 done"`), []byte("x"),
		P1, P2, Player(9), NoPlayer, Card(1), Card(9999), s, StandardCards(), &CardSet{}, Config{Players: 9}}
	gametest.CallEveryMethod(t, ".", values, args...)
	gametest.CallEveryFunc(t, ".", functions, args...)
}

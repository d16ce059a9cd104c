package beforeearth

import (
	"encoding/json"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestZeroValuesOfEveryType calls every exported method of the zero value
// of every exported type, and of a nil *CardSet, and every exported
// function, with zero and a few valid and invalid arguments: none panics.
func TestZeroValuesOfEveryType(t *testing.T) {
	s, err := New(Config{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	stateJSON, _ := json.Marshal(s)
	viewJSON, _ := json.Marshal(s.View(P1))
	values := []any{
		Ability{}, Action(0), Card{}, CardKind(0), CardKind(2), CardSet{}, (*CardSet)(nil), Config{}, Event{}, EventKind(0), EventKind(3), Move{},
		MoveKind(0), Phase(0), Pile{}, PlanetCard{}, Resource(0), Resources{},
		Result{}, Row{}, Scenario{}, ScenarioSeat{}, ShipCard{}, State{},
		Victory(0), View{}, s, s.View(P2), StandardCards(), Step{}, Step{Phase: Phase(99), Player: Player(-3), Abilities: true},
	}
	args := []any{
		P1, P2, Player(2), Player(-1), -1, 1, 3, 1 << 40, uint64(7),
		"x.yaml", "P1 play A", "P2 take grey", "gain 1 tech",
		[]byte("{}"), []byte("null"), []byte(`"x"`), stateJSON, viewJSON,
		s.LegalMoves(P1)[0], Move{Player: P2, Kind: MoveKind(200), Card: 255},
		s, StandardCards(), &CardSet{}, Config{Cards: &CardSet{}},
		Resources{255, 255, 255}, Action(9), Resource(1), Resource(7), make([]Move, 0, 4),
		Scenario{Players: 9, Step: Step{Phase: Phase(99)}, Seats: make([]ScenarioSeat, 3)},
	}
	gametest.CallEveryMethod(t, ".", values, args...)
	funcs := map[string]any{
		"New": New, "LoadCards": LoadCards, "StandardCards": StandardCards,
		"ParseAbility": ParseAbility, "ParseMove": ParseMove, "FormatMove": FormatMove, "LoadScenario": LoadScenario,
		"PlayCardMove": PlayCardMove, "TakeShipMove": TakeShipMove, "CollectQuarryMove": CollectQuarryMove,
		"TakeResourceMove": TakeResourceMove, "SpendResourceMove": SpendResourceMove, "PayResourceMove": PayResourceMove,
		"ChooseOptionMove": ChooseOptionMove, "SearchPlanetMove": SearchPlanetMove,
		"ColonizePlanetMove": ColonizePlanetMove, "UsePlanetMove": UsePlanetMove, "DoneMove": DoneMove,
		"MarshalScenario": MarshalScenario,
	}
	gametest.CallEveryFunc(t, ".", funcs, args...)
}

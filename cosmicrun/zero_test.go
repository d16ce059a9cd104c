package cosmicrun

import (
	"encoding/json"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestZeroValuesOfEveryType calls every exported method of the zero value
// of every exported type, and of a nil *CardSet, and every exported
// function, with zero and a few valid and invalid arguments: none panics.
func TestZeroValuesOfEveryType(t *testing.T) {
	two, err := New(Config{Players: 2, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	solo, err := New(Config{Players: 1, Seed: 5, Level: Admiral})
	if err != nil {
		t.Fatal(err)
	}
	stateJSON, _ := json.Marshal(two)
	viewJSON, _ := json.Marshal(solo.View(P1))
	cardsJSON, _ := json.Marshal(StandardCards())
	values := []any{
		Arrow{}, Card(0), CardSet{}, (*CardSet)(nil), Colour(0), Config{}, Direction(0),
		Event{}, EventKind(0), Hand(0), HandRank(0), MoveKind(0), Level(0), Move{},
		Phase(0), Pile{}, Placement{}, Planet{}, Result{}, Row{}, Scenario{}, ScenarioSeat{},
		Ship{}, Slot{}, State{}, View{},
		two, solo, two.View(P2), solo.View(P1), StandardCards(), Hand(0xffff),
		Card(-1), Card(127), Colour(200), Direction(-7), Level(99), Phase(99),
	}
	args := []any{
		P1, P2, Player(2), Player(-1), -1, 1, 3, 1 << 40, uint64(7), true,
		Card(-1), Card(5), Card(127), [2]Card{5, 9}, [2]Card{-1, 127},
		"x.yaml", "R1", "P1 pass R1", "P2 keep",
		[]byte("{}"), []byte("null"), []byte(`"x"`), []byte("[1]"), stateJSON, viewJSON, cardsJSON,
		two.LegalMoves(P1)[0], Move{Player: P2, Kind: MoveKind(200), Card: 100},
		two, StandardCards(), &CardSet{}, Config{Players: 9, Cards: &CardSet{}},
		make([]Move, 0, 4), Scenario{Players: 9, Reflips: new(-1), Seats: make([]ScenarioSeat, 3)},
	}
	gametest.CallEveryMethod(t, ".", values, args...)
	funcs := map[string]any{
		"New": New, "LoadCards": LoadCards, "StandardCards": StandardCards,
		"ParseCard": ParseCard, "ParseMove": ParseMove, "FormatMove": FormatMove, "LoadScenario": LoadScenario,
		"RankHand": RankHand, "DiscardMove": DiscardMove, "KeepMove": KeepMove,
		"MineMove": MineMove, "PassMove": PassMove, "PlaceMove": PlaceMove,
		"ReflipMove": ReflipMove, "TheirsMove": TheirsMove, "MarshalScenario": MarshalScenario,
	}
	gametest.CallEveryFunc(t, ".", funcs, args...)
}

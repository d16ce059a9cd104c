package beforeearth

import (
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// allMoves is the whole move space for p, legal or not: every kind with
// every argument, plus some out of range.
func allMoves(s State, p Player) []Move {
	var ms []Move
	for a := range 6 {
		ms = append(ms, PlayCardMove(p, Action(a)))
	}
	for q := range NumQuarries + 1 {
		ms = append(ms, CollectQuarryMove(p, q))
	}
	for c := range 4 {
		ms = append(ms, TakeResourceMove(p, Resource(c)), SpendResourceMove(p, Resource(c)),
			PayResourceMove(p, Resource(c)), ChooseOptionMove(p, c))
	}
	// Moves that set a field their kind does not use are never legal.
	ms = append(ms, Move{Player: p, Kind: TakeResource, Quarry: 1}, Move{Player: p, Kind: Done, Option: 1},
		Move{Player: p, Kind: PlayCard, Action: Scout, Card: 2})
	for _, k := range []MoveKind{TakeShip, SearchPlanet, ColonizePlanet, UsePlanet} {
		for i := -1; i < 17; i++ {
			ms = append(ms, s.d.cardMove(p, k, i))
		}
	}
	return append(ms, Move{Player: p, Kind: Done}, Move{Player: p, Kind: 0}, Move{Player: p, Kind: numMoveKinds})
}

// TestConformance plays 20 random games by default, rapid's 100 with
// RULEBOX_LONG=1.
func TestConformance(t *testing.T) {
	gametest.Checks(t, 20, 100)
	gametest.Run(t, gametest.Spec[Config, State, Move, View, Event]{
		Config: func(t *rapid.T) Config {
			return Config{Seed: rapid.Uint64().Draw(t, "seed")}
		},
		New:        New,
		ParseMove:  ParseMove,
		Candidates: allMoves,
		Invariants: State.Validate,
		ErrIllegal: ErrIllegalMove,
		MaxMoves:   5000,
	})
}

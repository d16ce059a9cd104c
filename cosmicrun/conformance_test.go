package cosmicrun

import (
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// allMoves is the whole move space for p: every kind with every card,
// planet and orientation, legal or not (solo moves for P2 included).
func allMoves(_ State, p Player) []Move {
	ms := []Move{KeepMove(p), {Player: p, Kind: Mine}, {Player: p, Kind: Mine, Rotated: true},
		{Player: p, Kind: Theirs}, {Player: p, Kind: Reflip}}
	for c := range Card(NumShips) {
		ms = append(ms, PassMove(p, c), DiscardMove(p, c))
		for planet := range NumPlanets {
			ms = append(ms, PlaceMove(p, c, planet, false), PlaceMove(p, c, planet, true))
		}
	}
	return ms
}

// TestConformance plays 20 random games by default, rapid's 100 with
// RULEBOX_LONG=1.
func TestConformance(t *testing.T) {
	gametest.Checks(t, 20, 100)
	gametest.Run(t, gametest.Spec[Config, State, Move, View, Event]{
		Config: func(t *rapid.T) Config {
			return Config{
				Players: rapid.IntRange(1, 2).Draw(t, "players"),
				Level:   Level(rapid.IntRange(0, int(Admiral)).Draw(t, "level")),
				Seed:    rapid.Uint64().Draw(t, "seed"),
			}
		},
		New:        New,
		ParseMove:  ParseMove,
		Candidates: allMoves,
		Invariants: State.Validate,
		ErrIllegal: ErrIllegalMove,
		MaxMoves:   5000,
	})
}

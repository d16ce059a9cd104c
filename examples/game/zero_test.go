package game

import (
	"testing"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/internal/gametest"
)

// TestZeroValuesOfEveryType calls every exported method of the zero Spec,
// of a Spec built without its functions and of every game's Spec, with
// zero, usual and impossible player counts: none panics.
func TestZeroValuesOfEveryType(t *testing.T) {
	type crSpec = Spec[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event]
	values := []any{crSpec{}, crSpec{Name: "half", seats: []int{2}}, CosmicRun, BeforeEarth, AnimalKingdom, EarthBase, EarthExpress}
	gametest.CallEveryMethod(t, ".", values, 1, 2, -1, 1<<40, uint64(3))
	gametest.CallEveryFunc(t, ".", map[string]any{"Canonical": Canonical, "Earth": Earth, "Names": Names}, "earth", "", true, false)
}

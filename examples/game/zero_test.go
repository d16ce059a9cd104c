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
	count := func(g crSpec, seed uint64) (int, error) {
		s, err := g.Start(0, seed)
		return len(s.Players()), err
	}
	cr, _ := Lookup("cosmicrun", true)
	values := []any{crSpec{}, crSpec{Name: "half", seats: []int{2}}, CosmicRun, BeforeEarth, AnimalKingdom, EarthBase, EarthExpress,
		Game{}, cr, Flags{}, Flags{Name: "earth", Players: 1, Level: "hard", Animals: true}, Flags{Name: "cosmicrun", Solo: "hard"}, Program[uint64, int]{}, NewProgram[uint64, int](count, nil, nil, nil),
		CardFile{}, CardFile{Name: "x.yaml", Data: []byte("extends: standard\n")}}
	gametest.CallEveryMethod(t, ".", values, 1, 2, -1, 1<<40, uint64(3), Game{}, cr, []CardFile{{Name: "x.yaml", Data: []byte("extends: standard\n")}}, []CardFile(nil))
	gametest.CallEveryFunc(t, ".", map[string]any{"Canonical": Canonical, "Earth": Earth, "Lookup": Lookup,
		"NewProgram": NewProgram[uint64, int], "Names": Names}, "earth", "", true, false)
}

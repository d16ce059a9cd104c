package dispute_test

import (
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
)

// gaiaAtGyre is a medium solo game with the Animals: Gaia has revealed her
// North Pacific Gyre, so the player is to place her Leaf (step gaia), which
// activates her Animal; growth and compost are her counts.
func gaiaAtGyre(animal, growth, compost string) string {
	return `players: 1
solo: true
difficulty: medium
animals: true
fauna: [European Mole, Andean Condor, Bald Eagle, Emerald Tree Boa]
step: gaia
gaia:
  card: North Pacific Gyre
  growth: ` + growth + `
  compost: ` + compost + `
  animals: [` + animal + `]
seats:
  - {island: Vulcano Island, climate: Hemiboreal Climate, animals: [Tarsier]}
`
}

// At the table: "Gaia's Canada Jay wants 2 Growth and she has 1. She pays
// the 1 and takes half, doesn't she? And her Bluebottle Fly wants up to 3
// cards from her compost; with 2 it does nothing." The Animal Kingdom solo
// rules: "If she can pay the full cost of an ability, she resolves it and
// gains the benefit. She must use any ability she can afford." For "move
// exactly" (the Canada Jay: "If she is unable to remove 2 Growth, the
// ability has no effect") "Gaia may only resolve it if she can fully pay
// the cost. No partial benefit is allowed." For "move up to" (the
// Bluebottle Fly) "Gaia resolves the ability as many times as she can
// afford, up to the maximum stated": with 2 cards, twice. We place her Leaf
// and read her side back from the position (State.Scenario).
func TestGaiaUsesOnlyWhatSheCanAfford(t *testing.T) {
	for _, tc := range []struct {
		what                  string
		animal, growth, cards string
		wantGrowth, wantSoil  int
		wantCompost           int
		offered               bool // the player is offered the Canada Jay's "| gain 2 soil"
	}{
		{"Canada Jay, 1 Growth of the 2", "Canada Jay", "1", "[]", 1, 0, 0, false},
		{"Canada Jay, 2 Growth", "Canada Jay", "2", "[]", 0, 9, 0, true},
		{"Bluebottle Fly, 2 compost cards of up to 3", "Bluebottle Fly", "0", "[Basil, White Oak]", 4, 0, 0, false},
		{"Bluebottle Fly, 4 compost cards", "Bluebottle Fly", "0", "[Basil, White Oak, Marula, Sacred Lotus]", 6, 0, 1, false},
	} {
		sc, err := animalkingdom.LoadScenario("gyre.yaml", []byte(gaiaAtGyre(tc.animal, tc.growth, tc.cards)))
		if err != nil {
			t.Fatal(err)
		}
		s, err := sc.Build()
		if err != nil {
			t.Fatalf("%s: %v", tc.what, err)
		}
		if err := play(&s, animalkingdom.ParseMove, "P1 gaia 1"); err != nil {
			t.Fatalf("%s: placing Gaia's Leaf: %v", tc.what, err)
		}
		gaia := s.Scenario().Gaia
		if gaia.Growth != tc.wantGrowth || gaia.Soil != tc.wantSoil || len(gaia.Compost) != tc.wantCompost {
			t.Errorf("%s: Gaia has %d growth, %d soil, %d compost; want %d, %d, %d", tc.what, gaia.Growth, gaia.Soil, len(gaia.Compost), tc.wantGrowth, tc.wantSoil, tc.wantCompost)
		}
		offered := false
		for _, m := range s.LegalMoves(animalkingdom.P1) {
			offered = offered || m.String() == "P1 use"
		}
		if offered != tc.offered {
			t.Errorf("%s: the player is offered the Canada Jay's 2 soil: %v, want %v", tc.what, offered, tc.offered)
		}
	}
}

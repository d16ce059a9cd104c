package dispute_test

import (
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
)

// At the table: "Slippery Jack says discard 2 cards from compost: gain 3
// soil. I have only 1 card in my compost, so I discard it and take the soil
// (or some of it)." The rules of the base game: "Each activation is
// optional; an ability with a cost fires only if the full cost is paid", as
// the Animal Kingdom rulebook says of Animals: "a player may only use an
// ability if they can fully satisfy its requirements". With one card the
// ability does not fire at all: nothing is discarded and no soil is gained.
// With two it fires in full. We plant Slippery Jack (Vulcano Island and
// Hemiboreal Climate have no blue ability), take Water, its colour, and ask
// the referee both ways.
func TestAbilityPaidInPartDoesNotFire(t *testing.T) {
	const p1 = animalkingdom.P1
	for _, tc := range []struct {
		cards      string
		compost    string
		fires      bool
		soil, left int // after the activation
	}{
		{"1 card in compost", "[Marula]", false, 2, 1},
		{"2 cards in compost", "[Marula, White Oak]", true, 2 + 3, 0},
	} {
		sc, err := animalkingdom.LoadScenario("slippery-jack.yaml", []byte(`players: 2
fauna: [European Mole, Andean Condor, Bald Eagle, Emerald Tree Boa]
seats:
  - island: Vulcano Island
    climate: Hemiboreal Climate
    ecosystem: none
    compost: `+tc.compost+`
    tableau: [{card: Slippery Jack, row: 0, col: 0}]
  - {island: Vulcano Island, climate: Hemiboreal Climate, ecosystem: none}
`))
		if err != nil {
			t.Fatal(err)
		}
		s, err := sc.Build()
		if err != nil {
			t.Fatal(err)
		}
		apply := func(text string) error { return play(&s, animalkingdom.ParseMove, text) }
		// Water: 6 sprouts (Slippery Jack holds 2, the rest are lost) and
		// 2 soil; then P1 activates their blue abilities
		for _, text := range []string{"P1 action water", "P1 sprout @0,0", "P1 sprout @0,0"} {
			if err := apply(text); err != nil {
				t.Fatalf("%s: %v", text, err)
			}
		}
		err = apply("P1 use")
		switch {
		case tc.fires && err != nil:
			t.Errorf("with %s Slippery Jack's cost is paid in full, yet it may not be used: %v", tc.cards, err)
		case !tc.fires && err == nil:
			t.Errorf("with %s the referee let Slippery Jack fire on a cost paid in part", tc.cards)
		}
		if got := s.Soil(p1); got != tc.soil {
			t.Errorf("with %s P1 has %d soil, want %d", tc.cards, got, tc.soil)
		}
		if got := s.CompostSize(p1); got != tc.left {
			t.Errorf("with %s P1's compost holds %d after the activation, want %d", tc.cards, got, tc.left)
		}
	}
}

package dispute_test

import (
	"slices"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
)

// highlandCowTable is the tableau of the rulebook's Highland Cow example,
// the Animeeple on the Chinese Peony, every card with 2 Growth:
//
//	Chinese Peony           Yellow Sprouts
//	Mountain Aspen          Tiger Orchid
//	Red-Caped Scaber Stalk
const highlandCowTable = `players: 2
animals: true
seats:
  - animals: [Highland Cow]
    tableau:
      - {card: Chinese Peony, row: 0, col: 0, growth: 2, animeeples: [Highland Cow]}
      - {card: Yellow Sprouts, row: 0, col: 1, growth: 2}
      - {card: Mountain Aspen, row: 1, col: 0, growth: 2}
      - {card: Tiger Orchid, row: 1, col: 1, growth: 2}
      - {card: Red-Caped Scaber Stalk, row: 2, col: 0, growth: 2}
  - animals: [Tarsier]
`

// At the table: "My Highland Cow went Chinese Peony, Yellow Sprouts,
// Mountain Aspen, Tiger Orchid last time. It has been on the Aspen and it
// started on the Peony, so it can never go back there." The rulebook: "An
// Animeeple cannot backtrack, move through, or end its movement on any card
// it occupied earlier in this activation, including the card occupied at
// the start of the activation. However, on future activations ...
// Animeeples can move to cards occupied during a previous activation." Its
// Highland Cow example: after a second Leaf "they are allowed to move the
// Animeeple to the Red-Caped Scaber Stalk, Mountain Aspen, and Chinese
// Peony". We lay out the example and play both activations.
func TestAnimeepleMayReturnToACardOfAnEarlierActivation(t *testing.T) {
	const p1 = animalkingdom.P1
	sc, err := animalkingdom.LoadScenario("highland-cow.yaml", []byte(highlandCowTable))
	if err != nil {
		t.Fatal(err)
	}
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	apply := func(text string) error { return play(&s, animalkingdom.ParseMove, text) }
	// moveTo moves the Animeeple to the card at rc and, as the example's
	// player does, removes 1 Growth there to compost 3 cards from the deck.
	moveTo := func(card, rc string) {
		t.Helper()
		if err := apply("P1 animeeple @" + rc); err != nil {
			t.Fatalf("the Highland Cow may not move to the %s: %v", card, err)
		}
		for _, text := range []string{"P1 use", "P1 amount 3"} {
			if err := apply(text); err != nil {
				t.Fatalf("on the %s: %s: %v", card, text, err)
			}
		}
	}
	// The first activation, up to 3 movements: never back to the Peony.
	if err := apply("P1 leaf"); err != nil {
		t.Fatal(err)
	}
	if err := apply("P1 activate Highland Cow"); err != nil {
		t.Fatal(err)
	}
	moveTo("Yellow Sprouts", "0,1")
	moveTo("Mountain Aspen", "1,0")
	if err := apply("P1 animeeple @0,0"); err == nil {
		t.Fatal("the referee let the Highland Cow back onto the Chinese Peony it started this activation on")
	}
	moveTo("Tiger Orchid", "1,1")
	// The second activation, after another Leaf: the Aspen and the Peony
	// are open again.
	if err := apply("P1 leaf"); err != nil {
		t.Fatal(err)
	}
	if err := apply("P1 activate Highland Cow"); err != nil {
		t.Fatal(err)
	}
	moveTo("Red-Caped Scaber Stalk", "2,0")
	moveTo("Mountain Aspen it occupied in the first activation", "1,0")
	moveTo("Chinese Peony it started the first activation on", "0,0")
	if got := s.AnimeeplesOf(p1, 0); !slices.Equal(got, []int{0}) {
		t.Errorf("the Highland Cow stands on tableau cards %v, want the Chinese Peony (0)", got)
	}
	if got := s.CompostSize(p1); got != 6*3 {
		t.Errorf("P1 composted %d cards, want 3 from each of the 6 cards moved to", got)
	}
	if aspen := s.Tableau(p1)[2]; aspen.Growth != 0 {
		t.Errorf("the Mountain Aspen holds %d Growth, want 0: 1 removed in each activation", aspen.Growth)
	}
}

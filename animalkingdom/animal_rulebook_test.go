package animalkingdom

import "testing"

// The worked examples of the Animal Kingdom rulebook. The base Earth
// deck of this library does not print the examples' cards by name; each
// test plants cards of the same type and features in the example's
// places, and asserts the example's own numbers.

// highlandCow is the Highland Cow example's tableau: the Animeeple on
// the Chinese Peony's place at 0,0; Yellow Sprouts 0,1 (orthogonal),
// Mountain Aspen 1,0 (diagonal from it), Tiger Orchid 1,1 (orthogonal
// from it), Red-Caped Scaber Stalk 2,0. Every card holds 1 growth.
const highlandCow = `
players: 2
global: Platypus
seats:
  - animals: [Highland Cow]
    tableau:
      - {card: Japanese Maple, row: 0, col: 0, growth: 2, animeeples: [Highland Cow]}
      - {card: Blackthorn, row: 0, col: 1, growth: 2}
      - {card: Marula, row: 1, col: 0, growth: 2}
      - {card: White Oak, row: 1, col: 1, growth: 2}
      - {card: Heather, row: 2, col: 0, growth: 2}
  - animals: [Tarsier]
`

// TestRulebookHighlandCow: the Highland Cow moves up to 3 times; from
// each card it moves to the player may remove 1 Growth to compost up to
// 3 cards from the deck. It may not move back to the card it started on
// (nor any card it occupied) in this activation, and may in the next.
func TestRulebookHighlandCow(t *testing.T) {
	s := build(t, highlandCow)
	compost := len(s.g.get(0).Compost)
	s = play(t, s, "P1 leaf", "P1 activate Highland Cow")
	refused(t, s, "P1 animeeple @2,0") // not adjacent
	s = cowMoves(t, s, "P1 animeeple @0,1")
	refused(t, s, "P1 animeeple @0,0") // the card it started on
	s = cowMoves(t, s, "P1 animeeple @1,0")
	refused(t, s, "P1 animeeple @0,0")
	refused(t, s, "P1 animeeple @0,1") // occupied earlier in this activation
	s = cowMoves(t, s, "P1 animeeple @1,1")
	mustStand(t, s, 0, 0, "1,1")
	if got := len(s.g.get(0).Compost) - compost; got != 9 {
		t.Fatalf("composted %d cards, want 3 x 3", got)
	}
	for _, rc := range [][2]int{{0, 1}, {1, 0}, {1, 1}} {
		if _, g := piecesAt(s, 0, rc[0], rc[1]); g != 1 {
			t.Fatalf("card %v holds %d growth, want 1 (1 removed)", rc, g)
		}
	}
	if s.g.AK.Act.On {
		t.Fatalf("the activation goes on after 3 movements: %s", legalText(s, 0))
	}
	// Another Leaf, another activation: the cards occupied in the first
	// may be entered again, the Chinese Peony's place too.
	s = play(t, s, "P1 leaf", "P1 activate Highland Cow")
	s = cowMoves(t, s, "P1 animeeple @2,0")
	s = cowMoves(t, s, "P1 animeeple @1,0")
	s = cowMoves(t, s, "P1 animeeple @0,0")
	mustStand(t, s, 0, 0, "0,0")
	if got := len(s.g.get(0).Compost) - compost; got != 18 {
		t.Fatalf("composted %d cards after two activations, want 18", got)
	}
}

// cowMoves moves the Highland Cow, removes 1 growth from the card it
// reached and composts 3 cards from the deck.
func cowMoves(t *testing.T, s State, move string) State {
	t.Helper()
	return play(t, s, move, "P1 use", "P1 amount 3")
}

package earthexpress

import "testing"

// demeterCards counts the cards in Demeter's tableau.
func demeterCards(s State) int {
	n := 0
	for _, c := range s.DemeterTableau() {
		if c != NoCard {
			n++
		}
	}
	return n
}

// Solo Refresh: "discard cards from Demeter's tableau (between 7 and 9)
// and immediately draw an equal number of cards": after the player has
// planted one of her cards this round, discarding 7 draws 7, and the space
// the player planted from stays empty until the refill after planting.
func TestSoloRefreshDrawsAsManyAsDiscarded(t *testing.T) {
	sc := soloScenario("Blackthorn", "Papaya", "Spearmint", "Cat Grass", "Japanese Maple", "White Oak", "Siberian Elm", "Canary Island Palm", "Giant Puffball")
	sc.Seats[0].Planted = false
	sc.Seats[0].Seeds = 2
	s := build(t, sc)
	s = play(t, s, "P1 plant Blackthorn", "P1 at r2c1")
	if got := demeterCards(s); got != 8 {
		t.Fatalf("Demeter has %d cards after the player planted one, want 8", got)
	}
	stack := s.StackSize()
	s = play(t, s, "P1 refresh", "P1 discard Papaya", "P1 discard Spearmint", "P1 discard Cat Grass",
		"P1 discard Japanese Maple", "P1 discard White Oak", "P1 discard Siberian Elm", "P1 discard Canary Island Palm", "P1 done")
	if got := stack - s.StackSize(); got != 7 {
		t.Errorf("the Refresh drew %d cards for 7 discarded", got)
	}
	if got := demeterCards(s); got != 8 {
		t.Errorf("Demeter has %d cards after the Refresh, want 8", got)
	}
	s = play(t, s, "P1 plant Giant Puffball", "P1 at r2c2")
	if got := demeterCards(s); got != 9 {
		t.Errorf("Demeter has %d cards after the planting's refill, want 9", got)
	}
}

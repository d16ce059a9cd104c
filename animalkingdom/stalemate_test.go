package animalkingdom

import (
	"slices"
	"testing"
)

// TestRulingStalemateEndsTheGame: with the deck and the discard pile
// empty, a round in which nobody plants a card is the last (the Stalemate
// ruling), so that such a game ends instead of going on for ever.
func TestRulingStalemateEndsTheGame(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for s.d.Stage == stSetup {
		if s, err = s.Apply(s.LegalMoves(s.ToMove()[0])[0]); err != nil {
			t.Fatal(err)
		}
	}
	g := &s.d
	for p := range g.n() {
		st := g.get(Player(p))
		st.Compost = append(append(append(slices.Clip(st.Compost), st.Hand...), g.Deck...), g.Discard...)
		st.Hand, g.Deck, g.Discard = nil, nil, nil
	}
	if err := s.Validate(); err != nil {
		t.Fatalf("the position with every card composted: %v", err)
	}
	turn := s.Turn()
	for n := 0; !s.Over(); n++ {
		if n > 2000 {
			t.Fatalf("no end after %d moves with no card to plant", n)
		}
		if s, err = s.Apply(s.LegalMoves(s.ToMove()[0])[0]); err != nil {
			t.Fatal(err)
		}
	}
	if s.Turn() > turn+g.n() {
		t.Errorf("the game ended at turn %d, more than a round after turn %d", s.Turn(), turn)
	}
}

package animalkingdom

import "testing"

// TestAnimalEventsNameTheCardsAbility: the event of an Animal's effect
// names the Animal's ability as its card prints it ("if it has 1+
// sprout", "it" being the card the Animeeple stands on), not the
// engine's reading of it, where "this" would name the Animal card.
func TestAnimalEventsNameTheCardsAbility(t *testing.T) {
	s := play(t, build(t, jaguar), "P1 leaf", "P1 activate Jaguar")
	m, err := ParseMove(s, "P1 animeeple @2,1")
	if err != nil {
		t.Fatal(err)
	}
	_, events, err := s.ApplyEvents(m)
	if err != nil {
		t.Fatal(err)
	}
	card, ok := s.Cards().AnimalCard("Jaguar")
	if !ok {
		t.Fatal("no Jaguar")
	}
	want := card.Ability
	n := 0
	for _, e := range events {
		if e.Kind == EventActivate && e.Card == "Jaguar" {
			n++
			if e.Rule != want {
				t.Errorf("the Jaguar's effect is told as %q, want the card's %q", e.Rule, want)
			}
		}
	}
	if n == 0 {
		t.Fatalf("no event of the Jaguar's effect: %v", events)
	}
}

package animalkingdom

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// customSet is the standard set with one card renamed.
func customSet(t *testing.T) *CardSet {
	t.Helper()
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	files["earth"] = bytes.Replace(files["earth"], []byte(`name: "Japanese Maple"`), []byte(`name: "Red Maple"`), 1)
	cs, err := LoadCards(files)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// New plays Config.Cards: the game's cards, its notation read back, and a
// game to its end; saving it is refused, saying why.
func TestConfigCardsArePlayed(t *testing.T) {
	cs := customSet(t)
	s, err := New(Config{Players: 2, Seed: 3, Cards: cs})
	if err != nil {
		t.Fatal(err)
	}
	if s.Cards() != cs {
		t.Fatal("New did not play Config.Cards")
	}
	c, ok := s.Cards().Lookup("Red Maple")
	if !ok {
		t.Fatal("the custom card is not in the game's set")
	}
	if m, err := ParseMove(s, "P1 plant Red Maple @0,1"); err != nil || m != PlantMove(0, c, 0, 1, 0) {
		t.Errorf("ParseMove read %+v, %v", m, err)
	}
	if _, err := ParseMove(State{}, "P1 plant Red Maple @0,1"); err == nil {
		t.Error("the zero State's notation reads a card of another set")
	}
	end, _ := s.Playout(3)
	if !end.Over() || end.Cards() != cs {
		t.Fatalf("the playout ended over %v, with the set kept %v", end.Over(), end.Cards() == cs)
	}
	for name, v := range map[string]any{"State": end, "View": end.View(1)} {
		if _, err := json.Marshal(v); err == nil || !strings.Contains(err.Error(), "cannot be saved as JSON") {
			t.Errorf("saving a %s of a custom set: %v", name, err)
		}
	}
	if std, _ := New(Config{Players: 2, Seed: 3}); std.Cards() != StandardCards() {
		t.Error("Config without Cards does not play StandardCards")
	}
	if _, err := json.Marshal(s.View(0)); err == nil {
		t.Error("a View of a custom set was saved")
	}
}

// A Scenario of Config.Cards names that set's cards.
func TestScenarioCardsAreBuilt(t *testing.T) {
	sc, err := LoadScenario("maple.yaml", []byte(`players: 2
seats:
  - {island: Kauai Island, climate: Desert Climate, hand: [Red Maple]}
  - {island: Kauai Island, climate: Desert Climate}
`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sc.Build(); err == nil || !strings.Contains(err.Error(), "Red Maple") {
		t.Errorf("the standard set built a card it has not: %v", err)
	}
	sc.Cards = customSet(t)
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	if h := s.Hand(0); len(h) != 1 || s.Cards().Name(h[0]) != "Red Maple" {
		t.Errorf("P1's hand: %v", h)
	}
}

// New refuses a set it cannot deal the game from, saying what is short.
func TestConfigCardsTooFewAreRefused(t *testing.T) {
	before := Config{Players: 2, Cards: &CardSet{}}
	if _, err := New(before); err == nil || !strings.Contains(err.Error(), "the card set has 0 Earth cards") {
		t.Errorf("an empty set: %v", err)
	}
	if before.Cards == nil {
		t.Error("New changed the caller's Config")
	}
}

package earthexpress

import (
	"slices"
	"testing"
)

// Refresh: 2 Seeds, discard 1 to 7 cards and draw as many; once a round.
func TestRefresh(t *testing.T) {
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Seats: []SeatScenario{
		{Tableau: tab("Basil", "Garlic"), Hand: []string{"Heather", "Oleander", "Rosemary"}, Seeds: 5},
		{Tableau: tab("Cat Grass", "Spearmint"), Planted: true},
	}}
	s := play(t, build(t, sc), "P1 refresh", "P1 discard Heather", "P1 discard Rosemary", "P1 done")
	hand := s.Hand(P1)
	if s.Seeds(P1) != 3 || len(hand) != 3 || !slices.Contains(hand, mustCard(t, "Oleander")) || slices.Contains(hand, mustCard(t, "Heather")) {
		t.Errorf("seeds %d, hand %v", s.Seeds(P1), hand)
	}
	refused(t, s, "P1 refresh")
}

// Germinate: 3 Seeds, discard a card, name a feature; the first card with
// it goes to hand.
func TestGerminateFindsACard(t *testing.T) {
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []SeatScenario{
		{Tableau: tab("Basil", "Garlic"), Hand: []string{"Heather"}, Seeds: 4},
		{Tableau: tab("Cat Grass", "Spearmint"), Planted: true},
	}}
	s := build(t, sc)
	// Beaver's "4+ flora with wet" makes "wet" nameable; "rocky" is not
	s = play(t, s, "P1 germinate", "P1 discard Heather")
	if got := legalStrings(s, P1); !slices.Contains(got, "P1 name wet") || slices.Contains(got, "P1 name rocky") {
		t.Fatalf("nameable: %v", got)
	}
	s = play(t, s, "P1 name wet")
	hand := s.Hand(P1)
	wet, _ := testCards(t).Vocab.Lookup("wet")
	if s.Seeds(P1) != 1 || len(hand) != 1 || !testCards(t).info(hand[0]).Traits.Has(wet) {
		t.Errorf("seeds %d, hand %v", s.Seeds(P1), hand)
	}
}

// Solo: Demeter activates her most common colour; on a tie the player
// chooses.
func TestDemeterTieIsThePlayersChoice(t *testing.T) {
	// red: Basil, Papaya; blue: Spearmint, Cat Grass; yellow: Japanese Maple
	s := build(t, soloScenario("Blackthorn", "Papaya", "Spearmint", "Cat Grass", "Japanese Maple", "White Oak", "Siberian Elm", "Canary Island Palm", "Giant Puffball"))
	s = finishStep3(t, s)
	if got := legalStrings(s, P1); !slices.Equal(got, []string{"P1 demeter red", "P1 demeter blue"}) {
		t.Fatalf("legal %v, want the tie between red and blue", got)
	}
	vp := s.DemeterVP()
	s = play(t, s, "P1 demeter red")
	// Blackthorn: 2 Seeds; Papaya: 4 Seeds (and the player's 2 Sprouts)
	if got := s.DemeterVP() - vp; got != 6 {
		t.Errorf("Demeter scored %d, want 6", got)
	}
	if sp, _ := s.SproutTokens(P1); sp != 2 && s.Phase(P1) != Converting {
		t.Errorf("the player did not gain Papaya's Sprouts")
	}
}

// Solo, round 5: Demeter activates her colour twice (Normal) or three
// times (Hard, Expert).
func TestDemeterRound5(t *testing.T) {
	for level, times := range map[string]int{"normal": 2, "hard": 3, "expert": 3} {
		sc := soloScenario("Blackthorn", "White Oak", "Siberian Elm", "Canary Island Palm", "Giant Puffball", "African Baobab", "Saguaro", "Desert", "Tundra")
		sc.Level = level
		sc.Round = 5
		sc.Seats[0].Tableau = tab("Basil", "Garlic", "Heather", "Oleander", "Cat Grass", "Spearmint", "Dog Rose", "Papaya")
		s := build(t, sc)
		vp := s.DemeterVP()
		s.d.demeterActivate(Red)
		if got := s.DemeterVP() - vp; got != 2*times {
			t.Errorf("%s: Demeter scored %d, want %d (Blackthorn's 2 Seeds %d times)", level, got, 2*times, times)
		}
	}
}

// The Action stack: each of the 3 tiles once in rounds 1-3, then a new
// stack.
func TestActionTiles(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	var seen [][2]Colour
	for !s.Over() && s.Round() <= 3 {
		if len(seen) < s.Round() {
			seen = append(seen, s.ActionTile())
		}
		s = finishStep3(t, plantAll(t, s))
	}
	for i := range seen {
		for j := range i {
			if seen[i] == seen[j] {
				t.Errorf("rounds %d and %d show the same tile %v", j+1, i+1, seen[i])
			}
		}
	}
}

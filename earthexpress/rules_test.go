package earthexpress

import (
	"slices"
	"testing"
)

// Refresh: 2 Seeds, discard 1 to 7 cards and draw as many; once a round.
func TestRefresh(t *testing.T) {
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Seats: []ScenarioSeat{
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
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
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
	wet, _ := testCards(t).vocab.Lookup("wet")
	if s.Seeds(P1) != 1 || len(hand) != 1 || !testCards(t).info(hand[0]).Traits.Has(wet) {
		t.Errorf("seeds %d, hand %v", s.Seeds(P1), hand)
	}
}

// Solo: Demeter activates her most common colour; on a tie the player
// chooses, and the choice decides what she scores and what the player
// gains from her abilities.
func TestDemeterTieIsThePlayersChoice(t *testing.T) {
	// red: Blackthorn (2 Seeds), Papaya (4 Seeds, and 2 Sprouts for the
	// others); blue: Spearmint (4 Sprouts for 1 Seed and 1 Growth: 2),
	// Cat Grass (2 Sprouts); yellow: Japanese Maple alone
	sc := soloScenario("Blackthorn", "Papaya", "Spearmint", "Cat Grass", "Japanese Maple", "White Oak", "Siberian Elm", "Canary Island Palm", "Giant Puffball")
	for _, tc := range []struct {
		colour  string
		want    map[string]int
		sprouts int
	}{
		{"red", map[string]int{"Blackthorn": 2, "Papaya": 4}, 2},
		{"blue", map[string]int{"Spearmint": 2, "Cat Grass": 2}, 0},
	} {
		s := finishStep3(t, build(t, sc))
		if got := legalStrings(s, P1); !slices.Equal(got, []string{"P1 demeter red", "P1 demeter blue"}) {
			t.Fatalf("legal %v, want the tie between red and blue", got)
		}
		vp := s.DemeterVP()
		s, evs := playEvents(t, s, "P1 demeter "+tc.colour)
		scored := demeterScores(evs)
		total := 0
		for name, want := range tc.want {
			total += want
			if got := scored[mustCard(t, name)]; got != want {
				t.Errorf("%s: %s scored Demeter %d, want %d", tc.colour, name, got, want)
			}
		}
		if got := s.DemeterVP() - vp; got != total {
			t.Errorf("%s: Demeter scored %d, want %d", tc.colour, got, total)
		}
		given := 0
		for _, e := range find(evs, Gained) {
			if e.Player == P1 && e.Rule == ruleOthers && e.Resource == Sprout {
				given += e.N
			}
		}
		if given != tc.sprouts {
			t.Errorf("%s: the player was given %d Sprouts, want %d", tc.colour, given, tc.sprouts)
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

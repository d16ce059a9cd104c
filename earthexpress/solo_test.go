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

// demeterScores is what Demeter scored for each of her cards in the events.
func demeterScores(evs []Event) map[Card]int {
	out := map[Card]int{}
	for _, e := range evs {
		if e.Kind == DemeterScored {
			out[e.Card] += e.N
		}
	}
	return out
}

// Solo: "Calculate how many resources the ability would gain ... Demeter
// scores VP equal to the result", and every card in the places a
// placement names meets it. Her score for a gain is what a player with her
// tableau would gain, for every shape of gain: spread over any Flora, on a
// set of places, all on one, and on each card of a set.
func TestSoloDemeterScoresEveryGainShape(t *testing.T) {
	for _, tc := range []struct {
		name    string
		demeter []string
		action  string
		want    map[string]int
	}{
		{"on all: the Giant Club Cactus in a full row", []string{
			"Giant Club Cactus", "Japanese Maple", "American Sycamore",
			"White Oak", "Siberian Elm", "Canary Island Palm",
			"Giant Puffball", "African Baobab", "Saguaro"}, "red",
			map[string]int{"Giant Club Cactus": 3, "Japanese Maple": 2, "American Sycamore": 2}},
		{"on all: a Terrain in the row meets the placement", []string{
			"White Oak", "Siberian Elm", "Canary Island Palm",
			"Japanese Maple", "Giant Club Cactus", "Desert",
			"Giant Puffball", "African Baobab", "Saguaro"}, "red",
			map[string]int{"Giant Club Cactus": 3, "Japanese Maple": 2}},
		{"on a set: above the top row is no place", []string{
			"Heather", "Cat Grass", "White Oak",
			"Siberian Elm", "Elephant Grass", "Canary Island Palm",
			"Giant Puffball", "African Baobab", "Saguaro"}, "red",
			map[string]int{"Heather": 0, "Cat Grass": 2, "Elephant Grass": 3}},
		{"on a set: any card above meets the placement", []string{
			"White Oak", "Desert", "Siberian Elm",
			"Canary Island Palm", "Heather", "Cat Grass",
			"Giant Puffball", "African Baobab", "Saguaro"}, "red",
			map[string]int{"Heather": 1, "Cat Grass": 2}},
		{"on a set: adjacent cards", []string{
			"White Oak", "Desert", "Siberian Elm",
			"Canary Island Palm", "European White Birch", "Giant Puffball",
			"African Baobab", "Saguaro", "Tundra"}, "red",
			map[string]int{"European White Birch": 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, soloScenario(tc.demeter...))
			_, evs, err := s.ApplyEvents(ActionMove(P1, colourOf(t, tc.action)))
			if err != nil {
				t.Fatal(err)
			}
			got := demeterScores(evs)
			for name, want := range tc.want {
				if got[mustCard(t, name)] != want {
					t.Errorf("%s scored Demeter %d VP, want %d", name, got[mustCard(t, name)], want)
				}
			}
		})
	}
}

// colourOf reads a colour word.
func colourOf(t testing.TB, w string) Colour {
	t.Helper()
	c, ok := parseColour(w)
	if !ok {
		t.Fatalf("no colour %q", w)
	}
	return c
}

// Solo: a BLACK ability that reads the neighbour's tableau "is resolved
// after they've finished planting": Demeter's tableau is read once it is
// refilled after the player's planting, not while the cards the player
// takes from it are still there or their spaces still empty.
func TestSoloBlackAbilityReadsDemetersRefilledTableau(t *testing.T) {
	herb, _ := testCards(t).vocab.Lookup("herb")
	rosemary := mustCard(t, "Rosemary")
	differs := false
	for seed := uint64(1); seed <= 20; seed++ {
		// Rosemary: "[black] gain 1 seed / herb in neighbour"; Spearmint, the
		// only herb beside it, is planted second
		sc := soloScenario("Rosemary", "Spearmint", "White Oak", "Siberian Elm", "Canary Island Palm", "Giant Puffball", "African Baobab", "Saguaro", "Desert")
		sc.Seed = seed
		sc.Seats[0].Planted = false
		_, evs := playEvents(t, build(t, sc), "P1 plant Rosemary", "P1 at r2c1", "P1 plant Spearmint", "P1 at r2c2", "P1 action red")
		got := -1
		for _, e := range find(evs, Gained) {
			if e.Card == rosemary {
				got = e.N
			}
		}
		herbs := 0
		s := build(t, sc)
		s = play(t, s, "P1 plant Rosemary", "P1 at r2c1", "P1 plant Spearmint", "P1 at r2c2")
		for _, c := range s.DemeterTableau() {
			if c != NoCard && testCards(t).info(c).Traits.Has(herb) {
				herbs++
			}
		}
		differs = differs || herbs != 1
		if got != herbs && !(got == -1 && herbs == 0) {
			t.Errorf("seed %d: Rosemary gave %d Seeds; Demeter's refilled tableau has %d herbs", seed, got, herbs)
		}
	}
	if !differs {
		t.Fatal("every refill leaves one herb: the test cannot tell the readings apart")
	}
}

// Solo: with no RED, BLUE or YELLOW ability in Demeter's tableau there is
// no colour to activate, and so no tie for the player to settle.
func TestSoloDemeterWithNoColourToActivate(t *testing.T) {
	s := build(t, soloScenario(append([]string{"Scree Slope"}, brownAndBlack...)...))
	s = finishStep3(t, s)
	for _, m := range s.LegalMoves(P1) {
		if m.Kind == Tie {
			t.Fatalf("the player is asked to settle a tie of no abilities: %v", legalStrings(s, P1))
		}
	}
	if got := s.Step(P1); got != Planting {
		t.Errorf("P1 is %v, want planting the next round", got)
	}
}

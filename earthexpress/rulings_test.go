package earthexpress

import (
	"slices"
	"testing"
)

// Ruling: hands pass to the next seat (P1 to P2, the last player to P1).
func TestRulingHandsPassToTheNextSeat(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	s = plantAll(t, s)
	kept := [3][]Card{s.Hand(P1), s.Hand(P2), s.Hand(P3)}
	s = finishStep3(t, s)
	for s.Round() == 1 {
		s = finishStep3(t, s)
	}
	for i, from := range []Player{P3, P1, P2} {
		if got := s.Hand(Player(i)); !slices.Equal(got[:5], kept[from]) {
			t.Errorf("%v's hand starts %v, want %v's %v", Player(i), got[:5], from, kept[from])
		}
	}
}

// Ruling: Seeds given to another player arrive at once; Sprouts and Growth
// as tokens placed in step 4.
func TestRulingSeedsGivenArriveAtOnce(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Rubber Tree")}))
	before := s.Seeds(P2)
	s = play(t, s, "P1 action yellow", "P1 done", "P1 activate", "P1 done")
	if got := s.Seeds(P2); got != before+1 {
		t.Errorf("P2 has %d Seeds, want %d", got, before+1)
	}
}

// Ruling: a space has a Canopy exactly when it is full; spending from a
// full space takes the Canopy.
func TestRulingCanopyOnlyWhenFull(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Basil", "American Sycamore"), Growth: []int{1, 4}}))
	if got := s.Result().Rows[GrowthRow].Values[P1]; got != 2+7 {
		t.Fatalf("growth row %d, want 9", got)
	}
	s = play(t, s, "P1 convert growth", "P1 pay growth r1c2", "P1 pay growth r1c2")
	if got := s.Result().Rows[GrowthRow].Values[P1]; got != 2+2 {
		t.Errorf("growth row %d after spending 2 of the Sycamore's 4, want 4 (2 Trunks)", got)
	}
}

// Ruling: Demeter never loses VP: an ability costing more than it gives
// scores 0.
func TestRulingDemeterNeverScoresBelowZero(t *testing.T) {
	s := build(t, soloScenario())
	ab := compile(t, "[red] spend 3 seeds: gain 1 growth")
	before := s.d.dem.vp
	game{data: &s.d}.demeterAbility(0, 0, &ab)
	if s.d.dem.vp != before {
		t.Errorf("Demeter's VP went from %d to %d", before, s.d.dem.vp)
	}
}

// Ruling: a Germinate that finds nothing in the stack or the discard pile
// gives the 3 Seeds back; the stack, turned over to its end, is remade from
// the discard pile, the discarded card with it.
func TestRulingGerminateFails(t *testing.T) {
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		{Tableau: tab("Desert", "Giant Club Cactus"), Hand: []string{"Basil"}, Seeds: 3},
		{Tableau: tab("Saguaro", "Aloe Vera"), Planted: true},
	}}
	s := play(t, build(t, sc), "P1 germinate", "P1 discard Basil", "P1 name succulent")
	if s.Seeds(P1) != 3 || len(s.Hand(P1)) != 0 {
		t.Errorf("seeds %d, hand %v; want the 3 Seeds back and no card", s.Seeds(P1), s.Hand(P1))
	}
	if n := len(s.DiscardPile()); n != 0 || s.StackSize() != testCards(t).Len()-4 {
		t.Errorf("discard pile %d, stack %d: want every card not in a tableau in the stack", n, s.StackSize())
	}
}

// Ruling: a player starts step 3 once both neighbours have finished
// planting, and a BLACK ability that reads a neighbour waits for them.
func TestRulingWaitForNeighboursPlanting(t *testing.T) {
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		{Tableau: tab("Basil", "Garlic"), Hand: []string{"Rosemary"}, Seeds: 0},
		{Tableau: tab("Spearmint", "Cat Grass"), Hand: []string{"Elephant Grass", "Florence Fennel"}},
	}}
	s := build(t, sc)
	s.d.own()
	s.d.seat(0).toPlant = 1
	s = play(t, s, "P1 plant Rosemary", "P1 at r2c1")
	if s.Seeds(P1) != 0 {
		t.Fatalf("Rosemary resolved before P2 planted")
	}
	s = play(t, s, "P1 action red")
	if len(s.LegalMoves(P1)) != 0 {
		t.Fatalf("P1 goes on to step 3 while P2 plants: %v", legalStrings(s, P1))
	}
	s = play(t, s, "P2 plant Elephant Grass", "P2 at r2c1", "P2 plant Florence Fennel", "P2 at r2c2")
	// Rosemary: 1 Seed per herb in P2's tableau, now 4 herbs; the red action gave 2
	if got := s.Seeds(P1); got != 2+4 {
		t.Errorf("P1 has %d Seeds, want 6", got)
	}
}

// Ruling: tied players are separated by Seeds, then Growth pieces, then
// the Sprout row, the Terrain, Fauna and Ecosystem rows; then they share.
func TestRulingTiebreakers(t *testing.T) {
	var d data
	d.cards, d.n = testCards(t), 2
	pads := []pad{{Total: 10}, {Total: 10}}
	pads[0].Rows[SeedsRow] = 3
	pads[1].Rows[SeedsRow] = 3
	d.seat(0).growth[0], d.seat(1).growth[0] = 1, 1
	pads[1].Rows[SproutsRow] = 2
	if w, tb := d.winners(pads, 0); !slices.Equal(players(w), []Player{P2}) || tb != "sprouts" {
		t.Errorf("winners %v by %q, want P2 by sprouts", w, tb)
	}
	pads[1].Rows[SproutsRow] = 0
	if w, tb := d.winners(pads, 0); len(players(w)) != 2 || tb != "shared" {
		t.Errorf("winners %v by %q, want a shared victory", w, tb)
	}
}

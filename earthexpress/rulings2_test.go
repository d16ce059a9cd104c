package earthexpress

import (
	"slices"
	"testing"
)

// Ruling: an ability is offered (activate or skip) only when it has a
// cost, options or a benefit for others, or when a conversion could be
// made before it (none here: no pieces); any other starts at once.
func TestRulingOfferingAnAbility(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{
		Tableau: tab("Japanese Maple", "Southern Magnolia", "Scarlet Elf Cup", "Dog Rose"), Seeds: 1,
	}))
	s = play(t, s, "P1 action yellow", "P1 done")
	// the Maple's "gain 2 growth": no cost, no option, nothing for others
	legal := legalStrings(s, P1)
	if slices.Contains(legal, "P1 activate") || slices.Contains(legal, "P1 skip") {
		t.Fatalf("the Maple's ability is offered: %v", legal)
	}
	if !slices.Contains(legal, "P1 place growth r1c1") {
		t.Fatalf("the Maple's ability has not started: %v", legal)
	}
	s = play(t, s, "P1 done")
	// the Magnolia's "gain 3 growth | gain 1 sprout": a benefit for others
	if got := legalStrings(s, P1); !slices.Contains(got, "P1 activate") || !slices.Contains(got, "P1 skip") {
		t.Fatalf("the Magnolia's ability is not offered: %v", got)
	}
	if sp, _ := s.SproutTokens(P2); sp != 0 {
		t.Fatalf("P2 has %d Sprout tokens before the Magnolia is activated", sp)
	}
	s = play(t, s, "P1 skip")
	// the Scarlet Elf Cup's "spend 1 seed: gain 3 growth": a cost
	if got := legalStrings(s, P1); !slices.Contains(got, "P1 activate") || !slices.Contains(got, "P1 skip") {
		t.Fatalf("the Scarlet Elf Cup's ability is not offered: %v", got)
	}
	s = play(t, s, "P1 skip")
	if s.Seeds(P1) != 1 || growthAt(s, P1, 2) != 0 {
		t.Errorf("seeds %d, Scarlet Elf Cup growth %d after a skip; want 1 and 0", s.Seeds(P1), growthAt(s, P1, 2))
	}
}

// Ruling: "above", "below", "left of" and "right of" mean the adjacent
// space only, not the whole column or row.
func TestRulingPlacementWords(t *testing.T) {
	// Crab Claw Grass at r2c3: "gain 2 growth on flora left of this".
	sc := two([]string{"yellow", "red"}, ScenarioSeat{
		Tableau: tab("Winter Daphne", "Blackthorn", "Basil", "Japanese Boxwood", "Dry-Rot Crust", "Crab Claw Grass"),
	})
	sc.Round = 5
	s := build(t, sc)
	s = play(t, s, "P1 action yellow", "P1 done")
	var places []string
	for _, m := range legalStrings(s, P1) {
		if m != "P1 done" {
			places = append(places, m)
		}
	}
	if want := []string{"P1 place growth r2c2"}; !slices.Equal(places, want) {
		t.Errorf("left of r2c3: legal %v, want %v (not r2c1, not r1c2)", places, want)
	}
	// Heather at r3c2: "gain 1 sprout on flora above this".
	sc = two([]string{"blue", "red"}, ScenarioSeat{
		Tableau: tab("Basil", "Ox Tongue Fungus", "Turkey Tail", "Blackthorn", "Cherry Tomato", "Hound's Grass", "Parrot Tulip", "Heather", "False Death Cap"),
	})
	sc.Round = 5
	s = build(t, sc)
	s = play(t, s, "P1 action blue", "P1 done")
	places = places[:0]
	for _, m := range legalStrings(s, P1) {
		if m != "P1 done" {
			places = append(places, m)
		}
	}
	if want := []string{"P1 place sprout r2c2"}; !slices.Equal(places, want) {
		t.Errorf("above r3c2: legal %v, want %v (not r1c2)", places, want)
	}
}

// Ruling (solo): a neighbour ability the player triggers reads Demeter's
// tableau; the player gains as normal and Demeter scores nothing for it.
func TestRulingSoloPlayerReadsDemetersTableau(t *testing.T) {
	sc := soloScenario("Siberian Elm", "Black Locust", "Lynx Spruce", "Winter Daphne")
	sc.Seats[0].Tableau = tab("Red Birch", "Creeping Willow")
	s := build(t, sc)
	s = play(t, s, "P1 action yellow", "P1 done") // the action's growth refused
	vp := s.d.dem.vp
	// Red Birch: 1 growth per tree in Demeter's tableau (3), not the
	// player's own (2, Red Birch and Creeping Willow)
	s = play(t, s, "P1 place growth r1c1", "P1 place growth r1c1", "P1 place growth r1c1")
	if slices.Contains(legalStrings(s, P1), "P1 place growth r1c1") {
		t.Errorf("a fourth Growth offered: Red Birch read more than Demeter's 3 trees")
	}
	if got := growthAt(s, P1, 0); got != 3 {
		t.Errorf("Red Birch has %d Growth, want 3", got)
	}
	if s.d.dem.vp != vp {
		t.Errorf("Demeter's VP went from %d to %d on the player's ability", vp, s.d.dem.vp)
	}
}

// Ruling (solo): a neighbour ability Demeter triggers reads the player's
// tableau, and she scores the resources it would produce.
func TestRulingSoloDemeterReadsThePlayersTableau(t *testing.T) {
	sc := soloScenario("Siberian Elm", "Black Locust", "Lynx Spruce", "Red Birch")
	sc.Seats[0].Tableau = tab("White Oak", "Japanese Maple", "Basil")
	s := build(t, sc)
	ab := compile(t, "[yellow] gain 1 growth / tree in neighbour")
	before := s.d.dem.vp
	game{data: &s.d}.demeterAbility(3, 0, &ab)
	if got := s.d.dem.vp - before; got != 2 {
		t.Errorf("Demeter scored %d, want 2 (the player's 2 trees, not her 4)", got)
	}
}

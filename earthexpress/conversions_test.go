package earthexpress

import (
	"slices"
	"strings"
	"testing"
)

// Anytime conversions: "at any time, except during the activation of a
// card's ability". The Action tile's benefit is no card's ability: with
// every Sprout space full, the BLUE action's 3 Sprouts are not lost at
// once; the player may convert 2 Sprouts into a Seed and so make room.
func TestConversionsWhileTheActionsBenefitIsPlaced(t *testing.T) {
	s := build(t, two([]string{"red", "blue"}, ScenarioSeat{
		Tableau: tab("Winter Daphne", "American Sycamore", "Northern Highbush Blueberry"),
		Sprouts: []int{0, 4, 5}, Seeds: 0,
	}))
	s = play(t, s, "P1 action blue")
	if got, want := legalStrings(s, P1), []string{"P1 done", "P1 convert sprout"}; !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	s = play(t, s, "P1 convert sprout", "P1 pay sprout r1c3", "P1 pay sprout r1c3")
	if got := s.Seeds(P1); got != 1 {
		t.Fatalf("%d Seeds after the conversion, want 1", got)
	}
	s = play(t, s, "P1 place sprout r1c3", "P1 place sprout r1c3")
	if got := sproutsAt(s, P1, 2); got != 5 {
		t.Errorf("the Blueberry has %d Sprouts, want 5", got)
	}
}

// Step 4: the Sprout tokens others gave arrive "using your tracks as
// normal"; with every space full the player is asked, and may convert to
// make room, rather than lose the token at once.
func TestConversionsInStepFourMakeRoomForTokens(t *testing.T) {
	sc := two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Southern Magnolia")})
	sc.Seats[1] = ScenarioSeat{Tableau: tab("Cat Grass", "Garlic"), Sprouts: []int{5, 3}, Planted: true, Seeds: 3}
	s := build(t, sc)
	s = play(t, s, "P1 action yellow", "P1 done", "P1 activate", "P1 done")
	s = play(t, s, "P2 action red", "P2 skip", "P2 end") // Garlic's "spend 2 sprouts: gain 3 seeds" let go
	if got := s.Step(P2); got != Converting {
		t.Fatalf("P2 is %v, want converting", got)
	}
	if got, want := legalStrings(s, P2), []string{"P2 done", "P2 convert sprout"}; !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	s = play(t, s, "P2 convert sprout", "P2 pay sprout r1c2", "P2 pay sprout r1c2", "P2 place sprout r1c2")
	if got := sproutsAt(s, P2, 1); got != 2 {
		t.Errorf("Garlic has %d Sprouts, want 2 (3, 2 converted, the token's 1)", got)
	}
}

// Round 5: the game ends after step 4, so a player who can still convert
// is asked (end) before the scoring; a Seed is the first tiebreaker.
func TestConversionsAfterTheLastStepFour(t *testing.T) {
	sc := two([]string{"yellow", "red"}, ScenarioSeat{
		Tableau: tab("Basil", "Japanese Maple", "American Sycamore", "Winter Daphne", "Southern Magnolia", "White Oak", "Cat Grass", "Garlic", "Spearmint"),
		Sprouts: []int{0, 0, 0, 0, 0, 0, 1, 1, 0},
	})
	sc.Round = 5
	sc.Seats[1].Tableau = tab("Rubber Tree", "Elephant Grass", "Papaya", "Chicken of the Woods", "Oleander", "Heather", "Marula", "Blackthorn", "Aloe Vera")
	s := finishStep3(t, build(t, sc))
	if s.Over() {
		t.Fatal("the game ended with no decision for P1, who can convert")
	}
	if got := legalStrings(s, P1); !slices.Equal(got, []string{"P1 end", "P1 convert sprout"}) {
		t.Fatalf("legal %v, want end or a conversion", got)
	}
	m, _ := ParseMove(s, "P1 place sprout r3c1")
	if _, err := s.Apply(m); err == nil || !strings.Contains(err.Error(), "end it (or convert)") {
		t.Errorf("a placement after the last step 4: %v, want the refusal to say to end it", err)
	}
	seeds := s.Seeds(P1)
	s = play(t, s, "P1 convert sprout") // its only 2 Sprouts: paid at once
	if !s.Over() || s.Seeds(P1) != seeds+1 {
		t.Errorf("over %v, %d Seeds: want the game over after the conversion, with %d", s.Over(), s.Seeds(P1), seeds+1)
	}
}

// A free ability is offered (activate or skip) when the player could
// convert before it: between two abilities is no ability's activation.
func TestConversionsBeforeAFreeAbility(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{
		Tableau: tab("Japanese Maple", "Basil"), Growth: []int{3, 1}, Sprouts: []int{0, 3},
	}))
	s = play(t, s, "P1 action yellow", "P1 done")
	if got, want := legalStrings(s, P1), []string{"P1 activate", "P1 skip", "P1 convert sprout", "P1 convert growth"}; !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	s = play(t, s, "P1 convert growth", "P1 pay growth r1c1", "P1 pay growth r1c1", "P1 activate", "P1 place growth r1c1", "P1 place growth r1c1")
	if got := growthAt(s, P1, 0); got != 3 {
		t.Errorf("the Maple has %d Growth, want 3", got)
	}
}

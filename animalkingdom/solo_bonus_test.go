package animalkingdom

import (
	"fmt"
	"strings"
	"testing"
)

// TestSoloGaiaTakesTheBonusThePlayerCannotClaim: the solo game ends at the
// end of the turn the player completes 16 cards, and "then Gaia takes the
// completion bonus if it is unclaimed". A player who discarded every Leaf
// left completes the tableau with none left for the bonus: it stays
// unclaimed, and Gaia takes it.
func TestSoloGaiaTakesTheBonusThePlayerCannotClaim(t *testing.T) {
	var tab []string
	names := []string{"Cat Grass", "Bald Cypress", "Japanese Maple", "African Baobab", "White Oak", "Marula", "Elephant Grass", "Roman Brown",
		"Stiptic Fungus", "Penny Bun", "Blackthorn", "Chinese Wisteria", "Balsam Fir", "Red Cage Fungus", "Starfish Fungus"}
	for i, n := range names {
		tab = append(tab, fmt.Sprintf("{card: %s, row: %d, col: %d}", n, i/4, i%4))
	}
	s := soloAnimals(t, []int{gaiaWater}, ", soil: 20, hand: [Yellow Staghorn], tableau: ["+strings.Join(tab, ", ")+"]")
	g := s.d.clone()
	left := uint8(Leaves - g.leavesUsed(0)) // the 15 cards may have claimed a Fauna objective
	g.seat(0).Animal.Discarded, g.AK.GaiaLeaves = left, left
	if err := (stateOf(*g.data)).Validate(); err != nil {
		t.Fatal(err)
	}
	s = play(t, stateOf(*g.data), "P1 action plant", "P1 plant Yellow Staghorn @3,3")
	if s.d.Ender != 0 || s.d.get(0).Bonus {
		t.Fatalf("after the 16th card: ender %v, the player's bonus %v", s.d.Ender, s.d.get(0).Bonus)
	}
	for n := 0; s.d.Stage != stFinal && !s.Over(); n++ {
		if n > 100 {
			t.Fatal("the turn does not end")
		}
		s = play(t, s, s.LegalMoves(s.ToMove()[0])[0].String())
	}
	if s.d.Stage != stFinal || !s.d.Gaia.Bonus || s.Result().Gaia.Fauna < CompletionBonus {
		t.Errorf("the game's end: stage %d, Gaia's bonus %v, her fauna row %d", s.d.Stage, s.d.Gaia.Bonus, s.Result().Gaia.Fauna)
	}
}

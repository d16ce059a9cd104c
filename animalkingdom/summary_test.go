package animalkingdom

// Tests named after points of the rules summary that the rules tests
// (rules_test.go, solo_test.go) leave out: Gaia's reactions and cards at
// each difficulty, the end of the solo game, and the completion bonus
// when two players complete in one turn.

import (
	"fmt"
	"strings"
	"testing"
)

// soloTableau is a solo seat whose only blue card is Cat Grass (room for
// 6 sprouts and 1 growth, so that pieces find their place by themselves);
// the Island's abilities are black and brown, the Climate's yellow.
const soloTableau = ", tableau: [{card: Cat Grass, row: 0, col: 0}]"

// untilGaia plays the player's decisions, the last legal move each time,
// until Gaia's card is revealed (or the game is over).
func untilGaia(t *testing.T, s State) State {
	t.Helper()
	for n := 0; s.d.Gaia.Card < 0 && !s.Over(); n++ {
		if n > 200 {
			t.Fatal("Gaia's turn never came")
		}
		ms := s.LegalMoves(s.ToMove()[0])
		s = play(t, s, ms[len(ms)-1].String())
	}
	return s
}

// TestSoloGaiaReactsToWaterAndGrow: after the player's Water turn Gaia
// gains 1 sprout per player card with a blue ability, +3 on Hard; after
// a Grow turn 1 growth per card the player drew, +3 on Hard.
func TestSoloGaiaReactsToWaterAndGrow(t *testing.T) {
	for _, d := range []Difficulty{GaiaMedium, GaiaHard} {
		bonus := 0
		if d == GaiaHard {
			bonus = GaiaHardBonus
		}
		s := untilGaia(t, play(t, solo(t, d, []int{gaiaPlant, northGyre}, soloTableau), "P1 action water"))
		if got := s.d.Gaia.Sprouts; got != 1+bonus {
			t.Errorf("%v: Gaia gained %d sprouts after Water, want %d", d, got, 1+bonus)
		}
		s = untilGaia(t, play(t, solo(t, d, []int{gaiaPlant, northGyre}, soloTableau), "P1 action grow"))
		if got := s.d.Gaia.Growth; got != 4+bonus {
			t.Errorf("%v: Gaia gained %d growth after Grow (4 cards drawn), want %d", d, got, 4+bonus)
		}
	}
}

// TestSoloGaiaReactsToPlant: the 3 cards the player does not keep go to
// Gaia's scoring pile instead of the discard pile.
func TestSoloGaiaReactsToPlant(t *testing.T) {
	s := play(t, solo(t, GaiaMedium, []int{gaiaPlant, northGyre}, soloTableau), "P1 action plant", "P1 stop")
	drawn := append([]Card(nil), s.d.Drawn.Cards()...)
	if len(drawn) != 4 {
		t.Fatalf("drew %d cards after planting, want 4", len(drawn))
	}
	s = untilGaia(t, play(t, s, "P1 keep "+s.d.info(drawn[0]).Name))
	pile := s.d.Gaia.Pile
	if len(pile) != 3 || len(s.d.Discard) != 0 {
		t.Fatalf("Gaia's pile %v, discard %v: want the 3 unkept cards in her pile", pile, s.d.Discard)
	}
	for i, c := range drawn[1:] {
		if pile[i] != c {
			t.Errorf("her pile %v, the unkept cards %v", pile, drawn[1:])
		}
	}
}

// TestSoloGaiaActionCards: on Gaia's Water card the player takes Water's
// minor benefit; at the end of her turn she gains 7 sprouts + 1 per blue
// player card. Her Grow card: 7 growth + 1 per card the player drew this
// turn. Her Plant card: 3 cards from the deck to her scoring pile.
func TestSoloGaiaActionCards(t *testing.T) {
	s := untilGaia(t, play(t, solo(t, GaiaMedium, []int{northGyre, gaiaWater}, soloTableau), "P1 action water"))
	before := s.d.Gaia.Sprouts
	if ms := fmt.Sprint(s.LegalMoves(0)); s.d.Stage != stMinor || !strings.Contains(ms, "P1 minor soil P1 minor sprouts") {
		t.Fatalf("Gaia's Water card: stage %d, moves %v", s.d.Stage, ms)
	}
	s = useAll(t, play(t, s, "P1 minor soil")) // Cat Grass's blue ability
	if s.d.Gaia.Card >= 0 || s.d.Active != 0 {
		t.Fatalf("after the minor benefit Gaia's turn goes on: card %d, active %v", s.d.Gaia.Card, s.d.Active)
	}
	if got := s.d.Gaia.Sprouts - before; got != 7+1 {
		t.Errorf("her Water card gave %d sprouts, want 8", got)
	}

	s = untilGaia(t, play(t, solo(t, GaiaMedium, []int{northGyre, gaiaGrow}, soloTableau), "P1 action water"))
	before = s.d.Gaia.Growth
	s = useAll(t, play(t, s, "P1 minor draw")) // Hemiboreal Climate's yellow ability
	if got := s.d.Gaia.Growth - before; got != 7+2 {
		t.Errorf("her Grow card after the player drew 2 gave %d growth, want 9", got)
	}

	s = untilGaia(t, play(t, solo(t, GaiaMedium, []int{northGyre, gaiaPlant}, soloTableau), "P1 action water"))
	deck := len(s.d.Deck)
	for s.d.Gaia.Card >= 0 {
		ms := s.LegalMoves(0)
		s = play(t, s, ms[0].String())
	}
	if got := len(s.d.Gaia.Pile); got != 3 {
		t.Errorf("her Plant card put %d cards in her pile, want 3", got)
	}
	if deck-len(s.d.Deck) < 3 {
		t.Errorf("her pile did not come from the deck: %d cards before, %d after", deck, len(s.d.Deck))
	}
}

// TestSoloExpertGyreColumns: on Expert a Gyre gives Gaia more by the
// column of the Leaf placed: upper-right 2 cards to her pile, lower-left
// 4 sprouts, lower-right 3 growth (upper-left, 8 soil, is
// TestSoloGyrePlacesGaiasLeaf); on Medium nothing more.
func TestSoloExpertGyreColumns(t *testing.T) {
	cases := []struct {
		gyre, slot int
		want       func(gs *gaiaState) int
		n          int
		what       string
	}{
		{northGyre, 2, func(gs *gaiaState) int { return len(gs.Pile) }, 2, "cards in her pile"},
		{southGyre, 3, func(gs *gaiaState) int { return gs.Sprouts }, 4, "sprouts"},
		{southGyre, 4, func(gs *gaiaState) int { return gs.Growth }, 3, "growth"},
	}
	for _, c := range cases {
		for _, d := range []Difficulty{GaiaMedium, GaiaExpert} {
			s := untilGaia(t, play(t, solo(t, d, []int{gaiaWater, c.gyre}, ""), "P1 action compost"))
			if s.d.Stage != stGaiaLeaf {
				t.Fatalf("a Gyre: stage %d", s.d.Stage)
			}
			before := c.want(&s.d.Gaia)
			s = play(t, s, "P1 gaia "+string(rune('0'+c.slot)))
			want := 0
			if d == GaiaExpert {
				want = c.n
			}
			if got := c.want(&s.d.Gaia) - before; got != want {
				t.Errorf("%v, Leaf on Fauna %d: Gaia gained %d %s, want %d", d, c.slot, got, c.what, want)
			}
		}
	}
}

// TestSoloGaiaReshufflesOnceAndEndsAfterTwelveCards: her deck is
// reshuffled the first time it runs out, and only then; the game ends
// once her 12th card is resolved, and she takes the completion bonus the
// player has not.
func TestSoloGaiaReshufflesOnceAndEndsAfterTwelveCards(t *testing.T) {
	s := solo(t, GaiaMedium, []int{0, 1, 2, 3, 4, 5}, "")
	for n := 0; !s.Over(); n++ {
		if n > 3000 {
			t.Fatal("the game does not end")
		}
		if gs := s.d.Gaia; gs.Revealed > 2*gaiaCards || gs.Passes > 1 {
			t.Fatalf("Gaia revealed %d cards in %d passes", gs.Revealed, gs.Passes+1)
		}
		ms := s.LegalMoves(s.ToMove()[0])
		s = play(t, s, ms[n%len(ms)].String())
	}
	gs := s.d.Gaia
	if gs.Revealed != 2*gaiaCards || gs.Passes != 1 || gs.Deck.Len() != 0 {
		t.Errorf("at the end: %d cards revealed in %d passes, %d left", gs.Revealed, gs.Passes+1, gs.Deck.Len())
	}
	if s.d.Ender != NoPlayer || !gs.Bonus || s.Result().Gaia.Fauna < CompletionBonus {
		t.Errorf("the player did not complete: ender %v, Gaia's bonus %v", s.d.Ender, gs.Bonus)
	}
}

// TestCompletionBonusGoesToTheFirstInTurnOrder: when two players plant a
// 16th card in one turn, the active player, first in turn order, takes
// the completion bonus; the other does not.
func TestCompletionBonusGoesToTheFirstInTurnOrder(t *testing.T) {
	full := func(names ...string) string {
		var tab []string
		for i, n := range names {
			tab = append(tab, fmt.Sprintf("{card: %s, row: %d, col: %d}", n, i/4, i%4))
		}
		return ", tableau: [" + strings.Join(tab, ", ") + "]"
	}
	p1 := full("Cat Grass", "Bald Cypress", "Japanese Maple", "African Baobab", "White Oak", "Marula", "Elephant Grass", "Roman Brown",
		"Stiptic Fungus", "Penny Bun", "Blackthorn", "Chinese Wisteria", "Balsam Fir", "Red Cage Fungus", "Starfish Fungus")
	p2 := full("Reed Canary Grass", "Hairy Crabgrass", "White Jasmine", "Winter Green Barbery", "Papaya", "Dog Grass", "Japanese Boxwood",
		"Chicken of the Woods", "Rubber Tree", "Garlic", "Winter Daphne", "Beefsteak Fungus", "Shaggy Mane", "Lobster Mushroom", "African Mustard")
	text := "players: 2\nactive: 2\nfauna: [Bald Eagle, Earthworm, Andean Condor, Siberian Tiger]\nseats:\n" +
		seatYAML(", soil: 20, hand: [Yellow Staghorn]"+p1) + seatYAML(", soil: 20, hand: [Dragon Blood Tree]"+p2)
	s := play(t, build(t, text), "P2 action plant", "P2 plant Dragon Blood Tree @3,3")
	s = play(t, s, "P2 keep "+s.d.info(s.d.Drawn.Cards()[0]).Name, "P1 plant Yellow Staghorn @3,3")
	if s.d.Ender != 1 || !s.d.get(1).Bonus || s.d.get(0).Bonus {
		t.Errorf("ender %v, bonuses P1 %v, P2 %v: want P2's alone", s.d.Ender, s.d.get(0).Bonus, s.d.get(1).Bonus)
	}
}

package animalkingdom

import (
	"slices"
	"testing"
)

// solo builds a solo position at the given difficulty, with Gaia's deck
// in the order given (top last).
func solo(t *testing.T, d Difficulty, deck []int, seat string) State {
	t.Helper()
	return soloSeat(t, d, deck, seatYAML(seat))
}

// soloSeat is solo with the player's seat written in full.
func soloSeat(t *testing.T, d Difficulty, deck []int, seat string) State {
	t.Helper()
	sc, err := LoadScenario("scenario.yaml", []byte("players: 1\nfauna: [European Mole, Andean Condor, Bald Eagle, Emerald Tree Boa]\nseats:\n"+seat))
	if err != nil {
		t.Fatal(err)
	}
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	g := s.d.clone()
	g.Config.Solo, g.Config.Difficulty = true, d
	g.Gaia, g.Config.Solo = gaiaState{Card: -1}, true
	if err := g.Gaia.Deck.setInts(deck); err != nil {
		t.Fatal(err)
	}
	for c := range gaiaCards {
		if !slices.Contains(deck, c) {
			g.Gaia.Seen.push(c)
		}
	}
	g.Gaia.Revealed = g.Gaia.Seen.Len()
	if err := (stateOf(*g.data)).Validate(); err != nil {
		t.Fatal(err)
	}
	return stateOf(*g.data)
}

// The Gaia cards by their place in gaia.yaml.
const (
	northGyre, southGyre, gaiaWater, gaiaGrow, gaiaCompost, gaiaPlant = 0, 1, 2, 3, 4, 5
)

func TestSoloSetupNeedsStandardOrAdvanced(t *testing.T) {
	if _, err := New(Config{Players: 1, Solo: true, Mode: Beginner}); err == nil {
		t.Error("solo in the beginner setup accepted")
	}
	if _, err := New(Config{Players: 2, Solo: true}); err == nil {
		t.Error("solo with 2 players accepted")
	}
}

// TestSoloGaiaReactsToTheCompostAction: after the player's Compost turn
// Gaia composts half their soil gain +2 (medium) from the deck; her
// Compost card then has the player take the minor benefit, and she
// composts 8, gains the soil the player gained, and trades 10 soil for 5
// more compost.
func TestSoloGaiaReactsToTheCompostAction(t *testing.T) {
	s := solo(t, GaiaMedium, []int{gaiaWater, gaiaCompost}, ", soil: 0")
	s = play(t, s, "P1 action compost")
	if got := len(s.d.Gaia.Compost); got != 5/2+GaiaCompostBase {
		t.Errorf("Gaia composted %d after the player gained 5 soil", got)
	}
	if s.d.Gaia.Card != gaiaCompost || s.d.Stage != stMinor {
		t.Fatalf("Gaia's turn: card %d, stage %d", s.d.Gaia.Card, s.d.Stage)
	}
	s = play(t, s, "P1 minor soil")
	if gs := s.d.Gaia; len(gs.Compost) != 4+8 || gs.Soil != 2 || s.d.Active != 0 {
		t.Errorf("after her Compost card: compost %d (want 12), soil %d (want 2), active %v", len(gs.Compost), gs.Soil, s.d.Active)
	}
}

// TestSoloGyrePlacesGaiasLeaf: the player places Gaia's Leaf on an upper
// objective; on Expert the left one gives her 8 soil (traded for 5
// compost at 10); on Beginner her next turn is skipped.
func TestSoloGyrePlacesGaiasLeaf(t *testing.T) {
	s := solo(t, GaiaExpert, []int{gaiaWater, northGyre}, ", soil: 5")
	s = play(t, s, "P1 action water")
	if s.d.Stage != stGaiaLeaf || len(s.LegalMoves(0)) != 2 {
		t.Fatalf("a Gyre: stage %d, moves %v", s.d.Stage, s.LegalMoves(0))
	}
	s = play(t, s, "P1 gaia 1")
	if gs := s.d.Gaia; !gs.Claimed[0] || gs.Soil != 8 || s.d.Fauna[0].Claims[0] != s.d.gaiaSeat() {
		t.Errorf("after the Leaf: claimed %v, soil %d, claims %v", gs.Claimed, gs.Soil, s.d.Fauna[0].Claims)
	}
	s = solo(t, GaiaBeginner, []int{gaiaWater, northGyre}, "")
	s = play(t, s, "P1 action water", "P1 gaia 2", "P1 action water")
	if s.d.Gaia.Card != -1 || s.d.Stage != stAction || s.d.Gaia.Deck.Len() != 1 {
		t.Errorf("beginner: Gaia's turn after a Gyre is not skipped: card %d, stage %d", s.d.Gaia.Card, s.d.Stage)
	}
}

// TestSoloGaiaScoresVirtualPlants: growth fills plants of 5, 4, 3, 2, 1
// worth 7, 6, 5, 4, 3; an unfinished one scores 1 per piece; her pile
// scores the absolute VP of its cards.
func TestSoloGaiaScoresVirtualPlants(t *testing.T) {
	s := solo(t, GaiaMedium, []int{0, 1, 2, 3, 4, 5}, "")
	g := s.d.clone()
	g.Gaia.Growth = 5 + 4 + 2
	g.Gaia.Pile = []Card{card(t, "Tsunami Event")}
	g.Deck = slices.DeleteFunc(clone(g.Deck), func(c Card) bool { return c == card(t, "Tsunami Event") })
	sc := g.gaiaScore()
	if sc.Growth != 7+6+2 || sc.Pile != 4 {
		t.Errorf("growth %d (want 15), pile %d (want 4)", sc.Growth, sc.Pile)
	}
}

// TestSoloTieIsALoss: the player must score more than Gaia.
func TestSoloTieIsALoss(t *testing.T) {
	s := solo(t, GaiaMedium, []int{0, 1, 2, 3, 4, 5}, "")
	r := s.Result()
	if r.Gaia == nil || r.Totals[0] != r.Gaia.Total+r.Totals[0]-r.Gaia.Total {
		t.Fatal("no Gaia scorepad")
	}
	g := s.d.clone()
	g.Gaia.Sprouts = r.Totals[0] - r.Gaia.Total + g.Gaia.Sprouts
	if w := (stateOf(*g.data)).Result().Winners; len(w) != 0 {
		t.Errorf("a tie gives winners %v", w)
	}
	g.Gaia.Sprouts--
	if w := (stateOf(*g.data)).Result().Winners; !slices.Equal(w, []Player{0}) {
		t.Errorf("one point ahead gives winners %v", w)
	}
}

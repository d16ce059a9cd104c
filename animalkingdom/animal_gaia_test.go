package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// soloAnimals builds a medium solo position with the expansion, the
// player keeping Tarsier and Gaia the Animals named, her deck in the
// order given (top last).
func soloAnimals(t *testing.T, deck []int, seat string, gaia ...string) State {
	t.Helper()
	s := solo(t, GaiaMedium, deck, seat)
	g := s.d.clone()
	g.Config.Animals = true
	a := &g.seat(0).Animal
	a.Offer = [OfferedAnimals]animalName{noAnimal, noAnimal, noAnimal, noAnimal}
	a.Kept = [MaxAnimals]animalName{animalName(g.cs.animalIndex("Tarsier")), noAnimal}
	a.Picked = 1
	ak := &g.AK
	ak.Global, ak.Gaia = noAnimal, [MaxAnimals]animalName{noAnimal, noAnimal}
	for _, name := range gaia {
		i := g.cs.animalIndex(name)
		if i < 0 {
			t.Fatalf("no Animal %q", name)
		}
		ak.Gaia[ak.NGaia], ak.NGaia = animalName(i), ak.NGaia+1
	}
	if err := (stateOf(*g.data)).Validate(); err != nil {
		t.Fatal(err)
	}
	return stateOf(*g.data)
}

// atGyre plays the player's Water turn, so that Gaia reveals her North
// Pacific Gyre and the player is to place her Leaf, and then sets her
// counts with set.
func atGyre(t *testing.T, s State, set func(g *game)) State {
	t.Helper()
	s = play(t, s, "P1 action water")
	if s.d.Stage != stGaiaLeaf {
		t.Fatalf("stage %d, not Gaia's Leaf", s.d.Stage)
	}
	g := s.d.clone()
	g.Gaia.Soil, g.Gaia.Sprouts, g.Gaia.Growth = 0, 0, 0
	set(g)
	if err := (stateOf(*g.data)).Validate(); err != nil {
		t.Fatal(err)
	}
	return stateOf(*g.data)
}

// compostCards moves n cards of the deck to Gaia's compost.
func compostCards(g *game, n int) {
	g.Gaia.Compost = append(clone(g.Gaia.Compost), g.Deck[len(g.Deck)-n:]...)
	g.Deck = clone(g.Deck[:len(g.Deck)-n])
}

// TestRulebookBluebottleFlyForGaia: the Bluebottle Fly may move up to 3
// times; Gaia removes 3 cards from her compost to gain 6 Growth, and with
// fewer cards as many times as she can.
func TestRulebookBluebottleFlyForGaia(t *testing.T) {
	for _, tc := range []struct{ compost, growth, left int }{{3, 6, 0}, {5, 6, 2}, {2, 4, 0}, {0, 0, 0}} {
		s := soloAnimals(t, []int{gaiaWater, northGyre}, "", "Bluebottle Fly")
		s = atGyre(t, s, func(g *game) { g.Gaia.Compost = nil; compostCards(g, tc.compost) })
		discard := len(s.d.Discard)
		s = play(t, s, "P1 gaia 1")
		gs := s.d.Gaia
		if gs.Growth != tc.growth || len(gs.Compost) != tc.left || len(s.d.Discard) != discard+tc.compost-tc.left {
			t.Errorf("%d compost cards: growth %d (want %d), compost %d (want %d), discard +%d", tc.compost, gs.Growth, tc.growth, len(gs.Compost), tc.left, len(s.d.Discard)-discard)
		}
	}
}

// TestRulebookCanadaJayForGaia: Gaia must remove 2 Growth from her board;
// she then gains 9 and the player may gain 2; without 2 Growth the
// ability has no effect.
func TestRulebookCanadaJayForGaia(t *testing.T) {
	s := soloAnimals(t, []int{gaiaWater, northGyre}, ", soil: 0", "Canada Jay")
	s = atGyre(t, s, func(g *game) { g.Gaia.Growth = 3 })
	s = play(t, s, "P1 gaia 1")
	if gs := s.d.Gaia; gs.Growth != 1 || gs.Soil != 9 {
		t.Errorf("Gaia: growth %d (want 1), soil %d (want 9)", gs.Growth, gs.Soil)
	}
	if !hasMove(t, s, "P1 use") || !hasMove(t, s, "P1 skip") {
		t.Fatalf("the player's gain of 2 is not offered to use or skip: %v", s.LegalMoves(0))
	}
	soil := s.d.get(0).Soil
	used := play(t, s, "P1 use")
	if got := used.d.get(0).Soil; got != soil+2 {
		t.Errorf("the player gained %d soil, want 2", got-soil)
	}
	if skipped := play(t, s, "P1 skip"); skipped.d.get(0).Soil != soil {
		t.Errorf("skipping the gain gave the player soil")
	}

	s = soloAnimals(t, []int{gaiaWater, northGyre}, ", soil: 0", "Canada Jay")
	s = atGyre(t, s, func(g *game) { g.Gaia.Growth = 1 })
	s = play(t, s, "P1 gaia 1")
	if gs := s.d.Gaia; gs.Growth != 1 || gs.Soil != 0 || hasMove(t, s, "P1 use") {
		t.Errorf("with 1 Growth: growth %d, soil %d, moves %v: want no effect", gs.Growth, gs.Soil, s.LegalMoves(0))
	}
}

// TestRulebookGoldenEagleForGaia: Gaia takes the last Growth placed on
// her board and moves it to the storage area of the card, where it
// scores.
func TestRulebookGoldenEagleForGaia(t *testing.T) {
	s := soloAnimals(t, []int{gaiaWater, northGyre}, "", "Golden Eagle")
	s = atGyre(t, s, func(g *game) { g.Gaia.Growth = 6 })
	before := s.Result().Gaia
	s = play(t, s, "P1 gaia 1")
	if gs, st := s.d.Gaia, s.d.AK.GaiaStored[0]; gs.Growth != 5 || st != (Store{Growth: 1}) {
		t.Errorf("growth %d (want 5), stored %+v (want 1 growth)", gs.Growth, st)
	}
	after := s.Result().Gaia
	if after.Animals != 5 || after.Growth != 7 || before.Growth != 8 {
		t.Errorf("scorepad: animals %d (want 5), growth %d then %d (want 8 then 7)", after.Animals, before.Growth, after.Growth)
	}
	s = soloAnimals(t, []int{gaiaWater, northGyre}, "", "Golden Eagle")
	s = atGyre(t, s, func(*game) {})
	if s = play(t, s, "P1 gaia 1"); s.d.AK.GaiaStored[0] != (Store{}) {
		t.Errorf("without Growth she stored %+v", s.d.AK.GaiaStored[0])
	}
}

// TestSoloGaiaAsianElephantPaysHerLastGrowth: the Asian Elephant's
// Canopy is the last Growth placed on Gaia's board; up to 2 moves, 4
// soil each, as many as her growth pays.
func TestSoloGaiaAsianElephantPaysHerLastGrowth(t *testing.T) {
	for _, tc := range []struct{ growth, left, soil int }{{3, 1, 8}, {1, 0, 4}, {0, 0, 0}} {
		s := soloAnimals(t, []int{gaiaWater, northGyre}, "", "Asian Elephant")
		s = atGyre(t, s, func(g *game) { g.Gaia.Growth = tc.growth })
		s = play(t, s, "P1 gaia 1")
		if gs := s.d.Gaia; gs.Growth != tc.left || gs.Soil != tc.soil {
			t.Errorf("%d growth: growth %d (want %d), soil %d (want %d)", tc.growth, gs.Growth, tc.left, gs.Soil, tc.soil)
		}
	}
}

// TestSoloGaiaStorageAnimalsPayFromHerCounts: the Mountain Goat moves up
// to 2 times, storing up to 3 Sprouts a card: Gaia stores them from her
// own sprouts, 2 VP each, and with none it has no effect.
func TestSoloGaiaStorageAnimalsPayFromHerCounts(t *testing.T) {
	for _, tc := range []struct{ sprouts, stored int }{{7, 6}, {4, 4}, {0, 0}} {
		s := soloAnimals(t, []int{gaiaWater, northGyre}, "", "Mountain Goat")
		s = atGyre(t, s, func(g *game) { g.Gaia.Sprouts = tc.sprouts })
		s, ev, err := s.ApplyEvents(GaiaLeafMove(0, 0))
		if err != nil {
			t.Fatal(err)
		}
		if gs, st := s.d.Gaia, s.d.AK.GaiaStored[0]; gs.Sprouts != tc.sprouts-tc.stored || int(st.Sprouts) != tc.stored || s.Result().Gaia.Animals != 2*tc.stored {
			t.Errorf("%d sprouts: left %d, stored %d (want %d), animals row %d", tc.sprouts, gs.Sprouts, st.Sprouts, tc.stored, s.Result().Gaia.Animals)
		}
		if activated := slices.ContainsFunc(ev, func(e Event) bool {
			return e.Kind == EventAnimalActivate && e.Player == s.d.gaiaSeat() && e.Card == "Mountain Goat"
		}); activated != (tc.stored > 0) {
			t.Errorf("%d sprouts: an event of Gaia's activation %v, want %v", tc.sprouts, activated, tc.stored > 0)
		}
		if err := roundTrips(s); err != nil {
			t.Error(err)
		}
	}
}

// TestSoloGaiaBonusActivatesHerAnimals: when the game ends with the
// completion bonus unclaimed, Gaia's Leaf on it activates her Animals,
// and the player is still offered the "|" gain before scoring.
func TestSoloGaiaBonusActivatesHerAnimals(t *testing.T) {
	s := soloAnimals(t, []int{gaiaWater}, ", soil: 0", "Canada Jay")
	g := s.d.clone()
	g.Gaia.Passes, g.Gaia.Revealed, g.Gaia.Growth = 1, g.Gaia.Revealed+gaiaCards, 2
	s = play(t, stateOf(*g.data), "P1 action compost")
	for s.d.Stage == stMinor {
		s = play(t, s, s.LegalMoves(0)[0].String())
	}
	if gs := s.d.Gaia; !gs.Bonus || gs.Growth != 0 || gs.Soil != 9 {
		t.Fatalf("the game's end: bonus %v, growth %d (want 0), soil %d (want 9)", gs.Bonus, gs.Growth, gs.Soil)
	}
	soil := s.d.get(0).Soil
	if s = play(t, s, "P1 use"); s.d.get(0).Soil != soil+2 || s.d.Stage != stFinal {
		t.Errorf("the player's gain at the end: soil +%d, stage %d", s.d.get(0).Soil-soil, s.d.Stage)
	}
}

// TestSoloGaiaPerAnimeepleAnimalsTriggerPerLeaf: the five Animals that
// count their Animeeples trigger once per Leaf Gaia has used, each
// trigger paid on its own.
func TestSoloGaiaPerAnimeepleAnimalsTriggerPerLeaf(t *testing.T) {
	earlier := func(g *game) {
		g.Gaia.Claimed[2] = true
		b := g.board()
		b[2].Claims = append(clone(b[2].Claims), g.gaiaSeat())
	}
	s := soloAnimals(t, []int{gaiaWater, northGyre}, "", "Pocket Gopher")
	s = atGyre(t, s, earlier)
	if s = play(t, s, "P1 gaia 1"); s.d.Gaia.Soil != 2 {
		t.Errorf("Pocket Gopher with 2 Leaves used: soil %d, want 2", s.d.Gaia.Soil)
	}
	for _, tc := range []struct{ soil, growth int }{{5, 2}, {1, 1}} {
		s = soloAnimals(t, []int{gaiaWater, northGyre}, "", "Indian Pangolin")
		s = atGyre(t, s, func(g *game) { earlier(g); g.Gaia.Soil = tc.soil })
		s = play(t, s, "P1 gaia 1")
		if gs := s.d.Gaia; gs.Growth != tc.growth || gs.Soil != tc.soil-tc.growth {
			t.Errorf("Indian Pangolin, 2 Leaves, %d soil: growth %d (want %d), soil %d", tc.soil, gs.Growth, tc.growth, gs.Soil)
		}
	}
}

// TestSoloGaiaDrawsAsCompost: for each card Gaia would draw she composts
// 2 from the deck (Tarsier: up to 2 moves, a card each).
func TestSoloGaiaDrawsAsCompost(t *testing.T) {
	s := soloAnimals(t, []int{gaiaWater, northGyre}, "", "Highland Cow")
	g := s.d.clone()
	g.seat(0).Animal.Kept[0] = animalName(g.cs.animalIndex("Bluebottle Fly"))
	g.AK.Gaia[0] = animalName(g.cs.animalIndex("Tarsier"))
	s = atGyre(t, stateOf(*g.data), func(g *game) { g.Gaia.Compost = nil })
	if s = play(t, s, "P1 gaia 1"); len(s.d.Gaia.Compost) != 2*GaiaDrawCompost {
		t.Errorf("Tarsier: Gaia composted %d, want %d", len(s.d.Gaia.Compost), 2*GaiaDrawCompost)
	}
}

// TestSoloDiscardedLeafScoresForGaia: a Leaf the player discards goes on
// Gaia's board and scores her 5 VP.
func TestSoloDiscardedLeafScoresForGaia(t *testing.T) {
	s := soloAnimals(t, []int{gaiaWater, northGyre}, "", "Golden Eagle")
	before := s.Result().Gaia
	s = play(t, s, "P1 leaf")
	after := s.Result().Gaia
	if s.d.AK.GaiaLeaves != 1 || after.Leaves != GaiaLeafVP || after.Total != before.Total+GaiaLeafVP {
		t.Errorf("Gaia's Leaves %d, row %d, total %d (was %d)", s.d.AK.GaiaLeaves, after.Leaves, after.Total, before.Total)
	}
}

// TestSoloGaiaAnimalsValidated: corrupt storage or offers of Gaia's
// Animals are refused.
func TestSoloGaiaAnimalsValidated(t *testing.T) {
	eagle := soloAnimals(t, []int{gaiaWater, northGyre}, "", "Golden Eagle")
	fly := soloAnimals(t, []int{gaiaWater, northGyre}, "", "Bluebottle Fly")
	for _, tc := range []struct {
		name string
		s    State
		bad  func(ak *animalGame)
	}{
		{"negative storage", eagle, func(ak *animalGame) { ak.GaiaStored[0].Growth = -1 }},
		{"storage without an Animal", eagle, func(ak *animalGame) { ak.GaiaStored[1].Soil = 1 }},
		{"storage without an area", fly, func(ak *animalGame) { ak.GaiaStored[0].Growth = 1 }},
		{"offer by no Animal", eagle, func(ak *animalGame) { ak.GaiaOffer = 2 }},
		{"offer without a gain", eagle, func(ak *animalGame) { ak.GaiaOffer = 1 }},
	} {
		g := tc.s.d.clone()
		tc.bad(&g.AK)
		if err := (stateOf(*g.data)).Validate(); err == nil {
			t.Errorf("%s accepted", tc.name)
		}
	}
	g := eagle.d.clone()
	g.AK.GaiaStored[0].Growth = 2
	if err := (stateOf(*g.data)).Validate(); err != nil {
		t.Errorf("growth stored on the Golden Eagle refused: %v", err)
	}
}

// TestSoloWithAnimalsPlaysToTheEnd: random solo games with the expansion,
// standard and advanced, at every difficulty, end and stay valid.
func TestSoloWithAnimalsPlaysToTheEnd(t *testing.T) {
	games := 2
	if gametest.Long() {
		games = 20
	}
	activated := 0
	for _, mode := range []Mode{Standard, Advanced} {
		for d := GaiaBeginner; d <= GaiaExpert; d++ {
			for seed := range uint64(games) {
				activated += playSolo(t, Config{Players: 1, Solo: true, Animals: true, Mode: mode, Difficulty: d, Seed: seed})
			}
		}
	}
	if activated == 0 {
		t.Error("Gaia's Animals never activated")
	}
}

// playSolo plays cfg with random legal moves to the end, validating each
// position, and counts the activations of Gaia's Animals.
func playSolo(t *testing.T, cfg Config) int {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng, n := rand.New(rand.NewPCG(cfg.Seed, 7)), 0
	for range 20000 {
		if s.Over() {
			if r := s.Result(); r.Gaia == nil || r.Gaia.Total != r.Gaia.Pile+r.Gaia.Compost+r.Gaia.Sprouts+r.Gaia.Growth+r.Gaia.Fauna+r.Gaia.Animals+r.Gaia.Leaves {
				t.Fatalf("%+v: Gaia's scorepad does not add up: %+v", cfg, r.Gaia)
			}
			return n
		}
		p := s.ToMove()[0]
		moves := s.LegalMoves(p)
		var ev []Event
		if s, ev, err = s.ApplyEvents(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatalf("%+v: %v", cfg, err)
		}
		for _, e := range ev {
			if e.Kind == EventAnimalActivate && e.Player == s.d.gaiaSeat() {
				n++
			}
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("%+v: %v", cfg, err)
		}
	}
	t.Fatalf("%+v: no end after 20000 moves", cfg)
	return n
}

// TestSoloGaiaOffersEachGainInTurn: in the advanced game two Animals of
// Gaia's that give the player a "|" gain are offered one after the other.
func TestSoloGaiaOffersEachGainInTurn(t *testing.T) {
	s := soloAnimals(t, []int{gaiaWater, northGyre}, ", soil: 0", "Canada Jay")
	g := s.d.clone()
	g.Config.Mode = Advanced
	a := &g.seat(0).Animal
	a.Kept[1], a.Picked = animalName(g.cs.animalIndex("Highland Cow")), 2
	g.AK.Gaia[1], g.AK.NGaia = animalName(g.cs.animalIndex("Monarch Butterfly")), 2
	if err := (stateOf(*g.data)).Validate(); err != nil {
		t.Skipf("an advanced solo position from the standard scenario: %v", err)
	}
	s = atGyre(t, stateOf(*g.data), func(g *game) { g.Gaia.Growth = 2 })
	s = play(t, s, "P1 gaia 1")
	if gs := s.d.Gaia; gs.Soil != 9 || gs.Sprouts != 3 || s.d.AK.GaiaOffer != 2 {
		t.Fatalf("Gaia: soil %d (want 9), sprouts %d (want 3), offers left %#b (want the Butterfly's)", gs.Soil, gs.Sprouts, s.d.AK.GaiaOffer)
	}
	if err := roundTrips(s); err != nil {
		t.Error(err)
	}
	soil := s.d.get(0).Soil
	s = play(t, s, "P1 use")
	if s.d.get(0).Soil != soil+2 || s.d.AK.GaiaOffer != 0 || !hasMove(t, s, "P1 skip") {
		t.Errorf("after the Jay's gain: soil +%d, offers %#b, moves %v", s.d.get(0).Soil-soil, s.d.AK.GaiaOffer, s.LegalMoves(0))
	}
}

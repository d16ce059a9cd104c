package animalkingdom

import (
	"slices"
	"testing"
)

// hasMove reports whether text is among p's legal moves.
func hasMove(t *testing.T, s State, text string) bool {
	t.Helper()
	m, err := ParseMove(s, text)
	if err != nil {
		t.Fatal(err)
	}
	return slices.Contains(s.LegalMoves(m.Player), m)
}

// TestOnlyIfActiveDoesNotActivateForOthers: Tropical Savanna Climate's
// "compost 1 card from hand: gain 3 sprouts if active" activates only for
// the player who chose Grow; another player is not asked to use it and
// keeps their cards, also on Gaia's turns, when the player is not active.
func TestOnlyIfActiveDoesNotActivateForOthers(t *testing.T) {
	savanna := "  - {island: Vulcano Island, climate: Tropical Savanna Climate, ecosystem: none, hand: [White Oak], tableau: [{card: Cat Grass, row: 0, col: 0}]}\n"
	text := "players: 2\nfauna: [European Mole, Andean Condor, Bald Eagle, Emerald Tree Boa]\nseats:\n" + seatYAML("") + savanna
	s := play(t, useAll(t, play(t, build(t, text), "P1 action grow")), "P2 minor draw")
	if s.d.Active != 1 || s.d.Stage != stAction || s.d.depth() != 0 {
		t.Fatalf("P2 is asked about an ability only for the active player: %v", s.LegalMoves(s.ToMove()[0]))
	}
	if b := s.d.get(1); len(b.Hand) != 1+2 || len(b.Compost) != 0 || b.pieces.on[0].Sprouts != 0 {
		t.Errorf("P2: %d in hand (want 3), %d composted, %d sprouts", len(b.Hand), len(b.Compost), b.pieces.on[0].Sprouts)
	}

	s = soloSeat(t, GaiaMedium, []int{northGyre, gaiaGrow}, savanna)
	s = play(t, s, "P1 action water", "P1 stop") // the player's turn; Cat Grass's 6 sprouts stop at none
	s = play(t, s, "P1 skip")                    // Cat Grass's blue ability
	if s.d.Gaia.Card != gaiaGrow || s.d.Stage != stMinor {
		t.Fatalf("Gaia's Grow card: card %d, stage %d", s.d.Gaia.Card, s.d.Stage)
	}
	s = play(t, s, "P1 minor draw")
	if s.d.Gaia.Card >= 0 || s.d.Stage != stAction || len(s.d.get(0).Hand) != 1+2 {
		t.Errorf("on Gaia's Grow card: card %d, stage %d, hand %d (want 3); moves %v", s.d.Gaia.Card, s.d.Stage, len(s.d.get(0).Hand), s.LegalMoves(0))
	}
}

// TestAnyTimeMovesWhileAskedToUseOrPay: with 3 sprouts and no soil, a
// player asked about Chinese Quince's "spend 1 soil: gain 3 sprouts" may
// convert or play an event first, then use it; while paying Humid
// Subtropical Climate's "compost 1 card from hand" they may convert or
// play an event too.
func TestAnyTimeMovesWhileAskedToUseOrPay(t *testing.T) {
	// P2 chooses Water; P1 takes the minor 2 sprouts and places none.
	quince := "players: 2\nactive: 2\nfauna: [European Mole, Andean Condor, Bald Eagle, Emerald Tree Boa]\nseats:\n" +
		seatYAML(", hand: [Mudpot Event], tableau: [{card: Chinese Quince, row: 0, col: 0, sprouts: 3}]") + seatYAML("")
	s := play(t, build(t, quince), "P2 action water", "P1 minor sprouts", "P1 stop")
	if a := s.d.get(0); a.Soil != 0 || a.pieces.on[0].Sprouts != 3 {
		t.Fatalf("P1 has %d soil and %d sprouts, want 0 and 3", a.Soil, a.pieces.on[0].Sprouts)
	}
	if got := s.LegalMoves(0); !slices.Equal(got, []Move{{Player: 0, Kind: Skip}, {Player: 0, Kind: PlayEvent, Card: card(t, "Mudpot Event")}, {Player: 0, Kind: Convert}}) {
		t.Fatalf("Chinese Quince unpaid offers %v, want skip, the event and the conversion", got)
	}
	n := play(t, s, "P1 convert", "P1 use")
	if a := n.d.get(0); a.Soil != 2-1 || !n.d.placing() || n.d.Pend.Left != 3 || a.pieces.on[0].Sprouts != 0 {
		t.Errorf("converted then used: %d soil (want 1), %d sprouts to place (want 3), %d on the card", a.Soil, n.d.Pend.Left, a.pieces.on[0].Sprouts)
	}
	n = play(t, s, "P1 event Mudpot Event", "P1 use")
	if a := n.d.get(0); a.Soil != 1+1-1 || len(a.Events) != 1 || n.d.Pend.Left != 3 {
		t.Errorf("event then used: %d soil (want 1: Mudpot and Vulcano Island, less the cost), events %v", a.Soil, a.Events)
	}

	text := "players: 2\nseats:\n  - {island: Vulcano Island, climate: Humid Subtropical Climate, ecosystem: none, hand: [White Oak, Mudpot Event], tableau: [{card: Bald Cypress, row: 0, col: 0, sprouts: 3}]}\n" + seatYAML("")
	// P1 skips Bald Cypress (multicolour) on Compost; on Water the
	// Climate comes first.
	s = play(t, build(t, text), "P1 action compost", "P1 skip", "P2 minor soil", "P2 action water", "P1 minor soil", "P1 order board", "P1 use")
	if !s.d.top().Paying || !hasMove(t, s, "P1 convert") || !hasMove(t, s, "P1 event Mudpot Event") || !hasMove(t, s, "P1 compost White Oak") {
		t.Fatalf("paying Humid Subtropical Climate offers %v", s.LegalMoves(0))
	}
	s = play(t, s, "P1 event Mudpot Event")
	if !s.d.top().Paying || hasMove(t, s, "P1 event Mudpot Event") || !hasMove(t, s, "P1 compost White Oak") {
		t.Fatalf("after the event, paying offers %v", s.LegalMoves(0))
	}
	s = play(t, s, "P1 compost White Oak")
	// 5 soil from Compost, 2 from the minor benefit, 1 from Mudpot Event,
	// 1 from Vulcano Island for the event; 2 cards composted, then 1.
	if a := s.d.get(0); len(a.Compost) != 2+1 || len(a.Events) != 1 || a.Soil != 5+2+1+1 {
		t.Errorf("paid: compost %v, events %v, soil %d (want 9)", a.Compost, a.Events, a.Soil)
	}
}

// TestEveryActivationIsUseOrSkipAndGainsAreUpTo: Cat Grass's free "gain 2
// sprouts" asks to be used or skipped; Water's 6 sprouts may stop after
// one (the other 5 are lost), and the ability's 2 after none.
func TestEveryActivationIsUseOrSkipAndGainsAreUpTo(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Cat Grass, row: 0, col: 0}]", ""))
	s = play(t, s, "P1 action water")
	if got := s.LegalMoves(0); !slices.Equal(got, []Move{{Player: 0, Kind: PlacePiece, Piece: Sprout}, {Player: 0, Kind: Stop}}) {
		t.Fatalf("Water's sprouts offer %v, want the one card and stop", got)
	}
	s = play(t, s, "P1 sprout @0,0")
	s, ev, err := s.ApplyEvents(Move{Player: 0, Kind: Stop})
	if err != nil || !slices.Contains(ev, Event{Player: 0, Kind: EventLost, N: 5, Rule: "a gain of pieces is placed up to its amount"}) {
		t.Fatalf("stopping after 1 of 6 sprouts: %v, events %v", err, ev)
	}
	if got := s.LegalMoves(0); !slices.Equal(got, []Move{{Player: 0, Kind: Use}, {Player: 0, Kind: Skip}}) {
		t.Fatalf("Cat Grass offers %v, want use or skip", got)
	}
	n := play(t, s, "P1 skip")
	if a := n.d.get(0); a.pieces.on[0].Sprouts != 1 || a.Soil != 2 || n.d.Stage != stMinor {
		t.Errorf("skipped: %d sprouts (want 1), %d soil, stage %d", a.pieces.on[0].Sprouts, a.Soil, n.d.Stage)
	}
	n = play(t, s, "P1 use", "P1 stop")
	if a := n.d.get(0); a.pieces.on[0].Sprouts != 1 || n.d.Stage != stMinor {
		t.Errorf("used, none placed: %d sprouts (want 1), stage %d", a.pieces.on[0].Sprouts, n.d.Stage)
	}
	n = play(t, s, "P1 use", "P1 sprout @0,0", "P1 sprout @0,0")
	if a := n.d.get(0); a.pieces.on[0].Sprouts != 3 || n.d.Stage != stMinor {
		t.Errorf("used in full: %d sprouts (want 3), stage %d", a.pieces.on[0].Sprouts, n.d.Stage)
	}
}

// TestSoloPlayersClaimIsFixedAtOnce: on Gaia's Gyre turn the player
// converts sprouts, reaches 20 soil and claims European Mole at once;
// Gaia's Leaf placed there after takes the second position.
func TestSoloPlayersClaimIsFixedAtOnce(t *testing.T) {
	s := solo(t, GaiaMedium, []int{gaiaWater, northGyre}, ", soil: 18, tableau: [{card: Cat Grass, row: 0, col: 0, sprouts: 3}]")
	s = play(t, s, "P1 action plant", "P1 stop")
	s = play(t, s, "P1 keep "+s.d.info(s.d.Drawn.Cards()[0]).Name)
	if s.d.Stage != stGaiaLeaf || s.d.get(0).Soil != 18 {
		t.Fatalf("Gaia's Gyre: stage %d, soil %d", s.d.Stage, s.d.get(0).Soil)
	}
	s = play(t, s, "P1 convert", "P1 gaia 1")
	if got := s.d.Fauna[0].Claims; !slices.Equal(got, []Player{0, s.d.gaiaSeat()}) {
		t.Fatalf("European Mole's Leaves %v, want P1 then Gaia", got)
	}
	r := s.Result()
	if vp := FaunaVP(); r.Row("fauna")[0] != vp[0] || r.Gaia.Fauna != vp[1] {
		t.Errorf("fauna rows: P1 %d (want 15), Gaia %d (want 11)", r.Row("fauna")[0], r.Gaia.Fauna)
	}
}

// TestHandCardsPayingACostAreThePlayersChoice: planting Horn Of Plenty
// (cost 3) with 2 soil and 1 hand card, the player picks the card.
func TestHandCardsPayingACostAreThePlayersChoice(t *testing.T) {
	s := build(t, twoSeats(", soil: 2, hand: [Horn Of Plenty, White Oak, Marula, Cat Grass]", ""))
	s = play(t, s, "P1 action plant", "P1 plant Horn Of Plenty @0,0 +1")
	want := []Move{{Player: 0, Kind: CompostCard, Card: card(t, "White Oak")}, {Player: 0, Kind: CompostCard, Card: card(t, "Marula")}, {Player: 0, Kind: CompostCard, Card: card(t, "Cat Grass")}}
	if got := s.LegalMoves(0); !slices.Equal(got, want) {
		t.Fatalf("paying with a hand card offers %v, want each card in hand", got)
	}
	s = play(t, s, "P1 compost White Oak")
	a := s.d.get(0)
	if !slices.Equal(a.Compost, []Card{card(t, "White Oak")}) || len(a.Hand) != 2 || a.Soil != 0 || s.d.depth() != 0 || s.d.Stage != stPlant {
		t.Errorf("paid: compost %v, hand %v, soil %d, stage %d", a.Compost, a.Hand, a.Soil, s.d.Stage)
	}
}

// TestTiebreakGrowthReadsTheGrowthRow: with equal totals (12), soil and
// hands, "most growth" compares the scorepad's growth row: P1's full
// African Baobab (5 pieces, canopy 7) beats P2's 6 pieces on three Flora,
// scoring 6. With TiebreakGrowthPieces the pieces decide, and P2 wins.
func TestTiebreakGrowthReadsTheGrowthRow(t *testing.T) {
	text := "mode: beginner\nplayers: 2\nfauna: [European Mole, Andean Condor, Bald Eagle, Emerald Tree Boa]\nseats:\n" +
		seatYAML(", compost: [Marula], tableau: [{card: African Baobab, row: 0, col: 0, growth: 5}]") +
		seatYAML(", tableau: [{card: Japanese Maple, row: 0, col: 0, growth: 2}, {card: Blackthorn, row: 0, col: 1, growth: 2}, {card: White Oak, row: 0, col: 2, growth: 2}]")
	for _, c := range []struct {
		pieces bool
		want   Player
	}{{false, 0}, {true, 1}} {
		extra := ""
		if c.pieces {
			extra = "tiebreak_growth_pieces: true\n"
		}
		r := build(t, extra+text).Result()
		if r.Totals[0] != r.Totals[1] || r.Row("growth")[0] != 7 || r.Row("growth")[1] != 6 {
			t.Fatalf("totals %d and %d, growth rows %d and %d", r.Totals[0], r.Totals[1], r.Row("growth")[0], r.Row("growth")[1])
		}
		if !slices.Equal(r.Winners, []Player{c.want}) || r.Tiebreak != "growth" {
			t.Errorf("pieces %v: winners %v decided by %q, want %v by growth (the third tiebreaker)", c.pieces, r.Winners, r.Tiebreak, c.want)
		}
	}
}

// TestSoloGaiaCountsSoilGainedOutsideEvents: Gaia's reaction to Compost
// counts the soil the player gained in the turn, a conversion's 2
// included (5+2, half is 3, +2: 5 cards), but not what an event gave,
// nor Vulcano Island's soil for playing it (5, half is 2, +2: 4 cards).
func TestSoloGaiaCountsSoilGainedOutsideEvents(t *testing.T) {
	s := solo(t, GaiaMedium, []int{gaiaWater, gaiaPlant}, ", tableau: [{card: Cat Grass, row: 0, col: 0, sprouts: 3}]")
	s = play(t, s, "P1 convert", "P1 action compost")
	if got := len(s.d.Gaia.Compost); got != (5+2)/2+GaiaCompostBase {
		t.Errorf("after a conversion and Compost Gaia composted %d, want 5", got)
	}
	s = solo(t, GaiaMedium, []int{gaiaWater, gaiaPlant}, ", hand: [Mudpot Event]")
	s = play(t, s, "P1 event Mudpot Event", "P1 action compost")
	if a := s.d.get(0); a.Soil != 1+1+5 {
		t.Fatalf("soil %d, want 7", a.Soil)
	}
	if got := len(s.d.Gaia.Compost); got != 5/2+GaiaCompostBase {
		t.Errorf("after an event and Compost Gaia composted %d, want 4", got)
	}
}

package animalkingdom

import (
	"slices"
	"testing"
)

// TestCostPaidWithSprouts: English Walnut's cost may be paid partly with
// sprouts taken off the tableau, 1 for 1 soil.
func TestCostPaidWithSprouts(t *testing.T) {
	s := build(t, twoSeats(", soil: 1, hand: [English Walnut], tableau: [{card: Cat Grass, row: 0, col: 0, sprouts: 4}]", ""))
	s = play(t, s, "P1 action plant")
	if slices.Contains(s.LegalMoves(0), Move{Player: 0, Kind: Plant, Card: card(t, "English Walnut"), Col: 1, Otherwise: 1}) {
		t.Error("English Walnut (cost 3) offered for 1 soil and 1 sprout")
	}
	s = play(t, s, "P1 plant English Walnut @0,1 +2")
	if a := s.d.get(0); a.Soil != 0 || a.pieces.on[0].Sprouts != 2 || len(a.Tab()) != 2 {
		t.Errorf("after paying 1 soil and 2 sprouts: %d soil, %d sprouts", a.Soil, a.pieces.on[0].Sprouts)
	}
}

// TestPlantingOverATerrainForFree: a card with a red ability goes over
// Lava Plain Terrain for free; the Terrain goes to the compost and its
// owner draws 2; the tableau does not grow.
func TestPlantingOverATerrainForFree(t *testing.T) {
	s := build(t, twoSeats(", hand: [Blackthorn], tableau: [{card: Lava Plain Terrain, row: 0, col: 0}, {card: Cat Grass, row: 0, col: 1}]", ""))
	s = play(t, s, "P1 action plant", "P1 plant Blackthorn @0,0")
	a := s.d.get(0)
	if len(a.Tab()) != 2 || a.Tab()[0].Card != card(t, "Blackthorn") || !slices.Contains(a.Compost, card(t, "Lava Plain Terrain")) || len(a.Hand) != 2 {
		t.Errorf("tableau %v, compost %v, hand %d", a.Tab(), a.Compost, len(a.Hand))
	}
}

// TestGainOnAllTreesOfTheRow: Cinnamon Tree gives 1 sprout to every tree
// of its row, itself included, and none elsewhere.
func TestGainOnAllTreesOfTheRow(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Cinnamon Tree, row: 0, col: 0}, {card: Japanese Maple, row: 0, col: 1}, {card: Cat Grass, row: 0, col: 2}, {card: White Oak, row: 1, col: 0}]", ""))
	g := s.d.clone()
	g.Action, g.Active = Blue, 0
	g.push(frame{Who: 0, Src: FromTableau, Index: 0, Ab: 0, Self: 0}, false)
	g.run()
	on := g.seat(0).pieces.on
	if on[0].Sprouts != 1 || on[1].Sprouts != 1 || on[2].Sprouts != 0 || on[3].Sprouts != 0 {
		t.Errorf("sprouts %d %d %d %d, want 1 1 0 0", on[0].Sprouts, on[1].Sprouts, on[2].Sprouts, on[3].Sprouts)
	}
}

// TestGainOnAdjacentFlora: Woolly Buckeye's 3 growth go only on the Flora
// around it, where the player places them.
func TestGainOnAdjacentFlora(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Woolly Buckeye, row: 0, col: 0}, {card: Japanese Maple, row: 1, col: 1}, {card: White Oak, row: 0, col: 2}, {card: African Baobab, row: 1, col: 0}]", ""))
	g := s.d.clone()
	g.Action, g.Active = Yellow, 0
	g.push(frame{Who: 0, Src: FromTableau, Index: 0, Ab: 0, Self: 0}, false)
	g.run()
	if !g.placing() || g.Pend.Allowed != 1<<1|1<<3 || g.Pend.Left != 3 {
		t.Fatalf("placement pending %+v, want 3 growth on Japanese Maple or African Baobab only", g.Pend)
	}
	n := stateOf(*g.data)
	for _, m := range []string{"P1 growth @0,0", "P1 growth @0,2"} {
		if mv, _ := ParseMove(n, m); slices.Contains(n.LegalMoves(0), mv) {
			t.Errorf("%s offered", m)
		}
	}
}

// TestJokerCopiesAnAbility: Swamp Sprouts copies a blue ability of another
// tableau card, which resolves as if it were on the joker.
func TestJokerCopiesAnAbility(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Swamp Sprouts, row: 0, col: 0}, {card: Cat Grass, row: 0, col: 1}]", ""))
	s = play(t, s, "P1 action water")
	for s.d.placing() {
		s = play(t, s, s.LegalMoves(0)[0].String())
	}
	s = play(t, s, "P1 use")
	ms := s.LegalMoves(0)
	if len(ms) != 2 || ms[0].Kind != Skip || ms[1].String() != "P1 copy @0,1 #1" {
		t.Fatalf("copy offers %v", ms)
	}
	before := s.d.pieces(0, Sprout)
	s = play(t, s, "P1 copy @0,1 #1")
	for s.d.placing() {
		s = play(t, s, s.LegalMoves(0)[0].String())
	}
	// Water's 6, then Cat Grass's "gain 2 sprouts" through the joker.
	if got := s.d.pieces(0, Sprout); before != 6 || got != 8 {
		t.Errorf("%d sprouts before the copy (want 6), %d after (want 8)", before, got)
	}
}

// TestTakeACardFromTheCompost: Shooting Star Event looks at the top 3
// compost cards; the player takes one into hand.
func TestTakeACardFromTheCompost(t *testing.T) {
	s := build(t, twoSeats(", hand: [Shooting Star Event], compost: [White Oak, Marula, Cat Grass, Blackthorn]", ""))
	s = play(t, s, "P1 event Shooting Star Event")
	ms := s.LegalMoves(0)
	if len(ms) != 3 || slices.Contains(ms, Move{Player: 0, Kind: TakeCard, Card: card(t, "White Oak")}) {
		t.Fatalf("offers %v, want the top 3 (not White Oak, the oldest)", ms)
	}
	s = play(t, s, "P1 take Marula")
	if a := s.d.get(0); !slices.Contains(a.Hand, card(t, "Marula")) || len(a.Compost) != 3 {
		t.Errorf("hand %v, compost %v", a.Hand, a.Compost)
	}
}

// TestIslandCountsCardsPlantedThisTurn: Whakaari Island gives 2 soil per
// Terrain planted in this Plant action.
func TestIslandCountsCardsPlantedThisTurn(t *testing.T) {
	text := "players: 2\nseats:\n  - {island: Whakaari Island, climate: Hemiboreal Climate, ecosystem: none, soil: 4, hand: [Lava Plain Terrain, Flatland Terrain], tableau: [{card: Beach Terrain, row: 0, col: 0}]}\n" + seatYAML("")
	s := play(t, build(t, text), "P1 action plant", "P1 plant Lava Plain Terrain @0,1", "P1 plant Flatland Terrain @0,2")
	s = play(t, s, "P1 keep "+s.d.info(s.d.Drawn.Cards()[0]).Name, "P2 stop")
	for s.d.Stage != stAction {
		p := s.ToMove()[0]
		ms := s.LegalMoves(p)
		m := ms[0] // the order: board first
		for _, k := range []MoveKind{Stop, Skip, Use} {
			if i := slices.Index(ms, Move{Player: p, Kind: k}); i >= 0 {
				m = ms[i]
			}
		}
		s = play(t, s, m.String())
	}
	// 4 - 1 - 1 soil for the Terrains, +2 +2 from the Island.
	if got := s.d.get(0).Soil; got != 2+4 {
		t.Errorf("soil %d, want 6", got)
	}
}

// TestPiecesPaidAreThePlayersChoice: converting 3 of 4 sprouts spread
// over two cards asks which to take, one at a time; once one card is
// empty the rest come off the other by themselves.
func TestPiecesPaidAreThePlayersChoice(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Cat Grass, row: 0, col: 0, sprouts: 2}, {card: Bald Cypress, row: 0, col: 1, sprouts: 2}]", ""))
	s = play(t, s, "P1 convert")
	if ms := s.LegalMoves(0); len(ms) != 2 || ms[0].String() != "P1 remove sprout @0,0" || ms[1].String() != "P1 remove sprout @0,1" {
		t.Fatalf("removal offers %v", ms)
	}
	s = play(t, s, "P1 remove sprout @0,1", "P1 remove sprout @0,1")
	a := s.d.get(0)
	if a.pieces.on[0].Sprouts != 1 || a.pieces.on[1].Sprouts != 0 || a.Soil != 2 || s.d.placing() || s.d.Stage != stAction {
		t.Errorf("sprouts %d and %d, soil %d, pending %+v", a.pieces.on[0].Sprouts, a.pieces.on[1].Sprouts, a.Soil, s.d.Pend)
	}
}

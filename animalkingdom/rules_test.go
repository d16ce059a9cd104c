package animalkingdom

import (
	"errors"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/carddata"
)

// base is a quiet two-player position: Islands and Climates whose
// abilities stay out of the way unless a test names others.
const base = `
players: 2
fauna: [European Mole, Andean Condor, Bald Eagle, Emerald Tree Boa]
seats:
  - {island: Vulcano Island, climate: Hemiboreal Climate, ecosystem: none}
  - {island: Vulcano Island, climate: Hemiboreal Climate, ecosystem: none}
`

// build makes a scenario from YAML.
func build(t *testing.T, text string) State {
	t.Helper()
	sc, err := LoadScenario("scenario.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play applies moves written in notation, failing the test on any refusal.
func play(t *testing.T, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v (legal: %v)", text, err, s.LegalMoves(m.Player))
		}
	}
	return s
}

// placeAll places every piece of a pending placement on the first card
// listed, as it fills the tableau in planting order.
func placeAll(t *testing.T, s State) State {
	t.Helper()
	for s.d.placing() && !s.d.Pend.Remove {
		s = play(t, s, s.LegalMoves(s.ToMove()[0])[0].String())
	}
	return s
}

// useAll plays on while an ability or a placement waits: it uses every
// ability offered and places every piece (placeAll); it stops at any
// other decision.
func useAll(t *testing.T, s State) State {
	t.Helper()
	for !s.Over() {
		p := s.ToMove()[0]
		switch {
		case s.d.placing() && !s.d.Pend.Remove:
			s = placeAll(t, s)
		case s.d.depth() > 0 && s.d.top().Wait == wUse && slices.Contains(s.LegalMoves(p), Move{Player: p, Kind: Use}):
			s = play(t, s, p.String()+" use")
		default:
			return s
		}
	}
	return s
}

// card finds a card by name.
func card(t *testing.T, name string) Card {
	t.Helper()
	cs, _ := standard()
	c, ok := cs.byName(name)
	if !ok {
		t.Fatalf("no card %q", name)
	}
	return c
}

// seatYAML writes a seat with the quiet Island and Climate and extra
// fields.
func seatYAML(extra string) string {
	return "  - {island: Vulcano Island, climate: Hemiboreal Climate, ecosystem: none" + extra + "}\n"
}

func twoSeats(a, b string) string {
	return "players: 2\nfauna: [European Mole, Andean Condor, Bald Eagle, Emerald Tree Boa]\nseats:\n" + seatYAML(a) + seatYAML(b)
}

func TestSetupBeginnerHasNoEcosystemsAndFlatFaunaVP(t *testing.T) {
	s, _ := New(Config{Players: 3, Seed: 1, Mode: Beginner})
	if len(s.d.Public) != 0 || len(s.d.get(0).offer().Eco) != 0 {
		t.Errorf("beginner: public %v, private offer %v", s.d.Public, s.d.get(0).offer().Eco)
	}
	if s.d.claimVP(0) != BeginnerFaunaVP || s.d.claimVP(4) != BeginnerFaunaVP {
		t.Errorf("beginner claims score %d, %d", s.d.claimVP(0), s.d.claimVP(4))
	}
}

func TestSetupStandardDealsOneOfEachAndTwoPublicEcosystems(t *testing.T) {
	s, _ := New(Config{Players: 4, Seed: 2})
	if len(s.d.Public) != 2 {
		t.Errorf("public ecosystems %v", s.d.Public)
	}
	for p := range 4 {
		st := s.d.get(Player(p))
		if len(st.offer().Island) != 1 || len(st.offer().Climate) != 1 || len(st.offer().Eco) != 1 {
			t.Errorf("%v dealt %v %v %v", Player(p), st.offer().Island, st.offer().Climate, st.offer().Eco)
		}
	}
	if got := len(s.LegalMoves(0)); got != 2 {
		t.Errorf("P1 chooses between %d Island sides, want 2", got)
	}
}

func TestSetupAdvancedDealsTwoOfEachKeepOne(t *testing.T) {
	s, _ := New(Config{Players: 5, Seed: 3, Mode: Advanced})
	if got := len(s.LegalMoves(0)); got != 4 {
		t.Errorf("P1 chooses among %d Island sides, want 4 (2 cards, 2 sides)", got)
	}
}

// TestIndividualSetupDrawSoilThenCompost: the Island's setup draws N,
// gives S soil, then the player composts exactly M cards of their choice.
func TestIndividualSetupDrawSoilThenCompost(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 4})
	cs, _ := standard()
	island := cs.islands[2*s.d.get(0).offer().Island[0]]
	s = play(t, s, "P1 island "+island.Name)
	for s.d.depth() == 0 {
		s = play(t, s, s.LegalMoves(0)[0].String())
	}
	setup := island.Abilities[0]
	var draw, soil, comp int
	for _, st := range setup.Gain {
		switch st.Op {
		case Draw:
			draw = st.N
		case Soil:
			soil = st.N
		case CompostHand:
			comp = st.N
		}
	}
	for range comp {
		ms := s.LegalMoves(0)
		if ms[0].Kind != CompostCard || slices.ContainsFunc(ms, func(m Move) bool { return m.Kind == Skip }) {
			t.Fatalf("setup compost offers %v: exactly M cards, no stopping", ms)
		}
		s = play(t, s, ms[0].String())
	}
	st := s.d.get(0)
	if len(st.Hand) != draw-comp || st.Soil != soil || len(st.Compost) != comp {
		t.Errorf("after setup: %d in hand, %d soil, %d composted; want %d, %d, %d", len(st.Hand), st.Soil, len(st.Compost), draw-comp, soil, comp)
	}
}

// TestTurnActiveMajorOthersMinor: Compost gives the active player 5 soil
// and 2 compost; another player picks 2 soil or 2 compost.
func TestTurnActiveMajorOthersMinor(t *testing.T) {
	s := play(t, build(t, base), "P1 action compost")
	if a := s.d.get(0); a.Soil != 5 || len(a.Compost) != 2 {
		t.Errorf("active: %d soil, %d compost", a.Soil, len(a.Compost))
	}
	ms := s.LegalMoves(1)
	if len(ms) != 2 || ms[0].String() != "P2 minor soil" || ms[1].String() != "P2 minor compost" {
		t.Fatalf("P2's minor options %v", ms)
	}
	s = play(t, s, "P2 minor compost")
	if b := s.d.get(1); b.Soil != 0 || len(b.Compost) != 2 {
		t.Errorf("P2: %d soil, %d compost", b.Soil, len(b.Compost))
	}
}

func TestWaterMajorSixSproutsTwoSoil(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Cat Grass, row: 0, col: 0}, {card: Bald Cypress, row: 0, col: 1}]", ""))
	s = play(t, s, "P1 action water")
	if ms := s.LegalMoves(0); len(ms) != 3 || ms[0].String() != "P1 sprout @0,0" || ms[1].String() != "P1 sprout @0,1" || ms[2].String() != "P1 stop" {
		t.Fatalf("the 6 sprouts are not the player's to place: %v", ms)
	}
	s = play(t, s, "P1 sprout @0,1", "P1 sprout @0,1", "P1 sprout @0,1")
	// Bald Cypress is full: the other 3 go on Cat Grass, then Cat Grass's
	// blue ability adds 2 there.
	s = play(t, s, "P1 sprout @0,0", "P1 sprout @0,0", "P1 sprout @0,0", "P1 use", "P1 sprout @0,0", "P1 sprout @0,0")
	a := s.d.get(0)
	if a.Soil != 2 || a.pieces.on[1].Sprouts != 3 || a.pieces.on[0].Sprouts != 3+2 {
		t.Errorf("water: %d soil, sprouts %d and %d", a.Soil, a.pieces.on[0].Sprouts, a.pieces.on[1].Sprouts)
	}
}

// TestSproutsBeyondCapacityAreLost: Water's 6 sprouts on one Flora with
// room for 3 leave 3 on it; the rest are lost.
func TestSproutsBeyondCapacityAreLost(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Bald Cypress, row: 0, col: 0}]", ""))
	s = play(t, s, "P1 action water", "P1 sprout @0,0", "P1 sprout @0,0", "P1 sprout @0,0")
	if s.d.placing() {
		t.Errorf("a placement is pending with no room: %+v", s.d.Pend)
	}
	if got := s.d.get(0).pieces.on[0].Sprouts; got != 3 {
		t.Errorf("Bald Cypress holds %d sprouts, want its 3", got)
	}
}

func TestGrowMajorFourCardsTwoGrowth(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: African Baobab, row: 0, col: 0}]", ""))
	s = play(t, s, "P1 action grow", "P1 growth @0,0", "P1 growth @0,0", "P1 use")
	a := s.d.get(0)
	// Hemiboreal Climate's yellow ability gives 1 soil.
	if len(a.Hand) != 4 || a.pieces.on[0].Growth != 2 || a.Soil != 1 {
		t.Errorf("grow: %d cards, %d growth, %d soil", len(a.Hand), a.pieces.on[0].Growth, a.Soil)
	}
}

// TestPlantActiveTwoThenDrawFourKeepOne: the active player plants up to 2
// cards, then draws 4, keeps 1 and discards 3; the other plants up to 1
// and draws 1. The draw happens even when nothing was planted.
func TestPlantActiveTwoThenDrawFourKeepOne(t *testing.T) {
	s := build(t, twoSeats(", soil: 10, hand: [Cat Grass, Bald Cypress, Japanese Maple]", ""))
	s = play(t, s, "P1 action plant", "P1 plant Cat Grass @0,0", "P1 plant Bald Cypress @0,1")
	if s.d.Stage != stKeep || len(s.d.Drawn.Cards()) != 4 {
		t.Fatalf("after two plants: stage %d, %d drawn", s.d.Stage, len(s.d.Drawn.Cards()))
	}
	kept := s.d.Drawn.Cards()[2]
	s = play(t, s, "P1 keep "+s.d.info(kept).Name)
	a := s.d.get(0)
	if len(a.Tab()) != 2 || a.Soil != 10-0-2 || !slices.Contains(a.Hand, kept) || len(s.d.Discard) != 3 {
		t.Errorf("P1: %d planted, %d soil, hand %v, discard %d", len(a.Tab()), a.Soil, a.Hand, len(s.d.Discard))
	}
	s = play(t, s, "P2 stop")
	if b := s.d.get(1); len(b.Hand) != 1 {
		t.Errorf("P2 drew %d after planting nothing, want 1", len(b.Hand))
	}
}

// TestFloatingTableau: the first card goes at 0,0; later ones touch a
// card orthogonally or diagonally, within 4 columns and 4 rows.
func TestFloatingTableau(t *testing.T) {
	tab := []planted{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}}
	for _, c := range []struct {
		r, c int
		ok   bool
	}{{1, 1, true}, {-1, 0, true}, {-1, -1, false}, {0, 4, false}, {0, -1, false}, {2, 0, false}, {1, 4, false}, {0, 2, false}} {
		if got := canPlace(tab, c.r, c.c); got != c.ok {
			t.Errorf("canPlace(%d,%d) = %v, want %v", c.r, c.c, got, c.ok)
		}
	}
	if canPlace(nil, 1, 0) || !canPlace(nil, 0, 0) {
		t.Error("the first card goes at 0,0")
	}
}

// TestPlantingCostAfterDiscountNeverBelowZero: a brown discount lowers a
// card's soil cost, never below 0.
func TestPlantingCostAfterDiscountNeverBelowZero(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Clay Soil Terrain, row: 0, col: 0}]", ""))
	if got := s.d.plantCost(0, card(t, "Japanese Maple")); got != 2 {
		t.Errorf("Japanese Maple costs %d with Clay Soil, want 3-1", got)
	}
	s = build(t, twoSeats(", tableau: [{card: Clay Soil Terrain, row: 0, col: 0}, {card: Riverside Terrain, row: 0, col: 1}]", ""))
	if got := s.d.plantCost(0, card(t, "Cat Grass")); got != 0 {
		t.Errorf("Cat Grass (cost 0) costs %d with a herb discount", got)
	}
}

// TestBlackAbilityResolvesWhenPlanted: African Baobab's black ability
// gives it 3 growth as it is planted, before the next card.
func TestBlackAbilityResolvesWhenPlanted(t *testing.T) {
	s := build(t, twoSeats(", soil: 20, hand: [African Baobab, Cat Grass]", ""))
	s = play(t, s, "P1 action plant", "P1 plant African Baobab @0,0", "P1 growth @0,0", "P1 growth @0,0", "P1 growth @0,0")
	if got := s.d.get(0).pieces.on[0].Growth; got != 3 {
		t.Errorf("African Baobab holds %d growth after planting", got)
	}
}

// TestMulticolourFiresOnCompostWaterGrowNotPlant.
func TestMulticolourFiresOnCompostWaterGrowNotPlant(t *testing.T) {
	for _, c := range []struct {
		action string
		fires  bool
	}{{"compost", true}, {"water", true}, {"grow", true}, {"plant", false}} {
		s := build(t, twoSeats(", soil: 3, tableau: [{card: Rainbow Eucalyptus, row: 0, col: 0}]", ""))
		s = placeAll(t, play(t, s, "P1 action "+c.action))
		if c.action == "plant" {
			s = play(t, s, "P1 stop")
			s = play(t, s, "P1 keep "+s.d.info(s.d.Drawn.Cards()[0]).Name, "P2 stop")
		}
		if s.d.Stage == stOrder { // Hemiboreal Climate answers Grow too
			s = play(t, s, "P1 order board")
		}
		asks := s.d.depth() > 0 && s.d.top().Wait == wUse && s.ToMove()[0] == 0
		if asks != c.fires {
			t.Errorf("%s: Rainbow Eucalyptus asks to be used: %v", c.action, asks)
		}
	}
}

// TestAbilityWithCostIsOptional: an ability with a cost is used only if
// its owner chooses to and can pay all of it.
func TestAbilityWithCostIsOptional(t *testing.T) {
	s := build(t, twoSeats(", soil: 3, tableau: [{card: Rainbow Eucalyptus, row: 0, col: 0}]", ""))
	s = play(t, placeAll(t, play(t, s, "P1 action water")), "P1 use", "P1 growth @0,0", "P1 growth @0,0")
	if a := s.d.get(0); a.Soil != 3+2-1 || a.pieces.on[0].Growth != 2 {
		t.Errorf("used: %d soil, %d growth", a.Soil, a.pieces.on[0].Growth)
	}
	s = build(t, twoSeats(", soil: 3, tableau: [{card: Rainbow Eucalyptus, row: 0, col: 0}]", ""))
	s = play(t, placeAll(t, play(t, s, "P1 action water")), "P1 skip")
	if a := s.d.get(0); a.Soil != 5 || a.pieces.on[0].Growth != 0 {
		t.Errorf("skipped: %d soil, %d growth", a.Soil, a.pieces.on[0].Growth)
	}
}

// TestOnlyIfActiveFiresForTheActivePlayer: Hot Summer Continental
// Climate's "gain 2 soil if active" fires for the player who chose
// Compost, not for the others.
func TestOnlyIfActiveFiresForTheActivePlayer(t *testing.T) {
	text := "players: 2\nseats:\n  - {island: Vulcano Island, climate: Hot Summer Continental Climate}\n  - {island: Vulcano Island, climate: Hot Summer Continental Climate}\n"
	s := play(t, build(t, text), "P1 action compost", "P1 use", "P2 minor soil")
	if a, b := s.d.get(0).Soil, s.d.get(1).Soil; a != 5+2 || b != 2 {
		t.Errorf("active %d soil (want 7), other %d (want 2)", a, b)
	}
}

// TestActivationOrderIslandClimateThenTableauRowByRow.
func TestActivationOrderIslandClimateThenTableauRowByRow(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Cat Grass, row: 0, col: 0}, {card: Bald Cypress, row: 1, col: -1}, {card: Japanese Maple, row: -1, col: 1}]", ""))
	names := func(g *data) []string {
		var got []string
		for _, f := range g.abilities(0, nil) {
			got = append(got, g.sourceName(&f))
		}
		return got
	}
	want := []string{"Vulcano Island", "Vulcano Island", "Hemiboreal Climate", "Japanese Maple", "Cat Grass", "Bald Cypress"}
	if got := names(&s.d); !slices.Equal(got, want) {
		t.Errorf("activation order %v, want %v", got, want)
	}
	g := s.d.clone()
	g.TabFirst = true
	want = append(want[3:], want[:3]...)
	if got := names(g.data); !slices.Equal(got, want) {
		t.Errorf("tableau first: %v, want %v", got, want)
	}
}

// TestConversionThreeSproutsForTwoSoil, at any time.
func TestConversionThreeSproutsForTwoSoil(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Cat Grass, row: 0, col: 0, sprouts: 4}]", ""))
	s = play(t, s, "P1 convert")
	if a := s.d.get(0); a.Soil != 2 || a.pieces.on[0].Sprouts != 1 {
		t.Errorf("after converting: %d soil, %d sprouts", a.Soil, a.pieces.on[0].Sprouts)
	}
	if slices.Contains(s.LegalMoves(0), Move{Player: 0, Kind: Convert}) {
		t.Error("converting with 1 sprout is offered")
	}
}

// TestEventsPlayedFromHandAndKeptForVP: an event's cost is paid in full,
// its effect resolves, it stays in the event area for its VP, and
// Vulcano Island's brown ability gives 1 soil for it.
func TestEventsPlayedFromHandAndKeptForVP(t *testing.T) {
	s := build(t, twoSeats(", hand: [Rainbow Event, Tornado Event], tableau: [{card: African Baobab, row: 0, col: 0}]", ""))
	if slices.Contains(s.LegalMoves(0), Move{Player: 0, Kind: PlayEvent, Card: card(t, "Tornado Event")}) {
		t.Error("Tornado Event (spend 2 sprouts) offered with no sprouts")
	}
	s = play(t, s, "P1 event Rainbow Event", "P1 growth @0,0")
	a := s.d.get(0)
	if a.pieces.on[0].Growth != 1 || a.Soil != 1 || len(a.Events) != 1 || s.Result().Row("events")[0] != 1 {
		t.Errorf("after Rainbow Event: %d growth, %d soil, events %v, scored %d", a.pieces.on[0].Growth, a.Soil, a.Events, s.Result().Row("events")[0])
	}
}

// TestEmptyDeckReshufflesTheDiscardPile; with both empty nothing is drawn
// and the game goes on.
func TestEmptyDeckReshufflesTheDiscardPile(t *testing.T) {
	s := build(t, base)
	g := s.d.clone()
	g.Discard, g.Deck = g.Deck[:5:5], nil
	for range 7 {
		g.draw(0, 1)
	}
	if len(g.seat(0).Hand) != 5 || len(g.Deck) != 0 || len(g.Discard) != 0 {
		t.Errorf("hand %d, deck %d, discard %d", len(g.seat(0).Hand), len(g.Deck), len(g.Discard))
	}
}

// TestCanopyScoresCanopyVPElseOnePerGrowth.
func TestCanopyScoresCanopyVPElseOnePerGrowth(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: African Baobab, row: 0, col: 0, growth: 5}, {card: Japanese Maple, row: 0, col: 1, growth: 2}]", ""))
	if got := s.Result().Row("growth")[0]; got != 7+2 {
		t.Errorf("growth row %d, want Baobab's canopy 7 + 2", got)
	}
}

// TestFaunaClaimPositions: claims score 15, 11, 8, 6, 5 in order; a turn's
// claims are ordered by seat from the active player; claims are never
// lost.
func TestFaunaClaimPositions(t *testing.T) {
	text := twoSeats(", soil: 19", ", soil: 19")
	s := build(t, text)
	s = play(t, s, "P1 action compost", "P2 minor soil")
	if s.d.Fauna[0].Claims[0] != 0 || s.d.Fauna[0].Claims[1] != 1 {
		t.Fatalf("European Mole claims %v, want P1 then P2", s.d.Fauna[0].Claims)
	}
	sc := s.Result().Row("fauna")
	if sc[0] != 15 || sc[1] != 11 {
		t.Errorf("fauna rows %d, %d", sc[0], sc[1])
	}
	g := s.d.clone()
	g.seat(0).Soil = 0
	if got := (stateOf(*g.data)).Result().Row("fauna")[0]; got != 15 {
		t.Errorf("a claim is lost with the soil: %d", got)
	}
}

// TestEndAfterSixteenthCardAndCompletionBonus: the first to plant a 16th
// card takes 7 VP; the round is played out to the first player; then the
// last window; then scoring.
func TestEndAfterSixteenthCardAndCompletionBonus(t *testing.T) {
	var tab []string
	names := []string{"Cat Grass", "Bald Cypress", "Japanese Maple", "African Baobab", "White Oak", "Marula", "Elephant Grass", "Roman Brown",
		"Stiptic Fungus", "Penny Bun", "Blackthorn", "Chinese Wisteria", "Balsam Fir", "Red Cage Fungus", "Starfish Fungus"}
	for i, n := range names {
		tab = append(tab, fmt.Sprintf("{card: %s, row: %d, col: %d}", n, i/4, i%4))
	}
	text := "players: 2\nactive: 2\nfauna: [Bald Eagle, Earthworm, Andean Condor, Siberian Tiger]\nseats:\n" + seatYAML(", soil: 20, hand: [Yellow Staghorn], tableau: ["+strings.Join(tab, ", ")+"]") + seatYAML(", soil: 20")
	s := build(t, text)
	s = play(t, s, "P2 action plant", "P2 stop")
	s = play(t, s, "P2 keep "+s.d.info(s.d.Drawn.Cards()[0]).Name)
	s = play(t, s, "P1 plant Yellow Staghorn @3,3")
	if !s.d.Last || s.d.Ender != 0 {
		t.Fatalf("after the 16th card: last %v, ender %v", s.d.Last, s.d.Ender)
	}
	for s.d.depth() > 0 || s.d.Stage != stFinal {
		if s.Over() {
			break
		}
		ms := s.LegalMoves(s.ToMove()[0])
		s = play(t, s, ms[len(ms)-1].String())
	}
	if s.d.Stage != stFinal || s.d.Turn != 1 {
		t.Fatalf("P2 was last in the round: stage %d turn %d", s.d.Stage, s.d.Turn)
	}
	s = play(t, s, "P1 done", "P2 done")
	if !s.Over() || s.Result().Row("fauna")[0] != CompletionBonus {
		t.Errorf("over %v, P1 fauna row %d", s.Over(), s.Result().Row("fauna")[0])
	}
}

// TestTiebreakers: most soil, then cards in hand, growth, sprouts,
// compost.
func TestTiebreakers(t *testing.T) {
	sc := []scorepad{{Player: 0, Total: 50, Tiebreak: [5]int{3, 2, 0, 0, 0}}, {Player: 1, Total: 50, Tiebreak: [5]int{3, 1, 9, 9, 9}}, {Player: 2, Total: 49, Tiebreak: [5]int{9, 9, 9, 9, 9}}}
	if w, used := winners(sc); !slices.Equal(w, []Player{0}) || used != 2 {
		t.Errorf("winners %v after %d tiebreakers, want P1 after 2", w, used)
	}
	sc[1].Tiebreak = sc[0].Tiebreak
	if w, _ := winners(sc); len(w) != 2 {
		t.Errorf("a full tie gives %v", w)
	}
}

// TestForbiddenActionIsNotOffered: Extinct Volcano Terrain forbids its
// owner the Compost action.
func TestForbiddenActionIsNotOffered(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Extinct Volcano Terrain, row: 0, col: 0}]", ""))
	_, err := s.Apply(Move{Player: 0, Kind: ChooseAct, Action: Red})
	var re *RuleError
	if !errors.As(err, &re) || !errors.Is(err, ErrIllegalMove) || !strings.Contains(re.Rule, "forbidden") {
		t.Errorf("choosing compost: %v", err)
	}
	if len(s.LegalMoves(0)) == 0 || slices.Contains(s.LegalMoves(0), Move{Player: 0, Kind: ChooseAct, Action: Red}) {
		t.Errorf("legal: %v", s.LegalMoves(0))
	}
}

// TestIllegalMoveLeavesTheStateUnchanged.
func TestIllegalMoveLeavesTheStateUnchanged(t *testing.T) {
	s := build(t, base)
	before := s.d.clone()
	n, err := s.Apply(Move{Player: 1, Kind: ChooseAct, Action: Red})
	if !errors.Is(err, ErrIllegalMove) || !reflect.DeepEqual(n, s) || s.d.Stage != before.Stage || s.d.Active != before.Active {
		t.Errorf("out-of-turn move: %v", err)
	}
}

// TestScenarioRefusesBadPositions: names are checked and a card may be
// in one place only.
func TestScenarioRefusesBadPositions(t *testing.T) {
	for text, want := range map[string]string{
		twoSeats(", hand: [Nope]", ""):                                 `no Earth card named "Nope"`,
		twoSeats(", hand: [Cat Grass]", ", hand: [Cat Grass]"):         "named twice",
		twoSeats(", tableau: [{card: Cat Grass, row: 1, col: 0}]", ""): "cannot be at 1,0",
		"players: 2\nseats: []\n":                                      "0 seats for 2 players",
		"players: 2\nbogus: 1\n":                                       `scenario.yaml:2:1: found field "bogus"`,
	} {
		sc, err := LoadScenario("scenario.yaml", []byte(text))
		if err == nil {
			_, err = sc.Build()
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}

// TestTeamsSumThePartnersScores: P1 and P3 play against P2 and P4; a team
// wins on the sum of its partners' totals.
func TestTeamsSumThePartnersScores(t *testing.T) {
	if _, err := New(Config{Players: 3, Teams: true}); err == nil {
		t.Error("teams of 3 players accepted")
	}
	seat := func(soil int) string { return seatYAML(fmt.Sprintf(", soil: %d", soil)) }
	sc, _ := LoadScenario("scenario.yaml", []byte("players: 4\nfauna: [Bald Eagle, Earthworm, Andean Condor, Siberian Tiger]\nseats:\n"+seat(0)+seat(0)+seat(0)+seat(0)))
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	g := s.d.clone()
	g.Config.Teams = true
	g.seat(0).Compost = g.Deck[:30:30] // P1 scores 30 alone
	g.Deck = g.Deck[30:]
	g.seat(1).Compost, g.seat(3).Compost = g.Deck[:20:20], g.Deck[20:40:40] // P2 and P4: 20 each
	g.Deck = g.Deck[40:]
	r := (stateOf(*g.data)).Result()
	if !slices.Equal(r.Winners, []Player{1, 3}) || r.Teams[1].Total-r.Teams[0].Total != 10 {
		t.Errorf("winners %v, teams %+v", r.Winners, r.Teams)
	}
	if (stateOf(*g.data)).Team(2) != 0 || (stateOf(*g.data)).Team(3) != 1 || (stateOf(*g.data)).Team(4) != -1 {
		t.Error("partners are P1 with P3, P2 with P4")
	}
}

// TestScenarioFileLastRound reads a scenario from YAML: P1 fills the
// tableau while P2 is active, and since P2 is the last player of the
// round, the game goes to the last window at the end of that turn.
func TestScenarioFileLastRound(t *testing.T) {
	data, err := os.ReadFile("testdata/last-round.yaml")
	if err != nil {
		t.Fatal(err)
	}
	s := build(t, string(data))
	s = play(t, s, "P2 action plant", "P2 stop")
	s = play(t, s, "P2 keep "+s.d.info(s.d.Drawn.Cards()[0]).Name, "P1 plant Yellow Staghorn @3,3")
	for s.d.Stage != stFinal && !s.Over() {
		ms := s.LegalMoves(s.ToMove()[0])
		s = play(t, s, ms[len(ms)-1].String())
	}
	if s.d.Stage != stFinal || s.d.Ender != 0 || s.Turn() != 1 {
		t.Errorf("stage %d, ender %v, turn %d", s.d.Stage, s.d.Ender, s.Turn())
	}
}

// TestAnObjectiveHoldsAtMostFiveLeaves: a sixth player meeting a Fauna
// objective finds no room.
func TestAnObjectiveHoldsAtMostFiveLeaves(t *testing.T) {
	s := build(t, base)
	g := s.d.clone()
	g.board()[0].Claims = []Player{0, 0, 0, 0, 0} // a full objective (Validate is not asked)
	g.seat(1).Soil = 25
	g.Stage = stAction
	g.claimFauna()
	if g.seat(1).Claimed[0] || len(g.Fauna[0].Turn) != 0 {
		t.Error("a sixth Leaf was placed")
	}
}

// TestIslandAndClimateCountAsYourCards: for habitat objectives the Island
// and the Climate count with the tableau.
func TestIslandAndClimateCountAsYourCards(t *testing.T) {
	s := build(t, twoSeats("", ""))
	sc := s.d.scoreCtx(0)
	if len(sc.cards) != 2 {
		t.Fatalf("%d cards counted with an empty tableau, want the Island and the Climate", len(sc.cards))
	}
	cnt, _ := compileCountText(t, "cards with sunny")
	if got := cnt(sc); got != 1 { // Vulcano Island is sunny, Hemiboreal Climate is not
		t.Errorf("%d sunny cards, want 1 (the Island)", got)
	}
}

// compileCountText compiles a count written in the language.
func compileCountText(t *testing.T, text string) (count, error) {
	t.Helper()
	cs, _ := standard()
	ab, err := carddata.ParseAbility("1+ " + text)
	if err != nil {
		t.Fatal(err)
	}
	return compileCount(cs.vocab, ab.Body.(*carddata.Objective).Needs[0].What)
}

// TestCostsDiscardFromCompostToTheDiscardPile: "discard 1 card from
// compost" moves the latest compost card to the discard pile.
func TestCostsDiscardFromCompostToTheDiscardPile(t *testing.T) {
	s := build(t, twoSeats(", compost: [White Oak, Marula], tableau: [{card: Bald Cypress, row: 0, col: 0}]", ""))
	s = play(t, placeAll(t, play(t, s, "P1 action water")), "P1 use")
	a := s.d.get(0)
	if len(a.Compost) != 1 || a.Compost[0] != card(t, "White Oak") || !slices.Contains(s.d.Discard, card(t, "Marula")) || a.Soil != 2+1 {
		t.Errorf("compost %v, discard has Marula %v, soil %d", a.Compost, slices.Contains(s.d.Discard, card(t, "Marula")), a.Soil)
	}
}

// TestEveryPlayerScoresEachEcosystemOnTheirOwn: a public Ecosystem scores
// for every player who meets it, with no race.
func TestEveryPlayerScoresEachEcosystemOnTheirOwn(t *testing.T) {
	text := "players: 2\npublic: [Blackforest Ecosystem, Great Steppe Ecosystem]\nseats:\n" +
		seatYAML(", tableau: [{card: Japanese Maple, row: 0, col: 0}, {card: White Oak, row: 0, col: 1}]") +
		seatYAML(", tableau: [{card: African Baobab, row: 0, col: 0}, {card: Marula, row: 0, col: 1}]")
	s := build(t, text)
	sc := s.Result().Row("public ecosystem 1")
	if sc[0] != 4 || sc[1] != 4 {
		t.Errorf("two trees each score %d and %d on Blackforest, want 4 each", sc[0], sc[1])
	}
}

// TestActivationOrderIsThePlayersChoice: with abilities to activate both
// on the Island or Climate and in the tableau, the player chooses which
// come first; the tableau first puts Cat Grass before the Climate.
func TestActivationOrderIsThePlayersChoice(t *testing.T) {
	text := "players: 2\nseats:\n  - {island: Vulcano Island, climate: Humid Subtropical Climate, ecosystem: none, hand: [White Oak], tableau: [{card: Cat Grass, row: 0, col: 0}]}\n" + seatYAML("")
	s := placeAll(t, play(t, build(t, text), "P1 action water"))
	if ms := s.LegalMoves(0); len(ms) < 2 || ms[0].String() != "P1 order board" || ms[1].String() != "P1 order tableau" {
		t.Fatalf("no order asked: %v", ms)
	}
	// The Climate's ability has a cost and asks; by then Cat Grass (1
	// ability) has been passed when the tableau comes first, not when the
	// Island (2 abilities) and the Climate do.
	// Cat Grass, free, is used or skipped too.
	for order, want := range map[string]int{"tableau": 1 + 2 + 1, "board": 2 + 1} {
		n := play(t, s, "P1 order "+order)
		if order == "tableau" {
			n = play(t, n, "P1 skip")
		}
		if n.d.depth() != 1 || n.d.top().Src != FromClimate || n.d.ActIdx != want {
			t.Errorf("%s first: frames %v, activation cursor %d (want %d)", order, n.d.stack(), n.d.ActIdx, want)
		}
	}
}

// TestCompletelyFilledFloraCountsMissingSpacesAsFilled: for the Fauna
// objective "flora with full sprouts and full growth", a Flora with no
// sprout spaces counts once its growth spaces are full.
func TestCompletelyFilledFloraCountsMissingSpacesAsFilled(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Winter Daphne, row: 0, col: 0, growth: 4}, {card: Cat Grass, row: 0, col: 1, sprouts: 6}]", ""))
	cnt, err := compileCountText(t, "flora with full sprouts and full growth")
	if err != nil {
		t.Fatal(err)
	}
	if got := cnt(s.d.scoreCtx(0)); got != 1 {
		t.Errorf("%d completely filled Flora, want 1 (Winter Daphne: no sprout spaces, full growth)", got)
	}
}

// TestLinesOfDifferentTypesCountTerrainAsAType: for the Ecosystems that
// score full lines of 4 different types, a Terrain's type is terrain; for
// lines of different or shared colours, green is an ability colour.
func TestLinesOfDifferentTypesCountTerrainAsAType(t *testing.T) {
	row := ", tableau: [{card: Japanese Maple, row: 0, col: 0}, {card: Cat Grass, row: 0, col: 1}, {card: Blackthorn, row: 0, col: 2}, {card: Shrubland Terrain, row: 0, col: 3}]"
	s := build(t, twoSeats(row, ""))
	for text, want := range map[string]int{
		"rows with 4 cards and different types":   1,
		"rows with 4 cards and shared type":       0,
		"rows with 4 cards and different colours": 1, // yellow, blue, red, green (Shrubland's first ability)
	} {
		cnt, err := compileCountText(t, text)
		if err != nil {
			t.Fatal(err)
		}
		if got := cnt(s.d.scoreCtx(0)); got != want {
			t.Errorf("%s: %d, want %d", text, got, want)
		}
	}
}

// TestFaunaObjectivesReadTheirParts: each Fauna objective says which parts
// of a position it reads, so that a move changing none of them does not
// evaluate it again: a count of cards with growth reads the pieces, a
// count of cards by habitat does not.
func TestFaunaObjectivesReadTheirParts(t *testing.T) {
	cs, _ := standard()
	want := map[string]uint8{"European Mole": readSoil, "Earthworm": readCompost, "Andean Condor": readHand,
		"Green Tree Ant": readEvents, "Bald Eagle": readTab | readPieces, "Mountain Lion": readTab,
		"Red Squirrel": readTab | readPieces, "Northern Giraffe": readTab}
	for _, f := range cs.fauna {
		if w, ok := want[f.Name]; ok && f.Objective.reads != w {
			t.Errorf("%s reads %b, want %b", f.Name, f.Objective.reads, w)
		}
		if f.Objective.reads == 0 {
			t.Errorf("%s reads nothing", f.Name)
		}
	}
}

// TestTerrainScoringReadsTheTableauAndTheLeader: Beach Terrain scores 4
// per empty orthogonal neighbour, off the tableau counting as empty;
// Rocky Mountains Terrain scores 2 per rocky card of whichever player has
// the most, Islands and Climates included.
func TestTerrainScoringReadsTheTableauAndTheLeader(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Beach Terrain, row: 0, col: 0}, {card: Cat Grass, row: 0, col: 1}]", ""))
	if got := s.Result().Row("terrain")[0]; got != 4*3 {
		t.Errorf("Beach Terrain beside one card scores %d, want 12", got)
	}
	text := "players: 2\nseats:\n" + seatYAML(", tableau: [{card: Rocky Mountains Terrain, row: 0, col: 0}]") +
		seatYAML(", tableau: [{card: Japanese Maple, row: 0, col: 0}, {card: African Baobab, row: 0, col: 1}]")
	s = build(t, text)
	// Rocky: P1 has Vulcano Island, Hemiboreal Climate and Rocky
	// Mountains Terrain (3); P2 the Island, the Climate, Japanese Maple
	// and African Baobab (4), and leads.
	if got := s.Result().Row("terrain")[0]; got != 2*4 {
		t.Errorf("Rocky Mountains Terrain scores %d, want 2 per the leader's 4 rocky cards", got)
	}
}

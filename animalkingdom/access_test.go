package animalkingdom

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestAccessorsOutOfRangeReturnZero: every accessor taking a player
// returns the zero value for a player not in the game.
func TestAccessorsOutOfRangeReturnZero(t *testing.T) {
	s := build(t, base)
	for _, p := range []Player{-1, 2, 9} {
		if s.Soil(p) != 0 || s.Hand(p) != nil || s.CompostSize(p) != 0 || s.EventsPlayed(p) != nil || s.Tableau(p) != nil ||
			s.Island(p) != "" || s.Climate(p) != "" || s.LeavesUsed(p) != 0 || s.Score(p) != 0 || s.Team(p) != -1 {
			t.Errorf("an accessor answers for %v", p)
		}
		if v := s.View(p); v.Viewer() != NoPlayer || v.Hand() != nil {
			t.Errorf("View(%v) = %v", p, v.Viewer())
		}
	}
}

// TestAccessorsDoNotAlias: changing what an accessor returns leaves the
// state as it was.
func TestAccessorsDoNotAlias(t *testing.T) {
	s := build(t, twoSeats(", hand: [White Oak], tableau: [{card: Cat Grass, row: 0, col: 0, sprouts: 2}]", ""))
	s.Hand(0)[0] = 5
	s.Tableau(0)[0].Sprouts = 9
	if s.Hand(0)[0] != card(t, "White Oak") || s.Tableau(0)[0].Sprouts != 2 {
		t.Error("an accessor returned the state's own data")
	}
}

// TestViewHidesOtherHandsAndTheDeck: a player sees their own hand, only
// the size of another's, and no deck card.
func TestViewHidesOtherHandsAndTheDeck(t *testing.T) {
	s := build(t, twoSeats(", hand: [White Oak]", ", hand: [Marula]"))
	data, err := json.Marshal(s.View(0))
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(0)
	if h := v.Hand(); len(h) != 1 || h[0] != card(t, "White Oak") {
		t.Errorf("own hand %v", h)
	}
	if other := v.d.get(1).Hand; len(other) != 1 || other[0] != NoCard {
		t.Errorf("P2's hand seen as %v", other)
	}
	for _, c := range v.d.Deck {
		if c != NoCard {
			t.Fatal("a deck card is visible")
		}
	}
	if !strings.Contains(string(data), `"seed":0`) {
		t.Errorf("the view tells the seed: %.200s", data)
	}
}

// TestJSONRoundTripAndValidate: a state reads back identical, and a
// position with a card in two places is refused.
func TestJSONRoundTripAndValidate(t *testing.T) {
	s := play(t, build(t, base), "P1 action grow")
	data, _ := json.Marshal(s)
	again, _ := json.Marshal(gametest.ThroughJSON(t, s))
	if string(again) != string(data) {
		t.Error("the state changed through JSON")
	}
	g := s.d.clone()
	g.seat(1).Hand = append(slices.Clip(g.seat(1).Hand), g.seat(0).Hand[0])
	bad, _ := json.Marshal(stateOf(*g.data))
	var back State
	if err := json.Unmarshal(bad, &back); err == nil || !strings.Contains(err.Error(), "in 2 places") {
		t.Errorf("a card in two places: %v", err)
	}
}

// TestApplyEventsTellsWhatHappened: a Plant tells the planting, and a
// draw is told by name to the drawer only.
func TestApplyEventsTellsWhatHappened(t *testing.T) {
	s := build(t, twoSeats(", soil: 9, hand: [Cat Grass]", ""))
	s = play(t, s, "P1 action plant", "P1 plant Cat Grass @0,0", "P1 stop")
	s = play(t, s, "P1 keep "+s.d.info(s.d.Drawn.Cards()[0]).Name)
	_, ev, err := s.ApplyEvents(Move{Player: 1, Kind: Stop})
	if err != nil {
		t.Fatal(err)
	}
	var draw *Event
	for i := range ev {
		if ev[i].Kind == EventDraw {
			draw = &ev[i]
		}
	}
	if draw == nil || draw.Player != 1 || draw.Card == "" {
		t.Fatalf("events %v", ev)
	}
	if other, _ := draw.For(0); other.Card != "" {
		t.Error("P1 is told the card P2 drew")
	}
}

// TestRoundCountsEveryPlayersTurn: a round is a turn of each player.
func TestRoundCountsEveryPlayersTurn(t *testing.T) {
	s := build(t, base)
	if s.Round() != 1 || s.Turn() != 1 {
		t.Fatalf("round %d, turn %d at the start", s.Round(), s.Turn())
	}
	g := s.d.clone()
	for turn, want := range map[int]int{2: 1, 3: 2, 4: 2, 5: 3} {
		g.Turn = turn
		if got := (stateOf(*g.data)).Round(); got != want {
			t.Errorf("turn %d of 2 players is round %d, want %d", turn, got, want)
		}
	}
	if (State{}).Round() != 0 {
		t.Error("an empty state has a round")
	}
}

// TestCardSetReturnsCopies: what the card set's methods return can be
// changed without changing the set.
func TestCardSetReturnsCopies(t *testing.T) {
	cs, _ := standard()
	ci, ok := cs.Info(0)
	if !ok || ci.Name != "Japanese Maple" || len(ci.Abilities) == 0 {
		t.Fatalf("Info(0) = %+v", ci)
	}
	ci.Habitats[0], ci.Abilities[0].Gain[0].N = "moon", 99
	islands := cs.Islands()
	islands[0].Name = "Atlantis"
	again, _ := cs.Info(0)
	if again.Habitats[0] == "moon" || again.Abilities[0].Gain[0].N == 99 || cs.Islands()[0].Name == "Atlantis" {
		t.Error("the set was changed through a copy")
	}
	if _, ok := cs.Info(-1); ok || cs.Name(999) != "" || cs.Len() != 283 {
		t.Error("a card out of range answers")
	}
}

// TestImpossibleBoardsAndSetupsRefused: Validate refuses a Fauna board
// showing both sides of one card, and a setup whose choices are out of
// turn (a later player has chosen, or an earlier one has not).
func TestImpossibleBoardsAndSetupsRefused(t *testing.T) {
	s := build(t, base)
	g := s.d.clone()
	g.board()[1].Side = g.Fauna[0].Side ^ 1
	if err := (stateOf(*g.data)).Validate(); err == nil || !strings.Contains(err.Error(), "sides of one card") {
		t.Errorf("both sides of one Fauna card: %v", err)
	}
	setup, _ := New(Config{Players: 3, Seed: 2})
	for _, k := range []int{1, 2} {
		g := setup.d.clone()
		g.K = k
		if err := (stateOf(*g.data)).Validate(); err == nil || !strings.Contains(err.Error(), "out of turn") {
			t.Errorf("P%d choosing first: %v", k+1, err)
		}
	}
	g = setup.d.clone()
	g.seat(2).Island = 2 * g.get(2).offer().Island[0]
	if err := (stateOf(*g.data)).Validate(); err == nil || !strings.Contains(err.Error(), "out of turn") {
		t.Errorf("P3 has chosen before P1: %v", err)
	}
}

// TestGaiasSideOnlyInSolo: a state read from JSON has Gaia's side if and
// only if it is a solo game.
func TestGaiasSideOnlyInSolo(t *testing.T) {
	solo, _ := New(Config{Players: 1, Solo: true, Difficulty: GaiaMedium, Seed: 1})
	duo, _ := New(Config{Players: 2, Seed: 1})
	var soloDoc, duoDoc map[string]any
	a, _ := json.Marshal(solo)
	b, _ := json.Marshal(duo)
	if json.Unmarshal(a, &soloDoc) != nil || json.Unmarshal(b, &duoDoc) != nil {
		t.Fatal("the states do not read as JSON objects")
	}
	duoDoc["gaia"] = soloDoc["gaia"]
	delete(soloDoc, "gaia")
	for what, doc := range map[string]map[string]any{"solo without Gaia": soloDoc, "2 players with Gaia": duoDoc} {
		data, _ := json.Marshal(doc)
		var s State
		if err := json.Unmarshal(data, &s); err == nil || !strings.Contains(err.Error(), "Gaia's side") {
			t.Errorf("%s: %v", what, err)
		}
	}
}

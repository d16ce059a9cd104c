package cosmicrun

import (
	"errors"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
)

func TestHandRanks(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want HandRank
	}{
		{"R1", "B1", SameNumber},
		{"B2", "B3", SameColourInSequence},
		{"B1", "B3", SameColour},
		{"R2", "G3", InSequence},
		{"R1", "G4", HighCard},
	} {
		if got := RankHand(card(t, tc.a), card(t, tc.b)); got != tc.want {
			t.Errorf("%s %s is %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestBestHandTieBreakers(t *testing.T) {
	planet1 := StandardCards().Planets[0] // red, blue, green, yellow
	for _, tc := range []struct {
		name      string
		win, lose [2]string
	}{
		{"rank beats number", [2]string{"R1", "B1"}, [2]string{"B3", "B4"}},
		{"higher card number", [2]string{"R1", "G4"}, [2]string{"B1", "Y3"}},
		{"second card number", [2]string{"R2", "G4"}, [2]string{"B1", "Y4"}},
		{"colour of the higher card", [2]string{"G1", "R4"}, [2]string{"Y1", "B4"}},
		{"pair: better colour of the two", [2]string{"Y2", "R2"}, [2]string{"B2", "G2"}},
	} {
		a := [2]Card{card(t, tc.win[0]), card(t, tc.win[1])}
		b := [2]Card{card(t, tc.lose[0]), card(t, tc.lose[1])}
		if planet1.CompareHands(a, b) <= 0 || planet1.CompareHands(b, a) >= 0 {
			t.Errorf("%s: %v should beat %v at planet 1", tc.name, tc.win, tc.lose)
		}
	}
}

func TestArrowsAimFromTheOwnersSide(t *testing.T) {
	for _, tc := range []struct {
		p      Player
		planet int
		d      Direction
		want   int
	}{
		{P1, 0, Left, 2}, // wraps from the leftmost column to the rightmost
		{P1, 0, Right, 1},
		{P1, 2, Right, 0}, // and back
		{P2, 0, Left, 1},  // P2 sits opposite: planet 1 is on their right
		{P2, 0, Right, 2},
		{P2, 2, Left, 0},
	} {
		if got := aimed(tc.p, tc.planet, tc.d); got != tc.want {
			t.Errorf("%s's arrow at planet %d pointing %v aims at planet %d, want %d", tc.p, tc.planet+1, tc.d, got+1, tc.want+1)
		}
	}
}

// At the same planet the higher number moves first: here both players'
// cards match the icon and would reach their third planet, so the first to
// move wins.
func TestCardMatchingOrderSamePlanet(t *testing.T) {
	s := scenario(t, `
players: 2
phase: placing
seats:
  - track: [12, 12, 11]
    hand: [B1, R1, R2, R3, R4, G1]
  - track: [12, 12, 11]
    hand: [B2, G2, G3, G4, Y1, Y2]
`)
	if StandardCards().Tracking[11] != Blue {
		t.Fatal("the test needs a blue icon at 11")
	}
	s, evs := play(t, s, "P1 place B1 3 upright", "P2 place B2 3 upright")
	if !s.Over() || winner(s) != P2 {
		t.Fatalf("winner = %v (over %v), want P2, whose higher card moves first", winner(s), s.Over())
	}
	if got := scored(evs, P1, 2, "card matching"); len(got) != 0 {
		t.Errorf("P1 scored %v after the game ended", got)
	}
}

// At different planets the lower planet moves first.
func TestCardMatchingOrderDifferentPlanets(t *testing.T) {
	s := scenario(t, `
players: 2
phase: placing
seats:
  - track: [12, 12, 11]
    hand: [B4, R1, R2, R3, R4, G1]
  - track: [12, 11, 12]
    hand: [B2, G2, G3, G4, Y1, Y2]
`)
	s, _ = play(t, s, "P1 place B4 3 upright", "P2 place B2 2 upright")
	if winner(s) != P2 {
		t.Fatalf("winner = %v, want P2, who placed at the lower planet", winner(s))
	}
}

func TestPlacesAfterBreaksTiesByColour(t *testing.T) {
	s, _ := New(Config{Players: 2})
	g := s.game(engine.Log[Event]{})
	// planet 3 ranks yellow, green, blue, red
	a := Placement{Card: card(t, "R2"), Planet: 2}
	b := Placement{Card: card(t, "G2"), Planet: 2}
	if !g.placesAfter(a, b) || g.placesAfter(b, a) {
		t.Error("at planet 3 green 2 should move before red 2")
	}
}

// The game ends the moment a player reaches the third planet, even in the
// middle of scoring: the opponent's arrows are not scored.
func TestGameEndsMidScoring(t *testing.T) {
	s := scenario(t, `
players: 2
phase: placing
seats:
  - track: [10, 12, 12]
    planets: [[R1, B1], [G1, G2], [Y1]]
    hand: [Y2]
  - planets: [[B2, B3], [R3, R4], [G3]]
    hand: [G4]
`)
	s, evs := play(t, s, "P1 place Y2 3 upright", "P2 place G4 3 upright")
	if winner(s) != P1 {
		t.Fatalf("winner = %v, want P1 by best hand at planet 1", winner(s))
	}
	last := evs[len(evs)-1]
	if last.Kind != Won {
		t.Errorf("events go on after the win: %v", last)
	}
	if got := scored(evs, P2, 0, "arrows"); len(got) != 0 {
		t.Errorf("P2 scored arrows %v after the game ended", got)
	}
	if _, err := s.Apply(KeepMove(P1)); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("a move after the end gave %v, want ErrIllegalMove", err)
	}
}

// Cards may still be placed at a reached planet; they score nothing there.
func TestReachedPlanetTakesCardsButNoPoints(t *testing.T) {
	s := scenario(t, `
players: 2
phase: placing
seats:
  - track: [12, 0, 0]
    hand: [G1, R1, R2, R3, R4, B1]
  - hand: [Y1, Y2, Y3, Y4, B2, B3]
`)
	s, evs := play(t, s, "P1 place G1 1 upright", "P2 place Y1 2 upright")
	if got := s.Slots(P1, 0)[0].Card; got != card(t, "G1") {
		t.Errorf("slot holds %v, want G1", got)
	}
	if got := scored(evs, P1, 0, "card matching"); len(got) != 0 {
		t.Errorf("P1 scored %v at a reached planet", got)
	}
}

func TestPassingIsSecretUntilBothHavePassed(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 3})
	h1 := s.Hand(P1)
	c1, c2 := h1.nth(0), h1.nth(1)
	s, _ = s.Apply(PassMove(P1, c1))
	v := s.View(P2)
	if v.OpponentPassing != 1 || v.Hand != s.Hand(P2) || v.Received != 0 {
		t.Fatalf("P2 sees %+v after P1 chose one card", v)
	}
	s, _ = s.Apply(PassMove(P1, c2))
	h2 := s.Hand(P2)
	d1, d2 := h2.nth(0), h2.nth(1)
	s, _ = s.Apply(PassMove(P2, d1))
	if s.Phase() != Passing || s.Hand(P2) != h2 {
		t.Fatal("cards changed hands before both players had passed 2")
	}
	s, _ = s.Apply(PassMove(P2, d2))
	if s.Phase() != Discarding {
		t.Fatalf("phase %v after both passed, want discarding", s.Phase())
	}
	if !s.Hand(P2).Has(c1) || !s.Hand(P2).Has(c2) || !s.Hand(P1).Has(d1) || !s.Hand(P1).Has(d2) {
		t.Error("the passed cards did not change hands")
	}
	if got := s.View(P2).Received; got != Hand(0).With(c1).With(c2) {
		t.Errorf("P2's view shows received %v", got.Cards())
	}
	if got := s.View(P1).Gave; got != Hand(0).With(c1).With(c2) {
		t.Errorf("P1's view shows gave %v", got.Cards())
	}
}

func TestDiscardDrawsFromTheCardsSetAside(t *testing.T) {
	s := scenario(t, `
players: 2
phase: discarding
seats:
  - hand: [R1, R2, R3, R4, B1, B2]
  - hand: [Y1, Y2, Y3, Y4, G1, G2]
`)
	aside := s.d.Aside
	s, evs := play(t, s, "P1 discard R1", "P2 keep")
	top := aside.Cards[aside.N-1]
	if s.Hand(P1).Has(card(t, "R1")) || !s.Hand(P1).Has(top) || s.Hand(P1).Len() != HandSize {
		t.Errorf("P1's hand after discarding R1 is %v; want R1 replaced by the top card set aside", s.Hand(P1).Cards())
	}
	if s.Phase() != Placing || s.View(P2).Aside != AsideSize-1 {
		t.Errorf("phase %v, aside %d; want placing, 3", s.Phase(), s.View(P2).Aside)
	}
	if !s.View(P2).OpponentDiscarded || s.View(P2).Discard != NoCard {
		t.Error("P2 should see that P1 discarded, and not what")
	}
	if len(evs) != 2 || evs[0].Kind != Discarded || evs[1].Kind != Kept {
		t.Errorf("events %v", evs)
	}
}

func TestSecretPlacementIsHiddenUntilBothChoose(t *testing.T) {
	s := scenario(t, `
players: 2
phase: placing
seats:
  - hand: [R1, R2, R3, R4, B1, B2]
  - hand: [Y1, Y2, Y3, Y4, G1, G2]
`)
	s, _ = play(t, s, "P1 place R1 1 turned")
	v := s.View(P2)
	if !v.OpponentCommitted || v.Board[P1][0][0].Card != NoCard || v.OpponentHand != HandSize {
		t.Errorf("P2 should see only that P1 has chosen: %+v", v)
	}
	if got := s.ToMove(); !slices.Equal(got, []Player{P2}) {
		t.Errorf("ToMove = %v, want [P2]", got)
	}
	s, _ = play(t, s, "P2 place Y1 1 upright")
	if sl := s.Slots(P1, 0)[0]; sl != (Slot{Card: card(t, "R1"), Rotated: true}) {
		t.Errorf("P1's slot at planet 1 is %+v after the reveal", sl)
	}
}

// Arrows count only their owner's cards: P2's red cards at planet 3 do not
// score for P1's red arrow.
func TestArrowsCountOnlyTheOwnersCards(t *testing.T) {
	s := scenario(t, `
players: 2
phase: placing
seats:
  - planets: [[B3, R4], [B1, Y3], [B2]]
    hand: [B4]
  - planets: [[G2, G3], [G4, Y4], [R1]]
    hand: [R2]
`)
	_, evs := play(t, s, "P1 place B4 3 upright", "P2 place R2 3 upright")
	// B3 and R4 upright: red arrows pointing left from planet 1, so at
	// planet 3, where only P2 has red cards
	for _, pts := range scored(evs, P1, 0, "arrows") {
		t.Errorf("P1 scored %d arrow points at planet 1 from P2's red cards", pts)
	}
}

func TestSpectatorViewShowsOnlyTheTable(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 1})
	for _, p := range []Player{NoPlayer, Player(2), Player(7)} {
		v := s.View(p)
		if v.Hand != 0 || v.OpponentHand != 0 || v.Pending.Card != NoCard || v.Aside != AsideSize {
			t.Errorf("%v sees %+v", p, v)
		}
	}
	solo, _ := New(Config{Players: 1, Seed: 1})
	if v := solo.View(P2); v.Flipped != solo.Flipped() || v.Hand != 0 {
		t.Errorf("a spectator of a solo game sees %+v", v)
	}
}

// Best hand compares the keys of two pairs taken in either order, and puts
// the cards in order only on a tie: for every two hands of four different
// ship cards, in both orders of each pair, at every planet, it gives what
// comparing the ordered hands gives.
func TestCompareHandsInEitherOrder(t *testing.T) {
	cs := StandardCards()
	for planet := range cs.Planets {
		pl := &cs.Planets[planet]
		n := eachFourShips(func(a0, a1, b0, b1 Card) {
			want := newTwoCards(a0, a1).compare(newTwoCards(b0, b1), pl)
			if got := compareHands([2]Card{a0, a1}, [2]Card{b0, b1}, pl); got != want {
				t.Fatalf("planet %d: %v %v against %v %v: %d, want %d", planet+1, a0, a1, b0, b1, got, want)
			}
		})
		if n == 0 {
			t.Fatal("no hands of four different ship cards")
		}
	}
}

// eachFourShips calls f with every ordered choice of four different ship
// cards: two pairs, each in both orders. It returns how many it called.
func eachFourShips(f func(a0, a1, b0, b1 Card)) (n int) {
	for a0 := range Card(NumShips) {
		for a1 := range Card(NumShips) {
			for b0 := range Card(NumShips) {
				for b1 := range Card(NumShips) {
					if Hand(0).With(a0).With(a1).With(b0).With(b1).Len() == 4 {
						f(a0, a1, b0, b1)
						n++
					}
				}
			}
		}
	}
	return n
}

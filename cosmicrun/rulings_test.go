package cosmicrun

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// bestHandLayout is the rulebook's best-hand example with P1's track at
// planet 1 left to fill in: P1's pair of 1s beats P2's blue 2 and 3.
const bestHandLayout = `
players: 2
phase: placing
seats:
  - track: [%d, 0, 0]
    planets: [[R1, B1], [G1, G2], [Y1]]
    hand: [Y2]
  - planets: [[B2, B3], [R3, R4], [G3]]
    hand: [G4]
`

// Ruling: a player who wins best hand at a planet they have reached scores
// nothing there, and the opponent does not score instead.
func TestRulingBestHandAtAReachedPlanetScoresForNobody(t *testing.T) {
	s := scenario(t, fmt.Sprintf(bestHandLayout, Goal))
	s, evs := play(t, s, "P1 place Y2 3 upright", "P2 place G4 3 upright")
	for _, p := range seats {
		if got := scored(evs, p, 0, "best hand"); len(got) != 0 {
			t.Errorf("%v scored best hand %v at planet 1, which P1 has reached", p, got)
		}
	}
	if got := s.Track(P2, 0); got != sum(scored(evs, P2, 0, "arrows")) {
		t.Errorf("P2's track at planet 1 is %d: more than their arrows", got)
	}
}

// Ruling: points beyond 12 are lost, and the event says what counted.
func TestRulingPointsBeyond12AreLost(t *testing.T) {
	s := scenario(t, fmt.Sprintf(bestHandLayout, Goal-1))
	s, evs := play(t, s, "P1 place Y2 3 upright", "P2 place G4 3 upright")
	if got := s.Track(P1, 0); got != Goal {
		t.Fatalf("P1's track at planet 1 is %d, want 12", got)
	}
	i := slices.IndexFunc(evs, func(e Event) bool { return e.Kind == Scored && e.Rule == "best hand" })
	if i < 0 {
		t.Fatal("no best-hand event")
	}
	e := evs[i]
	if e.Points != 1 || e.Beyond != 1 || e.Track != Goal {
		t.Errorf("event %+v; want 1 point counted and 1 beyond 12", e)
	}
	if got, want := e.String(), "P1 scored 1 at planet 1 by best hand (P1 now at 12 there; 1 more beyond 12 lost)"; got != want {
		t.Errorf("event reads %q, want %q", got, want)
	}
	if got := scored(evs, P1, 0, "arrows"); len(got) != 0 {
		t.Errorf("P1 scored arrows %v at a planet reached by best hand", got)
	}
}

// Ruling: a planet's colour rank is read the same from both seats. The same
// two hands at planet 1, tied up to the colour of the higher card, give
// best hand to whoever holds red 4 (red ranks first there), in either seat.
func TestRulingColourRankIsTheSameFromBothSeats(t *testing.T) {
	const layout = `
players: 2
phase: placing
seats:
  - planets: [[%s], [R1, G2], [B1]]
    hand: [Y2]
  - planets: [[%s], [R2, G3], [B2]]
    hand: [Y3]
`
	for _, tc := range []struct {
		p1, p2 string
		winner Player
	}{{"G1, R4", "Y1, B4", P1}, {"Y1, B4", "G1, R4", P2}} {
		s := scenario(t, fmt.Sprintf(layout, tc.p1, tc.p2))
		_, evs := play(t, s, "P1 place Y2 3 upright", "P2 place Y3 3 upright")
		if got := scored(evs, tc.winner, 0, "best hand"); !slices.Equal(got, []int{2}) {
			t.Errorf("P1 [%s] vs P2 [%s]: %v scored best hand %v at planet 1, want [2]", tc.p1, tc.p2, tc.winner, got)
		}
	}
}

// Ruling: all six tracking cards show the same sequence of icons. With
// every track at 5 (a green icon), a green card scores card matching for
// either player at any planet.
func TestRulingOneTrackingSequenceForAllSixCards(t *testing.T) {
	if StandardCards().Tracking[5] != Green {
		t.Fatal("the test needs a green icon at 5")
	}
	for planet := range NumPlanets {
		s := scenario(t, `
players: 2
phase: placing
seats:
  - track: [5, 5, 5]
    hand: [G1, R1, R2, R3, R4, B1]
  - track: [5, 5, 5]
    hand: [G2, Y1, Y2, Y3, Y4, B2]
`)
		_, evs := play(t, s, fmt.Sprintf("P1 place G1 %d upright", planet+1), fmt.Sprintf("P2 place G2 %d upright", planet+1))
		for _, p := range seats {
			if got := scored(evs, p, planet, "card matching"); !slices.Equal(got, []int{1}) {
				t.Errorf("%v's green card at planet %d on a green icon scored %v, want [1]", p, planet+1, got)
			}
		}
	}
}

// Ruling: "in sequence" means numbers one apart; it does not wrap from 4
// to 1.
func TestRulingInSequenceDoesNotWrap(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want HandRank
	}{
		{"R4", "R1", SameColour},
		{"R4", "B1", HighCard},
		{"R3", "R4", SameColourInSequence},
		{"G1", "Y2", InSequence},
	} {
		if got := RankHand(card(t, tc.a), card(t, tc.b)); got != tc.want {
			t.Errorf("RankHand(%s, %s) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// Ruling: a discard draws the top card set aside; when both discard, the
// second draws the next card, never the first player's discard, which is
// out of the round.
func TestRulingDiscardDrawsTheNextCardSetAside(t *testing.T) {
	s := scenario(t, `
players: 2
phase: discarding
seats:
  - hand: [R1, R2, R3, R4, B1, B2]
  - hand: [Y1, Y2, Y3, Y4, G1, G2]
`)
	aside := s.d.Aside
	s, _ = play(t, s, "P2 discard Y1", "P1 discard R1")
	top, next := aside.Cards[aside.N-1], aside.Cards[aside.N-2]
	if !s.Hand(P2).Has(top) || !s.Hand(P1).Has(next) {
		t.Errorf("P2 (first) drew %v, P1 drew %v; want %v then %v",
			s.Hand(P2)&^Hand(0).With(card(t, "Y2")), s.Hand(P1).Cards(), top, next)
	}
	if s.Hand(P1).Has(card(t, "Y1")) || s.View(P1).Aside != AsideSize-2 {
		t.Error("the first discard went back among the cards set aside")
	}
}

// CompareHands answers a best-hand question without a layout.
func TestCompareHands(t *testing.T) {
	planets := StandardCards().Planets
	for _, tc := range []struct {
		win, lose [2]string
		planet    int
	}{
		{[2]string{"R1", "B1"}, [2]string{"B2", "B3"}, 1}, // the rulebook's example
		{[2]string{"G1", "R4"}, [2]string{"Y1", "B4"}, 1}, // red ranks first at planet 1
		{[2]string{"Y1", "B4"}, [2]string{"G1", "R4"}, 3}, // blue before red at planet 3
		{[2]string{"R2", "G4"}, [2]string{"B1", "Y4"}, 2}, // second card's number
	} {
		w := [2]Card{card(t, tc.win[0]), card(t, tc.win[1])}
		l := [2]Card{card(t, tc.lose[0]), card(t, tc.lose[1])}
		p := planets[tc.planet-1]
		if p.CompareHands(w, l) <= 0 || p.CompareHands(l, w) >= 0 {
			t.Errorf("%v should beat %v at planet %d", tc.win, tc.lose, tc.planet)
		}
	}
}

// A solo scenario can say that no re-flips are left; leaving reflips out
// gives the level's number.
func TestSoloScenarioReflips(t *testing.T) {
	const layout = "players: 1\nlevel: captain\n%s"
	none := scenario(t, fmt.Sprintf(layout, "reflips: 0\n"))
	if slices.Contains(none.LegalMoves(P1), ReflipMove(P1)) || none.d.Reflips != 0 {
		t.Errorf("reflips: 0 leaves %d re-flips", none.d.Reflips)
	}
	def := scenario(t, fmt.Sprintf(layout, ""))
	if int(def.d.Reflips) != Captain.Reflips() {
		t.Errorf("no reflips field gives %d re-flips, want the level's %d", def.d.Reflips, Captain.Reflips())
	}
	if _, err := (Scenario{Players: 1, Level: Admiral, Reflips: new(2)}).Build(); err == nil {
		t.Error("an Admiral scenario with 2 re-flips left builds")
	}
}

func TestScenarioPhases(t *testing.T) {
	for _, tc := range []struct{ yaml, want string }{
		{"players: 1\nphase: placing\n", "a solo scenario is flipping"},
		{"players: 2\nphase: finished\nseats:\n  - hand: [R1, R2, R3, R4, B1, B2]\n  - hand: [Y1, Y2, Y3, Y4, G1, G2]\n", "a finished game has a winner"},
		{"players: 2\nphase: flipping\n", "only the solo game flips"},
	} {
		sc, err := LoadScenario("s.yaml", []byte(tc.yaml))
		if err == nil {
			_, err = sc.Build()
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.yaml, err, tc.want)
		}
	}
	s := scenario(t, "players: 2\nphase: finished\nseats:\n  - hand: [R1, R2, R3, R4, B1, B2]\n  - track: [12, 12, 12]\n    hand: [Y1, Y2, Y3, Y4, G1, G2]\n")
	if !s.Over() || winner(s) != P2 {
		t.Errorf("a finished scenario: over %v, winner %v; want P2", s.Over(), winner(s))
	}
}

// Every entry of the embedded card file says which of its values come
// from the rulebook and which are ours.
func TestCardFileMarksInventedValues(t *testing.T) {
	for i, line := range strings.Split(string(standardYAML), "\n") {
		entry := strings.HasPrefix(line, "  - {") || strings.HasPrefix(line, "tracking:")
		if entry && !strings.Contains(line, "# ours") && !strings.Contains(line, "# rulebook") {
			t.Errorf("standard.yaml:%d does not say whose values it holds: %s", i+1, line)
		}
	}
}

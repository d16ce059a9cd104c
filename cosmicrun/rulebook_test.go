package cosmicrun

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// "You play a green card, matching the green icon on the top of the tracking
// card, so you score 1 movement point and rotate the card from 0 to 1."
func TestRulebookCardMatching(t *testing.T) {
	s := scenario(t, `
players: 2
phase: placing
seats:
  - hand: [G2, R1, R2, R3, R4, B1]
  - hand: [Y1, Y2, Y3, Y4, B2, B3]
`)
	if got := StandardCards().Tracking[0]; got != Green {
		t.Fatalf("icon at 0 is %v, the example needs green", got)
	}
	s, evs := play(t, s, "P1 place G2 1 upright", "P2 place Y1 2 upright")
	if got := s.Track(P1, 0); got != 1 {
		t.Errorf("P1's tracking card at planet 1 shows %d, want 1", got)
	}
	if got := scored(evs, P1, 0, "card matching"); !slices.Equal(got, []int{1}) {
		t.Errorf("card-matching points for P1 at planet 1 = %v, want [1]", got)
	}
	if got := s.Track(P2, 1); got != 0 {
		t.Errorf("P2's yellow card on a green icon scored: track %d", got)
	}
}

// "At planet 1, you have a red 1 and a blue 1. Your opponent has a blue 2 and
// a blue 3. Your pair of 1s wins, so you score 2 points and rotate your
// tracking card two times."
func TestRulebookBestHand(t *testing.T) {
	s := scenario(t, `
players: 2
phase: placing
seats:
  - track: [1, 0, 0]
    planets: [[R1, B1], [G1, G2], [Y1]]
    hand: [Y2]
  - planets: [[B2, B3], [R3, R4], [G3]]
    hand: [G4]
`)
	s, evs := play(t, s, "P1 place Y2 3 upright", "P2 place G4 3 upright")
	if got := scored(evs, P1, 0, "best hand"); !slices.Equal(got, []int{2}) {
		t.Errorf("P1's best-hand points at planet 1 = %v, want [2]", got)
	}
	if got := scored(evs, P2, 0, "best hand"); len(got) != 0 {
		t.Errorf("P2 scored best hand at planet 1: %v", got)
	}
	arrows := scored(evs, P1, 0, "arrows")
	if got, want := s.Track(P1, 0), 1+2+sum(arrows); got != want {
		t.Errorf("P1's track at planet 1 = %d, want %d (1 + 2 for best hand + %v for arrows)", got, want, arrows)
	}
}

// "At Planet 1, you have a red arrow pointing left (wrapping to planet 3). At
// Planet 3, you have 2 red cards, so you score 2 movement points at Planet 1
// for this arrow. The other arrow at Planet 1 is green and points right. You
// have no green cards at Planet 2, so you score 0 for this arrow."
func TestRulebookArrows(t *testing.T) {
	s := scenario(t, `
players: 2
phase: placing
seats:
  - planets: [[B3, Y1 turned], [B1], [R1, R2]]
    hand: [Y3]
  - planets: [[G1, G2], [G3, G4], [B2]]
    hand: [B4]
`)
	b3, y1 := StandardCards().Ship(card(t, "B3")).Active(false), StandardCards().Ship(card(t, "Y1")).Active(true)
	if diff := cmp.Diff([2]Arrow{{Red, Left}, {Green, Right}}, [2]Arrow{b3, y1}); diff != "" {
		t.Fatalf("the cards do not show the example's arrows (-want +got):\n%s", diff)
	}
	_, evs := play(t, s, "P1 place Y3 2 upright", "P2 place B4 3 upright")
	if got := scored(evs, P1, 0, "arrows"); !slices.Equal(got, []int{2}) {
		t.Errorf("P1's arrow points at planet 1 = %v, want [2]", got)
	}
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

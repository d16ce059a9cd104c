package cosmicrun

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

func TestSoloFirstCardChoosesSecondIsForced(t *testing.T) {
	s, err := New(Config{Players: 1, Seed: 5, Level: Captain})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := s.LegalMoves(P1), []Move{MineMove(P1, false), MineMove(P1, true), TheirsMove(P1), ReflipMove(P1)}; !slices.Equal(got, want) {
		t.Fatalf("first card: legal moves %v, want %v", got, want)
	}
	first := s.Flipped()
	s, _ = s.Apply(MineMove(P1, true))
	if got := s.Slots(P1, 0)[0]; got != (Slot{Card: first, Rotated: true}) {
		t.Fatalf("planet 1, own side: %+v, want the flipped card turned", got)
	}
	if got, want := s.LegalMoves(P1), []Move{TheirsMove(P1), ReflipMove(P1)}; !slices.Equal(got, want) {
		t.Fatalf("second card: legal moves %v, want %v", got, want)
	}
	if _, err := s.Apply(MineMove(P1, false)); !isRule(err, "solo placing") {
		t.Fatalf("placing the second card on the same side: %v", err)
	}
	second := s.Flipped()
	s, _ = s.Apply(TheirsMove(P1))
	if got := s.Slots(P2, 0)[0].Card; got != second {
		t.Fatalf("planet 1, opposing side holds %v, want %v", got, second)
	}
	if got := s.d.soloPlanet(); got != 1 {
		t.Errorf("the next card goes to planet %d, want 2", got+1)
	}
}

func TestSoloReflipsPerLevel(t *testing.T) {
	for _, tc := range []struct {
		level Level
		want  int
	}{{Cadet, 3}, {Captain, 2}, {Admiral, 1}} {
		s, _ := New(Config{Players: 1, Seed: 1, Level: tc.level})
		n := 0
		for slices.Contains(s.LegalMoves(P1), ReflipMove(P1)) {
			before := s.Flipped()
			s, _ = s.Apply(ReflipMove(P1))
			if s.Flipped() == before || !s.View(P1).Rejected.Has(before) {
				t.Fatalf("%v: re-flip did not replace the card face up", tc.level)
			}
			n++
		}
		if n != tc.want {
			t.Errorf("%v allows %d re-flips a round, want %d", tc.level, n, tc.want)
		}
		if _, err := s.Apply(ReflipMove(P1)); !isRule(err, "difficulty level") {
			t.Errorf("%v: one re-flip too many gave %v", tc.level, err)
		}
	}
}

// With no re-flip left, a card that can only go to the opposing side is
// placed there at once: there is nothing to decide.
func TestSoloForcedOpposingCardIsAutomatic(t *testing.T) {
	s, _ := New(Config{Players: 1, Seed: 2, Level: Admiral})
	s, _ = s.Apply(ReflipMove(P1))
	s, _ = s.Apply(MineMove(P1, false))
	if got := countPair(s.Slots(P2, 0)); got != 1 {
		t.Fatalf("opposing side at planet 1 has %d cards, want the forced card", got)
	}
	if s.d.Step != 2 || s.d.soloPlanet() != 1 {
		t.Errorf("step %d; want the next card at planet 2", s.d.Step)
	}
}

const soloLastCard = `
players: 1
phase: flipping
roundcard: %d
seats:
  - planets: [[R2, G4], [Y3, B3], [G1]]
  - planets: [[R1, B1], [Y1, G2], [R3, R4]]
flipped: Y2
`

// The opposing side does not score, but a better hand there stops the
// player scoring best hand.
func TestSoloOpposingSideBlocksBestHand(t *testing.T) {
	s := scenario(t, fmt.Sprintf(soloLastCard, 4))
	if got := s.LegalMoves(P1); slices.Contains(got, TheirsMove(P1)) {
		t.Fatalf("the last card's side is forced, but theirs is legal: %v", got)
	}
	s, evs := play(t, s, "P1 mine upright")
	if got := scored(evs, P1, 0, "best hand"); len(got) != 0 {
		t.Errorf("P1 scored best hand %v at planet 1 against the opposing pair", got)
	}
	if got := scored(evs, P1, 1, "best hand"); !slices.Equal(got, []int{2}) {
		t.Errorf("P1's pair of 3s at planet 2 scored %v, want [2]", got)
	}
	if s.RoundCard() != 3 || s.Round() != 2 || s.Over() {
		t.Errorf("round card %d, round %d, over %v; want 3, 2, false", s.RoundCard(), s.Round(), s.Over())
	}
}

func TestSoloLosesWhenTheRoundCardReachesZero(t *testing.T) {
	s := scenario(t, fmt.Sprintf(soloLastCard, 1))
	s, evs := play(t, s, "P1 mine upright")
	if !s.Over() || winner(s) != NoPlayer || !s.Result().Lost {
		t.Fatalf("over %v, winner %v, result %+v; want a lost game", s.Over(), winner(s), s.Result())
	}
	if last := evs[len(evs)-1]; last.Kind != Lost {
		t.Errorf("last event %v, want the loss", last)
	}
}

func TestSoloWinsOnReachingTheThirdPlanet(t *testing.T) {
	s := scenario(t, `
players: 1
phase: flipping
seats:
  - track: [12, 12, 11]
    planets: [[R2, G4], [Y3, B3], [G1]]
  - planets: [[R1, B1], [Y1, G2], [R3, R4]]
flipped: B2
`)
	s, _ = play(t, s, "P1 mine upright") // blue card on the blue icon at 11
	if !s.Over() || winner(s) != P1 || s.Result().Lost {
		t.Fatalf("over %v winner %v; want P1 to win at once", s.Over(), winner(s))
	}
}

func isRule(err error, rule string) bool {
	var re *RuleError
	return errors.Is(err, ErrIllegalMove) && errors.As(err, &re) && re.Rule == rule
}

package beforeearth

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// outcome is what one round of two action cards did, taking the first
// option at every decision.
type outcome struct {
	Cancelled  [2]bool
	Damage     [2]int
	Tech       [2]int
	Black      [2]int // collected from Quarry 1, which holds 2 black
	Tiebreaker Player
}

// TestActionCards plays every pair of action cards and checks the
// reactions (who is cancelled and damaged), the actions (technology,
// collecting), Invade performing a cancelled Mine, the order on equal cards
// (the tiebreaker holder collects Quarry 1 first) and the tiebreaker token
// passing on equal cards.
func TestActionCards(t *testing.T) {
	none, p1, p2 := [2]bool{}, [2]bool{true, false}, [2]bool{false, true}
	hurt := func(c [2]bool) [2]int { return [2]int{b2i(c[0]), b2i(c[1])} }
	tests := []struct {
		p1, p2    Action
		cancelled [2]bool
		tech      [2]int
		black     [2]int
	}{
		{Scout, Scout, none, [2]int{1, 1}, [2]int{}},
		{Scout, Invade, p2, [2]int{1, 0}, [2]int{}},
		{Scout, Occupy, none, [2]int{1, 0}, [2]int{}},
		{Scout, Mine, p1, [2]int{0, 0}, [2]int{0, 2}},
		{Invade, Scout, p1, [2]int{0, 1}, [2]int{}},
		{Invade, Invade, none, [2]int{}, [2]int{}},
		{Invade, Occupy, p2, [2]int{}, [2]int{}},
		{Invade, Mine, p2, [2]int{}, [2]int{2, 0}},
		{Occupy, Scout, none, [2]int{0, 1}, [2]int{}},
		{Occupy, Invade, p1, [2]int{}, [2]int{}},
		{Occupy, Occupy, none, [2]int{}, [2]int{}},
		{Occupy, Mine, none, [2]int{}, [2]int{0, 2}},
		{Mine, Scout, p2, [2]int{}, [2]int{2, 0}},
		{Mine, Invade, p1, [2]int{}, [2]int{0, 2}},
		{Mine, Occupy, none, [2]int{}, [2]int{2, 0}},
		{Mine, Mine, none, [2]int{}, [2]int{2, 0}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%v%v", tt.p1, tt.p2), func(t *testing.T) {
			s := scenario(t, `
ship_row: ["", "", ""]
planet_row: ["", "", ""]
quarries: [{black: 2}]
`)
			want := outcome{Cancelled: tt.cancelled, Damage: hurt(tt.cancelled), Tech: tt.tech, Black: tt.black, Tiebreaker: P1}
			if tt.p1 == tt.p2 {
				want.Tiebreaker = P2
			}
			s, evs := play(t, s, "P1 play "+tt.p1.String(), "P2 play "+tt.p2.String())
			var got outcome
			for _, e := range evs {
				if e.Kind == Cancelled {
					got.Cancelled[other(e.Player)] = true
				}
			}
			if s.Round() == 1 {
				s = firstMoves(t, s)
			}
			got.Damage = [2]int{s.Damage(P1), s.Damage(P2)}
			got.Tech = [2]int{s.Tech(P1), s.Tech(P2)}
			got.Black = [2]int{int(s.Resources(P1)[Black]), int(s.Resources(P2)[Black])}
			got.Tiebreaker = s.Tiebreaker()
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestOccupyDiscount checks that Occupy and a stolen Occupy take 2 off the
// cost, never below 0, and that a cancelled Occupy gives nothing.
func TestOccupyDiscount(t *testing.T) {
	tests := []struct {
		name   string
		p1, p2 Action
		who    Player
		have   string
		want   []string
	}{
		{"Occupy pays San-31's 4 with 2", Occupy, Occupy, P1, "{white: 1, grey: 1}", []string{"P1 colonize San-31", "P1 done"}},
		{"no discount, cannot pay 4 with 2", Scout, Occupy, P1, "{white: 1, grey: 1}", nil},
		{"cancelled Occupy colonizes nothing", Occupy, Invade, P1, "{white: 2, grey: 1, black: 1}", nil},
		{"stolen discount", Invade, Occupy, P1, "{white: 1, grey: 1}", []string{"P1 colonize San-31", "P1 done"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := scenario(t, fmt.Sprintf(`
ship_row: ["", "", ""]
planet_row: [San-31, "", ""]
seats:
  - {played: %v, resources: %s}
  - {played: %v}
`, tt.p1, tt.have, tt.p2))
			for n := 0; s.Phase() != Colonize && s.Round() == 1 && n < 20; n++ {
				s, _ = s.Apply(s.LegalMoves(s.ToMove()[0])[0])
			}
			var got []string
			if s.Round() == 1 {
				got = moveTexts(s, tt.who)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("colonize options (-want +got):\n%s", diff)
			}
		})
	}
}

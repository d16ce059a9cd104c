package beforeearth

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestInvadePerformsMine checks Invade against Mine: Invade's reaction
// cancels Mine and deals 1 damage, and Invade's action is Mine's, so the
// Invade player chooses the Quarry and the Mine player collects nothing.
func TestInvadePerformsMine(t *testing.T) {
	s := scenario(t, `
ship_row: ["", "", ""]
planet_row: ["", "", ""]
quarries: [{black: 1}, {grey: 2}, {white: 3}]
seats:
  - {played: D}
  - {played: B}
`)
	if diff := cmp.Diff([]string{"P2 quarry 1", "P2 quarry 2", "P2 quarry 3"}, moveTexts(s, P2)); diff != "" {
		t.Fatalf("the Invade player chooses the Quarry (-want +got):\n%s", diff)
	}
	if len(s.ToMove()) != 1 || s.ToMove()[0] != P2 {
		t.Fatalf("to move %v, want only the Invade player", s.ToMove())
	}
	s, _ = play(t, s, "P2 quarry 3")
	want := tracks{Res: [2]Resources{{}, {0, 0, 3}}, Damage: [2]int{1, 0}}
	if diff := cmp.Diff(want, tableOf(s)); diff != "" {
		t.Errorf("after the round (-want +got):\n%s", diff)
	}
	if s.Round() != 2 || s.Quarry(0).Total() != 2 || s.Quarry(1).Total() != 3 || s.Quarry(2).Total() != 1 {
		t.Errorf("round %d, quarries %v %v %v; want round 2 and Quarry 3 collected", s.Round(), s.Quarry(0), s.Quarry(1), s.Quarry(2))
	}
}

// TestColonizeOrder checks that players colonize in alphabetical order and,
// on equal cards, the tiebreaker holder gets first choice.
func TestColonizeOrder(t *testing.T) {
	tests := []struct {
		name       string
		tiebreaker Player
		p1, p2     Action
		first      Player
	}{
		{"equal cards, P1 holds the token", P1, Occupy, Occupy, P1},
		{"equal cards, P2 holds the token", P2, Occupy, Occupy, P2},
		{"Scout before Occupy", P1, Occupy, Scout, P2},
		{"Occupy before Mine", P2, Occupy, Mine, P1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := scenario(t, `
tiebreaker: `+tt.tiebreaker.String()+`
ship_row: ["", "", ""]
planet_row: [Eplade, "", ""]
quarries: [{white: 2}, {white: 2}, {white: 2}]
seats:
  - {played: `+tt.p1.String()+`, resources: {white: 2}}
  - {played: `+tt.p2.String()+`, resources: {white: 2}}
`)
			for n := 0; s.Phase() != Colonize && n < 10; n++ {
				s, _ = s.Apply(s.LegalMoves(s.ToMove()[0])[0])
			}
			f := tt.first.String()
			want := []string{f + " colonize Eplade", f + " done"}
			if diff := cmp.Diff(want, moveTexts(s, tt.first)); diff != "" {
				t.Errorf("first choice of the planets (-want +got):\n%s", diff)
			}
			if got := s.ToMove(); len(got) != 1 || got[0] != tt.first {
				t.Errorf("to move %v, want %v", got, tt.first)
			}
		})
	}
}

// TestDiscountNeverBelowZero checks that a discount larger than a planet's
// cost makes it free and takes nothing else: Occupy's 2 and Nuonus's 3 on
// Eplade (2 white).
func TestDiscountNeverBelowZero(t *testing.T) {
	tests := []struct {
		name  string
		moves []string
	}{
		{"Occupy", []string{"P1 done", "P1 colonize Eplade"}},
		{"Nuonus", []string{"P1 use Nuonus"}}, // the only planet it can colonize: the engine takes it
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := play(t, scenario(t, `
ship_row: ["", "", ""]
planet_row: [Eplade, "", ""]
seats:
  - {played: C, resources: {white: 2, grey: 1}, planets: [Nuonus]}
  - {played: C}
`), tt.moves...)
			if got := s.Resources(P1); got != (Resources{0, 1, 2}) {
				t.Errorf("P1 holds %v, want all 3 kept", got)
			}
			if got := s.Colonized(P1); len(got) != 2 {
				t.Errorf("P1 colonized %v, want Eplade too", got)
			}
		})
	}
}

// TestPlanetAbilityTiming checks when planet abilities may be used: not in
// the Reactions phase, in the Actions phase right after one's own action,
// and in the Colonize phase.
func TestPlanetAbilityTiming(t *testing.T) {
	s := scenario(t, `
ship_row: [Genesis, Chelzane-0521, ""]
planet_row: ["", "", ""]
seats:
  - {played: A, planets: [Eplade, CID-31]}
  - {played: C}
`)
	if diff := cmp.Diff([]string{"P1 ship Genesis", "P1 ship Chelzane-0521"}, moveTexts(s, P1)); diff != "" {
		t.Errorf("Reactions: only Scout's spaceship (-want +got):\n%s", diff)
	}
	if rule := refused(t, s, "P1 use Eplade"); rule != ruleDecision {
		t.Errorf("a planet ability in the Reactions phase: rule %q", rule)
	}
	s, _ = play(t, s, "P1 ship Genesis")
	if s.Phase() != Actions || s.Tech(P1) != 1 {
		t.Fatalf("phase %v, technology %d; want the Actions window after Scout's action", s.Phase(), s.Tech(P1))
	}
	if diff := cmp.Diff([]string{"P1 use CID-31", "P1 use Eplade", "P1 done"}, moveTexts(s, P1)); diff != "" {
		t.Errorf("Actions window (-want +got):\n%s", diff)
	}
	s, _ = play(t, s, "P1 use Eplade", "P1 done")
	if s.Phase() != Colonize {
		t.Fatalf("phase %v, want colonize", s.Phase())
	}
	if diff := cmp.Diff([]string{"P1 use CID-31", "P1 done"}, moveTexts(s, P1)); diff != "" {
		t.Errorf("Colonize window: Eplade is face down (-want +got):\n%s", diff)
	}
	s, _ = play(t, s, "P1 done")
	if s.Round() != 2 || s.Phase() != Choose || s.Tech(P1) != 2 {
		t.Errorf("round %d, phase %v, technology %d; want round 2 with Eplade's technology", s.Round(), s.Phase(), s.Tech(P1))
	}
}

// TestMaintenance checks Phase 4: one resource on each Quarry that is not
// full, rows refilled to 3, action cards back in hand, and the tiebreaker
// token passed only when both played the same card.
func TestMaintenance(t *testing.T) {
	tests := []struct {
		p1, p2     Action
		tiebreaker Player
	}{
		{Occupy, Occupy, P2},
		{Invade, Invade, P2},
		{Occupy, Invade, P1},
		{Invade, Occupy, P1},
	}
	for _, tt := range tests {
		t.Run(tt.p1.String()+tt.p2.String(), func(t *testing.T) {
			s := scenario(t, `
ship_row: [Genesis, "", ""]
planet_row: ["", San-31, ""]
quarries: [{white: 4}, {}, {black: 3}]
seats:
  - {played: `+tt.p1.String()+`}
  - {played: `+tt.p2.String()+`}
`)
			if s.Round() != 2 {
				t.Fatalf("round %d, want the round resolved without decisions", s.Round())
			}
			got := [NumQuarries]int{s.Quarry(0).Total(), s.Quarry(1).Total(), s.Quarry(2).Total()}
			if want := [NumQuarries]int{4, 1, 4}; got != want {
				t.Errorf("quarries hold %v, want %v", got, want)
			}
			if s.Bag().Total() != TotalResources-9 {
				t.Errorf("bag holds %d, want %d", s.Bag().Total(), TotalResources-9)
			}
			ships, planets := s.ShipRow(), s.PlanetRow()
			for k := range RowSize {
				if ships[k] == "" || planets[k] == "" {
					t.Errorf("rows %v and %v are not refilled to 3", ships, planets)
					break
				}
			}
			if ships[0] != "Genesis" || planets[1] != "San-31" {
				t.Errorf("rows %v and %v: the cards left in place moved", ships, planets)
			}
			for _, p := range bothPlayers {
				if diff := cmp.Diff([]string{p.String() + " play A", p.String() + " play B", p.String() + " play C", p.String() + " play D"}, moveTexts(s, p)); diff != "" {
					t.Errorf("%v's action cards are back in hand (-want +got):\n%s", p, diff)
				}
			}
			if s.Tiebreaker() != tt.tiebreaker {
				t.Errorf("tiebreaker %v, want %v", s.Tiebreaker(), tt.tiebreaker)
			}
		})
	}
}

// cancels's table gives the rulebook's reactions for every two cards, and
// nothing for values that are no card.
func TestCancelsTable(t *testing.T) {
	for mine := range Action(255) {
		for theirs := range Action(255) {
			want := mine == Scout && theirs == Invade ||
				mine == Invade && (theirs == Occupy || theirs == Mine) ||
				mine == Mine && theirs == Scout
			if got := cancels(mine, theirs); got != want {
				t.Fatalf("cancels(%d, %d) = %v, want %v", mine, theirs, got, want)
			}
		}
	}
}

package animalkingdom

import (
	"slices"
	"testing"
)

// TestClaimDuringTheGlobalAbilityIsPlacedThen: Fauna claims are checked
// after every step of any player, so an objective met while the Global
// Ability resolves, between the last player's turn and the first's,
// takes its position then, before any claim of the next turn. P2, the
// last player, reaches 20 soil for the European Mole through the
// Vietnamese Pot-Bellied Pig's Global (1 soil a Terrain); P1 reaches it
// only in its next turn (Compost's 5 soil): P2 takes 15 and P1 11.
func TestClaimDuringTheGlobalAbilityIsPlacedThen(t *testing.T) {
	s := toGlobal(t, build(t, `
players: 2
active: 2
global: Vietnamese Pot-Bellied Pig
fauna: [European Mole, Andean Condor, Bald Eagle, Emerald Tree Boa]
seats:
  - animals: [Jaguar]
    soil: 18
    tableau:
      - {card: Japanese Maple, row: 0, col: 0}
  - animals: [Tarsier]
    soil: 19
    tableau:
      - {card: Mountain Ridge Terrain, row: 0, col: 0}
`))
	if got := s.Soil(1); got != 19 {
		t.Fatalf("P2 holds %d soil before the Global Ability, want 19", got)
	}
	s = play(t, s, "P1 skip", "P2 global 1")
	mole := s.FaunaBoard()[0]
	if mole.Fauna.Name != "European Mole" || !slices.Equal(mole.Leaves, []Player{1}) || len(mole.Claiming) != 0 {
		t.Fatalf("after P2's Global: %s holds %v and %v to place, want P2's Leaf placed", mole.Fauna.Name, mole.Leaves, mole.Claiming)
	}
	for s.Phase() != ActionPhase {
		s = declineOne(t, s) // P2's Leaf activates P2's Animals
	}
	s = play(t, s, "P1 action compost")
	for s.Active() == 0 && !s.Over() {
		s = declineOne(t, s)
	}
	mole = s.FaunaBoard()[0]
	if !slices.Equal(mole.Leaves, []Player{1, 0}) {
		t.Fatalf("after P1's turn the European Mole holds %v, want P2 then P1", mole.Leaves)
	}
	i := slices.IndexFunc(s.Result().Rows, func(r Row) bool { return r.Name == "fauna" })
	if i < 0 {
		t.Fatal("no fauna row")
	}
	if got := s.Result().Rows[i].Values; got[0] != 11 || got[1] != 15 {
		t.Errorf("fauna row %v, want P1 11 and P2 15", got)
	}
}

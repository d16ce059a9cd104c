package beforeearth

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestVictories checks each way to win, the moment it happens.
func TestVictories(t *testing.T) {
	tests := []struct {
		name    string
		yaml    string
		moves   []string
		winner  Player
		victory Victory
		tie     string // the Result's Tiebreak
	}{
		{"7 damage to the opponent", `
ship_row: [The Excalüber, "", ""]
seats:
  - {played: A}
  - {played: C, damage: 6}
`, nil, P1, ByDamage, ""},
		{"7 planets", `
planet_row: [Eplade, "", ""]
seats:
  - {played: C, resources: {white: 2}, planets: [Nestarvis, Drecolara, Kukroth, Lok-31, Nuonus, OSI-31]}
  - {played: C}
`, []string{"P1 done", "P1 colonize Eplade"}, P1, ByPlanets, ""},
		{"7 planets, face-down ones included", `
planet_row: [Eplade, "", ""]
seats:
  - played: C
    resources: {white: 2}
    planets: [Nestarvis, Drecolara, Kukroth, Lok-31, Nuonus, OSI-31]
    face_down: [Nestarvis, Drecolara, Kukroth, Lok-31, Nuonus, OSI-31]
  - {played: C}
`, []string{"P1 colonize Eplade"}, P1, ByPlanets, ""},
		{"The Destroyer at 6 damage", `
ship_row: [The Excalüber, "", ""]
seats:
  - {played: A, fleet: [The Destroyer]}
  - {played: C, damage: 5}
`, nil, P1, ByShip, ""},
		{"taking The Destroyer when the opponent is at 6", `
ship_row: [The Destroyer, "", ""]
seats:
  - {played: A}
  - {played: C, damage: 6}
`, nil, P1, ByShip, ""},
		{"The Nihilist beats the opponent's 7 damage", `
ship_row: [The Excalüber, "", ""]
seats:
  - {played: A}
  - {played: C, damage: 6, fleet: [The Nihilist]}
`, nil, P2, ByShip, TiebreakSpaceship},
		{"The Nihilist reached by a cancel", `
seats:
  - {played: C, damage: 6, fleet: [The Nihilist]}
  - {played: B}
`, nil, P1, ByShip, TiebreakSpaceship},
		{"technology mid-phase, before the opponent acts", `
tiebreaker: P2
ship_row: ["", "", ""]
seats:
  - {played: A, technology: 6}
  - {played: A, technology: 6}
`, nil, P2, ByTech, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := scenario(t, tt.yaml)
			s, _ = play(t, s, tt.moves...)
			res := s.Result()
			if diff := cmp.Diff([]Player{tt.winner}, res.Winners); diff != "" || res.Victory != tt.victory || !s.Over() {
				t.Errorf("winners (-want +got):\n%s\nby %v, want %v", diff, res.Victory, tt.victory)
			}
			if res.Tiebreak != tt.tie {
				t.Errorf("Tiebreak %q, want %q", res.Tiebreak, tt.tie)
			}
			if s.ToMove() == nil || len(s.ToMove()) != 0 || len(s.LegalMoves(P1))+len(s.LegalMoves(P2)) != 0 {
				t.Errorf("game over but %v to move", s.ToMove())
			}
		})
	}
}

// TestGenesis checks that the opponent of Genesis's owner needs 8 planets.
func TestGenesis(t *testing.T) {
	s := scenario(t, `
planet_row: [Eplade, Kukroth, ""]
seats:
  - {played: C, resources: {white: 2}, planets: [Nestarvis, Drecolara, Hoenides, Lok-31, Nuonus, OSI-31]}
  - {played: C, fleet: [Genesis]}
`)
	s, _ = play(t, s, "P1 done", "P1 colonize Eplade")
	if s.Over() || len(s.Colonized(P1)) != 7 {
		t.Fatalf("7 planets against Genesis: over %v with %v", s.Over(), s.Colonized(P1))
	}
	if got := rowValues(t, s.Result(), PlanetsToWinRow)[P1]; got != 8 {
		t.Errorf("P1 needs %d planets, want 8", got)
	}
}

// TestCancelledPlayerUsesPlanetsAfterOpponent checks that a cancelled
// player may use planet abilities, but only after the opponent resolved
// their action.
func TestCancelledPlayerUsesPlanetsAfterOpponent(t *testing.T) {
	s := scenario(t, `
ship_row: ["", "", ""]
quarries: [{black: 2}, {grey: 1}, {white: 3}]
seats:
  - {played: A, planets: [Eplade]}
  - {played: D}
`)
	if !s.Cancelled(P1) || !slices.Equal(s.ToMove(), []Player{P2}) {
		t.Fatalf("cancelled %v, to move %v; want P1 cancelled and P2 mining", s.Cancelled(P1), s.ToMove())
	}
	if got := moveTexts(s, P1); got != nil {
		t.Errorf("P1 may act before P2's action: %v", got)
	}
	s, _ = play(t, s, "P2 quarry 3")
	if diff := cmp.Diff([]string{"P1 use Eplade", "P1 done"}, moveTexts(s, P1)); diff != "" {
		t.Errorf("P1's window after P2's action (-want +got):\n%s", diff)
	}
}

// TestPlanetTargetAsWritten checks that "opponent need N planets to win"
// sets the opponent's target to N, lower than 7 as well as higher.
func TestPlanetTargetAsWritten(t *testing.T) {
	cs, err := LoadCards("short.yaml", []byte(`
name: short
quarry_capacity: 4
spaceships:
  - {name: Beacon, origin: original, ability: opponent need 2 planets to win}
  - {name: Wall, origin: original, ability: opponent need 9 planets to win}
  - {name: Dart, origin: original, ability: gain 1 tech}
planets:
  - {name: Alpha, origin: original, cost: {black: 1}, ability: gain 1 tech}
  - {name: Beta, origin: original, cost: {grey: 1}, ability: gain 1 tech}
  - {name: Gamma, origin: original, cost: {white: 1}, ability: gain 1 tech}
`))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		fleet string
		want  [2]int
	}{
		{"[]", [2]int{7, 7}},
		{"[Beacon]", [2]int{7, 2}},
		{"[Wall]", [2]int{7, 9}},
		{"[Beacon, Wall]", [2]int{7, 9}},
	}
	for _, tt := range tests {
		t.Run(tt.fleet, func(t *testing.T) {
			sc, err := LoadScenario("s.yaml", []byte("seats: [{fleet: "+tt.fleet+"}]"))
			if err != nil {
				t.Fatal(err)
			}
			sc.Cards = cs
			s, err := sc.Build()
			if err != nil {
				t.Fatal(err)
			}
			need := rowValues(t, s.Result(), PlanetsToWinRow)
			if got := [2]int{need[0], need[1]}; got != tt.want {
				t.Errorf("planets to win %v, want %v", got, tt.want)
			}
		})
	}
}

// TestLowVictoryNumbers checks that spaceship conditions with numbers below
// 7, as a card set may print them, win the moment they are met: the quick
// test that nobody can win works from the lowest numbers of the set.
func TestLowVictoryNumbers(t *testing.T) {
	cs := StandardCards()
	for name, text := range map[string]string{
		"The Destroyer": "win if opponent has 3+ damage",
		"Genesis":       "opponent need 5 planets to win",
	} {
		a, err := ParseAbility(text)
		if err != nil {
			t.Fatal(err)
		}
		sh := &cs.Ships[cs.shipIndex(name)]
		sh.Ability, sh.WinOpponentDamage, sh.OpponentPlanets = a, 0, 0
	}
	tests := []struct {
		name    string
		yaml    string
		moves   []string
		victory Victory
	}{
		{"The Destroyer at 3 damage", `
ship_row: [The Excalüber, "", ""]
seats:
  - {played: A, fleet: [The Destroyer]}
  - {played: C, damage: 2}
`, nil, ByShip},
		{"5 planets against Genesis at 5", `
planet_row: [Eplade, Kukroth, ""]
seats:
  - {played: C, resources: {white: 2}, planets: [Nestarvis, Drecolara, Hoenides, Lok-31]}
  - {played: C, fleet: [Genesis]}
`, []string{"P1 done", "P1 colonize Eplade"}, ByPlanets},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := LoadScenario(t.Name()+".yaml", []byte(tt.yaml))
			if err != nil {
				t.Fatal(err)
			}
			sc.Cards = cs
			s, err := sc.Build()
			if err != nil {
				t.Fatal(err)
			}
			s, _ = play(t, s, tt.moves...)
			if res := s.Result(); !s.Over() || !slices.Equal(res.Winners, []Player{P1}) || res.Victory != tt.victory {
				t.Errorf("over %v, winners %v by %v; want P1 by %v", s.Over(), res.Winners, res.Victory, tt.victory)
			}
		})
	}
}

package beforeearth

import (
	"errors"
	"strings"
	"testing"
)

// TestIllegalMoves checks that each illegal move is refused with the rule it
// breaks, leaving the state unchanged.
func TestIllegalMoves(t *testing.T) {
	tests := []struct {
		name   string
		yaml   string
		before []string
		move   string
		rule   string
		reason string
	}{
		{"second action card", "{}", []string{"P1 play A"}, "P1 play B", ruleChoose, "already chosen"},
		{"no secret choice yet", "{}", nil, "P1 done", ruleChoose, "in secret"},
		{"not your decision", `
ship_row: [STS Jude 0331, Chelzane-0521, The Davnarock]
seats: [{played: A}, {played: D}]
`, nil, "P2 quarry 1", ruleDecision, "P1's decision"},
		{"wrong kind of answer", `
ship_row: [STS Jude 0331, Chelzane-0521, The Davnarock]
seats: [{played: A}, {played: D}]
`, nil, "P1 done", ruleDecision, "which available spaceship"},
		{"spaceship not available", `
ship_row: [STS Jude 0331, Chelzane-0521, The Davnarock]
seats: [{played: A}, {played: D}]
`, nil, "P1 ship The Nihilist", ruleShips, "not available"},
		{"planet too dear", `
planet_row: [San-31, Eplade, ""]
seats: [{played: C}, {played: C}]
`, nil, "P1 colonize San-31", ruleColonize, "cannot pay"},
		{"planet not available", `
planet_row: [San-31, Eplade, ""]
seats: [{played: C}, {played: C}]
`, nil, "P1 colonize Nestarvis", ruleColonize, "not available"},
		{"cancelled player colonizes", `
planet_row: [Eplade, "", ""]
seats: [{played: B}, {played: C, planets: [CID-31], resources: {white: 2}}]
`, []string{"P2 done", "P1 done"}, "P2 colonize Eplade", ruleColonize, "not cancelled"},
		{"second colonization", `
planet_row: [Eplade, Kukroth, ""]
seats: [{played: C, planets: [CID-31]}, {played: C}]
`, []string{"P1 done", "P1 colonize Eplade"}, "P1 colonize Kukroth", ruleColonize, "already colonized"},
		{"face-down planet", `
seats: [{played: C, planets: [Eplade, CID-31], face_down: [Eplade]}, {played: C}]
`, nil, "P1 use Eplade", rulePlanets, "face down"},
		{"someone else's planet", `
seats: [{played: C, planets: [CID-31]}, {played: C, planets: [Eplade]}]
`, nil, "P1 use Eplade", rulePlanets, "has not colonized"},
		{"planet ability that cannot be paid", `
seats: [{played: C, planets: [CID-31, Hoenides], resources: {grey: 1}}, {played: C}]
`, nil, "P1 use Hoenides", rulePlanets, "cannot be paid"},
		{"spend what you lack", `
seats: [{played: C, planets: [Drecolara], resources: {black: 2, grey: 1}}, {played: C}]
`, []string{"P1 use Drecolara"}, "P1 spend white", rulePlanets, "no white"},
		{"quarry collected twice", `
quarries: [{black: 1}, {grey: 1}, {white: 1}]
seats: [{played: C, planets: [Blion-56-Y]}, {played: C}]
`, []string{"P1 use Blion-56-Y", "P1 quarry 1"}, "P1 quarry 1", rulePlanets, "Quarry 1"},
		{"take what the supply lacks", `
ship_row: [The Davnarock, "", ""]
seats: [{played: A}, {played: C, resources: {grey: 10}}]
`, nil, "P1 take grey", ruleShips, "supply has no grey"},
		{"pay what the cost lacks", `
planet_row: [Lok-31, "", ""]
seats: [{played: C, planets: [OSI-31], resources: {black: 2, grey: 1, white: 1}}, {played: C}]
`, []string{"P1 use OSI-31"}, "P1 pay grey", ruleColonize, "remaining cost is 2 black, 1 white"},
		{"option that does not exist", `
seats: [{played: C, technology: 1, planets: [Drecolara], resources: {black: 2}}, {played: C}]
`, []string{"P1 use Drecolara"}, "P1 option 3", rulePlanets, "does not exist"},
		{"search outside the deck", `
ship_row: [ISS Salvation, "", ""]
planet_row: [Nestarvis, "", ""]
seats: [{played: A}, {played: C}]
`, nil, "P1 search Nestarvis", ruleShips, "not in the planet deck"},
		{"planet ability colonizes too dear a planet", `
planet_row: [Eplade, Kukroth, San-31]
seats: [{played: C, planets: [OSI-31]}, {played: C}]
`, []string{"P1 use OSI-31"}, "P1 colonize San-31", ruleColonize, "cannot pay"},
		{"game over", `
ship_row: [The Excalüber, "", ""]
seats: [{played: A}, {played: C, damage: 6}]
`, nil, "P2 play A", ruleWinning, "game is over"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := scenario(t, tt.yaml)
			s, _ = play(t, s, tt.before...)
			m, err := ParseMove(s, tt.move)
			if err != nil {
				t.Fatal(err)
			}
			_, err = s.Apply(m)
			var re *RuleError
			if !errors.As(err, &re) {
				t.Fatalf("Apply(%q) = %v, want a *RuleError", tt.move, err)
			}
			if re.Rule != tt.rule || !strings.Contains(re.Reason, tt.reason) || re.Move != tt.move {
				t.Errorf("got %v; want rule %q and a reason with %q", re, tt.rule, tt.reason)
			}
			if got := refused(t, s, tt.move); got != tt.rule {
				t.Errorf("rule %q, want %q", got, tt.rule)
			}
		})
	}
}

// TestIllegalMovesBuiltByHand checks moves that notation cannot express.
func TestIllegalMovesBuiltByHand(t *testing.T) {
	s, err := New(Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		m    Move
		rule string
	}{
		{PlayCardMove(P1, 7), "Action Cards"},
		{PlayCardMove(P1, 0), "Action Cards"},
		{PlayCardMove(3, Scout), ruleSetup},
		{Move{Player: P1, Kind: 0}, ruleDecision},
		{Move{Player: P1, Kind: 99}, ruleDecision},
		{UsePlanetMove(P1, -4), ruleChoose},
	}
	for _, tt := range tests {
		_, err := s.Apply(tt.m)
		var re *RuleError
		if !errors.As(err, &re) || !errors.Is(err, ErrIllegalMove) || re.Rule != tt.rule {
			t.Errorf("Apply(%+v) = %v, want rule %q", tt.m, err, tt.rule)
		}
	}
}

// TestIllegalCardIndexes checks that a card move built by hand with an index
// naming no card, or the empty place of a row (-1), is refused, not run.
func TestIllegalCardIndexes(t *testing.T) {
	tests := []struct {
		name   string
		yaml   string
		before []string
		m      Move
		rule   string
	}{
		{"colonize the empty place of the row", `
ship_row: ["", "", ""]
planet_row: [Eplade, "", ""]
seats: [{played: A}, {played: C}]
`, nil, ColonizePlanetMove(P2, -1), ruleColonize},
		{"colonize past the card set", `
ship_row: ["", "", ""]
planet_row: [Eplade, "", ""]
seats: [{played: A}, {played: C}]
`, nil, ColonizePlanetMove(P2, 99), ruleColonize},
		{"colonize the empty place with a planet ability", `
planet_row: [Eplade, "", ""]
seats: [{played: C, planets: [OSI-31], resources: {white: 2}}, {played: C}]
`, []string{"P1 use OSI-31"}, ColonizePlanetMove(P1, -1), ruleColonize},
		{"take the empty place of the row", `
ship_row: [The Davnarock, Genesis, ""]
seats: [{played: A}, {played: C}]
`, nil, TakeShipMove(P1, -1), ruleShips},
		{"use no planet", `
seats: [{played: C, planets: [Eplade]}, {played: C}]
`, nil, UsePlanetMove(P1, -1), rulePlanets},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := play(t, scenario(t, tt.yaml), tt.before...)
			if got := refusedMove(t, s, tt.m); got != tt.rule {
				t.Errorf("rule %q, want %q", got, tt.rule)
			}
		})
	}
}

package animalkingdom

import (
	"strings"
	"testing"
)

// TestScenarioAnimalsErrors: a Scenario's Animal Kingdom part is refused,
// saying what and where, for an unknown Animal, the wrong number kept,
// an Animal played twice, an Animeeple of an Animal not kept, or Leaves
// out of range.
func TestScenarioAnimalsErrors(t *testing.T) {
	seat2 := "  - animals: [Jaguar]\n"
	for _, c := range []struct{ seat, global, want string }{
		{"  - animals: [Unicorn]\n", "", `P1 animals: no Animal named "Unicorn"`},
		{"  - animals: [Tarsier, Jaguar]\n", "", "P1 animals: 2 named, the standard game keeps 1"},
		{"  - animals: [Tarsier]\n", "Tarsier", "global: Tarsier is played twice"},
		{"  - animals: [Jaguar]\n", "", "P2 animals: Jaguar is played twice"},
		{"  - animals: [Tarsier]\n    tableau:\n      - {card: Basil, row: 0, col: 0, animeeples: [Jaguar]}\n", "", `P1 tableau: Basil: no Animeeple of "Jaguar"`},
		{"  - animals: [Tarsier]\n    discarded: 4\n    claimed: [1, 2]\n", "", "P1 leaves: 4 discarded and 2 claimed, of 5"},
		{"  - animals: [Tarsier]\n    claimed: [5]\n", "", "P1 claimed: Fauna 5"},
	} {
		text := "players: 2\nglobal: " + c.global + "\nseats:\n" + c.seat + seat2
		if c.global == "" {
			text = "players: 2\nanimals: true\nseats:\n" + c.seat + seat2
		}
		sc, err := LoadScenario("s.yaml", []byte(text))
		if err == nil {
			_, err = sc.Build()
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one saying %q", c.seat, err, c.want)
		}
	}
	plain := "players: 2\nseats:\n  - tableau:\n      - {card: Basil, row: 0, col: 0, animeeples: [Jaguar]}\n  - soil: 1\n"
	sc, err := LoadScenario("s.yaml", []byte(plain))
	if err == nil {
		_, err = sc.Build()
	}
	if want := "P1 tableau: Basil: Animeeples are for a game with the Animals"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Animeeples without the expansion: error %v, want one saying %q", err, want)
	}
}

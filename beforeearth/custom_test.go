package beforeearth

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const smallSet = `
name: small
quarry_capacity: 2
spaceships:
  - {name: Dart, origin: original, ability: gain 1 tech}
  - {name: Lance, origin: original, ability: deal 1 damage to opponent}
  - {name: Choice, origin: original, ability: "take 1 white or spend 1 black: gain 2 tech"}
  - {name: Ward, origin: original, ability: win if opponent has 5+ damage}
planets:
  - {name: Alpha, origin: original, cost: {black: 1}, ability: collect 3 quarries}
  - {name: Beta, origin: original, cost: {grey: 1}, ability: "lose 1 tech: take any 3 resources"}
  - {name: Gamma, origin: original, cost: {white: 1}, ability: colonize 1 planet}
`

// TestCustomCardSet plays random games with a set loaded by the user, and
// saves and loads a state of it.
func TestCustomCardSet(t *testing.T) {
	cs, err := LoadCards("small.yaml", []byte(smallSet))
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(200) {
		s, err := New(Config{Seed: seed, Cards: cs})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for n := 0; !s.Over(); n++ {
			if n > 3000 {
				t.Fatalf("seed %d: game does not end", seed)
			}
			who := s.ToMove()
			moves := s.LegalMoves(who[r.IntN(len(who))])
			if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			if err := s.Validate(); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
		data, _ := json.Marshal(s)
		back, err := cs.DecodeState(data)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(s, back, exportAll); diff != "" {
			t.Fatalf("custom-set state through JSON (-want +got):\n%s", diff)
		}
		var std State
		if err := json.Unmarshal(data, &std); err == nil || !strings.Contains(err.Error(), `card set "small"`) {
			t.Fatalf("the embedded set read a small-set state: %v", err)
		}
	}
}

// TestEventsDoNotChangePlay checks that asking for events gives the same
// game as not asking.
func TestEventsDoNotChangePlay(t *testing.T) {
	for seed := range uint64(50) {
		a, _ := New(Config{Seed: seed})
		b := a
		r := rand.New(rand.NewPCG(seed, 4))
		for !a.Over() {
			who := a.ToMove()
			moves := a.LegalMoves(who[r.IntN(len(who))])
			m := moves[r.IntN(len(moves))]
			var evs []Event
			a, _ = a.Apply(m)
			b, evs, _ = b.ApplyEvents(m)
			for _, e := range evs {
				if e.Text == "" || e.Rule == "" || e.Kind == 0 {
					t.Fatalf("incomplete event %+v", e)
				}
			}
		}
		if diff := cmp.Diff(a, b, exportAll); diff != "" {
			t.Fatalf("seed %d: Apply and ApplyEvents differ (-Apply +ApplyEvents):\n%s", seed, diff)
		}
	}
}

// TestLoadScenarioErrors checks that scenario mistakes are reported where
// they are.
func TestLoadScenarioErrors(t *testing.T) {
	tests := []struct{ yaml, want string }{
		{"seats:\n  - {tecnology: 3}\n", `s.yaml:2:6: found field "tecnology"`},
		{"seats:\n  - {played: E}\n", `s.yaml:2:14: found "E", expected an action card (A, B, C, D`},
		{"ship_row: [Millennium]\n", `spaceship "Millennium" is unknown`},
		{"seats:\n  - {resources: {black: 11}}\n", "more than 10 black"},
		{"seats:\n  - {planets: [Eplade]}\n  - {planets: [Eplade]}\n", `planet "Eplade" is unknown or placed twice`},
		{"tiebreaker: P3\n", "s.yaml:1:1: tiebreaker P3 is not P1 or P2"},
		{"tiebreaker: Q1\n", `"Q1" is not a player`},
	}
	for _, tt := range tests {
		sc, err := LoadScenario("s.yaml", []byte(tt.yaml))
		if err == nil {
			_, err = sc.Build()
		}
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("scenario %q: error %v, want %q", tt.yaml, err, tt.want)
		}
	}
}

// TestImitator checks the rulings on copying Occupy and Invade.
func TestImitator(t *testing.T) {
	s := scenario(t, `
ship_row: [The Imitator, "", ""]
planet_row: [Eplade, "", ""]
seats:
  - {played: A}
  - {played: C}
`)
	if diff := cmp.Diff([]string{"P1 colonize Eplade", "P1 done"}, moveTexts(s, P1)); diff != "" {
		t.Errorf("copied Occupy: P1, with nothing, colonizes Eplade (-want +got):\n%s", diff)
	}
	s = scenario(t, `
ship_row: [The Imitator, "", ""]
seats:
  - {played: A}
  - {played: B}
`)
	if s.Tech(P1) != 1 || s.Resources(P1).Total() != 0 || s.Damage(P2) != 1 {
		t.Errorf("copied Invade: technology %d (Scout's 1), resources %v", s.Tech(P1), s.Resources(P1))
	}
}

// TestForcedChoices checks that the engine makes choices that cannot change
// the outcome: The Davnarock with only white in the bag.
func TestForcedChoices(t *testing.T) {
	s := scenario(t, `
ship_row: [The Davnarock, "", ""]
planet_row: ["", "", ""]
seats:
  - {played: A}
  - {played: C, resources: {black: 10, grey: 10}}
`)
	if got := s.Resources(P1); got != (Resources{0, 0, 2}) || s.Round() != 2 {
		t.Errorf("P1 holds %v in round %d, want 2 white taken by the engine", got, s.Round())
	}
}

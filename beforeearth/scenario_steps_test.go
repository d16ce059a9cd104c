package beforeearth

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/rng"
)

// moves writes p's legal moves in notation.
func moves(s State, p Player) []string {
	var out []string
	for _, m := range s.LegalMoves(p) {
		out = append(out, FormatMove(s, m))
	}
	return out
}

// wantMoves checks who is to move and p's legal moves.
func wantMoves(t *testing.T, s State, p Player, want ...string) {
	t.Helper()
	if got := s.ToMove(); !slices.Equal(got, []Player{p}) {
		t.Errorf("to move %v, want %v", got, p)
	}
	if got := moves(s, p); !slices.Equal(got, want) {
		t.Errorf("%v's moves %v, want %v", p, got, want)
	}
}

// Both played Scout: P1, with the tiebreaker, has taken a spaceship; the
// scenario starts at P2's reaction, whose spaceship is to choose.
func TestScenarioStepReactions(t *testing.T) {
	s := scenario(t, `ship_row: [Chelzane-0521, The Davnarock, ""]
step: reactions P2
seats:
  - {played: A, fleet: [STS Jude 0331], resources: {black: 1, grey: 1, white: 1}}
  - {played: A}
`)
	wantMoves(t, s, P2, "P2 ship Chelzane-0521", "P2 ship The Davnarock")
	if s.Phase() != Reactions || s.Cancelled(P1) || s.Cancelled(P2) {
		t.Errorf("phase %v, cancelled %v %v", s.Phase(), s.Cancelled(P1), s.Cancelled(P2))
	}
}

// P1's Scout is cancelled by P2's Mine: the scenario starts at P2's action,
// the Quarry to collect; P1's damage is as laid out, not dealt again.
func TestScenarioStepAction(t *testing.T) {
	s := scenario(t, `quarries: [{black: 1}, {}, {white: 2}]
step: action P2
seats:
  - {played: A, damage: 1}
  - {played: D}
`)
	wantMoves(t, s, P2, "P2 quarry 1", "P2 quarry 2", "P2 quarry 3")
	if !s.Cancelled(P1) || s.Cancelled(P2) || s.Damage(P1) != 1 {
		t.Errorf("cancelled %v %v, P1's damage %d", s.Cancelled(P1), s.Cancelled(P2), s.Damage(P1))
	}
	s, _ = play(t, s, "P2 quarry 3")
	if s.Resources(P2)[White] != 2 {
		t.Errorf("P2 collected %v", s.Resources(P2))
	}
}

// P1's action cancelled, their planet abilities come after both actions;
// naming their action instead is refused, by the rule.
func TestScenarioStepAbilities(t *testing.T) {
	const layout = `step: %s P1
seats:
  - {played: A, planets: [Eplade]}
  - {played: D}
`
	s := scenario(t, strings.ReplaceAll(layout, "%s", "abilities"))
	wantMoves(t, s, P1, "P1 use Eplade", "P1 done")
	s, _ = play(t, s, "P1 use Eplade")
	if s.Tech(P1) != 1 {
		t.Errorf("Eplade gives technology %d", s.Tech(P1))
	}
	sc, err := LoadScenario("s.yaml", []byte(strings.ReplaceAll(layout, "%s", "action")))
	if err == nil {
		_, err = sc.Build()
	}
	if want := "s.yaml:1:1: step action P1: P1's Scout is cancelled by P2's Mine (Phase 1: Reactions): write abilities P1"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}

// P1 has colonized; at P2's colonizing, Occupy's discount follows from the
// card played: with no resources P2 can colonize either planet costing 2.
func TestScenarioStepColonize(t *testing.T) {
	s := scenario(t, `planet_row: [Nestarvis, Drecolara, ""]
step: colonize P2
seats:
  - {played: A, planets: [Eplade], colonized_this_round: true}
  - {played: C}
`)
	wantMoves(t, s, P2, "P2 colonize Nestarvis", "P2 colonize Drecolara", "P2 done")
	if !s.d.colonized[P1] || s.d.discount[P2] != occupyDiscount {
		t.Errorf("colonized %v, discount %v", s.d.colonized, s.d.discount)
	}
}

// A discount won other than by the card played (The Imitator copying
// Occupy) is written in the seat.
func TestScenarioStepDiscount(t *testing.T) {
	s := scenario(t, `planet_row: [Nestarvis, "", ""]
step: colonize P1
seats:
  - {played: A, fleet: [The Imitator], discount: 2}
  - {played: C}
`)
	wantMoves(t, s, P1, "P1 colonize Nestarvis", "P1 done")
}

// At Maintenance the round ends: both played Invade, so the tiebreaker
// passes, each Quarry not full gains a resource, and the next round opens.
func TestScenarioStepMaintenance(t *testing.T) {
	s := scenario(t, `quarries: [{}, {}, {grey: 4}]
step: maintenance
seats:
  - {played: B}
  - {played: B}
`)
	if s.Round() != 2 || s.Phase() != Choose || s.Tiebreaker() != P2 || s.Quarry(0).Total() != 1 || s.Quarry(2).Total() != 4 {
		t.Errorf("round %d %v, tiebreaker %v, quarries %v %v", s.Round(), s.Phase(), s.Tiebreaker(), s.Quarry(0), s.Quarry(2))
	}
	if got := s.ToMove(); len(got) != 2 {
		t.Errorf("to move %v, want both to choose a card", got)
	}
}

func TestScenarioStepErrors(t *testing.T) {
	for _, tc := range []struct{ name, yaml, want string }{
		{"step before the reveal", "step: action P1\nseats:\n  - {played: A}\n", "s.yaml:1:1: step action P1: the round goes past the reveal only once both players have played an action card (How to Play)"},
		{"misspelt step", "step: acton P1\n", `s.yaml:1:7: found "acton P1", expected a step: choose, reactions, action, abilities, colonize, maintenance, the player after all but choose and maintenance (did you mean "action"?)`},
		{"no player", "step: colonize\n", `s.yaml:1:7: found "colonize", expected colonize and the player, P1 or P2`},
		{"maintenance of a player", "step: maintenance P1\n", `expected maintenance alone`},
		{"discount not Occupy's", "step: colonize P1\nseats:\n  - {played: A, discount: 3}\n  - {played: C}\n", "s.yaml:3:5: P1: discount 3: Occupy's action spends 2 resources less than normal (Phase 2: Actions)"},
		{"discount before the reveal", "seats:\n  - {played: A, discount: 2}\n", "s.yaml:2:5: P1: discount 2 before the reveal"},
		{"colonized before Phase 3", "step: action P2\nseats:\n  - {played: A}\n  - {played: C, colonized_this_round: true}\n", "s.yaml:4:5: P2: colonized_this_round at step action P2"},
		{"colonized though cancelled", "step: colonize P2\nseats:\n  - {played: B}\n  - {played: D, colonized_this_round: true}\n", "s.yaml:4:5: P2: colonized_this_round: a player whose action is cancelled colonizes no planet (Phase 3: Colonize)"},
		{"colonized out of order", "step: colonize P1\nseats:\n  - {played: A}\n  - {played: C, colonized_this_round: true}\n", "P2: colonized_this_round at step colonize P1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc, err := LoadScenario("s.yaml", []byte(tc.yaml))
			if err == nil {
				_, err = sc.Build()
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

// TestStateScenarioRoundTrip prints positions of random games back as
// scenarios: each builds and plays on, its YAML reads back to the same
// scenario, and a position a scenario can say (no card ability under way)
// builds to an equal state, its random generator aside.
func TestStateScenarioRoundTrip(t *testing.T) {
	positions := 300
	if gametest.Long() {
		positions = 20000
	}
	r := rng.New(29)
	said, steps := 0, map[Phase]int{}
	for n, game := 0, 0; n < positions; game++ {
		s, err := New(Config{Seed: uint64(game)})
		if err != nil {
			t.Fatal(err)
		}
		for ; n < positions; n++ {
			if checkScenarioOf(t, s) {
				said++
				steps[s.Phase()]++
			}
			if s.Over() {
				break
			}
			p := s.ToMove()[r.IntN(len(s.ToMove()))]
			if s, err = s.ApplyLegalMove(p, r.IntN(s.LegalMoveCount(p))); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, ph := range []Phase{Choose, Reactions, Actions, Colonize} {
		if steps[ph] == 0 {
			t.Errorf("no position %v said among %d", ph, positions)
		}
	}
	if said < positions*3/4 {
		t.Errorf("only %d of %d positions are ones a scenario says", said, positions)
	}
}

// checkScenarioOf checks that s prints back as a scenario that builds,
// reads back from its YAML, and, when s waits with no card ability under
// way, gives s again. It reports whether s was such a position.
func checkScenarioOf(t *testing.T, s State) bool {
	t.Helper()
	sc := s.Scenario()
	b, err := sc.Build()
	if err != nil {
		t.Fatalf("%+v\nbuilds no state: %v", sc, err)
	}
	text, err := MarshalScenario(sc)
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadScenario("back.yaml", text)
	if err != nil {
		t.Fatalf("%s\ndoes not load: %v", text, err)
	}
	if !reflect.DeepEqual(comparable(back), comparable(sc)) {
		t.Fatalf("%s\nreads back as %+v, want %+v", text, back, sc)
	}
	if _, n := b.Playout(7); n < 0 {
		t.Fatal("no playout")
	}
	if s.d.depth > 1 {
		return false // inside a card's ability: the scenario starts its step again
	}
	want, got := s.d, b.d
	want.rng, got.rng, got.cards = rng.RNG{}, rng.RNG{}, want.cards
	if want.phase == Choose { // the last round's order, which the reveal sets again
		want.first = 0
	}
	if want.phase == Over { // the round's record of a game won
		want.first, want.cancelled, want.discount, want.colonized = 0, [2]bool{}, [2]uint8{}, [2]bool{}
	}
	if !reflect.DeepEqual(want, got) {
		t.Fatalf("%s\nbuilds %+v\nwant %+v", text, got, want)
	}
	return true
}

// comparable is sc without positions, with empty lists nil.
func comparable(sc Scenario) Scenario {
	sc.Pos = Scenario{}.Pos
	seats := slices.Clone(sc.Seats)
	for i := range seats {
		seats[i].Pos = sc.Pos
		for _, l := range []*[]string{&seats[i].Fleet, &seats[i].Planets, &seats[i].FaceDown} {
			if len(*l) == 0 {
				*l = nil
			}
		}
	}
	sc.Seats = seats
	return sc
}

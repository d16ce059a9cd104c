package earthexpress

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/rng"
)

// TestStateScenarioRoundTrip prints positions of random games of every
// mode back as scenarios: each builds, its YAML reads back to the same
// scenario, and a position a scenario can say (no decision inside an
// ability or a conversion) builds to a state equal to it, its random
// generator and what the Scenario doc lists aside, with the same legal
// moves.
func TestStateScenarioRoundTrip(t *testing.T) {
	positions := 400
	if gametest.Long() {
		positions = 40000
	}
	said, steps := 0, map[Step]int{}
	r := rand.New(rand.NewPCG(29, 1))
	for n, game := 0, uint64(0); n < positions; game++ {
		cfg := Config{Players: []int{1, 2, 3, 4}[game%4], Seed: game, Standard: game%2 == 0, Ecosystems: game%3 == 0,
			Level: Level(1 + game%3), TerrainsNotBrown: game%5 == 4}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for ; n < positions && !s.Over(); n++ {
			if s.d.round > 0 && checkScenarioOf(t, s) {
				said++
				for i := range int(s.d.n) {
					steps[s.Scenario().Seats[i].Step]++
				}
			}
			who := s.ToMove()
			p := who[r.IntN(len(who))]
			moves := s.LegalMoves(p)
			if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		if s.Over() {
			checkScenarioOf(t, s)
		}
	}
	for _, st := range []Step{PlantStep, ActionStep, ActivateStep, DoneStep, TokensStep} {
		if steps[st] == 0 {
			t.Errorf("no seat at step %v among %d positions: %v", st, positions, steps)
		}
	}
	if said < positions/2 {
		t.Errorf("only %d of %d positions are ones a scenario says", said, positions)
	}
}

// checkScenarioOf checks that s prints back as a scenario that builds and
// reads back from its YAML, and, when a scenario can say s, gives s again.
// It reports whether it could.
func checkScenarioOf(t *testing.T, s State) bool {
	t.Helper()
	sc := s.Scenario()
	b, err := sc.Build()
	text, merr := MarshalScenario(sc)
	if err != nil || merr != nil {
		t.Fatalf("%s\nbuilds no state: %v %v", text, err, merr)
	}
	back, err := LoadScenario("back.yaml", text)
	if err != nil {
		t.Fatalf("%s\ndoes not load: %v", text, err)
	}
	if again, _ := MarshalScenario(back); string(again) != string(text) {
		t.Fatalf("%s\nreads back as\n%s", text, again)
	}
	for i := range int(s.d.n) {
		if a := s.d.p[i].act; a.on && a.place >= 0 && !a.prompt || s.d.p[i].sub == subConvert {
			return false // inside an ability or a conversion: the scenario offers it again
		}
		if a := s.d.p[i].act; a.on && a.place >= 0 && !s.d.ability(i).prompt && !s.d.canConvert(i) {
			return false // offered for a conversion since made
		}
	}
	want, got := comparableData(s), comparableData(b)
	if want != got {
		t.Fatalf("%s\nbuilds a state that differs in %v", text, differing(want, got))
	}
	for p := range Player(s.d.n) {
		if w, g := s.LegalMoves(p), b.LegalMoves(p); !slices.Equal(w, g) {
			t.Fatalf("%s\n%v's legal moves %v, want %v", text, p, g, w)
		}
	}
	return true
}

// comparableData is s's position without what a scenario cannot say: the
// random generator, the order of the Action tiles revealed before the
// current one and of those left, the order of the Ecosystem cards dealt.
func comparableData(s State) data {
	d := s.d
	d.rng = rng.RNG{}
	slices.Sort(d.tiles[:2-d.ntiles])
	slices.Sort(d.tiles[3-d.ntiles:])
	for i := range int(d.n) {
		if p := &d.p[i]; p.ecoKept == 1 {
			p.eco[0], p.eco[1], p.ecoKept = p.eco[1], p.eco[0], 0
		}
	}
	return d
}

// scenarioOf loads and builds a scenario with the test set, and checks
// that it prints back as a scenario that builds the same position.
func scenarioOf(t *testing.T, yaml string) State {
	t.Helper()
	sc, err := LoadScenario("step.yaml", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	s := build(t, sc)
	return s
}

// movesOf writes p's legal moves in notation.
func movesOf(s State, p Player) []string {
	var out []string
	for _, m := range s.LegalMoves(p) {
		out = append(out, FormatMove(s, m))
	}
	return out
}

var _ = strings.Contains

// differing names the fields in which two positions differ, with both
// values.
func differing(want, got data) []string {
	out := fieldsDiffering("", reflect.ValueOf(want), reflect.ValueOf(got))
	for i := range MaxPlayers {
		out = append(out, fieldsDiffering(Player(i).String()+".", reflect.ValueOf(want.p[i]), reflect.ValueOf(got.p[i]))...)
	}
	return out
}

// fieldsDiffering names the fields of two structs that print differently.
func fieldsDiffering(prefix string, w, g reflect.Value) []string {
	var out []string
	for k := range w.NumField() {
		if w.Type().Field(k).Name == "p" {
			continue
		}
		if a, b := fmt.Sprintf("%+v", g.Field(k)), fmt.Sprintf("%+v", w.Field(k)); a != b {
			out = append(out, fmt.Sprintf("%s%s: %s, want %s", prefix, w.Type().Field(k).Name, a, b))
		}
	}
	return out
}

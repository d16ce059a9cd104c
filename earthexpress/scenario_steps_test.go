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
		if a := s.d.seat(i).act; a.on && a.place >= 0 && !a.prompt || s.d.seat(i).sub == subConvert {
			return false // inside an ability or a conversion: the scenario offers it again
		}
		if a := s.d.seat(i).act; a.on && a.place >= 0 && !s.d.ability(i).prompt && !s.d.canConvert(i) {
			return false // offered for a conversion since made
		}
	}
	want, got := comparableData(s), comparableData(b)
	if !want.cards.Equal(got.cards) {
		t.Fatalf("%s\nbuilds a state of another card set", text)
	}
	want.cards, got.cards = nil, nil // a set other than the embedded one is a copy
	if !want.same(&got) {
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
	d.own()
	d.rng = rng.RNG{}
	slices.Sort(d.tiles[:2-d.ntiles])
	slices.Sort(d.tiles[3-d.ntiles:])
	for i := range int(d.n) {
		if p := d.seat(i); p.ecoKept == 1 {
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

// A seat at step 1 with one card planted this round and the second chosen
// waits for its space; placing it ends step 1.
func TestScenarioStepPlantCardChosen(t *testing.T) {
	s := scenarioOf(t, `players: 2
round: 1
tile: [red, blue]
seats:
  - tableau: [Cat Grass]
    hand: [Basil, Garlic, Spearmint]
    step: plant
    planted_this_round: [r1c1]
    chosen: Basil
  - {hand: [Siberian Elm], step: action, tableau: [Giant Club Cactus, Aloe Vera], planted_this_round: [r1c1, r1c2]}
`)
	want := []string{"P1 at r1c2", "P1 at r1c3", "P1 at r2c1", "P1 at r2c2", "P1 at r2c3", "P1 at r3c1", "P1 at r3c2", "P1 at r3c3"}
	if got := movesOf(s, P1); !slices.Equal(got, want) {
		t.Errorf("P1's moves %v, want %v", got, want)
	}
	if got := movesOf(s, P2); !slices.Equal(got, []string{"P2 action red", "P2 action blue"}) {
		t.Errorf("P2's moves %v, want the tile's two actions", got)
	}
	s = play(t, s, "P1 at r2c2")
	if got := movesOf(s, P1); !slices.Contains(got, "P1 action blue") {
		t.Errorf("after planting both cards P1's moves are %v, want step 2's", got)
	}
}

// A seat at step 2 with the BLUE action chosen places what is left of
// its 3 Sprouts, one at a time.
func TestScenarioStepActionPlacing(t *testing.T) {
	s := scenarioOf(t, `players: 2
round: 1
tile: [red, blue]
seats:
  - {tableau: [Cat Grass, Basil], sprouts: [1], step: action, action: blue, placing: 2, planted_this_round: [r1c1, r1c2]}
  - {tableau: [Garlic, Spearmint], step: action, planted_this_round: [r1c1, r1c2]}
`)
	want := []string{"P1 place sprout r1c1", "P1 place sprout r1c2", "P1 done"}
	if got := movesOf(s, P1); !slices.Equal(got, want) {
		t.Errorf("P1's moves %v, want %v", got, want)
	}
	s = play(t, s, "P1 place sprout r1c1", "P1 place sprout r1c1")
	if s.d.seat(0).sprouts[0] != 3 || s.d.seat(0).phase != Activating {
		t.Errorf("after 2 Sprouts: %d on Cat Grass, in %v; want 3, activating", s.d.seat(0).sprouts[0], s.d.seat(0).phase)
	}
}

// A seat at step 3 at its second card's ability: the first has been
// activated or skipped, the second is offered (it has a cost).
func TestScenarioStepActivateAtAbility(t *testing.T) {
	s := scenarioOf(t, `players: 2
round: 1
tile: [red, blue]
seats:
  - {tableau: [Cat Grass, Spearmint], growth: [0, 1], seeds: 3, step: activate, action: blue, activating: r1c2, planted_this_round: [r1c1, r1c2]}
  - {tableau: [Garlic, Basil], step: action, planted_this_round: [r1c1, r1c2]}
`)
	if got := movesOf(s, P1); !slices.Equal(got, []string{"P1 activate", "P1 skip"}) {
		t.Errorf("P1's moves %v, want Spearmint offered", got)
	}
	s = play(t, s, "P1 activate")
	if s.d.seat(0).seeds != 2 || s.d.seat(0).growth[1] != 0 || !slices.Contains(movesOf(s, P1), "P1 place sprout r1c2") {
		t.Errorf("after Spearmint: %d Seeds, %d Growth on it, moves %v; want its cost paid, its Sprouts to place", s.d.seat(0).seeds, s.d.seat(0).growth[1], movesOf(s, P1))
	}
}

// A seat at step 4 places the Sprout tokens others gave; the round then
// ends and the next one starts.
func TestScenarioStepTokens(t *testing.T) {
	s := scenarioOf(t, `players: 2
round: 1
tile: [red, blue]
seats:
  - {tableau: [Cat Grass, Basil], step: tokens, action: red, tokens: [1, 0], planted_this_round: [r1c1, r1c2]}
  - {tableau: [Garlic, Spearmint], step: tokens, action: red, planted_this_round: [r1c1, r1c2]}
`)
	want := []string{"P1 place sprout r1c1", "P1 place sprout r1c2", "P1 done"}
	if got := movesOf(s, P1); !slices.Equal(got, want) {
		t.Errorf("P1's moves %v, want %v", got, want)
	}
	s = play(t, s, "P1 place sprout r1c2")
	if s.d.round != 2 || s.d.seat(0).sprouts[1] != 1 {
		t.Errorf("after the token: round %d, %d Sprouts on Basil", s.d.round, s.d.seat(0).sprouts[1])
	}
}

// Solo, in step 4 of Demeter's first claiming round (round 3, Normal) the
// player chooses the Fauna she claims; she takes the highest space.
func TestScenarioStepDemeterClaim(t *testing.T) {
	s := scenarioOf(t, `players: 1
round: 3
tile: [red, blue]
fauna: [Red Fox, Beaver]
ecosystems: [Everglades, Taiga]
demeter_vp: 12
seats:
  - {tableau: [Basil, Spearmint, Cat Grass, Garlic, Aloe Vera, Heather], step: tokens, action: red, ecosystem: Savanna, planted_this_round: [r2c2, r2c3]}
`)
	if got := movesOf(s, P1); !slices.Equal(got, []string{"P1 claim 1", "P1 claim 2"}) {
		t.Errorf("P1's moves %v, want Demeter's claim to choose", got)
	}
	if s = play(t, s, "P1 claim 2"); s.d.dem.claims != [2]int8{-1, 0} || s.d.round != 4 {
		t.Errorf("after the choice: Demeter's claims %v in round %d", s.d.dem.claims, s.d.round)
	}
}

// A seat at step 3 at an ability whose cost it cannot pay, as after a
// conversion made while the ability was offered (Garlic spends 2 Sprouts),
// is offered it with skip alone; the position the conversion leaves
// prints back as a scenario that builds it again.
func TestScenarioStepActivateUnpayable(t *testing.T) {
	const yaml = `players: 2
round: 1
tile: [red, blue]
seats:
  - {tableau: [Blackthorn, Garlic], sprouts: [%d], step: activate, action: red, activating: r1c2, planted_this_round: [r1c1, r1c2]}
  - {tableau: [Cat Grass, Basil], step: action, planted_this_round: [r1c1, r1c2]}
`
	s := scenarioOf(t, fmt.Sprintf(yaml, 1))
	if got := movesOf(s, P1); !slices.Equal(got, []string{"P1 skip"}) {
		t.Errorf("Garlic with 1 Sprout: P1's moves %v, want it offered with skip alone", got)
	}
	s = play(t, scenarioOf(t, fmt.Sprintf(yaml, 2)), "P1 convert sprout")
	if got := movesOf(s, P1); !slices.Equal(got, []string{"P1 skip"}) {
		t.Fatalf("after the conversion: P1's moves %v, want Garlic offered with skip alone", got)
	}
	if !checkScenarioOf(t, s) {
		t.Error("the position after the conversion is not one a scenario says")
	}
}

// A seat at step 1 at a BLACK ability of a card just planted whose cost it
// cannot pay (Potato Plant spends 2 Growth), as after a conversion made
// while it was offered, is offered it with skip alone, and the position
// prints back as a scenario that builds it again.
func TestScenarioStepBlackUnpayable(t *testing.T) {
	const yaml = `players: 2
round: 1
tile: [red, blue]
seats:
  - {tableau: [Dahurian Larch, Potato Plant], growth: [%d], step: plant, planted_this_round: [r1c1, r1c2], activating: r1c2}
  - {tableau: [Cat Grass, Spearmint], step: action, planted_this_round: [r1c1, r1c2]}
`
	load := func(growth int) State {
		t.Helper()
		sc, err := LoadScenario("black.yaml", []byte(fmt.Sprintf(yaml, growth)))
		if err != nil {
			t.Fatal(err)
		}
		s, err := sc.Build()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if got := movesOf(load(1), P1); !slices.Equal(got, []string{"P1 skip"}) {
		t.Errorf("Potato Plant with 1 Growth: P1's moves %v, want it offered with skip alone", got)
	}
	s := play(t, load(2), "P1 convert growth")
	if got := movesOf(s, P1); !slices.Equal(got, []string{"P1 skip"}) {
		t.Fatalf("after the conversion: P1's moves %v, want Potato Plant offered with skip alone", got)
	}
	if !checkScenarioOf(t, s) {
		t.Error("the position after the conversion is not one a scenario says")
	}
}

// After round 5's step 4, a player who ended it with a conversion still
// possible (2 Sprouts) prints back at step closed, not tokens, which would
// give them the conversion again.
func TestScenarioStepClosedWithPieces(t *testing.T) {
	s := scenarioOf(t, `players: 2
round: 5
tile: [red, blue]
seats:
  - {tableau: [Cat Grass, Basil, Garlic, Spearmint, Aloe Vera, Heather, Blackthorn, Oleander, Papaya], sprouts: [2], step: closed, action: red, planted_this_round: [r3c3]}
  - {tableau: [Winter Daphne, American Sycamore, Giant Club Cactus, Japanese Maple, Dog Rose, Red Birch, Rosemary, Marula, Saguaro], step: tokens, action: red, tokens: [1, 0], planted_this_round: [r3c3]}
`)
	if got := movesOf(s, P1); len(got) != 0 {
		t.Errorf("P1 at step closed: moves %v, want none", got)
	}
	if st := s.Scenario().Seats[0].Step; st != ClosedStep {
		t.Errorf("P1 prints back at step %v, want closed", st)
	}
	if !checkScenarioOf(t, s) {
		t.Error("the position is not one a scenario says")
	}
}

// Solo, a germinated card chosen to plant is the card in hand, not one of
// Demeter's: the seat builds waiting for its space, and prints back so.
func TestScenarioStepGerminatedChosen(t *testing.T) {
	s := scenarioOf(t, `players: 1
round: 2
tile: [red, blue]
fauna: [Red Fox, Beaver]
ecosystems: [Everglades, Taiga]
demeter: [Cat Grass, Basil, Garlic, Spearmint, Aloe Vera, Heather, Blackthorn, Oleander, Papaya]
seats:
  - {tableau: [Winter Daphne, American Sycamore], hand: [Red Birch], germinated: 1, chosen: Red Birch, ecosystem: Savanna}
`)
	if got := movesOf(s, P1); len(got) == 0 || got[0] != "P1 at r1c3" {
		t.Errorf("P1's moves %v, want Red Birch's space to choose", got)
	}
	if !checkScenarioOf(t, s) {
		t.Error("the position is not one a scenario says")
	}
}

// A scenario's step errors name the field and the rule.
func TestScenarioStepErrors(t *testing.T) {
	const head = "players: 2\nround: 1\ntile: [red, blue]\nseats:\n  - {tableau: [Cat Grass, Basil], planted_this_round: [r1c1, r1c2], %s}\n  - {step: plant}\n"
	for seat, want := range map[string]string{
		"step: activate":                                 "action: expected the colour chosen in step 2 (step 2: choose an action)",
		"step: activate, action: yellow":                 `action "yellow": expected a colour of the revealed Action tile`,
		"step: activate, action: blue, activating: r1c2": "activating r1c2: a red ability does not answer the blue action (step 3: activate your tableau)",
		"step: plant":                                    "round 1 has no card left to plant (step 1: plant cards)",
		"step: closed, action: red":                      "step closed: only round 5's step 4",
		"step: tokens, tokens: [1, 2, 3]":                "tokens [1 2 3]: expected the Sprout tokens and the Growth tokens",
		"step: done, action: red, claims: [3, 0]":        "claims 3: a claim is on a scoring space from 1",
	} {
		sc, err := LoadScenario("bad.yaml", []byte(fmt.Sprintf(head, seat)))
		if err == nil {
			sc.Cards = testCards(t)
			_, err = sc.Build()
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", seat, err, want)
		}
	}
}

// differing names the fields in which two positions differ, with both
// values.
func differing(want, got data) []string {
	out := fieldsDiffering("", reflect.ValueOf(want.head), reflect.ValueOf(got.head))
	for i := range min(int(want.n), int(got.n)) {
		out = append(out, fieldsDiffering(Player(i).String()+".", reflect.ValueOf(*want.seat(i)), reflect.ValueOf(*got.seat(i)))...)
	}
	return out
}

// fieldsDiffering names the fields of two structs that print differently.
func fieldsDiffering(prefix string, w, g reflect.Value) []string {
	var out []string
	for k := range w.NumField() {
		if a, b := fmt.Sprintf("%+v", g.Field(k)), fmt.Sprintf("%+v", w.Field(k)); a != b {
			out = append(out, fmt.Sprintf("%s%s: %s, want %s", prefix, w.Type().Field(k).Name, a, b))
		}
	}
	return out
}

package animalkingdom

import (
	"strings"
	"testing"
)

// stepTable is a two-player position with the step lines given; P1 has
// planted Basil, holds White Oak and Marula, and has soil to plant them.
func stepTable(step string) string {
	return `players: 2
fauna: [European Mole, Andean Condor, Bald Eagle, Emerald Tree Boa]
` + step + `
seats:
  - island: Vulcano Island
    climate: Hemiboreal Climate
    ecosystem: none
    soil: 30
    hand: [White Oak, Marula]
    tableau: [{card: Basil, row: 0, col: 0, just_planted: true}]
  - {island: Kauai Island, climate: Desert Climate, ecosystem: none, soil: 30, hand: [Sacred Lotus], tableau: [{card: Cat Grass, row: 0, col: 0}]}
`
}

// builtAgain checks that s prints back as a scenario building s again.
func builtAgain(t *testing.T, s State) {
	t.Helper()
	if b := checkScenarioOf(t, s); b.d.np == 0 {
		t.Fatalf("a built scenario is not said whole by its print")
	}
}

// At step plant the planter has planted the cards marked just_planted and
// may plant the rest of their 2, or stop; the draw of 4 to keep 1 follows.
func TestScenarioStepPlant(t *testing.T) {
	s := build(t, stepTable("step: plant\naction: plant"))
	builtAgain(t, s)
	offered(t, s, "P1 plant White Oak @0,1")
	offered(t, s, "P1 stop")
	s = play(t, s, "P1 plant White Oak @0,1")
	if got := s.Drawn(); len(got) != plantDraw || s.ToMove()[0] != P1 {
		t.Fatalf("after the second card: %d cards drawn for %v, want %d for P1 to keep 1", len(got), s.ToMove(), plantDraw)
	}
	s = play(t, s, "P1 keep "+s.d.info(s.Drawn()[0]).Name)
	offered(t, s, "P2 plant Sacred Lotus @0,1")

	// P2 has planted their 1 card: the game runs on to their draw of 1,
	// then the activations.
	s = build(t, strings.Replace(stepTable("step: plant\naction: plant\nplayer: 2"), "{card: Cat Grass, row: 0, col: 0}", "{card: Cat Grass, row: 0, col: 0, just_planted: true}", 1))
	if len(s.Hand(P2)) != 2 || s.Phase() != ActivationPhase {
		t.Errorf("after P2's planting: P2 holds %d cards in phase %v, want 2, activation", len(s.Hand(P2)), s.Phase())
	}
}

// At step keep the active player keeps 1 of the cards drawn; then the
// next player plants.
func TestScenarioStepKeep(t *testing.T) {
	s := build(t, stepTable("step: keep\naction: plant\ndrawn: [Japanese Maple, Slippery Jack]"))
	builtAgain(t, s)
	if got := legalText(s, P1); !strings.Contains(got, "P1 keep Japanese Maple") || !strings.Contains(got, "P1 keep Slippery Jack") {
		t.Fatalf("P1's moves %s, want to keep one of the two drawn", got)
	}
	s = play(t, s, "P1 keep Slippery Jack")
	if len(s.Hand(P1)) != 3 || s.ToMove()[0] != P2 {
		t.Errorf("after keeping: P1 holds %d cards, %v to move; want 3, P2 planting", len(s.Hand(P1)), s.ToMove())
	}
}

// At step minor a player other than the active one chooses the minor
// benefit of the action.
func TestScenarioStepMinor(t *testing.T) {
	s := build(t, stepTable("step: minor\naction: water\nplayer: 2"))
	builtAgain(t, s)
	offered(t, s, "P2 minor soil")
	offered(t, s, "P2 minor sprouts")
	s = play(t, s, "P2 minor soil")
	if s.Soil(P2) != 32 {
		t.Errorf("P2 has %d soil after the minor benefit, want 32", s.Soil(P2))
	}
}

// At step activate with an ability named, those before it are done and
// it is offered, to use or skip; one that does not answer the action is
// refused, naming the field and the rule.
func TestScenarioStepActivate(t *testing.T) {
	s := build(t, `players: 2
step: activate
action: water
activating: "0,0 2"
seats:
  - {island: Vulcano Island, climate: Hemiboreal Climate, ecosystem: none, compost: [Marula, White Oak], tableau: [{card: Slippery Jack, row: 0, col: 0}]}
  - {island: Vulcano Island, climate: Hemiboreal Climate, ecosystem: none}
`)
	builtAgain(t, s)
	if got := legalText(s, P1); !strings.Contains(got, "P1 use") || !strings.Contains(got, "P1 skip") {
		t.Fatalf("P1's moves %s, want Slippery Jack offered", got)
	}
	s = play(t, s, "P1 use")
	if s.Soil(P1) != 3 || s.CompostSize(P1) != 0 {
		t.Errorf("after Slippery Jack: %d soil, %d compost; want 3 and 0", s.Soil(P1), s.CompostSize(P1))
	}
	_, err := buildErr(`players: 2
step: activate
action: plant
activating: "0,0"
seats:
  - {island: Vulcano Island, climate: Hemiboreal Climate, ecosystem: none, tableau: [{card: Slippery Jack, row: 0, col: 0}]}
  - {}
`)
	if want := "activating 0,0: "; err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "turn step 3") {
		t.Errorf("a blue ability activating on Plant: error %v, want one naming %q and the rule", err, want)
	}
}

// buildErr loads and builds a scenario, returning the error of either.
func buildErr(text string) (State, error) {
	sc, err := LoadScenario("scenario.yaml", []byte(text))
	if err != nil {
		return State{}, err
	}
	return sc.Build()
}

// At step global the player named resolves the Global Ability; at step
// final the players not done may still play, then pass.
func TestScenarioStepGlobalAndFinal(t *testing.T) {
	s := build(t, "players: 2\nanimals: true\nglobal: Platypus\nstep: global\nplayer: 2\nseats:\n  - animals: [Tarsier]\n  - animals: [Jaguar]\n")
	builtAgain(t, s)
	if s.Phase() != GlobalPhase || s.ToMove()[0] != P2 {
		t.Errorf("step global: phase %v, %v to move; want global, P2", s.Phase(), s.ToMove())
	}
	s = build(t, "players: 2\nlast: true\nstep: final\nseats:\n  - {done: true}\n  - {}\n")
	builtAgain(t, s)
	if s.Phase() != FinalPhase || s.ToMove()[0] != P2 {
		t.Fatalf("step final: phase %v, %v to move; want final, P2", s.Phase(), s.ToMove())
	}
	if s = play(t, s, "P2 done"); !s.Over() {
		t.Error("the game is not over once every player is done")
	}
}

// A solo scenario builds Gaia's side: her difficulty, her cards, counts,
// compost, pile and Animals; at step gaia the player places her Gyre's
// Leaf on an objective of its row.
func TestScenarioSolo(t *testing.T) {
	s := build(t, `players: 1
solo: true
difficulty: hard
animals: true
step: gaia
gaia:
  card: South Pacific Gyre
  deck: [Water, Grow]
  soil: 3
  sprouts: 4
  growth: 5
  compost: [Basil]
  pile: [White Oak, Marula]
  animals: [Canada Jay]
seats:
  - {animals: [Tarsier], discarded: 1}
`)
	builtAgain(t, s)
	if !s.Solo() || s.d.Config.Difficulty != GaiaHard || s.GaiaAnimals()[0] != "Canada Jay" {
		t.Fatalf("solo %v, difficulty %v, Gaia's Animals %v", s.Solo(), s.d.Config.Difficulty, s.GaiaAnimals())
	}
	g := s.Scenario().Gaia
	if g.Soil != 3 || g.Sprouts != 4 || g.Growth != 5 || len(g.Compost) != 1 || len(g.Pile) != 2 || len(g.Deck) != 2 || len(g.Seen) != 3 {
		t.Errorf("Gaia's side printed back: %+v", g)
	}
	if got := legalText(s, P1); !strings.HasPrefix(got, "P1 gaia 3; P1 gaia 4") {
		t.Errorf("at her South Pacific Gyre the player's moves are %s, want the lower objectives", got)
	}
	if r := s.Result(); r.Gaia == nil || r.Gaia.Leaves != GaiaLeafVP || r.Gaia.Compost != 1 {
		t.Errorf("Gaia's scorepad %+v: want the player's discarded Leaf and 1 compost", r.Gaia)
	}
}

// The modes are written as New's Config is: teams, and the advanced
// setup with two Animals each.
func TestScenarioModes(t *testing.T) {
	s := build(t, "players: 4\nteams: true\nseats: [{}, {}, {}, {}]\n")
	builtAgain(t, s)
	if len(s.Result().Teams) != 2 {
		t.Errorf("a team scenario scores %d teams, want 2", len(s.Result().Teams))
	}
	s = build(t, "players: 2\nmode: advanced\nanimals: true\nseats:\n  - animals: [Tarsier, Jaguar]\n  - animals: [Highland Cow, Platypus]\n")
	builtAgain(t, s)
	if got := s.AnimalsKept(P2); len(got) != 2 {
		t.Errorf("P2 keeps %v in the advanced game, want 2 Animals", got)
	}
}

// Build names the field and the rule of what it refuses.
func TestScenarioStepErrors(t *testing.T) {
	two := "seats: [{}, {}]\n"
	for _, c := range []struct{ text, want string }{
		{"players: 2\nstep: fly\n" + two, "step"},
		{"players: 2\nstep: plant\naction: water\n" + two, "step plant: planting is step 2 of the plant action"},
		{"players: 2\nstep: keep\naction: plant\n" + two, "step keep: drawn []"},
		{"players: 2\nstep: minor\naction: water\n" + two, "step minor: the minor benefit is a player's other than the active one"},
		{"players: 2\nstep: minor\nplayer: 2\n" + two, "step minor: the minor benefit is a player's other than the active one, of the compost, water or grow action"},
		{"players: 2\nstep: activate\n" + two, "step activate: action: expected the action activated"},
		{"players: 2\nstep: activate\naction: water\nactivating: moon\n" + two, `activating "moon": expected island, climate or the row,col`},
		{"players: 2\nstep: global\n" + two, "step global: the Global Ability is Animal Kingdom's"},
		{"players: 2\nstep: gaia\n" + two, "step gaia: the player places Gaia's Leaf on her turn"},
		{"players: 2\nstep: final\nseats: [{done: true}, {done: true}]\n", "step final: every player is done"},
		{"players: 2\naction: grow\n" + two, "action grow at step action"},
		{"players: 2\naction: fly\n" + two, `action "fly": expected plant, compost, water or grow`},
		{"players: 2\ndrawn: [Basil]\n" + two, "drawn: the cards drawn after planting wait at step keep"},
		{"players: 2\nplayer: 2\n" + two, "player: step action is the active player's"},
		{"players: 2\nseats: [{done: true}, {}]\n", "P1 done: a player passes in the last window"},
		{"players: 2\ngaia: {soil: 1}\n" + two, "gaia: Gaia plays only the solo game"},
		{"players: 1\nsolo: true\ngaia: {card: Comet}\nseats: [{}]\n", `gaia card: no card of Gaia's named "Comet"`},
		{"players: 1\nsolo: true\ngaia: {card: Water, deck: [Water]}\nseats: [{}]\n", "gaia deck: Water is named twice"},
		{"players: 1\nsolo: true\ngaia: {card: Water}\nstep: gaia\nseats: [{}]\n", "gaia card Water: on Gaia's turn the player takes its minor benefit"},
		{"players: 1\nsolo: true\ngaia: {passes: 2}\nseats: [{}]\n", "gaia passes: 2"},
		{"players: 1\nsolo: true\nanimals: true\ngaia: {animals: [Jaguar]}\nseats: [{animals: [Tarsier]}]\n", "gaia animals: Gaia does not use Jaguar"},
		{"players: 2\nfauna_claims: [[1]]\n" + two, "fauna_claims: 1 objectives, the Fauna board has 4"},
		{"players: 2\nfauna_claims: [[1, 1], [], [], []]\n" + two, "fauna_claims: objective 1: seat 1's Leaf is on it twice"},
		{"players: 2\nfauna_claims: [[3], [], [], []]\n" + two, "fauna_claims: objective 1: seat 3: seats are 1 to 2"},
		{"players: 2\ncompleted: 1\n" + two, "completed: P1 has 0 cards"},
		{"players: 2\ndiscard: [Unicorn]\n" + two, `discard: no Earth card named "Unicorn"`},
	} {
		_, err := buildErr(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one saying %q", c.text, err, c.want)
		}
	}
}

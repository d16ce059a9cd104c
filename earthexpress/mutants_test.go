package earthexpress

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestEveryMutantRefusedOrPlayable changes, one at a time, every value of
// the JSON of positions met in random games (solo, 2 and 4 players, with
// and without Ecosystems) in each of the harness's ways, and checks that
// decoding refuses the mutant or accepts a position that can be played:
// it is valid, someone can move, every legal move of every player to move
// leads to a valid, playable position, and (one mutant in 16) a random
// game from it ends.
func TestEveryMutantRefusedOrPlayable(t *testing.T) {
	every := 9 // positions sampled from each game: 1 in every
	if !gametest.Long() || raceEnabled {
		every = 60
	}
	accepted := 0
	for _, cfg := range []Config{
		{Players: 1, Seed: 3, Ecosystems: true, Level: 2},
		{Players: 2, Seed: 5, Standard: true, Ecosystems: true},
		{Players: 4, Seed: 8, Standard: true},
	} {
		s, err := New(cfg)
		if err == nil {
			var k int
			k, err = gametest.TryMutantsAlong(s, State.Validate, rand.New(rand.NewPCG(cfg.Seed, 0)), every, 16, 20000)
			accepted += k
		}
		if err != nil {
			t.Fatalf("%+v: %v", cfg, err)
		}
	}
	t.Logf("%d mutants accepted and played", accepted)
}

// TestEcosystemsOutsideTheirGameRefused checks that a saved game with
// Ecosystems dealt does not load as a game without them: Germinate could
// then be started with nothing left to name.
func TestEcosystemsOutsideTheirGameRefused(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 12, Ecosystems: true})
	for rnd := rand.New(rand.NewPCG(1, 2)); err == nil && s.Round() == 0; {
		s, err = gametest.RandomMove(s, State.Validate, rnd)
	}
	if err != nil {
		t.Fatal(err)
	}
	doc, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var root map[string]any
	if err := json.Unmarshal(doc, &root); err != nil {
		t.Fatal(err)
	}
	root["ecosystems"] = false
	doc, err = json.Marshal(root)
	if err != nil {
		t.Fatal(err)
	}
	var m State
	if err := json.Unmarshal(doc, &m); err == nil || !strings.Contains(err.Error(), "without Ecosystems") {
		t.Errorf("a game with Ecosystems dealt loaded as one without: %v", err)
	}
}

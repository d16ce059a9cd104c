package animalkingdom

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestEveryMutantRefusedOrPlayable changes, one at a time, every value of
// the JSON of positions met in random games (solo against Gaia, 2 players
// beginner, teams, 3 players advanced) in each of the harness's ways, and
// checks that decoding refuses the mutant or accepts a position that can
// be played: it is valid, someone can move, every legal move of every
// player to move leads to a valid, playable position, and (one mutant in
// 16) a random game from it ends.
func TestEveryMutantRefusedOrPlayable(t *testing.T) {
	t.Parallel() // long: it shares the cores with the package's other long runs
	every := 80  // positions sampled from each game: 1 in every
	configs := []Config{
		{Players: 1, Solo: true, Mode: Standard, Difficulty: GaiaExpert, Seed: 3},
		{Players: 2, Mode: Beginner, Seed: 5},
		{Players: 3, Seed: 11, Animals: true},
		{Players: TeamPlayers, Teams: true, Seed: 7},
		{Players: 3, Mode: Advanced, Seed: 8},
	}
	if !gametest.Long() || raceOn {
		every, configs = 400, configs[:3]
	}
	accepted := 0
	for _, cfg := range configs {
		s, err := New(cfg)
		if err == nil {
			var k int
			n := every
			if cfg.Animals {
				n *= 6 // its positions are many more and alike
			}
			k, err = gametest.TryMutantsAlong(s, State.Validate, rand.New(rand.NewPCG(cfg.Seed, 0)), n, 16, 20000)
			accepted += k
		}
		if err != nil {
			t.Fatalf("%+v: %v", cfg, err)
		}
	}
	t.Logf("%d mutants accepted and played", accepted)
}

package beforeearth

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestEveryMutantRefusedOrPlayable changes, one at a time, every value of
// the JSON of positions met in random games in each of the harness's
// ways, and checks that decoding refuses the mutant or accepts a position
// that can be played: valid, someone to move, every legal move leading to
// a valid, playable position, and (one mutant in 4) a random game from it
// that ends. It found a payment pending for a planet already colonized.
func TestEveryMutantRefusedOrPlayable(t *testing.T) {
	seeds := []uint64{3, 5}
	if !gametest.Long() || raceEnabled {
		seeds = seeds[1:]
	}
	accepted := 0
	for _, seed := range seeds {
		s, err := New(Config{Seed: seed})
		if err == nil {
			var k int
			k, err = gametest.TryMutantsAlong(s, State.Validate, rand.New(rand.NewPCG(seed, 0)), 5, 4, 20000)
			accepted += k
		}
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	t.Logf("%d mutants accepted and played", accepted)
}

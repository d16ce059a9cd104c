package bot

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/game"
)

// The games whose states play themselves out.
var (
	_ game.Playouter[cosmicrun.State]     = cosmicrun.State{}
	_ game.Playouter[animalkingdom.State] = animalkingdom.State{}
)

// TestRolloutUsesPlayout: ISMCTS plays a state that has Playout out with
// it, seeded from the bot's generator.
func TestRolloutUsesPlayout(t *testing.T) {
	s, err := animalkingdom.New(animalkingdom.Config{Players: 2, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	b := NewISMCTS(game.AnimalKingdom, Iterations(1), 7)
	seed := rand.New(rand.NewPCG(7, 0x49534d43)).Uint64()
	want, _ := s.Playout(seed)
	got := b.rollout(s)
	if !got.Over() || !reflect.DeepEqual(got.Result(), want.Result()) {
		t.Errorf("the rollout ended with %+v, Playout(%d) with %+v", got.Result(), seed, want.Result())
	}
}

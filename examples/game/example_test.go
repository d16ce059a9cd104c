package game_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// Scorer plays the move that raises its Score most, on a guess at the
// cards it cannot see (ties at random).
type Scorer[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	rng *rand.Rand
}

// NewScorer makes a Scorer for the game g.
func NewScorer[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], seed uint64) *Scorer[S, M, V, E] {
	return &Scorer[S, M, V, E]{rand.New(rand.NewPCG(seed, 0))}
}

// Choose is called with the bot's view only, when it has a legal move.
func (b *Scorer[S, M, V, E]) Choose(v V) (M, error) {
	moves := v.AppendLegalMoves(nil)
	s := v.Sample(b.rng.Uint64()) // the hidden cards dealt at random
	best, most := moves[b.rng.IntN(len(moves))], -1
	for _, m := range moves {
		if next, err := s.Apply(m); err == nil && next.Score(v.Viewer()) > most {
			best, most = m, next.Score(v.Viewer())
		}
	}
	return best, nil
}

// A bot written once against the shared shape plays every game; here it
// plays Cosmic Run against the random bot, refereed.
func Example_bot() {
	m, _ := referee.NewMatch(game.CosmicRun, referee.Config{Seed: 7}, NewScorer(game.CosmicRun, 1), bot.NewRandom(game.CosmicRun, 2))
	rec, _ := m.Run()
	fmt.Println(len(rec.Moves) > 0, len(rec.Result.Winners))
	// Output: true 1
}

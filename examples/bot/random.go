package bot

import (
	"math/rand/v2"

	"github.com/rulebox/rulebox/examples/game"
)

// Random chooses uniformly among its viewer's legal moves.
type Random[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	rng *rand.Rand
	buf []M
}

// NewRandom makes a Random bot for the game of s, from seed.
func NewRandom[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](s S, seed uint64) *Random[S, M, V, E] {
	return &Random[S, M, V, E]{rng: rand.New(rand.NewPCG(seed, 0x52414e44))}
}

// Choose returns one of the viewer's legal moves, each as likely.
func (b *Random[S, M, V, E]) Choose(v V) (M, error) {
	b.buf = v.AppendLegalMoves(b.buf[:0])
	if len(b.buf) == 0 {
		var zero M
		return zero, ErrNoMove
	}
	return b.buf[b.rng.IntN(len(b.buf))], nil
}

// String names the bot: "random".
func (b *Random[S, M, V, E]) String() string { return "random" }

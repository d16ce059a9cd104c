package bot

import (
	"math/rand/v2"

	"github.com/rulebox/rulebox/examples/game"
)

// Lister is all Random needs of a View: its viewer's legal moves.
type Lister[M game.Move] interface {
	// AppendLegalMoves appends the viewer's own legal moves to buf.
	AppendLegalMoves(buf []M) []M
}

// Random chooses uniformly among its viewer's legal moves. It needs only
// the game's View and Move: it never looks past its viewer's legal moves.
type Random[V Lister[M], M game.Move] struct {
	rng *rand.Rand
	buf []M
}

// NewRandom makes a Random bot for the game g, from seed.
func NewRandom[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], seed uint64) *Random[V, M] {
	return &Random[V, M]{rng: rand.New(rand.NewPCG(seed, 0x52414e44))}
}

// Choose returns one of the viewer's legal moves, each as likely.
func (b *Random[V, M]) Choose(v V) (M, error) {
	b.buf = v.AppendLegalMoves(b.buf[:0])
	if len(b.buf) == 0 {
		var zero M
		return zero, ErrNoMove
	}
	return b.buf[b.rng.IntN(len(b.buf))], nil
}

// String names the bot: "random".
func (b *Random[V, M]) String() string { return "random" }

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
	src *rand.PCG
	rng *rand.Rand
	buf []M
}

// NewRandom makes a Random bot for the game g, from seed.
func NewRandom[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], seed uint64) *Random[V, M] {
	return RandomOf[V, M](seed)
}

// RandomOf makes a Random bot shown any V that lists its viewer's legal
// moves, not only a game's View, from seed: a program that holds the State
// (selfplay) can show it a seat's legal moves without building a View. It
// chooses as NewRandom's bot does from the same moves and seed.
func RandomOf[V Lister[M], M game.Move](seed uint64) *Random[V, M] {
	src := rand.NewPCG(seed, randomStream)
	return &Random[V, M]{src: src, rng: rand.New(src)}
}

// randomStream is the stream of a Random bot's generator.
const randomStream = 0x52414e44

// Seed makes b choose from now on as a new bot of seed would, without
// allocating: a program playing many games reuses one bot.
func (b *Random[V, M]) Seed(seed uint64) { b.src.Seed(seed, randomStream) }

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

package learn

import (
	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
)

// opponent is a bot in a seat of a batch's game: it chooses p's move in s.
type opponent[S any, M game.Move] interface {
	choose(s S, p game.Player) (M, error)
}

// newOpponent makes the bot name describes (bot.Parse) from seed. The
// random bot is shown the seat's legal moves from the state itself
// (bot.RandomOf): the same moves its View lists, and the same choices,
// without building the View, which costs more than the rest of a step.
func newOpponent[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], name string, seed uint64) (opponent[S, M], error) {
	if name == "random" {
		return randomBot[S, M]{bot.RandomOf[seatMoves[S, M], M](seed)}, nil
	}
	b, err := bot.Parse(g, name, seed)
	if err != nil {
		return nil, err
	}
	return viewBot[S, M, V, E]{b}, nil
}

// viewBot is a bot shown its seat's View.
type viewBot[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	bot game.Bot[V, M]
}

func (b viewBot[S, M, V, E]) choose(s S, p game.Player) (M, error) { return b.bot.Choose(s.View(p)) }

// randomBot is the random bot shown its seat's legal moves.
type randomBot[S lister[M], M game.Move] struct {
	bot *bot.Random[seatMoves[S, M], M]
}

func (b randomBot[S, M]) choose(s S, p game.Player) (M, error) {
	return b.bot.Choose(seatMoves[S, M]{s, p})
}

// lister is a state that lists a seat's legal moves.
type lister[M game.Move] interface {
	AppendLegalMoves(buf []M, p game.Player) []M
}

// seatMoves are the legal moves of seat p in s, as a bot.Lister.
type seatMoves[S lister[M], M game.Move] struct {
	s S
	p game.Player
}

// AppendLegalMoves appends p's legal moves in s to buf.
func (l seatMoves[S, M]) AppendLegalMoves(buf []M) []M { return l.s.AppendLegalMoves(buf, l.p) }

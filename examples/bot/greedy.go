package bot

import (
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/rulebox/rulebox/examples/game"
)

// Greedy looks one of its own decisions ahead: for each legal move it
// samples the hidden state from its View, applies the move, lets the other
// players answer at random until it is to move again (or the game ends),
// and scores the position by the game's Score: its own less the best
// other's, a win or a loss counting beyond any score. The move with the best
// average over the samples is chosen, ties at random.
//
// Its budget counts samples per legal move (Iterations), or a time for the
// whole decision; 8 samples when the budget is zero.
type Greedy[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	budget Budget
	rng    *rand.Rand
	other  []M
}

// NewGreedy makes a Greedy bot for the game g, with budget b and seed.
func NewGreedy[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], b Budget, seed uint64) *Greedy[S, M, V, E] {
	if b.Iterations <= 0 && b.Time <= 0 {
		b = Iterations(8)
	}
	return &Greedy[S, M, V, E]{budget: b, rng: rand.New(rand.NewPCG(seed, 0x47524545))}
}

// String names the bot: "greedy".
func (b *Greedy[S, M, V, E]) String() string { return "greedy(" + b.budget.String() + ")" }

// Choose returns the move with the best average score one decision ahead.
func (b *Greedy[S, M, V, E]) Choose(v V) (M, error) {
	moves := v.AppendLegalMoves(nil)
	if len(moves) == 0 {
		var zero M
		return zero, ErrNoMove
	}
	if len(moves) == 1 {
		return moves[0], nil
	}
	me := v.Viewer()
	total := make([]float64, len(moves))
	start := time.Now()
	for i := 0; !b.budget.done(i, start); i++ {
		s := v.Sample(b.rng.Uint64())
		for j, m := range moves {
			total[j] += b.value(s, m, me)
		}
	}
	best, ties := 0, 0
	for j := range moves {
		switch {
		case total[j] > total[best]:
			best, ties = j, 1
		case total[j] == total[best]:
			ties++
			if b.rng.IntN(ties) == 0 {
				best = j
			}
		}
	}
	return moves[best], nil
}

// win is what a won game is worth, beyond any score.
const win = 1e6

// value applies m to s, lets the others answer at random until me is to
// move again, and scores the position for me.
func (b *Greedy[S, M, V, E]) value(s S, m M, me game.Player) float64 {
	s, err := s.Apply(m)
	if err != nil {
		return math.Inf(-1)
	}
	for steps := 0; !s.Over() && steps < 1000; steps++ {
		who := s.ToMove()
		if len(who) == 0 || slices.Contains(who, me) {
			break
		}
		p := who[b.rng.IntN(len(who))]
		b.other = s.AppendLegalMoves(b.other[:0], p)
		if s, err = s.Apply(b.other[b.rng.IntN(len(b.other))]); err != nil {
			return math.Inf(-1)
		}
	}
	return b.evaluate(s, me)
}

// evaluate is me's score less the best other's, with a win worth more
// than any score and a loss less.
func (b *Greedy[S, M, V, E]) evaluate(s S, me game.Player) float64 {
	if s.Over() {
		if slices.Contains(s.Winners(), me) {
			return win
		}
		return -win
	}
	best := math.Inf(-1)
	for _, p := range s.Players() {
		if p != me {
			best = max(best, float64(s.Score(p)))
		}
	}
	if math.IsInf(best, -1) {
		best = 0
	}
	return float64(s.Score(me)) - best
}

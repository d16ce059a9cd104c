package bot

import (
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/rulebox/rulebox/examples/game"
)

// ISMCTS is determinized information-set Monte Carlo tree search (the
// single-observer kind). Each iteration samples a full state from the bot's
// View (View.Sample: the hidden cards dealt at random, never the true
// state), walks a tree of moves shared by all samples, choosing among the
// moves legal in this sample by UCB1 with availability counts, adds one
// node, plays the game out at random and credits every node on the way with
// a win (1) or not (0) for the player who made its move. It then chooses
// the move tried most often.
//
// In a simultaneous step it lets itself move first, then the others: in the
// tree they answer a move they could not have seen, which makes it cautious.
//
// Its budget counts iterations per decision, or a time; 1,000 iterations
// when the budget is zero.
type ISMCTS[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	budget Budget
	// Explore is the UCB1 exploration constant; 0.7 unless set.
	Explore float64
	rng     *rand.Rand
	nodes   []node[M]
	buf     []M
	path    []int32
}

// node is one move in the tree: who made it, and what came of it for them.
type node[M game.Move] struct {
	move     M
	player   game.Player
	children []int32
	visits   float64
	avail    float64
	wins     float64
}

// NewISMCTS makes an ISMCTS bot for the game g, with budget b and seed.
func NewISMCTS[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], b Budget, seed uint64) *ISMCTS[S, M, V, E] {
	if b.Iterations <= 0 && b.Time <= 0 {
		b = Iterations(1000)
	}
	return &ISMCTS[S, M, V, E]{budget: b, Explore: 0.7, rng: rand.New(rand.NewPCG(seed, 0x49534d43))}
}

// String names the bot: "ismcts(1000)".
func (b *ISMCTS[S, M, V, E]) String() string { return "ismcts(" + b.budget.String() + ")" }

// Choose searches from v and returns the move tried most often.
func (b *ISMCTS[S, M, V, E]) Choose(v V) (M, error) {
	moves := v.AppendLegalMoves(nil)
	if len(moves) == 0 {
		var zero M
		return zero, ErrNoMove
	}
	if len(moves) == 1 {
		return moves[0], nil
	}
	me := v.Viewer()
	b.nodes = append(b.nodes[:0], node[M]{player: game.NoPlayer})
	start := time.Now()
	for i := 0; !b.budget.done(i, start); i++ {
		b.iterate(v.Sample(b.rng.Uint64()), me)
	}
	best, most := moves[0], -1.0
	for _, c := range b.nodes[0].children {
		n := &b.nodes[c]
		if n.visits > most && slices.Contains(moves, n.move) {
			best, most = n.move, n.visits
		}
	}
	return best, nil
}

// iterate runs one iteration on the sample s.
func (b *ISMCTS[S, M, V, E]) iterate(s S, me game.Player) {
	b.path = append(b.path[:0], 0)
	cur := int32(0)
	for !s.Over() {
		p := actor(s.ToMove(), me)
		b.buf = s.AppendLegalMoves(b.buf[:0], p)
		if len(b.buf) == 0 {
			break
		}
		next, expanded := b.descend(cur, p)
		s2, err := s.Apply(b.nodes[next].move)
		if err != nil {
			break // a game refusing its own legal move: stop here
		}
		s, cur = s2, next
		b.path = append(b.path, cur)
		if expanded {
			break
		}
	}
	s = b.rollout(s)
	winners := s.Winners()
	for _, i := range b.path {
		n := &b.nodes[i]
		n.visits++
		if slices.Contains(winners, n.player) {
			n.wins++
		}
	}
}

// actor is who moves next in the tree: me when I am to move, otherwise the
// first player to move.
func actor(who []game.Player, me game.Player) game.Player {
	if slices.Contains(who, me) {
		return me
	}
	return who[0]
}

// descend picks the child of cur to follow among the legal moves in b.buf
// (made by p): a new child for an untried move, chosen at random, or else
// the best by UCB1. Every legal child's availability is counted.
func (b *ISMCTS[S, M, V, E]) descend(cur int32, p game.Player) (int32, bool) {
	nu := 0
	for _, m := range b.buf {
		if b.child(cur, m) < 0 {
			nu++
		}
	}
	if nu > 0 {
		k := b.rng.IntN(nu)
		var m M
		for _, x := range b.buf {
			if b.child(cur, x) < 0 {
				if k == 0 {
					m = x
					break
				}
				k--
			}
		}
		b.nodes = append(b.nodes, node[M]{move: m, player: p})
		id := int32(len(b.nodes) - 1)
		b.nodes[cur].children = append(b.nodes[cur].children, id)
		b.nodes[id].avail = 1
		return id, true
	}
	best, bestScore := int32(-1), math.Inf(-1)
	for _, m := range b.buf {
		c := b.child(cur, m)
		n := &b.nodes[c]
		n.avail++
		score := n.wins/n.visits + b.Explore*math.Sqrt(math.Log(n.avail)/n.visits)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best, false
}

// child finds cur's child for move m, or -1.
func (b *ISMCTS[S, M, V, E]) child(cur int32, m M) int32 {
	for _, c := range b.nodes[cur].children {
		if b.nodes[c].move == m {
			return c
		}
	}
	return -1
}

// rollout plays s out at random, with its own Playout when it has one.
func (b *ISMCTS[S, M, V, E]) rollout(s S) S {
	if p, ok := any(s).(game.Playouter[S]); ok {
		s, _ = p.Playout(b.rng.Uint64())
		return s
	}
	for !s.Over() {
		who := s.ToMove()
		if len(who) == 0 {
			break
		}
		b.buf = s.AppendLegalMoves(b.buf[:0], who[b.rng.IntN(len(who))])
		if len(b.buf) == 0 {
			break
		}
		next, err := s.Apply(b.buf[b.rng.IntN(len(b.buf))])
		if err != nil {
			break
		}
		s = next
	}
	return s
}

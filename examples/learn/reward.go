package learn

import (
	"slices"

	"github.com/rulebox/rulebox/examples/game"
)

// rewards writes into out every seat's reward for the game s ended, of the
// kind given (see Config.Reward).
func rewards[S game.State[S, M, V, E], M game.Move, V any, E any](s S, kind string, out []float32) {
	players, winners := s.Players(), s.Winners()
	for i, p := range players {
		if kind == RewardMargin {
			out[i] = float32(margin(s, p, players))
			continue
		}
		switch {
		case slices.Contains(winners, p):
			out[i] = 1
		case len(winners) > 0 || len(players) == 1:
			out[i] = -1
		default:
			out[i] = 0
		}
	}
}

// margin is p's Score less the best of the others' (solo: p's Score).
func margin[S game.State[S, M, V, E], M game.Move, V any, E any](s S, p game.Player, players []game.Player) int {
	best, others := 0, false
	for _, q := range players {
		if q != p && (!others || s.Score(q) > best) {
			best, others = s.Score(q), true
		}
	}
	return s.Score(p) - best
}

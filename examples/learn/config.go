package learn

import (
	"fmt"
	"slices"
)

// Config is how Open sets the environments up: the reset message's
// fields.
type Config struct {
	// Game is the game's name, as game.Lookup takes it ("cosmicrun").
	Game string `json:"game"`
	// Players is the number of seats; 0 is the game's usual number.
	Players int `json:"players,omitempty"`
	// Envs is the number of games played at once, 1 to MaxEnvs.
	Envs int `json:"envs"`
	// Seed makes the games and the bots: the same seed and actions give
	// the same games.
	Seed uint64 `json:"seed"`
	// Reward is the kind of reward: RewardResult (the default) or
	// RewardMargin.
	Reward string `json:"reward,omitempty"`
	// Opponents are the bots (examples/bot: "random", "greedy", ...) in
	// the seats from P2 on, in order; the seats left are the client's.
	Opponents []string `json:"opponents,omitempty"`
}

// The kinds of reward, given when a game ends (0 at every other step).
const (
	// RewardResult is +1 for a winner, -1 for a loser (a player who did
	// not win a game someone won, or a solo game lost), 0 for a draw.
	RewardResult = "result"
	// RewardMargin is the player's Score less the best Score of the
	// others at the end (solo: the Score alone).
	RewardMargin = "margin"
)

// MaxEnvs is the most games Open plays at once.
const MaxEnvs = 1 << 16

// check refuses a Config Open cannot set up, saying which field.
func (c Config) check() error {
	if c.Envs < 1 || c.Envs > MaxEnvs {
		return fmt.Errorf("envs is %d: want 1 to %d", c.Envs, MaxEnvs)
	}
	if !slices.Contains([]string{"", RewardResult, RewardMargin}, c.Reward) {
		return fmt.Errorf("reward %q: want %q or %q", c.Reward, RewardResult, RewardMargin)
	}
	return nil
}

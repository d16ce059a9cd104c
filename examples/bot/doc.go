// Package bot holds bots for every rulebox game: Random, Greedy (one ply on
// the game's Score) and ISMCTS (determinized information-set Monte Carlo
// tree search). Each sees only its own View, never the true state; each
// takes a seed and is deterministic for it (with an iteration budget; a
// time budget stops on the clock).
//
// A bot is made for a game's Spec (package game), as OpenSpiel's bots are
// made for its Game: the Spec names the game's types, so no type arguments
// are spelled out. Each bot's type asks only for the types it uses:
// Random[V, M] lists its viewer's legal moves and needs nothing else;
// Greedy and ISMCTS sample states from the View and play them, so they
// take all four.
//
//	b := bot.NewISMCTS(game.CosmicRun, bot.Iterations(1000), 42)
//	s, _ := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 1})
//	m, err := b.Choose(s.View(s.ToMove()[0]))
//
// A bot is not safe for use by several goroutines at once: give each game
// its own.
//
// Greedy looks one of its own decisions ahead on the game's Score,
// sampling the hidden cards, the others answering at random. ISMCTS
// samples from its View and plays each sample out with the state's own
// Playout (game.Playouter; every game has one). Each takes
// a budget (Iterations(1000) or Time(50*time.Millisecond)) and a seed, and
// plays the same for the same seed with an iteration budget.
//
// # Strength
//
// Measured with
//
//	go test -run '^$' -bench Strength -benchtime 1x ./examples/bot/
//
// 100 games a pairing, seats alternating, with 95% Wilson intervals:
// ISMCTS at 1,000 iterations wins, in Cosmic Run, 100/100 against Random
// (96.3-100%) and 99/100 against Greedy (94.6-99.8%); in Before the Earth
// Explodes, 99/100 against Random (94.6-99.8%) and 98/100 against Greedy
// (93.0-99.4%). It made 120 to 128 decisions a second on a 2-core machine,
// 2 games at once.
//
// On Earth with the Animal Kingdom expansion, 4 players, it makes 1.3 to 2
// decisions a second at 1,000 iterations on one core, as the machine goes
// (BenchmarkISMCTSEarthAnimals4, 3 runs of 30 decisions: 1.32 to 1.58,
// 1.36 the median, on a 2-core Intel Xeon; 1.68 to 2.09 on a 2-core AMD
// EPYC, 2.00 and 2.21 there on 2026-12-04, and 1.87 to 2.15 later that
// day, the machine slower, with the pieces on a tableau's cards held in
// the seat); nearly all of it is the playouts, whose speed is the Earth
// engine's (animalkingdom's Speed section).
package bot

import (
	"errors"
	"fmt"
	"time"
)

// Budget is how long a bot may think about one decision: a number of
// iterations (samples, for Greedy), or a time.
type Budget struct {
	Iterations int           // iterations per decision, if Time is 0
	Time       time.Duration // thinking time per decision, if not 0
}

// Iterations is a budget of n iterations per decision.
func Iterations(n int) Budget { return Budget{Iterations: n} }

// Time is a budget of d of thinking per decision. A bot on a time budget is
// not deterministic, as how far it gets depends on the machine.
func Time(d time.Duration) Budget { return Budget{Time: d} }

// String writes the budget as "1000" iterations or "50ms".
func (b Budget) String() string {
	if b.Time > 0 {
		return b.Time.String()
	}
	return fmt.Sprint(b.Iterations)
}

// ParseBudget reads a budget written as String writes it: a number of
// iterations ("1000") or a duration ("50ms").
func ParseBudget(text string) (Budget, error) {
	var n int
	if _, err := fmt.Sscanf(text, "%d", &n); err == nil && fmt.Sprint(n) == text && n > 0 {
		return Iterations(n), nil
	}
	if d, err := time.ParseDuration(text); err == nil && d > 0 {
		return Time(d), nil
	}
	return Budget{}, fmt.Errorf("budget %q: want a number of iterations (1000) or a time (50ms)", text)
}

// done reports whether a search that started at start and ran i iterations
// has used up the budget. It always allows one iteration.
func (b Budget) done(i int, start time.Time) bool {
	if i == 0 {
		return false
	}
	if b.Time > 0 {
		return time.Since(start) >= b.Time
	}
	return i >= b.Iterations
}

// ErrNoMove is returned by a bot asked to choose when its viewer has no
// legal move.
var ErrNoMove = errors.New("bot: the viewer has no legal move")

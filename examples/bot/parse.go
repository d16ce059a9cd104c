package bot

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/examples/game"
)

// Names lists the bots Parse knows, with their budget's default.
var Names = []string{"random", "greedy[:samples|:time]", "ismcts[:iterations|:time]"}

// Parse makes the bot a name describes, for the game g, from seed:
// "random", "greedy" (8 samples a move) or "greedy:16", "ismcts" (1,000
// iterations) or "ismcts:200" or "ismcts:50ms".
func Parse[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], name string, seed uint64) (game.Bot[V, M], error) {
	kind, arg, hasArg := strings.Cut(name, ":")
	var b Budget
	if hasArg {
		var err error
		if b, err = ParseBudget(arg); err != nil {
			return nil, fmt.Errorf("bot %q: %w", name, err)
		}
	}
	switch kind {
	case "random":
		if hasArg {
			return nil, fmt.Errorf("bot %q: random takes no budget", name)
		}
		return NewRandom(g, seed), nil
	case "greedy":
		return NewGreedy(g, b, seed), nil
	case "ismcts":
		return NewISMCTS(g, b, seed), nil
	}
	return nil, fmt.Errorf("no bot named %q: want one of %s", kind, strings.Join(Names, ", "))
}

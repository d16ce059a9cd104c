package tell

import "github.com/rulebox/rulebox/cosmicrun"

// CosmicRun tells a Cosmic Run event: its cards have no abilities, only
// arrows, and the event names the rule that scored.
func CosmicRun(_, _ cosmicrun.State, e cosmicrun.Event) string { return e.String() }

package bot_test

import (
	"fmt"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
)

// A bot is made for a game's Spec: Go infers the game's types from it.
func ExampleNewISMCTS() {
	s, _ := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 1})
	b := bot.NewISMCTS(game.CosmicRun, bot.Iterations(200), 42)
	m, err := b.Choose(s.View(cosmicrun.P1)) // the bot sees P1's view only
	fmt.Println(m.Player, m.Kind, err)
	// Output: P1 pass <nil>
}

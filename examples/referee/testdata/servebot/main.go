// Command servebot is a Go bot served as a program with referee.Serve, for
// tests: the ISMCTS bot with 30 iterations, for the game its first argument
// names.
package main

import (
	"fmt"
	"os"

	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

func main() {
	var err error
	switch os.Args[1] {
	case "cosmicrun":
		err = referee.Serve(game.CosmicRun, bot.NewISMCTS(game.CosmicRun, bot.Iterations(30), 1), os.Stdin, os.Stdout)
	case "beforeearth":
		err = referee.Serve(game.BeforeEarth, bot.NewISMCTS(game.BeforeEarth, bot.Iterations(30), 1), os.Stdin, os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "servebot:", err)
		os.Exit(1)
	}
}

// Command servebot is a Go bot served as a program with Referee.Serve, for
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

// serves serves the bot for any game.
var serves = game.NewProgram[struct{}, struct{}](serve, serve, serve, serve)

// serve answers the referee on the standard input and output for a game
// of g.
func serve[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], _ struct{}) (struct{}, error) {
	return struct{}{}, referee.New(g).Serve(bot.NewISMCTS(g, bot.Iterations(30), 1), os.Stdin, os.Stdout)
}

func main() {
	g, err := game.Lookup(os.Args[1], true)
	if err == nil {
		_, err = serves.Run(g, struct{}{})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "servebot:", err)
		os.Exit(1)
	}
}

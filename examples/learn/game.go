package learn

import (
	"github.com/rulebox/rulebox/examples/game"
)

// opens is Open for every game of the table: each game's State and View
// number their moves and write observations (game.Actions,
// game.Observation).
var opens = game.NewProgram[Config, Envs](open, open, open, open)

// Open starts c.Envs games of c.Game, each with the bots c.Opponents in
// the seats after the learner's, and returns them ready for Step.
func Open(c Config) (Envs, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	g, err := game.Lookup(c.Game, true)
	if err != nil {
		return nil, err
	}
	if g, err = g.Setup(c.Players, ""); err != nil {
		return nil, err
	}
	return opens.Run(g, c)
}

// Games lists the games Open plays: every one of game.Names.
func Games() []string {
	var names []string
	for _, name := range game.Names() {
		if _, err := Open(Config{Game: name, Envs: 1}); err == nil {
			names = append(names, name)
		}
	}
	return names
}

// open is Open for one game's types.
func open[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], c Config) (Envs, error) {
	v, err := newVector(g, c)
	if err != nil {
		return nil, err
	}
	return v, nil
}

package learn

import (
	"github.com/rulebox/rulebox/examples/game"
)

// State is what the environments need of a game's State: the contract
// every game shares (game.State) and the action ids. A game package's
// State has these methods once its encoding is written.
type State[S any, M game.Move, V any, E any] interface {
	game.State[S, M, V, E]
	// ActionSpace is the number of action ids, fixed for the whole game.
	ActionSpace() int
	// ActionID is m's id in [0, ActionSpace()).
	ActionID(m M) (int, error)
	// MoveAt is the move of p that id stands for, an error unless legal now.
	MoveAt(p game.Player, id int) (M, error)
	// AppendLegalActionIDs appends the ids of p's legal moves to buf, in
	// the order of AppendLegalMoves.
	AppendLegalActionIDs(buf []int, p game.Player) []int
}

// View is what the environments need of a game's View: the contract every
// game shares (game.View) and the observation.
type View[S any, M game.Move] interface {
	game.View[S, M]
	// ActionSpace is the number of action ids, as the State's.
	ActionSpace() int
	// ObservationShape is the shape of the observation, in a new slice.
	ObservationShape() []int
	// AppendObservation appends what the viewer sees as numbers to buf.
	AppendObservation(buf []float32) []float32
}

// opens is Open for every game of the table whose State and View have the
// learning methods. A game gets them by its encoding; plugging it in is
// putting open in its place here (a nil game refuses to open, saying so).
var opens = game.NewProgram[Config, Envs](
	open, // cosmicrun
	nil,  // beforeearth
	nil,  // earthexpress
	nil,  // animalkingdom (Earth)
)

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

// Games lists the games Open plays: those of game.Names whose encoding
// is plugged in.
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
func open[S State[S, M, V, E], M game.Move, V View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], c Config) (Envs, error) {
	v, err := newVector(g, c)
	if err != nil {
		return nil, err
	}
	return v, nil
}

package earthexpress

import "github.com/rulebox/rulebox/internal/engine"

// game is the handle one Apply builds on the copy of the position it
// returns: the position being written (data, embedded, whose methods
// read it) and the move's event log (the zero Log records nothing). The
// rules that move the game on are its methods; it is dropped when Apply
// returns.
type game struct {
	*data
	log engine.Log[Event]
}

// emit records e, naming its cards in the game's set, when the move's
// events are asked for.
func (g game) emit(e Event) {
	if g.log.On() {
		e.cards = g.cards
		g.log.Add(e)
	}
}

package cosmicrun

import "github.com/rulebox/rulebox/internal/engine"

// game is the handle one Apply builds on its own copy of the position (the
// pipeline internal/engine describes): the position being written, the card
// set the rules read, and the event log, which for Apply is the zero Log and
// records nothing. The rules are its methods. It is dropped when Apply
// returns; the State returned holds the new position alone.
type game struct {
	*data
	cards *CardSet
	log   engine.Log[Event]
}

// game returns a handle on s's own data that records to log; callers use
// it on a copy.
func (s *State) game(log engine.Log[Event]) game { return game{&s.d, s.cards, log} }

// event records e when events are wanted. The Event is built before the
// call, inlined or not, whether or not it is recorded: the callers on
// every move (placing, scoring) test g.log.On() first, so that Apply
// builds no Event it does not record. Only placing, discarding and
// re-flipping involve a card; other events carry NoCard.
func (g game) event(e Event) {
	if g.log.On() {
		e.Round = int(g.Round)
		if e.Kind != Placed && e.Kind != Discarded && e.Kind != Reflipped {
			e.Card = NoCard
		}
		if e.Kind != Placed && e.Kind != Scored && e.Kind != ReachedPlanet {
			e.Planet = NoPlanet
		}
		g.log.Add(e)
	}
}

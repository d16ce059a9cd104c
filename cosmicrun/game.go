package cosmicrun

// game is the mutable view of a new State that Apply builds: the copy's data,
// the card set, and where to record events (nil when nobody asked).
type game struct {
	*data
	cards *CardSet
	log   *[]Event
}

// game returns a mutable handle on s's own data; callers use it on a copy.
func (s *State) game(log *[]Event) game { return game{&s.d, s.cards, log} }

// event records e when events are wanted. Only placing, discarding and
// re-flipping involve a card; other events carry NoCard.
func (g game) event(e Event) {
	if g.log != nil {
		e.Round = int(g.Round)
		if e.Kind != Placed && e.Kind != Discarded && e.Kind != Reflipped {
			e.Card = NoCard
		}
		if e.Kind != Placed && e.Kind != Scored && e.Kind != ReachedPlanet {
			e.Planet = NoPlanet
		}
		*g.log = append(*g.log, e)
	}
}

package animalkingdom

// namedMove is a move written in the notation of a game's own card set,
// for the messages that name it: Move.String names cards and Animals from
// the standard set, which a game of another set does not play.
type namedMove struct {
	m  Move
	cs *CardSet
}

// String writes the move as FormatMove does.
func (n namedMove) String() string { return n.m.format(n.cs) }

// named is m as the game's messages name it: with the game's card set.
func (g *data) named(m Move) namedMove {
	cs := g.cs.CardSet
	if cs == nil {
		cs, _ = standard()
	}
	return namedMove{m, cs}
}

package animalkingdom

// clone returns a copy of g that a test may change, leaving g as it was:
// the seats, tableaus and frames are the copy's own; the lists of cards
// are shared with their capacity cut (clip), so that an append copies
// them (assign a list's elements only after copying it).
func (g *game) clone() *game {
	c := new(game)
	*c = *g
	c.begin(false)
	c.settled()
	return c
}

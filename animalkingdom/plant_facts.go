package animalkingdom

// plantFact is what listing the plantings reads of an Earth card at
// every hand card (plantMoves), kept by the set in a table of its own:
// reading it from the card's CardInfo compares its kind's name (is it a
// Flora or a Terrain?) and walks its abilities (may its cost be paid
// otherwise?), and the CardInfo is far in memory.
type plantFact struct {
	traits    Traits
	cost      int32
	plantable bool // a Flora or a Terrain (CardInfo.Plantable)
	alt       bool // its cost may be paid otherwise too (hasAlt)
}

// plantFacts fills the set's table of plantFact, by Card.
func (l *loader) plantFacts() {
	l.cs.plant = make([]plantFact, len(l.cs.deck))
	for i := range l.cs.deck {
		ci := &l.cs.deck[i]
		l.cs.plant[i] = plantFact{traits: ci.Traits, cost: int32(ci.Cost), plantable: ci.Plantable(), alt: hasAlt(ci)}
	}
}

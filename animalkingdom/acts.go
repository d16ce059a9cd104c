package animalkingdom

// cardActs is what an activation reads of an Earth card's abilities
// (answersFor), kept in a table of the set so that finding a player's
// next ability to activate reads no card face: how many abilities the
// card has, those activated of a colour answering each action (bit k for
// ability k; a card has at most 2), those only for the player who chose
// the action, and the kinds of its abilities (bit k for Kind k).
type cardActs struct {
	n        uint8
	ifActive uint8
	answer   [numColours]uint8
	kinds    uint16
	// sproutCap and growthCap are the card's spaces (CardInfo.SproutCap,
	// GrowthCap: at most 6 and 8, see planted), from which tabPieces.put
	// works out the cards with room.
	sproutCap, growthCap uint8
}

// actsOf returns what an activation reads of abilities abs.
func actsOf(abs []Ability) cardActs {
	a := cardActs{n: uint8(len(abs))}
	for k := range abs {
		ab := &abs[k]
		if ab.IfActive {
			a.ifActive |= 1 << k
		}
		a.kinds |= 1 << ab.Kind
		for c := range numColours {
			if ab.Kind == Activated && ab.Colour.Answers(c) {
				a.answer[c] |= 1 << k
			}
		}
	}
	return a
}

// answering returns the abilities of the card that activate on action for
// their owner, who chose the action (active) or not: answersFor of each.
func (a *cardActs) answering(action Colour, active bool) uint8 {
	if int(action) >= len(a.answer) {
		return 0
	}
	m := a.answer[action]
	if !active {
		m &^= a.ifActive
	}
	return m
}

// plainCosts adds up the costs of the abilities of the set's Earth
// cards, Islands, Climates and Animals (see plainCost).
func (l *loader) plainCosts() {
	note := func(abs []Ability) {
		for k := range abs {
			abs[k].plain = plainCostOf(abs[k].Cost)
		}
	}
	for i := range l.cs.deck {
		note(l.cs.deck[i].Abilities)
	}
	for i := range l.cs.islands {
		note(l.cs.islands[i].Abilities)
	}
	for i := range l.cs.climates {
		note(l.cs.climates[i].Abilities)
	}
	for i := range l.cs.animals {
		an := &l.cs.animals[i]
		for _, a := range []*Ability{&an.each, &an.after, &an.others} {
			a.plain = plainCostOf(a.Cost)
		}
	}
}

// activations notes what an activation reads of each Earth card.
func (l *loader) activations() {
	l.cs.acts = make([]cardActs, len(l.cs.deck))
	for i := range l.cs.deck {
		l.cs.acts[i] = actsOf(l.cs.deck[i].Abilities)
		l.cs.acts[i].sproutCap, l.cs.acts[i].growthCap = uint8(l.cs.deck[i].SproutCap), uint8(l.cs.deck[i].GrowthCap)
	}
}

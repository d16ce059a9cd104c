package earthexpress

// startGerminate pays a Germinate's 3 Seeds; the player then discards a
// card (solo: names a feature at once).
func (g game) startGerminate(i int) {
	p := g.seat(i)
	p.seeds -= GerminateCost
	g.emit(Event{Kind: Paid, Player: Player(i), Resource: Seed, N: GerminateCost, Space: -1, Rule: ruleGerminate})
	p.sub = subGermDiscard
	if g.solo() {
		p.sub = subGermName
	}
}

// discardForGerminate discards c from player i's hand for a Germinate;
// the player then names a feature.
func (g game) discardForGerminate(i int, c Card) {
	p := g.seat(i)
	p.takeFromHand(c)
	g.writePiles().discard.add(c)
	p.sub = subGermName
}

// germinate resolves a Germinate naming word w: the Earth stack is turned
// over and revealed one card at a time (a uniform draw among the cards
// left is the same as revealing a shuffled stack); the first card with
// the feature goes to hand (solo: it must be planted), the others to the
// discard pile. With no match in the stack, the discard pile is searched
// (its order is not kept: one of its matching cards is taken at random).
// When the stack runs out during the search, the discard pile becomes the
// new stack. With no match anywhere the 3 Seeds come back.
func (g game) germinate(i int, w uint) {
	p := g.seat(i)
	p.sub = subNone
	bit := uint64(1) << w
	found := NoCard
	for g.pl.stack.len() > 0 {
		c := g.pl.stack.nth(g.rng.IntN(g.pl.stack.len()))
		g.writePiles().stack.remove(c)
		if uint64(g.face(c).Traits)&bit != 0 {
			found = c
			break
		}
		g.writePiles().discard.add(c)
	}
	if found == NoCard {
		var matches []Card
		var arr [maxCards + 1]Card
		matches = arr[:0]
		for c := Card(1); int(c) <= g.cards.Len(); c++ {
			if g.pl.discard.has(c) && uint64(g.face(c).Traits)&bit != 0 {
				matches = append(matches, c)
			}
		}
		if len(matches) > 0 {
			found = matches[g.rng.IntN(len(matches))]
			g.writePiles().discard.remove(found)
		}
	}
	if g.pl.stack.len() == 0 {
		pl := g.writePiles()
		pl.stack, pl.discard = pl.discard, deck{}
	}
	if found == NoCard {
		g.emit(Event{Kind: Germinated, Player: Player(i), Rule: ruleGerminate})
		p.seeds += GerminateCost
		return
	}
	g.emit(Event{Kind: Germinated, Player: Player(i), Card: found, N: 1, Rule: ruleGerminate})
	p.germs++
	if g.solo() {
		p.hand[0], p.nhand, p.sub = found, 1, subPlant
		return
	}
	p.hand[p.nhand] = found
	p.nhand++
}

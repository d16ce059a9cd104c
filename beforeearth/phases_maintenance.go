package beforeearth

import mbits "math/bits"

// maintenance resolves Phase 4: a resource from the bag onto each Quarry that
// is not full, rows refilled, action cards back to hand, and the tiebreaker
// token passed when both played the same card. Then the next round opens.
func (g *game) maintenance() {
	for q := range g.quarry {
		if g.quarry[q].sum() < g.cards.QuarryCapacity && g.bag.sum() > 0 {
			c := g.drawInto(&g.quarry[q])
			if g.log.On() {
				g.event(g.first.P(), RefilledQuarry, "", ruleMaintenance, "1 %v goes on Quarry %d", c, q+1)
			}
		}
	}
	g.refillRows()
	if g.played[P1] == g.played[P2] {
		g.tiebreaker ^= 1
		if g.log.On() {
			g.event(g.tiebreaker.P(), PassedTiebreaker, "", ruleMaintenance, "the tiebreaker token passes to %v", g.tiebreaker.P())
		}
	}
	g.played = [2]Action{}
	g.cancelled = [2]bool{}
	g.discount = [2]uint8{}
	g.colonized = [2]bool{}
	if g.round < 1<<16-1 {
		g.round++ // a game long enough to reach the limit stays in its last round number
	}
	g.phase, g.step = Choose, 0
}

// drawInto moves one resource, drawn at random, from the bag into pile. It
// returns the type drawn; an empty bag gives nothing.
func (d *data) drawInto(pile *Resources) Resource {
	total := d.bag.sum()
	if total == 0 {
		return NumResources
	}
	// d.rng.IntN(total), its common case written out (see rng.Redraw):
	// the call of IntN, which is not inlined, and the registers it spilled
	// put a store and a reload on the chain from one draw to the next.
	k, lo := mbits.Mul64(d.rng.Uint64(), uint64(total))
	if lo < uint64(total) {
		k = d.rng.Redraw(total, k, lo)
	}
	c := drawn(int(k), int(d.bag[Black]), int(d.bag[Black])+int(d.bag[Grey]))
	d.bag[c]--
	pile[c]++
	return c
}

// drawn is the type of the k-th resource in a bag holding the black ones
// first, then the grey from index grey, then the white from index white:
// two comparisons added up, not a branch on which type the random draw
// picked, which a predictor cannot foresee.
func drawn(k, grey, white int) Resource {
	return Resource(bitIf(k >= grey, 1) + bitIf(k >= white, 1))
}

// refillRows fills every empty place in the spaceship and planet rows with a
// card drawn at random from its deck, while the deck lasts.
func (g *game) refillRows() {
	if hasGap(&g.shipRow) {
		g.refillRow(&g.shipRow, &g.shipDeck, true)
	}
	if hasGap(&g.planetRow) {
		g.refillRow(&g.planetRow, &g.planetDeck, false)
	}
}

// hasGap reports whether row has an empty place: a full row, as the
// spaceship row often is at the end of a round, needs no refill.
func hasGap(row *[RowSize]int8) bool { return row[0] < 0 || row[1] < 0 || row[2] < 0 }

// refillRow fills the empty places of one row from its deck.
func (g *game) refillRow(row *[RowSize]int8, deck *bits, ships bool) {
	for k := range row {
		if row[k] >= 0 || *deck == 0 {
			continue
		}
		// g.rng.IntN(deck.count()), written out as drawInto does.
		n := deck.count()
		at, lo := mbits.Mul64(g.rng.Uint64(), uint64(n))
		if lo < uint64(n) {
			at = g.rng.Redraw(n, at, lo)
		}
		i := deck.nth(int(at))
		*deck &^= bit(i)
		row[k] = int8(i)
		if g.log.On() {
			g.revealEvent(i, ships)
		}
	}
}

// revealEvent records card i joining its row.
func (g *game) revealEvent(i int, ships bool) {
	if ships {
		g.event(g.first.P(), RevealedShip, g.cards.Ships[i].Name, ruleMaintenance, "%s joins the spaceship row", g.cards.Ships[i].Name)
		return
	}
	g.event(g.first.P(), RevealedPlanet, g.cards.Planets[i].Name, ruleMaintenance, "%s joins the planet row", g.cards.Planets[i].Name)
}

package beforeearth

// maintenance resolves Phase 4: a resource from the bag onto each Quarry that
// is not full, rows refilled, action cards back to hand, and the tiebreaker
// token passed when both played the same card. Then the next round opens.
func (d *data) maintenance(lg *[]Event) {
	for q := range d.quarry {
		if d.quarry[q].sum() < d.cards.QuarryCapacity && d.bag.sum() > 0 {
			c := d.drawInto(&d.quarry[q])
			if lg != nil {
				d.event(lg, d.first.P(), RefilledQuarry, "", ruleMaintenance, "1 %v goes on Quarry %d", c, q+1)
			}
		}
	}
	d.refillRows(lg)
	if d.played[P1] == d.played[P2] {
		d.tiebreaker ^= 1
		if lg != nil {
			d.event(lg, d.tiebreaker.P(), PassedTiebreaker, "", ruleMaintenance, "the tiebreaker token passes to %v", d.tiebreaker.P())
		}
	}
	d.played = [2]Action{}
	d.cancelled = [2]bool{}
	d.discount = [2]uint8{}
	d.colonized = [2]bool{}
	if d.round < 1<<16-1 {
		d.round++ // a game long enough to reach the limit stays in its last round number
	}
	d.phase, d.step = Choose, 0
}

// drawInto moves one resource, drawn at random, from the bag into pile. It
// returns the type drawn; an empty bag gives nothing.
func (d *data) drawInto(pile *Resources) Resource {
	total := d.bag.sum()
	if total == 0 {
		return NumResources
	}
	k := d.rng.IntN(total)
	for c := range d.bag {
		if k < int(d.bag[c]) {
			d.bag[c]--
			pile[c]++
			return Resource(c)
		}
		k -= int(d.bag[c])
	}
	return NumResources
}

// refillRows fills every empty place in the spaceship and planet rows with a
// card drawn at random from its deck, while the deck lasts.
func (d *data) refillRows(lg *[]Event) {
	d.refillRow(&d.shipRow, &d.shipDeck, lg, true)
	d.refillRow(&d.planetRow, &d.planetDeck, lg, false)
}

// refillRow fills the empty places of one row from its deck.
func (d *data) refillRow(row *[RowSize]int8, deck *bits, lg *[]Event, ships bool) {
	for k := range row {
		if row[k] >= 0 || *deck == 0 {
			continue
		}
		i := deck.nth(d.rng.IntN(deck.count()))
		*deck &^= bit(i)
		row[k] = int8(i)
		if lg != nil {
			d.revealEvent(lg, i, ships)
		}
	}
}

// revealEvent records card i joining its row.
func (d *data) revealEvent(lg *[]Event, i int, ships bool) {
	if ships {
		d.event(lg, d.first.P(), RevealedShip, d.cards.Ships[i].Name, ruleMaintenance, "%s joins the spaceship row", d.cards.Ships[i].Name)
		return
	}
	d.event(lg, d.first.P(), RevealedPlanet, d.cards.Planets[i].Name, ruleMaintenance, "%s joins the planet row", d.cards.Planets[i].Name)
}

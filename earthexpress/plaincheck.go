package earthexpress

// plainCheck decides, without listing every legal move, the legality of
// the commonest choices outside an ability: the card to plant (outside a
// solo game), the space it goes on, and the action. known is false for
// every other move, and for a player who is not making one of these
// choices. quickCheck calls it once it knows that player m.Player is not
// resolving an ability, a conversion or the setup choice, and that
// Demeter waits for no choice.
func (d *data) plainCheck(m Move) (legal, known bool) {
	p := d.seat(int(m.Player))
	switch m.Kind {
	case At:
		if p.sub != subAt && p.sub != subAtGerm {
			return false, false
		}
		return m.Space < Spaces && p.tab[m.Space] == NoCard && m == AtMove(m.Player, int(m.Space)), true
	case Action:
		if p.sub != subNone || p.phase != Acting {
			return false, false
		}
		t := d.cards.ActionTiles[d.tile]
		return (m.Colour == t[0] || m.Colour == t[1]) && m == ActionMove(m.Player, m.Colour), true
	case Plant:
		if p.sub != subNone || p.phase != Planting || d.solo() {
			return false, false
		}
		if m.Card == NoCard || m != PlantMove(m.Player, m.Card) || !d.freeSpace(int(m.Player)) {
			return false, true
		}
		for _, c := range p.hand[:p.nhand] {
			if c == m.Card {
				return true, true
			}
		}
		return false, true
	}
	return false, false
}

// promptCheck decides the legality of m while an ability is offered:
// activating an option the player can afford, or skipping it. known is
// false for a conversion.
func (d *data) promptCheck(m Move) (legal, known bool) {
	switch m.Kind {
	case Activate:
		ab := d.ability(int(m.Player))
		return int(m.Option) < len(ab.alts) && d.canAfford(int(m.Player), &ab.alts[m.Option]) &&
			m == ActivateMove(m.Player, int(m.Option)), true
	case Skip:
		return m == SkipMove(m.Player), true
	case Convert:
		return false, false
	}
	return false, true
}

// conversionCheck reports whether m is legal while a conversion is paid:
// a piece of it, from a place that holds one.
func (d *data) conversionCheck(m Move) bool {
	r := d.seat(int(m.Player)).convRes
	return m.Kind == Pay && m.Space < Spaces && d.held(int(m.Player), r)&(1<<m.Space) != 0 && m == PayMove(m.Player, r, int(m.Space))
}

package earthexpress

// plainCheck decides, without listing every legal move, the legality of
// the commonest choices outside an ability: the card to plant (outside a
// solo game), the space it goes on, and the action. known is false for
// every other move, and for a player who is not making one of these
// choices. quickCheck calls it once it knows that player m.Player is not
// resolving an ability, a conversion or the setup choice, and that
// Demeter waits for no choice.
func (d *data) plainCheck(m Move) (legal, known bool) {
	p := &d.p[m.Player]
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

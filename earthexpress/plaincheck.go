package earthexpress

// plainCheck decides, without listing every legal move, the legality of
// the commonest choices outside an ability: the card to plant (outside a
// solo game), the space it goes on, the action, a card discarded for a
// Refresh or a Germinate (outside a solo game), a Refresh's end, a Refresh
// or Germinate begun, the feature a Germinate names, and the end of step 3
// or of round 5's step 4 (see endCheck). known is false for
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
		return p.holds(m.Card), true
	case Discard:
		if p.sub != subRefresh && p.sub != subGermDiscard || d.solo() {
			return false, false
		}
		return m.Card != NoCard && m == DiscardMove(m.Player, m.Card) && p.holds(m.Card), true
	case Done:
		if p.sub != subRefresh && p.sub != subGermDiscard {
			return false, false
		}
		return p.sub == subRefresh && p.discards >= d.minDiscards() && m == DoneMove(m.Player), true
	case End:
		return d.endCheck(m)
	case Refresh, Germinate:
		if p.sub != subNone || p.phase != Planting {
			return false, false
		}
		if m.Kind == Refresh {
			return d.canRefresh(int(m.Player)) && m == RefreshMove(m.Player), true
		}
		return d.canGerminate(int(m.Player)) && m == GerminateMove(m.Player), true
	case Name:
		if p.sub != subGermName {
			return false, false
		}
		return d.nameable(int(m.Player))>>m.Feature&1 != 0 && m == NameMove(m.Player, int(m.Feature)), true
	}
	return false, false
}

// holds reports whether c is in p's hand.
func (p *player) holds(c Card) bool {
	for _, h := range p.hand[:p.nhand] {
		if h == c {
			return true
		}
	}
	return false
}

// endCheck decides the legality of an End move for a player with no bonus
// action under way: at step 3's end, and after round 5's step 4 while a
// conversion is possible (closing). known is false in other phases.
func (d *data) endCheck(m Move) (legal, known bool) {
	i := int(m.Player)
	p := d.seat(i)
	if p.sub != subNone {
		return false, false
	}
	switch p.phase {
	case Ending:
		return m == EndMove(m.Player), true
	case Converting:
		return d.closing(i) && m == EndMove(m.Player), true
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

// convertCheck reports whether m, a Convert move, is legal: an anytime
// conversion of 2 pieces the player has, where their moves offer one
// (offersConversions).
func (d *data) convertCheck(m Move) bool {
	i := int(m.Player)
	if m.Resource != Sprout && m.Resource != Growth || m != ConvertMove(m.Player, m.Resource) || !d.offersConversions(i) || !d.canConvert(i) {
		return false
	}
	sp, gr := d.pieces(i)
	return m.Resource == Sprout && sp >= 2 || m.Resource == Growth && gr >= 2
}

// offersConversions reports whether player i's legal moves, as legal lists
// them, include the anytime conversions canConvert allows: while an
// ability is offered, while a gain is placed, and in steps 1 and 2, at
// step 3's end and after round 5's step 4 while closing; not while a cost
// is paid, a neighbour or an opponent is chosen, or another bonus action
// is under way.
func (d *data) offersConversions(i int) bool {
	p := d.seat(i)
	if p.act.on {
		return p.act.prompt || p.act.choose == 0 && !d.paying(i)
	}
	if p.sub != subNone {
		return false
	}
	switch p.phase {
	case Planting, Acting, Ending:
		return true
	case Converting:
		return d.closing(i)
	}
	return false
}

// conversionCheck reports whether m is legal while a conversion is paid:
// a piece of it, from a place that holds one.
func (d *data) conversionCheck(m Move) bool {
	r := d.seat(int(m.Player)).convRes
	return m.Kind == Pay && m.Space < Spaces && d.held(int(m.Player), r)&(1<<m.Space) != 0 && m == PayMove(m.Player, r, int(m.Space))
}

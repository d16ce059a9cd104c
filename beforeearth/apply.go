package beforeearth

// Apply returns the state after move m. An illegal move returns the state
// unchanged and a *RuleError naming the rule it breaks (errors.Is
// ErrIllegalMove). The receiver is never changed.
func (s State) Apply(m Move) (State, error) {
	err := s.d.apply(&m, nil)
	return s, err
}

// ApplyEvents is Apply that also reports what happened, in order.
func (s State) ApplyEvents(m Move) (State, []Event, error) {
	var lg []Event
	err := s.d.apply(&m, &lg)
	return s, lg, err
}

// apply changes d into the state after m, if m is legal; an illegal move
// leaves d as it was. Apply runs it on its receiver, which is the caller's
// copy: a State is about 170 bytes, and building the next state in that
// copy, rather than in a new variable returned by a pointer method, spares
// two copies and two zeroings of it per move, a tenth of a playout's time.
func (d *data) apply(m *Move, lg *[]Event) error {
	if err := d.admit(m); err != nil {
		return err
	}
	d.answer(m, lg)
	d.advance(lg)
	d.movers = d.toMove()
	return nil
}

// admit checks m for apply.
func (d *data) admit(m *Move) error {
	if d.isLegal(m) {
		return nil
	}
	return d.diagnose(*m)
}

// answer applies legal move m to the decision it answers.
func (d *data) answer(m *Move, lg *[]Event) {
	p := m.Player
	if m.Kind == PlayCard {
		d.played[p] = m.Action
		if lg != nil {
			d.event(lg, p, Committed, "", ruleChoose, "%v chooses an action card", p)
		}
		return
	}
	t := d.top()
	switch m.Kind {
	case TakeShip:
		rule := ruleReactions
		if d.phase != Reactions {
			rule = rulePlanets
		}
		d.pop()
		d.acquireShip(p, m.Card, rule, lg)
	case CollectQuarry:
		t.n--
		t.mask |= 1 << uint8(m.Quarry)
		if t.n == 0 || t.mask == 1<<NumQuarries-1 {
			d.pop()
		}
		card, rule := d.source(lg)
		d.collect(p, int(m.Quarry), card, rule, lg)
	case TakeResource, SpendResource:
		t.n--
		if t.n == 0 {
			d.pop()
		}
		card, rule := d.source(lg)
		if m.Kind == TakeResource {
			d.takeFromSupply(p, m.Resource, 1, card, rule, lg)
		} else {
			d.spend(p, m.Resource, card, rule, lg)
		}
	case PayResource:
		d.pay(m.Resource, lg)
	default:
		d.answerCard(m, t, lg)
	}
}

// source names, for events, the card whose ability is running (the nearest
// frame on the stack) and its rule, or else the current phase's rule.
func (d *data) source(lg *[]Event) (card, rule string) {
	if lg == nil {
		return "", ""
	}
	return d.running()
}

// running names the card whose ability is running (the nearest frame on the
// stack) and its rule, or else the current phase's rule.
func (d *data) running() (card, rule string) {
	for i := int(d.depth) - 1; i >= 0; i-- {
		e := &d.stack[i]
		switch e.kind {
		case pendShipFrame:
			return d.cards.Ships[e.card].Name, ruleShips
		case pendPlanetFrame:
			return d.cards.Planets[e.card].Name, rulePlanets
		}
	}
	switch d.phase {
	case Reactions:
		return "", ruleReactions
	case Colonize:
		return "", ruleColonize
	}
	return "", ruleActions
}

// answerCard applies the moves that name a card or end a window.
func (d *data) answerCard(m *Move, t *pending, lg *[]Event) {
	p := m.Player
	switch m.Kind {
	case ChooseOption:
		k := pendPlanetFrame
		if t.mask == optionShip {
			k = pendShipFrame
		}
		card := t.card
		d.pop()
		d.push(pending{kind: k, seat: uint8(p), card: card, alt: uint8(m.Option)})
	case SearchPlanet:
		d.pop()
		d.finishColonize(p, m.Card, lg)
	case ColonizePlanet:
		discount := d.discount[p]
		if t.kind == pendColonizeWith {
			discount = t.n
			d.pop()
		} else {
			d.colonized[p] = true
		}
		d.startColonize(p, m.Card, discount, lg)
	case UsePlanet:
		d.usePlanet(p, m.Card, lg)
	case Done:
		d.pop()
	}
}

package beforeearth

import "github.com/rulebox/rulebox/internal/engine"

// Apply returns the state after move m. An illegal move returns the state
// unchanged and a *RuleError naming the rule it breaks (errors.Is
// ErrIllegalMove). The receiver is never changed.
func (s State) Apply(m Move) (State, error) {
	err := s.apply(engine.Log[Event]{}, &m)
	return s, err
}

// ApplyEvents is Apply that also reports what happened, in order.
func (s State) ApplyEvents(m Move) (State, []Event, error) {
	var events []Event
	err := s.apply(engine.NewLog(&events), &m)
	return s, events, err
}

// apply changes the position into the one after m, if m is legal, and
// records what happens in log; an illegal move is refused before anything
// is written. Apply runs it on its receiver, which is the caller's copy: a
// State is 176 bytes, and building the next state in that copy, rather
// than in a new variable returned by a pointer method, spares two copies
// and two zeroings of it per move, a tenth of a playout's time.
func (t *table) apply(log engine.Log[Event], m *Move) error {
	if !t.isLegal(m) {
		return t.d.diagnose(*m)
	}
	g := game{data: &t.d, log: log}
	g.answer(m)
	g.advance()
	t.seal(g.opts)
	return nil
}

// answer applies legal move m to the decision it answers.
func (g *game) answer(m *Move) {
	p := m.Player
	if m.Kind == PlayCard {
		g.played[p] = m.Action
		if g.log.On() {
			g.event(p, Committed, "", ruleChoose, "%v chooses an action card", p)
		}
		return
	}
	t := g.top()
	switch m.Kind {
	case TakeShip:
		rule := ruleReactions
		if g.phase != Reactions {
			rule = rulePlanets
		}
		g.pop()
		g.acquireShip(p, int(m.Card), rule)
	case CollectQuarry:
		t.n--
		t.mask |= 1 << uint8(m.Quarry)
		if t.n == 0 || t.mask == 1<<NumQuarries-1 {
			g.pop()
		}
		card, rule := g.source()
		g.collect(p, int(m.Quarry), card, rule)
	case TakeResource, SpendResource:
		t.n--
		if t.n == 0 {
			g.pop()
		}
		card, rule := g.source()
		if m.Kind == TakeResource {
			g.takeFromSupply(p, m.Resource, 1, card, rule)
		} else {
			g.spend(p, m.Resource, card, rule)
		}
	case PayResource:
		g.pay(m.Resource)
	default:
		g.answerCard(m, t)
	}
}

// source names, for events, the card whose ability is running (the nearest
// frame on the stack) and its rule, or else the current phase's rule.
func (g *game) source() (card, rule string) {
	if !g.log.On() {
		return "", ""
	}
	return g.running()
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
func (g *game) answerCard(m *Move, t *pending) {
	p := m.Player
	switch m.Kind {
	case ChooseOption:
		k := pendPlanetFrame
		if t.mask == optionShip {
			k = pendShipFrame
		}
		card := t.card
		g.pop()
		g.push(pending{kind: k, seat: uint8(p), card: card, alt: uint8(m.Option)})
	case SearchPlanet:
		g.pop()
		g.finishColonize(p, int(m.Card))
	case ColonizePlanet:
		discount := g.discount[p]
		if t.kind == pendColonizeWith {
			discount = t.n
			g.pop()
		} else {
			g.colonized[p] = true
		}
		g.startColonize(p, int(m.Card), discount)
	case UsePlanet:
		g.usePlanet(p, int(m.Card))
	case Done:
		g.pop()
	}
}

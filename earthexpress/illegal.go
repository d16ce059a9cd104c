package earthexpress

import "github.com/rulebox/rulebox/internal/engine"

// diagnose explains why m, which is not among its player's legal moves,
// is refused, naming the rule it breaks.
func (d *data) diagnose(m Move) error {
	i := int(m.Player)
	p := d.seat(i)
	switch {
	case m.Kind == 0 || m.Kind >= numMoveKinds:
		return engine.Illegal(m, "moves", "unknown kind of move %d", m.Kind)
	case p.phase == Over:
		return engine.Illegal(m, ruleScoring, "the game is over")
	case d.solo() && (d.dem.tie != 0 || d.dem.pendingFauna):
		return engine.Illegal(m, ruleDemeter, "%v must first decide for Demeter (her colour or her first Fauna claim)", m.Player)
	case p.phase == Choosing:
		if p.ecoKept >= 0 {
			return engine.Illegal(m, ruleEcosystems, "%v has already kept an Ecosystem; the others are choosing", m.Player)
		}
		return engine.Illegal(m, ruleEcosystems, "each player first keeps one of their two Ecosystem cards and picks its side")
	case p.act.on:
		return d.diagnoseActivation(m)
	case p.sub == subRefresh || p.sub == subGermDiscard:
		return engine.Illegal(m, ruleRefresh, "%v is discarding: discard a card from hand (or be done once one is discarded)", m.Player)
	case p.sub == subGermName:
		return engine.Illegal(m, ruleGerminate, "%v must name a feature that advances a Fauna objective, an Ecosystem in play or a Terrain in their tableau", m.Player)
	case p.sub == subConvert:
		return engine.Illegal(m, ruleConversions, "pay the conversion's pieces, one at a time, from a card that has them")
	case p.sub == subAt || p.sub == subAtGerm:
		return engine.Illegal(m, rulePlanting, "plant the chosen card in an empty space")
	case p.sub == subPlant:
		return engine.Illegal(m, ruleDemeter, "a germinated card must be planted in an empty space")
	case m.Kind == Convert:
		return engine.Illegal(m, ruleConversions, "a conversion spends 2 Sprouts or 2 Growth that are there, never during an ability")
	}
	switch p.phase {
	case Planting:
		switch m.Kind {
		case Plant:
			return engine.Illegal(m, rulePlanting, "plant a card from your hand (solo: Demeter's tableau) in an empty space")
		case Refresh:
			return engine.Illegal(m, ruleRefresh, "a Refresh costs 2 Seeds and is taken once a round")
		case Germinate:
			return engine.Illegal(m, ruleGerminate, "a Germinate costs 3 Seeds and needs a card to discard and a feature to name")
		}
		return engine.Illegal(m, rulePlanting, "%v is planting (round %d)", m.Player, d.round)
	case Acting:
		return engine.Illegal(m, ruleAction, "%v chooses one of the Action tile's two colours", m.Player)
	case Ending:
		return engine.Illegal(m, ruleActivate, "%v has activated their tableau: end step 3 (or convert)", m.Player)
	case Converting:
		if d.closing(i) {
			return engine.Illegal(m, ruleTokens, "%v has finished step 4 of the last round: end it (or convert) before the scoring", m.Player)
		}
	}
	return engine.Illegal(m, ruleRound, "%v has no decision now (%v)", m.Player, p.phase)
}

// diagnoseActivation explains a refused move during an ability.
func (d *data) diagnoseActivation(m Move) error {
	a := &d.seat(int(m.Player)).act
	switch {
	case a.prompt:
		return engine.Illegal(m, ruleActivate, "activate the ability (paying its costs in full) or skip it; an ability cannot be activated without its costs")
	case a.choose == 1:
		return engine.Illegal(m, ruleActivate, "choose the neighbour (left or right) whose tableau the ability reads")
	case a.choose == 2:
		return engine.Illegal(m, ruleActivate, "choose the opponent who gains")
	case d.paying(int(m.Player)):
		return engine.Illegal(m, ruleCosts, "pay the cost in full, one piece at a time, from a card that has it")
	}
	if a.place < 0 {
		return engine.Illegal(m, rulePlacing, "place the pieces one at a time on a Flora with room, or be done; a conversion may make room")
	}
	return engine.Illegal(m, rulePlacing, "place the gain one piece at a time on a Flora with room (and allowed by the card), or be done")
}

package beforeearth

import "github.com/rulebox/rulebox/internal/engine"

// diagnose explains why m is not legal, naming the rule it breaks.
func (d *data) diagnose(m Move) error {
	p := m.Player
	switch {
	case d.cards == nil:
		return engine.Illegal(m, ruleSetup, "the zero State is no game: start one with New")
	case p != P1 && p != P2:
		return engine.Illegal(m, ruleSetup, "there are only two players, P1 and P2")
	case m.Kind == 0 || m.Kind >= numMoveKinds:
		return engine.Illegal(m, ruleDecision, "unknown kind of move %d", m.Kind)
	case !m.wellFormed():
		return engine.Illegal(m, ruleDecision, "a %v move is done with its %s only; other fields must be zero", m.Kind, m.Kind.field())
	case d.victory != NoVictory:
		return engine.Illegal(m, ruleWinning, "the game is over: %v won by %v", d.winner.P(), d.victory)
	case d.phase == Choose:
		return d.diagnoseChoose(m)
	}
	t := d.top()
	if t == nil || !t.kind.decision() {
		return engine.Illegal(m, ruleDecision, "nobody has a decision to make")
	}
	if t.player() != p {
		return engine.Illegal(m, ruleDecision, "it is %v's decision (%s), not %v's", t.player(), d.describe(t), p)
	}
	if want := answers(t.kind); !want.has(m.Kind) {
		return engine.Illegal(m, ruleDecision, "%v must answer %s, which a %v move does not", p, d.describe(t), m.Kind)
	}
	return d.diagnoseArg(m, t)
}

// diagnoseChoose explains a refused move during the secret choice.
func (d *data) diagnoseChoose(m Move) error {
	switch {
	case m.Kind != PlayCard:
		return engine.Illegal(m, ruleChoose, "every round opens with each player choosing an action card in secret")
	case d.played[m.Player] != NoAction:
		return engine.Illegal(m, ruleChoose, "%v has already chosen an action card this round", m.Player)
	}
	return engine.Illegal(m, "Action Cards", "the action cards are A (Scout), B (Invade), C (Occupy) and D (Mine)")
}

// kinds is a set of move kinds.
type kinds uint16

func (k kinds) has(m MoveKind) bool { return m < 16 && k&(1<<m) != 0 }

func kindSet(ms ...MoveKind) kinds {
	var k kinds
	for _, m := range ms {
		k |= 1 << m
	}
	return k
}

// answers is the set of move kinds that answer a decision kind.
func answers(k pendKind) kinds {
	if k < numPendKinds {
		return answerKinds[k]
	}
	return 0
}

var answerKinds = [numPendKinds]kinds{
	pendTakeShip:     kindSet(TakeShip),
	pendQuarry:       kindSet(CollectQuarry),
	pendTakeAny:      kindSet(TakeResource),
	pendSpendAny:     kindSet(SpendResource),
	pendPay:          kindSet(PayResource),
	pendOption:       kindSet(ChooseOption),
	pendSearch:       kindSet(SearchPlanet),
	pendColonizeWith: kindSet(ColonizePlanet),
	pendWindow:       kindSet(ColonizePlanet, UsePlanet, Done),
}

// describe names a decision for messages.
func (d *data) describe(t *pending) string {
	switch t.kind {
	case pendTakeShip:
		return "which available spaceship to take"
	case pendQuarry:
		return "which Quarry to collect"
	case pendTakeAny:
		return "which resource to take from the supply"
	case pendSpendAny:
		return "which resource to spend"
	case pendPay:
		return "which resource to pay for the planet"
	case pendOption:
		return "which option of the card to use"
	case pendSearch:
		return "which planet of the deck to colonize"
	case pendColonizeWith:
		return "which available planet to colonize"
	case pendWindow:
		if t.mask&windowColonize != 0 {
			return "whether to colonize or use a planet ability"
		}
		return "whether to use a planet ability"
	}
	return "nothing"
}

// diagnoseArg explains a move of the right kind with a wrong argument.
func (d *data) diagnoseArg(m Move, t *pending) error {
	p := m.Player
	_, rule := d.running()
	switch m.Kind {
	case TakeShip:
		return engine.Illegal(m, ruleShips, "that spaceship is not available: only the 3 face up in the row are")
	case CollectQuarry:
		return engine.Illegal(m, rule, "Quarry %d is not one you may collect now (there are 3, each collected once)", m.Quarry+1)
	case TakeResource:
		return engine.Illegal(m, rule, "the supply has no %v resource", m.Resource)
	case SpendResource:
		return engine.Illegal(m, rule, "%v has no %v resource to spend", p, m.Resource)
	case PayResource:
		return engine.Illegal(m, ruleColonize, "the planet's remaining cost is %v; %v pays with what they hold", t.cost, p)
	case ChooseOption:
		if t.mask == optionShip {
			rule = ruleShips
		} else {
			rule = rulePlanets
		}
		return engine.Illegal(m, rule, "that option does not exist or its cost cannot be paid")
	case SearchPlanet:
		return engine.Illegal(m, ruleShips, "that planet is not in the planet deck")
	case ColonizePlanet:
		return d.diagnoseColonize(m, t)
	case UsePlanet:
		return d.diagnoseUse(m)
	}
	return engine.Illegal(m, ruleDecision, "not a legal choice now")
}

// diagnoseColonize explains a refused colonization.
func (d *data) diagnoseColonize(m Move, t *pending) error {
	p := m.Player
	switch {
	case t.kind == pendWindow && t.mask&windowColonize == 0 && d.phase == Colonize:
		return engine.Illegal(m, ruleColonize, "only a player whose action was not cancelled may colonize")
	case t.kind == pendWindow && t.mask&windowColonize == 0:
		return engine.Illegal(m, ruleColonize, "planets are colonized in Phase 3 (or with a planet ability)")
	case t.kind == pendWindow && d.colonized[p]:
		return engine.Illegal(m, ruleColonize, "%v has already colonized a planet this round", p)
	}
	inRow := false
	for _, i := range d.planetRow {
		inRow = inRow || (i >= 0 && int16(i) == m.Card)
	}
	if !inRow {
		return engine.Illegal(m, ruleColonize, "that planet is not available: only the 3 face up in the row are")
	}
	return engine.Illegal(m, ruleColonize, "%v cannot pay %v less the discount with %v", p, d.cards.Planets[m.Card].Cost, d.res[p])
}

// diagnoseUse explains a refused planet ability.
func (d *data) diagnoseUse(m Move) error {
	p := m.Player
	switch {
	case !d.planets[p].has(int(m.Card)):
		return engine.Illegal(m, rulePlanets, "%v has not colonized that planet", p)
	case d.faceDown.has(int(m.Card)):
		return engine.Illegal(m, rulePlanets, "that planet is face down: its ability was used already (once per game)")
	}
	return engine.Illegal(m, rulePlanets, "the planet's ability cannot be paid or has nothing to act on now")
}

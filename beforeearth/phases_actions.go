package beforeearth

// stepActions resolves Phase 2. Each player whose action stands resolves it
// and may then use planet abilities; a player whose action was cancelled may
// use planet abilities once both actions are resolved.
//
//	step 0: first player's action    step 1: first player's window
//	step 2: second player's action   step 3: second player's window
//	step 4: first player's window, if cancelled
//	step 5: second player's window, if cancelled
//
// It runs steps until one pushes a decision, someone wins or the phase
// ends.
func (g *game) stepActions() {
	for g.depth == 0 && g.victory == NoVictory {
		if g.step >= 6 {
			g.phase, g.step = Colonize, 0
			return
		}
		s := g.step
		g.step++
		switch p := g.order((s & 2) >> 1); {
		case s >= 4:
			if p = g.order(s - 4); g.cancelled[p] {
				g.openWindow(p, false)
			}
		case g.cancelled[p]:
		case s%2 == 1:
			g.openWindow(p, false)
		default:
			g.performAction(p, g.played[p])
		}
	}
}

// occupyDiscount is Occupy's "spend 2 resources less than normal".
const occupyDiscount = 2

// performAction resolves the action of card a for p: Scout raises technology,
// Invade performs the opponent's Occupy or Mine action, Occupy grants the
// discount, Mine collects a Quarry.
func (g *game) performAction(p Player, a Action) {
	switch a {
	case Scout:
		g.addTech(p, 1, "", ruleActions)
	case Invade:
		if o := g.played[other(p)]; o == Occupy || o == Mine {
			if g.log.On() {
				g.event(p, Invaded, "", ruleActions, "%v performs %v's %s action", p, other(p), o.Name())
			}
			g.performAction(p, o)
		}
	case Occupy:
		// "Spend 2 resources less than normal" states the discount, not an
		// amount to add: performing Occupy's action again (stolen by Invade
		// and copied by The Imitator) still leaves it 2.
		g.discount[p] = occupyDiscount
		if g.log.On() {
			g.event(p, Discounted, "", ruleActions, "%v will spend %d resources less than normal to colonize this round", p, occupyDiscount)
		}
	case Mine:
		e := pending{kind: pendQuarry, seat: uint8(p), n: 1}
		g.offer(e, quarryOptions(&e))
	}
}

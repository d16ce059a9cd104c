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
func (d *data) stepActions(lg *[]Event) {
	for d.depth == 0 && d.victory == NoVictory {
		if d.step >= 6 {
			d.phase, d.step = Colonize, 0
			return
		}
		s := d.step
		d.step++
		switch p := d.order((s & 2) >> 1); {
		case s >= 4:
			if p = d.order(s - 4); d.cancelled[p] {
				d.openWindow(p, false)
			}
		case d.cancelled[p]:
		case s%2 == 1:
			d.openWindow(p, false)
		default:
			d.performAction(p, d.played[p], lg)
		}
	}
}

// occupyDiscount is Occupy's "spend 2 resources less than normal".
const occupyDiscount = 2

// performAction resolves the action of card a for p: Scout raises technology,
// Invade performs the opponent's Occupy or Mine action, Occupy grants the
// discount, Mine collects a Quarry.
func (d *data) performAction(p Player, a Action, lg *[]Event) {
	switch a {
	case Scout:
		d.addTech(p, 1, "", ruleActions, lg)
	case Invade:
		if o := d.played[other(p)]; o == Occupy || o == Mine {
			if lg != nil {
				d.event(lg, p, Invaded, "", ruleActions, "%v performs %v's %s action", p, other(p), o.Name())
			}
			d.performAction(p, o, lg)
		}
	case Occupy:
		// "Spend 2 resources less than normal" states the discount, not an
		// amount to add: performing Occupy's action again (stolen by Invade
		// and copied by The Imitator) still leaves it 2.
		d.discount[p] = occupyDiscount
		if lg != nil {
			d.event(lg, p, Discounted, "", ruleActions, "%v will spend %d resources less than normal to colonize this round", p, occupyDiscount)
		}
	case Mine:
		d.push(pending{kind: pendQuarry, seat: uint8(p), n: 1})
	}
}

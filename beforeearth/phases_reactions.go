package beforeearth

// stepReactions resolves Phase 1. Steps 0-1 are the first player's reaction
// (take a spaceship, then cancel), steps 2-3 the second player's.
//
// It runs steps until one pushes a decision, someone wins or the phase
// ends.
func (d *data) stepReactions(lg *[]Event) {
	for d.depth == 0 && d.victory == NoVictory {
		if d.step >= 4 {
			d.phase, d.step = Actions, 0
			return
		}
		p := d.order(d.step / 2)
		part := d.step % 2
		d.step++
		if part == 0 {
			if d.played[p] == Scout {
				d.push(pending{kind: pendTakeShip, seat: uint8(p)})
			}
			continue
		}
		if cancels(d.played[p], d.played[other(p)]) {
			d.cancel(p, lg)
		}
	}
}

// cancels reports whether card mine's reaction cancels the opponent's card
// theirs: Scout cancels Invade, Invade cancels Occupy and Mine, Mine cancels
// Scout.
func cancels(mine, theirs Action) bool {
	switch mine {
	case Scout:
		return theirs == Invade
	case Invade:
		return theirs == Occupy || theirs == Mine
	case Mine:
		return theirs == Scout
	}
	return false
}

// cancel is p's reaction cancelling the opponent's action and dealing them 1
// damage.
func (d *data) cancel(p Player, lg *[]Event) {
	o := other(p)
	d.cancelled[o] = true
	if lg != nil {
		d.event(lg, p, Cancelled, "", ruleReactions, "%v's %s cancels %v's %s", p, d.played[p].Name(), o, d.played[o].Name())
	}
	d.addDamage(p, o, 1, "", ruleReactions, lg)
}

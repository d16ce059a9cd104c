package beforeearth

// stepReactions resolves Phase 1. Steps 0-1 are the first player's reaction
// (take a spaceship, then cancel), steps 2-3 the second player's.
//
// It runs steps until one pushes a decision, someone wins or the phase
// ends. A player without Scout has nothing to take, so their cancel follows
// in the same turn of the loop.
func (g *game) stepReactions() {
	for g.depth == 0 && g.victory == NoVictory {
		if g.step >= 4 {
			g.phase, g.step = Actions, 0
			return
		}
		p := g.order(g.step / 2)
		if g.step%2 == 0 { // take a spaceship, then on to the cancel
			g.step++
			if g.played[p] == Scout {
				g.offer(pending{kind: pendTakeShip, seat: uint8(p)}, g.shipOptions())
				continue
			}
		}
		g.step++
		if cancels(g.played[p], g.played[other(p)]) {
			g.cancel(p)
		}
	}
}

// cancels reports whether card mine's reaction cancels the opponent's card
// theirs: Scout cancels Invade, Invade cancels Occupy and Mine, Mine cancels
// Scout. It is a table lookup, not a switch on the cards, which the players
// chose at random.
func cancels(mine, theirs Action) bool {
	return mine|theirs < 8 && cancelled[mine&7]>>(theirs&7)&1 != 0
}

// cancelled[mine] holds a bit for each card that card mine's reaction
// cancels.
var cancelled = [8]uint8{
	Scout:  1 << Invade,
	Invade: 1<<Occupy | 1<<Mine,
	Mine:   1 << Scout,
}

// cancel is p's reaction cancelling the opponent's action and dealing them 1
// damage.
func (g *game) cancel(p Player) {
	o := other(p)
	g.cancelled[o] = true
	if g.log.On() {
		g.event(p, Cancelled, "", ruleReactions, "%v's %s cancels %v's %s", p, g.played[p].Name(), o, g.played[o].Name())
	}
	g.addDamage(p, o, 1, "", ruleReactions)
}

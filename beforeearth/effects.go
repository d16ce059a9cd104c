package beforeearth

// The primitive effects every action and card ability is made of. Each one
// changes one thing, records an event when asked, and checks the victory
// conditions at once, so a win mid-phase ends the game on the spot.

// addTech moves p's technology by n (negative to decrease), within 0..7.
// The event reports the move that happened: none when the track was
// already at its end.
func (g *game) addTech(p Player, n int, card, rule string) {
	was := g.tech[p]
	g.tech[p] = clampTrack(int(was) + n)
	if g.log.On() && g.tech[p] != was {
		g.event(p, TechnologyMoved, card, rule, "%v's technology moves %+d to %d", p, g.tech[p]-was, g.tech[p])
	}
	g.checkWin(p)
}

// addDamage moves target's damage by n (negative to reduce), within 0..7;
// by is the player whose effect it is. The event reports the move that
// happened: none when the track was already at its end.
func (g *game) addDamage(by, target Player, n int, card, rule string) {
	was := g.damage[target]
	g.damage[target] = clampTrack(int(was) + n)
	if g.log.On() && g.damage[target] != was {
		g.event(by, DamageMoved, card, rule, "%v's damage moves %+d to %d", target, g.damage[target]-was, g.damage[target])
	}
	g.checkWin(by)
}

func clampTrack(v int) int8 {
	return int8(min(max(v, 0), TrackMax))
}

// takeFromSupply moves up to n resources of colour c from the bag to p; the
// supply gives only what it holds.
func (g *game) takeFromSupply(p Player, c Resource, n int, card, rule string) {
	n = min(n, int(g.bag[c]))
	g.bag[c] -= uint8(n)
	g.res[p][c] += uint8(n)
	if g.log.On() && n > 0 {
		g.event(p, TookResources, card, rule, "%v takes %d %v from the supply", p, n, c)
	}
}

// spend returns one resource of colour c from p to the bag.
func (g *game) spend(p Player, c Resource, card, rule string) {
	if g.res[p][c] == 0 {
		return
	}
	g.res[p][c]--
	g.bag[c]++
	if g.log.On() {
		g.event(p, SpentResource, card, rule, "%v spends 1 %v", p, c)
	}
}

// collect moves everything on Quarry q to p.
func (g *game) collect(p Player, q int, card, rule string) {
	got := g.quarry[q]
	g.res[p] = g.res[p].Add(got)
	g.quarry[q] = Resources{}
	if g.log.On() {
		g.event(p, CollectedQuarry, card, rule, "%v collects %v from Quarry %d", p, got, q+1)
	}
}

// acquireShip moves available spaceship i into p's Fleet and starts its
// ability, which resolves immediately.
func (g *game) acquireShip(p Player, i int, rule string) {
	for k, c := range g.shipRow {
		if int(c) == i {
			g.shipRow[k] = -1
		}
	}
	g.ships[p] |= bit(i)
	if g.log.On() {
		g.event(p, TookShip, g.cards.Ships[i].Name, rule, "%v takes %s", p, g.cards.Ships[i].Name)
	}
	g.checkWin(p)
	sh := &g.cards.Ships[i]
	switch {
	case len(sh.alts) > 1:
		e := pending{kind: pendOption, seat: uint8(p), card: int8(i), mask: optionShip}
		g.offer(e, g.alternativeOptions(&e))
	case len(sh.alts) == 1 && len(sh.alts[0].steps) > 0 && sh.alts[0].req.costsMet(g.data, p):
		g.push(pending{kind: pendShipFrame, seat: uint8(p), card: int8(i)})
	}
}

// usePlanet turns p's planet i face down and starts its ability.
func (g *game) usePlanet(p Player, i int) {
	g.faceDown |= bit(i)
	pl := &g.cards.Planets[i]
	if g.log.On() {
		g.event(p, UsedPlanet, pl.Name, rulePlanets, "%v uses %s", p, pl.Name)
	}
	if len(pl.alts) > 1 {
		e := pending{kind: pendOption, seat: uint8(p), card: int8(i)}
		g.offer(e, g.alternativeOptions(&e))
		return
	}
	g.push(pending{kind: pendPlanetFrame, seat: uint8(p), card: int8(i)})
}

// resumeFrame runs the steps of the card ability on top of the stack, and
// drops the frame when the ability is finished. A step may push a decision
// above the frame, which stops it; the frame resumes once it is answered.
// A win stops it too. The steps run in one call, not one a turn of
// advance's loop, which would find the same frame on top after each step
// that pushes nothing.
func (g *game) resumeFrame() {
	t, depth := g.top(), g.depth
	steps := g.frameSteps(t)
	for int(t.pc) < len(steps) {
		st := &steps[t.pc]
		t.pc++
		g.run(st, t.player())
		if g.depth != depth || g.victory != NoVictory {
			return
		}
	}
	g.pop()
}

// frameSteps returns the compiled steps a frame runs.
func (d *data) frameSteps(t *pending) []step {
	switch t.kind {
	case pendShipFrame:
		if int(t.card) < len(d.cards.Ships) {
			sh := &d.cards.Ships[t.card]
			if int(t.alt) < len(sh.alts) {
				return sh.alts[t.alt].steps
			}
		}
	case pendPlanetFrame:
		if int(t.card) < len(d.cards.Planets) {
			pl := &d.cards.Planets[t.card]
			if int(t.alt) < len(pl.alts) {
				return pl.alts[t.alt].steps
			}
		}
	}
	return nil
}

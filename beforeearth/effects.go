package beforeearth

// The primitive effects every action and card ability is made of. Each one
// changes one thing, records an event when asked, and checks the victory
// conditions at once, so a win mid-phase ends the game on the spot.

// addTech moves p's technology by n (negative to decrease), within 0..7.
// The event reports the move that happened: none when the track was
// already at its end.
func (d *data) addTech(p Player, n int, card, rule string, lg *[]Event) {
	was := d.tech[p]
	d.tech[p] = clampTrack(int(was) + n)
	if lg != nil && d.tech[p] != was {
		d.event(lg, p, TechnologyMoved, card, rule, "%v's technology moves %+d to %d", p, d.tech[p]-was, d.tech[p])
	}
	d.checkWin(p, lg)
}

// addDamage moves target's damage by n (negative to reduce), within 0..7;
// by is the player whose effect it is. The event reports the move that
// happened: none when the track was already at its end.
func (d *data) addDamage(by, target Player, n int, card, rule string, lg *[]Event) {
	was := d.damage[target]
	d.damage[target] = clampTrack(int(was) + n)
	if lg != nil && d.damage[target] != was {
		d.event(lg, by, DamageMoved, card, rule, "%v's damage moves %+d to %d", target, d.damage[target]-was, d.damage[target])
	}
	d.checkWin(by, lg)
}

func clampTrack(v int) int8 {
	return int8(min(max(v, 0), TrackMax))
}

// takeFromSupply moves up to n resources of colour c from the bag to p; the
// supply gives only what it holds.
func (d *data) takeFromSupply(p Player, c Resource, n int, card, rule string, lg *[]Event) {
	n = min(n, int(d.bag[c]))
	d.bag[c] -= uint8(n)
	d.res[p][c] += uint8(n)
	if lg != nil && n > 0 {
		d.event(lg, p, TookResources, card, rule, "%v takes %d %v from the supply", p, n, c)
	}
}

// spend returns one resource of colour c from p to the bag.
func (d *data) spend(p Player, c Resource, card, rule string, lg *[]Event) {
	if d.res[p][c] == 0 {
		return
	}
	d.res[p][c]--
	d.bag[c]++
	if lg != nil {
		d.event(lg, p, SpentResource, card, rule, "%v spends 1 %v", p, c)
	}
}

// collect moves everything on Quarry q to p.
func (d *data) collect(p Player, q int, card, rule string, lg *[]Event) {
	got := d.quarry[q]
	d.res[p] = d.res[p].Add(got)
	d.quarry[q] = Resources{}
	if lg != nil {
		d.event(lg, p, CollectedQuarry, card, rule, "%v collects %v from Quarry %d", p, got, q+1)
	}
}

// acquireShip moves available spaceship i into p's Fleet and starts its
// ability, which resolves immediately.
func (d *data) acquireShip(p Player, i int, rule string, lg *[]Event) {
	for k, c := range d.shipRow {
		if int(c) == i {
			d.shipRow[k] = -1
		}
	}
	d.ships[p] |= bit(i)
	if lg != nil {
		d.event(lg, p, TookShip, d.cards.Ships[i].Name, rule, "%v takes %s", p, d.cards.Ships[i].Name)
	}
	d.checkWin(p, lg)
	sh := &d.cards.Ships[i]
	switch {
	case len(sh.alts) > 1:
		d.push(pending{kind: pendOption, seat: uint8(p), card: int8(i), mask: optionShip})
	case len(sh.alts) == 1 && len(sh.alts[0].steps) > 0 && sh.alts[0].req.costsMet(d, p):
		d.push(pending{kind: pendShipFrame, seat: uint8(p), card: int8(i)})
	}
}

// usePlanet turns p's planet i face down and starts its ability.
func (d *data) usePlanet(p Player, i int, lg *[]Event) {
	d.faceDown |= bit(i)
	pl := &d.cards.Planets[i]
	if lg != nil {
		d.event(lg, p, UsedPlanet, pl.Name, rulePlanets, "%v uses %s", p, pl.Name)
	}
	if len(pl.alts) > 1 {
		d.push(pending{kind: pendOption, seat: uint8(p), card: int8(i)})
		return
	}
	d.push(pending{kind: pendPlanetFrame, seat: uint8(p), card: int8(i)})
}

// resumeFrame runs the next step of the card ability on top of the stack, or
// drops the frame when the ability is finished. A step may push a decision
// above the frame; the frame resumes once it is answered.
func (d *data) resumeFrame(lg *[]Event) {
	t := d.top()
	steps := d.frameSteps(t)
	if int(t.pc) >= len(steps) {
		d.pop()
		return
	}
	st := &steps[t.pc]
	t.pc++
	d.run(st, t.player(), lg)
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

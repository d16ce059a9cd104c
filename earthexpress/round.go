package earthexpress

// startRound begins a round: from round 2 each player passes the 5 cards
// left in hand to the left and draws 2; the top Action tile is revealed
// (the 3 tiles are shuffled into a new stack when it is empty); every
// player starts planting.
func (d *data) startRound() {
	d.round++
	d.choosing = false
	if d.round > 1 && !d.solo() {
		d.passHands()
		for i := range d.n {
			d.drawTo(&d.p[i])
			d.drawTo(&d.p[i])
		}
	}
	if d.ntiles == 0 {
		d.tiles = [3]uint8{0, 1, 2}
		d.rng.Shuffle(3, func(i, j int) { d.tiles[i], d.tiles[j] = d.tiles[j], d.tiles[i] })
		d.ntiles = 3
	}
	d.tile = d.tiles[3-d.ntiles]
	d.ntiles--
	t := d.cards.ActionTiles[d.tile]
	d.emit(Event{Kind: RoundStarted, Player: NoPlayer, N: int(d.round), Colour: t[0], Colour2: t[1], Rule: ruleRound})
	plant := uint8(2)
	if d.round == Rounds {
		plant = 1
	}
	for i := range d.n {
		p := &d.p[i]
		p.phase, p.sub, p.toPlant, p.planted = Planting, subNone, plant, 0
		p.refreshed, p.discards, p.action, p.cursor = false, 0, NoColour, 0
		p.deferred, p.blacks, p.germs = 0, 0, 0
		p.act = none
	}
	d.settle()
}

// solo reports a game against Demeter.
func (d *data) solo() bool { return d.n == 1 }

// passHands gives each player's hand to the player on their left, the
// next seat (P1 passes to P2, the last player to P1).
func (d *data) passHands() {
	last := d.p[d.n-1]
	for i := int(d.n) - 1; i > 0; i-- {
		d.p[i].hand, d.p[i].nhand = d.p[i-1].hand, d.p[i-1].nhand
	}
	d.p[0].hand, d.p[0].nhand = last.hand, last.nhand
}

// left and right are p's neighbours: the player p passes to, and the one
// who passes to p.
func (d *data) left(p int) int  { return (p + 1) % int(d.n) }
func (d *data) right(p int) int { return (p + int(d.n) - 1) % int(d.n) }

// settle moves every player on through what the engine decides alone, and
// the table through step 4 and round ends, until someone has a decision.
func (d *data) settle() {
	for changed := true; changed; {
		changed = false
		for i := range int(d.n) {
			if d.advance(i) {
				changed = true
			}
		}
		if d.advanceTable() {
			changed = true
		}
	}
}

// advanceTable runs what the players do together: the end of the setup
// choice, step 4 and the round's end. It reports whether anything changed.
func (d *data) advanceTable() bool {
	if d.p[0].phase == Over {
		return false
	}
	all := func(ph Phase) bool {
		for i := range d.n {
			if d.p[i].phase != ph {
				return false
			}
		}
		return true
	}
	switch {
	case d.choosing:
		for i := range d.n {
			if d.p[i].ecoKept < 0 {
				return false
			}
		}
		d.startRound()
		return true
	case all(Finished):
		if d.solo() && !d.demeterStep3() {
			return false
		}
		d.stepFour()
		return true
	case all(Converting) && !d.dem.pendingFauna:
		return d.endRound()
	}
	return false
}

// stepFour checks the Fauna objectives and hands out the Sprout tokens.
func (d *data) stepFour() {
	d.claimFauna()
	for i := range d.n {
		p := &d.p[i]
		p.phase, p.closed = Converting, false
		p.act = none
		d.startTokens(int(i))
	}
}

// endRound ends the round once every player has converted their tokens:
// the game ends after round 5, else the next round starts.
func (d *data) endRound() bool {
	for i := range d.n {
		if d.p[i].phase != Converting || d.p[i].act.on || d.p[i].sub != subNone || d.closing(int(i)) {
			return false
		}
	}
	if d.round == Rounds {
		d.endGame()
		for i := range d.n {
			d.p[i].phase = Over
		}
		d.recordWinners()
		return true
	}
	d.startRound()
	return true
}

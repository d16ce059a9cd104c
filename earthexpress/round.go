package earthexpress

// startRound begins a round: from round 2 each player passes the 5 cards
// left in hand to the left and draws 2; the top Action tile is revealed
// (the 3 tiles are shuffled into a new stack when it is empty); every
// player starts planting (settle moves them on).
func (g game) startRound() {
	g.round++
	g.choosing = false
	if g.round > 1 && !g.solo() {
		g.passHands()
		for i := range g.n {
			g.drawTo(g.seat(int(i)))
			g.drawTo(g.seat(int(i)))
		}
	}
	if g.ntiles == 0 {
		g.tiles = [3]uint8{0, 1, 2}
		g.rng.Shuffle(3, func(i, j int) { g.tiles[i], g.tiles[j] = g.tiles[j], g.tiles[i] })
		g.ntiles = 3
	}
	g.tile = g.tiles[3-g.ntiles]
	g.ntiles--
	t := g.cards.ActionTiles[g.tile]
	g.emit(Event{Kind: RoundStarted, Player: NoPlayer, N: int(g.round), Colour: t[0], Colour2: t[1], Rule: ruleRound})
	plant := uint8(2)
	if g.round == Rounds {
		plant = 1
	}
	for i := range g.n {
		p := g.seat(int(i))
		p.phase, p.sub, p.toPlant, p.planted = Planting, subNone, plant, 0
		p.refreshed, p.discards, p.action, p.cursor = false, 0, NoColour, 0
		p.deferred, p.blacks, p.germs = 0, 0, 0
		p.act = none
	}
}

// solo reports a game against Demeter.
func (d *data) solo() bool { return d.n == 1 }

// passHands gives each player's hand to the player on their left, the
// next seat (P1 passes to P2, the last player to P1).
func (g game) passHands() {
	last := *g.seat(int(g.n - 1))
	for i := int(g.n) - 1; i > 0; i-- {
		g.seat(i).hand, g.seat(i).nhand = g.seat(i-1).hand, g.seat(i-1).nhand
	}
	g.seat(0).hand, g.seat(0).nhand = last.hand, last.nhand
}

// left and right are p's neighbours: the player p passes to, and the one
// who passes to p.
func (d *data) left(p int) int  { return (p + 1) % int(d.n) }
func (d *data) right(p int) int { return (p + int(d.n) - 1) % int(d.n) }

// tableMayAdvance reports whether advanceTable may have something to run:
// the setup choice is under way, or the first player has finished step 3
// or is in step 4, as every player must be for the table to move on.
func (d *data) tableMayAdvance() bool {
	ph := d.seat(0).phase
	return d.choosing || ph == Finished || ph == Converting
}

// advanceTable runs what the players do together, the second step of
// settle's pass: the end of the setup choice, step 4 and the round's end.
// It reports whether anything changed.
func (g game) advanceTable() bool {
	if g.seat(0).phase == Over {
		return false
	}
	all := func(ph Phase) bool {
		for i := range g.n {
			if g.seat(int(i)).phase != ph {
				return false
			}
		}
		return true
	}
	switch {
	case g.choosing:
		for i := range g.n {
			if g.seat(int(i)).ecoKept < 0 {
				return false
			}
		}
		g.startRound()
		return true
	case all(Finished):
		if g.solo() && !g.demeterStep3() {
			return false
		}
		g.stepFour()
		return true
	case all(Converting) && !g.dem.pendingFauna:
		return g.endRound()
	}
	return false
}

// stepFour checks the Fauna objectives and hands out the Sprout tokens.
func (g game) stepFour() {
	g.claimFauna()
	for i := range g.n {
		p := g.seat(int(i))
		p.phase, p.closed = Converting, false
		p.act = none
		g.startTokens(int(i))
	}
}

// endRound ends the round once every player has converted their tokens:
// the game ends after round 5, else the next round starts.
func (g game) endRound() bool {
	for i := range g.n {
		if g.seat(int(i)).phase != Converting || g.seat(int(i)).act.on || g.seat(int(i)).sub != subNone || g.closing(int(i)) {
			return false
		}
	}
	if g.round == Rounds {
		g.endGame()
		for i := range g.n {
			g.seat(int(i)).phase = Over
		}
		g.recordWinners()
		return true
	}
	g.startRound()
	return true
}

package earthexpress

// canRefresh reports whether player i may Refresh: once a round, for 2
// Seeds, with a card to discard (solo: Demeter's tableau has 7 to 9).
func (d *data) canRefresh(i int) bool {
	p := d.seat(i)
	if p.refreshed || p.seeds < RefreshCost {
		return false
	}
	if d.solo() {
		return d.demCards() >= 7
	}
	return p.nhand > 0
}

// startRefresh pays a Refresh's 2 Seeds; the player then discards.
func (g game) startRefresh(i int) {
	p := g.seat(i)
	p.seeds -= RefreshCost
	g.emit(Event{Kind: Paid, Player: Player(i), Resource: Seed, N: RefreshCost, Space: -1, Rule: ruleRefresh})
	p.refreshed = true
	p.sub, p.discards = subRefresh, 0
}

// minDiscards is the fewest cards a Refresh discards: 1, or solo 7 of
// Demeter's tableau.
func (d *data) minDiscards() uint8 {
	if d.solo() {
		return 7
	}
	return 1
}

// discardForRefresh discards c from player i's hand (solo: from
// Demeter's tableau) for a Refresh; with the hand empty, the Refresh ends.
func (g game) discardForRefresh(i int, c Card) {
	p := g.seat(i)
	if g.solo() {
		g.discardDemeter(i, c)
		return
	}
	p.takeFromHand(c)
	g.writePiles().discard.add(c)
	p.discards++
	if p.nhand == 0 {
		g.finishRefresh(i)
	}
}

// discardDemeter discards c from Demeter's tableau for a solo Refresh;
// with 9 discarded (or none left) her tableau is refilled at once.
func (g game) discardDemeter(i int, c Card) {
	p := g.seat(i)
	for k := range g.demTab {
		if g.demTab[k] == c {
			g.demTab[k] = NoCard
		}
	}
	g.writePiles().discard.add(c)
	p.discards++
	if g.demCards() == 0 {
		g.finishRefresh(i)
	}
}

// finishRefresh draws as many cards as were discarded: into the hand, or
// solo into Demeter's empty spaces, row by row; a space the player planted
// from this round may so stay empty until the refill after planting.
func (g game) finishRefresh(i int) {
	p := g.seat(i)
	if g.solo() {
		g.fillDemeter(int(p.discards))
	} else {
		for range p.discards {
			g.drawTo(p)
		}
	}
	g.emit(Event{Kind: Refreshed, Player: Player(i), N: int(p.discards), Rule: ruleRefresh})
	p.sub, p.discards = subNone, 0
}

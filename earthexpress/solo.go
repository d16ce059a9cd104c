package earthexpress

import "github.com/rulebox/rulebox/internal/earth"

// refillDemeter fills the empty spaces of Demeter's tableau from the stack.
func (g game) refillDemeter() { g.fillDemeter(Spaces) }

// fillDemeter draws up to n cards from the stack into the empty spaces of
// Demeter's tableau, row by row.
func (g game) fillDemeter(n int) {
	for k := range g.demTab {
		if n > 0 && g.demTab[k] == NoCard {
			g.demTab[k] = g.draw()
			n--
		}
	}
}

// demeterColours counts Demeter's RED, BLUE and YELLOW abilities (a
// multicoloured one counts for each).
func (d *data) demeterColours() [numColours]int {
	var n [numColours]int
	for _, c := range d.demTab {
		if c == NoCard {
			continue
		}
		for _, ab := range d.cards.info(c).Abilities {
			switch ab.Colour {
			case Red, Blue, Yellow:
				n[ab.Colour]++
			case Multicolour:
				n[Red]++
				n[Blue]++
				n[Yellow]++
			}
		}
	}
	return n
}

// demeterStep3 is Demeter's step 3, once the player has finished theirs:
// she activates the colour she has most abilities of; on a tie the player
// chooses (it waits for their Tie move); with none of the three she
// activates nothing. It reports whether she is done.
func (g game) demeterStep3() bool {
	if g.dem.acted == g.round {
		return g.dem.tie == 0
	}
	g.dem.acted = g.round
	n := g.demeterColours()
	best := max(n[Red], n[Blue], n[Yellow])
	if best == 0 {
		return true
	}
	var tied uint8
	for c := Red; c <= Yellow; c++ {
		if n[c] == best {
			tied |= 1 << c
		}
	}
	if tied&(tied-1) != 0 {
		g.dem.tie = tied
		return false
	}
	for c := Red; c <= Yellow; c++ {
		if tied&(1<<c) != 0 {
			g.demeterActivate(c)
		}
	}
	return true
}

// demeterActivate activates every ability of Demeter's of colour c (and
// her multicoloured ones): once in rounds 1-4; in round 5 twice (Normal)
// or three times (Hard, Expert).
func (g game) demeterActivate(c Colour) {
	g.dem.tie = 0
	times := 1
	if g.round == Rounds {
		times = 2
		if g.level >= Hard {
			times = 3
		}
	}
	for range times {
		for k, card := range g.demTab {
			if card == NoCard {
				continue
			}
			for a, ab := range g.cards.info(card).Abilities {
				if ab.Colour.answers(c) {
					g.demeterAbility(k, a, &ab)
				}
			}
		}
	}
}

// demeterAbility scores one of Demeter's activations: she never gains or
// spends; she scores the resources the ability would give her less those
// it would cost (never below 0), taking the option that scores most. Her
// directional requirements are met by whatever stands in the places named;
// a neighbour's tableau is the player's. What the ability gives "others"
// or "an opponent", the player gains as normal.
func (g game) demeterAbility(k, a int, ab *Ability) {
	sc := earth.NewScratch()
	defer sc.Release()
	g.demeterTableau(&sc.Own)
	g.tableau(0, &sc.Neighbour)
	sc.Ctx = earth.Context{Own: &sc.Own, Neighbour: &sc.Neighbour, Self: posOf(k), HasSelf: true, Lenient: true}
	best, bestAlt := -1, -1
	for alt := range ab.alts {
		v := 0
		for _, c := range ab.alts[alt].costs {
			v -= c.n
		}
		for j := range ab.alts[alt].gains {
			v += demeterGain(&ab.alts[alt].gains[j], sc)
		}
		if v > best {
			best, bestAlt = v, alt
		}
	}
	if bestAlt < 0 {
		return
	}
	for _, gn := range ab.alts[bestAlt].gains {
		if gn.to != toYou {
			g.giveFrom(0, gn.res, gn.amount(sc), g.demTab[k], a+1)
		}
	}
	if best > 0 {
		g.dem.vp += best
		g.emit(Event{Kind: DemeterScored, Player: NoPlayer, Card: g.demTab[k], Ability: a + 1, Space: k, N: best, Rule: ruleDemeter})
	}
}

// demeterGain is what a gain of one of Demeter's abilities scores her: what
// a player with her tableau would gain (her cards hold no pieces, so no
// capacity limits it). Spread over any Flora or over a set of places, the
// amount, or nothing when the set is empty; "on all", the amount on each
// card of the set. A gain for the others scores her nothing.
func demeterGain(g *gain, sc *earth.Scratch) int {
	if g.to != toYou && g.to != toEveryone {
		return 0
	}
	n := g.amount(sc)
	switch g.place {
	case onSet, onOne:
		if g.where.Eval(&sc.Ctx) == 0 {
			return 0
		}
	case onEach:
		n *= g.where.Eval(&sc.Ctx).Len()
	}
	return n
}

// demeterRounds reports whether Demeter claims a Fauna objective in step 4
// of this round: rounds 3 and 4 (Normal), 2 and 3 (Hard, Expert).
func (d *data) demeterRounds() bool {
	if d.level == Normal {
		return d.round == 3 || d.round == 4
	}
	return d.round == 2 || d.round == 3
}

// demeterClaims makes Demeter's claim of the round, after the player's:
// the first time, the player chooses which Fauna (a Claim move); later,
// the one she has not claimed.
func (g game) demeterClaims(playerClaimed [2]bool) {
	if !g.demeterRounds() {
		return
	}
	g.dem.sameRound = playerClaimed
	if g.dem.claimed == 0 {
		g.dem.pendingFauna = true
		return
	}
	for f := range 2 {
		if g.dem.claims[f] < 0 {
			g.demeterClaim(f)
			return
		}
	}
}

// demeterClaim puts Demeter's Leaf token on Fauna f: on the highest free
// space, or, when the player claimed f this round, on the space below the
// player's.
func (g game) demeterClaim(f int) {
	g.dem.pendingFauna = false
	k := g.faunaNext[f]
	if g.dem.sameRound[f] {
		k = uint8(g.seat(0).claims[f]) + 1
	}
	g.dem.claims[f] = int8(k)
	g.faunaNext[f] = k + 1
	g.dem.claimed++
	g.emitClaim(NoPlayer, f, int8(k))
}

// DemeterLeaves splits a score on Demeter's VP track into its two Leaf
// tokens: the first on 0-9, the second on the tens (114 is 4 and 110).
// A negative score reads as 0.
func DemeterLeaves(vp int) (ones, tens int) {
	vp = max(vp, 0)
	return vp % 10, vp - vp%10
}

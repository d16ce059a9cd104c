package beforeearth

import mbits "math/bits"

// stepColonize resolves Phase 3: each player in turn, in the round's order,
// may colonize one available planet (if their action stands) and use planet
// abilities, then says done.
func (g *game) stepColonize() {
	if g.step >= 2 {
		g.phase, g.step = Maintenance, 0
		return
	}
	p := g.order(g.step)
	g.step++
	g.openWindow(p, !g.cancelled[p])
}

// openWindow lets p use planet abilities (and colonize, if colonize) now.
// A window that could offer nothing but done (no planet ready, no
// colonizing) is not opened: the engine would close it at once, and not
// pushing it spares working out its options, which a window it opens
// offers (see offer).
func (g *game) openWindow(p Player, colonize bool) {
	w := pending{kind: pendWindow, seat: uint8(p)}
	if colonize && !g.colonized[p] {
		w.mask = windowColonize
	} else if g.planets[p]&^g.faceDown == 0 {
		return
	}
	mask := g.windowOptions(&w)
	if mask == 1<<doneBit {
		return
	}
	g.offer(w, mask)
}

// coverable is how much of cost have can pay. The lesser counts are taken
// with min on ints, which the compiler makes conditional moves (on bytes it
// branches): whether a hand covers a cost is data, which a branch
// predictor guesses badly. Resources go by pointer: a 3-byte array passed
// by value is spilled and reread byte by byte.
func coverable(have, cost *Resources) int {
	return min(int(have[Black]), int(cost[Black])) + min(int(have[Grey]), int(cost[Grey])) + min(int(have[White]), int(cost[White]))
}

// affordable reports whether p can colonize planet i spending discount less.
func (d *data) affordable(p Player, i int, discount uint8) bool {
	return d.cards.affordableAt(&d.res[p&1], int8(i), discount) == 1
}

// anyAffordable reports whether some available planet is affordable.
func (d *data) anyAffordable(p Player, discount uint8) bool {
	for _, c := range d.planetRow {
		if c >= 0 && d.affordable(p, int(c), discount) {
			return true
		}
	}
	return false
}

// startColonize begins colonizing available planet i with a discount. The
// payment is made by the engine when there is no choice of what to keep;
// otherwise a pay decision is pushed.
func (g *game) startColonize(p Player, i int, discount uint8) {
	cost := g.cards.Planets[i].Cost
	need := cost.Total() - int(discount)
	if need <= 0 {
		g.finishColonize(p, i)
		return
	}
	e := pending{kind: pendPay, seat: uint8(p), card: int8(i), n: uint8(need), cost: cost}
	g.offer(e, g.payOptions(&e))
}

// pay pays one resource of colour c towards the planet on the pay decision.
func (g *game) pay(c Resource) {
	t := g.top()
	p := t.player()
	g.res[p][c]--
	g.bag[c]++
	t.cost[c]--
	t.n--
	if g.log.On() {
		g.event(p, PaidResource, g.cards.Planets[t.card].Name, ruleColonize, "%v pays 1 %v", p, c)
	}
	if t.n == 0 {
		i := int(t.card)
		g.pop()
		g.finishColonize(p, i)
	}
}

// payRest pays, for pay decision t whose option set mask offers one
// colour, what the engine would pay settling it and each decision after
// it in turn: one resource at a time, the colour offered, as long as one
// colour is offered, until the cost is paid and the planet colonized.
// Paying a colour the hand and the cost share lowers both what the hand
// can cover and what is still to pay by one, so once the choice is gone
// it stays gone, and settling each payment alone would only go round
// advance's loop once a resource.
func (g *game) payRest(t *pending, mask uint64) {
	for {
		last := t.n == 1
		g.pay(Resource(mbits.TrailingZeros64(mask)))
		if last { // pay has dropped t and colonized the planet
			return
		}
		if mask = g.payOptions(t); optionCount(mask) != 1 {
			return // advance settles what is left
		}
	}
}

// finishColonize moves planet i from the row (or the deck) to p's planets.
func (g *game) finishColonize(p Player, i int) {
	for k, c := range g.planetRow {
		if int(c) == i {
			g.planetRow[k] = -1
		}
	}
	g.planetDeck &^= bit(i)
	g.planets[p] |= bit(i)
	if g.log.On() {
		g.event(p, ColonizedPlanet, g.cards.Planets[i].Name, ruleColonize, "%v colonizes %s", p, g.cards.Planets[i].Name)
	}
	g.checkWin(p)
}

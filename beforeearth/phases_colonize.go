package beforeearth

// stepColonize resolves Phase 3: each player in turn, in the round's order,
// may colonize one available planet (if their action stands) and use planet
// abilities, then says done.
func (d *data) stepColonize(lg *[]Event) {
	if d.step >= 2 {
		d.phase, d.step = Maintenance, 0
		return
	}
	p := d.order(d.step)
	d.step++
	d.openWindow(p, !d.cancelled[p])
}

// openWindow lets p use planet abilities (and colonize, if colonize) now.
// A window that could offer nothing but done (no planet ready, no
// colonizing) is not opened: the engine would close it at once, and not
// pushing it spares working out its options.
func (d *data) openWindow(p Player, colonize bool) {
	w := pending{kind: pendWindow, seat: uint8(p)}
	if colonize && !d.colonized[p] {
		w.mask = windowColonize
	} else if d.planets[p]&^d.faceDown == 0 {
		return
	}
	mask := d.windowOptions(&w)
	if mask == 1<<doneBit {
		return
	}
	d.push(w)
	d.opts, d.fresh = mask, d.depth
}

// coverable is how much of cost p's resources can pay.
func coverable(have, cost Resources) int {
	return lesser(have[Black], cost[Black]) + lesser(have[Grey], cost[Grey]) + lesser(have[White], cost[White])
}

// lesser is the smaller of a and b, written so that the compiler makes it
// a conditional move: whether a hand covers a cost is data, which a branch
// predictor guesses badly.
func lesser(a, b uint8) int {
	x := int(b)
	if a < b {
		x = int(a)
	}
	return x
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
func (d *data) startColonize(p Player, i int, discount uint8, lg *[]Event) {
	cost := d.cards.Planets[i].Cost
	need := cost.Total() - int(discount)
	if need <= 0 {
		d.finishColonize(p, i, lg)
		return
	}
	e := pending{kind: pendPay, seat: uint8(p), card: int8(i), n: uint8(need), cost: cost}
	d.push(e)
}

// pay pays one resource of colour c towards the planet on the pay decision.
func (d *data) pay(c Resource, lg *[]Event) {
	t := d.top()
	p := t.player()
	d.res[p][c]--
	d.bag[c]++
	t.cost[c]--
	t.n--
	if lg != nil {
		d.event(lg, p, PaidResource, d.cards.Planets[t.card].Name, ruleColonize, "%v pays 1 %v", p, c)
	}
	if t.n == 0 {
		i := int(t.card)
		d.pop()
		d.finishColonize(p, i, lg)
	}
}

// finishColonize moves planet i from the row (or the deck) to p's planets.
func (d *data) finishColonize(p Player, i int, lg *[]Event) {
	for k, c := range d.planetRow {
		if int(c) == i {
			d.planetRow[k] = -1
		}
	}
	d.planetDeck &^= bit(i)
	d.planets[p] |= bit(i)
	if lg != nil {
		d.event(lg, p, ColonizedPlanet, d.cards.Planets[i].Name, ruleColonize, "%v colonizes %s", p, d.cards.Planets[i].Name)
	}
	d.checkWin(p, lg)
}

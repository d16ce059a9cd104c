package beforeearth

import "fmt"

// checkStack checks the pending entries: known kinds, seats and cards, a
// decision on top whenever the game waits in a phase after the reveal, and
// that decision offering a real choice (the engine takes forced ones).
func (d *data) checkStack() error {
	if d.depth > maxStack {
		return fmt.Errorf("%d pending entries, at most %d", d.depth, maxStack)
	}
	for i := range d.stack[:d.depth] {
		if err := d.checkPending(&d.stack[i]); err != nil {
			return fmt.Errorf("pending %d (%v): %w", i, d.stack[i].kind, err)
		}
	}
	if d.victory != NoVictory || d.phase == Choose {
		if d.depth != 0 {
			return fmt.Errorf("pending decisions in the %v phase", d.phase)
		}
		return nil
	}
	t := d.top()
	if t == nil || !t.kind.decision() {
		return fmt.Errorf("the %v phase waits for no decision", d.phase)
	}
	if n, _ := d.countOptions(t); n < 2 {
		return fmt.Errorf("the pending decision offers %d options; the engine resolves those", n)
	}
	return nil
}

// checkPending checks one entry's fields against its kind.
func (d *data) checkPending(e *pending) error {
	if e.kind == pendNone || e.kind >= numPendKinds || e.seat > 1 {
		return fmt.Errorf("unknown kind or seat")
	}
	switch e.kind {
	case pendShipFrame:
		if e.card < 0 || int(e.card) >= len(d.cards.Ships) {
			return fmt.Errorf("no spaceship %d", e.card)
		}
		return checkFrame(d.cards.Ships[e.card].alts, e)
	case pendPlanetFrame:
		if e.card < 0 || int(e.card) >= len(d.cards.Planets) {
			return fmt.Errorf("no planet %d", e.card)
		}
		return checkFrame(d.cards.Planets[e.card].alts, e)
	case pendOption:
		n := len(d.cards.Planets)
		if e.mask == optionShip {
			n = len(d.cards.Ships)
		}
		if e.card < 0 || int(e.card) >= n {
			return fmt.Errorf("no card %d", e.card)
		}
	case pendPay:
		if e.card < 0 || int(e.card) >= len(d.cards.Planets) || e.n == 0 || int(e.n) > e.cost.Total() {
			return fmt.Errorf("planet %d, %d to pay of %v", e.card, e.n, e.cost)
		}
	case pendQuarry:
		if e.n == 0 || e.mask >= 1<<NumQuarries {
			return fmt.Errorf("%d quarries, mask %d", e.n, e.mask)
		}
	case pendTakeAny, pendSpendAny:
		if e.n == 0 {
			return fmt.Errorf("nothing left to choose")
		}
	}
	return nil
}

func checkFrame(alts []alt, e *pending) error {
	if int(e.alt) >= len(alts) || int(e.pc) > len(alts[e.alt].steps) {
		return fmt.Errorf("option %d step %d does not exist", e.alt, e.pc)
	}
	return nil
}

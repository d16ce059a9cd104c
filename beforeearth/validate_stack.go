package beforeearth

import "fmt"

// checkStack checks the pending entries: known kinds, seats and cards,
// each card where its entry needs it, a decision on top whenever the game waits in a phase after the reveal, and
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
	if err := d.checkShape(); err != nil {
		return err
	}
	for i := range d.stack[:d.depth] {
		if err := d.checkPendingCard(&d.stack[i]); err != nil {
			return fmt.Errorf("pending %d (%v): %w", i, d.stack[i].kind, err)
		}
	}
	t := d.top()
	if t == nil || !t.kind.decision() {
		return fmt.Errorf("the %v phase waits for no decision", d.phase)
	}
	if n := optionCount(d.optionSet(t)); n < 2 {
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

// checkPendingCard checks that the card an entry names is where its kind
// needs it: a spaceship ability on a spaceship of the player's Fleet, a
// planet ability on a planet they colonized and turned face down, a
// payment towards a planet nobody has colonized yet.
func (d *data) checkPendingCard(e *pending) error {
	if e.card < 0 || int(e.card) >= maxCards {
		return nil // the kind's own check names a missing card
	}
	b := bit(int(e.card))
	switch {
	case isShipEntry(e) && d.ships[e.seat]&b == 0:
		return fmt.Errorf("spaceship %d is not in %v's Fleet", e.card, e.player())
	case isPlanetEntry(e) && (d.planets[e.seat]&b == 0 || d.faceDown&b == 0):
		return fmt.Errorf("planet %d is not one %v colonized and used", e.card, e.player())
	case e.kind == pendPay && (d.planets[0]|d.planets[1])&b != 0:
		return fmt.Errorf("planet %d being paid for is colonized already", e.card)
	}
	return nil
}

func checkFrame(alts []alt, e *pending) error {
	if int(e.alt) >= len(alts) || int(e.pc) > len(alts[e.alt].steps) {
		return fmt.Errorf("option %d step %d does not exist", e.alt, e.pc)
	}
	return nil
}

// checkShape checks that the stack is one play can build: every entry for
// one player; at the bottom an entry the current phase makes (Reactions:
// Scout's spaceship or the ability of the one taken; Actions: a window or
// Mine's Quarry; Colonize: a window); a window only at the bottom; a planet
// ability (or its choice of option) only right above a window; spaceship
// abilities only at the bottom in Reactions or above another ability, at
// most as many as spaceships have left the row this round; a decision only
// on top. These shapes are what bound the stack by maxStack.
func (d *data) checkShape() error {
	ships := 0
	for i := range d.stack[:d.depth] {
		e := &d.stack[i]
		if e.seat != d.stack[0].seat {
			return fmt.Errorf("pending %d is %v's, below it %v's: one player's decisions at a time", i, e.player(), d.stack[0].player())
		}
		if e.kind.decision() && e.kind != pendWindow && i != int(d.depth)-1 {
			return fmt.Errorf("pending %d (%v) is a decision with entries above it", i, e.kind)
		}
		if isShipEntry(e) {
			ships++
		}
		var below *pending
		if i > 0 {
			below = &d.stack[i-1]
		}
		if !d.fits(e, below) {
			return fmt.Errorf("pending %d (%v) cannot stand where it is", i, e.kind)
		}
	}
	if ships+rowCount(d.shipRow) > RowSize {
		return fmt.Errorf("%d spaceship abilities pending with %d spaceships still in the row", ships, rowCount(d.shipRow))
	}
	return nil
}

// isShipEntry reports whether e is a spaceship ability or its choice.
func isShipEntry(e *pending) bool {
	return e.kind == pendShipFrame || (e.kind == pendOption && e.mask == optionShip)
}

// isPlanetEntry reports whether e is a planet ability or its choice.
func isPlanetEntry(e *pending) bool {
	return e.kind == pendPlanetFrame || (e.kind == pendOption && e.mask != optionShip)
}

// fits reports whether e may stand directly above below (nil: at the
// bottom).
func (d *data) fits(e, below *pending) bool {
	if below == nil {
		switch {
		case e.kind == pendWindow:
			return d.phase == Actions || d.phase == Colonize
		case e.kind == pendTakeShip || isShipEntry(e):
			return d.phase == Reactions
		case e.kind == pendQuarry:
			return d.phase == Actions
		}
		return false
	}
	switch {
	case below.kind == pendWindow:
		return isPlanetEntry(e) || e.kind == pendPay
	case below.kind == pendShipFrame || below.kind == pendPlanetFrame:
		return e.kind != pendWindow && !isPlanetEntry(e)
	}
	return false
}

// rowCount is how many places of a row hold a card.
func rowCount(row [RowSize]int8) int {
	n := 0
	for _, i := range row {
		if i >= 0 {
			n++
		}
	}
	return n
}

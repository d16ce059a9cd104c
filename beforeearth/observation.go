package beforeearth

import "github.com/rulebox/rulebox/internal/obs"

// This file writes a View as numbers for learning agents; the package
// doc (Action ids and observations) has the layout.
const (
	obsHeader  = 18
	obsSeatFix = 14
	obsSupply  = 12 // the supply and the Quarries
	obsPending = int(numPendKinds-1) + 1 + 1 + numColour
	roundCap   = 50
	discCap    = 3
	countCap   = 10
)

// ObservationShape is the observation's shape: one dimension, the length
// of AppendObservation's vector (0 for the zero View). Each call returns
// a new slice.
func (v View) ObservationShape() []int { return []int{v.observationLen()} }

// observationLen is the observation's length for v's card set.
func (v View) observationLen() int {
	if v.d.cards == nil {
		return 0
	}
	l := v.layoutOf()
	seat := obsSeatFix + l.ships + l.planets
	return obsHeader + 2*seat + obsSupply + 2*l.ships + 3*l.planets + obsPending + l.ships + l.planets
}

// AppendObservation appends v as numbers to buf, in the layout of this
// file's table, and returns it. It holds only what the viewer sees, and
// does not allocate when buf has room for ObservationShape's length.
func (v View) AppendObservation(buf []float32) []float32 {
	d := &v.d
	if d.cards == nil {
		return buf
	}
	me := v.Me
	if me != P1 && me != P2 {
		me = P1
	}
	them := other(me)
	l := v.layoutOf()
	buf = append(buf, obs.Scaled(int(d.round), roundCap))
	buf = obs.AppendOneHot(buf, int(d.phase), int(numPhases))
	movers := v.movers()
	buf = append(buf, obs.Flag(movers&(1<<me) != 0), obs.Flag(movers&(1<<them) != 0))
	buf = append(buf, obs.Flag(d.first.P() == me), obs.Flag(d.tiebreaker.P() == me))
	won := d.victory != NoVictory
	buf = append(buf, obs.Flag(won && d.winner.P() == me), obs.Flag(won && d.winner.P() == them))
	buf = obs.AppendOneHot(buf, int(d.victory), int(numVictories))
	buf = v.appendSeat(buf, l, me)
	buf = v.appendSeat(buf, l, them)
	buf = appendResources(buf, d.bag, PerColour)
	for q := range d.quarry {
		buf = appendResources(buf, d.quarry[q], d.cards.QuarryCapacity)
	}
	buf = appendBits(buf, d.shipDeck, l.ships)
	buf = appendBits(buf, d.planetDeck, l.planets)
	buf = appendBits(buf, inRow(&d.shipRow), l.ships)
	buf = appendBits(buf, inRow(&d.planetRow), l.planets)
	buf = appendBits(buf, d.faceDown, l.planets)
	return v.appendPending(buf, l, me)
}

// appendSeat appends p's block.
func (v View) appendSeat(buf []float32, l layout, p Player) []float32 {
	d := &v.d
	buf = append(buf, obs.Scaled(int(d.damage[p]), TrackMax), obs.Scaled(int(d.tech[p]), TrackMax))
	buf = appendResources(buf, d.res[p], PerColour)
	buf = obs.AppendOneHot(buf, int(d.played[p]), int(Mine)+1)
	buf = append(buf, obs.Flag(v.Hidden[p]), obs.Flag(d.cancelled[p]), obs.Flag(d.colonized[p]), obs.Scaled(int(d.discount[p]), discCap))
	buf = appendBits(buf, d.ships[p], l.ships)
	return appendBits(buf, d.planets[p], l.planets)
}

// appendPending appends the decision on top of the stack (all 0 when none).
func (v View) appendPending(buf []float32, l layout, me Player) []float32 {
	var t pending
	if top := v.d.top(); top != nil && v.d.victory == NoVictory {
		t = *top
	}
	kind := -1
	if t.kind != pendNone {
		kind = int(t.kind) - 1
	}
	buf = obs.AppendOneHot(buf, kind, int(numPendKinds)-1)
	buf = append(buf, obs.Flag(t.kind != pendNone && t.player() == me))
	card := -1
	switch {
	case t.kind == pendNone:
	case t.kind == pendShipFrame, t.kind == pendOption && t.mask == optionShip:
		card = int(t.card)
	case t.kind == pendPlanetFrame, t.kind == pendPay, t.kind == pendOption:
		card = l.ships + int(t.card)
	}
	buf = obs.AppendOneHot(buf, card, l.ships+l.planets)
	buf = append(buf, obs.Scaled(int(t.n), countCap))
	return appendResources(buf, t.cost, countCap)
}

// inRow is the cards of a row as a set.
func inRow(row *[RowSize]int8) bits {
	var b bits
	for _, c := range row {
		if c >= 0 {
			b |= bit(int(c))
		}
	}
	return b
}

// appendBits appends one flag a card of the n of a set.
func appendBits(buf []float32, b bits, n int) []float32 {
	for i := range n {
		buf = append(buf, obs.Flag(b.has(i)))
	}
	return buf
}

// appendResources appends r's three counts over bound.
func appendResources(buf []float32, r Resources, bound int) []float32 {
	for _, n := range r {
		buf = append(buf, obs.Scaled(int(n), bound))
	}
	return buf
}

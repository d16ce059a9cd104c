package beforeearth

import mbits "math/bits"

// maxMoves bounds the options of one decision: 3 available planets, up to 32
// planets to use, and done.
const maxMoves = 40

// LegalMoves lists every move p may make now; none when p has nothing to
// decide.
func (s State) LegalMoves(p Player) []Move {
	return s.AppendLegalMoves(nil, p)
}

// AppendLegalMoves appends p's legal moves to buf and returns it; with a
// buffer of enough capacity it does not allocate. The options of the
// decision on top were worked out once, when the state was made (see
// options), so listing them only spells them out.
func (s State) AppendLegalMoves(buf []Move, p Player) []Move { return s.d.appendLegal(buf, p) }

// appendLegal is AppendLegalMoves on the state in place. The exported
// methods are values for the caller (a State is never changed), but
// inside the package the work is done through a pointer: a State is about
// 200 bytes, and a method with a value receiver that is not inlined copies
// all of it on every call. So each exported method on the playout path is
// a wrapper small enough to inline around a pointer method.
func (d *data) appendLegal(buf []Move, p Player) []Move {
	if p != P1 && p != P2 || d.movers&(1<<p) == 0 {
		return buf
	}
	if d.phase == Choose {
		for a := Scout; a <= Mine; a++ {
			buf = append(buf, Move{Player: p, Kind: PlayCard, Arg: int(a)})
		}
		return buf
	}
	return d.spell(buf, d.top(), d.opts)
}

// isLegal reports whether m is one of its player's legal moves: a bit test
// against the options worked out when the state was made.
func (d *data) isLegal(m Move) bool {
	p := m.Player
	if p != P1 && p != P2 || d.movers&(1<<p) == 0 {
		return false
	}
	if d.phase == Choose {
		return m.Kind == PlayCard && m.Arg >= int(Scout) && m.Arg <= int(Mine)
	}
	b, ok := d.optionBit(d.top(), m)
	return ok && d.opts&b != 0
}

// optionSet works out the options of decision t as a bit set (see
// options.go for the bits). When the choice makes no difference to the
// outcome (paying exactly what one can, taking from a supply of one type,
// collecting every Quarry left), only the first option is offered, and the
// engine takes it.
func (d *data) optionSet(t *pending) uint64 {
	p := t.player()
	switch t.kind {
	case pendTakeShip:
		var m uint64
		for k, i := range d.shipRow {
			if i >= 0 {
				m |= 1 << k
			}
		}
		return m
	case pendQuarry:
		return quarryOptions(t)
	case pendTakeAny:
		return colourOptions(d.bag, Resources{9, 9, 9}, d.bag.Total() <= int(t.n))
	case pendSpendAny:
		return colourOptions(d.res[p], Resources{9, 9, 9}, d.res[p].Total() <= int(t.n))
	case pendPay:
		return colourOptions(d.res[p], t.cost, coverable(d.res[p], t.cost) <= int(t.n))
	case pendOption:
		return d.alternativeOptions(t)
	case pendSearch:
		return uint64(d.planetDeck) << planetBits
	case pendColonizeWith:
		return d.colonizeOptions(p, t.n)
	case pendWindow:
		return d.windowOptions(t)
	}
	return 0
}

func (d *data) cardMove(p Player, k MoveKind, i int) Move {
	return Move{Player: p, Kind: k, Arg: i, cards: d.cards}
}

// quarryOptions offers the Quarries not yet collected by this decision;
// when every one left is to be collected there is no choice, and only the
// first is offered.
func quarryOptions(t *pending) uint64 {
	left := uint64(^t.mask) & (1<<NumQuarries - 1)
	if mbits.OnesCount64(left) <= int(t.n) {
		return left & -left
	}
	return left
}

// colourOptions offers the types present in both from and limit; forced
// offers only the first.
func colourOptions(from, limit Resources, forced bool) uint64 {
	var m uint64
	for c := range from {
		if from[c] > 0 && limit[c] > 0 {
			m |= 1 << c
		}
	}
	if forced {
		return m & -m
	}
	return m
}

// alternativeOptions offers the alternatives of a card whose costs can be
// paid.
func (d *data) alternativeOptions(t *pending) uint64 {
	var alts []alt
	if t.mask == optionShip {
		if int(t.card) < len(d.cards.Ships) {
			alts = d.cards.Ships[t.card].alts
		}
	} else if int(t.card) < len(d.cards.Planets) {
		alts = d.cards.Planets[t.card].alts
	}
	var m uint64
	for i := range alts[:min(len(alts), maxAlts)] {
		if alts[i].req.met(d, t.player()) {
			m |= 1 << i
		}
	}
	return m
}

// colonizeOptions offers the places of the planet row whose planet p can
// afford with discount.
func (d *data) colonizeOptions(p Player, discount uint8) uint64 {
	var m uint64
	for k, i := range d.planetRow {
		if i >= 0 && d.affordable(p, int(i), discount) {
			m |= 1 << k
		}
	}
	return m
}

// windowOptions offers a window's options: colonize (in the Colonize phase,
// once, if the action stands), each planet ability usable now, and done.
func (d *data) windowOptions(t *pending) uint64 {
	p := t.player()
	var m uint64 = 1 << doneBit
	if t.mask&windowColonize != 0 && !d.colonized[p] {
		m |= d.colonizeOptions(p, d.discount[p])
	}
	for ready := d.planets[p] &^ d.faceDown; ready != 0; ready &= ready - 1 {
		i := mbits.TrailingZeros32(uint32(ready))
		if i < len(d.cards.Planets) && d.planetUsable(p, i) {
			m |= 1 << (planetBits + i)
		}
	}
	return m
}

// planetUsable reports whether some alternative of planet i can be used.
func (d *data) planetUsable(p Player, i int) bool {
	alts := d.cards.Planets[i].alts
	for k := range alts {
		if alts[k].req.met(d, p) {
			return true
		}
	}
	return false
}

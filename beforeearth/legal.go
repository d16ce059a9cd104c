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
// options), and kept in its turn, so listing them only spells them out.
// It is a method of the turn, 16 bytes, so that a call copies those and
// not the whole 176-byte State, which every call of a method with a value
// receiver copies, even inlined.
func (t turn) AppendLegalMoves(buf []Move, p Player) []Move { return t.appendLegal(buf, p) }

// moves reports whether p is a seat with a decision now. The seat is
// tested as one unsigned comparison, and the shift is by p&1, which the
// compiler need not guard against a shift past the byte.
func (t *turn) moves(p Player) bool {
	return uint(p) <= uint(P2) && t.movers&(1<<(p&1)) != 0
}

// playCardMoves are each seat's four PlayCard moves, A to D: the list of
// the secret choice, copied whole. A Move built field by field and then
// copied reads as one word what was written byte by byte (its Kind and
// Action), which stalls the processor; a table is copied without it.
var playCardMoves = [2][4]Move{
	{PlayCardMove(P1, Scout), PlayCardMove(P1, Invade), PlayCardMove(P1, Occupy), PlayCardMove(P1, Mine)},
	{PlayCardMove(P2, Scout), PlayCardMove(P2, Invade), PlayCardMove(P2, Occupy), PlayCardMove(P2, Mine)},
}

// isLegal reports whether m is one of its player's legal moves: a bit test
// against the options worked out when the state was made. It reads the
// turn alone: a player is to move with no decision on the stack only
// while the action cards are chosen. m is checked well-formed before its
// option bit is read, which needs it (see optionBit).
func (t *turn) isLegal(m *Move) bool {
	p := m.Player
	if !t.moves(p) {
		return false
	}
	if t.kind == pendNone {
		return m.Kind == PlayCard && m.Action >= Scout && m.Action <= Mine && m.wellFormed()
	}
	return m.wellFormed() && t.opts&t.optionBit(m) != 0
}

// optionSet works out the options of decision t as a bit set (see
// options.go for the bits), by the function for its kind. When the choice
// makes no difference to the outcome (paying exactly what one can, taking
// from a supply of one type, collecting every Quarry left), only the first
// option is offered, and the engine takes it.
//
// The rules call the function for the kind themselves where they push a
// decision (see offer); optionSet serves the decisions an answer leaves on
// top, and a State made afresh.
func (d *data) optionSet(t *pending) uint64 {
	switch t.kind {
	case pendTakeShip:
		return d.shipOptions()
	case pendQuarry:
		return quarryOptions(t)
	case pendTakeAny:
		return d.takeAnyOptions(t)
	case pendSpendAny:
		return d.spendAnyOptions(t)
	case pendPay:
		return d.payOptions(t)
	case pendOption:
		return d.alternativeOptions(t)
	case pendSearch:
		return d.searchOptions()
	case pendColonizeWith:
		return d.colonizeOptions(t.player(), t.n)
	case pendWindow:
		return d.windowOptions(t)
	}
	return 0
}

// shipOptions offers the places of the spaceship row that hold a
// spaceship.
func (d *data) shipOptions() uint64 {
	var m uint64
	for k, i := range d.shipRow {
		if i >= 0 {
			m |= 1 << k
		}
	}
	return m
}

// takeAnyOptions offers the types the supply holds; when it holds no more
// than take-any decision t takes, only the first.
func (d *data) takeAnyOptions(t *pending) uint64 {
	return colourOptions(&d.bag, &anyColour, d.bag.sum() <= int(t.n))
}

// spendAnyOptions offers the types the player of spend-any decision t
// holds; when they hold no more than it spends, only the first.
func (d *data) spendAnyOptions(t *pending) uint64 {
	have := &d.res[t.seat&1]
	return colourOptions(have, &anyColour, have.sum() <= int(t.n))
}

// searchOptions offers every planet of the planet deck.
func (d *data) searchOptions() uint64 { return uint64(d.planetDeck) << planetBits }

func (d *data) cardMove(p Player, k MoveKind, i int) Move {
	return Move{Player: p, Kind: k, Card: card16(i)}
}

// payOptions offers the colours pay decision t may be paid in; when the
// hand covers no more than is left to pay there is no choice, and only the
// first is offered.
func (d *data) payOptions(t *pending) uint64 {
	have := &d.res[t.seat&1]
	return colourOptions(have, &t.cost, coverable(have, &t.cost) <= int(t.n))
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
func colourOptions(from, limit *Resources, forced bool) uint64 {
	m := present(from[Black], limit[Black]) | present(from[Grey], limit[Grey])<<1 | present(from[White], limit[White])<<2
	if forced {
		return m & -m
	}
	return m
}

// anyColour is no limit on the types offered.
var anyColour = Resources{1, 1, 1}

// present is 1 if both counts are above 0, else 0: the least of 1 and
// the counts, taken with min on ints, which the compiler makes conditional
// moves rather than branches on what the hand and the bag hold.
func present(a, b uint8) uint64 {
	return uint64(min(1, int(a), int(b)))
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
	have, cs, row := &d.res[p&1], d.cards, &d.planetRow
	return cs.affordableAt(have, row[0], discount) | cs.affordableAt(have, row[1], discount)<<1 | cs.affordableAt(have, row[2], discount)<<2
}

// affordableAt is 1 if planet i (-1: none) can be paid from have with
// discount, else 0. It is small enough to inline into colonizeOptions.
func (cs *CardSet) affordableAt(have *Resources, i int8, discount uint8) uint64 {
	n := coverable(have, &cs.cost[i&(maxCards-1)]) + int(discount)
	return uint64(bitIf(i >= 0 && n >= int(cs.costSum[i&(maxCards-1)]), 1))
}

// windowOptions offers a window's options: colonize (in the Colonize phase,
// once, if the action stands), each planet ability usable now, and done.
func (d *data) windowOptions(t *pending) uint64 {
	p := t.player()
	var m uint64 = 1 << doneBit
	if t.mask&windowColonize != 0 && !d.colonized[p] {
		m |= d.colonizeOptions(p, d.discount[p])
	}
	ready := d.planets[p&1] &^ d.faceDown
	m |= uint64(ready&d.cards.freeUse) << planetBits
	for ready &^= d.cards.freeUse; ready != 0; ready &= ready - 1 {
		i := mbits.TrailingZeros32(uint32(ready))
		if i < len(d.cards.Planets) && d.planetUsable(p, i) {
			m |= 1 << (planetBits + i)
		}
	}
	return m
}

// planetUsable reports whether some alternative of planet i can be used.
func (d *data) planetUsable(p Player, i int) bool {
	if d.cards.oneAlt.has(i) {
		return d.cards.oneReq[i].met(d, p)
	}
	alts := d.cards.Planets[i].alts
	for k := range alts {
		if alts[k].req.met(d, p) {
			return true
		}
	}
	return false
}

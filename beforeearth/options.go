package beforeearth

import (
	mbits "math/bits"
	"slices"
)

// The options of the decision on top of the stack are worked out once,
// when a state is made (by advance, or by sealedTable), and kept in its
// turn as a bit set, turn.opts. Listing the legal moves spells the set out, Apply's
// legality check is a bit test, and the engine counts options with a
// population count. Before, each of the three enumerated the options again
// (planet abilities' costs and targets, affordable planets): the check
// inside Apply and the engine's "is this decision forced?" repeated what
// listing the moves had just done.
//
// The bits, in the order LegalMoves lists the moves, so that spelling the
// set out ascending gives the same list as enumerating:
//
//	bits 0-2   a place of a row (spaceship, or planet to colonize), a
//	           Quarry, or a resource type; for an option decision, bits
//	           0-31 are the card's alternatives
//	bits 8-39  a planet by card index (use, or search the deck)
//	bit 63     done
const (
	planetBits = 8
	doneBit    = 63
	maxAlts    = 32 // alternatives one card ability may offer
)

// optionBit returns the bit of well-formed move m in the option set of
// decision t, or 0 if m cannot be one of t's options. It is a table lookup
// on m's kind, not a switch: a well-formed move sets only the field its
// kind is done with (see wellFormed), so the sum of the fields is that
// field's value, and optionPlaces says where the kind's values lie in the
// set. The player need not be tested: Apply's check has found m.Player to
// move, and a turn with a decision moves its player alone.
func (t *decision) optionBit(m *Move) uint64 {
	if !answers(t.kind).has(m.Kind) {
		return 0
	}
	v := int(m.Card) + int(m.Resource) + int(m.Quarry) + int(m.Option)
	pl := &optionPlaces[m.Kind]
	if pl.row {
		v = rowPlace(&t.row, v)
	}
	if uint(v) >= uint(pl.limit) {
		return 0
	}
	return 1 << (uint(pl.first) + uint(v))
}

// optionPlace is where a kind of move's values lie in an option set: value
// v (from 0, below limit) is bit first+v; for a move naming a card of the
// row, v is the card's place in it.
type optionPlace struct {
	first, limit uint8
	row          bool
}

// optionPlaces are the places of the kinds that answer a decision, for every
// value a MoveKind can hold (answers admits no other).
var optionPlaces = [256]optionPlace{
	TakeShip:       {0, RowSize, true},
	ColonizePlanet: {0, RowSize, true},
	CollectQuarry:  {0, NumQuarries, false},
	TakeResource:   {0, uint8(NumResources), false},
	SpendResource:  {0, uint8(NumResources), false},
	PayResource:    {0, uint8(NumResources), false},
	ChooseOption:   {0, maxAlts, false},
	SearchPlanet:   {planetBits, maxCards, false},
	UsePlanet:      {planetBits, maxCards, false},
	Done:           {doneBit, 1, false},
}

// player is the seat that must answer the decision.
func (t *decision) player() Player { return Player(t.seat) }

// rowPlace is the place of row holding card i, or RowSize if none does.
func rowPlace(row *[RowSize]int8, i int) int {
	for k, c := range row {
		if c >= 0 && int(c) == i {
			return k
		}
	}
	return RowSize
}

// appendLegal is AppendLegalMoves on the turn in place: it appends p's
// moves to buf, none if p is not to move. While the action cards are
// chosen they are p's four PlayCard moves; else p is the decision's player,
// and they are the moves of its option set, in ascending bit order. The
// secret choice is one case of the switch on the decision's kind, so that
// listing is one call. The decisions of one kind of move (all but an
// option decision) are spelled by a loop of their own, which writes the
// move's fields straight in: the kind is chosen once a list, not by a call
// of setOption and its switch for every move, a branch the processor
// guesses badly as the decisions change.
func (t *turn) appendLegal(buf []Move, p Player) []Move {
	if !t.moves(p) {
		return buf
	}
	mask := t.opts
	var m *Move
	switch t.kind {
	case pendNone:
		n := len(buf)
		buf = slices.Grow(buf, 4)[:n+4]
		*(*[4]Move)(buf[n:]) = playCardMoves[p&1] // a copy of fixed size, not a call of memmove
	case pendWindow:
		for low := mask & (1<<RowSize - 1); low != 0; low &= low - 1 {
			buf, m = grow(buf)
			m.Player, m.Kind, m.Card = p, ColonizePlanet, int16(t.row[mbits.TrailingZeros64(low)])
		}
		for use := mask >> planetBits & (1<<maxCards - 1); use != 0; use &= use - 1 {
			buf, m = grow(buf)
			m.Player, m.Kind, m.Card = p, UsePlanet, int16(mbits.TrailingZeros64(use))
		}
		buf, m = grow(buf)
		m.Player, m.Kind = p, Done
	case pendTakeShip, pendColonizeWith:
		kind := ColonizePlanet
		if t.kind == pendTakeShip {
			kind = TakeShip
		}
		for ; mask != 0; mask &= mask - 1 {
			buf, m = grow(buf)
			m.Player, m.Kind, m.Card = p, kind, int16(t.row[mbits.TrailingZeros64(mask)])
		}
	case pendQuarry:
		for ; mask != 0; mask &= mask - 1 {
			buf, m = grow(buf)
			m.Player, m.Kind, m.Quarry = p, CollectQuarry, int8(mbits.TrailingZeros64(mask))
		}
	case pendTakeAny, pendSpendAny, pendPay:
		kind := resourceMoves[t.kind-pendTakeAny]
		for ; mask != 0; mask &= mask - 1 {
			buf, m = grow(buf)
			m.Player, m.Kind, m.Resource = p, kind, Resource(mbits.TrailingZeros64(mask))
		}
	default:
		for ; mask != 0; mask &= mask - 1 {
			buf, m = grow(buf)
			t.setOption(m, mbits.TrailingZeros64(mask))
		}
	}
	return buf
}

// resourceMoves are the moves of the take-any, spend-any and pay
// decisions, in the order of their kinds.
var resourceMoves = [3]MoveKind{TakeResource, SpendResource, PayResource}

// grow appends a zero Move to buf, to be written in place (see setOption),
// and returns the longer slice and the new Move.
func grow(buf []Move) ([]Move, *Move) {
	buf = append(buf, Move{})
	return buf, &buf[len(buf)-1]
}

// setOption makes the zero Move *m the move of bit b of decision t's
// option set. It writes the move in place, field by field: appendLegal writes
// each option straight into the list, since a Move built elsewhere and
// then copied in reads as whole words what was written byte by byte (its
// Kind and small fields), which stalls the processor.
func (t *decision) setOption(m *Move, b int) {
	m.Player = t.player()
	switch {
	case b == doneBit:
		m.Kind = Done
		return
	case b >= planetBits && t.kind != pendOption:
		m.Kind, m.Card = UsePlanet, int16(b-planetBits)
		if t.kind == pendSearch {
			m.Kind = SearchPlanet
		}
		return
	}
	switch t.kind {
	case pendTakeShip:
		m.Kind, m.Card = TakeShip, int16(t.row[b])
	case pendColonizeWith, pendWindow:
		m.Kind, m.Card = ColonizePlanet, int16(t.row[b])
	case pendQuarry:
		m.Kind, m.Quarry = CollectQuarry, int8(b)
	case pendTakeAny:
		m.Kind, m.Resource = TakeResource, Resource(b)
	case pendSpendAny:
		m.Kind, m.Resource = SpendResource, Resource(b)
	case pendPay:
		m.Kind, m.Resource = PayResource, Resource(b)
	default:
		m.Kind, m.Option = ChooseOption, int8(b)
	}
}

// optionCount returns the number of options in set mask: 0, 1, or 2 for
// more.
func optionCount(mask uint64) int {
	switch {
	case mask == 0:
		return 0
	case mask&(mask-1) == 0:
		return 1
	}
	return 2
}

// options works out the option set of the state's pending decision: none
// while the action cards are chosen (those moves need no working out) or
// when the game is over.
func (d *data) options() uint64 {
	if d.victory != NoVictory || d.cards == nil || d.phase == Choose {
		return 0
	}
	t := d.top()
	if t == nil || !t.kind.decision() {
		return 0
	}
	return d.optionSet(t)
}

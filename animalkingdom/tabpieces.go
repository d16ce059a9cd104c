package animalkingdom

// cardPieces is the sprouts and growth on one tableau card. A card holds
// at most 6 sprouts and 8 growth (the load refuses a card with more
// spaces), and reading a state refuses a number its field cannot hold.
type cardPieces struct{ Sprouts, Growth int8 }

// tabPieces is the pieces on a seat's tableau cards, with their totals
// and the cards with room for more. The seat holds it by value, apart
// from the cards it shares between states (seat.tabs): placing a piece,
// the commonest change to a tableau, changes the seat the move already
// has for its own, and copies no tableau into fresh memory.
type tabPieces struct {
	on [TableauCards]cardPieces
	// sprouts and growth are the pieces on the cards, in all.
	sprouts, growth int16
	// sproutRoom and growthRoom are the cards with room for one more
	// sprout, and one more growth (see roomOf).
	sproutRoom, growthRoom tabSet
}

// put makes c the pieces on tableau card i, of table entry a, keeping
// the totals and the room.
func (tp *tabPieces) put(i int, c cardPieces, a *cardActs) {
	old, bit := tp.on[i], tabSet(1)<<i
	tp.on[i] = c
	tp.sprouts += int16(c.Sprouts) - int16(old.Sprouts)
	tp.growth += int16(c.Growth) - int16(old.Growth)
	tp.sproutRoom, tp.growthRoom = tp.sproutRoom&^bit, tp.growthRoom&^bit
	if int(c.Sprouts) < int(a.sproutCap) {
		tp.sproutRoom |= bit
	}
	if int(c.Growth) < int(a.growthCap) {
		tp.growthRoom |= bit
	}
}

// roomOf returns the seat's tableau cards with room for one more sprout
// (op Sprout) or growth (any other op), as data.room counts it.
func (s *seat) roomOf(op Op) tabSet {
	if op == Sprout {
		return s.pieces.sproutRoom
	}
	return s.pieces.growthRoom
}

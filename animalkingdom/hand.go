package animalkingdom

import (
	"math/bits"
	"slices"
)

// handEventBits is the number of hand cards seat.handEvents covers: the
// moves of any time look for events beyond them card by card.
const handEventBits = 32

// handEventsOf is seat.handEvents for hand: bit i when hand card i, of
// the first handEventBits, is an event (event is the set's table of them;
// a hidden card, NoCard, is none).
func handEventsOf(hand []Card, event []bool) uint32 {
	var m uint32
	for i, c := range hand[:min(len(hand), handEventBits)] {
		if c >= 0 && int(c) < len(event) && event[c] {
			m |= 1 << i
		}
	}
	return m
}

// noteHandEvents works out again every seat's handEvents, after its hand
// was set or written in place otherwise than by toHand and fromHand.
func (g *data) noteHandEvents() {
	for p := range g.n() {
		s := g.get(Player(p))
		s.handEvents = handEventsOf(s.Hand, g.cs.event)
	}
}

// nextHandEvent is the index of the first event of s's hand from index
// i on, or len(s.Hand): read from handEvents for the first handEventBits
// cards, then card by card (event is the set's table of them).
func (s *seat) nextHandEvent(event []bool, i int) int {
	if i < handEventBits {
		if m := s.handEvents >> i << i; m != 0 {
			return bits.TrailingZeros32(m)
		}
		i = handEventBits
	}
	return nextEvent(s.Hand, event, i)
}

// toHand puts card c at the end of the hand of s, a seat the move
// changes (see seat).
func (g *game) toHand(s *seat, c Card) {
	if i := len(s.Hand); i < handEventBits && g.cs.event[c] {
		s.handEvents |= 1 << i
	}
	s.Hand = g.addCards(s.Hand, c)
}

// fromHand takes the first c out of the hand of s, a seat the move
// changes (see seat): the cards after it move up one place.
func (g *game) fromHand(s *seat, c Card) {
	i := slices.Index(s.Hand, c)
	if i < 0 {
		return
	}
	s.Hand = g.without(s.Hand, c)
	if i >= handEventBits {
		return
	}
	s.handEvents = s.handEvents&(1<<i-1) | s.handEvents>>(i+1)<<i
	if last := handEventBits - 1; len(s.Hand) > last && g.cs.event[s.Hand[last]] {
		s.handEvents |= 1 << last
	}
}

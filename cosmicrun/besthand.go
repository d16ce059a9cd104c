package cosmicrun

// HandRank is the rank of a 2-card hand at a planet, worst first.
type HandRank uint8

// The hand ranks, from worst to best.
const (
	HighCard HandRank = iota
	InSequence
	SameColour
	SameColourInSequence
	SameNumber
)

var handRankNames = [...]string{"high card", "in sequence", "same colour", "same colour in sequence", "same number"}

// String returns the rank's name as the rulebook gives it.
func (r HandRank) String() string { return handRankNames[r] }

// twoCards is a 2-card hand, its higher-numbered card first.
type twoCards struct {
	high, low Ship
}

func newTwoCards(a, b Ship) twoCards {
	if b.Number > a.Number {
		a, b = b, a
	}
	return twoCards{a, b}
}

// rank is the hand's rank.
func (h twoCards) rank() HandRank {
	sameColour := h.high.Colour == h.low.Colour
	inSequence := h.high.Number == h.low.Number+1
	switch {
	case h.high.Number == h.low.Number:
		return SameNumber
	case sameColour && inSequence:
		return SameColourInSequence
	case sameColour:
		return SameColour
	case inSequence:
		return InSequence
	}
	return HighCard
}

// compare returns >0 if h beats o at planet, <0 if o beats h, 0 if neither.
// Equal ranks are broken by the higher card's number, then the second card's
// number, then the higher card's colour in the planet's colour rank. For
// two cards of the same number, the higher card is the one whose colour the
// planet ranks better.
func (h twoCards) compare(o twoCards, planet Planet) int {
	if r, q := h.rank(), o.rank(); r != q {
		return int(r) - int(q)
	}
	if h.high.Number != o.high.Number {
		return h.high.Number - o.high.Number
	}
	if h.low.Number != o.low.Number {
		return h.low.Number - o.low.Number
	}
	return planet.rank(o.top(planet).Colour) - planet.rank(h.top(planet).Colour)
}

// top is the card whose colour breaks a tie: the higher-numbered card, or
// for a pair the one the planet ranks better.
func (h twoCards) top(planet Planet) Ship {
	if h.high.Number == h.low.Number && planet.rank(h.low.Colour) < planet.rank(h.high.Colour) {
		return h.low
	}
	return h.high
}

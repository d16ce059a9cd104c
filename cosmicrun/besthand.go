package cosmicrun

import "github.com/rulebox/rulebox/internal/enum"

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
func (r HandRank) String() string { return enum.Name(handRankNames[:], r, "HandRank") }

// RankHand is the rank of the 2-card hand a and b, from the cards alone (a
// card's number and colour are the same in every set). "In sequence" means
// numbers one apart: 4 and 1 are not in sequence. It returns HighCard (the
// zero value) when a or b is not a ship card or they are the same card.
func RankHand(a, b Card) HandRank {
	if !a.valid() || !b.valid() || a == b {
		return HighCard
	}
	return newTwoCards(a, b).rank()
}

// CompareHands compares two 2-card hands at planet p as best hand does:
// more than 0 if a beats b, less than 0 if b beats a, 0 if neither (which
// hands of four different cards never give). Equal ranks are broken by the
// higher card's number, the second card's number, then the higher card's
// colour in p's colour rank, which is the same for both players. It returns
// 0 when the hands do not hold four different ship cards.
func (p Planet) CompareHands(a, b [2]Card) int {
	cards := Hand(0).With(a[0]).With(a[1]).With(b[0]).With(b[1])
	for _, c := range [4]Card{a[0], a[1], b[0], b[1]} {
		if !c.valid() {
			return 0
		}
	}
	if cards.Len() != 4 {
		return 0
	}
	return compareHands(a, b, &p)
}

// compareHands is twoCards.compare of the hands a and b, each two different
// ship cards in either order. handKey is the same for both orders of a
// pair, so the cards are put in order only when the keys tie and colours
// decide: which card of a pair is the higher follows the random order of
// play, and a branch on it would mispredict half the time.
func compareHands(a, b [2]Card, planet *Planet) int {
	if ka, kb := handKey[a[0]&(NumShips-1)][a[1]&(NumShips-1)], handKey[b[0]&(NumShips-1)][b[1]&(NumShips-1)]; ka != kb {
		return int(ka) - int(kb)
	}
	return newTwoCards(a[0], a[1]).compare(newTwoCards(b[0], b[1]), planet)
}

// twoCards is a 2-card hand, its higher-numbered card first. Best hand
// reads only the cards' numbers and colours, which are a card's own in
// every set, so it needs no card set.
type twoCards struct {
	high, low Card
}

func newTwoCards(a, b Card) twoCards {
	if numberOf(b) > numberOf(a) {
		a, b = b, a
	}
	return twoCards{a, b}
}

// rank is the hand's rank.
func (h twoCards) rank() HandRank {
	hn, ln := numberOf(h.high), numberOf(h.low)
	sameColour := colourOf(h.high) == colourOf(h.low)
	inSequence := hn == ln+1
	switch {
	case hn == ln:
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
// number (both read at once from handKey), then the higher card's colour in
// the planet's colour rank. For two cards of the same number, the higher
// card is the one whose colour the planet ranks better.
func (h twoCards) compare(o twoCards, planet *Planet) int {
	if a, b := h.key(), o.key(); a != b {
		return int(a) - int(b)
	}
	return planet.rank(colourOf(o.top(planet))) - planet.rank(colourOf(h.top(planet)))
}

// key is the hand's handKey; both cards are ship cards.
func (h twoCards) key() uint8 { return handKey[h.high&(NumShips-1)][h.low&(NumShips-1)] }

// handKey[a][b] orders the hands of two different ship cards a and b as best
// hand does before colours break a tie: by rank, then the higher card's
// number, then the lower card's. It is worked out once from the cards
// alone, so that round scoring compares two bytes, and handKey[a][b] is
// handKey[b][a].
var handKey = func() (k [NumShips][NumShips]uint8) {
	for a := range Card(NumShips) {
		for b := range Card(NumShips) {
			h := newTwoCards(a, b)
			k[a][b] = uint8(h.rank())<<4 | uint8(numberOf(h.high)-1)<<2 | uint8(numberOf(h.low)-1)
		}
	}
	return k
}()

// top is the card whose colour breaks a tie: the higher-numbered card, or
// for a pair the one the planet ranks better.
func (h twoCards) top(planet *Planet) Card {
	if numberOf(h.high) == numberOf(h.low) && planet.rank(colourOf(h.low)) < planet.rank(colourOf(h.high)) {
		return h.low
	}
	return h.high
}

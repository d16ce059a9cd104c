package cosmicrun

import (
	"encoding/json"
	"math/bits"
)

// Hand is a set of ship cards, one bit per card.
type Hand uint16

// Has reports whether c is in h; false for NoCard.
func (h Hand) Has(c Card) bool { return c >= 0 && h&(1<<c) != 0 }

// With returns h with c added; h itself for NoCard.
func (h Hand) With(c Card) Hand {
	if c < 0 {
		return h
	}
	return h | 1<<c
}

// Without returns h with c removed; h itself for NoCard.
func (h Hand) Without(c Card) Hand {
	if c < 0 {
		return h
	}
	return h &^ (1 << c)
}

// Len is the number of cards in h.
func (h Hand) Len() int { return bits.OnesCount16(uint16(h)) }

// Cards lists the cards in h in card-set order.
func (h Hand) Cards() []Card {
	var cs []Card
	for ; h != 0; h &= h - 1 {
		cs = append(cs, Card(bits.TrailingZeros16(uint16(h))))
	}
	return cs
}

// first returns the first card of h in card-set order; h is not empty.
func (h Hand) first() Card { return Card(bits.TrailingZeros16(uint16(h))) }

// nth returns the i-th card of h in card-set order (0-based).
func (h Hand) nth(i int) Card {
	for ; i > 0; i-- {
		h &= h - 1
	}
	return Card(bits.TrailingZeros16(uint16(h)))
}

// allCards is the hand holding every ship card.
const allCards Hand = 1<<NumShips - 1

// MarshalJSON writes the hand as a list of card notations.
func (h Hand) MarshalJSON() ([]byte, error) {
	cards := h.Cards()
	if cards == nil {
		cards = []Card{}
	}
	return json.Marshal(cards)
}

// UnmarshalJSON reads a list of card notations.
func (h *Hand) UnmarshalJSON(b []byte) error {
	var cards []Card
	if err := json.Unmarshal(b, &cards); err != nil {
		return err
	}
	var n Hand
	for _, c := range cards {
		n = n.With(c)
	}
	*h = n
	return nil
}

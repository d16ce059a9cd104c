package animalkingdom

import (
	"encoding/json"
	"fmt"
)

// gaiaList is a list of Gaia's cards (at most her gaiaCards), a value: a
// state's own, so that revealing her card allocates nothing. JSON writes
// it as a list of card numbers.
type gaiaList struct {
	c [gaiaCards]int8
	n uint8
}

// Len is the number of cards listed.
func (l *gaiaList) Len() int { return int(l.n) }

// at returns the i-th card.
func (l *gaiaList) at(i int) int { return int(l.c[i]) }

// push adds c at the end; the list has room for it.
func (l *gaiaList) push(c int) {
	l.c[l.n] = int8(c)
	l.n++
}

// pop removes and returns the last card.
func (l *gaiaList) pop() int {
	l.n--
	c := l.c[l.n]
	l.c[l.n] = 0
	return int(c)
}

// has reports whether c is listed.
func (l *gaiaList) has(c int) bool { return l.count(c) > 0 }

// count is how many times c is listed.
func (l *gaiaList) count(c int) int {
	n := 0
	for _, x := range l.c[:l.n] {
		if int(x) == c {
			n++
		}
	}
	return n
}

// ints returns the cards, a new slice.
func (l *gaiaList) ints() []int {
	out := make([]int, l.n)
	for i, x := range l.c[:l.n] {
		out[i] = int(x)
	}
	return out
}

// setInts makes the list cs; it refuses more than gaiaCards cards or a
// number no card can have.
func (l *gaiaList) setInts(cs []int) error {
	if len(cs) > gaiaCards {
		return fmt.Errorf("%d of Gaia's cards in one list: she has %d", len(cs), gaiaCards)
	}
	var n gaiaList
	for _, c := range cs {
		if c < -1 || c >= gaiaCards {
			return fmt.Errorf("card %d of Gaia's: her cards are 0 to %d", c, gaiaCards-1)
		}
		n.push(c)
	}
	*l = n
	return nil
}

// MarshalJSON writes the list of card numbers.
func (l gaiaList) MarshalJSON() ([]byte, error) { return json.Marshal(l.ints()) }

// UnmarshalJSON reads a list of card numbers (see setInts).
func (l *gaiaList) UnmarshalJSON(data []byte) error {
	var cs []int
	if err := json.Unmarshal(data, &cs); err != nil {
		return err
	}
	return l.setInts(cs)
}

package beforeearth

import mbits "math/bits"

// bits is a set of card indexes (0..31) within one deck.
type bits uint32

func bit(i int) bits { return bits(1) << uint(i&31) }

func allBits(n int) bits {
	if n >= 32 {
		return ^bits(0)
	}
	return bit(n) - 1
}

func (b bits) has(i int) bool { return i >= 0 && i < maxCards && b&bit(i) != 0 }

func (b bits) count() int { return bits32(b) }

func bits32(b bits) int { return mbits.OnesCount32(uint32(b)) }

// nth returns the index of the n-th (from 0) card in b, or -1: it drops
// the n lowest cards and takes the lowest left. Dropping the lowest card of
// an empty set leaves it empty, so the loop need not test for one; n is
// bounded by the cards a set can hold.
func (b bits) nth(n int) int {
	for n = min(n, maxCards); n > 0; n-- {
		b &= b - 1
	}
	if b == 0 {
		return -1
	}
	return b.first()
}

// first returns the lowest card index in b, which must not be empty.
func (b bits) first() int { return mbits.TrailingZeros32(uint32(b)) }

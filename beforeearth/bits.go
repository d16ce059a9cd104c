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

// nth returns the index of the n-th (from 0) card in b, or -1.
func (b bits) nth(n int) int {
	for i := 0; b != 0; i++ {
		if b&1 != 0 {
			if n == 0 {
				return i
			}
			n--
		}
		b >>= 1
	}
	return -1
}

package beforeearth

import (
	mbits "math/bits"

	"github.com/rulebox/rulebox/internal/engine"
)

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

// nth returns the index of the n-th (from 0) card in b, or -1 if b has n
// cards or fewer. It makes no branch on the random n (see
// engine.SelectBit): a loop dropping the n lowest cards ended at a branch
// the processor cannot foresee, on every refill of a row.
func (b bits) nth(n int) int {
	if n < 0 || n >= b.count() {
		return -1
	}
	return engine.SelectBit(uint64(b), n)
}

// first returns the lowest card index in b, which must not be empty.
func (b bits) first() int { return mbits.TrailingZeros32(uint32(b)) }

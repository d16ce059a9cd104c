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

// nth returns the index of the n-th (from 0) card in b, or -1 if b has n
// cards or fewer. It makes no branch on the random n: a loop dropping the
// n lowest cards ended at a branch the processor cannot foresee, on every
// refill of a row. The cards are counted a byte at a time, then the counts
// are summed up to each byte (upTo); the bytes whose sums are at most n lie
// below the n-th card, and one subtraction finds them all: in each byte,
// 0x80+n less a sum of at most 32 keeps its top bit set just when the sum
// is at most n, and never borrows from the next byte. cardInByte finds the
// card in its byte.
func (b bits) nth(n int) int {
	if n < 0 || n >= maxCards {
		return -1
	}
	x := uint32(b)
	count := x - x>>1&0x55555555
	count = count&0x33333333 + count>>2&0x33333333
	count = (count + count>>4) & 0x0f0f0f0f
	upTo := count * 0x01010101
	atMost := (uint32(n)*0x01010101 | 0x80808080) - upTo
	k := uint(mbits.OnesCount32(atMost & 0x80808080)) // the n-th card's byte
	if k >= 4 {
		return -1
	}
	before := upTo << 8 >> (8 * k) & 0xff // the cards in the bytes below it
	return int(8*k) + int(cardInByte[x>>(8*k)&0xff][(uint32(n)-before)&7])
}

// cardInByte[x][r] is the index of the r-th (from 0) set bit of byte x.
var cardInByte = func() (t [256][8]uint8) {
	for x := range t {
		r := 0
		for i := range 8 {
			if x&(1<<i) != 0 {
				t[x][r] = uint8(i)
				r++
			}
		}
	}
	return t
}()

// first returns the lowest card index in b, which must not be empty.
func (b bits) first() int { return mbits.TrailingZeros32(uint32(b)) }

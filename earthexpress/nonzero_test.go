package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// TestNonZeroBytesFindsThePlacesWithPieces tries every set of non-zero
// bytes in a word, each byte drawn from values with and without their top
// or lowest bit, and compares nonZeroBytes with the bytes tested one by
// one.
func TestNonZeroBytesFindsThePlacesWithPieces(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	values := []uint64{1, 2, 6, 8, 0x7f, 0x80, 0x81, 0xfe, 0xff}
	for set := range 256 {
		for range 40 {
			var w uint64
			for k := range 8 {
				if set>>k&1 != 0 {
					v := values[r.IntN(len(values))]
					if r.IntN(3) == 0 {
						v = 1 + r.Uint64N(255)
					}
					w |= v << (8 * k)
				}
			}
			if got := nonZeroBytes(w); got != uint8(set) {
				t.Fatalf("nonZeroBytes(%#016x) = %08b, want %08b", w, got, set)
			}
		}
	}
}

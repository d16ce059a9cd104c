package engine

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestSelectBitFindsTheIthSetBit compares SelectBit with clearing the
// lowest set bit i times, on random words of every density and on every
// rank of each.
func TestSelectBitFindsTheIthSetBit(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	words := []uint64{1, 1 << 63, ^uint64(0), 0x8000_0000_0000_0001, 0x0000_0001_0000_0000}
	for range 3000 {
		x := r.Uint64()
		for range r.IntN(4) {
			x &= r.Uint64() // sparser words too
		}
		words = append(words, x|r.Uint64()&1)
	}
	for _, x := range words {
		y := x
		for i := range bits.OnesCount64(x) {
			if got, want := SelectBit(x, i), bits.TrailingZeros64(y); got != want {
				t.Fatalf("SelectBit(%#x, %d) = %d, want %d", x, i, got, want)
			}
			y &= y - 1
		}
	}
}

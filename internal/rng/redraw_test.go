package rng

import (
	"math/bits"
	"testing"
)

// TestRedrawIsIntN checks that a draw begun by hand as IntN begins it and
// finished by Redraw gives what IntN gives, number by number, for the
// sizes the games draw among and for sizes whose biased zone is large
// enough to be met.
func TestRedrawIsIntN(t *testing.T) {
	sizes := []int{1, 2, 3, 5, 7, 12, 20, 32, 1 << 62, 1<<62 + 1, 3 << 61}
	redrawn := 0
	for seed := range uint64(50) {
		fast, slow := New(seed), New(seed)
		for i := range 2000 {
			n := sizes[i%len(sizes)]
			k, lo := bits.Mul64(fast.Uint64(), uint64(n))
			if lo < uint64(n) {
				k = fast.Redraw(n, k, lo)
				redrawn++
			}
			if want := slow.IntN(n); int(k) != want {
				t.Fatalf("seed %d, draw %d below %d: %d, IntN %d", seed, i, n, k, want)
			}
		}
	}
	if redrawn == 0 {
		t.Fatal("no draw was finished by Redraw")
	}
}

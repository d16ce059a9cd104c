package beforeearth

import (
	mbits "math/bits"
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// TestRedrawIsIntN checks that a draw written out as drawInto and
// refillRow write it, finished by redraw, gives what rng.IntN gives,
// number by number, for the sizes the rules draw among and for sizes whose
// biased zone is large enough to be met.
func TestRedrawIsIntN(t *testing.T) {
	sizes := []int{1, 2, 3, 5, 7, 12, 20, 32, 1 << 62, 1<<62 + 1, 3 << 61}
	for seed := range uint64(50) {
		fast, slow := rng.New(seed), rng.New(seed)
		for i := range 2000 {
			n := sizes[i%len(sizes)]
			k, lo := mbits.Mul64(fast.Uint64(), uint64(n))
			if lo < uint64(n) {
				k = redraw(&fast, n, k, lo)
			}
			if want := slow.IntN(n); int(k) != want {
				t.Fatalf("seed %d, draw %d below %d: %d, IntN %d", seed, i, n, k, want)
			}
		}
	}
}

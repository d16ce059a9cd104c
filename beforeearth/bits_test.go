package beforeearth

import (
	"math/rand/v2"
	"testing"
)

// TestNthIsTheNthCard compares nth with dropping the n lowest cards one by
// one, for random sets, the empty and the full set, and every n from -1 to
// past the set's size.
func TestNthIsTheNthCard(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	sets := []bits{0, ^bits(0), 1, 1 << 31, 0x80808080, 0x01010101}
	for range 2000 {
		sets = append(sets, bits(r.Uint32()&r.Uint32()), bits(r.Uint32()))
	}
	for _, b := range sets {
		for n := -1; n <= maxCards+1; n++ {
			want, left := -1, b
			for range max(n, 0) {
				left &= left - 1
			}
			if n >= 0 && left != 0 {
				want = left.first()
			}
			if got := b.nth(n); got != want {
				t.Fatalf("%#x.nth(%d) = %d, want %d", uint32(b), n, got, want)
			}
		}
	}
}

package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// TestHasEmptyFindsAnEmptySpace compares hasEmpty with a scan of the
// spaces, on tableaus with every set of empty spaces and cards up to
// maxCards.
func TestHasEmptyFindsAnEmptySpace(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for empty := range 1 << Spaces {
		for range 8 {
			var tab [Spaces]Card
			want := false
			for k := range tab {
				if empty&(1<<k) != 0 {
					want = true
					continue
				}
				tab[k] = Card(1 + r.IntN(maxCards))
				if r.IntN(4) == 0 {
					tab[k] = []Card{1, maxCards}[r.IntN(2)]
				}
			}
			if got := hasEmpty(&tab); got != want {
				t.Fatalf("hasEmpty(%v) = %v, want %v", tab, got, want)
			}
		}
	}
}

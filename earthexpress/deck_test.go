package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// TestNthIsTheIthCard checks nth against counting the cards in order, on
// random sets.
func TestNthIsTheIthCard(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		var d deck
		for w := range d {
			d[w] = r.Uint64() & r.Uint64()
		}
		i := 0
		for c := Card(0); int(c) < 64*deckWords; c++ {
			if !d.has(c) {
				continue
			}
			if got := d.nth(i); got != c {
				t.Fatalf("nth(%d) = %d, want %d", i, got, c)
			}
			i++
		}
		if got := d.nth(i); got != NoCard {
			t.Fatalf("nth(%d) of %d cards = %d, want NoCard", i, i, got)
		}
	}
}

// TestFirstCardsAreOneToN compares firstCards with the cards 1 to n added
// one by one, for every n a set may have.
func TestFirstCardsAreOneToN(t *testing.T) {
	for n := range maxCards + 1 {
		var want deck
		for c := Card(1); int(c) <= n; c++ {
			want.add(c)
		}
		if got := firstCards(n); got != want {
			t.Fatalf("firstCards(%d) = %x, want %x", n, got, want)
		}
	}
}

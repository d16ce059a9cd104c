package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPlacesAreWhereCanPlaceAllows: the places listed for a new card are
// exactly those canPlace allows, in rows from the top, on the tableaus of
// random games at every size, and on tableaus built at random.
func TestPlacesAreWhereCanPlaceAllows(t *testing.T) {
	check := func(tab []planted) {
		t.Helper()
		var want []place
		for r := -5; r <= 5; r++ {
			for c := -5; c <= 5; c++ {
				if canPlace(tab, r, c) {
					want = append(want, place{r, c})
				}
			}
		}
		if got := places(nil, tab); !slices.Equal(got, want) {
			t.Fatalf("tableau %v: places %v, canPlace allows %v", tab, got, want)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var tab []planted
		check(tab)
		for len(tab) < TableauCards {
			free := places(nil, tab)
			if len(free) == 0 {
				break
			}
			pl := free[r.IntN(len(free))]
			tab = append(tab, planted{Row: int8(pl.Row), Col: int8(pl.Col)})
			check(tab)
		}
	}
	check([]planted{{Row: 0, Col: 0}, {Row: 0, Col: 4}}) // wider than 4: no place
}

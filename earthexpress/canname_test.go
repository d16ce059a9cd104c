package earthexpress

import "testing"

// TestCanNameAgreesWithNameable checks canName against the features
// nameable gathers, for every seat after every move of random games of 1
// to 8 players (to 4 under the race detector), with and without the
// Ecosystems.
func TestCanNameAgreesWithNameable(t *testing.T) {
	yes, no := 0, 0
	for players := 1; players <= mostWalked(); players++ {
		for k := range 6 {
			cfg := Config{Players: players, Seed: uint64(500*players + k), Standard: k%2 == 0, Ecosystems: k%3 != 2, Level: Expert}
			walkRandom(t, cfg, 3, func(s State, _ int, _ Move) {
				for i := range players {
					want := s.d.nameable(i) != 0
					if got := s.d.canName(i); got != want {
						t.Fatalf("%d players, seed %d, seat %d: canName %v, nameable %b", players, cfg.Seed, i, got, s.d.nameable(i))
					}
					if want {
						yes++
					} else {
						no++
					}
				}
			})
		}
	}
	if yes == 0 {
		t.Fatalf("canName asked %d times, never true", yes+no)
	}
	t.Logf("%d seats with a feature to name, %d without", yes, no)
}

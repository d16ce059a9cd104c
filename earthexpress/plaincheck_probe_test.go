package earthexpress

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPlainChecksAgreeWithTheListForEverySeat plays random games of 1 to
// 5 players (to 4 under the race detector) and after every move asks, for
// every seat (those with no decision too), whether a Discard of each card
// in hand or not, a Done, an End, a Refresh, a Germinate, naming each
// feature and each conversion would be legal: wherever quickCheck
// decides, its verdict must be the list's.
func TestPlainChecksAgreeWithTheListForEverySeat(t *testing.T) {
	for players := 1; players <= min(5, mostWalked()); players++ {
		for k := range 8 {
			cfg := Config{Players: players, Seed: uint64(700*players + k), Standard: k%2 == 0, Ecosystems: k%3 != 2, Level: Normal}
			r := rand.New(rand.NewPCG(cfg.Seed, 18))
			walkRandom(t, cfg, 17, func(s State, _ int, _ Move) {
				if s.Over() {
					return
				}
				for i := range players {
					p := Player(i)
					probes := []Move{DoneMove(p), EndMove(p), RefreshMove(p), GerminateMove(p), DiscardMove(p, NoCard), DiscardMove(p, Card(1+r.IntN(s.d.cards.Len()))),
						ConvertMove(p, Sprout), ConvertMove(p, Growth), ConvertMove(p, Seed)}
					for f := range 70 {
						probes = append(probes, NameMove(p, f))
					}
					for _, c := range s.d.seat(i).hand[:s.d.seat(i).nhand] {
						probes = append(probes, DiscardMove(p, c))
					}
					list := s.d.legal(nil, p)
					for _, m := range probes {
						if legal, known := s.d.quickCheck(m); known && legal != slices.Contains(list, m) {
							t.Fatalf("%d players, seed %d: quickCheck says %v for %v, the list %v", players, cfg.Seed, legal, m, list)
						}
					}
				}
			})
		}
	}
}

package animalkingdom

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestEveryObjectiveMetIsClaimedWithAnimals is TestEveryObjectiveMetIsClaimed
// with Animal Kingdom, whose moves check the Fauna objectives before every
// automatic step: a seat checked in a move is checked again only once the
// move has asked for it since (game.unchecked), and after every move of
// random games (Leaves discarded more rarely than at random, so that
// objectives are claimed) no player meets an objective unclaimed with
// room for a Leaf.
func TestEveryObjectiveMetIsClaimedWithAnimals(t *testing.T) {
	cfgs := []Config{{Players: 4, Seed: 41, Animals: true}, {Players: 2, Seed: 42, Mode: Advanced, Animals: true},
		{Players: 5, Seed: 43, Animals: true}, {Players: 1, Seed: 44, Solo: true, Animals: true}, {Players: 3, Seed: 45, Animals: true}}
	if raceOn {
		cfgs = cfgs[:2]
	}
	claims, moves := 0, 0
	for _, cfg := range cfgs {
		for game := range 3 {
			cfg.Seed += uint64(game) * 100
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(cfg.Seed, 8))
			for n := 0; !s.Over(); n++ {
				who := s.ToMove()
				ms := s.LegalMoves(who[r.IntN(len(who))])
				m := ms[r.IntN(len(ms))]
				for try := 0; m.Kind == DiscardLeaf && try < 4; try++ {
					m = ms[r.IntN(len(ms))] // keep Leaves for the objectives, mostly
				}
				if s, err = s.Apply(m); err != nil {
					t.Fatal(err)
				}
				moves++
				if s.d.Stage == stSetup || s.d.Stage == stOver || s.d.choosingLeaf() {
					continue
				}
				claims += checkClaimed(t, s, true, fmt.Sprintf("%+v move %d", cfg, n))
			}
		}
	}
	if claims == 0 || moves == 0 {
		t.Fatalf("no claim made in %d moves: the games test nothing", moves)
	}
}

package animalkingdom

import (
	"math/rand/v2"
	"testing"
)

// TestEveryObjectiveMetIsClaimed: after every move of random games of
// every kind, no player meets a Fauna objective they have not claimed
// while it has room for their Leaf: Apply checks only the seats a move
// changed, and only the objectives reading what changed, and this
// checks everything again.
func TestEveryObjectiveMetIsClaimed(t *testing.T) {
	cfgs := []Config{{Players: 4, Seed: 31}, {Players: 2, Seed: 32, Mode: Advanced}, {Players: 5, Seed: 33, Mode: Beginner},
		{Players: 1, Seed: 34, Solo: true, Difficulty: GaiaExpert}, {Players: 4, Seed: 35, Teams: true}, {Players: 3, Seed: 36}}
	if raceOn {
		cfgs = cfgs[:2]
	}
	claims := 0
	for _, cfg := range cfgs {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 7))
		for n := 0; !s.Over(); n++ {
			ms := s.LegalMoves(s.ToMove()[0])
			if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
			if s.d.Stage == stSetup || s.d.Stage == stOver {
				continue
			}
			for p := range s.d.n() {
				st, sc := s.d.get(Player(p)), s.d.scoreCtx(Player(p))
				for i, slot := range s.d.Fauna {
					if st.Claimed[i] {
						claims++
						continue
					}
					if len(slot.Claims)+len(slot.Turn) < MaxClaims && s.d.cs.fauna[slot.Side].Objective.eval(sc) > 0 {
						t.Fatalf("%+v move %d: %v meets %s unclaimed", cfg, n, Player(p), s.d.cs.fauna[slot.Side].Name)
					}
				}
			}
		}
	}
	if claims == 0 {
		t.Fatal("no claim made: the games test nothing")
	}
}

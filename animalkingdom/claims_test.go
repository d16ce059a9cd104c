package animalkingdom

import (
	"fmt"
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
			claims += checkClaimed(t, s, false, fmt.Sprintf("%+v move %d", cfg, n))
		}
	}
	if claims == 0 {
		t.Fatal("no claim made: the games test nothing")
	}
}

// checkClaimed fails t (saying where) if a player of s meets a Fauna
// objective they have not claimed while it has room for their Leaf (and,
// with leafNeeded, they have a Leaf left), and returns the claims made.
func checkClaimed(t *testing.T, s State, leafNeeded bool, where string) int {
	t.Helper()
	claims := 0
	for p := range s.d.n() {
		st, sc := s.d.get(Player(p)), s.d.scoreCtx(Player(p))
		for i, slot := range s.d.Fauna {
			if st.Claimed[i] {
				claims++
				continue
			}
			room := len(slot.Claims)+len(slot.Turn) < MaxClaims && (!leafNeeded || s.d.leafLeft(Player(p)))
			if room && s.d.cs.fauna[slot.Side].Objective.eval(sc) > 0 {
				t.Fatalf("%s: %v meets %s unclaimed", where, Player(p), s.d.cs.fauna[slot.Side].Name)
			}
		}
	}
	return claims
}

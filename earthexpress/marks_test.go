package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// TestRemarkAgreesWithMark plays random games of 1 to 8 players and
// checks after every move that the marks Apply works out again for the
// seats the move touched are those of every seat worked out afresh.
func TestRemarkAgreesWithMark(t *testing.T) {
	games := 0
	for players := 1; players <= MaxPlayers; players++ {
		for k := range 20 {
			cfg := Config{Players: players, Seed: uint64(100*players + k), Standard: k%2 == 0, Ecosystems: k%3 != 2, Level: Expert}
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(cfg.Seed, 9))
			for !s.Over() {
				who := s.ToMove()
				ms := s.LegalMoves(who[r.IntN(len(who))])
				m := ms[r.IntN(len(ms))]
				if s, err = s.Apply(m); err != nil {
					t.Fatal(err)
				}
				fresh := s
				fresh.mark()
				if s.marks != fresh.marks || s.d.touched != 0 {
					t.Fatalf("%d players, seed %d, after %v: marks %+v (touched %08b), worked out afresh %+v", players, cfg.Seed, m, s.marks, s.d.touched, fresh.marks)
				}
			}
			games++
		}
	}
	if games != 20*MaxPlayers {
		t.Fatalf("%d games", games)
	}
}

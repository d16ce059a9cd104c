package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestToMoveIsReadFromThePosition checks, over random games of both
// kinds (the expansion's Animals kept by every player at once), that the
// players ToMove lists, kept beside the position when a State is made,
// are the position's: after New, every Apply and ApplyEvents, a JSON
// round trip and a View's sample.
func TestToMoveIsReadFromThePosition(t *testing.T) {
	check := func(what string, s State) {
		t.Helper()
		ps, n := s.d.movers()
		if got := s.ToMove(); !slices.Equal(got, ps[:n]) {
			t.Fatalf("%s: ToMove %v, the position's players to move %v", what, got, ps[:n])
		}
	}
	for i, cfg := range []Config{{Players: 4, Seed: 1}, {Players: 3, Seed: 2, Animals: true}, {Players: 1, Solo: true, Seed: 3}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		check("New", s)
		r := rand.New(rand.NewPCG(uint64(i), 7))
		for n := 0; !s.Over(); n++ {
			who := s.ToMove()
			ms := s.LegalMoves(who[r.IntN(len(who))])
			m := ms[r.IntN(len(ms))]
			if n%2 == 0 {
				s, err = s.Apply(m)
			} else {
				s, _, err = s.ApplyEvents(m)
			}
			if err != nil {
				t.Fatal(err)
			}
			check("Apply", s)
			if n%97 == 0 {
				check("JSON", readBack(t, s))
				check("a View's sample", s.View(who[0]).Sample(uint64(n)))
			}
		}
		if s.ToMove() != nil {
			t.Errorf("%+v: the game is over and ToMove lists %v", cfg, s.ToMove())
		}
	}
	check("the zero State", State{})
}

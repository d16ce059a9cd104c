package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// TestSharedPartsAreNeverWritten plays a random 8-player game, whose seats
// beyond nearSeats a State holds by reference, and checks after each
// Apply, View, Sample and Validate that the receiver's seats and piles are
// as they were, and that the move's result holds seats of its own.
func TestSharedPartsAreNeverWritten(t *testing.T) {
	s := newGame(t, Config{Players: 8, Seed: 5, Ecosystems: true})
	r := rand.New(rand.NewPCG(5, 6))
	for n := 0; !s.Over(); n++ {
		if s.d.far == nil {
			t.Fatalf("move %d: no far seats", n)
		}
		before, piles := *s.d.far, s.d.pl
		who := s.ToMove()
		p := who[r.IntN(len(who))]
		_ = s.View(p).Sample(uint64(n))
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		legal := s.LegalMoves(p)
		next, err := s.Apply(legal[r.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		if *s.d.far != before || s.d.pl != piles {
			t.Fatalf("move %d changed the far seats or the piles of its receiver", n)
		}
		if next.d.far == s.d.far {
			t.Fatalf("move %d shares its receiver's far seats", n)
		}
		s = next
	}
}

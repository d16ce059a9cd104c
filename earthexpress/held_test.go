package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// TestHeldIsThePlacesWithPieces compares held with count, place by place,
// after every move of random games.
func TestHeldIsThePlacesWithPieces(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for g := range 12 {
		s, err := New(Config{Players: 1 + g%4, Seed: uint64(g), Standard: g%2 == 0, Ecosystems: true})
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			for i := range int(s.d.n) {
				for _, res := range []Resource{Sprout, Growth} {
					var want uint16
					for k := range Spaces {
						if s.d.count(i, k, res) > 0 {
							want |= 1 << k
						}
					}
					if got := s.d.held(i, res); got != want {
						t.Fatalf("game %d: held(%d, %v) = %09b, want %09b", g, i, res, got, want)
					}
				}
			}
			who := s.ToMove()
			moves := s.AppendLegalMoves(nil, who[r.IntN(len(who))])
			if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

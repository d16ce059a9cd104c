package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkRandomGame4 plays random 4-player games to the end on one
// goroutine: games per second is 1e9 / ns/op.
func BenchmarkRandomGame4(b *testing.B) {
	s0, err := New(Config{Players: 4, Seed: 1, Standard: true})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, maxLegal)
	b.ReportAllocs()
	for b.Loop() {
		s := s0
		for !s.Over() {
			who := s.ToMove()
			buf = s.AppendLegalMoves(buf[:0], who[r.IntN(len(who))])
			s, _ = s.Apply(buf[r.IntN(len(buf))])
		}
	}
}

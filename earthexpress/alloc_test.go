//go:build !race

// The race detector allocates on its own and empties sync.Pool at random,
// so allocation counts are measured only without it (CI runs both).

package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// TestMovesDoNotAllocate checks, over random games, that Apply of every
// legal move, AppendLegalMoves into a buffer with room and ToMove do not
// allocate.
func TestMovesDoNotAllocate(t *testing.T) {
	for _, cfg := range []Config{{Players: 4, Seed: 3, Standard: true, Ecosystems: true}, {Players: 1, Seed: 4, Level: Expert}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 2))
		buf := make([]Move, 0, maxLegal)
		for !s.Over() {
			who := s.ToMove()
			p := who[r.IntN(len(who))]
			buf = s.AppendLegalMoves(buf[:0], p)
			m := buf[r.IntN(len(buf))]
			if n := testing.AllocsPerRun(3, func() { _, _ = s.Apply(m) }); n != 0 {
				t.Fatalf("Apply(%v) allocates %v times", m, n)
			}
			if n := testing.AllocsPerRun(3, func() { buf = s.AppendLegalMoves(buf[:0], p); _ = s.ToMove() }); n != 0 {
				t.Fatalf("AppendLegalMoves and ToMove allocate %v times", n)
			}
			s, _ = s.Apply(m)
		}
	}
}

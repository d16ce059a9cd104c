package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// playRandom plays a random game to the end.
func playRandom(t testing.TB, cfg Config) State {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 1))
	var buf []Move
	for n := 0; !s.Over(); n++ {
		if n > 20000 {
			t.Fatalf("game not over after %d moves", n)
		}
		who := s.ToMove()
		if len(who) == 0 {
			t.Fatalf("nobody to move: %+v", *s.d.seat(0))
		}
		p := who[r.IntN(len(who))]
		buf = s.AppendLegalMoves(buf[:0], p)
		if len(buf) > maxLegal {
			t.Fatalf("%d legal moves, more than maxLegal (%d): %v", len(buf), maxLegal, buf)
		}
		m := buf[r.IntN(len(buf))]
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("legal %v refused: %v", m, err)
		}
		s = next
	}
	return s
}

func TestRandomGames(t *testing.T) {
	for seed := range uint64(20) {
		for _, n := range []int{1, 2, 3, 4, 8} {
			cfg := Config{Players: n, Seed: seed, Standard: seed%2 == 0, Ecosystems: seed%3 == 0, Level: Level(1 + seed%3)}
			s := playRandom(t, cfg)
			r := s.Result()
			if !r.Over || len(r.Totals) != n || len(r.Rows) != NumRows || len(r.Rows[0].Values) != n {
				t.Fatalf("result %+v", r)
			}
		}
	}
}

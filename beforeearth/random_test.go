package beforeearth

import (
	"github.com/rulebox/rulebox/internal/rng"
	"testing"
)

// playRandom plays a game to the end with uniformly random legal moves.
func playRandom(t testing.TB, seed uint64, buf []Move) (State, int) {
	t.Helper()
	s, err := New(Config{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(seed)
	n := 0
	for !s.Over() {
		who := s.ToMove()
		if len(who) == 0 {
			t.Fatalf("seed %d: nobody to move in %v", seed, s.Phase())
		}
		p := who[r.IntN(len(who))]
		buf = s.AppendLegalMoves(buf[:0], p)
		if len(buf) == 0 {
			t.Fatalf("seed %d: %v to move with no moves", seed, p)
		}
		if s, err = s.Apply(buf[r.IntN(len(buf))]); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		n++
		if n > 5000 {
			t.Fatalf("seed %d: game too long", seed)
		}
	}
	return s, n
}

func TestRandomGamesEnd(t *testing.T) {
	var buf []Move
	wins := map[Victory]int{}
	total := 0
	for seed := range uint64(2000) {
		s, n := playRandom(t, seed, buf)
		wins[s.d.victory]++
		total += n
	}
	t.Logf("victories %v, mean moves %d", wins, total/2000)
}

package animalkingdom

import (
	"math/rand/v2"
	"testing"
)

// playRandom plays a game to the end with uniformly random legal moves.
func playRandom(t testing.TB, cfg Config, seed uint64) (State, int) {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 1))
	var buf []Move
	n := 0
	for !s.Over() {
		who := s.ToMove()
		if len(who) != 1 {
			t.Fatalf("to move: %v", who)
		}
		buf = s.AppendLegalMoves(buf[:0], who[0])
		if len(buf) == 0 {
			t.Fatalf("%v has no legal moves", who[0])
		}
		m := buf[r.IntN(len(buf))]
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("move %d %v: %v", n, m, err)
		}
		n++
		if n > 20000 {
			t.Fatalf("game not over after %d moves", n)
		}
	}
	return s, n
}

func TestRandomGamesEnd(t *testing.T) {
	for d := GaiaBeginner; d <= GaiaExpert; d++ {
		s, n := playRandom(t, Config{Players: 1, Solo: true, Difficulty: d, Seed: uint64(d)}, 9)
		r := s.Result()
		t.Logf("solo %v: %d moves, turn %d, player %d, Gaia %+v", d, n, s.g.Turn, r.Scores[0].Total, *r.Gaia)
	}
	for players := 1; players <= MaxPlayers; players++ {
		for _, mode := range []Mode{Beginner, Standard, Advanced} {
			s, n := playRandom(t, Config{Players: players, Seed: uint64(players*7 + int(mode)), Mode: mode}, 3)
			r := s.Result()
			if len(r.Winners) == 0 && r.Gaia == nil {
				t.Fatalf("%d players %v: no winner after %d moves", players, mode, n)
			}
			t.Logf("%d players %v: %d moves, turn %d, winners %v, totals %v", players, mode, n, s.g.Turn, r.Winners, totals(r))
		}
	}
}

func totals(r Result) []int {
	var out []int
	for _, s := range r.Scores {
		out = append(out, s.Total)
	}
	return out
}

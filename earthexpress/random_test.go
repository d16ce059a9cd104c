package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// walkRandom plays a random game of cfg to its end and returns the last
// position: each move is drawn by a source seeded with cfg.Seed and
// stream, a player among ToMove and then one of their legal moves. visit,
// unless nil, is called with every position the game reaches, the first
// and the last included, the number of moves made before it and the move
// that led to it (a zero Move for the first). It fails the test on a
// legal move refused, a position with nobody to move, more than maxLegal
// moves listed, or a game not over after 20,000 moves.
func walkRandom(t testing.TB, cfg Config, stream uint64, visit func(s State, n int, last Move)) State {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, stream))
	var buf []Move
	var m Move
	for n := 0; ; n++ {
		if visit != nil {
			visit(s, n, m)
		}
		if s.Over() {
			return s
		}
		if n > 20000 {
			t.Fatalf("%+v: game not over after %d moves", cfg, n)
		}
		who := s.ToMove()
		if len(who) == 0 {
			t.Fatalf("%+v: nobody to move: %+v", cfg, *s.d.seat(0))
		}
		buf = s.AppendLegalMoves(buf[:0], who[r.IntN(len(who))])
		if len(buf) > maxLegal {
			t.Fatalf("%+v: %d legal moves, more than maxLegal (%d): %v", cfg, len(buf), maxLegal, buf)
		}
		m = buf[r.IntN(len(buf))]
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%+v: legal %v refused: %v", cfg, m, err)
		}
	}
}

// mostWalked is the most players of the random games the tests that walk
// every position play: all of MaxPlayers, but under the race detector,
// which empties the pool of fresh memory so that each copy of a far seat
// takes a new block (minutes for the games of 8), those whose seats are
// all held by value (nearSeats).
func mostWalked() int {
	if raceEnabled {
		return nearSeats
	}
	return MaxPlayers
}

// playRandom plays a random game of cfg to its end (see walkRandom).
func playRandom(t testing.TB, cfg Config) State {
	t.Helper()
	return walkRandom(t, cfg, 1, nil)
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

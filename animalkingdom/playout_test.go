package animalkingdom

import (
	"encoding/json"
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// TestPlayoutIsTheRandomLoop: Playout ends where the loop of LegalMoves
// and Apply ends with the same generator, in as many moves, at every
// player count, in solo and teams, from the start and from a position
// played into; the state it starts from is left as it was.
func TestPlayoutIsTheRandomLoop(t *testing.T) {
	for i, cfg := range []Config{{Players: 4, Seed: 1}, {Players: 1, Solo: true, Difficulty: GaiaHard, Seed: 2},
		{Players: 4, Teams: true, Seed: 3}, {Players: 5, Mode: Advanced, Seed: 4}, {Players: 2, Mode: Beginner, Seed: 5}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if i%2 == 1 {
			s, _ = s.Playout(uint64(i)) // a finished game plays no move
			if _, n := s.Playout(9); n != 0 {
				t.Errorf("%+v: a finished game played %d moves", cfg, n)
			}
			if s, err = New(cfg); err != nil {
				t.Fatal(err)
			}
			for range 40 {
				s, _ = s.Apply(s.LegalMoves(s.ToMove()[0])[0])
			}
		}
		before, _ := json.Marshal(s)
		got, moves := s.Playout(uint64(10 + i))
		r := rng.New(uint64(10 + i))
		want, n := s, 0
		for ; !want.Over(); n++ {
			ms := want.LegalMoves(want.ToMove()[0])
			if want, err = want.Apply(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		a, _ := json.Marshal(got)
		b, _ := json.Marshal(want)
		if moves != n || string(a) != string(b) || !got.Over() {
			t.Errorf("%+v: Playout made %d moves, the loop %d; same end: %v", cfg, moves, n, string(a) == string(b))
		}
		if after, _ := json.Marshal(s); string(after) != string(before) {
			t.Errorf("%+v: Playout changed the state it started from", cfg)
		}
	}
	if _, n := (State{}).Playout(1); n != 0 {
		t.Errorf("the zero State played %d moves", n)
	}
}

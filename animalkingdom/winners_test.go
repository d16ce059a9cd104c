package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestWinnersAgreeWithResult checks that the winners kept when a game ends
// are the scorepad's, also after the game is saved and read back or
// sampled from a view (by the cards as sampled), and that Score and Winners do not allocate (search bots
// call them at the end of every playout).
func TestWinnersAgreeWithResult(t *testing.T) {
	for seed := range uint64(6) {
		cfg := []Config{{Players: 1, Solo: true, Seed: seed}, {Players: 2, Mode: Beginner, Seed: seed},
			{Players: TeamPlayers, Teams: true, Seed: seed}}[seed%3]
		s, err := New(cfg)
		rnd := rand.New(rand.NewPCG(seed, 4))
		for err == nil && !s.Over() {
			ms := s.LegalMoves(s.ToMove()[0])
			s, err = s.Apply(ms[rnd.IntN(len(ms))])
		}
		if err != nil {
			t.Fatal(err)
		}
		want := s.Result().Winners
		back := gametest.ThroughJSON(t, s)
		for _, got := range [][]Player{s.Winners(), back.Winners()} {
			if !slices.Equal(got, want) {
				t.Errorf("%+v: Winners %v, the scorepad's %v", cfg, got, want)
			}
		}
		if sample := s.View(0).Sample(1); !slices.Equal(sample.Winners(), sample.Result().Winners) {
			t.Errorf("%+v: a sample's Winners %v, its scorepad's %v", cfg, sample.Winners(), sample.Result().Winners)
		}
		if raceOn {
			continue
		}
		if n := testing.AllocsPerRun(5, func() { _ = s.Score(0) }); n != 0 {
			t.Errorf("Score allocates %v times", n)
		}
		if n := testing.AllocsPerRun(5, func() { _ = s.Winners() }); n > 1 {
			t.Errorf("Winners allocates %v times, more than its slice", n)
		}
	}
}

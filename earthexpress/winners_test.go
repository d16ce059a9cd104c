package earthexpress

import (
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestWinnersAgreeWithResult checks that the winners kept when a game ends
// are the scorepad's, also after the game is saved and read back, and that
// Score and Winners do not allocate (search bots call them at the end of
// every playout).
func TestWinnersAgreeWithResult(t *testing.T) {
	for seed := range uint64(12) {
		cfg := Config{Players: []int{1, 2, 3, 4}[seed%4], Seed: seed, Standard: seed%2 == 0, Ecosystems: seed%3 == 0}
		s := playRandom(t, cfg)
		want := s.Result().Winners
		back := gametest.ThroughJSON(t, s)
		for _, got := range [][]Player{s.Winners(), back.Winners(), s.View(P1).Sample(1).Winners()} {
			if !slices.Equal(got, want) {
				t.Errorf("%+v: Winners %v, the scorepad's %v", cfg, got, want)
			}
		}
		if raceEnabled {
			continue
		}
		if n := testing.AllocsPerRun(5, func() { _ = s.Score(P1) }); n != 0 {
			t.Errorf("Score allocates %v times", n)
		}
		if n := testing.AllocsPerRun(5, func() { _ = s.Winners() }); n > 1 {
			t.Errorf("Winners allocates %v times, more than its slice", n)
		}
	}
}

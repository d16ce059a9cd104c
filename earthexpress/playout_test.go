package earthexpress

import (
	"reflect"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
)

// Playout, engine.Playout's loop written out for State, plays the same
// games as engine.Playout: the same moves, counted alike, to the same
// final position, from the start and from the middle of games of every
// size, solo and with Ecosystems among them.
func TestPlayoutIsTheEngines(t *testing.T) {
	cfgs := []Config{
		{Players: 1, Seed: 1}, {Players: 2, Seed: 2, Standard: true}, {Players: 3, Seed: 3, Ecosystems: true},
		{Players: 4, Seed: 4, Standard: true, Ecosystems: true}, {Players: 6, Seed: 5, Ecosystems: true}, {Players: 8, Seed: 6},
	}
	for _, cfg := range cfgs {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 6; seed++ {
			start := s
			if seed%2 == 0 { // from the middle of a game
				start, _ = engine.Playout(s, seed+100, 60)
			}
			got, n := start.Playout(seed)
			want, m := engine.Playout(start, seed, playoutLimit)
			if n != m || !reflect.DeepEqual(got, want) {
				t.Fatalf("%+v, seed %d: Playout made %d moves, engine.Playout %d, or the final positions differ", cfg, seed, n, m)
			}
			if !got.Over() {
				t.Fatalf("%+v, seed %d: a playout ended before the game", cfg, seed)
			}
		}
	}
	if got, n := (State{}).Playout(1); n != 0 || !reflect.DeepEqual(got, State{}) {
		t.Fatalf("the zero State played %d moves", n)
	}
}

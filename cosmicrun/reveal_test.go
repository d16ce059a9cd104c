package cosmicrun

import (
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// TestRevealAtOnceMatchesInOrder plays random two-player games and, at every
// placement that reveals both when the order does not matter (reveal's
// quick path), compares the state Apply gives with the one revealInOrder
// gives, followed by what reveal does after it: the round's end, then the
// counters.
func TestRevealAtOnceMatchesInOrder(t *testing.T) {
	quick := 0
	for seed := range uint64(300) {
		s, err := New(Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		for !s.Over() {
			who := s.ToMove()
			p := who[r.IntN(len(who))]
			moves := s.LegalMoves(p)
			m := moves[r.IntN(len(moves))]
			o := other(p)
			pl, opl := Placement{Card: m.Card, Planet: m.Planet, Rotated: m.Rotated}, s.d.Pending[o]
			if m.Kind == Place && opl.Card != NoCard && !s.game(engine.Log[Event]{}).orderMatters(p, pl, o, opl) {
				quick++
				want := s
				g := want.game(engine.Log[Event]{})
				want.d.Pending[o] = noPlacement
				if g.revealInOrder(p, pl, o, opl); want.d.Phase != Finished && want.d.onBoard == [2]int8{HandSize, HandSize} {
					g.endRound()
				}
				want.countMoves()
				if got, _ := s.Apply(m); got != want {
					t.Fatalf("seed %d, %v: reveal at once gives\n%+v\nin order\n%+v", seed, m, got.d, want.d)
				}
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatalf("seed %d, %v: %v", seed, m, err)
			}
		}
	}
	if quick < 1000 {
		t.Errorf("only %d reveals at once in 300 games", quick)
	}
}

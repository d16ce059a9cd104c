package cosmicrun_test

import (
	"errors"
	"testing"

	"github.com/rulebox/rulebox/cosmicrun"
)

// constructed returns the move m's constructor makes of m's decision.
func constructed(t *testing.T, m cosmicrun.Move) cosmicrun.Move {
	t.Helper()
	p := m.Player
	switch m.Kind {
	case cosmicrun.Pass:
		return cosmicrun.PassMove(p, m.Card)
	case cosmicrun.Keep:
		return cosmicrun.KeepMove(p)
	case cosmicrun.Discard:
		return cosmicrun.DiscardMove(p, m.Card)
	case cosmicrun.Place:
		return cosmicrun.PlaceMove(p, m.Card, int(m.Planet), m.Rotated)
	case cosmicrun.Mine:
		return cosmicrun.MineMove(p, m.Rotated)
	case cosmicrun.Theirs:
		return cosmicrun.TheirsMove(p)
	case cosmicrun.Reflip:
		return cosmicrun.ReflipMove(p)
	}
	t.Fatalf("a legal move of kind %v, which has no constructor", m.Kind)
	return cosmicrun.Move{}
}

// TestLegalMovesEqualTheirConstructors checks that a Move is a plain value:
// along random games, two players' and solo, every legal move == the same
// decision built by its constructor, == the move its notation reads back
// as, and the zero Move (kind NoMove) is refused.
func TestLegalMovesEqualTheirConstructors(t *testing.T) {
	for _, cfg := range []cosmicrun.Config{{Players: 2, Seed: 1}, {Players: 2, Seed: 2}, {Players: 1, Seed: 3}} {
		eachState(t, cfg, func(s cosmicrun.State, _ []cosmicrun.Event) {
			if _, err := s.Apply(cosmicrun.Move{}); !errors.Is(err, cosmicrun.ErrIllegalMove) {
				t.Fatalf("the zero Move %v: %v, want it refused", cosmicrun.Move{}, err)
			}
			for _, p := range s.ToMove() {
				for _, m := range s.LegalMoves(p) {
					if c := constructed(t, m); c != m {
						t.Fatalf("legal %v != %v from its constructor", m, c)
					}
					if back, err := cosmicrun.ParseMove(s, cosmicrun.FormatMove(s, m)); err != nil || back != m {
						t.Fatalf("%v read back as %v, %v", m, back, err)
					}
				}
			}
		})
	}
}

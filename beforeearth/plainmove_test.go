package beforeearth_test

import (
	"errors"
	"testing"

	"github.com/rulebox/rulebox/beforeearth"
)

// constructed returns the move m's constructor makes of m's decision.
func constructed(t *testing.T, m beforeearth.Move) beforeearth.Move {
	t.Helper()
	p := m.Player
	switch m.Kind {
	case beforeearth.PlayCard:
		return beforeearth.PlayCardMove(p, m.Action)
	case beforeearth.TakeShip:
		return beforeearth.TakeShipMove(p, int(m.Card))
	case beforeearth.CollectQuarry:
		return beforeearth.CollectQuarryMove(p, int(m.Quarry))
	case beforeearth.TakeResource:
		return beforeearth.TakeResourceMove(p, m.Resource)
	case beforeearth.SpendResource:
		return beforeearth.SpendResourceMove(p, m.Resource)
	case beforeearth.PayResource:
		return beforeearth.PayResourceMove(p, m.Resource)
	case beforeearth.ChooseOption:
		return beforeearth.ChooseOptionMove(p, int(m.Option))
	case beforeearth.SearchPlanet:
		return beforeearth.SearchPlanetMove(p, int(m.Card))
	case beforeearth.ColonizePlanet:
		return beforeearth.ColonizePlanetMove(p, int(m.Card))
	case beforeearth.UsePlanet:
		return beforeearth.UsePlanetMove(p, int(m.Card))
	case beforeearth.Done:
		return beforeearth.DoneMove(p)
	}
	t.Fatalf("a legal move of kind %v, which has no constructor", m.Kind)
	return beforeearth.Move{}
}

// TestLegalMovesEqualTheirConstructors checks that a Move is a plain value:
// along random games, every legal move == the same decision built by its
// constructor, == the move its notation reads back as, and the zero Move
// is refused.
func TestLegalMovesEqualTheirConstructors(t *testing.T) {
	for seed := range uint64(6) {
		eachState(t, seed, func(s beforeearth.State) {
			if _, err := s.Apply(beforeearth.Move{}); !s.Over() && !errors.Is(err, beforeearth.ErrIllegalMove) {
				t.Fatalf("the zero Move: %v, want it refused", err)
			}
			for _, p := range s.ToMove() {
				for _, m := range s.LegalMoves(p) {
					if c := constructed(t, m); c != m {
						t.Fatalf("legal %v != %v from its constructor", m, c)
					}
					if back, err := beforeearth.ParseMove(s, beforeearth.FormatMove(s, m)); err != nil || back != m {
						t.Fatalf("%v read back from %q as %v, %v", m, beforeearth.FormatMove(s, m), back, err)
					}
				}
			}
		})
	}
}

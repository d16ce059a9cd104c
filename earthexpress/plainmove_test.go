package earthexpress

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// constructed returns the move m's constructor makes of m's decision.
func constructed(t *testing.T, m Move) Move {
	t.Helper()
	p := m.Player
	switch m.Kind {
	case Keep:
		return KeepMove(p, int(m.Ecosystem), int(m.Side))
	case Plant:
		return PlantMove(p, m.Card)
	case At:
		return AtMove(p, int(m.Space))
	case Refresh:
		return RefreshMove(p)
	case Germinate:
		return GerminateMove(p)
	case Discard:
		return DiscardMove(p, m.Card)
	case Name:
		return NameMove(p, int(m.Feature))
	case Action:
		return ActionMove(p, m.Colour)
	case Activate:
		return ActivateMove(p, int(m.Option))
	case Skip:
		return SkipMove(p)
	case Pay:
		return PayMove(p, m.Resource, int(m.Space))
	case Place:
		return PlaceMove(p, m.Resource, int(m.Space))
	case Done:
		return DoneMove(p)
	case Neighbour:
		return NeighbourMove(p, m.Neighbour)
	case Opponent:
		return OpponentMove(p, m.Opponent)
	case Convert:
		return ConvertMove(p, m.Resource)
	case End:
		return EndMove(p)
	case Tie:
		return TieMove(p, m.Colour)
	case Claim:
		return ClaimMove(p, int(m.Fauna))
	}
	t.Fatalf("a legal move of kind %v, which has no constructor", m.Kind)
	return Move{}
}

// TestLegalMovesEqualTheirConstructors checks that a Move is a plain value:
// along random games (several players, solo, and a set of other cards),
// every legal move == the same decision built by its constructor, == the
// move its notation in the game (FormatMove) reads back as, and the zero
// Move (kind NoMove) is refused.
func TestLegalMovesEqualTheirConstructors(t *testing.T) {
	cfgs := []Config{{Players: 3, Seed: 1}, {Players: 1, Seed: 2}, {Players: 2, Seed: 3, Cards: testCards(t)}}
	for _, cfg := range cfgs {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 2))
		for !s.Over() {
			if _, err := s.Apply(Move{}); !errors.Is(err, ErrIllegalMove) {
				t.Fatalf("the zero Move %v: %v, want it refused", Move{}, err)
			}
			who := s.ToMove()
			moves := s.LegalMoves(who[r.IntN(len(who))])
			for _, m := range moves {
				if c := constructed(t, m); c != m {
					t.Fatalf("legal %v != %v from its constructor", FormatMove(s, m), FormatMove(s, c))
				}
				if back, err := ParseMove(s, FormatMove(s, m)); err != nil || back != m {
					t.Fatalf("%v read back as %v, %v", FormatMove(s, m), back, err)
				}
			}
			if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

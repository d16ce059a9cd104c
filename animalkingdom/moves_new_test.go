package animalkingdom

import (
	"errors"
	"testing"
)

// rebuild makes m again through its kind's constructor.
func rebuild(m Move) Move {
	p := m.Player
	switch m.Kind {
	case ChooseSide:
		return ChooseSideMove(p, m.Setup, int(m.Side))
	case ChooseAct:
		return ChooseActMove(p, m.Action)
	case Plant:
		return PlantMove(p, m.Card, int(m.Row), int(m.Col), int(m.Otherwise))
	case Stop:
		return StopMove(p)
	case Keep:
		return KeepMove(p, m.Card)
	case Minor:
		return MinorMove(p, int(m.Option))
	case Use:
		return UseMove(p)
	case Skip:
		return SkipMove(p)
	case CompostCard:
		return CompostCardMove(p, m.Card)
	case CopyFrom:
		return CopyFromMove(p, int(m.Row), int(m.Col), int(m.Ability))
	case TakeCard:
		return TakeCardMove(p, m.Card)
	case PlayEvent:
		return PlayEventMove(p, m.Card)
	case Convert:
		return ConvertMove(p)
	case Done:
		return DoneMove(p)
	case GaiaLeaf:
		return GaiaLeafMove(p, int(m.Slot))
	case Order:
		return OrderMove(p, m.TableauFirst)
	case PlacePiece:
		return PlacePieceMove(p, m.Piece, int(m.Row), int(m.Col), m.Remove)
	case KeepAnimal:
		return KeepAnimalMove(p, int(m.Animal))
	case DiscardLeaf:
		return DiscardLeafMove(p)
	case Activate:
		return ActivateMove(p, int(m.Animal))
	case AnimeepleTo:
		return AnimeepleToMove(p, int(m.Row), int(m.Col))
	case GlobalOption:
		return GlobalOptionMove(p, int(m.Option))
	case ChooseAmount:
		return ChooseAmountMove(p, int(m.Count))
	case StoreFromCard:
		return StoreFromCardMove(p, int(m.Row), int(m.Col))
	case ClaimObjective:
		return ClaimObjectiveMove(p, int(m.Slot))
	}
	return Move{}
}

// Every legal move of whole games, solo ones and the expansion's included,
// is what its kind's constructor makes, == the move its notation in the
// game (FormatMove) reads back as, and the zero Move is refused.
func TestConstructorsMakeTheLegalMoves(t *testing.T) {
	kinds := map[MoveKind]bool{}
	for _, cfg := range []Config{{Players: 3, Seed: 2}, {Players: 2, Seed: 9, Mode: Advanced}, {Players: 1, Solo: true, Seed: 4},
		{Players: 3, Seed: 5, Animals: true}, {Players: 2, Seed: 6, Mode: Advanced, Animals: true}, {Players: 1, Solo: true, Seed: 7, Animals: true}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.Over(); step++ {
			if _, err := s.Apply(Move{}); !errors.Is(err, ErrIllegalMove) {
				t.Fatalf("the zero Move: %v, want it refused", err)
			}
			moves := s.LegalMoves(s.ToMove()[0])
			for _, m := range moves {
				kinds[m.Kind] = true
				if got := rebuild(m); got != m {
					t.Fatalf("%v: the constructor makes %+v, legal is %+v", m, got, m)
				}
				if back, err := ParseMove(s, FormatMove(s, m)); err != nil || back != m {
					t.Fatalf("%v reads back as %+v (%v)", m, back, err)
				}
			}
			if s, err = s.Apply(moves[step%len(moves)]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []MoveKind{ChooseSide, ChooseAct, Plant, Stop, Minor, Use, Skip, Done, GaiaLeaf, PlacePiece, KeepAnimal, Activate, AnimeepleTo} {
		if !kinds[k] {
			t.Errorf("no game offered a %d move", k)
		}
	}
}

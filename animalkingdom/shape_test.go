package animalkingdom_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/examples/game"
)

// The game has the shape every rulebox game shares.
var (
	_ game.State[animalkingdom.State, animalkingdom.Move, animalkingdom.View, animalkingdom.Event] = animalkingdom.State{}
	_ game.View[animalkingdom.State, animalkingdom.Move]                                           = animalkingdom.View{}
	_ game.Event[animalkingdom.Event]                                                              = animalkingdom.Event{}
)

// TestShapeViewAnswersAsTheState: in random games, each player's view
// tells who is to move, whether the game is over, and the same legal
// moves as the state.
func TestShapeViewAnswersAsTheState(t *testing.T) {
	s, err := animalkingdom.New(animalkingdom.Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 3))
	for !s.Over() {
		for _, p := range s.Players() {
			v := s.View(p)
			if v.Viewer() != p || v.Over() != s.Over() || !slices.Equal(v.ToMove(), s.ToMove()) || !slices.Equal(v.AppendLegalMoves(nil), s.LegalMoves(p)) {
				t.Fatalf("View(%v) answers otherwise than the state", p)
			}
		}
		moves := s.LegalMoves(s.ToMove()[0])
		if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	if len(s.Winners()) == 0 || s.Score(7) != 0 || s.Score(-1) != 0 {
		t.Errorf("winners %v, Score(7) %d, Score(-1) %d", s.Winners(), s.Score(7), s.Score(-1))
	}
}

// TestShapeEventsHideDrawnCards: the card a player draws is told to them
// and to nobody else.
func TestShapeEventsHideDrawnCards(t *testing.T) {
	e := animalkingdom.Event{Player: 0, Kind: animalkingdom.EventDraw, Card: "White Oak", Private: true}
	if mine, _ := e.For(0); mine.Card != "White Oak" {
		t.Errorf("the drawer is told %q", mine.Card)
	}
	if theirs, ok := e.For(1); !ok || theirs.Card != "" || theirs.Kind != animalkingdom.EventDraw {
		t.Errorf("another player is told %+v", theirs)
	}
}

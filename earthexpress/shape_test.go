package earthexpress_test

import (
	"slices"
	"testing"

	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/game"
)

// The game has the shape every rulebox game shares.
var (
	_ game.State[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event] = earthexpress.State{}
	_ game.View[earthexpress.State, earthexpress.Move]                                         = earthexpress.View{}
	_ game.Event[earthexpress.Event]                                                           = earthexpress.Event{}
)

func TestShapeViewAnswersAsTheState(t *testing.T) {
	s, err := game.EarthExpress.Start(3, 4)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; !s.Over() && n < 300; n++ {
		for _, p := range []earthexpress.Player{earthexpress.P1, earthexpress.P3} {
			v := s.View(p)
			if v.Viewer() != p || v.Over() != s.Over() || !slices.Equal(v.ToMove(), s.ToMove()) || !slices.Equal(v.AppendLegalMoves(nil), s.LegalMoves(p)) {
				t.Fatalf("View(%v) answers otherwise than the state at move %d", p, n)
			}
		}
		who := s.ToMove()
		s, err = s.Apply(s.LegalMoves(who[n%len(who)])[0])
		if err != nil {
			t.Fatal(err)
		}
	}
}

func TestShapeSpecStartsEveryCount(t *testing.T) {
	for _, n := range game.EarthExpress.Seats() {
		s, err := game.EarthExpress.Start(n, 1)
		if err != nil || len(s.Players()) != n {
			t.Errorf("Start(%d): %v players, %v", n, len(s.Players()), err)
		}
	}
	if _, err := game.EarthExpress.Start(9, 1); err == nil {
		t.Errorf("Start(9) accepted")
	}
}

// A card found by Germinating goes to the player's hand: the others are
// told that the search succeeded, not which card.
func TestShapeGerminatedCardIsHidden(t *testing.T) {
	e := earthexpress.Event{Kind: earthexpress.Germinated, Player: earthexpress.P1, Card: 5}
	mine, _ := e.For(earthexpress.P1)
	theirs, _ := e.For(earthexpress.P2)
	if mine.Card != 5 || theirs.Card != earthexpress.NoCard || theirs.N != 1 {
		t.Errorf("the germinator is told %+v, another player %+v", mine, theirs)
	}
	failed := earthexpress.Event{Kind: earthexpress.Germinated, Player: earthexpress.P1}
	if told, _ := failed.For(earthexpress.P2); told.N != 0 {
		t.Errorf("a failed search is told as a success: %+v", told)
	}
}

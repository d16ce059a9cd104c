package earthexpress_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/earthexpress"
)

// Every legal move of random games (solo, 3 players, and a set of other
// cards) reads back from its notation in the game (FormatMove) as the same
// value, and the constructor of its kind makes that value too: a Move is a
// plain value that needs no card set. The zero Move (kind NoMove) is
// refused.
func TestMovesConstructorsAndNotationMakeTheLegalMove(t *testing.T) {
	data, err := os.ReadFile("testdata/cards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	other, err := earthexpress.LoadCards("testdata/cards.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	cfgs := []earthexpress.Config{{Players: 1, Seed: 1, Ecosystems: true}, {Players: 3, Seed: 3, Ecosystems: true}, {Players: 2, Seed: 2, Cards: other}}
	for _, cfg := range cfgs {
		s, err := earthexpress.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.Over(); step++ {
			if _, err := s.Apply(earthexpress.Move{}); !errors.Is(err, earthexpress.ErrIllegalMove) {
				t.Fatalf("the zero Move: %v, want it refused", err)
			}
			who := s.ToMove()
			moves := s.LegalMoves(who[step%len(who)])
			for _, m := range moves {
				text := earthexpress.FormatMove(s, m)
				back, err := earthexpress.ParseMove(s, text)
				if err != nil || back != m {
					t.Fatalf("ParseMove(%q) = %+v, %v; want %+v", text, back, err, m)
				}
				if c := construct(m); c != m {
					t.Fatalf("the constructor of %v makes %+v, want %+v", text, c, m)
				}
			}
			if s, err = s.Apply(moves[step%len(moves)]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// construct makes m again with its kind's constructor.
func construct(m earthexpress.Move) earthexpress.Move {
	p := m.Player
	switch m.Kind {
	case earthexpress.Keep:
		return earthexpress.KeepMove(p, int(m.Ecosystem), int(m.Side))
	case earthexpress.Plant:
		return earthexpress.PlantMove(p, m.Card)
	case earthexpress.At:
		return earthexpress.AtMove(p, int(m.Space))
	case earthexpress.Refresh:
		return earthexpress.RefreshMove(p)
	case earthexpress.Germinate:
		return earthexpress.GerminateMove(p)
	case earthexpress.Discard:
		return earthexpress.DiscardMove(p, m.Card)
	case earthexpress.Name:
		return earthexpress.NameMove(p, int(m.Feature))
	case earthexpress.Action:
		return earthexpress.ActionMove(p, m.Colour)
	case earthexpress.Activate:
		return earthexpress.ActivateMove(p, int(m.Option))
	case earthexpress.Skip:
		return earthexpress.SkipMove(p)
	case earthexpress.Pay:
		return earthexpress.PayMove(p, m.Resource, int(m.Space))
	case earthexpress.Place:
		return earthexpress.PlaceMove(p, m.Resource, int(m.Space))
	case earthexpress.Done:
		return earthexpress.DoneMove(p)
	case earthexpress.Neighbour:
		return earthexpress.NeighbourMove(p, m.Neighbour)
	case earthexpress.Opponent:
		return earthexpress.OpponentMove(p, m.Opponent)
	case earthexpress.Convert:
		return earthexpress.ConvertMove(p, m.Resource)
	case earthexpress.End:
		return earthexpress.EndMove(p)
	case earthexpress.Tie:
		return earthexpress.TieMove(p, m.Colour)
	case earthexpress.Claim:
		return earthexpress.ClaimMove(p, int(m.Fauna))
	}
	return earthexpress.Move{}
}

func TestMovesNotationErrorsSayWhat(t *testing.T) {
	s, _ := earthexpress.New(earthexpress.Config{Players: 2})
	for text, want := range map[string]string{
		"P1 at r4c1":       `expected a space r1c1..r3c3, got "r4c1"`,
		"P1 pay growth":    `expected a space r1c1..r3c3 after "pay"`,
		"P1 skip now":      `unexpected "now" after the move`,
		"P1 plant Nothing": `expected a card of the set, got "Nothing"`,
		"P1 fly":           `unknown move "fly"`,
	} {
		_, err := earthexpress.ParseMove(s, text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseMove(%q) = %v, want an error saying %s", text, err, want)
		}
	}
}

// A constructor given a number out of range makes a move Apply refuses,
// never another legal move.
func TestMovesOutOfRangeAreRefused(t *testing.T) {
	s, err := earthexpress.New(earthexpress.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	s, err = s.Apply(earthexpress.PlantMove(earthexpress.P1, s.Hand(earthexpress.P1)[0]))
	if err != nil {
		t.Fatal(err)
	}
	for _, space := range []int{256, -256, 9, -1} {
		if _, err := s.Apply(earthexpress.AtMove(earthexpress.P1, space)); err == nil {
			t.Errorf("AtMove(P1, %d) was applied", space)
		}
	}
	if _, err := s.Apply(earthexpress.AtMove(earthexpress.P1, 0)); err != nil {
		t.Errorf("AtMove(P1, 0): %v", err)
	}
}

package cosmicrun

import (
	"encoding/json"
	"testing"
)

// Nothing a caller receives shares memory with a game or the package:
// writing into every slice and card set handed out changes no later game.
// ToMove's slice is shared and read-only, but appending to it copies it.
func TestValuesHandedOutDoNotAlias(t *testing.T) {
	play := func() string {
		s, err := New(Config{Players: 2, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			s, _ = s.Apply(s.LegalMoves(s.ToMove()[0])[0])
		}
		b, _ := json.Marshal(s)
		return string(b)
	}
	want := play()
	s, _ := New(Config{Players: 2, Seed: 11})
	s.Players()[0] = P2
	who := append(s.ToMove(), P1)
	who[0], who[1] = P2, P1
	s.Cards().Ships[0].Arrows[0].Points = Left
	s.Cards().Tracking[0] = Yellow
	s.View(P1).Cards.Tracking[1] = Yellow
	StandardCards().Ships[1].Number = 3
	StandardCards().Tracking[2] = Red
	if got := play(); got != want {
		t.Fatal("writing into values handed out changed a later game")
	}
	if got := s.Players(); got[0] != P1 {
		t.Errorf("Players() = %v after writing into an earlier result", got)
	}
	if got := s.ToMove(); len(got) != 2 || got[0] != P1 || got[1] != P2 {
		t.Errorf("ToMove() = %v after writing into a slice appended to an earlier result", got)
	}
	if s.Cards().Tracking[0] != Green || StandardCards().Ships[1].Number != 2 {
		t.Error("a card set handed out is shared")
	}
}

// A set given to New, a Scenario or a View is copied: changing it afterwards
// changes neither the game nor the sample.
func TestCardSetsGivenAreCopied(t *testing.T) {
	cs := StandardCards()
	cs.Name = "mine"
	s, err := New(Config{Players: 2, Seed: 2, Cards: cs})
	if err != nil {
		t.Fatal(err)
	}
	cs.Tracking[0] = Yellow
	cs.Ships[0].Arrows[0].Points = 5
	if got := s.Cards(); got.Tracking[0] != Green || got.Ships[0].Arrows[0].Points != Right {
		t.Errorf("the game's set changed with the caller's: %+v", got.Ships[0])
	}
	v := s.View(P1)
	sampled := v.Sample(1)
	v.Cards.Tracking[0] = Blue
	if sampled.Cards().Tracking[0] != Green {
		t.Error("a sampled state shares its view's card set")
	}
}

// A set changed from the embedded cards is written in full, whatever its
// name, and reloads as itself.
func TestChangedStandardSetIsWrittenInFull(t *testing.T) {
	cs := StandardCards()
	cs.Tracking[0] = Yellow
	s, err := New(Config{Players: 2, Seed: 2, Cards: cs})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(s)
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Cards().Tracking[0] != Yellow {
		t.Errorf("a changed set named standard reloaded as the embedded one")
	}
}

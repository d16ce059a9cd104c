package earthexpress

import (
	"slices"
	"strings"
	"testing"
)

// Nothing a caller gets back is shared with a game or with the package:
// changing it changes no state and no later game. ToMove's slice is shared
// and read-only, but appending to it copies it.
func TestValuesHandedOutDoNotAlias(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s.Players()[0] = P3
	who := append(s.ToMove(), P1)
	who[0] = P3
	if got := s.Players(); !slices.Equal(got, []Player{P1, P2, P3}) {
		t.Errorf("Players() = %v after changing a returned slice", got)
	}
	if got := s.ToMove(); got[0] != P1 {
		t.Errorf("ToMove() = %v after changing a returned slice", got)
	}
	cs := StandardCards()
	cs.SproutTrack[6] = 1000
	cs.FaunaSpaces[0] = 1000
	s.Cards().FaunaSpaces[0] = 1000
	if got := StandardCards(); got.SproutTrack[6] == 1000 || got.FaunaSpaces[0] == 1000 {
		t.Errorf("StandardCards() shows a change made to a copy: %v %v", got.SproutTrack, got.FaunaSpaces)
	}
	if s.Cards().FaunaSpaces[0] == 1000 {
		t.Errorf("a game's Cards() shows a change made to a copy")
	}
}

// New checks a card set's exported fields as LoadCards checks a file, and
// plays its own copy of them.
func TestNewChecksACardSetChangedInGo(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*CardSet)
		want   string
	}{
		{"zero set", func(cs *CardSet) { *cs = CardSet{} }, "holds no cards"},
		{"sprout track going down", func(cs *CardSet) { cs.SproutTrack[3] = -1 }, "SproutTrack"},
		{"too few Fauna spaces", func(cs *CardSet) { cs.FaunaSpaces = cs.FaunaSpaces[:2] }, "FaunaSpaces"},
		{"Fauna spaces rising", func(cs *CardSet) { cs.FaunaSpaces[1] = cs.FaunaSpaces[0] + 1 }, "FaunaSpaces"},
		{"negative beginner VP", func(cs *CardSet) { cs.BeginnerFaunaVP = -3 }, "BeginnerFaunaVP"},
		{"black action tile", func(cs *CardSet) { cs.ActionTiles[0][1] = Black }, "action tile 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := StandardCards()
			tc.change(cs)
			_, err := New(Config{Players: 2, Cards: cs})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("New: %v, want an error about %s", err, tc.want)
			}
		})
	}
	cs := StandardCards()
	s, err := New(Config{Players: 2, Cards: cs})
	if err != nil {
		t.Fatal(err)
	}
	cs.SproutTrack[6] = 1000
	if s.Cards().SproutTrack[6] == 1000 {
		t.Error("a change to the set after New reached the game")
	}
	if _, err := s.MarshalJSON(); err != nil {
		t.Errorf("a game with a copy of the embedded set does not save: %v", err)
	}
}

// A game played with another set cannot be saved: it would reload with the
// embedded cards.
func TestStateWithAnotherSetIsNotSaved(t *testing.T) {
	cs := StandardCards()
	cs.BeginnerFaunaVP++
	s, err := New(Config{Players: 2, Cards: cs})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.MarshalJSON(); err == nil || !strings.Contains(err.Error(), "only the embedded set reloads") {
		t.Errorf("MarshalJSON: %v, want a refusal", err)
	}
}

// A state that has revealed a tile but claims all 3 are still in the stack
// is refused (it once made Validate index outside the stack).
func TestStateJSONWithEveryTileLeftAfterRoundOne(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), `"tiles_left":2`, `"tiles_left":3`, 1)
	if bad == string(data) {
		t.Fatalf("no tiles_left of 2 in %s", data)
	}
	var back State
	if err := back.UnmarshalJSON([]byte(bad)); err == nil {
		t.Error("a state with 3 tiles left in round 1 was accepted")
	}
}

// Positions that cannot be played are refused: a seat in the planting step
// with nothing left to plant, and a Fauna card whose next free space is
// past what the rounds played can have filled.
func TestStateJSONRefusesImpossiblePlantingAndFaunaSpaces(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 4, Standard: true})
	if err != nil {
		t.Fatal(err)
	}
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ from, to string }{
		{`"to_plant":2`, `"to_plant":0`},
		{`"fauna_next":[0,0]`, `"fauna_next":[3,0]`},
	} {
		bad := strings.Replace(string(data), tc.from, tc.to, 1)
		if bad == string(data) {
			t.Fatalf("no %s in %s", tc.from, data)
		}
		var back State
		if err := back.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("a round-1 state with %s was accepted", tc.to)
		}
	}
}

package beforeearth

import (
	"encoding/json"
	"testing"
)

// gameJSON plays a fixed game and returns its final state's JSON.
func gameJSON(t *testing.T, seed uint64) string {
	t.Helper()
	s, err := New(Config{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(playOut(t, s, seed))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestValuesHandedOutAreCopies changes everything a caller receives
// (Players, Cards, a view's cards, StandardCards; ToMove's slice, shared
// and read-only, through a copy append makes) and checks that no game,
// present or later, notices.
func TestValuesHandedOutAreCopies(t *testing.T) {
	before := gameJSON(t, 11)
	s, _ := New(Config{Seed: 11})
	want, _ := json.Marshal(s)

	s.Players()[0] = P2
	who := append(s.ToMove(), P1)
	who[0], who[1] = P2, P1
	cs := s.Cards()
	cs.Ships[0].Name = "Changed"
	cs.Planets = cs.Planets[:1]
	cs.QuarryCapacity = 1
	v := s.View(P1)
	vc := v.Cards()
	vc.Planets[0].Cost = Resources{9, 9, 9}
	std := StandardCards()
	std.Ships[1], std.Ships[2] = std.Ships[2], std.Ships[1]
	std.Name = "other"
	std.Planets[0].Ability = Ability{}

	if got := s.Players(); len(got) != 2 || got[0] != P1 || got[1] != P2 {
		t.Errorf("Players() = %v after changing a copy", got)
	}
	if got := s.ToMove(); len(got) != 2 || got[0] != P1 || got[1] != P2 {
		t.Errorf("ToMove() = %v after changing a copy", got)
	}
	if got, _ := json.Marshal(s); string(got) != string(want) {
		t.Error("the game changed when values it handed out were changed")
	}
	if got := s.Cards(); got.Ships[0].Name == "Changed" || len(got.Planets) != 16 || got.QuarryCapacity != 4 {
		t.Error("Cards() returns the game's own set")
	}
	if got := StandardCards(); got.Name != "standard" || got.Planets[0].Ability.String() == "" || got.Ships[1].Name != "The Davnarock" {
		t.Error("StandardCards() returns the package's own set")
	}
	if after := gameJSON(t, 11); after != before {
		t.Error("a later game plays differently")
	}
}

// TestAccessorsOutOfRange checks the accessor policy: an argument out of
// range returns the zero value, never another player's value or a panic.
func TestAccessorsOutOfRange(t *testing.T) {
	s := scenario(t, `
seats:
  - {}
  - {technology: 3, damage: 2, resources: {black: 1}, fleet: [Genesis], planets: [Eplade]}
`)
	s, _ = play(t, s, "P2 play A")
	for _, p := range []Player{-1, 2, 3, 257} {
		if s.Tech(p) != 0 || s.Damage(p) != 0 || s.Resources(p) != (Resources{}) || s.Played(p) != NoAction ||
			s.Cancelled(p) || s.Fleet(p) != nil || s.Colonized(p) != nil || s.LegalMoves(p) != nil {
			t.Errorf("player %d: tech %d, damage %d, resources %v, played %v, fleet %v, colonized %v, moves %v; want zero values",
				p, s.Tech(p), s.Damage(p), s.Resources(p), s.Played(p), s.Fleet(p), s.Colonized(p), s.LegalMoves(p))
		}
	}
	for _, q := range []int{-1, 3, 1 << 20} {
		if s.Quarry(q) != (Resources{}) {
			t.Errorf("Quarry(%d) = %v", q, s.Quarry(q))
		}
	}
	if s.Tech(P2) != 3 || s.Played(P2) != Scout {
		t.Error("the scenario's P2 is not as laid out")
	}
}

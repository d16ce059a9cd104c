package beforeearth

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// goSet builds a playable card set in Go, as a user would: names, origins,
// costs and abilities from ParseAbility.
func goSet(t testing.TB, name string, capacity int) *CardSet {
	t.Helper()
	ab := func(text string) Ability {
		a, err := ParseAbility(text)
		if err != nil {
			t.Fatalf("ParseAbility(%q): %v", text, err)
		}
		return a
	}
	cs := &CardSet{Name: name, QuarryCapacity: capacity}
	for _, sh := range []struct{ name, ability string }{
		{"Dart", "gain 1 tech"}, {"Lance", "deal 1 damage to opponent"}, {"Ward", "win if opponent has 5+ damage"},
	} {
		cs.Ships = append(cs.Ships, ShipCard{Name: sh.name, Origin: Original, Ability: ab(sh.ability)})
	}
	for _, pl := range []struct{ name, ability string }{
		{"Alpha", "collect 1 quarry"}, {"Beta", "take any 2 resources"}, {"Gamma", "colonize 1 planet for 1 less"},
	} {
		cs.Planets = append(cs.Planets, PlanetCard{Name: pl.name, Origin: Original, Cost: Resources{1, 1, 0}, Ability: ab(pl.ability)})
	}
	return cs
}

// TestGoBuiltCardSetChecked checks that New refuses a set built in Go that
// LoadCards would refuse in a file (empty names, a quarry capacity of
// 1000), naming each problem, and plays, saves and reloads a good one.
func TestGoBuiltCardSetChecked(t *testing.T) {
	bad := goSet(t, "bad", 1000)
	bad.Ships[0].Name, bad.Planets[1].Name = "", ""
	bad.Planets[2].Origin = "invented"
	bad.Ships[2].WinOpponentDamage = 3
	_, err := New(Config{Seed: 1, Cards: bad})
	for _, want := range []string{"quarry_capacity 1000 is out of range 1..30", "Ships[0]: a spaceship needs a name",
		"Planets[1]: a planet needs a name", `Planets[2]: found origin "invented"`, "Ships[2]: spaceship Ward: victory fields"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("New with a bad Go-built set: %v, want %q", err, want)
		}
	}
	if _, err := (Scenario{Cards: bad}).Build(); err == nil {
		t.Error("Scenario.Build accepted the bad set")
	}
	if _, err := bad.DecodeState([]byte(`{}`)); err == nil {
		t.Error("DecodeState accepted the bad set")
	}

	good := goSet(t, "good", 3)
	s, err := New(Config{Seed: 4, Cards: good})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Cards().Ships[2].WinOpponentDamage; got != 5 {
		t.Errorf("Ward's victory condition compiled to %d, want 5 from its ability", got)
	}
	s = playOut(t, s, 4)
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := good.DecodeState(data)
	if err != nil {
		t.Fatalf("a Go-built set's saved state does not reload: %v", err)
	}
	if !back.Cards().Equal(good) {
		t.Error("the reloaded state's set differs from the one it was played with")
	}
}

// TestNamesThatJSONCannotCarryRefused checks that a set or card name that
// is not valid UTF-8 is refused: JSON would save it as U+FFFD, and the
// saved game would then not reload with its own set.
func TestNamesThatJSONCannotCarryRefused(t *testing.T) {
	set := goSet(t, "\x80", 3)
	if _, err := New(Config{Seed: 1, Cards: set}); err == nil || !strings.Contains(err.Error(), "set name") {
		t.Errorf("New with set name \\x80: %v, want the set name refused", err)
	}
	card := goSet(t, "ok", 3)
	card.Planets[1].Name = "Be\xfft"
	if _, err := New(Config{Seed: 1, Cards: card}); err == nil || !strings.Contains(err.Error(), "Planets[1]: card name") {
		t.Errorf("New with a planet named Be\\xfft: %v, want the name refused", err)
	}
}

// TestLoadedAndGoBuiltAgree checks the one path: a file and the same set
// built in Go are Equal, and a state of one reloads with the other.
func TestLoadedAndGoBuiltAgree(t *testing.T) {
	file := `
name: good
quarry_capacity: 3
spaceships:
  - {name: Dart, origin: original, ability: gain 1 tech}
  - {name: Lance, origin: original, ability: deal 1 damage to opponent}
  - {name: Ward, origin: original, ability: win if opponent has 5+ damage}
planets:
  - {name: Alpha, origin: original, cost: {black: 1, grey: 1}, ability: collect 1 quarry}
  - {name: Beta, origin: original, cost: {black: 1, grey: 1}, ability: take any 2 resources}
  - {name: Gamma, origin: original, cost: {black: 1, grey: 1}, ability: colonize 1 planet for 1 less}
`
	loaded, err := LoadCards("good.yaml", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	built := goSet(t, "good", 3)
	if !loaded.Equal(built) || !built.Equal(loaded) {
		t.Fatal("the same set from a file and from Go are not Equal")
	}
	s, _ := New(Config{Seed: 2, Cards: built})
	data, _ := json.Marshal(playOut(t, s, 2))
	if _, err := loaded.DecodeState(data); err != nil {
		t.Errorf("a state of the Go-built set does not reload with the loaded one: %v", err)
	}
}

// playOut plays random legal moves to the end (or 3000 moves), checking
// Validate after each.
func playOut(t testing.TB, s State, seed uint64) State {
	t.Helper()
	var buf []Move
	r := newTestRand(seed)
	for n := 0; !s.Over() && n < 3000; n++ {
		who := s.ToMove()
		if len(who) == 0 {
			t.Fatalf("nobody to move in a game that goes on")
		}
		buf = s.AppendLegalMoves(buf[:0], who[r.IntN(len(who))])
		if len(buf) == 0 {
			t.Fatalf("%v to move without moves", who)
		}
		var err error
		if s, err = s.Apply(buf[r.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("Apply made a state Validate refuses: %v", err)
		}
	}
	return s
}

// reversedStandard is the embedded set with both decks in reverse order.
func reversedStandard() *CardSet {
	cs := StandardCards()
	slices.Reverse(cs.Ships)
	slices.Reverse(cs.Planets)
	cs.Name = "reversed"
	return cs
}

// TestFormatMoveNamesTheGamesCard checks that a move names its card by
// index in the game's own set: in a game of a reordered set, ParseMove
// reads "P1 ship Chelzane-0521" as that set's card, which Apply takes, and
// FormatMove writes it back; in a set with names of its own, the same.
// String and a move's JSON name the embedded set's card of that index.
func TestFormatMoveNamesTheGamesCard(t *testing.T) {
	s, err := Scenario{Cards: reversedStandard(), ShipRow: []string{"Chelzane-0521", "The Davnarock", ""},
		PlanetRow: []string{"", "", ""}, Seats: []ScenarioSeat{{Played: Scout}, {Played: Occupy}}}.Build()
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseMove(s, "P1 ship Chelzane-0521")
	if err != nil {
		t.Fatal(err)
	}
	if got := FormatMove(s, m); got != "P1 ship Chelzane-0521" {
		t.Errorf("FormatMove wrote %q", got)
	}
	if std, _ := ParseMove(State{}, "P1 ship Chelzane-0521"); std == m {
		t.Errorf("the reordered set's Chelzane-0521 has the embedded set's index %d", m.Card)
	}
	next, err := s.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	if got := next.Fleet(P1); !slices.Equal(got, []string{"Chelzane-0521"}) {
		t.Errorf("P1's fleet after %v: %v", FormatMove(s, m), got)
	}

	small, err := LoadCards("small.yaml", []byte(smallSet))
	if err != nil {
		t.Fatal(err)
	}
	s, err = Scenario{Cards: small, ShipRow: []string{"Dart", "Lance", ""}, PlanetRow: []string{"", "", ""},
		Seats: []ScenarioSeat{{Played: Scout}, {Played: Occupy}}}.Build()
	if err != nil {
		t.Fatal(err)
	}
	if m, err = ParseMove(s, "P1 ship Lance"); err != nil || FormatMove(s, m) != "P1 ship Lance" {
		t.Fatalf("ParseMove(P1 ship Lance) = %v, %v", FormatMove(s, m), err)
	}
	if next, err = s.Apply(m); err != nil || !slices.Equal(next.Fleet(P1), []string{"Lance"}) {
		t.Errorf("Apply(P1 ship Lance) = fleet %v, %v", next.Fleet(P1), err)
	}
	if _, err := ParseMove(s, "P1 ship Chelzane-0521"); err == nil || !strings.Contains(err.Error(), `no spaceship named "Chelzane-0521"`) {
		t.Errorf("a card the game's set lacks: %v", err)
	}
	var read Move
	if err := json.Unmarshal([]byte(`"P1 ship Lance"`), &read); err == nil {
		t.Errorf("a move's JSON read a card the embedded set lacks as %v", read)
	}
}

// TestStateReloadsWithItsOwnCards checks that a state of a custom set named
// "standard" is refused by the embedded set, and reloads with its own.
func TestStateReloadsWithItsOwnCards(t *testing.T) {
	cs := StandardCards()
	cs.Planets[0].Cost = Resources{0, 0, 1}
	s, err := New(Config{Seed: 3, Cards: cs})
	if err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal(s)
	var std State
	if err := json.Unmarshal(data, &std); err == nil || !strings.Contains(err.Error(), "only with the cards it was played with") {
		t.Errorf("the embedded set read a state of another set named standard: %v", err)
	}
	if _, err := cs.DecodeState(data); err != nil {
		t.Errorf("the state does not reload with its own set: %v", err)
	}
	if _, err := reversedStandard().DecodeState(data); err == nil {
		t.Error("a reordered set read the state")
	}
}

func TestLookupFindsSpaceshipsAndPlanetsByName(t *testing.T) {
	cs := StandardCards()
	ship, ok := cs.Lookup("Genesis")
	if !ok || ship.Kind != Spaceship || ship.Name != "Genesis" || cs.Ships[ship.Index].Name != "Genesis" || ship.Ship.OpponentPlanets != 8 {
		t.Errorf("Lookup(Genesis) = %+v, %v", ship, ok)
	}
	planet, ok := cs.Lookup("Drecolara")
	if !ok || planet.Kind != Planet || cs.Planets[planet.Index].Name != "Drecolara" || planet.Planet.Cost != (Resources{1, 1, 0}) {
		t.Errorf("Lookup(Drecolara) = %+v, %v", planet, ok)
	}
	m := ColonizePlanetMove(P1, planet.Index)
	if got := m.String(); got != "P1 colonize Drecolara" {
		t.Errorf("the planet's Index makes the move %q", got)
	}
	if _, ok := cs.Lookup("Earth"); ok {
		t.Error("Lookup found a card the set does not have")
	}
	if _, ok := (*CardSet)(nil).Lookup("Genesis"); ok {
		t.Error("a nil set found a card")
	}
}

func TestCardKindIsAWordInJSON(t *testing.T) {
	for _, k := range []CardKind{Spaceship, Planet} {
		b, err := json.Marshal(k)
		var back CardKind
		if err != nil || string(b) != `"`+k.String()+`"` || json.Unmarshal(b, &back) != nil || back != k {
			t.Errorf("%v: %s, %v, back %v", k, b, err, back)
		}
	}
	back := Planet
	if err := json.Unmarshal([]byte(`"planett"`), &back); err == nil || back != Planet {
		t.Errorf("a misspelt kind reads as %v, %v", back, err)
	}
}

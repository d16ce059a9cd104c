package earthexpress

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// germinated returns the Germinated event among events.
func germinated(t *testing.T, events []Event) Event {
	t.Helper()
	for _, e := range events {
		if e.Kind == Germinated {
			return e
		}
	}
	t.Fatalf("no Germinated event in %v", events)
	return Event{}
}

// A successful Germinate is told to the other players as a success: the
// card found is blanked, and the text says a card was found.
func TestEventGerminateFoundIsToldAsFound(t *testing.T) {
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		{Tableau: tab("Basil", "Garlic"), Hand: []string{"Heather"}, Seeds: 4},
		{Tableau: tab("Cat Grass", "Spearmint"), Planted: true},
	}}
	s := play(t, build(t, sc), "P1 germinate", "P1 discard Heather")
	m, err := ParseMove(s, "P1 name wet")
	if err != nil {
		t.Fatal(err)
	}
	s, events, err := s.ApplyEvents(m)
	if err != nil {
		t.Fatal(err)
	}
	e := germinated(t, events)
	found := s.Hand(P1)[0]
	mine, _ := e.For(P1)
	theirs, _ := e.For(P2)
	if mine.Card != found || mine.N != 1 || !strings.Contains(mine.String(), testCards(t).name(found)) {
		t.Errorf("the germinator is told %+v: %s", mine, mine)
	}
	if theirs.Card != NoCard || theirs.N != 1 || strings.Contains(theirs.String(), "failed") || !strings.Contains(theirs.String(), "found") {
		t.Errorf("the other player is told %+v: %s", theirs, theirs)
	}
}

// A failed Germinate is told to everyone as a failure.
func TestEventGerminateFailedIsToldAsFailed(t *testing.T) {
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		{Tableau: tab("Desert", "Giant Club Cactus"), Hand: []string{"Basil"}, Seeds: 3},
		{Tableau: tab("Saguaro", "Aloe Vera"), Planted: true},
	}}
	s := play(t, build(t, sc), "P1 germinate", "P1 discard Basil")
	m, err := ParseMove(s, "P1 name succulent")
	if err != nil {
		t.Fatal(err)
	}
	_, events, err := s.ApplyEvents(m)
	if err != nil {
		t.Fatal(err)
	}
	e := germinated(t, events)
	for _, p := range []Player{P1, P2} {
		told, _ := e.For(p)
		if told.Card != NoCard || told.N != 0 || !strings.Contains(told.String(), "failed") {
			t.Errorf("%v is told %+v: %s", p, told, told)
		}
	}
}

// renamedCards is the test set with Japanese Maple renamed.
func renamedCards(t *testing.T) *CardSet {
	t.Helper()
	data, err := os.ReadFile("testdata/cards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.ReplaceAll(data, []byte("name: Japanese Maple"), []byte("name: Renamed Japanese Maple"))
	cs, err := LoadCards("renamed.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// Event text names the cards of the game's own set, not the embedded one.
func TestEventTextNamesTheGamesCards(t *testing.T) {
	cs := renamedCards(t)
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		{Tableau: tab("Basil", "Garlic"), Hand: []string{"Renamed Japanese Maple", "Heather"}},
		{Tableau: tab("Cat Grass", "Spearmint"), Planted: true},
	}}
	sc.Cards = cs
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	s = play(t, s, "P1 plant Renamed Japanese Maple")
	m, err := ParseMove(s, "P1 at r2c1")
	if err != nil {
		t.Fatal(err)
	}
	_, events, err := s.ApplyEvents(m)
	if err != nil {
		t.Fatal(err)
	}
	var text []string
	for _, e := range events {
		told, _ := e.For(P2)
		text = append(text, told.String())
	}
	if all := strings.Join(text, "\n"); !strings.Contains(all, "planted Renamed Japanese Maple at r2c1") {
		t.Errorf("events told:\n%s", all)
	}
}

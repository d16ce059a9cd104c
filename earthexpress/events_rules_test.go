package earthexpress

import "testing"

// playEvents applies moves given as notation and returns the events of
// them all.
func playEvents(t testing.TB, s State, moves ...string) (State, []Event) {
	t.Helper()
	var all []Event
	for _, text := range moves {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		var evs []Event
		if s, evs, err = s.ApplyEvents(m); err != nil {
			t.Fatalf("%q: %v\nlegal: %v", text, err, s.LegalMoves(m.Player))
		}
		all = append(all, evs...)
	}
	return s, all
}

// find returns the events of kind k.
func find(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// An ability that starts with no question asked is told as activated, and
// its gain names its card.
func TestEventsAGainNamesItsCard(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Japanese Maple")}))
	maple := mustCard(t, "Japanese Maple")
	_, evs := playEvents(t, s, "P1 action yellow", "P1 done", "P1 place growth r1c1")
	act := find(evs, Activated)
	if len(act) != 1 || act[0].Card != maple || act[0].Space != 0 {
		t.Errorf("activated events %+v, want the Maple's at r1c1", act)
	}
	gained := find(evs, Gained)
	if len(gained) != 1 || gained[0].Card != maple || gained[0].Space != 0 || gained[0].N != 1 {
		t.Errorf("gained events %+v, want 1 Growth at r1c1 from the Maple", gained)
	}
}

// A piece lost for lack of room is an event, naming the ability's card
// (none for the Action tile's benefit).
func TestEventsAPieceLostForLackOfRoom(t *testing.T) {
	s := build(t, two([]string{"red", "blue"}, ScenarioSeat{Tableau: tab("Winter Daphne")}))
	_, evs := playEvents(t, s, "P1 action blue")
	lost := find(evs, Lost)
	if len(lost) != 1 || lost[0].N != 3 || lost[0].Resource != Sprout || lost[0].Card != NoCard {
		t.Errorf("lost events %+v, want the action's 3 Sprouts", lost)
	}
	s = build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Japanese Maple"), Growth: []int{3}}))
	// the action's 2 Growth let go (a conversion could make room: the
	// player is asked), then the Maple's 2 find none
	_, evs = playEvents(t, s, "P1 action yellow", "P1 done", "P1 activate")
	lost = find(evs, Lost)
	if len(lost) != 1 || lost[0].N != 2 || lost[0].Card != mustCard(t, "Japanese Maple") {
		t.Errorf("lost events %+v, want the Maple's 2 Growth", lost)
	}
}

// "On all": a card with less room than its share loses the rest.
func TestEventsAShareLostOnAll(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Giant Club Cactus", "Siberian Elm", "Basil"), Growth: []int{0, 0, 1}}))
	_, evs := playEvents(t, s, "P1 action yellow", "P1 done", "P1 place growth r1c1", "P1 place growth r1c2")
	lost := find(evs, Lost)
	if len(lost) != 1 || lost[0].N != 1 || lost[0].Card != mustCard(t, "Giant Club Cactus") {
		t.Errorf("lost events %+v, want Basil's share of the Cactus's gain", lost)
	}
}

// A Fauna claim names the Fauna and the VP its scoring space is worth.
func TestEventsAClaimNamesItsFaunaAndVP(t *testing.T) {
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		{Tableau: tab("American Sycamore", "Spearmint", "Southern Magnolia", "Cat Grass"), Planted: true},
		{Tableau: tab("Basil", "Garlic"), Planted: true},
	}}
	for _, standard := range []bool{false, true} {
		sc.Standard = standard
		_, evs := playEvents(t, build(t, sc), "P1 action red", "P2 action red")
		claims := find(evs, Claimed)
		want := 10
		if standard {
			want = testCards(t).FaunaSpaces[0]
		}
		if len(claims) != 1 || claims[0].Player != P1 || claims[0].Fauna != "Beaver" || claims[0].VP != want || claims[0].Slot != 1 || claims[0].Space != 0 {
			t.Errorf("standard %v: claims %+v, want P1's Beaver worth %d", standard, claims, want)
		}
	}
}

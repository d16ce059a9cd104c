package earthexpress

import (
	"strings"
	"testing"
)

// TestEventTextNamesCardAbilityAndSide: an event's text names the card
// and the ability that gave or cost the pieces, the ability activated,
// the Fauna side claimed, and counts pieces in the plural.
func TestEventTextNamesCardAbilityAndSide(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Japanese Maple")}))
	_, evs := playEvents(t, s, "P1 action yellow", "P1 done", "P1 place growth r1c1")
	maple := testCards(t).Info(mustCard(t, "Japanese Maple"))
	act, gained := find(evs, Activated), find(evs, Gained)
	if len(act) != 1 || len(gained) != 1 {
		t.Fatalf("events %v", evs)
	}
	if want := "activated Japanese Maple at r1c1, ability 1: " + maple.Abilities[0].Text; !strings.Contains(act[0].String(), want) {
		t.Errorf("%q does not say %q", act[0], want)
	}
	if want := "gained 1 growth at r1c1 with Japanese Maple's ability 1"; !strings.Contains(gained[0].String(), want) {
		t.Errorf("%q does not say %q", gained[0], want)
	}
	for _, tc := range []struct {
		e    Event
		want string
	}{
		{Event{Kind: Claimed, Player: P1, Fauna: "Red Fox Kits", Slot: 0, Space: 0, VP: 20}, "P1 claimed Red Fox Kits (fauna 1) on space 1 for 20 VP"},
		{Event{Kind: Gained, Player: P2, Resource: Seed, N: 5, Space: -1}, "P2 gained 5 seeds ("},
		{Event{Kind: Gained, Player: P2, Resource: Sprout, N: 1, Space: -1}, "P2 gained 1 sprout ("},
		{Event{Kind: Paid, Player: P2, Resource: Growth, N: 2, Space: 4, Card: mustCard(t, "Basil"), Ability: 1}, "P2 paid 2 growth at r2c2 with Basil's ability 1 ("},
	} {
		if got := tc.e.String(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%+v is told %q, want %q", tc.e, got, tc.want)
		}
	}
}

package beforeearth

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestOccupyDiscountDoesNotAddUp checks the ruling that Occupy's "spend 2
// resources less than normal" is 2 however many times it is performed:
// Invade steals Occupy, then The Imitator (taken with Scarth-7) copies it,
// and Nuonus (2 black, 2 grey) still costs 2.
func TestOccupyDiscountDoesNotAddUp(t *testing.T) {
	const layout = `
ship_row: [The Imitator, "", ""]
planet_row: [Nuonus, "", ""]
seats:
  - {played: B, planets: [Scarth-7], resources: RES}
  - {played: C}
`
	s := scenario(t, strings.Replace(layout, "RES", "{black: 1, grey: 1, white: 1}", 1))
	s, evs := play(t, s, "P1 use Scarth-7")
	if !slices.Equal(s.Fleet(P1), []string{"The Imitator"}) || !slices.Contains(whats(evs), "copy") {
		t.Fatalf("fleet %v, events %v: The Imitator did not copy Occupy", s.Fleet(P1), whats(evs))
	}
	s, _ = play(t, s, "P1 colonize Nuonus")
	if got := s.Resources(P1); got != (Resources{0, 0, 1}) || !slices.Equal(s.Colonized(P1), []string{"Nuonus", "Scarth-7"}) {
		t.Errorf("P1 holds %v with planets %v; want 1 black and 1 grey paid for Nuonus", got, s.Colonized(P1))
	}

	empty := scenario(t, strings.Replace(layout, "RES", "{}", 1))
	empty, _ = play(t, empty, "P1 use Scarth-7")
	if empty.Round() != 2 || !slices.Equal(empty.Colonized(P1), []string{"Scarth-7"}) {
		t.Errorf("round %d, P1's planets %v: with nothing in hand Nuonus is out of reach, the round ends", empty.Round(), empty.Colonized(P1))
	}
}

// TestTracksStartAtZero checks the ruling that both tracks of both players
// start at 0.
func TestTracksStartAtZero(t *testing.T) {
	for seed := range uint64(5) {
		s, _ := New(Config{Seed: seed})
		for _, p := range s.Players() {
			if s.Tech(p) != 0 || s.Damage(p) != 0 {
				t.Errorf("seed %d: %v starts at technology %d, damage %d", seed, p, s.Tech(p), s.Damage(p))
			}
		}
	}
}

// TestCancelledFirstPlayerColonizesByPlanet checks the ruling that a
// cancelled player who comes first in the round's order may, in their
// Colonize-phase turn, use Nuonus to colonize before the opponent, whose
// action stands, has their Colonize turn: the rulebook allows planet
// abilities to a cancelled player once the opponent's action is resolved,
// and the Colonize phase comes after it.
func TestCancelledFirstPlayerColonizesByPlanet(t *testing.T) {
	s := scenario(t, `
ship_row: ["", "", ""]
planet_row: [Eplade, "", ""]
quarries: [{black: 1}, {grey: 1}, {white: 1}]
seats:
  - {played: A, planets: [Nuonus]}
  - {played: D, resources: {white: 2}}
`)
	if !s.Cancelled(P1) {
		t.Fatal("Mine did not cancel Scout")
	}
	s, _ = play(t, s, "P2 quarry 1", "P1 done")
	if s.Phase() != Colonize || !slices.Equal(s.ToMove(), []Player{P1}) {
		t.Fatalf("phase %v, to move %v; want P1's Colonize turn first", s.Phase(), s.ToMove())
	}
	if diff := cmp.Diff([]string{"P1 use Nuonus", "P1 done"}, moveTexts(s, P1)); diff != "" {
		t.Fatalf("P1's Colonize turn (-want +got):\n%s", diff)
	}
	s, _ = play(t, s, "P1 use Nuonus", "P1 done")
	if !slices.Equal(s.Colonized(P1), []string{"Eplade", "Nuonus"}) {
		t.Errorf("P1 colonized %v, want Eplade by Nuonus", s.Colonized(P1))
	}
	if s.Round() != 2 || s.Resources(P2) != (Resources{1, 0, 2}) {
		t.Errorf("round %d, P2 holds %v: P2's turn had no planet left to colonize", s.Round(), s.Resources(P2))
	}
}

// TestTrackEventsTellTheTruth checks that an event reports the change that
// happened: Chelzane-0521 at damage 0 reports no move, and San-31's 2
// technology from 6 reports a move of 1.
func TestTrackEventsTellTheTruth(t *testing.T) {
	_, evs, err := Scenario{ShipRow: []string{"Chelzane-0521", "", ""}, PlanetRow: []string{"", "", ""},
		Seats: []ScenarioSeat{{Played: Scout}, {Played: Occupy}}}.BuildEvents()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if e.Kind == DamageMoved {
			t.Errorf("damage already at 0 reported as %q", e.Text)
		}
	}
	s := scenario(t, `
ship_row: ["", "", ""]
planet_row: ["", "", ""]
seats:
  - {played: C, planets: [San-31], technology: 6, damage: 1}
  - {played: C}
`)
	_, evs = play(t, s, "P1 use San-31")
	var texts []string
	for _, e := range evs {
		if e.Kind == TechnologyMoved {
			texts = append(texts, e.Text)
		}
	}
	if diff := cmp.Diff([]string{"P1's technology moves +1 to 7"}, texts); diff != "" {
		t.Errorf("San-31's 2 technology from 6 (-want +got):\n%s", diff)
	}
}

// TestInventedValuesMarked checks that the embedded set marks its own
// values where they stand: the costs the rulebook does not print, and the
// cards it does not list.
func TestInventedValuesMarked(t *testing.T) {
	cs := StandardCards()
	fromBook := map[string]bool{"Nestarvis": true, "Drecolara": true}
	for _, pl := range cs.Planets {
		want := Original
		if fromBook[pl.Name] {
			want = FromRulebook
		}
		if pl.CostOrigin != want {
			t.Errorf("%s: cost origin %q, want %q", pl.Name, pl.CostOrigin, want)
		}
	}
	for _, name := range []string{"Orrin-4", "Tessaly-9", "Vyrmos"} {
		if pl := cs.Planets[cs.planetIndex(name)]; pl.Origin != Original {
			t.Errorf("%s: origin %q", name, pl.Origin)
		}
	}
	if pl := cs.Planets[cs.planetIndex("Eplade")]; pl.Origin != FromRulebook {
		t.Errorf("Eplade's ability comes from the rulebook, origin %q", pl.Origin)
	}
	_, err := LoadCards("x.yaml", []byte(`
name: x
quarry_capacity: 4
spaceships:
  - {name: A, origin: original, ability: gain 1 tech}
  - {name: B, origin: original, ability: gain 1 tech}
  - {name: C, origin: original, ability: gain 1 tech}
planets:
  - {name: P, origin: rulebook, cost_origin: ours, cost: {grey: 1}, ability: gain 1 tech}
  - {name: Q, origin: original, cost: {grey: 1}, ability: gain 1 tech}
  - {name: R, origin: original, cost: {grey: 1}, ability: gain 1 tech}
`))
	if err == nil || !strings.Contains(err.Error(), `x.yaml:9:5: found cost_origin "ours", expected cost_origin rulebook or original`) {
		t.Errorf("a bad cost_origin: %v", err)
	}
}

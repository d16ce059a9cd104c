package game_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
)

func TestSpecStart(t *testing.T) {
	s, err := game.CosmicRun.Start(0, 1)
	if err != nil || len(s.Players()) != 2 {
		t.Fatalf("the usual Cosmic Run: %v players, %v", len(s.Players()), err)
	}
	if s, err := game.CosmicRun.Start(1, 1); err != nil || !s.Solo() {
		t.Errorf("solo Cosmic Run: %v", err)
	}
	if _, err := game.BeforeEarth.Start(3, 1); err == nil || !strings.Contains(err.Error(), "beforeearth is for 2 players, not 3") {
		t.Errorf("3-player Before the Earth Explodes: %v", err)
	}
	a, _ := game.BeforeEarth.Start(2, 9)
	b, _ := game.BeforeEarth.Start(2, 9)
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) || len(ja) < 100 {
		t.Error("two starts from one seed differ")
	}
	m, err := game.BeforeEarth.ParseMove(a, "P1 play C")
	if err != nil || game.BeforeEarth.FormatMove(a, m) != "P1 play C" {
		t.Errorf("ParseMove: %v, %v", m, err)
	}
}

// TestSpecsWriteAndReadMoves checks that every game's Spec writes each first
// legal move in notation and reads it back as the same move.
func TestSpecsWriteAndReadMoves(t *testing.T) {
	roundTrip(t, game.CosmicRun)
	roundTrip(t, game.BeforeEarth)
	roundTrip(t, game.EarthExpress)
	roundTrip(t, game.AnimalKingdom)
}

func roundTrip[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](t *testing.T, g game.Spec[S, M, V, E]) {
	t.Helper()
	s, err := g.Start(0, 3)
	if err != nil {
		t.Fatal(err)
	}
	m := s.AppendLegalMoves(nil, s.ToMove()[0])[0]
	text := g.FormatMove(s, m)
	if back, err := g.ParseMove(s, text); err != nil || back != m || text != m.String() {
		t.Errorf("%s: %v written %q, read back as %v, %v", g.Name, m, text, back, err)
	}
}

func TestPlayerCountsInWords(t *testing.T) {
	for _, c := range []struct {
		seats []int
		want  string
	}{
		{[]int{2}, "2 players"},
		{[]int{1}, "1 player"},
		{[]int{4, 1, 2, 3, 5}, "1 to 5 players"},
		{[]int{2, 1}, "1 to 2 players"},
		{[]int{4, 1, 2}, "1, 2 or 4 players"},
		{nil, "no players"},
	} {
		g := game.CosmicRun.WithSeats(c.seats...)
		if got := g.PlayerCounts(); got != c.want {
			t.Errorf("seats %v: %q, want %q", c.seats, got, c.want)
		}
	}
	if _, err := game.EarthExpress.Start(9, 1); err == nil || !strings.Contains(err.Error(), "earthexpress is for 1 to 8 players, not 9") {
		t.Errorf("9-player Earth Express: %v", err)
	}
}

func TestCanonicalNames(t *testing.T) {
	for name, want := range map[string]string{"earth": "animalkingdom", "animalkingdom": "animalkingdom", "cosmicrun": "cosmicrun", "chess": "chess"} {
		if got := game.Canonical(name); got != want {
			t.Errorf("Canonical(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestEarthPlaysTheExpansionUnlessAnimalsIsOff(t *testing.T) {
	for _, tc := range []struct {
		animals bool
		name    string
	}{{true, "animalkingdom"}, {false, "earth-base"}} {
		g := game.Earth(tc.animals)
		if g.Name != tc.name || g.PlayerCounts() != "1 to 5 players" {
			t.Errorf("Earth(%v): %q for %s, want %q for 1 to 5 players", tc.animals, g.Name, g.PlayerCounts(), tc.name)
		}
		for _, players := range []int{1, 2, 3, 4, 5} {
			s, err := g.Start(players, 7)
			if err != nil {
				t.Fatalf("Earth(%v), %d players: %v", tc.animals, players, err)
			}
			if s.PlaysAnimals() != tc.animals {
				t.Errorf("Earth(%v), %d players: PlaysAnimals %v", tc.animals, players, s.PlaysAnimals())
			}
		}
	}
}

package dispute_test

import (
	"fmt"
	"testing"

	"github.com/rulebox/rulebox/cosmicrun"
)

// At the table: "We both hold a 4 and a 2, neither a pair nor a sequence nor
// one colour. Is it a draw? And if it is not, my 2 is blue, which beats your
// green 2." The rulebook: "Whenever players tie for best hand, the first
// tie-breaker is the number ... If both players' card numbers are identical,
// the second tie-breaker is the color of their higher numbered card. The
// color rank is shown on each planet, from left to right." So the 4s decide,
// not the 2s, and the same two hands can go either way: planet 1 ranks red
// before yellow, planet 2 yellow before red. We lay the round out to its last
// placing, the hands at one planet or the other, and let the referee score.
func TestPlanetTieGoesToTheHigherCardsColourOnThatPlanet(t *testing.T) {
	for _, tc := range []struct {
		planet int // the planet the hands are at, from 1
		winner cosmicrun.Player
		why    string
	}{
		{1, cosmicrun.P2, "planet 1 ranks red before yellow"},
		{2, cosmicrun.P1, "planet 2 ranks yellow before red"},
	} {
		at := tc.planet - 1
		// P1 has the yellow 4 down at the planet and the blue 2 to play,
		// P2 the red 4 and the green 2; the other two planets are full.
		var p1, p2 [cosmicrun.NumPlanets][]string
		p1[at], p2[at] = []string{"Y4"}, []string{"R4"}
		p1[(at+1)%3], p2[(at+1)%3] = []string{"R1", "G3"}, []string{"R2", "Y3"}
		p1[(at+2)%3], p2[(at+2)%3] = []string{"B3", "Y1"}, []string{"B4", "G1"}
		s, err := cosmicrun.Scenario{Players: 2, Phase: cosmicrun.Placing, Seats: []cosmicrun.ScenarioSeat{
			{Hand: []string{"B2"}, Planets: p1},
			{Hand: []string{"G2"}, Planets: p2},
		}}.Build()
		if err != nil {
			t.Fatal(err)
		}
		var events []cosmicrun.Event
		for _, text := range []string{
			fmt.Sprintf("P1 place B2 %d upright", tc.planet),
			fmt.Sprintf("P2 place G2 %d upright", tc.planet),
		} {
			m, err := cosmicrun.ParseMove(s, text)
			if err != nil {
				t.Fatal(err)
			}
			var evs []cosmicrun.Event
			if s, evs, err = s.ApplyEvents(m); err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			events = append(events, evs...)
		}
		var won []cosmicrun.Player
		for _, e := range events {
			if e.Rule == "best hand" && e.Planet == at {
				won = append(won, e.Player)
			}
		}
		if len(won) != 1 || won[0] != tc.winner {
			t.Errorf("yellow 4 and blue 2 against red 4 and green 2 at planet %d: best hand went to %v, want %v (%s)",
				tc.planet, won, tc.winner, tc.why)
		}
	}
}

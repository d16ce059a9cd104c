package earthexpress

import (
	"fmt"
	"strings"
	"testing"
)

// A scenario's Ecosystems: with Boreal Forest and Savanna public, P1
// keeping Wetland and P2 Alpine Meadow, each player's unused second card is
// one nobody holds; a seat built later is never taken to hold card 0.
func TestScenarioEcosystemsOfLaterSeats(t *testing.T) {
	sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"},
		Ecosystems: []string{"Boreal Forest", "Savanna"}, Seats: []ScenarioSeat{
			{Tableau: tab("Basil", "Garlic"), Planted: true, Ecosystem: "Wetland"},
			{Tableau: tab("Cat Grass", "Spearmint"), Planted: true, Ecosystem: "Alpine Meadow"},
		}}
	s := build(t, sc)
	seen := map[uint8]bool{s.d.public[0]: true, s.d.public[1]: true}
	for i := range 2 {
		for _, e := range s.d.seat(i).eco {
			if seen[e] {
				t.Errorf("ecosystem card %d dealt twice", e)
			}
			seen[e] = true
		}
	}
}

// A scenario's level is read by its word, and a word that is no level is
// refused with the file's position.
func TestScenarioLevelByWord(t *testing.T) {
	const yaml = "players: 1\nlevel: %s\nround: 1\nfauna: [Red Fox, Beaver]\necosystems: [Everglades, Taiga]\nseats:\n  - {ecosystem: Savanna}\n"
	sc, err := LoadScenario("solo.yaml", []byte(fmt.Sprintf(yaml, "hard")))
	if err != nil || sc.Level != Hard {
		t.Fatalf("level hard read as %v, %v", sc.Level, err)
	}
	if _, err := LoadScenario("solo.yaml", []byte(fmt.Sprintf(yaml, "harder"))); err == nil || !strings.Contains(err.Error(), "solo.yaml:2") {
		t.Errorf("level harder: %v, want an error at solo.yaml:2", err)
	}
}

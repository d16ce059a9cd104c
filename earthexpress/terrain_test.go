package earthexpress

import "testing"

// A Terrain's objective is printed as a BROWN ability: by default it makes
// the Terrain count as BROWN for an objective counting cards with brown,
// and it scores Demeter 10 VP at the end, as "each BROWN and BLACK ability
// scores 10 VP". Config.TerrainsNotBrown reads it as no ability, in both
// places.
func TestTerrainObjectiveIsBrownInBothPlaces(t *testing.T) {
	for _, notBrown := range []bool{false, true} {
		// Tropical Evergreen Forest: 5 VP per card with brown.
		sc := Scenario{Players: 2, Round: 2, Tile: []string{"red", "blue"}, TerrainsNotBrown: notBrown,
			Ecosystems: []string{"Tropical Evergreen Forest", "Everglades"}, Seats: []ScenarioSeat{
				{Tableau: tab("Scree Slope", "American Sycamore"), Planted: true, Ecosystem: "Boreal Forest"},
				{Tableau: tab("Wet Meadow", "Winter Daphne"), Planted: true, Ecosystem: "Savanna"},
			}}
		s, err := sc.Build()
		if err != nil {
			t.Fatal(err)
		}
		eco := s.Result().Rows[EcosystemsRow].Values[P1]
		sc.Ecosystems[0] = "Mount Kilimanjaro" // the other side: flora with animal-name
		other, err := sc.Build()
		if err != nil {
			t.Fatal(err)
		}
		want := 5
		if notBrown {
			want = 0
		}
		if got := eco - other.Result().Rows[EcosystemsRow].Values[P1]; got != want {
			t.Errorf("TerrainsNotBrown %v: the Scree Slope scores %d VP on Tropical Evergreen Forest, want %d", notBrown, got, want)
		}

		// Demeter: 4 BROWN Flora, 2 BLACK, 2 Terrains.
		solo := soloScenario("Blackthorn", "White Oak", "Siberian Elm", "Canary Island Palm", "Giant Puffball", "African Baobab", "Saguaro", "Desert", "Tundra")
		solo.Round, solo.TerrainsNotBrown = 5, notBrown
		solo.Seats[0].Tableau = tab("Cat Grass", "Japanese Maple", "American Sycamore", "Spearmint", "Heather", "Southern Magnolia", "Red Birch", "White Jasmine")
		g := play(t, build(t, solo), "P1 action red")
		if !g.Over() {
			t.Fatalf("the game is not over: %v to move", g.ToMove())
		}
		want = 80
		if notBrown {
			want = 60
		}
		if got := g.Result().Demeter.Abilities; got != want {
			t.Errorf("TerrainsNotBrown %v: Demeter's BROWN and BLACK abilities score %d, want %d", notBrown, got, want)
		}
	}
}

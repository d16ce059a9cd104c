package beforeearth_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/beforeearth"
)

// TestViewReadsTheTable checks that a View answers every question about
// the table as the State does, except the opponent's hidden card.
func TestViewReadsTheTable(t *testing.T) {
	eachState(t, 11, func(s beforeearth.State) {
		for _, p := range s.Players() {
			v := s.View(p)
			sShips, sPlanets := s.DeckSizes()
			vShips, vPlanets := v.DeckSizes()
			same := v.Round() == s.Round() && v.Phase() == s.Phase() && v.Bag() == s.Bag() &&
				v.Tiebreaker() == s.Tiebreaker() && v.ShipRow() == s.ShipRow() && v.PlanetRow() == s.PlanetRow() &&
				slices.Equal(v.FaceDown(), s.FaceDown()) && slices.Equal(v.ShipDeck(), s.ShipDeck()) &&
				slices.Equal(v.PlanetDeck(), s.PlanetDeck()) && sShips == vShips && sPlanets == vPlanets &&
				slices.Equal(v.Winners(), s.Winners()) && v.Cards().Equal(s.Cards())
			for q := range beforeearth.NumQuarries {
				same = same && v.Quarry(q) == s.Quarry(q)
			}
			for _, q := range s.Players() {
				same = same && v.Tech(q) == s.Tech(q) && v.Damage(q) == s.Damage(q) &&
					v.Resources(q) == s.Resources(q) && v.Cancelled(q) == s.Cancelled(q) &&
					slices.Equal(v.Fleet(q), s.Fleet(q)) && slices.Equal(v.Colonized(q), s.Colonized(q)) &&
					v.Score(q) == s.Score(q)
				want := s.Played(q)
				if v.Hidden[q] {
					want = beforeearth.NoAction
				}
				same = same && v.Played(q) == want
			}
			if !same {
				t.Fatalf("%v's view of round %d, %v reads otherwise than the state", p, s.Round(), s.Phase())
			}
			if own := v.Played(p); own != s.Played(p) {
				t.Fatalf("%v sees their own card as %v, not %v", p, own, s.Played(p))
			}
		}
	})
}

// TestViewJSONNamesTheTable checks that a view's JSON is readable: the
// viewer, the hidden cards, and the table with cards by name.
func TestViewJSONNamesTheTable(t *testing.T) {
	s, _ := beforeearth.New(beforeearth.Config{Seed: 3})
	b, err := json.Marshal(s.View(beforeearth.P2))
	if err != nil {
		t.Fatal(err)
	}
	var w struct {
		Viewer string  `json:"viewer"`
		Hidden [2]bool `json:"hidden"`
		Table  struct {
			ShipRow []string `json:"ship_row"`
		} `json:"table"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		t.Fatal(err)
	}
	if row := s.ShipRow(); w.Viewer != "P2" || !slices.Equal(w.Table.ShipRow, row[:]) {
		t.Errorf("the view's JSON reads viewer %q, ship row %v; want P2, %v\n%s", w.Viewer, w.Table.ShipRow, row, b)
	}
	var back beforeearth.View
	if err := json.Unmarshal(b, &back); err != nil || back != s.View(beforeearth.P2) {
		t.Errorf("the view reads back as %+v, %v", back, err)
	}
}

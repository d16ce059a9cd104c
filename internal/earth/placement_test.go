package earth

import (
	"testing"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/grid"
)

// TestPlacedNamesThePlacesOfEachPlacement checks the places each placement
// names around one card and around two, and that "on" and values that are
// no placement name none.
func TestPlacedNamesThePlacesOfEachPlacement(t *testing.T) {
	c := grid.Pos{Row: 3, Col: 3}
	at := func(dr, dc int) grid.Pos { return grid.Pos{Row: c.Row + dr, Col: c.Col + dc} }
	around := grid.Of(at(-1, -1), at(-1, 0), at(-1, 1), at(0, -1), at(0, 1), at(1, -1), at(1, 0), at(1, 1))
	for _, x := range []struct {
		dir  carddata.Dir
		want grid.Set
	}{
		{carddata.Above, grid.Of(at(-1, 0))},
		{carddata.Below, grid.Of(at(1, 0))},
		{carddata.LeftOf, grid.Of(at(0, -1))},
		{carddata.RightOf, grid.Of(at(0, 1))},
		{carddata.OrthogonalTo, grid.Of(at(-1, 0), at(1, 0), at(0, -1), at(0, 1))},
		{carddata.DiagonalTo, grid.Of(at(-1, -1), at(-1, 1), at(1, -1), at(1, 1))},
		{carddata.AdjacentTo, around},
		{carddata.SameRowAs, grid.Row(c.Row)},
		{carddata.SameColumnAs, grid.Col(c.Col)},
	} {
		if !IsPlacement(x.dir) {
			t.Errorf("%v is no placement", x.dir)
		}
		if got := Placed(x.dir, grid.Of(c)); got != x.want {
			t.Errorf("%v: places %v, want %v", x.dir, got, x.want)
		}
	}
	two := grid.Of(grid.Pos{Row: 0, Col: 0}, grid.Pos{Row: 2, Col: 5})
	if got, want := Placed(carddata.SameRowAs, two), grid.Row(0)|grid.Row(2); got != want {
		t.Errorf("same row as two cards: %v, want %v", got, want)
	}
	if got, want := Placed(carddata.LeftOf, two), grid.Of(grid.Pos{Row: 2, Col: 4}); got != want {
		t.Errorf("left of two cards, one at the edge: %v, want %v", got, want)
	}
	for _, d := range []carddata.Dir{carddata.OnCard, carddata.NoDir, -1, 99} {
		if IsPlacement(d) || Placed(d, grid.Of(c)) != 0 {
			t.Errorf("%v is taken for a placement", d)
		}
	}
}

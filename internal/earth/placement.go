package earth

import (
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/grid"
)

// placementSteps are the directions from an anchor card to the cards each
// neighbouring placement names.
var placementSteps = [...][]grid.Dir{
	carddata.Above:        {grid.Up},
	carddata.Below:        {grid.Down},
	carddata.LeftOf:       {grid.Left},
	carddata.RightOf:      {grid.Right},
	carddata.OrthogonalTo: grid.Orthogonal[:],
	carddata.DiagonalTo:   grid.Diagonal[:],
	carddata.AdjacentTo:   append(grid.Orthogonal[:], grid.Diagonal[:]...),
}

// IsPlacement reports whether d places cards relative to an anchor card:
// every Dir but carddata.OnCard (things on a card) and values that are no
// placement.
func IsPlacement(d carddata.Dir) bool {
	return d == carddata.SameRowAs || d == carddata.SameColumnAs ||
		d >= 0 && int(d) < len(placementSteps) && placementSteps[d] != nil
}

// Placed is the set of places that placement d names relative to the
// places of anchors: "above" the places one row up, "same row as" every
// place of the anchors' rows, "adjacent to" the 8 around. It is empty for
// a d that is no placement (see IsPlacement).
func Placed(d carddata.Dir, anchors grid.Set) grid.Set {
	var s grid.Set
	switch {
	case d == carddata.SameRowAs:
		for p := range anchors.All {
			s |= grid.Row(p.Row)
		}
	case d == carddata.SameColumnAs:
		for p := range anchors.All {
			s |= grid.Col(p.Col)
		}
	case d >= 0 && int(d) < len(placementSteps):
		for _, step := range placementSteps[d] {
			s |= anchors.Shift(step)
		}
	}
	return s
}

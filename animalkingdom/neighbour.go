package animalkingdom

import "github.com/rulebox/rulebox/carddata"

// refuseNeighbour refuses every "neighbour" in n: an Earth player has no
// neighbour whose tableau an ability could read, and the shared compiler
// would count nothing there, so such an ability would do nothing.
func refuseNeighbour(errs *carddata.ErrorList, n carddata.Node) {
	carddata.Inspect(n, func(n carddata.Node) bool {
		if t, ok := n.(*carddata.Target); ok && t.Who == carddata.Neighbour {
			errs.Add(t.Pos, `"neighbour"`, `a player of Earth, which has no neighbours ("in leader" for the player with the most, "in opponent" for Gaia's opponent)`, "")
		}
		return true
	})
}

package scorepad

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
)

// Gaia is Gaia's scorepad in one line, every row her total counts: her
// pile, compost, sprouts, growth and Fauna, and with the expansion her
// Animals' storage and the Leaves the player discarded onto her board.
func Gaia(g animalkingdom.GaiaScore, animals bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Gaia: pile %d, compost %d, sprouts %d, growth %d, fauna %d", g.Pile, g.Compost, g.Sprouts, g.Growth, g.Fauna)
	if animals {
		fmt.Fprintf(&b, ", animals %d, leaves %d", g.Animals, g.Leaves)
	}
	fmt.Fprintf(&b, ", total %d\n", g.Total)
	return b.String()
}

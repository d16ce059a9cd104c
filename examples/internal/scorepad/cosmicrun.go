package scorepad

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/cosmicrun"
)

// CosmicRun is a Cosmic Run result: each planet's movement points by seat
// out of the Goal, the planets reached, and the winner, or the lost solo
// game.
func CosmicRun(res cosmicrun.Result) string {
	var b strings.Builder
	for _, row := range res.Rows {
		fmt.Fprintf(&b, "planet %d:", row.Planet+1)
		for seat, pts := range row.Values {
			fmt.Fprintf(&b, "  %v %2d/%d", cosmicrun.Player(seat), pts, cosmicrun.Goal)
			if seat < len(row.Reached) && row.Reached[seat] {
				b.WriteString(" (reached)")
			}
		}
		b.WriteByte('\n')
	}
	if res.Lost {
		fmt.Fprintf(&b, "the Round Card ran out after %d rounds: you lost\n", res.Rounds)
		return b.String()
	}
	fmt.Fprintf(&b, "winners %v after %d rounds\n", res.Winners, res.Rounds)
	return b.String()
}

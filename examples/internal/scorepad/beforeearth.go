package scorepad

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/beforeearth"
)

// BeforeEarth is a Before the Earth Explodes result: its rows (planets,
// planets to win, technology, damage, spaceships, resources) with each
// player's value, and the winner with the victory and the rounds played.
func BeforeEarth(res beforeearth.Result) string {
	var b strings.Builder
	Write(&b, Of(res.Rows, func(r beforeearth.Row) (string, []int) { return r.Name, r.Values }))
	fmt.Fprintf(&b, "winners %v by %v after %d rounds", res.Winners, res.Victory, res.Rounds)
	if res.Tiebreak != "" {
		fmt.Fprintf(&b, " (tiebreaker: %s)", res.Tiebreak)
	}
	b.WriteByte('\n')
	return b.String()
}

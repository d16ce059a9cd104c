package scorepad

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/earthexpress"
)

// EarthExpress is an Earth Express scorepad: its rows and each player's
// total, Demeter's score solo, and the winners with the tiebreaker used
// ("Demeter wins" when she beat the player).
func EarthExpress(res earthexpress.Result) string {
	var b strings.Builder
	rows := Of(res.Rows, func(r earthexpress.Row) (string, []int) { return r.Name, r.Values })
	Write(&b, append(rows, Row{Name: "total", Values: res.Totals}))
	d := res.Demeter
	if d != nil {
		fmt.Fprintf(&b, "Demeter: VP track %d, cards %d, abilities %d, fauna %d, total %d\n", d.Track, d.Cards, d.Abilities, d.Fauna, d.Total)
	}
	if d != nil && res.Over && len(res.Winners) == 0 {
		b.WriteString("Demeter wins\n")
		return b.String()
	}
	Winners(&b, res.Winners, res.Tiebreak)
	return b.String()
}

package earth

import (
	"fmt"

	"github.com/rulebox/rulebox/carddata"
)

// RefuseAnyOf adds to errs an error at every "any N" in n. The Earth
// rulebooks count "N or more" ("4+"), "exactly N" or "up to N" and never
// "any N", which is the card-data language's "N of the player's choice"
// (Before the Earth Explodes): read as "N or more" it would be a second,
// silent spelling of "N+". A nil errs is left alone.
func RefuseAnyOf(errs *carddata.ErrorList, n carddata.Node) {
	if errs == nil {
		return
	}
	carddata.Inspect(n, func(n carddata.Node) bool {
		if q, ok := n.(*carddata.Quantity); ok && q.Kind == carddata.AnyOf {
			errs.Add(q.Pos, quote(q.String()),
				fmt.Sprintf(`"%d+" for %d or more, or "exactly %d": an Earth card has no "any N"`, q.N, q.N, q.N),
				fmt.Sprintf("%d+", q.N))
		}
		return true
	})
}

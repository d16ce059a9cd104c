package tell

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/beforeearth"
)

// BeforeEarth tells e, an event of a step ending at after; when a
// spaceship is taken or a planet used, with the ability that resolves.
func BeforeEarth(_, s beforeearth.State, e beforeearth.Event) string {
	if e.Card == "" || !strings.HasSuffix(e.Text, " takes "+e.Card) && !strings.HasSuffix(e.Text, " uses "+e.Card) {
		return e.String()
	}
	cs := s.Cards()
	for _, sh := range cs.Ships {
		if sh.Name == e.Card {
			return fmt.Sprintf("%v — ability: %s", e, sh.Ability)
		}
	}
	for _, pl := range cs.Planets {
		if pl.Name == e.Card {
			return fmt.Sprintf("%v — ability: %s", e, pl.Ability)
		}
	}
	return e.String()
}

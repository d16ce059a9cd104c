package tell

import (
	"fmt"

	"github.com/rulebox/rulebox/animalkingdom"
)

// Earth tells an event of the base game Earth with its rule: for an
// activation, the ability's text.
func Earth(_, _ animalkingdom.State, e animalkingdom.Event) string {
	if e.Rule == "" {
		return e.String()
	}
	if e.Kind == animalkingdom.EventActivate {
		return fmt.Sprintf("%v — ability: %s", e, e.Rule)
	}
	return fmt.Sprintf("%v (%s)", e, e.Rule)
}

package tell

import (
	"fmt"

	"github.com/rulebox/rulebox/animalkingdom"
)

// Earth tells an event of Earth with its rule: for an activation, the
// ability's text; an event of the Animal Kingdom expansion in words (an
// Animal kept, a Leaf discarded, an Animal activated with its ability, an
// Animeeple placed or moved, pieces stored or placed on the Island, the
// Global Ability resolved).
func Earth(_, _ animalkingdom.State, e animalkingdom.Event) string {
	if text, ok := animalEvent(e); ok {
		return text
	}
	if e.Rule == "" {
		return e.String()
	}
	if e.Kind == animalkingdom.EventActivate {
		return fmt.Sprintf("%v — ability: %s", e, e.Rule)
	}
	return fmt.Sprintf("%v (%s)", e, e.Rule)
}

package tell

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
)

// Store writes what lies stored on an Animal card or an Island: "2 soil,
// 1 sprout", or "nothing".
func Store(st animalkingdom.Store) string {
	var parts []string
	for _, r := range []struct {
		n          int16
		one, other string
	}{{st.Soil, "soil", "soil"}, {st.Sprouts, "sprout", "sprouts"}, {st.Growth, "growth", "growth"}} {
		switch {
		case r.n == 1:
			parts = append(parts, "1 "+r.one)
		case r.n != 0:
			parts = append(parts, fmt.Sprintf("%d %s", r.n, r.other))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// animalEvent tells an event of the Animal Kingdom expansion in words, or
// reports false for an event of the base game.
func animalEvent(e animalkingdom.Event) (string, bool) {
	switch e.Kind {
	case animalkingdom.EventAnimal:
		return fmt.Sprintf("%v keeps the Animal %s (%s)", e.Player, e.Card, e.Rule), true
	case animalkingdom.EventLeaf:
		return fmt.Sprintf("%v discards a Leaf, %d used now (%s)", e.Player, e.N, e.Rule), true
	case animalkingdom.EventAnimalActivate:
		return fmt.Sprintf("%v activates the Animal %s — ability: %s", e.Player, e.Card, orNothing(e.Rule)), true
	case animalkingdom.EventAnimeeple:
		return fmt.Sprintf("%v's %s Animeeple stands on %s", e.Player, e.Rule, e.Card), true
	case animalkingdom.EventStored:
		return fmt.Sprintf("%v stores %d %s on %s, for the rest of the game", e.Player, e.N, e.Rule, e.Card), true
	case animalkingdom.EventIsland:
		return fmt.Sprintf("%v places %d %s on their Island, to stay there", e.Player, e.N, e.Rule), true
	case animalkingdom.EventGlobal:
		return fmt.Sprintf("%v resolves the Global Ability of %s: %s", e.Player, e.Card, e.Rule), true
	}
	return "", false
}

// orNothing is text, or "(none)" for an empty one.
func orNothing(text string) string {
	if text == "" {
		return "(none)"
	}
	return text
}

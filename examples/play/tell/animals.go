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

// animalEvent tells an event of the Animal Kingdom expansion in words,
// who being its player's name, or reports false for an event of the base
// game.
func animalEvent(who string, e animalkingdom.Event) (string, bool) {
	switch e.Kind {
	case animalkingdom.EventAnimal:
		return fmt.Sprintf("%s keeps the Animal %s (%s)", who, e.Card, e.Rule), true
	case animalkingdom.EventLeaf:
		return fmt.Sprintf("%s discards a Leaf, %d used now (%s)", who, e.N, e.Rule), true
	case animalkingdom.EventAnimalActivate:
		return fmt.Sprintf("%s activates the Animal %s — ability: %s", who, e.Card, orNothing(e.Rule)), true
	case animalkingdom.EventAnimeeple:
		if e.N == 0 {
			return fmt.Sprintf("%s places the %s Animeeple on %s", who, e.Rule, e.Card), true
		}
		return fmt.Sprintf("%s's %s Animeeple moves to %s", who, e.Rule, e.Card), true
	case animalkingdom.EventStored:
		return fmt.Sprintf("%s stores %s on %s, for the rest of the game", who, pieces(e.N, e.Rule), e.Card), true
	case animalkingdom.EventIsland:
		return fmt.Sprintf("%s places %s on their Island, to stay there", who, pieces(e.N, e.Rule)), true
	case animalkingdom.EventGlobal:
		return fmt.Sprintf("%s resolves the Global Ability of %s: %s", who, e.Card, e.Rule), true
	}
	return "", false
}

// pieces writes n pieces of a kind ("soil", "sprout", "growth"): "1
// sprout", "2 sprouts", "3 growth".
func pieces(n int, kind string) string {
	if n != 1 && kind == "sprout" {
		kind = "sprouts"
	}
	return fmt.Sprintf("%d %s", n, kind)
}

// orNothing is text, or "(none)" for an empty one.
func orNothing(text string) string {
	if text == "" {
		return "(none)"
	}
	return text
}

package tell

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
)

// Earth tells an event of Earth with its rule: for an activation, the
// ability's text; the end of the game as such; an event of the Animal
// Kingdom expansion in words (an Animal kept, a Leaf discarded, an Animal
// activated with its ability, an Animeeple placed or moved, pieces stored
// or placed on the Island, the Global Ability resolved). In a solo game
// Gaia's events name her, not the seat the engine gives her.
func Earth(_, after animalkingdom.State, e animalkingdom.Event) string {
	who := earthPlayer(after, e.Player)
	if text, ok := animalEvent(who, e); ok {
		return text
	}
	// the engine's words after the player: "plant White Oak"
	words := strings.TrimPrefix(e.String(), e.Player.String())
	switch {
	case e.Kind == animalkingdom.EventEnd:
		return "the game ends: every player's scorepad is totalled"
	case e.Rule == "":
		return who + words
	case e.Kind == animalkingdom.EventActivate:
		return fmt.Sprintf("%s%s — ability: %s", who, words, e.Rule)
	}
	return fmt.Sprintf("%s%s (%s)", who, words, e.Rule)
}

// earthPlayer names the player p: "Gaia" for her seat in a solo game.
func earthPlayer(s animalkingdom.State, p animalkingdom.Player) string {
	if s.Solo() && p == animalkingdom.P2 {
		return "Gaia"
	}
	return p.String()
}

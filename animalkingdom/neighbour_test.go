package animalkingdom_test

import (
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest/earthcards"
)

// TestNeighbourRefused checks that no field of an Earth card reads a
// neighbour's tableau: Earth has none, and such an ability would count
// nothing.
func TestNeighbourRefused(t *testing.T) {
	for _, c := range []struct{ where, text string }{
		{"card", "[yellow] gain 1 growth / tree in neighbour"},
		{"card", "[brown] score 2 vp / herb in neighbour"},
		{"ecosystem", "score 2 vp / herb in neighbour"},
		{"fauna", "3+ tree in neighbour"},
		{"animal", "move up to 2 { gain 1 soil / tree in neighbour }"},
		{"global", "gain 1 sprout on flora above tree in neighbour"},
	} {
		err := earthcards.Earth(c.where, c.text)
		if err == nil || !strings.Contains(err.Error(), `found "neighbour", expected a player of Earth, which has no neighbours`) {
			t.Errorf("%s %q: error %v, want neighbour refused", c.where, c.text, err)
		}
	}
}

package beforeearth

import (
	"strings"
	"testing"
)

// TestLoadCardsRequiresEveryField: a spaceship without its ability is
// refused at its entry, naming the field, rather than loaded without one.
func TestLoadCardsRequiresEveryField(t *testing.T) {
	data, _ := cardFiles.ReadFile(standardFile)
	text := strings.Replace(string(data), "  - {name: Chelzane-0521, origin: rulebook, ability: reduce 1 damage}", "  - {name: Chelzane-0521, origin: rulebook}", 1)
	_, err := LoadCards("f.yaml", []byte(text))
	if err == nil || !strings.Contains(err.Error(), `f.yaml:33:5: missing field "ability"`) {
		t.Errorf("a spaceship without its ability: %v", err)
	}
}

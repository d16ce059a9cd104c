package animalkingdom

import (
	"bytes"
	"strings"
	"testing"
)

func TestBaseSetLoads(t *testing.T) {
	cs, err := standard()
	if err != nil {
		t.Fatal(err)
	}
	if len(cs.deck) != 283 || len(cs.islands) != 20 || len(cs.climates) != 20 || len(cs.ecosystems) != 64 || len(cs.fauna) != 46 || len(cs.gaia) != 6 {
		t.Fatalf("counts %d %d %d %d %d %d", len(cs.deck), len(cs.islands), len(cs.climates), len(cs.ecosystems), len(cs.fauna), len(cs.gaia))
	}
}

// TestAnAbilityTheEngineCannotPerformIsALoadError: a card whose ability
// does not compile makes the whole set fail to load, at the word refused.
func TestAnAbilityTheEngineCannotPerformIsALoadError(t *testing.T) {
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	files["earth"] = bytes.Replace(files["earth"], []byte(`"[yellow] gain 1 growth, 1 sprout"`), []byte(`"[yellow] gain 1 growth / bird"`), 1)
	_, err = LoadCards(files)
	if err == nil || !strings.HasPrefix(err.Error(), `earth.yaml:8:205: found "bird"`) {
		t.Fatalf(`err = %v, want an error at "bird" in Japanese Maple's ability, earth.yaml:8:205`, err)
	}
	delete(files, "gaia")
	if _, err := LoadCards(files); err == nil || !strings.Contains(err.Error(), "gaia.yaml is missing") {
		t.Fatalf("err = %v, want the missing file named", err)
	}
}

package earthexpress

import (
	"strings"
	"testing"
)

// TestLoadCardsRequiresEveryNumberOfAFlora: a Flora that leaves out vp,
// sprouts, growth or canopy_vp is refused at its entry's file:line:col,
// naming the field, rather than loaded with 0.
func TestLoadCardsRequiresEveryNumberOfAFlora(t *testing.T) {
	data, _ := cardFiles.ReadFile(standardFile)
	const line = `  - {name: American Sycamore, origin: rulebook, types: [tree], habitats: [wet], vp: 1, sprouts: 4, growth: 4, canopy_vp: 7, abilities: ["[yellow] gain 2 growth"]}`
	at := tokenAt(t, string(data), "name: American Sycamore", "{")
	for _, field := range []string{"vp: 1, ", "sprouts: 4, ", "growth: 4, ", "canopy_vp: 7, "} {
		text := strings.Replace(string(data), line, strings.Replace(line, field, "", 1), 1)
		_, err := LoadCards("f.yaml", []byte(text))
		name, _, _ := strings.Cut(field, ":")
		want := "f.yaml:" + at + `: missing field "` + name + `"`
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("a Flora without %s: %v, want %q", name, err, want)
		}
	}
}

// TestLoadCardsRefusesAGainOfNothing: "gain 0 growth", which the engine
// would activate for nothing, is refused at its place.
func TestLoadCardsRefusesAGainOfNothing(t *testing.T) {
	data, _ := cardFiles.ReadFile(standardFile)
	text := strings.Replace(string(data), `canopy_vp: 7, abilities: ["[yellow] gain 2 growth"]}`, `canopy_vp: 7, abilities: ["[yellow] gain 0 growth"]}`, 1)
	at := tokenAt(t, text, "name: American Sycamore", "0 growth")
	_, err := LoadCards("f.yaml", []byte(text))
	if want := "f.yaml:" + at + `: found "0 growth", expected a gain of 1 or more`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("gain 0 growth: %v, want %q", err, want)
	}
}

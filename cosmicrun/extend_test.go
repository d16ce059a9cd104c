package cosmicrun_test

import (
	"os"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/cosmicrun"
)

func TestExtendCards(t *testing.T) {
	data, err := os.ReadFile("../examples/cards/cosmicrun.yaml")
	if err != nil {
		t.Fatal(err)
	}
	cs, err := cosmicrun.LoadCards("cosmicrun.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	r3, _ := cs.Lookup("R3")
	want := [2]cosmicrun.Arrow{{Colour: cosmicrun.Green, Points: cosmicrun.Left}, {Colour: cosmicrun.Blue, Points: cosmicrun.Left}}
	if got := cs.Ship(r3).Arrows; got != want {
		t.Errorf("R3's arrows are %v, want the replacement's %v", got, want)
	}
	std := cosmicrun.StandardCards()
	r4, _ := cs.Lookup("R4")
	if cs.Ship(r4) != std.Ship(r4) || cs.Planets != std.Planets {
		t.Error("cards the extension does not name changed")
	}
	if _, err := cosmicrun.New(cosmicrun.Config{Players: 2, Cards: cs}); err != nil {
		t.Fatal(err)
	}
	for file, want := range map[string]string{
		"extends: standard\nremove:\n  planets: [4]\n": `x.yaml:3:13: found "4", expected the name of a card in planets of the standard set`,
		"extends: standard\nremove:\n  ships: [R3]\n":  "a card set needs 16 ships, one of each colour and number",
	} {
		if _, err := cosmicrun.LoadCards("x.yaml", []byte(file)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want it to contain %q", err, want)
		}
	}
}

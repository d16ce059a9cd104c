package animalkingdom_test

import (
	"os"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
)

func TestExtendCards(t *testing.T) {
	data, err := os.ReadFile("../examples/cards/earth.yaml")
	if err != nil {
		t.Fatal(err)
	}
	cs, err := animalkingdom.LoadCards(map[string][]byte{"earth-ext": data})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := cs.Lookup("Salt Marsh Grass"); !ok {
		t.Error("Salt Marsh Grass was added but is not in the set")
	}
	if _, ok := cs.Lookup("Cat Grass"); ok {
		t.Error("Cat Grass was removed but is in the set")
	}
	std := animalkingdom.StandardCards()
	if cs.Len() != std.Len() || len(cs.Animals()) != len(std.Animals()) {
		t.Errorf("%d cards and %d Animals, want %d and %d", cs.Len(), len(cs.Animals()), std.Len(), len(std.Animals()))
	}
	if _, err := animalkingdom.New(animalkingdom.Config{Players: 2, Animals: true, Cards: cs}); err != nil {
		t.Fatal(err)
	}
	for want, files := range map[string]map[string][]byte{
		`x.yaml:3:11: found "Cat Gras", expected the name of a card in earth of the standard set (did you mean "Cat Grass"?)`: {"x": []byte("extends: standard\nremove:\n  earth: [Cat Gras]\n")},
		`x.yaml:1:1: an extension file extends the standard set and is loaded alone, not with [earth.yaml]`:                   {"x": data, "earth": []byte("cards: []\n")},
		`x.yaml:3:16: found "99", expected the name of a card in fauna of the standard set`:                                   {"x": []byte("extends: standard\nremove:\n  fauna: [337, 99]\n")},
	} {
		if _, err := animalkingdom.LoadCards(files); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want it to contain %q", err, want)
		}
	}
}

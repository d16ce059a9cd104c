package earthexpress_test

import (
	"os"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/earthexpress"
)

func TestExtendCardsExample(t *testing.T) {
	data, err := os.ReadFile("../examples/cards/earthexpress.yaml")
	if err != nil {
		t.Fatal(err)
	}
	cs, err := earthexpress.LoadCards("earthexpress.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	std := earthexpress.StandardCards()
	if got, want := cs.Len(), std.Len()+1; got != want {
		t.Errorf("extended set has %d Earth cards, want %d (two added, one removed)", got, want)
	}
	for _, name := range []string{"Sea Fennel", "Salt Pine", "Basil"} {
		if _, ok := cs.Lookup(name); !ok {
			t.Errorf("%s missing from the extended set", name)
		}
	}
	if _, ok := cs.Lookup("Turkey Tail"); ok {
		t.Error("Turkey Tail was removed but is in the set")
	}
	basil, _ := cs.Lookup("Basil")
	if got := cs.Info(basil).Abilities[0].Text; got != "[red] spend 1 growth: gain 3 seeds" {
		t.Errorf("Basil's ability is %q, want the replacement's", got)
	}
	g, err := earthexpress.New(earthexpress.Config{Players: 2, Seed: 1, Cards: cs})
	if err != nil {
		t.Fatal(err)
	}
	g, _ = g.Playout(1)
	if !g.Over() {
		t.Error("a game of the extended set did not end")
	}
}

func TestExtendCardsErrors(t *testing.T) {
	flora := `{name: %s, origin: original, types: [herb], habitats: [wet], vp: 1, sprouts: 1, growth: 1, canopy_vp: 1, abilities: ["[blue] gain 1 sprout"]}`
	card := func(name string) string { return strings.Replace(flora, "%s", name, 1) }
	for _, c := range []struct{ name, file, want string }{
		{"removed name unknown", "extends: standard\nremove:\n  flora: [Basl]\n",
			`ext.yaml:3:11: found "Basl", expected the name of a card in flora of the standard set (did you mean "Basil"?)`},
		{"replaced name unknown", "extends: standard\nreplace:\n  flora:\n    - " + card("Nowhere Moss") + "\n",
			`ext.yaml:4:7: found "Nowhere Moss", expected the name of a card in flora of the standard set`},
		{"added twice", "extends: standard\nadd:\n  flora:\n    - " + card("Sea Fennel") + "\n    - " + card("Sea Fennel") + "\n",
			`ext.yaml:5:7: flora "Sea Fennel" is added twice, first at ext.yaml:4:7`},
		{"added name in base", "extends: standard\nadd:\n  flora:\n    - " + card("Basil") + "\n",
			`ext.yaml:4:7: flora "Basil" is in the standard set already (cards/standard.yaml:39:5)`},
		{"removed twice", "extends: standard\nremove:\n  flora: [Basil, Basil]\n",
			`ext.yaml:3:18: flora "Basil" removed here is removed or replaced already at ext.yaml:3:11`},
		{"unknown section", "extends: standard\nadd:\n  flor: []\n",
			`ext.yaml:3:3: found section "flor", expected one of`},
		{"unknown set", "extends: standrd\n",
			`ext.yaml:1:10: found "standrd", expected "standard", the set this game has (did you mean "standard"?)`},
		{"unknown field", "extends: standard\nadds: {}\n",
			`ext.yaml:2:1: found field "adds", expected one of extends, add, replace, remove (did you mean "add"?)`},
		{"too few left", "extends: standard\nremove:\n  flora: [" + strings.Join(names(false)[3:], ", ") + "]\n  terrain: [" + strings.Join(names(true), ", ") + "]\n",
			"a set needs at least 16 Earth cards, found 3: the smallest game (solo) deals a hand of 7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := earthexpress.LoadCards("ext.yaml", []byte(c.file))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want it to contain %q", err, c.want)
			}
		})
	}
}

// names are the names of the standard set's Terrain cards, or its Flora.
func names(terrain bool) []string {
	cs := earthexpress.StandardCards()
	var names []string
	for c := range cs.Len() {
		if info := cs.Info(earthexpress.Card(c + 1)); info.Terrain == terrain {
			names = append(names, info.Name)
		}
	}
	return names
}

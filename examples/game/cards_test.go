package game_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
)

// facts is the card facts of g's game, read back from their JSON.
func facts[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](t *testing.T, g game.Spec[S, M, V, E]) map[string][]map[string]any {
	t.Helper()
	s, err := g.Start(0, 1)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(g.CardFacts(s))
	if err != nil {
		t.Fatal(err)
	}
	var lists map[string]json.RawMessage
	if err := json.Unmarshal(b, &lists); err != nil {
		t.Fatal(err)
	}
	f := map[string][]map[string]any{}
	for k, v := range lists {
		var list []map[string]any
		if json.Unmarshal(v, &list) == nil {
			f[k] = list
		}
	}
	return f
}

func TestCardFactsOfEveryGame(t *testing.T) {
	if ships := facts(t, game.CosmicRun)["ships"]; len(ships) != 16 || ships[0]["name"] != "R1" || ships[15]["name"] != "Y4" {
		t.Errorf("Cosmic Run's ships: %v", ships)
	}
	be := facts(t, game.BeforeEarth)
	if len(be["ships"]) == 0 || len(be["planets"]) == 0 || be["planets"][0]["cost"] == nil || be["ships"][0]["ability"] == "" {
		t.Errorf("Before the Earth Explodes: %v", be)
	}
	ee := facts(t, game.EarthExpress)
	if len(ee["cards"]) != 306 || ee["cards"][0]["number"] != 1.0 || len(ee["ecosystems"]) == 0 || len(ee["fauna"]) == 0 {
		t.Errorf("Earth Express: %d cards, the first %v", len(ee["cards"]), ee["cards"][0])
	}
	ak, base := facts(t, game.AnimalKingdom), facts(t, game.EarthBase)
	if len(ak["cards"]) != 283 || len(ak["islands"]) == 0 || len(ak["climates"]) == 0 || len(ak["animals"]) != 34 || base["animals"] != nil {
		t.Errorf("Earth: %d cards, %d Animals with the expansion, %d without", len(ak["cards"]), len(ak["animals"]), len(base["animals"]))
	}
	for _, a := range ak["animals"] {
		if a["name"] == "Proboscis Monkey" || a["name"] == "Siberian Chipmunk" {
			t.Errorf("an Abundance Animal, which no game deals: %v", a["name"])
		}
	}
	for _, side := range append(ak["ecosystems"], ak["fauna"]...) {
		if text, _ := side["text"].(string); text == "" || strings.Contains(text, "\n") {
			t.Errorf("Earth: side %v reads %q", side["name"], text)
		}
	}
}

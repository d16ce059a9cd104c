package animalkingdom_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/internal/gametest"
)

// namedKeys are the keys whose values name a card, a side, a stage or a
// kind: a word, or a list of words, never a number.
var namedKeys = map[string]bool{
	"deck": true, "discard": true, "drawn": true, "hand": true, "compost": true, "events": true, "pile": true, "seen": true,
	"public_ecosystems": true, "island_offer": true, "climate_offer": true, "ecosystem_offer": true, "island": true, "climate": true,
	"ecosystem": true, "side": true, "step": true, "action": true, "places": true, "removes": true, "cards": true, "source": true,
	"waiting_for": true, "mode": true, "card": true, "this": true, "copy_colour": true, "just_planted": true, "animeeples": true,
	"offered": true, "animal": true, "global_ability": true, "standing_on": true, "visited": true, "phase": true, "whose": true,
	"order": true, "step_player": true, "to_act": true, "who": true, "active": true, "claims": true, "claims_this_turn": true,
}

// jsonPositions are positions of a 2-player, a solo and a team game, in
// the setup and later, with abilities being resolved among them.
func jsonPositions(t *testing.T) []animalkingdom.State {
	var out []animalkingdom.State
	for _, cfg := range []animalkingdom.Config{{Players: 2, Seed: 4}, {Players: 1, Solo: true, Seed: 5}, {Players: 4, Teams: true, Seed: 6}} {
		s, err := animalkingdom.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 120 && !s.Over(); i++ {
			if i%10 == 0 {
				out = append(out, s)
			}
			ms := s.LegalMoves(s.ToMove()[0])
			if s, err = s.Apply(ms[i%len(ms)]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// TestJSONNamesCardsAndCountsHiddenOnes: the JSON of a State and of
// every View writes snake_case keys only, cards, sides, stages and kinds
// as words, and no -1 for a card the viewer does not see (the hidden
// cards of a list are counted in its "_hidden" key); the deck a view
// hides is its count alone.
func TestJSONNamesCardsAndCountsHiddenOnes(t *testing.T) {
	for _, s := range jsonPositions(t) {
		docs := map[string]any{"State": s}
		for _, p := range s.Players() {
			docs[fmt.Sprintf("View(%v)", p)] = s.View(p)
		}
		for name, v := range docs {
			data, err := json.Marshal(v)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			var tree any
			if err := json.Unmarshal(data, &tree); err != nil {
				t.Fatal(err)
			}
			checkNamed(t, name, "", tree)
			if name == "State" {
				continue
			}
			g := tree.(map[string]any)["game"].(map[string]any)
			if _, ok := g["deck"]; ok || g["deck_hidden"] != float64(deckSize(s)) {
				t.Errorf("%s: the deck is written as %v, %v hidden; want only its count", name, g["deck"], g["deck_hidden"])
			}
		}
	}
}

// deckSize is how many cards the deck of s holds, as its JSON writes it.
func deckSize(s animalkingdom.State) int {
	var v struct {
		Deck []string `json:"deck"`
	}
	data, _ := json.Marshal(s)
	_ = json.Unmarshal(data, &v)
	return len(v.Deck)
}

// checkNamed walks tree, a JSON document, checking its keys.
func checkNamed(t *testing.T, doc, key string, tree any) {
	t.Helper()
	switch x := tree.(type) {
	case map[string]any:
		for k, v := range x {
			if !gametest.SnakeCase.MatchString(k) {
				t.Errorf("%s: key %q is not snake_case", doc, k)
			}
			checkNamed(t, doc, k, v)
		}
	case []any:
		for _, v := range x {
			if v == -1.0 {
				t.Errorf("%s: %q holds -1", doc, key)
			}
			checkNamed(t, doc, key, v)
		}
	case float64:
		if namedKeys[key] {
			t.Errorf("%s: %q is the number %v, want a word", doc, key, x)
		}
	}
}

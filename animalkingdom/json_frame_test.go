package animalkingdom

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestFrameOnACardNotInTheTableau: a state whose ability being resolved
// names, as its card or as the card "this" means, a card that is not in
// its player's tableau is refused, saying so, not read as another card.
func TestFrameOnACardNotInTheTableau(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(4, 1))
	for !s.Over() && !(s.d.depth() > 0 && s.d.top().Src == FromTableau) {
		legal := s.LegalMoves(s.ToMove()[0])
		if s, err = s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if s.Over() {
		t.Fatal("no tableau ability resolved in the game")
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"card", "this"} {
		var j map[string]any
		if err := json.Unmarshal(data, &j); err != nil {
			t.Fatal(err)
		}
		f := j["resolving"].([]any)[0].(map[string]any)
		f[key] = "Chicken of the Woods"
		c, _ := s.Cards().Lookup("Chicken of the Woods")
		if slices.ContainsFunc(s.d.get(s.d.stack()[0].Who).Tab(), func(p planted) bool { return p.Card == c }) {
			t.Fatal("the card is in the tableau")
		}
		mutant, _ := json.Marshal(j)
		var back State
		if err := json.Unmarshal(mutant, &back); err == nil || !strings.Contains(err.Error(), `"Chicken of the Woods" is not in`) {
			t.Errorf("a frame whose %s is a card not in the tableau: read with %v", key, err)
		}
	}
}

package animalkingdom

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestFrameIndexBeyondItsField: a state whose ability being resolved
// names a tableau card by an index its field cannot hold is refused, not
// read as another card (65,536 more than a card of the tableau).
func TestFrameIndexBeyondItsField(t *testing.T) {
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
	var j map[string]any
	if err := json.Unmarshal(data, &j); err != nil {
		t.Fatal(err)
	}
	f := j["frames"].([]any)[0].(map[string]any)
	f["index"] = f["index"].(float64) + 65536
	data, _ = json.Marshal(j)
	var back State
	if err := json.Unmarshal(data, &back); err == nil {
		t.Fatalf("a frame on tableau card %v read", f["index"])
	}
}

package animalkingdom

import (
	"encoding/json"
	"testing"
)

// JSON null is not a position: decoding it is an error, not an empty state
// that nobody can play.
func TestStateJSONNullIsRefused(t *testing.T) {
	var s State
	if err := json.Unmarshal([]byte("null"), &s); err == nil {
		t.Error("null decoded as a state")
	}
}

// TestStateJSONWithoutAFaunaBoard: a state written without its Fauna
// board, or with null for it, reads as one with a board of four times
// the first side, as a state written before the board was shared did,
// and plays on; a view likewise reads.
func TestStateJSONWithoutAFaunaBoard(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 4})
	data, _ := json.Marshal(s)
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for _, board := range []any{nil, "missing"} {
		if board == "missing" {
			delete(m, "fauna")
		} else {
			m["fauna"] = board
		}
		text, _ := json.Marshal(m)
		var back State
		if err := json.Unmarshal(text, &back); err != nil {
			t.Fatalf("fauna %v: %v", board, err)
		}
		if back.g.Fauna == nil || back.g.Fauna[3].Side != 0 {
			t.Fatalf("fauna %v: board %v", board, back.g.Fauna)
		}
		for n := 0; n < 300 && !back.Over(); n++ {
			ms := back.LegalMoves(back.ToMove()[0])
			back, _ = back.Apply(ms[n%len(ms)])
		}
		var v View
		if err := json.Unmarshal([]byte(`{"viewer":"P1","game":`+string(text)+`}`), &v); err != nil {
			t.Errorf("fauna %v: view: %v", board, err)
		}
		_ = v.AppendLegalMoves(nil)
	}
}

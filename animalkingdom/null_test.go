package animalkingdom

import (
	"encoding/json"
	"strings"
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
// board, or with null for it, is refused, as a view of it is: every game
// has four Fauna cards.
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
		if err := json.Unmarshal(text, &back); err == nil || !strings.Contains(err.Error(), "Fauna board") {
			t.Errorf("fauna %v: read with %v", board, err)
		}
		var v View
		if err := json.Unmarshal([]byte(`{"viewer":"P1","game":`+string(text)+`}`), &v); err == nil {
			t.Errorf("fauna %v: the view is read", board)
		}
	}
}

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

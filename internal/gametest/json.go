package gametest

import (
	"encoding/json"
	"testing"
)

// ThroughJSON writes s as JSON and reads it back into a new value of its
// type, failing t if either step fails.
func ThroughJSON[S any](t testing.TB, s S) S {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back S
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("reading back %s: %v", data, err)
	}
	return back
}

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/rulebox/rulebox/examples/referee"
)

func TestGameEarthIsTheBaseGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "match.json")
	if err := run([]string{"-game", "earth", "-players", "2", "-bots", "random,random", "-seed", "4", "-record", path}, &discard{}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	var rec referee.Record
	if err := json.Unmarshal(b, &rec); err != nil || rec.Config.Game != "animalkingdom" {
		t.Errorf("the record of -game earth names %q (%v), want animalkingdom", rec.Config.Game, err)
	}
}

// discard is an io.Writer that keeps nothing.
type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

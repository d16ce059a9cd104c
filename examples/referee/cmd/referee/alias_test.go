package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/referee"
)

func TestGameEarthIsAnimalKingdom(t *testing.T) {
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

func TestEarthRecordsSayWhetherTheExpansionIsPlayed(t *testing.T) {
	for _, tc := range []struct {
		args []string
		name string
	}{{nil, "animalkingdom"}, {[]string{"-animals=false"}, "earth-base"}} {
		path := filepath.Join(t.TempDir(), "match.json")
		args := append([]string{"-game", "earth", "-players", "3", "-bots", "random,greedy:1,random", "-seed", "5", "-record", path}, tc.args...)
		if err := run(args, &discard{}); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(path)
		var rec referee.Record
		if err := json.Unmarshal(b, &rec); err != nil || rec.Config.Game != tc.name {
			t.Fatalf("%v: the record names %q (%v), want %s", tc.args, rec.Config.Game, err, tc.name)
		}
		animal := false
		for _, m := range rec.Moves {
			animal = animal || strings.Contains(m, " animal ")
		}
		if animal != (tc.name == "animalkingdom") {
			t.Errorf("%v: an Animal kept %v", tc.args, animal)
		}
		if err := run([]string{"-verify", path}, &discard{}); err != nil {
			t.Errorf("%v: %v", tc.args, err)
		}
	}
}

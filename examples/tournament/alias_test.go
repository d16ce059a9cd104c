package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

func TestGameEarthIsAnimalKingdom(t *testing.T) {
	o, err := parseOptions([]string{"-game", "earth", "-players", "2", "-bots", "random,greedy:1"})
	g, gerr := o.setup.Game()
	if err != nil || gerr != nil || g.Name != "animalkingdom" {
		t.Errorf("-game earth: game %q, %v, %v; want animalkingdom", g.Name, err, gerr)
	}
}

func TestEarthTournamentWithAndWithoutTheExpansion(t *testing.T) {
	for _, tc := range []struct {
		flag, game string
	}{{"-animals=true", "animalkingdom"}, {"-animals=false", "earth-base"}} {
		out := filepath.Join(t.TempDir(), "results.json")
		if err := run([]string{"-game", "earth", tc.flag, "-players", "2", "-seed", "3", "-bots", "random,greedy:1", "-games", "1", "-workers", "1", "-out", out}, &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		var sum Summary
		if err := json.Unmarshal(b, &sum); err != nil || sum.Game != tc.game {
			t.Errorf("%s: the results name %q (%v), want %s", tc.flag, sum.Game, err, tc.game)
		}
	}
}

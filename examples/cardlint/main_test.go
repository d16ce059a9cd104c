package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestEmbeddedSetPasses(t *testing.T) {
	var out strings.Builder
	if err := run(nil, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "fauna     Red Fox") {
		t.Errorf("report lacks the Red Fox:\n%s", out.String())
	}
}

func TestUnachievableObjectiveFails(t *testing.T) {
	data, err := os.ReadFile("../../earthexpress/cards/standard.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), "objective: 3+ tree}", "objective: 10+ tree}", 1)
	file := filepath.Join(t.TempDir(), "bad.yaml")
	if err := os.WriteFile(file, []byte(bad), 0o600); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	err = run([]string{"-cards", file}, &out)
	if err == nil || !strings.Contains(out.String(), "cannot be met: a count of 10 cards") {
		t.Errorf("error %v, report:\n%s", err, out.String())
	}
}

// TestUnaffordableAbilityIsFlagged plays the example file whose Greedy
// Moss costs more growth than it holds: the report flags its ability as
// rare, and not the standard Sea Fennel-like cards that fire often.
func TestUnaffordableAbilityIsFlagged(t *testing.T) {
	var out strings.Builder
	if err := run([]string{"-game", "earthexpress", "-cards", "../cards/earthexpress-unaffordable.yaml", "-games", "100", "-json"}, &out); err != nil {
		t.Fatal(err)
	}
	var r Report
	if err := json.Unmarshal([]byte(out.String()), &r); err != nil {
		t.Fatal(err)
	}
	moss, basil := find(r, "Greedy Moss"), find(r, "Cat Grass")
	if moss == nil || basil == nil {
		t.Fatalf("the report lacks Greedy Moss or Cat Grass")
	}
	if moss.InPlay != 100 || moss.Played == 0 || moss.Abilities[0].Fired != 0 || !moss.Abilities[0].Rare {
		t.Errorf("Greedy Moss: %+v, ability %+v; want played, never fired and flagged", moss, moss.Abilities[0])
	}
	if a := basil.Abilities[0]; a.Fired == 0 || a.Rare {
		t.Errorf("Cat Grass's %+v: want fired, not flagged", a)
	}
	if r.Rare == 0 || r.Games != 100 {
		t.Errorf("%d games, %d flagged", r.Games, r.Rare)
	}
}

// find is the report's card called name, or nil.
func find(r Report, name string) *Card {
	for _, c := range r.Cards {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// TestEveryGameReports plays a few games of each game (10, or 1 under the
// race detector) and checks that its table counts what the games did.
func TestEveryGameReports(t *testing.T) {
	games := "10"
	if raceEnabled {
		games = "1"
	}
	for g, want := range map[string]string{
		"earth":       "[green] draw 1 card",
		"beforeearth": "deal 1 damage to opponent",
		"cosmicrun":   "planet 3",
		"earth-base":  "[green] gain 1 soil",
	} {
		var out strings.Builder
		if err := run([]string{"-game", g, "-games", games, "-bots", "greedy"}, &out); err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		if !strings.Contains(out.String(), games+" games of 2 players, greedy bots") || !strings.Contains(out.String(), want) {
			t.Errorf("%s: the report lacks %q:\n%s", g, want, out.String())
		}
	}
}

// TestReadmeLintsExample runs the README's lint command on the example
// extension file of Earth (10 games, not 100, under the race detector).
func TestReadmeLintsExample(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const command = "go run ./examples/cardlint -game earth -cards examples/cards/earth.yaml -games 100"
	if !strings.Contains(string(readme), command) {
		t.Fatal("the README does not show the lint command")
	}
	args := strings.Fields(strings.TrimPrefix(command, "go run ./examples/cardlint "))
	args[3] = "../cards/earth.yaml"
	if raceEnabled {
		args[5] = "10" // the race detector plays ten times slower
	}
	var out strings.Builder
	if err := run(args, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Salt Marsh Grass") || strings.Contains(out.String(), "Cat Grass ") {
		t.Errorf("the report does not show the added Salt Marsh Grass in place of Cat Grass:\n%s", out.String())
	}
}

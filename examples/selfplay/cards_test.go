package main

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
)

// TestReadmeCardsWorkflow runs the README's playtest command on the
// example extension file: selfplay -game earth -cards FILE -games 20.
func TestReadmeCardsWorkflow(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const cmd = "go run ./examples/selfplay -game earth -cards examples/cards/earth.yaml -games 20"
	if !strings.Contains(string(readme), cmd) {
		t.Fatalf("the README does not show %q", cmd)
	}
	var out strings.Builder
	setup := game.Flags{Name: "earth", Animals: true, Cards: []string{"../cards/earth.yaml"}}
	if err := run(setup, 1, 20, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if out.Len() == 0 {
		t.Error("no summary")
	}
	setup.Name, setup.Cards = "earthexpress", []string{"../cards/cosmicrun.yaml"}
	if err := run(setup, 1, 1, &out, io.Discard); err == nil || !strings.Contains(err.Error(), "cosmicrun.yaml:4:3") {
		t.Errorf("a card file of another game: error %v, want its place", err)
	}
}

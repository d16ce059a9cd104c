package main

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
)

func TestTranscriptEndsWithAWinner(t *testing.T) {
	for _, tc := range []struct {
		setup game.Flags
		want  string
	}{
		{game.Flags{Name: "cosmicrun"}, "winners [P"},
		{game.Flags{Name: "beforeearth"}, "] by "},
		{game.Flags{Name: "earthexpress", Players: 4}, "total"},
		{game.Flags{Name: "earthexpress", Players: 1, Solo: "expert"}, "Demeter: "},
	} {
		var out strings.Builder
		if err := run(tc.setup, 1, 1, &out, io.Discard); err != nil {
			t.Fatalf("%s: %v", tc.setup.Name, err)
		}
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s transcript does not end with %q:\n%s", tc.setup.Name, tc.want, tail(out.String()))
		}
	}
}

// TestManyGamesWithTheUsualPlayers: without -players, the summary has a
// line for each seat of the game's usual count.
func TestManyGamesWithTheUsualPlayers(t *testing.T) {
	for name, seats := range map[string]int{"cosmicrun": 2, "earthexpress": 2, "earth": 2} {
		var out strings.Builder
		if err := run(game.Flags{Name: name, Animals: true}, 1, 4, &out, io.Discard); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := strings.Count(out.String(), " wins: "); got != seats || !strings.Contains(out.String(), fmt.Sprintf("P%d wins:", seats)) {
			t.Errorf("%s: %d seats' wins in\n%s", name, got, out.String())
		}
	}
}

func TestManyGamesSummary(t *testing.T) {
	var out strings.Builder
	if err := run(game.Flags{Name: "cosmicrun", Players: 1, Level: "admiral", Animals: true}, 1, 200, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"games:          200", "P1 wins:", "no winner:", "average rounds: ", "games/s:"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, out.String())
		}
	}
}

func TestBadOptions(t *testing.T) {
	for _, setup := range []game.Flags{
		{Name: "chess"},
		{Name: "cosmicrun", Players: 1, Level: "admirl"},
		{Name: "cosmicrun", Players: 3},
		{Name: "beforeearth", Players: 3},
		{Name: "beforeearth", Players: 1},
		{Name: "earthexpress", Solo: "hard"},
	} {
		if err := run(setup, 1, 1, io.Discard, io.Discard); err == nil {
			t.Errorf("run(%+v) gave no error", setup)
		}
	}
}

func tail(s string) string {
	if len(s) > 500 {
		return s[len(s)-500:]
	}
	return s
}

func TestEarthTranscriptShowsTheAnimals(t *testing.T) {
	var with, without strings.Builder
	if err := run(game.Flags{Name: "earth", Players: 3, Animals: true}, 3, 1, &with, io.Discard); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"keeps the Animal ", "the Animals:\nGlobal Ability: ", "P3: ", "(stored: ", "\nanimals    ", "winners [P"} {
		if !strings.Contains(with.String(), want) {
			t.Errorf("the transcript with the expansion lacks %q:\n%s", want, tail(with.String()))
		}
	}
	if err := run(game.Flags{Name: "earth", Players: 3}, 3, 1, &without, io.Discard); err != nil {
		t.Fatal(err)
	}
	for _, unwanted := range []string{"Animal", "\nanimals "} {
		if strings.Contains(without.String(), unwanted) {
			t.Errorf("the base game's transcript has %q:\n%s", unwanted, tail(without.String()))
		}
	}
}

func TestManyEarthGamesWithTheExpansionEnd(t *testing.T) {
	var out strings.Builder
	if err := run(game.Flags{Name: "animalkingdom", Players: 5, Level: "advanced", Animals: true}, 1, 20, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "games:          20") {
		t.Errorf("summary:\n%s", out.String())
	}
}

func TestSoloEarthTranscriptShowsGaiasAnimals(t *testing.T) {
	var out strings.Builder
	if err := run(game.Flags{Name: "earth", Players: 1, Animals: true}, 3, 1, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`the Animals:\nP1: [^\n]+ \(stored: [^\n]+\nGaia: [A-Z]`).MatchString(out.String()) || strings.Contains(out.String(), "Global Ability") {
		t.Errorf("the solo transcript does not show P1's and Gaia's Animals without a Global Ability:\n%s", tail(out.String()))
	}
}

// TestTranscriptsOpenWithALegend: every game's transcript says first how
// to read it, and its events say what happened in a player's words.
func TestTranscriptsOpenWithALegend(t *testing.T) {
	for _, name := range game.Names() {
		var out strings.Builder
		if err := run(game.Flags{Name: name, Animals: true}, 1, 1, &out, io.Discard); err != nil {
			t.Fatal(err)
		}
		if first, _, _ := strings.Cut(out.String(), "\n"); first != legend {
			t.Errorf("%s: the transcript opens with %q, not the legend", name, first)
		}
		if strings.Contains(out.String(), "nobody end") {
			t.Errorf("%s: the transcript says %q", name, "nobody end")
		}
	}
}

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
		game string
		opt  options
		want string
	}{
		{"cosmicrun", options{level: "cadet"}, "winners [P"},
		{"beforeearth", options{level: "cadet"}, "] by "},
		{"earthexpress", options{players: 4}, "total"},
		{"earthexpress", options{players: 1, solo: "expert"}, "Demeter: "},
	} {
		var out strings.Builder
		if err := run(tc.game, 1, 1, tc.opt, &out, io.Discard); err != nil {
			t.Fatalf("%s: %v", tc.game, err)
		}
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s transcript does not end with %q:\n%s", tc.game, tc.want, tail(out.String()))
		}
	}
}

// TestManyGamesWithTheUsualPlayers: without -players, the summary has a
// line for each seat of the game's usual count.
func TestManyGamesWithTheUsualPlayers(t *testing.T) {
	for game, seats := range map[string]int{"cosmicrun": 2, "earthexpress": 4} {
		var out strings.Builder
		if err := run(game, 1, 4, options{level: "cadet"}, &out, io.Discard); err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		if got := strings.Count(out.String(), " wins: "); got != seats || !strings.Contains(out.String(), fmt.Sprintf("P%d wins:", seats)) {
			t.Errorf("%s: %d seats' wins in\n%s", game, got, out.String())
		}
	}
}

func TestManyGamesSummary(t *testing.T) {
	var out strings.Builder
	if err := run("cosmicrun", 1, 200, options{players: 1, level: "admiral"}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"games:          200", "P1 wins:", "no winner:", "average rounds: ", "games/s:"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, out.String())
		}
	}
}

func TestBadOptions(t *testing.T) {
	for _, tc := range []struct {
		game string
		opt  options
	}{
		{"chess", options{}},
		{"cosmicrun", options{level: "admirl"}},
		{"cosmicrun", options{players: 3, level: "cadet"}},
		{"beforeearth", options{players: 3}},
	} {
		if err := run(tc.game, 1, 1, tc.opt, io.Discard, io.Discard); err == nil {
			t.Errorf("run(%q, %+v) gave no error", tc.game, tc.opt)
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
	if err := run("earth", 3, 1, options{players: 3, level: "cadet"}, &with, io.Discard); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"keeps the Animal ", "the Animals:\nGlobal Ability: ", "P3: ", "(stored: ", "\nanimals    ", "winners [P"} {
		if !strings.Contains(with.String(), want) {
			t.Errorf("the transcript with the expansion lacks %q:\n%s", want, tail(with.String()))
		}
	}
	if err := run("earth", 3, 1, options{players: 3, level: "cadet", noAnimals: true}, &without, io.Discard); err != nil {
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
	if err := run("animalkingdom", 1, 20, options{players: 5, level: "advanced"}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "games:          20") {
		t.Errorf("summary:\n%s", out.String())
	}
}

func TestSoloEarthTranscriptShowsGaiasAnimals(t *testing.T) {
	var out strings.Builder
	if err := run("earth", 3, 1, options{players: 1, level: "cadet"}, &out, io.Discard); err != nil {
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
		if err := run(name, 1, 1, options{level: "cadet"}, &out, io.Discard); err != nil {
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

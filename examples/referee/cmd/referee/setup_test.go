package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// playRecorded runs the referee with args and a record file, and returns
// its output and the record.
func playRecorded(t *testing.T, args ...string) (string, referee.Record) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "match.json")
	var out bytes.Buffer
	if err := run(append(args, "-record", path), &out); err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	b, _ := os.ReadFile(path)
	var rec referee.Record
	if err := json.Unmarshal(b, &rec); err != nil {
		t.Fatal(err)
	}
	var verified bytes.Buffer
	if err := run([]string{"-verify", path}, &verified); err != nil {
		t.Errorf("%q: -verify: %v", args, err)
	}
	return out.String(), rec
}

// TestOnePlayerIsSoloAgainstTheOpponent: -players 1 plays the solo game
// against Gaia, Demeter or the Round Card, at the level -level (or -solo)
// names, which the record keeps and -verify replays.
func TestOnePlayerIsSoloAgainstTheOpponent(t *testing.T) {
	for _, c := range []struct {
		args  []string
		level string
		want  string
	}{
		{[]string{"-game", "earth", "-players", "1", "-bots", "random"}, "", "solo against Gaia (medium): P1 loses, P1 "},
		{[]string{"-game", "earth", "-players", "1", "-bots", "random", "-level", "beginner"}, "beginner", "solo against Gaia (beginner): P1 "},
		{[]string{"-game", "earthexpress", "-players", "1", "-bots", "random", "-solo", "expert"}, "expert", "solo against Demeter (expert): P1 loses, P1 "},
		{[]string{"-game", "cosmicrun", "-players", "1", "-bots", "random", "-level", "admiral"}, "admiral", "solo against the Round Card (admiral): P1 "},
	} {
		out, rec := playRecorded(t, append(c.args, "-seed", "2")...)
		if !strings.Contains(out, c.want) || rec.Config.Players != 1 || rec.Config.Level != c.level {
			t.Errorf("%q: %d players at %q, output ends %q; want %q", c.args, rec.Config.Players, rec.Config.Level, out[max(0, len(out)-150):], c.want)
		}
	}
	out, rec := playRecorded(t, "-game", "earth", "-players", "1", "-bots", "random", "-seed", "2", "-level", "hard")
	if !strings.Contains(out, ", Gaia ") {
		t.Errorf("solo Earth does not say Gaia's score: %q", out[max(0, len(out)-150):])
	}
	if err := referee.New(game.AnimalKingdom).Verify(rec); err == nil || !strings.Contains(err.Error(), `at level "hard", the referee's game at ""`) {
		t.Errorf("a record at hard verified by a referee of the default level: %v", err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "beforeearth", "-players", "1", "-bots", "random"}, "-players 1: beforeearth is for 2 players, not 1"},
		{[]string{"-game", "beforeearth", "-bots", "random"}, "-bots names 1 bot, one a player, but beforeearth is for 2 players"},
		{[]string{"-game", "earth", "-players", "1", "-bots", "random", "-level", "advanced"}, `Gaia's difficulty: "advanced" is not a difficulty`},
		{[]string{"-game", "cosmicrun", "-bots", "random,random", "-solo", "hard"}, "-solo \"hard\" is Demeter's level, for Earth Express"},
	} {
		if err := run(c.args, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.args, err, c.want)
		}
	}
}

// TestPlayersAreTheBotsNamed: without -players, the match seats as many
// players as bots are named; with it, the bots must fill its seats.
func TestPlayersAreTheBotsNamed(t *testing.T) {
	for bots, players := range map[string]int{"random,random": 2, "random,greedy:1,random": 3, "random": 1} {
		_, rec := playRecorded(t, "-game", "earth", "-bots", bots, "-seed", "3")
		if rec.Config.Players != players || len(rec.Result.Scores) != players {
			t.Errorf("-bots %s: %d players, %d scores; want %d", bots, rec.Config.Players, len(rec.Result.Scores), players)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "earth", "-players", "3", "-bots", "random,random"}, "-bots names 2 bots for -players 3: name a bot for each seat"},
		{[]string{"-game", "earth", "-bots", "random,random,random,random,random,random"}, "-bots names 6 bots, one a player, but animalkingdom is for 1 to 5 players"},
	} {
		if err := run(c.args, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.args, err, c.want)
		}
	}
}

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// tournamentOf runs the tournament args with its JSON out, and returns
// what it printed and its summary.
func tournamentOf(t *testing.T, args ...string) (string, Summary) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "results.json")
	var stdout bytes.Buffer
	if err := run(append(args, "-workers", "1", "-out", out), &stdout, &bytes.Buffer{}); err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	b, _ := os.ReadFile(out)
	var sum Summary
	if err := json.Unmarshal(b, &sum); err != nil {
		t.Fatal(err)
	}
	return stdout.String(), sum
}

// TestSoloTournamentIsAgainstTheOpponent: -players 1 plays each bot solo
// against the game's opponent (Gaia, at -level), so that a win rate is
// how often it beats her, not 100% of games played alone; the level is
// in the results, and a merge of shards replays the games at it.
func TestSoloTournamentIsAgainstTheOpponent(t *testing.T) {
	printed, sum := tournamentOf(t, "-game", "earth", "-players", "1", "-level", "hard", "-bots", "random,greedy:1", "-games", "2")
	if sum.Players != 1 || sum.Level != "hard" || sum.Opponent != "Gaia (hard)" || sum.Games != 4 {
		t.Fatalf("%d players at %q against %q, %d games", sum.Players, sum.Level, sum.Opponent, sum.Games)
	}
	for _, b := range sum.Bots {
		if b.WinRate == 1 {
			t.Errorf("%s wins every game against Gaia: %+v", b.Name, b)
		}
	}
	if !strings.Contains(printed, "each bot solo against Gaia (hard): a win is a game it beat its opponent") {
		t.Errorf("the results do not say the games are against Gaia:\n%s", printed)
	}
	dir := t.TempDir()
	var shards []string
	for _, i := range []string{"0", "1"} {
		f := filepath.Join(dir, "shard"+i+".json")
		if err := run([]string{"-game", "earth", "-players", "1", "-level", "hard", "-bots", "random,greedy:1", "-games", "2", "-shard", i + "/2", "-out", f}, &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		shards = append(shards, f)
	}
	var merged bytes.Buffer
	if err := run(append([]string{"-merge"}, shards...), &merged, &bytes.Buffer{}); err != nil || !strings.Contains(merged.String(), "against Gaia (hard)") {
		t.Errorf("-merge of solo shards: %v\n%s", err, merged.String())
	}
	b, _ := os.ReadFile(shards[0])
	if err := os.WriteFile(shards[0], bytes.Replace(b, []byte(`"level": "hard"`), []byte(`"level": "expert"`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(append([]string{"-merge"}, shards...), &bytes.Buffer{}, &bytes.Buffer{}); err == nil {
		t.Error("-merge of shards of two levels: no error")
	}
}

// TestBotsFillTheUsualSeats: without -players, the tournament seats the
// game package's default count (2 for Earth), and repeats the bots named
// until they fill a table, labelled as a bot named twice is.
func TestBotsFillTheUsualSeats(t *testing.T) {
	_, sum := tournamentOf(t, "-game", "earth", "-seed", "3", "-bots", "random,greedy:1", "-games", "1")
	if sum.Players != 2 || sum.Games != 2 || sum.Opponent != "" {
		t.Errorf("Earth with 2 bots: %d players, %d games, against %q", sum.Players, sum.Games, sum.Opponent)
	}
	_, sum = tournamentOf(t, "-game", "earthexpress", "-players", "4", "-bots", "random,greedy:1", "-games", "1")
	var names []string
	for _, b := range sum.Bots {
		names = append(names, b.Name)
	}
	if sum.Players != 4 || sum.Games != 4 || !slices.Equal(names, []string{"random", "greedy:1", "random#2", "greedy:1#2"}) {
		t.Errorf("Earth Express, 4 seats, 2 bots: %d players, %d games, bots %q", sum.Players, sum.Games, names)
	}
}

package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestOnePlayerIsSoloAgainstTheOpponent: -players 1 plays the solo game
// against the game's opponent at -level (or -solo), as every program
// does, not a lone player; without -players Earth seats the package's 2.
func TestOnePlayerIsSoloAgainstTheOpponent(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"-game", "earth", "-players", "1", "-level", "hard"}, []string{"solo against Gaia (hard)\n", "Gaia's Animals: "}},
		{[]string{"-game", "earthexpress", "-players", "1", "-solo", "expert"}, []string{"solo against Demeter (expert)\n", "Demeter  VP track"}},
		{[]string{"-game", "cosmicrun", "-players", "1", "-level", "captain"}, []string{"solo against the Round Card (captain)\n", "Round Card "}},
	} {
		out := script(t, append(c.args, "-seed", "3", "-bots", "random"), "quit")
		for _, want := range c.want {
			if !strings.Contains(out, want) {
				t.Errorf("%q: the screen lacks %q:\n%s", c.args, want, out[:min(len(out), 1500)])
			}
		}
		if strings.Contains(out, "\nP2 ") {
			t.Errorf("%q: a second seat:\n%s", c.args, out[:min(len(out), 1500)])
		}
	}
	out := script(t, []string{"-game", "earth", "-seed", "3", "-bots", "random"}, "quit")
	if !strings.Contains(out, "\nP2 ") || strings.Contains(out, "\nP3 ") || strings.Contains(out, "solo against") {
		t.Errorf("-game earth without -players is not 2 players:\n%s", out[:min(len(out), 1500)])
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "beforeearth", "-players", "1"}, "-players 1: beforeearth is for 2 players, not 1"},
		{[]string{"-game", "earth", "-players", "1", "-level", "advanced"}, `Gaia's difficulty: "advanced" is not a difficulty`},
	} {
		if err := run(c.args, strings.NewReader("quit\n"), &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.args, err, c.want)
		}
	}
}

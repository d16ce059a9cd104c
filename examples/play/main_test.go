package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// script runs the command on the input lines and returns what it wrote.
func script(t *testing.T, args []string, lines ...string) string {
	t.Helper()
	var out bytes.Buffer
	if err := run(args, strings.NewReader(strings.Join(lines, "\n")+"\n"), &out); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, out.String())
	}
	return out.String()
}

// ones is n lines of "1": always the first legal move.
func ones(n int) []string { return strings.Split(strings.Repeat("1,", n-1)+"1", ",") }

func TestPlayCommands(t *testing.T) {
	save := filepath.Join(t.TempDir(), "game.json")
	out := script(t, []string{"-game", "cosmicrun", "-seed", "3", "-bots", "random", "-hint", "30"},
		"1", "plase G3", "hint", "undo", "undo", "pass g1", "9", "save "+save, "help", "quit")
	for _, want := range []string{
		"you are P1",
		"   1  P1 pass R3\n",
		"you: P1 pass R3\n",
		`"plase G3" is not one of your moves; did you mean "P1 pass G3"?`,
		"hint: P1 pass ",
		"undone: back to before your last move",
		"nothing to undo",
		"you: P1 pass G1\n",
		"choose a number from 1 to 5",
		"saved to " + save,
		"save FILE, load FILE",
		"bye",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	var sv saved
	b, _ := os.ReadFile(save)
	if err := json.Unmarshal(b, &sv); err != nil || len(sv.Moves) != 2 || sv.Moves[0] != "P1 pass G1" && sv.Moves[1] != "P1 pass G1" {
		t.Errorf("saved %+v (%v)", sv, err)
	}
	out = script(t, []string{"-game", "cosmicrun", "-seed", "99", "-bots", "random"}, "load "+save, "quit")
	if !strings.Contains(out, "loaded "+save+": 2 moves played") || !strings.Contains(out, "you pass: [G1]") {
		t.Errorf("after load:\n%s", out)
	}
	out = script(t, []string{"-game", "beforeearth", "-seed", "3", "-bots", "random"}, "load "+save, "load /no/such/file", "quit")
	if !strings.Contains(out, "is a game of cosmicrun, not beforeearth") || !strings.Contains(out, "no such file") {
		t.Errorf("loading the wrong files:\n%s", out)
	}
}

// secret matches a move the opponent made in secret.
var secret = regexp.MustCompile(`P2 (pass|discard) [RBGY]\d|P2 place [RBGY]\d \d (upright|turned)|P2 play [ABCD]`)

func TestPlayWholeGames(t *testing.T) {
	for _, g := range []string{"cosmicrun", "beforeearth"} {
		out := script(t, []string{"-game", g, "-seed", "5", "-bots", "random"}, ones(400)...)
		if !strings.Contains(out, "the game is over\n") || !strings.Contains(out, "winners [P") {
			t.Errorf("%s: the game did not end:\n%s", g, out[max(0, len(out)-2000):])
		}
		if m := secret.FindString(out); m != "" {
			t.Errorf("%s: the person was shown the opponent's %q", g, m)
		}
		if !strings.Contains(out, "  P2 ") {
			t.Errorf("%s: no events about P2 were shown", g)
		}
	}
	out := script(t, []string{"-game", "earthexpress", "-players", "2", "-seed", "3", "-bots", "random"}, ones(3000)...)
	if !strings.Contains(out, "the game is over\n") || !strings.Contains(out, "your hand: ") {
		t.Errorf("earthexpress:\n%s", out[max(0, len(out)-2000):])
	}
	out = script(t, []string{"-game", "animalkingdom", "-players", "2", "-seed", "3", "-bots", "random"}, ones(3000)...)
	if !strings.Contains(out, "the game is over\n") || !strings.Contains(out, "your hand: ") {
		t.Errorf("animalkingdom:\n%s", out[max(0, len(out)-2000):])
	}
	out = script(t, []string{"-game", "cosmicrun", "-players", "1", "-seed", "2"}, ones(200)...)
	if !strings.Contains(out, "the game is over\n") || !strings.Contains(out, "flipped: ") {
		t.Errorf("solo:\n%s", out[max(0, len(out)-2000):])
	}
}

func TestPlayErrors(t *testing.T) {
	for _, args := range [][]string{{"-game", "chess"}, {"-game", "beforeearth", "-seat", "P3"}, {"-seat", "me"}, {"-bots", "wizard"}, {"-hint", "lots"}} {
		if err := run(args, strings.NewReader("quit\n"), &bytes.Buffer{}); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
}

func TestPlayLongLineIsRefused(t *testing.T) {
	long := strings.Repeat("x", 100<<10)
	longest := strings.Repeat(" ", maxInput-1) + "1" // taken: the first move
	out := script(t, []string{"-game", "cosmicrun", "-seed", "3", "-bots", "random"}, long, longest+"\r", "quit")
	if !strings.Contains(out, "a line longer than") || !strings.Contains(out, "you: P1 pass R3\n") || !strings.HasSuffix(out, "bye\n") {
		t.Errorf("after a line of %d bytes:\n%s", len(long), out[max(0, len(out)-2000):])
	}
}

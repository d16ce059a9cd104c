package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// told are the lines of out that tell a move and its events, from the
// last line that has after in it, without the prompt.
func told(out, after string) []string {
	out = strings.ReplaceAll(out[strings.LastIndex(out, after):], "> you: ", "you: ")
	return regexp.MustCompile(`(?m)^you: .*$|^  P\d .*$`).FindAllString(out, -1)
}

func TestUndoReplaysTheBotsAnswers(t *testing.T) {
	args := []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}
	played := script(t, args, append(ones(16), "quit")...)
	again := script(t, args, append(append(ones(16), "undo", "undo", "undo", "undo", "undo"), ones(5)...)...)
	want := told(played, "you: P1 keep Mudpot Event") // the 12th move on
	got := told(again, "undone: back to before your last move")
	if len(want) < 10 || !slices.ContainsFunc(want, func(l string) bool { return strings.HasPrefix(l, "  P2 ") }) {
		t.Fatalf("too little to compare: %q", want)
	}
	if !slices.Equal(got, want) {
		t.Errorf("played again after undo:\n%s\nfirst played:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestLoadKeepsTheHistory(t *testing.T) {
	save := filepath.Join(t.TempDir(), "game.json")
	args := []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}
	played := script(t, args, append(ones(12), "save "+save, "undo", "quit")...)
	loaded := script(t, []string{"-game", "earth", "-seed", "9", "-bots", "random"}, "load "+save, "undo", "1", "quit")
	if !strings.Contains(loaded, "undone: back to before your last move") || strings.Contains(loaded, "nothing to undo") {
		t.Fatalf("after load, undo:\n%s", loaded[max(0, len(loaded)-3000):])
	}
	// Undone, the game is where it was before the 12th move, in the
	// session that saved it and in the one that loaded it; played again,
	// the bots answer as they did.
	pictures := func(out string) string {
		i := strings.LastIndex(out, "undone: back to before your last move\n")
		return out[i : i+strings.Index(out[i:], "\n> ")]
	}
	if a, b := pictures(played), pictures(loaded); a != b {
		t.Errorf("undone after load:\n%s\nundone before save:\n%s", b, a)
	}
	if got, want := told(loaded, "undone: back"), told(played, "you: P1 keep Mudpot Event"); !slices.Equal(got, want) {
		t.Errorf("played again after load and undo:\n%s\nfirst played:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestLoadRefusesStepsThatAreNotItsMoves(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	args := []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}
	script(t, args, append(ones(12), "save "+save, "quit")...)
	b, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	var sv saved
	if err := json.Unmarshal(b, &sv); err != nil || len(sv.Steps) != int(sv.Step) {
		t.Fatalf("saved %d steps of %d (%v)", len(sv.Steps), sv.Step, err)
	}
	write := func(name string, change func(*saved)) string {
		c := sv
		c.Steps = slices.Clone(sv.Steps)
		change(&c)
		b, _ := json.Marshal(c)
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	last := slices.IndexFunc(sv.Steps, func(s savedStep) bool { return s.Mine == "P1 keep Mudpot Event" })
	if last < 0 || last == len(sv.Steps)-1 || sv.Steps[last+1].Mine != "" {
		t.Fatalf("no step where P1 keeps the Mudpot Event and P2 moves next: %+v", sv.Steps)
	}
	unknown := write("unknown.json", func(c *saved) { c.Steps[last].Mine = "P1 keep No Such Card" })
	other := write("other.json", func(c *saved) { c.Steps[last].Mine = "P1 keep West India Lantana" })
	notMine := write("notmine.json", func(c *saved) { c.Steps[last+1].Mine = "P1 keep West India Lantana" })
	old := write("old.json", func(c *saved) { c.Steps = nil })
	out := script(t, args, "load "+unknown, "load "+other, "load "+notMine, "undo", "load "+old, "undo", "quit")
	for _, want := range []string{
		unknown + ": step " + strconv.Itoa(last+1) + ": P1's move \"P1 keep No Such Card\": ",
		other + ": its steps do not play its moves\n",
		notMine + ": step " + strconv.Itoa(last+2) + ": P1 is not to move ([P2] are)\n> nothing to undo\n",
		"loaded " + old + ": " + strconv.Itoa(len(sv.Moves)) + " moves played\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if !strings.HasSuffix(out, "nothing to undo\n> bye\n") {
		t.Errorf("a file without its steps gives a history to undo:\n%s", out[max(0, len(out)-500):])
	}
}

// TestLoadKeepsTheLevel: a solo game saved at a level loads at that level
// and is refused, with the flag to use, by a session of another.
func TestLoadKeepsTheLevel(t *testing.T) {
	save := filepath.Join(t.TempDir(), "game.json")
	args := []string{"-game", "earth", "-players", "1", "-level", "hard", "-seed", "3", "-bots", "random"}
	script(t, args, append(ones(6), "save "+save, "quit")...)
	b, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	var sv saved
	if err := json.Unmarshal(b, &sv); err != nil || sv.Level != "hard" {
		t.Fatalf("saved at level %q (%v), want hard", sv.Level, err)
	}
	if out := script(t, args, "load "+save, "undo", "quit"); strings.Contains(out, "was played at level") || strings.Contains(out, "nothing to undo") {
		t.Errorf("loaded at the same level:\n%s", out[max(0, len(out)-2000):])
	}
	other := []string{"-game", "earth", "-players", "1", "-level", "expert", "-seed", "3", "-bots", "random"}
	if out := script(t, other, "load "+save, "quit"); !strings.Contains(out, `was played at level "hard", this game at "expert": start play with -level`) {
		t.Errorf("loaded at another level:\n%s", out[max(0, len(out)-2000):])
	}
}

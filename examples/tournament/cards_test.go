package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
)

// TestResultsNameCardSet plays two shards of a tournament on a card file:
// the results and each game's record name the file and its digest, the
// merge reloads the set and re-derives every game from it, and refuses
// the shards once the file has changed.
func TestResultsNameCardSet(t *testing.T) {
	data, err := os.ReadFile("../cards/cosmicrun.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cards := filepath.Join(dir, "mine.yaml")
	if err := os.WriteFile(cards, data, 0o644); err != nil {
		t.Fatal(err)
	}
	digest := game.CardFile{Data: data}.Digest()
	args := []string{"-game", "cosmicrun", "-cards", cards, "-bots", "random,greedy", "-games", "2", "-seed", "3"}
	var files []string
	for _, sh := range []string{"0/2", "1/2"} {
		f := filepath.Join(dir, "shard"+sh[:1]+".json")
		var table bytes.Buffer
		if err := run(append(args, "-shard", sh, "-out", f), &table, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(table.String(), "cards from "+cards+" (SHA-256 "+digest+")") {
			t.Errorf("shard %s's table does not name the card set:\n%s", sh, table.String())
		}
		s := readSummary(t, f)
		if len(s.Cards) != 1 || s.Cards[0].Name != cards || s.Cards[0].SHA256 != digest {
			t.Errorf("shard %s's results name the cards %v", sh, s.Cards)
		}
		for _, r := range s.Records {
			if len(r.Record.Config.Cards) != 1 || r.Record.Config.Cards[0] != s.Cards[0] {
				t.Errorf("shard %s game %d's record names the cards %v", sh, r.Index, r.Record.Config.Cards)
			}
		}
		files = append(files, f)
	}
	if err := run(append([]string{"-merge"}, files...), &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
		t.Fatalf("-merge: %v", err)
	}
	changed := append(append([]byte{}, data...), "# changed\n"...)
	if err := os.WriteFile(cards, changed, 0o644); err != nil {
		t.Fatal(err)
	}
	err = run(append([]string{"-merge"}, files...), &bytes.Buffer{}, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), cards) || !strings.Contains(err.Error(), digest) || !strings.Contains(err.Error(), game.CardFile{Data: changed}.Digest()) {
		t.Errorf("-merge with the card file changed: %v", err)
	}
}

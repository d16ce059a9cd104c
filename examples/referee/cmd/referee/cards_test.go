package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
)

// TestRecordNamesCardSet plays a match on a card file, checks that the
// record names the file and its digest and that -verify replays it
// against that set, and that -verify refuses the record once the file has
// changed or is gone, naming the file and both digests.
func TestRecordNamesCardSet(t *testing.T) {
	data, err := os.ReadFile("../../../cards/cosmicrun.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cards, path := filepath.Join(dir, "mine.yaml"), filepath.Join(dir, "match.json")
	if err := os.WriteFile(cards, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run([]string{"-game", "cosmicrun", "-cards", cards, "-bots", "random,greedy", "-seed", "5", "-record", path}, &out); err != nil {
		t.Fatal(err)
	}
	digest := game.CardFile{Data: data}.Digest()
	b, _ := os.ReadFile(path)
	var rec struct {
		Config struct {
			Cards []map[string]string `json:"cards"`
		} `json:"config"`
	}
	if err := json.Unmarshal(b, &rec); err != nil || len(rec.Config.Cards) != 1 || rec.Config.Cards[0]["name"] != cards || rec.Config.Cards[0]["sha256"] != digest {
		t.Fatalf("the record's cards are %v (%v), want %s with SHA-256 %s", rec.Config.Cards, err, cards, digest)
	}
	if err := run([]string{"-verify", path}, &out); err != nil {
		t.Fatalf("-verify: %v", err)
	}

	changed := append(append([]byte{}, data...), "# changed\n"...)
	if err := os.WriteFile(cards, changed, 0o644); err != nil {
		t.Fatal(err)
	}
	err = run([]string{"-verify", path}, &out)
	now := game.CardFile{Data: changed}.Digest()
	if err == nil || !strings.Contains(err.Error(), cards) || !strings.Contains(err.Error(), digest) || !strings.Contains(err.Error(), now) {
		t.Errorf("-verify with the card file changed: %v; want %s, %s and %s named", err, cards, digest, now)
	}

	if err := os.Remove(cards); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"-verify", path}, &out); err == nil || !strings.Contains(err.Error(), "card set needs "+cards) {
		t.Errorf("-verify with the card file gone: %v", err)
	}
}

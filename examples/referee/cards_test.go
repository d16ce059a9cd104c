package referee_test

import (
	"os"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// TestVerifyChecksCardSet plays a match on a card file: its record names
// the file and its digest, the referee of that set verifies it, and the
// referee of the standard set, or of a set whose file differs, refuses it
// naming the file and both digests.
func TestVerifyChecksCardSet(t *testing.T) {
	data, err := os.ReadFile("../cards/cosmicrun.yaml")
	if err != nil {
		t.Fatal(err)
	}
	file := game.CardFile{Name: "cosmicrun.yaml", Data: data}
	g, err := game.CosmicRun.WithCards([]game.CardFile{file})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := referee.PlayMatch(g, referee.Config{Seed: 4, Bots: []string{"random", "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	want := []referee.CardFile{{Name: "cosmicrun.yaml", SHA256: file.Digest()}}
	if len(rec.Config.Cards) != 1 || rec.Config.Cards[0] != want[0] {
		t.Fatalf("the record's cards are %v, want %v", rec.Config.Cards, want)
	}
	if err := referee.New(g).Verify(rec); err != nil {
		t.Fatalf("the set's own referee: %v", err)
	}
	if err := referee.New(game.CosmicRun).Verify(rec); err == nil || !strings.Contains(err.Error(), "the record's card set has cosmicrun.yaml (SHA-256 "+file.Digest()) {
		t.Errorf("the standard set's referee: %v", err)
	}
	other := game.CardFile{Name: "cosmicrun.yaml", Data: append(append([]byte{}, data...), "# changed\n"...)}
	g2, err := game.CosmicRun.WithCards([]game.CardFile{other})
	if err != nil {
		t.Fatal(err)
	}
	if err := referee.New(g2).Verify(rec); err == nil || !strings.Contains(err.Error(), file.Digest()) || !strings.Contains(err.Error(), other.Digest()) {
		t.Errorf("a referee of a changed file: %v", err)
	}
}

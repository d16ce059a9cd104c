package animalkingdom

import (
	"bytes"
	"strings"
	"testing"
)

// TestCustomAnimalSetNamesItsAnimals: in a game of a set whose Animals
// are not the standard ones, a move refused is named with the game's own
// Animals, as FormatMove writes it, never by the standard set's Animal of
// the same place in the list (nor "?" past its end).
func TestCustomAnimalSetNamesItsAnimals(t *testing.T) {
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	data := files["animals"]
	i, j := bytes.Index(data, []byte("  - name: Highland Cow")), bytes.Index(data, []byte("  - name: Polar Bear"))
	files["animals"] = append(append([]byte{}, data[:i]...), data[j:]...)
	cs, err := LoadCards(files)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Players: 2, Seed: 1, Cards: cs, Animals: true})
	if err != nil {
		t.Fatal(err)
	}
	m := ActivateMove(P1, 0)
	if got := FormatMove(s, m); got != "P1 activate Polar Bear" {
		t.Fatalf("FormatMove wrote %q", got)
	}
	_, err = s.Apply(m)
	if err == nil || !strings.Contains(err.Error(), "P1 activate Polar Bear") {
		t.Errorf("the refusal names the move otherwise: %v", err)
	}
}

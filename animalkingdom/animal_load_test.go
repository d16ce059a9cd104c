package animalkingdom

import (
	"strings"
	"testing"
)

// TestEveryAnimalCompiles: the standard set plays every Animal but the
// two of the Abundance expansion, each with its movement, effect and
// Global Ability compiled.
func TestEveryAnimalCompiles(t *testing.T) {
	cs := StandardCards()
	names := cs.Animals()
	if len(names) != 36 {
		t.Fatalf("%d Animals, want 36", len(names))
	}
	for _, n := range names {
		a, _ := cs.AnimalCard(n)
		i := cs.animalIndex(n)
		c := &cs.animals[i]
		if a.Abundance {
			continue
		}
		if len(c.global) == 0 || len(c.each.Cost)+len(c.each.Gain) == 0 && c.move.Kind == noMove {
			t.Errorf("%s: nothing compiled (global %d options, effect %q)", n, len(c.global), c.each.Text)
		}
		if strings.HasPrefix(a.Ability, "move") != (c.move.Kind != noMove) {
			t.Errorf("%s: ability %q compiled with movement kind %d", n, a.Ability, c.move.Kind)
		}
		if (a.Storage != "") != (c.store > 0) {
			t.Errorf("%s: storage %q compiled to %d VP a piece", n, a.Storage, c.store)
		}
	}
}

// TestAnimalFileErrorsArePlaced: a malformed Animal ability is refused at
// load with its file and the card named.
func TestAnimalFileErrorsArePlaced(t *testing.T) {
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	files["animals"] = []byte(strings.Replace(string(files["animals"]), `"move up to 3 { spend 1 growth from it: compost up to 3 cards from deck }"`, `"move up to 3 { juggle 1 growth }"`, 1))
	_, err = LoadCards(files)
	if err == nil || !strings.Contains(err.Error(), "animals.yaml") || !strings.Contains(err.Error(), "juggle") {
		t.Fatalf("LoadCards with a bad Animal ability: %v", err)
	}
}

// TestAnimalsNeedTheirCards: a set without animals.yaml plays the base
// game, and New refuses it the expansion.
func TestAnimalsNeedTheirCards(t *testing.T) {
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	delete(files, "animals")
	cs, err := LoadCards(files)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(Config{Players: 2, Cards: cs}); err != nil {
		t.Fatalf("the base game refused: %v", err)
	}
	if _, err := New(Config{Players: 2, Cards: cs, Animals: true}); err == nil || !strings.Contains(err.Error(), "Animal cards") {
		t.Fatalf("the expansion without Animal cards: %v", err)
	}
}

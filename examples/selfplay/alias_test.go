package main

import (
	"github.com/rulebox/rulebox/examples/game"
	"io"
	"strings"
	"testing"
)

func TestGameEarthIsAnimalKingdom(t *testing.T) {
	var earth, ak strings.Builder
	if err := run(game.Flags{Name: "earth", Players: 2, Animals: true}, 2, 1, &earth, io.Discard); err != nil {
		t.Fatal(err)
	}
	if err := run(game.Flags{Name: "animalkingdom", Players: 2, Animals: true}, 2, 1, &ak, io.Discard); err != nil {
		t.Fatal(err)
	}
	if earth.String() != ak.String() || earth.Len() == 0 {
		t.Errorf("-game earth plays another game than animalkingdom:\n%s", tail(earth.String()))
	}
}

func TestGameEarthBaseIsWithoutTheAnimals(t *testing.T) {
	var base, off strings.Builder
	if err := run(game.Flags{Name: "earth-base", Players: 2, Animals: true}, 2, 1, &base, io.Discard); err != nil {
		t.Fatal(err)
	}
	if err := run(game.Flags{Name: "earth", Players: 2}, 2, 1, &off, io.Discard); err != nil {
		t.Fatal(err)
	}
	if base.String() != off.String() || strings.Contains(base.String(), "Animal") {
		t.Errorf("-game earth-base is not earth -animals=false:\n%s", tail(base.String()))
	}
}

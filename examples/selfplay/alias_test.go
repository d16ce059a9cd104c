package main

import (
	"io"
	"strings"
	"testing"
)

func TestGameEarthIsAnimalKingdom(t *testing.T) {
	var earth, ak strings.Builder
	if err := run("earth", 2, 1, options{players: 2, level: "standard"}, &earth, io.Discard); err != nil {
		t.Fatal(err)
	}
	if err := run("animalkingdom", 2, 1, options{players: 2, level: "standard"}, &ak, io.Discard); err != nil {
		t.Fatal(err)
	}
	if earth.String() != ak.String() || earth.Len() == 0 {
		t.Errorf("-game earth plays another game than animalkingdom:\n%s", tail(earth.String()))
	}
}

func TestGameEarthBaseIsWithoutTheAnimals(t *testing.T) {
	var base, off strings.Builder
	if err := run("earth-base", 2, 1, options{players: 2, level: "cadet"}, &base, io.Discard); err != nil {
		t.Fatal(err)
	}
	if err := run("earth", 2, 1, options{players: 2, level: "cadet", noAnimals: true}, &off, io.Discard); err != nil {
		t.Fatal(err)
	}
	if base.String() != off.String() || strings.Contains(base.String(), "Animal") {
		t.Errorf("-game earth-base is not earth -animals=false:\n%s", tail(base.String()))
	}
}

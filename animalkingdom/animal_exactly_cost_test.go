package animalkingdom

import (
	"strconv"
	"strings"
	"testing"
)

// TestMoveExactlyCostIsARequirement: the cost of a "move exactly"
// Animal's effect is part of each movement's requirement, so the
// Animeeple may be placed or moved only where that cost can be paid
// (here a growth taken from the card reached), and an Animal with no
// such card cannot be activated; a movement whose cost was paid is
// resolved.
func TestMoveExactlyCostIsARequirement(t *testing.T) {
	const pig = `"move exactly 1 over terrain with sunny and wet { gain 3 soil }"`
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	files["animals"] = []byte(strings.Replace(string(files["animals"]), pig, `"move exactly 1 { spend 1 growth from it: gain 3 soil }"`, 1))
	cs, err := LoadCards(files)
	if err != nil {
		t.Fatal(err)
	}
	position := func(growth int) State {
		sc, err := LoadScenario("scenario.yaml", []byte(`
players: 2
global: Platypus
seats:
  - animals: [Vietnamese Pot-Bellied Pig]
    tableau:
      - {card: Shrubland Terrain, row: 0, col: 0}
      - {card: Blackthorn, row: 0, col: 1}
      - {card: Marula, row: 1, col: 0, growth: `+strconv.Itoa(growth)+`}
  - animals: [Tarsier]
`))
		if err != nil {
			t.Fatal(err)
		}
		sc.Cards = cs
		s, err := sc.Build()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	s := play(t, position(0), "P1 leaf")
	refused(t, s, "P1 activate Vietnamese Pot-Bellied Pig")

	s = play(t, position(2), "P1 leaf", "P1 activate Vietnamese Pot-Bellied Pig")
	refused(t, s, "P1 animeeple @0,0")
	refused(t, s, "P1 animeeple @0,1")
	soil := s.d.get(0).Soil
	s = play(t, s, "P1 animeeple @1,0")
	if got := s.d.get(0).Soil - soil; got != 3 || s.d.get(0).pieces.on[2].Growth != 1 {
		t.Fatalf("gained %d soil, Marula holds %d growth; want 3 soil and 1 growth", got, s.d.get(0).pieces.on[2].Growth)
	}
}

// TestMoveExactlyPooledCostRunningOut: a "move exactly" Animal whose
// per-movement cost is paid from the player's own pieces, which run out
// after the first movement, ends with no effect: its movement cannot be
// completed, so the gain after it is not given.
func TestMoveExactlyPooledCostRunningOut(t *testing.T) {
	const pig = `"move exactly 1 over terrain with sunny and wet { gain 3 soil }"`
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	files["animals"] = []byte(strings.Replace(string(files["animals"]), pig, `"move exactly 2 { spend 1 soil }: gain 5 soil"`, 1))
	cs, err := LoadCards(files)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := LoadScenario("scenario.yaml", []byte(`
players: 2
global: Platypus
seats:
  - animals: [Vietnamese Pot-Bellied Pig]
    soil: 1
    tableau:
      - {card: Shrubland Terrain, row: 0, col: 0}
      - {card: Blackthorn, row: 0, col: 1}
      - {card: Marula, row: 1, col: 0}
  - animals: [Tarsier]
`))
	if err != nil {
		t.Fatal(err)
	}
	sc.Cards = cs
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	s = play(t, s, "P1 leaf", "P1 activate Vietnamese Pot-Bellied Pig", "P1 animeeple @0,0")
	if soil := s.d.get(0).Soil; soil != 0 {
		t.Fatalf("after the first movement: %d soil, want 0 (the gain after an unfinished movement given)", soil)
	}
	for _, m := range s.LegalMoves(P1) {
		if m.Kind == AnimeepleTo {
			t.Fatalf("%v offered: the movement cannot be paid for", m)
		}
	}
}

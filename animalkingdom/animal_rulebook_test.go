package animalkingdom

import (
	"fmt"
	"slices"
	"testing"
)

// The worked examples of the Animal Kingdom rulebook. The base Earth
// deck of this library does not print the examples' cards by name; each
// test plants cards of the same type and features in the example's
// places, and asserts the example's own numbers.

// highlandCow is the Highland Cow example's tableau: the Animeeple on
// the Chinese Peony's place at 0,0; Yellow Sprouts 0,1 (orthogonal),
// Mountain Aspen 1,0 (diagonal from it), Tiger Orchid 1,1 (orthogonal
// from it), Red-Caped Scaber Stalk 2,0. Every card holds 1 growth.
const highlandCow = `
players: 2
global: Platypus
seats:
  - animals: [Highland Cow]
    tableau:
      - {card: Japanese Maple, row: 0, col: 0, growth: 2, animeeples: [Highland Cow]}
      - {card: Blackthorn, row: 0, col: 1, growth: 2}
      - {card: Marula, row: 1, col: 0, growth: 2}
      - {card: White Oak, row: 1, col: 1, growth: 2}
      - {card: Heather, row: 2, col: 0, growth: 2}
  - animals: [Tarsier]
`

// TestRulebookHighlandCow: the Highland Cow moves up to 3 times; from
// each card it moves to the player may remove 1 Growth to compost up to
// 3 cards from the deck. It may not move back to the card it started on
// (nor any card it occupied) in this activation, and may in the next.
func TestRulebookHighlandCow(t *testing.T) {
	s := build(t, highlandCow)
	compost := len(s.d.get(0).Compost)
	s = play(t, s, "P1 leaf", "P1 activate Highland Cow")
	refused(t, s, "P1 animeeple @2,0") // not adjacent
	s = cowMoves(t, s, "P1 animeeple @0,1")
	refused(t, s, "P1 animeeple @0,0") // the card it started on
	s = cowMoves(t, s, "P1 animeeple @1,0")
	refused(t, s, "P1 animeeple @0,0")
	refused(t, s, "P1 animeeple @0,1") // occupied earlier in this activation
	s = cowMoves(t, s, "P1 animeeple @1,1")
	mustStand(t, s, 0, 0, "1,1")
	if got := len(s.d.get(0).Compost) - compost; got != 9 {
		t.Fatalf("composted %d cards, want 3 x 3", got)
	}
	for _, rc := range [][2]int{{0, 1}, {1, 0}, {1, 1}} {
		if _, g := piecesAt(s, 0, rc[0], rc[1]); g != 1 {
			t.Fatalf("card %v holds %d growth, want 1 (1 removed)", rc, g)
		}
	}
	if s.d.AK.Act.On {
		t.Fatalf("the activation goes on after 3 movements: %s", legalText(s, 0))
	}
	// Another Leaf, another activation: the cards occupied in the first
	// may be entered again, the Chinese Peony's place too.
	s = play(t, s, "P1 leaf", "P1 activate Highland Cow")
	s = cowMoves(t, s, "P1 animeeple @2,0")
	s = cowMoves(t, s, "P1 animeeple @1,0")
	s = cowMoves(t, s, "P1 animeeple @0,0")
	mustStand(t, s, 0, 0, "0,0")
	if got := len(s.d.get(0).Compost) - compost; got != 18 {
		t.Fatalf("composted %d cards after two activations, want 18", got)
	}
}

// cowMoves moves the Highland Cow, removes 1 growth from the card it
// reached and composts 3 cards from the deck.
func cowMoves(t *testing.T, s State, move string) State {
	t.Helper()
	return play(t, s, move, "P1 use", "P1 amount 3")
}

// placementTableau is a tableau of a Terrain with sunny at 0,0, a Flora
// without sunny at 0,1, a Flora with sunny at 1,0 and one without at
// 1,1, for the Animal named.
func placementTableau(animal string) string {
	return `
players: 2
global: Platypus
seats:
  - animals: [` + animal + `]
    hand: [Basil, Heather, Oleander]
    tableau:
      - {card: Prairie Terrain, row: 0, col: 0}
      - {card: Blackthorn, row: 0, col: 1}
      - {card: Marula, row: 1, col: 0}
      - {card: Roman Brown, row: 1, col: 1}
  - animals: [Jaguar]
`
}

// placesOffered fails unless the Animeeple may be placed on exactly the
// cards at.
func placesOffered(t *testing.T, s State, at ...string) {
	t.Helper()
	for _, rc := range []string{"0,0", "0,1", "1,0", "1,1"} {
		if want, got := slices.Contains(at, rc), hasMove(t, s, "P1 animeeple @"+rc); want != got {
			t.Fatalf("placing on %s: offered %v, want %v (legal: %s)", rc, got, want, legalText(s, 0))
		}
	}
}

// TestRulebookRedPandaPlacement: "When first activated, place the Red
// Panda on a Flora. It will remain there for the rest of the game."
func TestRulebookRedPandaPlacement(t *testing.T) {
	s := play(t, build(t, placementTableau("Red Panda")), "P1 leaf", "P1 activate Red Panda")
	placesOffered(t, s, "0,1", "1,0", "1,1")
	s = play(t, s, "P1 animeeple @0,1", "P1 growth @0,1", "P1 growth @0,1")
	mustStand(t, s, 0, 0, "0,1")
	if _, g := piecesAt(s, 0, 0, 1); g != 2 {
		t.Fatalf("the Red Panda's Flora holds %d growth, want 2", g)
	}
	s = play(t, s, "P1 leaf", "P1 activate Red Panda")
	for _, rc := range []string{"0,0", "1,0", "1,1"} {
		refused(t, s, "P1 animeeple @"+rc)
	}
	mustStand(t, s, 0, 0, "0,1")
}

// TestRulebookTarsierPlacement: the Tarsier has no placement condition
// and no movement requirement: its Animeeple may be placed on any card.
// The placement counts as 1 of its 2 movements.
func TestRulebookTarsierPlacement(t *testing.T) {
	s := play(t, build(t, placementTableau("Tarsier")), "P1 leaf", "P1 activate Tarsier")
	placesOffered(t, s, "0,0", "0,1", "1,0", "1,1")
	hand := len(s.d.get(0).Hand)
	s = play(t, s, "P1 animeeple @0,0")
	if got := len(s.d.get(0).Hand) - hand; got != 1 {
		t.Fatalf("drew %d cards on the card placed on, want 1", got)
	}
	s = play(t, s, "P1 animeeple @1,1")
	if s.d.AK.Act.On {
		t.Fatalf("a third movement after placement and one move: %s", legalText(s, 0))
	}
	mustStand(t, s, 0, 0, "1,1")
}

// TestRulebookOryxPlacement: the South African Oryx has no placement
// condition, and its movement is limited to cards with one feature
// (sunny): it may be placed only on a card with that feature.
func TestRulebookOryxPlacement(t *testing.T) {
	s := play(t, build(t, placementTableau("South African Oryx")), "P1 leaf", "P1 activate South African Oryx")
	placesOffered(t, s, "0,0", "1,0")
	soil := s.d.get(0).Soil
	s = play(t, s, "P1 animeeple @1,0", "P1 animeeple @0,0")
	if got := s.d.get(0).Soil - soil; got != 2 {
		t.Fatalf("gained %d soil over 2 sunny cards, want 2", got)
	}
}

// TestRulebookMountainGoat: the Mountain Goat moves up to 2 times from
// the Cinnamon Tree diagonally to the Virginia Strawberry and on
// diagonally to the Red Birch (all three with rocky), and stores 2
// Sprouts from the first and 3 from the second.
func TestRulebookMountainGoat(t *testing.T) {
	s := build(t, `
players: 2
global: Platypus
seats:
  - animals: [Mountain Goat]
    tableau:
      - {card: Japanese Maple, row: 0, col: 0, animeeples: [Mountain Goat]}
      - {card: Blackthorn, row: 0, col: 1}
      - {card: Cat Grass, row: 1, col: 1, sprouts: 2}
      - {card: Basil, row: 1, col: 2}
      - {card: Yellow Morel, row: 2, col: 2, sprouts: 3}
  - animals: [Jaguar]
`)
	s = play(t, s, "P1 leaf", "P1 activate Mountain Goat")
	refused(t, s, "P1 animeeple @0,1") // no rocky
	s = play(t, s, "P1 animeeple @1,1", "P1 store @1,1", "P1 store @1,1")
	refused(t, s, "P1 animeeple @0,0") // the card it started on
	s = play(t, s, "P1 animeeple @2,2", "P1 store @2,2", "P1 store @2,2", "P1 store @2,2")
	if got := s.d.get(0).Animal.Stored[0]; got.Sprouts != 5 {
		t.Fatalf("Mountain Goat stores %+v, want 5 sprouts", got)
	}
	for _, rc := range [][2]int{{1, 1}, {2, 2}} {
		if sp, _ := piecesAt(s, 0, rc[0], rc[1]); sp != 0 {
			t.Fatalf("card %v keeps %d sprouts, want 0", rc, sp)
		}
	}
}

// TestRulebookPolarBear: 2 Fauna objectives claimed earlier and 1 Leaf
// discarded now make 3 used Leaves: the Polar Bear moves up to 3 times
// over cards with cold, composting up to 2 cards from hand on each, up
// to 6 in all.
func TestRulebookPolarBear(t *testing.T) {
	s := build(t, `
players: 2
global: Platypus
seats:
  - animals: [Polar Bear]
    claimed: [1, 2]
    hand: [Basil, Heather, Oleander, Rosemary, Tall Fescue, Penny Bun, Marula]
    tableau:
      - {card: Japanese Maple, row: 0, col: 0, animeeples: [Polar Bear]}
      - {card: Blackthorn, row: 0, col: 1}
      - {card: Roman Brown, row: 0, col: 2}
      - {card: Yellow Morel, row: 0, col: 3}
      - {card: Fly Agaric, row: 1, col: 3}
  - animals: [Jaguar]
`)
	s = play(t, s, "P1 leaf", "P1 activate Polar Bear")
	if got := s.d.leavesUsed(0); got != 3 {
		t.Fatalf("%d Leaves used, want 3", got)
	}
	hand, compost := len(s.d.get(0).Hand), len(s.d.get(0).Compost)
	s = play(t, s, "P1 animeeple @0,1", "P1 compost Basil", "P1 compost Heather")
	s = play(t, s, "P1 animeeple @0,2", "P1 compost Oleander", "P1 compost Rosemary")
	refused(t, s, "P1 compost Tall Fescue") // up to 2 a card
	s = play(t, s, "P1 animeeple @1,3", "P1 compost Tall Fescue", "P1 compost Penny Bun")
	if s.d.AK.Act.On {
		t.Fatalf("a fourth movement with 3 used Leaves: %s", legalText(s, 0))
	}
	if h, c := hand-len(s.d.get(0).Hand), len(s.d.get(0).Compost)-compost; h != 6 || c != 6 {
		t.Fatalf("composted %d cards from hand (%d to the compost), want 6", h, c)
	}
	mustStand(t, s, 0, 0, "1,3")
}

// jaguar is the Jaguar example's tableau: three Flora with an animal in
// the name (the Panther Cap's place at 2,1 with a sprout, the Woolly
// Buckeye's at 0,1 and the Grey Reindeer Lichen's at 1,2, without), the
// Jaguar on a Flora without one at 0,0.
const jaguar = `
players: 2
global: Platypus
seats:
  - animals: [Jaguar]
    tableau:
      - {card: Japanese Maple, row: 0, col: 0, animeeples: [Jaguar]}
      - {card: Elephant Grass, row: 0, col: 1}
      - {card: Basil, row: 1, col: 1}
      - {card: Fly Agaric, row: 1, col: 2}
      - {card: Cat Grass, row: 2, col: 1, sprouts: 1}
  - animals: [Tarsier]
`

// TestRulebookJaguar: the Jaguar may move to any of the 3 Flora with an
// animal in the name, anywhere in the tableau; only the one with a
// Sprout (the Panther Cap) gives it a resource to store.
func TestRulebookJaguar(t *testing.T) {
	s := play(t, build(t, jaguar), "P1 leaf", "P1 activate Jaguar")
	for _, rc := range []string{"0,1", "1,2", "2,1"} {
		offered(t, s, "P1 animeeple @"+rc)
	}
	refused(t, s, "P1 animeeple @0,0") // the card it occupies
	refused(t, s, "P1 animeeple @1,1") // no animal in the name
	empty := play(t, s, "P1 animeeple @1,2")
	if got := empty.d.get(0).Animal.Stored[0]; got != (Store{}) {
		t.Fatalf("moving to a Flora without sprouts stores %+v, want nothing", got)
	}
	s = play(t, s, "P1 animeeple @2,1")
	if got := s.d.get(0).Animal.Stored[0]; got != (Store{Soil: 1}) {
		t.Fatalf("the Jaguar stores %+v, want 1 soil", got)
	}
	mustStand(t, s, 0, 0, "2,1")
}

// TestRulebookPotBelliedPig: the Vietnamese Pot-Bellied Pig moves
// exactly 1 over a Terrain with sunny and wet. 1. Placed first on
// Forest Edge, such a Terrain, it gains 3 Soil. 2. Next to it only the
// Persian Shield and the Angel's Trumpets, neither such a Terrain: the
// ability cannot be used. 3. With Scrubland added next to it, it moves
// exactly once there and gains 3 Soil. Each on a later turn of P1's;
// Forest Edge's place is 0,0, the Persian Shield's 0,1, the Angel's
// Trumpets' 1,0, Scrubland's 1,1.
func TestRulebookPotBelliedPig(t *testing.T) {
	pig := `
players: 2
global: Platypus
seats:
  - animals: [Vietnamese Pot-Bellied Pig]
    hand: [Pasture Terrain]
    soil: 4
    tableau:
      - {card: Shrubland Terrain, row: 0, col: 0}
      - {card: Blackthorn, row: 0, col: 1}
      - {card: Marula, row: 1, col: 0}
  - animals: [Tarsier]
`
	s := play(t, build(t, pig), "P1 leaf", "P1 activate Vietnamese Pot-Bellied Pig")
	soil := s.d.get(0).Soil
	s = play(t, s, "P1 animeeple @0,0")
	if got := s.d.get(0).Soil - soil; got != 3 {
		t.Fatalf("turn 1: gained %d soil on placement, want 3", got)
	}
	s = nextRound(t, s)
	soil = s.d.get(0).Soil
	s = play(t, s, "P1 leaf")
	refused(t, s, "P1 activate Vietnamese Pot-Bellied Pig")
	if s.d.AK.Act.On || s.d.get(0).Soil != soil {
		t.Fatalf("turn 2: the ability is used without a movement: soil %d, want %d", s.d.get(0).Soil, soil)
	}
	mustStand(t, s, 0, 0, "0,0")
	s = nextRound(t, s)
	s = play(t, s, "P1 action plant", "P1 plant Pasture Terrain @1,1") // Scrubland's place
	soil = s.d.get(0).Soil
	s = play(t, s, "P1 leaf", "P1 activate Vietnamese Pot-Bellied Pig")
	refused(t, s, "P1 stop") // exactly 1: no partial movement
	refused(t, s, "P1 animeeple @0,1")
	s = play(t, s, "P1 animeeple @1,1")
	if got := s.d.get(0).Soil - soil; got != 3 || s.d.AK.Act.On {
		t.Fatalf("turn 3: gained %d soil (activation on: %v), want 3 and done", got, s.d.AK.Act.On)
	}
	mustStand(t, s, 0, 0, "1,1")
}

// gazelle is a 2-player position whose Global Ability is the Thomson's
// Gazelle's, P1 with n Flora with sunny and wet.
func gazelle(n int) string {
	flora := []string{"West India Lantana", "Ram's Head", "American Sycamore", "Stiptic Fungus"}
	tab := "      - {card: Blackthorn, row: 0, col: 0}\n"
	for i := range n {
		tab += fmt.Sprintf("      - {card: %s, row: %d, col: %d}\n", flora[i], i/3, (i+1)%4)
	}
	return `
players: 2
active: 2
global: Thomson's Gazelle
seats:
  - animals: [Jaguar]
    tableau:
` + tab + `  - animals: [Tarsier]
`
}

// TestRulebookThomsonsGazelleGlobal: the Global Ability gains resources
// by the Flora with both features: 1 Flora gives +2, 2-3 give +3, 4 or
// more give +4; with none it gives nothing and is not offered.
func TestRulebookThomsonsGazelleGlobal(t *testing.T) {
	refused(t, toGlobal(t, build(t, gazelle(0))), "P1 global 1")
	for n, want := range map[int]int{1: 2, 2: 3, 3: 3, 4: 4} {
		s := toGlobal(t, build(t, gazelle(n)))
		soil := s.d.get(0).Soil
		s = play(t, s, "P1 global 1")
		if got := s.d.get(0).Soil - soil; got != want {
			t.Errorf("%d Flora with sunny and wet: gained %d soil, want %d", n, got, want)
		}
	}
}

// nextRound plays P1's and P2's turns and skips the Global Ability:
// P1's next turn.
func nextRound(t *testing.T, s State) State {
	t.Helper()
	s = turnOver(t, turnOver(t, s))
	s = play(t, s, "P1 skip", "P2 skip")
	if s.d.Active != 0 || s.d.Stage != stAction {
		t.Fatalf("not P1's turn: stage %d, active %v", s.d.Stage, s.d.Active)
	}
	return s
}

// TestRulebookPlatypusGlobal: the Platypus's Global Ability offers one
// of three options: pay 1 for 1, 3 for 2 or 5 for 3; each player makes
// their own choice, among those they can pay.
func TestRulebookPlatypusGlobal(t *testing.T) {
	s := toGlobal(t, build(t, `
players: 2
active: 2
global: Platypus
seats:
  - animals: [Jaguar]
    soil: 5
    tableau:
      - {card: Japanese Maple, row: 0, col: 0}
      - {card: White Oak, row: 0, col: 1}
  - animals: [Tarsier]
    soil: 3
    tableau:
      - {card: African Baobab, row: 0, col: 0}
`))
	for _, o := range []string{"P1 global 1", "P1 global 2", "P1 global 3", "P1 skip"} {
		offered(t, s, o)
	}
	soil, growth := s.d.get(0).Soil, tableauGrowth(s, 0)
	s = play(t, s, "P1 global 3", "P1 growth @0,1", "P1 growth @0,1", "P1 growth @0,1")
	if ds, dg := soil-s.d.get(0).Soil, tableauGrowth(s, 0)-growth; ds != 5 || dg != 3 {
		t.Fatalf("option C: paid %d soil for %d growth, want 5 for 3", ds, dg)
	}
	soil, growth = s.d.get(1).Soil, tableauGrowth(s, 1)
	for o, cost := range []int{1, 3, 5} {
		if got := hasMove(t, s, fmt.Sprintf("P2 global %d", o+1)); got != (soil >= cost) {
			t.Fatalf("P2 with %d soil: option %d offered %v", soil, o+1, got)
		}
	}
	s = play(t, s, "P2 global 1", "P2 growth @0,0")
	if ds, dg := soil-s.d.get(1).Soil, tableauGrowth(s, 1)-growth; ds != 1 || dg != 1 {
		t.Fatalf("option A: paid %d soil for %d growth, want 1 for 1", ds, dg)
	}
	if s.d.Stage != stAction || s.d.Active != 0 {
		t.Fatalf("after the Global Ability: stage %d, active %v; want P1's turn", s.d.Stage, s.d.Active)
	}
}

// TestRulebookSaltwaterCrocodileGlobal: the Saltwater Crocodile's
// Global Ability offers options, each with a cost, activating one, two
// or three different Animal abilities.
func TestRulebookSaltwaterCrocodileGlobal(t *testing.T) {
	s := toGlobal(t, build(t, `
players: 2
active: 2
global: Saltwater Crocodile
seats:
  - animals: [South African Oryx]
    soil: 5
    tableau:
      - {card: Marula, row: 0, col: 0}
      - {card: Heather, row: 0, col: 1}
  - animals: [Tarsier]
    tableau:
      - {card: African Baobab, row: 0, col: 0}
`))
	refused(t, s, "P1 global 3") // 6 soil
	soil, hand := s.d.get(0).Soil, len(s.d.get(0).Hand)
	s = play(t, s, "P1 global 2", "P1 activate South African Oryx", "P1 animeeple @0,0", "P1 animeeple @0,1")
	refused(t, s, "P1 activate South African Oryx") // two different Animals
	s = play(t, s, "P1 activate Tarsier", "P1 animeeple @0,1", "P1 animeeple @0,0")
	if got, want := s.d.get(0).Soil, soil-4+2; got != want {
		t.Fatalf("soil %d after paying 4 and the Oryx's 2, want %d", got, want)
	}
	if got := len(s.d.get(0).Hand) - hand; got != 2 {
		t.Fatalf("the Tarsier drew %d cards, want 2", got)
	}
	if s.d.AK.Act.On || s.ToMove()[0] != 1 {
		t.Fatalf("after two Animals the activation goes on: %s", legalText(s, s.ToMove()[0]))
	}
	mustStand(t, s, 1, 0) // P2's Tarsier never entered P2's tableau
}

// TestRulebookAsianElephantGlobal: the Asian Elephant's Global Ability
// moves one resource from a Flora with 4 or more of it to the card,
// worth 3 VP each at the end of the game.
func TestRulebookAsianElephantGlobal(t *testing.T) {
	s := toGlobal(t, build(t, `
players: 2
active: 2
global: Asian Elephant
seats:
  - animals: [Jaguar]
    tableau:
      - {card: White Oak, row: 0, col: 0, growth: 4}
      - {card: Japanese Maple, row: 0, col: 1, growth: 3}
  - animals: [Tarsier]
    tableau:
      - {card: Marula, row: 0, col: 0, growth: 3}
`))
	if _, g := piecesAt(s, 0, 0, 0); g < 4 {
		t.Fatalf("the White Oak holds %d growth at the Global Ability, want 4+", g)
	}
	before := animalsRow(t, s, 0)
	_, oakG := piecesAt(s, 0, 0, 0)
	_, mapleG := piecesAt(s, 0, 0, 1)
	s = play(t, s, "P1 global 1")
	if _, g := piecesAt(s, 0, 0, 0); g != oakG-1 {
		t.Fatalf("the White Oak holds %d growth, want %d", g, oakG-1)
	}
	if _, g := piecesAt(s, 0, 0, 1); g != mapleG {
		t.Fatalf("the Japanese Maple holds %d growth, want %d", g, mapleG)
	}
	if got := s.d.get(0).Animal.GlobalStored; got != (Store{Growth: 1}) {
		t.Fatalf("P1 stores %+v on the Global Ability, want 1 growth", got)
	}
	if got := animalsRow(t, s, 0) - before; got != 3 {
		t.Fatalf("the stored growth scores %d VP, want 3", got)
	}
	refused(t, s, "P2 global 1") // no Flora with 4+ growth: nothing to store
}

// TestRulebookGoldenEagle: the Golden Eagle (Animal side) moves to a
// Flora with full growth and moves its Canopy to the card's storage
// area, 5 VP each at the end of the game.
func TestRulebookGoldenEagle(t *testing.T) {
	s := build(t, `
players: 2
global: Platypus
seats:
  - animals: [Golden Eagle]
    tableau:
      - {card: White Oak, row: 0, col: 0, growth: 2}
      - {card: Japanese Maple, row: 0, col: 1, growth: 3}
  - animals: [Tarsier]
`)
	before := animalsRow(t, s, 0)
	s = play(t, s, "P1 leaf", "P1 activate Golden Eagle")
	refused(t, s, "P1 animeeple @0,0") // not full
	s = play(t, s, "P1 animeeple @0,1")
	if _, g := piecesAt(s, 0, 0, 1); g != 2 {
		t.Fatalf("the Japanese Maple holds %d growth, want 2 (its Canopy taken)", g)
	}
	if got := s.d.get(0).Animal.Stored[0]; got != (Store{Growth: 1}) {
		t.Fatalf("the Golden Eagle stores %+v, want 1 Canopy", got)
	}
	if got := animalsRow(t, s, 0) - before; got != 5 {
		t.Fatalf("the stored Canopy scores %d VP, want 5", got)
	}
}

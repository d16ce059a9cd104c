package animalkingdom

import (
	"fmt"
	"testing"
)

// coldTableau is P1's: two cards with cold (Japanese Maple, Blackthorn)
// beside a card without (Marula), the Japanese Maple with the extra
// fields maple (", animeeples: [Polar Bear]").
func coldTableau(maple string) string {
	return `    tableau:
      - {card: Japanese Maple, row: 0, col: 0` + maple + `}
      - {card: Blackthorn, row: 0, col: 1}
      - {card: Marula, row: 0, col: 2}
`
}

// crocodile is a 2-player position at the last player's turn, the
// Global Ability the Saltwater Crocodile's: P1 keeps the Polar Bear,
// with 6 soil, 3 hand cards, the seat lines leaves (its used Leaves) and
// tableau; P2 keeps the Jaguar (it has a storage area, so none may
// borrow it).
func crocodile(leaves, tableau string) string {
	return `
players: 2
active: 2
global: Saltwater Crocodile
seats:
  - animals: [Polar Bear]
    soil: 6
    hand: [Basil, Heather, Oleander]
` + leaves + tableau + `  - animals: [Jaguar]
`
}

// TestPerLeafMovementWithNoLeafUsed: the Polar Bear moves "up to 1 /
// used-leaf"; with no Leaf used its owner may make no movement, and its
// first placement is one: activated through the Saltwater Crocodile's
// Global Ability it can be neither placed nor moved, and an option
// activating Animals is not offered when no Animal could be activated.
// With one Leaf used it is placed on a card with cold and takes effect.
func TestPerLeafMovementWithNoLeafUsed(t *testing.T) {
	s := toGlobal(t, build(t, crocodile("", coldTableau(""))))
	for _, o := range []string{"P1 global 1", "P1 global 2", "P1 global 3"} {
		refused(t, s, o)
	}

	s = toGlobal(t, build(t, crocodile("", coldTableau(", animeeples: [Polar Bear]"))))
	refused(t, s, "P1 global 1") // standing, it may not move either

	s = toGlobal(t, build(t, crocodile("    discarded: 1\n", coldTableau(""))))
	hand := len(s.d.get(0).Hand)
	s = play(t, s, "P1 global 1", "P1 activate Polar Bear")
	refused(t, s, "P1 animeeple @0,2") // Marula: no cold
	s = play(t, s, "P1 animeeple @0,1", "P1 compost Basil", "P1 compost Heather")
	if got := hand - len(s.d.get(0).Hand); got != 2 {
		t.Fatalf("the Polar Bear composted %d cards from hand on its placement, want 2", got)
	}
	if s.d.AK.Act.On {
		t.Fatalf("a second movement with 1 used Leaf: %s", legalText(s, 0))
	}
	mustStand(t, s, 0, 0, "0,1")
}

// stopTableau is P1's for the first placements: a Terrain with sunny and
// wet (Shrubland Terrain), a Flora with an animal in its name and wet
// (Fly Agaric), a Flora with wet (Blackthorn), in a row; P1 has a Leaf
// on the Fauna board, 2 used once another is discarded.
const stopTableau = `
players: 2
global: Platypus
seats:
  - animals: [%s]
    claimed: [1]
    tableau:
      - {card: Shrubland Terrain, row: 0, col: 0%s}
      - {card: Fly Agaric, row: 0, col: 1}
      - {card: Blackthorn, row: 0, col: 2}
  - animals: [Tarsier]
`

// TestNoStopBeforeTheFirstMovement: after "activate", a stop before the
// Animal's first placement or movement would end it with no effect, so
// none is offered, whatever its movement: up to X (Highland Cow),
// exactly X (Vietnamese Pot-Bellied Pig, Red Fox), per used Leaf (Polar
// Bear), move to (Jaguar), none (Red Panda, and the Capybara's several
// Animeeples); placed or moved, they may go on. Standing in the tableau
// already, an Animal that moves may not stop before its first move
// either.
func TestNoStopBeforeTheFirstMovement(t *testing.T) {
	for _, name := range []string{"Highland Cow", "Vietnamese Pot-Bellied Pig", "Red Fox", "Polar Bear", "Jaguar", "Red Panda", "Capybara"} {
		t.Run(name, func(t *testing.T) {
			s := play(t, build(t, fmt.Sprintf(stopTableau, name, "")), "P1 leaf", "P1 activate "+name)
			refused(t, s, "P1 stop")
			if !anyAnimeeple(s) {
				t.Fatalf("no placement offered: %s", legalText(s, 0))
			}
		})
	}
	for _, name := range []string{"Highland Cow", "Red Fox", "Polar Bear", "Jaguar"} {
		t.Run(name+" standing", func(t *testing.T) {
			s := build(t, fmt.Sprintf(stopTableau, name, ", animeeples: ["+name+"]"))
			s = play(t, s, "P1 leaf", "P1 activate "+name)
			refused(t, s, "P1 stop")
			offered(t, s, "P1 animeeple @0,1")
		})
	}
}

// anyAnimeeple reports whether an Animeeple move is legal for P1.
func anyAnimeeple(s State) bool {
	for _, m := range s.LegalMoves(0) {
		if m.Kind == AnimeepleTo {
			return true
		}
	}
	return false
}

// TestStopOnlyWhereItTakesEffect: once placed (its first movement) a
// "move up to X" may stop, and a per-Leaf one too while it has Leaves
// left to move by; a "move exactly X" may not stop short; the Capybara
// may stop placing once one of its Animeeples stands, its ability then
// counting it.
func TestStopOnlyWhereItTakesEffect(t *testing.T) {
	at := func(name string) State {
		return play(t, build(t, fmt.Sprintf(stopTableau, name, "")), "P1 leaf", "P1 activate "+name, "P1 animeeple @0,0")
	}
	s := at("Highland Cow")
	s = play(t, s, "P1 stop")
	if s.d.AK.Act.On {
		t.Fatalf("the Highland Cow's stop did not end the activation: %s", legalText(s, 0))
	}
	mustStand(t, s, 0, 0, "0,0")

	s = at("Polar Bear") // 2 used Leaves: up to 2 movements
	offered(t, s, "P1 stop")
	s = play(t, s, "P1 animeeple @0,1")
	if s.d.AK.Act.On {
		t.Fatalf("a third movement with 2 used Leaves: %s", legalText(s, 0))
	}

	s = at("Red Fox")
	refused(t, s, "P1 stop")
	soil := s.d.get(0).Soil
	s = play(t, s, "P1 animeeple @0,1")
	if got := s.d.get(0).Soil - soil; got != 2 || s.d.AK.Act.On {
		t.Fatalf("the Red Fox's second movement gave %d soil (activation on: %v), want 2 and done", got, s.d.AK.Act.On)
	}

	s = at("Capybara")
	s = play(t, s, "P1 stop")
	sprouts, _ := piecesAt(s, 0, 0, 1)
	s = placeAll(t, s)
	if got, _ := piecesAt(s, 0, 0, 1); got != sprouts+1 {
		t.Fatalf("the Capybara with 1 Animeeple placed %d sprouts, want 1", got-sprouts)
	}
	mustStand(t, s, 0, 0, "0,0")
}

// globalCase is a Global Ability and two positions (both seats, in
// YAML): one where its first option could change nothing for P1, one
// where it changes something.
type globalCase struct {
	global     string
	none, some string
}

// seats is a 2-player position's seats: P1 keeping Animal a1, with the
// seat lines p1 (leaves, soil, hand, tableau), P2 keeping a2.
func seats(a1, p1, a2 string) string {
	return "  - animals: [" + a1 + "]\n" + p1 + "  - animals: [" + a2 + "]\n"
}

// tab is a seat's tableau of one card at 0,0 ("White Oak, growth: 3"),
// and the cards more.
func tab(card string, more ...string) string {
	out := "    tableau:\n      - {card: " + card + ", row: 0, col: 0}\n"
	for i, c := range more {
		out += fmt.Sprintf("      - {card: %s, row: 0, col: %d}\n", c, i+1)
	}
	return out
}

// globalCases are the Global Abilities whose option can find nothing to
// act on: a count of cards that may be 0, a gain of sprouts or growth
// that may find no room, pieces to store that may be missing, a hand to
// compost that may be empty, an ability to copy or an Animal to activate
// that may be missing (the Polar Bear with no Leaf used, or only another
// player's Jaguar, which has a storage area, to borrow).
var globalCases = []globalCase{
	{"Thomson's Gazelle", seats("Jaguar", tab("Blackthorn"), "Tarsier"), seats("Jaguar", tab("West India Lantana"), "Tarsier")},
	{"Asian Elephant", seats("Jaguar", tab("White Oak, growth: 3"), "Tarsier"), seats("Jaguar", tab("White Oak, growth: 4"), "Tarsier")},
	{"Jaguar", seats("Tarsier", tab("Blackthorn"), "Red Panda"), seats("Tarsier", tab("Fly Agaric"), "Red Panda")},
	{"Vietnamese Pot-Bellied Pig", seats("Tarsier", tab("Blackthorn"), "Jaguar"), seats("Tarsier", tab("Shrubland Terrain"), "Jaguar")},
	{"Capybara", seats("Tarsier", tab("Marula"), "Jaguar"), seats("Tarsier", tab("Blackthorn"), "Jaguar")},
	{"Reindeer", seats("Tarsier", tab("Marula"), "Jaguar"), seats("Tarsier", tab("Blackthorn"), "Jaguar")},
	{"South African Oryx", seats("Tarsier", tab("Blackthorn"), "Jaguar"), seats("Tarsier", tab("Marula"), "Jaguar")},
	{"Monarch Butterfly", seats("Tarsier", tab("Blackthorn"), "Jaguar"), seats("Tarsier", tab("Marula"), "Jaguar")},
	{"Eurasian Beaver", seats("Tarsier", tab("White Oak"), "Jaguar"), seats("Tarsier", tab("White Oak, growth: 1"), "Jaguar")},
	{"Red Panda", seats("Tarsier", tab("Shrubland Terrain"), "Jaguar"), seats("Tarsier", tab("Marula"), "Jaguar")},
	{"Eurasian Hoopoe", seats("Tarsier", tab("Shrubland Terrain"), "Jaguar"), seats("Tarsier", tab("Marula"), "Jaguar")},
	{"Canada Jay", seats("Tarsier", tab("Marula"), "Jaguar"), seats("Tarsier", "    discarded: 1\n"+tab("Marula"), "Jaguar")},
	{"Polar Bear", seats("Tarsier", tab("Marula"), "Jaguar"), seats("Tarsier", "    hand: [Basil]\n"+tab("Marula"), "Jaguar")},
	{"European Honey Bee", seats("Tarsier", tab("Marula, sprouts: 2"), "Jaguar"), seats("Tarsier", tab("Marula, sprouts: 2", "White Oak"), "Jaguar")},
	{"Saltwater Crocodile", seats("Polar Bear", "    soil: 2\n"+tab("Blackthorn"), "Jaguar"), seats("Polar Bear", "    soil: 2\n    discarded: 1\n"+tab("Blackthorn"), "Jaguar")},
	{"Komodo Dragon", seats("Polar Bear", "    soil: 3\n"+tab("Blackthorn"), "Jaguar"), seats("Polar Bear", "    soil: 3\n    discarded: 1\n"+tab("Blackthorn"), "Jaguar")},
	{"Ball Python", seats("Polar Bear", "    compost: [Basil, Heather]\n"+tab("Blackthorn"), "Jaguar"), seats("Polar Bear", "    compost: [Basil, Heather]\n    discarded: 1\n"+tab("Blackthorn"), "Jaguar")},
	{"Red Fox", seats("Tarsier", "    soil: 4\n"+tab("Blackthorn"), "Jaguar"), seats("Tarsier", "    soil: 4\n"+tab("Blackthorn"), "Highland Cow")},
}

// TestGlobalOptionOnlyWhenItTakesEffect: a Global option P1 can pay but
// whose gain could change nothing is not offered (so no event says it
// resolved); in a position where it acts on something it is.
func TestGlobalOptionOnlyWhenItTakesEffect(t *testing.T) {
	for _, c := range globalCases {
		t.Run(c.global, func(t *testing.T) {
			pos := func(seats string) State {
				return quietGlobal(t, build(t, "\nplayers: 2\nactive: 2\nglobal: "+c.global+"\nseats:\n"+seats))
			}
			s := pos(c.none)
			refused(t, s, "P1 global 1")
			if _, _, err := s.ApplyEvents(GlobalOptionMove(0, 0)); err == nil {
				t.Fatal("the option that changes nothing was applied")
			}
			offered(t, pos(c.some), "P1 global 1")
		})
	}
}

// quietGlobal plays P2's turn from s (P2 active, action grow) to the
// Global Ability, P1 taking the minor benefit's growth and placing none,
// so that P1's seat is as s gives it.
func quietGlobal(t *testing.T, s State) State {
	t.Helper()
	s = play(t, s, "P2 action grow", "P1 minor growth")
	for i := 0; s.d.Stage != stGlobal; i++ {
		if i > 50 || s.Over() {
			t.Fatalf("no Global Ability after P2's turn (stage %d)", s.d.Stage)
		}
		s = declineOne(t, s)
	}
	return s
}

// TestActivatingAnimalOnlyWithAnAnimalToActivate: the Komodo Dragon
// activates another player's Animal; when none may be borrowed (P2's
// Jaguar has a storage area) the Komodo Dragon is not offered after a
// Leaf, nor through the Saltwater Crocodile's Global Ability; with P2's
// Tarsier to borrow it is.
func TestActivatingAnimalOnlyWithAnAnimalToActivate(t *testing.T) {
	komodo := func(other string) string {
		return "\nplayers: 2\nactive: 2\nglobal: Saltwater Crocodile\nseats:\n" +
			seats("Komodo Dragon", "    soil: 2\n"+tab("Blackthorn"), other)
	}
	s := quietGlobal(t, build(t, komodo("Jaguar")))
	refused(t, s, "P1 global 1")
	s = play(t, s, "P1 leaf")
	if s.d.AK.Act.On {
		t.Fatalf("the Komodo Dragon with nothing to activate is offered: %s", legalText(s, 0))
	}

	s = quietGlobal(t, build(t, komodo("Tarsier")))
	s = play(t, s, "P1 global 1", "P1 activate Komodo Dragon", "P1 animeeple @0,0", "P1 activate Tarsier")
	hand := len(s.d.get(0).Hand)
	s = play(t, s, "P1 animeeple @0,0")
	if got := len(s.d.get(0).Hand) - hand; got != 1 {
		t.Fatalf("the borrowed Tarsier drew %d cards, want 1", got)
	}
}

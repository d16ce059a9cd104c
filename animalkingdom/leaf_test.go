package animalkingdom

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// lastLeafEvent is a 2-player position in which P1, with one Leaf left
// (4 discarded), plays the Mudpot Event from hand: it is P1's fourth
// event (the Green Tree Ant, slot 2) and its soil the twentieth (the
// European Mole, slot 1), two objectives met in one move.
const lastLeafEvent = `
players: 2
fauna: [European Mole, Green Tree Ant, Bald Eagle, Emerald Tree Boa]
global: Platypus
seats:
  - animals: [Jaguar]
    discarded: 4
    soil: 19
    hand: [Mudpot Event]
    events: [Fog Event, Rainbow Event, Steam Vents Event]
    tableau:
      - {card: Cat Grass, row: 0, col: 0}
  - animals: [Tarsier]
    tableau:
      - {card: Spearmint, row: 0, col: 0}
`

// leaves lists who holds each Fauna slot, placed and to be placed.
func leaves(s State) string {
	var out []string
	for _, f := range s.FaunaBoard() {
		out = append(out, fmt.Sprintf("%s %v %v", f.Fauna.Name, f.Leaves, f.Claiming))
	}
	return strings.Join(out, "; ")
}

// TestLastLeafIsTheChoiceOfItsPlayer: a move that meets two objectives
// when its player has one Leaf left asks which one the Leaf claims
// ("P1 claim 1" or "P1 claim 2"), instead of giving it to the first in
// board order; the other is not claimed.
func TestLastLeafIsTheChoiceOfItsPlayer(t *testing.T) {
	s := play(t, build(t, lastLeafEvent), "P1 event Mudpot Event")
	if got, want := legalText(s, 0), "P1 claim 1; P1 claim 2"; got != want {
		t.Fatalf("one Leaf left for two objectives: legal %q, want %q (board: %s)", got, want, leaves(s))
	}
	if who := s.ToMove(); !slices.Equal(who, []Player{0}) {
		t.Fatalf("ToMove() = %v, want P1's choice", who)
	}
	if got := s.LeavesLeft(0); got != 1 {
		t.Fatalf("%d Leaves left while choosing, want 1", got)
	}
	s = play(t, s, "P1 claim 2")
	board := s.FaunaBoard()
	if len(board[0].Leaves)+len(board[0].Claiming) != 0 || !slices.Equal(board[1].Claiming, []Player{0}) {
		t.Fatalf("after claiming the Green Tree Ant: %s; want the Leaf there and none on the European Mole", leaves(s))
	}
	if s.LeavesLeft(0) != 0 {
		t.Fatalf("%d Leaves left, want none", s.LeavesLeft(0))
	}
	if who, _, ok := s.Activating(); !ok || who != 0 {
		t.Errorf("the Leaf placed does not activate P1's Animals")
	}
}

// TestLastLeafChoiceOtherwise: the same move claims both objectives with
// two Leaves left, and the first choice is the European Mole's when P1
// takes it.
func TestLastLeafChoiceOtherwise(t *testing.T) {
	two := strings.Replace(lastLeafEvent, "discarded: 4", "discarded: 3", 1)
	s := play(t, build(t, two), "P1 event Mudpot Event")
	board := s.FaunaBoard()
	if !slices.Equal(board[0].Claiming, []Player{0}) || !slices.Equal(board[1].Claiming, []Player{0}) {
		t.Fatalf("two Leaves left: %s; want both objectives claimed", leaves(s))
	}
	s = play(t, build(t, lastLeafEvent), "P1 event Mudpot Event", "P1 claim 1")
	board = s.FaunaBoard()
	if !slices.Equal(board[0].Claiming, []Player{0}) || len(board[1].Claiming) != 0 {
		t.Fatalf("after claiming the European Mole: %s", leaves(s))
	}
}

// lastLeafBonus is P1, with one Leaf left, about to plant their 16th card
// at 3,3: it completes both diagonals (the Emerald Tree Boa, slot 4) and
// the tableau (the completion bonus) in one move.
func lastLeafBonus(t *testing.T) string {
	names := []string{"Cat Grass", "Stiptic Fungus", "Penny Bun", "Roman Brown", "Fly Agaric", "Heather", "Oleander",
		"Japanese Andromeda", "Milk-Cap", "Basil", "West India Lantana", "Rosemary", "Ram's Head", "Tall Fescue", "Blackthorn"}
	var tab strings.Builder
	for i, n := range names {
		fmt.Fprintf(&tab, "      - {card: %s, row: %d, col: %d}\n", n, i/4, i%4)
	}
	return `
players: 2
fauna: [European Mole, Green Tree Ant, Bald Eagle, Emerald Tree Boa]
global: Platypus
seats:
  - animals: [Jaguar]
    discarded: 4
    soil: 5
    hand: [Spearmint]
    tableau:
` + tab.String() + `  - animals: [Tarsier]
    tableau:
      - {card: Brown-Rot Fungus, row: 0, col: 0}
`
}

// TestLastLeafBonusOrObjective: with one Leaf left, a planting that
// completes the tableau and meets an objective asks which the Leaf
// claims, the objective or the completion bonus; the game ends at the
// end of the round either way.
func TestLastLeafBonusOrObjective(t *testing.T) {
	for _, pick := range []string{"P1 claim 4", "P1 claim bonus"} {
		s := play(t, build(t, lastLeafBonus(t)), "P1 action plant", "P1 plant Spearmint @3,3")
		if got, want := legalText(s, 0), "P1 claim 4; P1 claim bonus"; got != want {
			t.Fatalf("legal %q, want %q (board: %s)", got, want, leaves(s))
		}
		s = play(t, s, pick)
		bonus, boa := s.d.get(0).Bonus, len(s.FaunaBoard()[3].Claiming) == 1
		if bonus != (pick == "P1 claim bonus") || boa == bonus {
			t.Errorf("%s: completion bonus %v, Emerald Tree Boa claimed %v", pick, bonus, boa)
		}
		if s.LeavesLeft(0) != 0 || !s.d.Last {
			t.Errorf("%s: %d Leaves left, last round %v", pick, s.LeavesLeft(0), s.d.Last)
		}
		if err := s.Validate(); err != nil {
			t.Errorf("%s: %v", pick, err)
		}
	}
}

// TestLastLeafChoiceIsSavedAndShown: the pending choice is a position
// like any other: Validate accepts it, its JSON reads back equal, each
// player's View shows it (with P1's moves to P1 only), and the notation
// reads back.
func TestLastLeafChoiceIsSavedAndShown(t *testing.T) {
	s := play(t, build(t, lastLeafEvent), "P1 event Mudpot Event")
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"last_leaf":{"who":"P1","fauna":[1,2]}`) {
		t.Errorf("the JSON does not hold the choice: %s", data)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if legalText(back, 0) != legalText(s, 0) {
		t.Errorf("read back: legal %q, want %q", legalText(back, 0), legalText(s, 0))
	}
	for _, p := range s.Players() {
		v := s.View(p)
		if err := v.Validate(); err != nil {
			t.Fatalf("%v's view: %v", p, err)
		}
		if !slices.Equal(v.ToMove(), []Player{0}) {
			t.Errorf("%v's view: ToMove %v, want P1", p, v.ToMove())
		}
		if n := len(v.AppendLegalMoves(nil)); n != map[Player]int{0: 2, 1: 0}[p] {
			t.Errorf("%v's view lists %d moves", p, n)
		}
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		var w View
		if err := json.Unmarshal(data, &w); err != nil {
			t.Errorf("%v's view read back: %v", p, err)
		}
	}
	for _, m := range []Move{ClaimObjectiveMove(0, 0), ClaimObjectiveMove(1, 3), ClaimObjectiveMove(0, BonusSlot)} {
		back, err := ParseMove(s, m.String())
		if err != nil || back != m {
			t.Errorf("%q reads back as %v, %v", m.String(), back, err)
		}
	}
	for _, bad := range []string{"P1 claim 0", "P1 claim 5", "P1 claim", "P1 claim bonus 1", "P1 claim 12"} {
		if _, err := ParseMove(s, bad); err == nil {
			t.Errorf("%q is read", bad)
		}
	}
}

// TestLastLeafChoiceRefusedWhenImpossible: Validate and JSON refuse a
// pending choice with nothing to choose (Leaves enough for all, or a
// single objective), one naming an objective not met or a slot beyond
// the board, and one naming the bonus of nobody.
func TestLastLeafChoiceRefusedWhenImpossible(t *testing.T) {
	s := play(t, build(t, lastLeafEvent), "P1 event Mudpot Event")
	for name, edit := range map[string]func(*game){
		"enough Leaves":      func(g *game) { g.seat(0).Animal.Discarded = 3 },
		"an objective unmet": func(g *game) { g.LastLeaf.Met = 1<<0 | 1<<2 },
		"no bonus due":       func(g *game) { g.LastLeaf.Met |= 1 << BonusSlot },
		"a slot beyond":      func(g *game) { g.LastLeaf.Met |= 1 << 6 },
		"nobody":             func(g *game) { g.LastLeaf.Who = 4 },
		"nothing to claim":   func(g *game) { g.LastLeaf = lastLeaf{Who: 1} },
	} {
		c := s
		edit(&game{data: &c.d})
		if err := c.Validate(); err == nil {
			t.Errorf("%s: Validate accepts the choice", name)
		}
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, met := range []string{`"bonus":true`, `"fauna":[3]`, `"fauna":[1]`, `"fauna":[1,2,3,4,9],"bonus":true`, `"fauna":[]`} {
		var back State
		if err := json.Unmarshal([]byte(strings.Replace(string(data), `"fauna":[1,2]`, met, 1)), &back); err == nil {
			t.Errorf("JSON with %s is read", met)
		}
	}
}

// TestNoLastLeafChoiceInTheBaseGame: without the expansion no Leaf is
// discarded, and 5 Leaves cover the 4 objectives and the bonus: a move
// meeting several objectives claims them all, with no choice.
func TestNoLastLeafChoiceInTheBaseGame(t *testing.T) {
	s := play(t, build(t, `
players: 2
fauna: [European Mole, Green Tree Ant, Bald Eagle, Emerald Tree Boa]
seats:
  - soil: 19
    hand: [Mudpot Event]
    events: [Fog Event, Rainbow Event, Steam Vents Event]
    tableau:
      - {card: Cat Grass, row: 0, col: 0}
  - tableau: [{card: Spearmint, row: 0, col: 0}]
`), "P1 event Mudpot Event")
	if s.d.choosingLeaf() {
		t.Fatal("a choice of the last Leaf in the base game")
	}
	board := s.FaunaBoard()
	if !slices.Equal(board[0].Claiming, []Player{0}) || !slices.Equal(board[1].Claiming, []Player{0}) {
		t.Errorf("both objectives met, board %s", leaves(s))
	}
}

package earthexpress_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/rulebox/rulebox/earthexpress"
)

// A rules question as a scenario: the rulebook's Sprout-track example. The
// Winter Daphne has no Sprout icon and the American Sycamore holds its 4,
// so the BLUE action's Sprouts can only go on the Northern Highbush
// Blueberry (2 of 5).
func ExampleLoadScenario() {
	sc, err := earthexpress.LoadScenario("sprouts.yaml", []byte(`
players: 2
round: 2
tile: [red, blue]
seats:
  - tableau: [Winter Daphne, American Sycamore, Northern Highbush Blueberry]
    sprouts: [0, 4, 2]
    planted: true
  - planted: true
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := sc.Build()
	if err != nil {
		fmt.Println(err)
		return
	}
	m, _ := earthexpress.ParseMove(s, "P1 action blue")
	s, _ = s.Apply(m)
	for _, m := range s.LegalMoves(earthexpress.P1) {
		fmt.Println(m)
	}
	// Output:
	// P1 place sprout r1c3
	// P1 done
	// P1 convert sprout
}

// A 3-player game between bots that always take the first legal move.
func Example() {
	s, err := earthexpress.New(earthexpress.Config{Players: 3, Seed: 7, Standard: true, Ecosystems: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	for !s.Over() {
		p := s.ToMove()[0]
		if s, err = s.Apply(s.LegalMoves(p)[0]); err != nil {
			fmt.Println(err)
			return
		}
	}
	res := s.Result()
	for i, total := range res.Totals {
		var rows []int
		for _, row := range res.Rows {
			rows = append(rows, row.Values[i])
		}
		fmt.Println(earthexpress.Player(i), rows, "total", total)
	}
	fmt.Println("winners", res.Winners)
	// Output:
	// P1 [6 10 13 9 3 20 6] total 67
	// P2 [13 14 9 15 2 0 8] total 61
	// P3 [4 9 3 7 8 0 6] total 37
	// winners [P1]
}

// New deals a game from its seed: the same seed deals the same cards. With
// Ecosystems, every player first keeps one of two Ecosystem cards, all at
// once and in secret.
func ExampleNew() {
	s, err := earthexpress.New(earthexpress.Config{Players: 2, Seed: 7, Ecosystems: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("round", s.Round(), s.Step(earthexpress.P1), "to move", s.ToMove())
	fmt.Println("P1 holds", len(s.Hand(earthexpress.P1)), "cards and", s.Seeds(earthexpress.P1), "Seeds")
	// Output:
	// round 0 choosing to move [P1 P2]
	// P1 holds 7 cards and 3 Seeds
}

// LegalMoves lists every option a player has now: here, in step 1, the
// cards P1 may plant, Refresh and Germinate.
func ExampleState_LegalMoves() {
	s, _ := earthexpress.New(earthexpress.Config{Players: 2, Seed: 7})
	for _, m := range s.LegalMoves(earthexpress.P1) {
		fmt.Println(m)
	}
	// Output:
	// P1 plant Fallen Sequoia
	// P1 plant Sandy Soil
	// P1 plant Tiger Orchid
	// P1 plant Dahurian Larch
	// P1 plant Tundra
	// P1 plant Salmonberry
	// P1 plant Common Houseleek
	// P1 refresh
	// P1 germinate
}

// Apply returns the state after a move and leaves the receiver as it was.
// Planting is two moves: the card, then its space.
func ExampleState_Apply() {
	s, _ := earthexpress.New(earthexpress.Config{Players: 2, Seed: 7})
	card := s.LegalMoves(earthexpress.P1)[0]
	next, err := s.Apply(card)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(card, "then", next.LegalMoves(earthexpress.P1)[:3], "...")
	at, _ := earthexpress.ParseMove(next, "P1 at r2c2")
	planted, err := next.Apply(at)
	if err != nil {
		fmt.Println(err)
		return
	}
	card2, _, _ := planted.At(earthexpress.P1, 1, 1) // rows and columns from 0
	fmt.Println(at, "plants", planted.Cards().Info(card2).Name)
	fmt.Println("cards in hand:", len(s.Hand(earthexpress.P1)), len(next.Hand(earthexpress.P1)), len(planted.Hand(earthexpress.P1)))
	// Output:
	// P1 plant Fallen Sequoia then [P1 at r1c1 P1 at r1c2 P1 at r1c3] ...
	// P1 at r2c2 plants Fallen Sequoia
	// cards in hand: 7 7 6
}

// A State round-trips through encoding/json: the decoded state is the same
// position and plays on the same way.
func ExampleState_MarshalJSON() {
	s, _ := earthexpress.New(earthexpress.Config{Players: 2, Seed: 7})
	s, _ = s.Apply(s.LegalMoves(earthexpress.P1)[0])
	data, err := json.Marshal(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	var back earthexpress.State
	if err := json.Unmarshal(data, &back); err != nil {
		fmt.Println(err)
		return
	}
	again, _ := json.Marshal(back)
	fmt.Println(string(again) == string(data), len(back.LegalMoves(earthexpress.P1)) == len(s.LegalMoves(earthexpress.P1)))

	// A corrupt document is refused with an error saying what is wrong.
	bad := strings.Replace(string(data), `"round":1`, `"round":7`, 1)
	fmt.Println(json.Unmarshal([]byte(bad), &back))
	// Output:
	// true true
	// earthexpress: state JSON: round 7, 2 tiles left, tile 2: out of range
}

// A move made by its constructor is the legal move it names; its notation
// counts from 1 where the Go value counts from 0 (space 4 is r2c2).
func ExamplePlantMove() {
	s, err := earthexpress.New(earthexpress.Config{Players: 2, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	plant := earthexpress.PlantMove(earthexpress.P1, s.Hand(earthexpress.P1)[0])
	fmt.Println(plant, slices.Contains(s.LegalMoves(earthexpress.P1), plant))
	if s, err = s.Apply(plant); err != nil {
		fmt.Println(err)
		return
	}
	at := earthexpress.AtMove(earthexpress.P1, 4)
	fmt.Println(at, slices.Contains(s.LegalMoves(earthexpress.P1), at))
	// Output:
	// P1 plant Fertile Rainless Land true
	// P1 at r2c2 true
}

package cosmicrun_test

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/cosmicrun"
)

// A game between two bots that always take the first legal move.
func Example() {
	s, err := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 7})
	if err != nil {
		panic(err)
	}
	for !s.Over() {
		p := s.ToMove()[0]
		if s, err = s.Apply(s.LegalMoves(p)[0]); err != nil {
			panic(err)
		}
	}
	r := s.Result()
	fmt.Println("winner:", r.Winners, "after", r.Rounds, "rounds")
	// Output:
	// winner: [P2] after 8 rounds
}

// A rules question as a test: a green card placed on the tracking card's
// green icon scores 1 movement point.
func ExampleScenario() {
	sc, err := cosmicrun.LoadScenario("example.yaml", []byte(`
players: 2
phase: placing
seats:
  - hand: [G2, R1, R2, R3, R4, B1]
  - hand: [Y1, Y2, Y3, Y4, B2, B3]
`))
	if err != nil {
		panic(err)
	}
	s, err := sc.Build()
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"P1 place G2 1 upright", "P2 place Y1 2 upright"} {
		m, err := cosmicrun.ParseMove(s, text)
		if err != nil {
			panic(err)
		}
		var events []cosmicrun.Event
		if s, events, err = s.ApplyEvents(m); err != nil {
			panic(err)
		}
		for _, e := range events {
			fmt.Println(e)
		}
	}
	// Output:
	// P1 placed G2 at planet 1
	// P2 placed Y1 at planet 2
	// P1 scored 1 at planet 1 by card matching (P1 now at 1 there)
}

// An illegal move is refused with the rule it breaks; the state is unchanged.
func ExampleState_Apply_illegal() {
	s, _ := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 1})
	_, err := s.Apply(cosmicrun.KeepMove(cosmicrun.P1))
	fmt.Println(err)
	// Output:
	// illegal move "P1 keep" (discarding): a keep move is not allowed while passing
}

// The solo game against the Round Card.
func ExampleNew_solo() {
	s, _ := cosmicrun.New(cosmicrun.Config{Players: 1, Seed: 3, Level: cosmicrun.Admiral})
	fmt.Println(s.Phase(), "round card", s.RoundCard(), "flipped", s.Flipped().String())
	fmt.Println(s.LegalMoves(cosmicrun.P1))
	// Output:
	// flipping round card 4 flipped Y4
	// [P1 mine upright P1 mine turned P1 theirs P1 reflip]
}

// A position drawn for a log or a failing test.
func ExampleState_String() {
	sc, _ := cosmicrun.LoadScenario("example.yaml", []byte(`
players: 2
phase: placing
round: 2
seats:
  - track: [3, 0, 12]
    planets: [[R1, B2 turned], [G4], []]
    hand: [R2, G1, Y3]
  - track: [5, 2, 7]
    planets: [[Y1], [], [B3, R4]]
    hand: [B1, B4, G2]
`))
	s, _ := sc.Build()
	fmt.Println(s)
	// Output:
	// round 2, placing
	//         planet 1          planet 2          planet 3
	// P1     3  R1 B2~         0  G4            12  -
	// P2     5  Y1             2  -              7  B3 R4
	// hands: P1 [R2 G1 Y3]  P2 [B1 B4 G2]
}

// New deals a two-player game from its seed: the same seed deals the same
// cards. Both players choose cards to pass at once, in secret.
func ExampleNew() {
	s, err := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 7})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Phase(), "round", s.Round(), "to move", s.ToMove())
	fmt.Println("P1 holds", s.Hand(cosmicrun.P1).Cards())
	// Output:
	// passing round 1 to move [P1 P2]
	// P1 holds [R1 R2 R3 B3 B4 G3]
}

// LegalMoves lists every option a player has now; a player with no
// decision has none.
func ExampleState_LegalMoves() {
	s, _ := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 7})
	fmt.Println(s.LegalMoves(cosmicrun.P1))
	fmt.Println(s.LegalMoveCount(cosmicrun.P2), "moves for P2")
	// Output:
	// [P1 pass R1 P1 pass R2 P1 pass R3 P1 pass B3 P1 pass B4 P1 pass G3]
	// 6 moves for P2
}

// Apply returns the state after a move and leaves the receiver as it was.
func ExampleState_Apply() {
	s, _ := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 7})
	m, err := cosmicrun.ParseMove(s, "P1 pass "+s.Hand(cosmicrun.P1).Cards()[0].String())
	if err != nil {
		fmt.Println(err)
		return
	}
	next, err := s.Apply(m)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(m, "| P1 may now:", next.LegalMoves(cosmicrun.P1))
	fmt.Println("before it:", s.LegalMoveCount(cosmicrun.P1), "moves; after it:", next.LegalMoveCount(cosmicrun.P1))
	// Output:
	// P1 pass R1 | P1 may now: [P1 pass R2 P1 pass R3 P1 pass B3 P1 pass B4 P1 pass G3]
	// before it: 6 moves; after it: 5
}

// A State round-trips through encoding/json: the decoded state is the same
// position and plays on the same way.
func ExampleState_MarshalJSON() {
	s, _ := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 7})
	s, _ = s.Apply(s.LegalMoves(cosmicrun.P1)[0])
	data, err := json.Marshal(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	var back cosmicrun.State
	if err := json.Unmarshal(data, &back); err != nil {
		fmt.Println(err)
		return
	}
	again, _ := json.Marshal(back)
	endA, _ := s.Playout(1)
	endB, _ := back.Playout(1)
	fmt.Println(string(again) == string(data), endA.Result().Winners, endB.Result().Winners)

	// A corrupt document (a card of P1's hand changed) is refused with an
	// error saying what is wrong.
	bad := strings.Replace(string(data), `"hand":[["R1"`, `"hand":[["G4"`, 1)
	fmt.Println(json.Unmarshal([]byte(bad), &back))
	// Output:
	// true [P2] [P2]
	// cosmicrun: state: P1 is passing a card not in hand
}

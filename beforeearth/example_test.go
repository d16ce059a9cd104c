package beforeearth_test

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/beforeearth"
)

// greedy picks, among p's legal moves, the first that wins at once, else one
// that colonizes a planet or uses one, else the first listed.
func greedy(s beforeearth.State, p beforeearth.Player) beforeearth.Move {
	moves := s.LegalMoves(p)
	best := moves[0]
	for _, m := range moves {
		if next, err := s.Apply(m); err == nil && next.Over() && next.Result().Winners[0] == p {
			return m
		}
		if m.Kind == beforeearth.ColonizePlanet || m.Kind == beforeearth.UsePlanet {
			best = m
		}
	}
	return best
}

// A game between two greedy bots, replayable from its seed.
func Example() {
	s, err := beforeearth.New(beforeearth.Config{Seed: 2026})
	if err != nil {
		fmt.Println(err)
		return
	}
	for !s.Over() {
		for _, p := range s.ToMove() {
			if s, err = s.Apply(greedy(s, p)); err != nil {
				fmt.Println(err)
				return
			}
		}
	}
	res := s.Result()
	fmt.Printf("%v wins by %v in round %d\n", res.Winners[0], res.Victory, res.Rounds)
	for _, row := range res.Rows {
		fmt.Printf("%s: P1 %d, P2 %d\n", row.Name, row.Values[beforeearth.P1], row.Values[beforeearth.P2])
	}
	// Output:
	// P1 wins by technology in round 5
	// planets: P1 1, P2 2
	// planets to win: P1 7, P2 8
	// technology: P1 7, P2 5
	// damage: P1 1, P2 0
	// spaceships: P1 5, P2 4
	// resources: P1 3, P2 6
}

// ParseMove reads a move's notation; Apply refuses an illegal move with the
// rule it breaks.
func ExampleParseMove() {
	s, _ := beforeearth.New(beforeearth.Config{Seed: 1})
	m, _ := beforeearth.ParseMove(s, "P1 play A")
	s, _ = s.Apply(m)
	again, _ := beforeearth.ParseMove(s, "P1 play B")
	_, err := s.Apply(again)
	fmt.Println(err)
	// Output:
	// illegal move "P1 play B" (How to Play): P1 has already chosen an action card this round
}

// A Scenario sets up the rulebook's Reactions example; ApplyEvents tells
// what happened and by which rule.
func ExampleLoadScenario() {
	sc, err := beforeearth.LoadScenario("example.yaml", []byte(`
ship_row: [STS Jude 0331, Chelzane-0521, The Davnarock]
quarries: [{black: 1}, {grey: 2}, {white: 1}]
seats:
  - {played: A}
  - {played: D}
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
	m, _ := beforeearth.ParseMove(s, "P1 ship STS Jude 0331")
	s, events, _ := s.ApplyEvents(m)
	for _, e := range events {
		fmt.Println(e)
	}
	fmt.Println(s.LegalMoves(beforeearth.P2))
	// Output:
	// P1 takes STS Jude 0331 [STS Jude 0331; Phase 1: Reactions]
	// P1 takes 1 black from the supply [STS Jude 0331; Spaceship Cards]
	// P1 takes 1 grey from the supply [STS Jude 0331; Spaceship Cards]
	// P1 takes 1 white from the supply [STS Jude 0331; Spaceship Cards]
	// P2's Mine cancels P1's Scout [Phase 1: Reactions]
	// P1's damage moves +1 to 1 [Phase 1: Reactions]
	// [P2 quarry 1 P2 quarry 2 P2 quarry 3]
}

// A View shows that the opponent has chosen, not what.
func ExampleState_View() {
	s, _ := beforeearth.New(beforeearth.Config{Seed: 1})
	m, _ := beforeearth.ParseMove(s, "P1 play D")
	s, _ = s.Apply(m)
	v := s.View(beforeearth.P2)
	fmt.Println(v.OpponentCommitted(), v.Played(beforeearth.P1), s.Played(beforeearth.P1))
	// Output:
	// true - D
}

// New sets up a game from its seed: the same seed draws the same rows and
// Quarries. Both players then choose an action card at once, in secret.
func ExampleNew() {
	s, err := beforeearth.New(beforeearth.Config{Seed: 7})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Phase(), "round", s.Round(), "to move", s.ToMove())
	fmt.Println("spaceships:", s.ShipRow())
	fmt.Println("planets:", s.PlanetRow())
	// Output:
	// choose round 1 to move [P1 P2]
	// spaceships: [The Nihilist Chelzane-0521 ISS Salvation]
	// planets: [Tessaly-9 San-31 Eplade]
}

// LegalMoves lists every option a player has now; a player with no
// decision has none.
func ExampleState_LegalMoves() {
	s, _ := beforeearth.New(beforeearth.Config{Seed: 7})
	fmt.Println(s.LegalMoves(beforeearth.P1))
	m, _ := beforeearth.ParseMove(s, "P1 play D")
	s, _ = s.Apply(m)
	fmt.Println(s.LegalMoves(beforeearth.P1), s.LegalMoves(beforeearth.P2))
	// Output:
	// [P1 play A P1 play B P1 play C P1 play D]
	// [] [P2 play A P2 play B P2 play C P2 play D]
}

// Apply returns the state after a move and leaves the receiver as it was.
func ExampleState_Apply() {
	s, _ := beforeearth.New(beforeearth.Config{Seed: 7})
	m, err := beforeearth.ParseMove(s, "P1 play A")
	if err != nil {
		fmt.Println(err)
		return
	}
	next, err := s.Apply(m)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("after:", next.Played(beforeearth.P1), next.ToMove())
	fmt.Println("before:", s.Played(beforeearth.P1), s.ToMove())
	// Output:
	// after: A [P2]
	// before: - [P1 P2]
}

// A State round-trips through encoding/json: the decoded state is the same
// position and plays on the same way.
func ExampleState_MarshalJSON() {
	s, _ := beforeearth.New(beforeearth.Config{Seed: 7})
	m, _ := beforeearth.ParseMove(s, "P1 play A")
	s, _ = s.Apply(m)
	data, err := json.Marshal(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	var back beforeearth.State
	if err := json.Unmarshal(data, &back); err != nil {
		fmt.Println(err)
		return
	}
	again, _ := json.Marshal(back)
	fmt.Println(string(again) == string(data), back.LegalMoves(beforeearth.P2))

	// A corrupt document is refused with an error saying what is wrong.
	bad := strings.Replace(string(data), `"round":1`, `"round":-1`, 1)
	fmt.Println(json.Unmarshal([]byte(bad), &back))
	// Output:
	// true [P2 play A P2 play B P2 play C P2 play D]
	// beforeearth: state JSON: round -1 or step 0 out of range
}

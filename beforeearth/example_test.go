package beforeearth_test

import (
	"fmt"

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
		fmt.Printf("%v: %d planets, technology %d, damage %d, %d spaceships\n",
			row.Player, row.Planets, row.Technology, row.Damage, row.Ships)
	}
	// Output:
	// P1 wins by technology in round 5
	// P1: 1 planets, technology 7, damage 1, 5 spaceships
	// P2: 2 planets, technology 5, damage 0, 4 spaceships
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
players:
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
	fmt.Println(v.OpponentCommitted(), v.Table.Played(beforeearth.P1), s.Played(beforeearth.P1))
	// Output:
	// true - D
}

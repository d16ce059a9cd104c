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

package animalkingdom_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/rulebox/rulebox/animalkingdom"
)

// A 4-player game of the base game Earth between random bots, to the
// scorepad. (Bots that always take the first legal move never plant, so
// their game never ends.)
func Example() {
	s, err := animalkingdom.New(animalkingdom.Config{Players: 4, Seed: 7}) // Mode: Standard (default), Beginner, Advanced
	if err != nil {
		fmt.Println(err)
		return
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for !s.Over() {
		p := s.ToMove()[0] // one player decides at a time
		moves := s.LegalMoves(p)
		if s, err = s.Apply(moves[rng.IntN(len(moves))]); err != nil {
			fmt.Println(err)
			return
		}
	}
	res := s.Result() // Rows (the scorepad), Totals, Winners, Tiebreak; Teams; Gaia
	for p, total := range res.Totals {
		fmt.Println(animalkingdom.Player(p), "total", total)
	}
	fmt.Println("winners", res.Winners)
	// Output:
	// P1 total 211
	// P2 total 199
	// P3 total 153
	// P4 total 207
	// winners [P1]
}

// With the expansion each player first keeps one of the Animals dealt to
// them, named on the card and numbered in the card set: KeepAnimalMove
// takes the number CardSet.AnimalIndex gives for the name.
func ExampleKeepAnimalMove() {
	s, err := animalkingdom.New(animalkingdom.Config{Players: 2, Seed: 7, Animals: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	for s.Phase() != animalkingdom.AnimalsPhase { // the setup cards' sides first
		p := s.ToMove()[0]
		s, _ = s.Apply(s.LegalMoves(p)[0])
	}
	name := s.AnimalsOffered(animalkingdom.P1)[1]
	i, _ := s.Cards().AnimalIndex(name)
	s, err = s.Apply(animalkingdom.KeepAnimalMove(animalkingdom.P1, i))
	fmt.Println(name, err, s.AnimalsKept(animalkingdom.P1))
	// Output: Highland Cow <nil> [Highland Cow]
}

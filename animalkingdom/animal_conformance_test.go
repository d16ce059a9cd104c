package animalkingdom

import (
	"testing"

	"pgregory.net/rapid"
)

// animalCandidates adds the expansion's moves to the wide sample of p's
// move space: every Animal kept or activated, a Leaf, Animeeples and
// stored pieces around the tableau, each Global option and amount.
func animalCandidates(s State, p Player) []Move {
	ms := candidates(s, p)
	ms = append(ms, DiscardLeafMove(p), ChooseAmountMove(p, 0), ChooseAmountMove(p, 2), ChooseAmountMove(p, 99))
	for i := range s.g.cs.animals {
		ms = append(ms, KeepAnimalMove(p, i), ActivateMove(p, i))
	}
	for o := range 4 {
		ms = append(ms, GlobalOptionMove(p, o))
	}
	for r := -1; r <= 4; r++ {
		for c := -1; c <= 4; c++ {
			ms = append(ms, AnimeepleMove(p, r, c), StoreFromMove(p, r, c))
		}
	}
	return ms
}

// TestConformanceAnimals runs the shared harness over random games with
// the Animal Kingdom expansion: 1 to 5 players in the beginner, standard
// and advanced games, teams and solo against Gaia.
func TestConformanceAnimals(t *testing.T) {
	conformanceWith(t, animalCandidates, func(t *rapid.T) Config {
		c := Config{
			Animals: true,
			Players: rapid.IntRange(1, MaxPlayers).Draw(t, "players"),
			Mode:    Mode(rapid.IntRange(0, int(Advanced)).Draw(t, "mode")),
			Seed:    rapid.Uint64().Draw(t, "seed"),
		}
		c.Teams = c.Players == TeamPlayers && rapid.Bool().Draw(t, "teams")
		if c.Players == 1 && c.Mode != Beginner && rapid.Bool().Draw(t, "solo") {
			c.Solo, c.Difficulty = true, Difficulty(rapid.IntRange(0, int(GaiaExpert)).Draw(t, "difficulty"))
		}
		return c
	})
}

package animalkingdom

import (
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// animalCandidates adds the expansion's moves to the wide sample of p's
// move space: the Animals dealt to p and kept by anyone, and two others,
// kept or activated; a Leaf; Animeeples and stored pieces around the
// tableau; each Global option and a few amounts.
func animalCandidates(s State, p Player) []Move {
	ms := candidates(s, p)
	ms = append(ms, DiscardLeafMove(p), ChooseAmountMove(p, 0), ChooseAmountMove(p, 2), ChooseAmountMove(p, 99))
	animals := []animalName{0, animalName(len(s.d.cs.animals) - 1), s.d.AK.Global}
	if p >= 0 && int(p) < s.d.n() {
		a := &s.d.get(p).Animal
		animals = append(append(animals, a.Offer[:a.NOffer]...), a.Kept[:a.Picked]...)
		for q := range s.d.n() {
			animals = append(animals, s.d.kept(Player(q))...)
		}
	}
	for _, i := range animals {
		ms = append(ms, KeepAnimalMove(p, int(i)), ActivateMove(p, int(i)))
	}
	for o := range 4 {
		ms = append(ms, GlobalOptionMove(p, o))
	}
	for slot := range BonusSlot + 2 {
		ms = append(ms, ClaimObjectiveMove(p, slot))
	}
	for r := -1; r <= 4; r++ {
		for c := -1; c <= 4; c++ {
			ms = append(ms, AnimeepleToMove(p, r, c), StoreFromCardMove(p, r, c))
		}
	}
	return ms
}

// TestConformanceAnimals runs the shared harness over random games with
// the Animal Kingdom expansion: 1 to 5 players (in the long run only)
// in the beginner, standard and advanced games, teams and solo against
// Gaia.
func TestConformanceAnimals(t *testing.T) {
	// Not run in parallel: the conformance tests that are share
	// -rapid.checks (see gametest.Checks), and this one asks for fewer.
	if !gametest.Long() {
		t.Skip("a long run (RULEBOX_LONG=1, as .ci/run sets): one game of its harness takes 5 s, and TestAnimalGamesPlayToTheEnd checks games with Animals in the quick run")
	}
	most := MaxPlayers
	conformanceWith(t, 2, animalCandidates, func(t *rapid.T) Config {
		c := Config{
			Animals: true,
			Players: rapid.IntRange(1, most).Draw(t, "players"),
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

//go:build !race

// The race detector allocates on its own and empties sync.Pool at random,
// so allocation counts are measured only without it (CI runs both).

package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// steadyAllocs is testing.AllocsPerRun(3, f) once the package's pools
// are filled: a collection in the middle of a count empties a sync.Pool,
// whose next Get allocates afresh, so a count above zero is taken again
// (the pools just refilled) and the second count is returned.
func steadyAllocs(f func()) float64 {
	if n := testing.AllocsPerRun(3, f); n == 0 {
		return 0
	}
	return testing.AllocsPerRun(3, f)
}

// TestOrdinaryMovesDoNotAllocate checks, over random games at every
// player count, each mode and solo, that Apply of every ordinary move
// (one that moves no card, leaves the Fauna board as it was and does not
// end the game, which scores it) does not
// allocate, and that AppendLegalMoves into a buffer with room and ToMove
// never do. Every kind of move the package doc's "Speed" names as
// ordinary must have been met.
func TestOrdinaryMovesDoNotAllocate(t *testing.T) {
	met := map[MoveKind]int{}
	ordinary, all := 0, 0
	for i, cfg := range []Config{
		{Players: 4, Seed: 3},
		{Players: 2, Seed: 5, Mode: Advanced},
		{Players: 5, Seed: 6, Mode: Beginner},
		{Players: 4, Seed: 8, Teams: true},
		{Players: 1, Seed: 7, Solo: true, Difficulty: GaiaExpert},
		{Players: 3, Seed: 9},
		{Players: 4, Seed: 10, Animals: true},
		{Players: 2, Seed: 11, Mode: Advanced, Animals: true},
	} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 2))
		buf := make([]Move, 0, 4096)
		for !s.Over() {
			p := s.ToMove()[0]
			if n := steadyAllocs(func() { buf = s.AppendLegalMoves(buf[:0], p); _ = s.ToMove() }); n != 0 {
				t.Fatalf("%+v: AppendLegalMoves and ToMove allocate %v times", cfg, n)
			}
			m := buf[r.IntN(len(buf))]
			next, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			all++
			if !movesACard(s, next) && next.d.Fauna == s.d.Fauna && !next.Over() {
				ordinary++
				met[m.Kind]++
				if n := steadyAllocs(func() { _, _ = s.Apply(m) }); n != 0 {
					t.Fatalf("%+v: Apply(%v), which moves no card, allocates %v times", cfg, m, n)
				}
			}
			s = next
		}
	}
	for _, k := range ordinaryKinds {
		if met[k] == 0 {
			t.Errorf("no ordinary %v move met", k)
		}
	}
	t.Logf("%d of %d moves ordinary: %v", ordinary, all, met)
}

// ordinaryKinds are the kinds of move the package doc names as ordinary
// when they move no card.
var ordinaryKinds = []MoveKind{ChooseSide, ChooseAct, Minor, Stop, Use, Skip, CopyFrom, Convert, Done, Order, PlacePiece}

// movesACard reports whether a move from s to next moved a card: whether
// any list of cards differs.
func movesACard(s, next State) bool {
	a, b := cardLists(&s.d), cardLists(&next.d)
	for i := range a {
		if !slices.Equal(a[i], b[i]) {
			return true
		}
	}
	return false
}

// cardLists are every list of cards of g, in a fixed order.
func cardLists(g *data) [][]Card {
	out := [][]Card{g.Deck, g.Discard, g.Drawn.Cards(), g.Gaia.Compost, g.Gaia.Pile}
	for p := range g.n() {
		s := g.get(Player(p))
		tab := make([]Card, 0, TableauCards)
		for _, t := range s.Tab() {
			tab = append(tab, t.Card)
		}
		out = append(out, s.Hand, s.Compost, s.Events, tab)
	}
	return out
}

// TestGameAllocations pins what a whole random 4-player game allocates,
// New included, in the loop a bot writes (ToMove, AppendLegalMoves into
// a buffer with room, Apply), base game and expansion: New's three (the
// Fauna board with the cards dealt for the setup, the deck, the cards
// dealt), and nothing a move: the lists and the tableaus a move changes
// are written in large blocks shared by the moves of a goroutine
// (store.go), about one a game in all.
func TestGameAllocations(t *testing.T) {
	for _, animals := range []bool{false, true} {
		seed := uint64(0)
		buf := make([]Move, 0, 4096)
		n := testing.AllocsPerRun(20, func() {
			seed++
			s, err := New(Config{Players: 4, Seed: seed, Animals: animals})
			r := rng.New(seed)
			for ; err == nil && !s.Over(); s, err = s.Apply(buf[r.IntN(len(buf))]) {
				buf = s.AppendLegalMoves(buf[:0], s.ToMove()[0])
			}
			if err != nil {
				t.Fatal(err)
			}
		})
		t.Logf("animals %v: %v allocations a game", animals, n)
		if n > gameAllocs {
			t.Errorf("animals %v: a random 4-player game allocates %v times, want at most %d", animals, n, gameAllocs)
		}
	}
}

// gameAllocs is the most allocations a random 4-player game may make,
// New included.
const gameAllocs = 4

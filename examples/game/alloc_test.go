package game_test

import (
	"math/bits"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/game"
)

// pick is a small random source that allocates nothing (wyrand).
type pick uint64

func (r *pick) intn(n int) int {
	*r += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(uint64(*r), uint64(*r)^0xe7037ed1a0b428db)
	hi, _ = bits.Mul64(hi^lo, uint64(n))
	return int(hi)
}

// playRandom starts a game of g for players and plays it to its end at
// random through the contract's interfaces, as a generic bot or tool does
// (ToMove, AppendLegalMoves into buf, Apply). It returns buf for the next
// game and the number of decisions made.
func playRandom[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](t *testing.T, g game.Spec[S, M, V, E], players int, r *pick, buf []M) ([]M, int) {
	s, err := g.Start(players, uint64(r.intn(1<<62)))
	n := 0
	for ; err == nil && !s.Over(); n++ {
		who := s.ToMove()
		buf = s.AppendLegalMoves(buf[:0], who[r.intn(len(who))])
		s, err = s.Apply(buf[r.intn(len(buf))])
	}
	if err != nil {
		t.Fatalf("%s: %v", g.Name, err)
	}
	return buf, n
}

// genericAllocs is how many times a game of g allocates, on average over
// games random games from seed, played by playRandom, and the decisions
// of those games.
func genericAllocs[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](t *testing.T, g game.Spec[S, M, V, E], players, games int, seed pick) (allocs float64, decisions int) {
	buf := make([]M, 0, 256)
	buf, _ = playRandom(t, g, players, &seed, buf) // warms up what a first game sets up once
	allocs = testing.AllocsPerRun(games, func() {
		var n int
		buf, n = playRandom(t, g, players, &seed, buf)
		decisions += n
	})
	return allocs, decisions
}

// A generic loop over the contract's interfaces allocates nothing in
// Cosmic Run and Before the Earth Explodes, whose own loops allocate
// nothing, New included: what ToMove returns needs no allocation even
// where the call goes through a type parameter and cannot be inlined.
func TestGenericLoopAllocatesNothing(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players int
		allocs  func() (float64, int)
	}{
		{"cosmicrun", 2, func() (float64, int) { return genericAllocs(t, game.CosmicRun, 2, 50, 1) }},
		{"cosmicrun", 1, func() (float64, int) { return genericAllocs(t, game.CosmicRun, 1, 50, 2) }},
		{"beforeearth", 2, func() (float64, int) { return genericAllocs(t, game.BeforeEarth, 2, 50, 3) }},
	} {
		if a, n := tc.allocs(); a != 0 || n == 0 {
			t.Errorf("%s, %d players: a random game through a type parameter allocates %v times (%d decisions in all)", tc.name, tc.players, a, n)
		}
	}
}

// In Earth Express and Earth the generic loop allocates no more than the
// loop written out for the game's own types, over the same games: the type
// parameter costs no allocation of its own.
func TestGenericLoopAllocatesNoMoreThanThePlainLoop(t *testing.T) {
	if raceEnabled {
		// Both games write into blocks from a sync.Pool, which the race
		// detector empties at random; the plain run compares them.
		t.Skip("the race detector empties sync.Pools at random")
	}
	const games = 8
	g, _ := genericAllocs(t, game.EarthExpress, 4, games, 4)
	if p := plainExpressAllocs(t, games, 4); g > p {
		t.Errorf("earthexpress: the generic loop allocates %v times a game, the plain loop %v", g, p)
	}
	for _, animals := range []bool{false, true} {
		g, _ := genericAllocs(t, game.Earth(animals), 4, games, 5)
		// Earth writes its lists into blocks a goroutine reuses (see
		// animalkingdom's store.go): which game takes a fresh block depends
		// on what the games before it wrote, so two runs of the same games
		// may differ by one.
		if p := plainEarthAllocs(t, animals, games, 5); g > p+1 {
			t.Errorf("earth (animals %v): the generic loop allocates %v times a game, the plain loop %v", animals, g, p)
		}
	}
}

// plainExpressAllocs is genericAllocs for the same 4-player Earth Express
// games, through the loop written out for earthexpress's own types.
func plainExpressAllocs(t *testing.T, games int, r pick) float64 {
	buf := make([]earthexpress.Move, 0, 256)
	play := func() {
		s, err := earthexpress.New(earthexpress.Config{Players: 4, Seed: uint64(r.intn(1 << 62))})
		for err == nil && !s.Over() {
			who := s.ToMove()
			buf = s.AppendLegalMoves(buf[:0], who[r.intn(len(who))])
			s, err = s.Apply(buf[r.intn(len(buf))])
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	play()
	return testing.AllocsPerRun(games, play)
}

// plainEarthAllocs is genericAllocs for the same 4-player Earth games,
// with the expansion or without, through the loop written out for
// animalkingdom's own types.
func plainEarthAllocs(t *testing.T, animals bool, games int, r pick) float64 {
	buf := make([]animalkingdom.Move, 0, 256)
	play := func() {
		s, err := animalkingdom.New(animalkingdom.Config{Players: 4, Seed: uint64(r.intn(1 << 62)), Animals: animals})
		for err == nil && !s.Over() {
			who := s.ToMove()
			buf = s.AppendLegalMoves(buf[:0], who[r.intn(len(who))])
			s, err = s.Apply(buf[r.intn(len(buf))])
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	play()
	return testing.AllocsPerRun(games, play)
}

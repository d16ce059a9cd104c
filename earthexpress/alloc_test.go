//go:build !race

// The race detector allocates on its own and empties sync.Pool at random,
// so allocation counts are measured only without it (CI runs both).

package earthexpress

import (
	"math/rand/v2"
	"runtime"
	"testing"
)

// TestMovesDoNotAllocate checks, over random games, that Apply of every
// legal move, AppendLegalMoves into a buffer with room and ToMove do not
// allocate.
func TestMovesDoNotAllocate(t *testing.T) {
	for _, cfg := range []Config{{Players: 4, Seed: 3, Standard: true, Ecosystems: true}, {Players: 1, Seed: 4, Level: Expert}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 2))
		buf := make([]Move, 0, maxLegal)
		for !s.Over() {
			who := s.ToMove()
			p := who[r.IntN(len(who))]
			buf = s.AppendLegalMoves(buf[:0], p)
			m := buf[r.IntN(len(buf))]
			if n := testing.AllocsPerRun(3, func() { _, _ = s.Apply(m) }); n != 0 {
				t.Fatalf("Apply(%v) allocates %v times", m, n)
			}
			if n := testing.AllocsPerRun(3, func() { buf = s.AppendLegalMoves(buf[:0], p); _ = s.ToMove() }); n != 0 {
				t.Fatalf("AppendLegalMoves and ToMove allocate %v times", n)
			}
			s, _ = s.Apply(m)
		}
	}
}

// TestWholeGamesDoNotAllocate pins the allocations of whole random games
// through the public API, New included, in the loop a search bot runs
// (ToMove, AppendLegalMoves into a reused buffer, Apply), counted exactly
// over 20 games. Up to nearSeats players, whose States hold every seat
// and the piles in place, games allocate nothing; beyond, only blocks of
// fresh memory for the far seats (and the pool's holder of the blocks, if
// a collection emptied it), fewer than one every two games.
func TestWholeGamesDoNotAllocate(t *testing.T) {
	for _, cfg := range []Config{{Players: 4, Standard: true, Ecosystems: true}, {Players: 2}, {Players: 1, Level: Hard}, {Players: 8, Ecosystems: true}} {
		r := rand.New(rand.NewPCG(7, 8))
		buf := make([]Move, 0, maxLegal)
		const games = 20
		n := mallocs(games, func() {
			cfg.Seed = r.Uint64()
			s, err := New(cfg)
			for ; err == nil && !s.Over(); s, err = s.Apply(buf[r.IntN(len(buf))]) {
				who := s.ToMove()
				buf = s.AppendLegalMoves(buf[:0], who[r.IntN(len(who))])
			}
			if err != nil {
				t.Fatal(err)
			}
		})
		if cfg.Players > nearSeats && 2*n >= games || cfg.Players <= nearSeats && n > 0 {
			t.Errorf("%+v: %d games allocate %v times", cfg, games, n)
		}
	}
}

// mallocs is the number of allocations of runs calls of f, after one
// call to warm up.
func mallocs(runs int, f func()) uint64 {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	f()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range runs {
		f()
	}
	runtime.ReadMemStats(&after)
	return after.Mallocs - before.Mallocs
}

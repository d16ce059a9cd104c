package cosmicrun_test

import (
	"slices"
	"testing"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/internal/rng"
)

// A whole random game allocates nothing, New included, by every path a
// bot takes: listing the moves (ToMove, AppendLegalMoves into a buffer
// with room, Apply), numbering them (LegalMoveCount, ApplyLegalMove), and
// Playout; two-player and solo.
func TestRandomGamesAllocateNothing(t *testing.T) {
	r := rng.New(1)
	buf := make([]cosmicrun.Move, 0, 64)
	for _, players := range []int{2, 1} {
		listing := func() {
			s, err := cosmicrun.New(cosmicrun.Config{Players: players, Seed: r.Uint64()})
			for err == nil && !s.Over() {
				who := s.ToMove()
				buf = s.AppendLegalMoves(buf[:0], who[r.IntN(len(who))])
				s, err = s.Apply(buf[r.IntN(len(buf))])
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		numbering := func() {
			s, err := cosmicrun.New(cosmicrun.Config{Players: players, Seed: r.Uint64()})
			for err == nil && !s.Over() {
				who := s.ToMove()
				p := who[r.IntN(len(who))]
				s, err = s.ApplyLegalMove(p, r.IntN(s.LegalMoveCount(p)))
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		playout := func() {
			s, err := cosmicrun.New(cosmicrun.Config{Players: players, Seed: r.Uint64()})
			if err != nil {
				t.Fatal(err)
			}
			if s, _ = s.Playout(r.Uint64()); !s.Over() {
				t.Fatal("Playout ended before the game did")
			}
		}
		for name, play := range map[string]func(){"listing": listing, "numbering": numbering, "Playout": playout} {
			if n := testing.AllocsPerRun(50, play); n != 0 {
				t.Errorf("%d players, %s: a random game allocates %v times", players, name, n)
			}
		}
	}
}

// A view's legal moves, listed into a buffer with room, allocate nothing
// (the view is checked, and a position sampled from it, on the stack),
// for each viewer at every decision of random games, two-player and solo;
// and they are the moves the state gives the viewer.
func TestViewLegalMovesAllocateNothing(t *testing.T) {
	r := rng.New(2)
	buf, want := make([]cosmicrun.Move, 0, 64), make([]cosmicrun.Move, 0, 64)
	for _, players := range []int{2, 1} {
		for range 5 {
			s, err := cosmicrun.New(cosmicrun.Config{Players: players, Seed: r.Uint64()})
			for err == nil && !s.Over() {
				who := s.ToMove()
				for _, p := range who {
					v := s.View(p)
					if n := testing.AllocsPerRun(5, func() { buf = v.AppendLegalMoves(buf[:0]) }); n != 0 {
						t.Fatalf("%d players, %v %s: View.AppendLegalMoves allocates %v times", players, s.Phase(), p, n)
					}
					if want = s.AppendLegalMoves(want[:0], p); !slices.Equal(buf, want) {
						t.Fatalf("%d players, %v %s: the view lists %v, the state %v", players, s.Phase(), p, buf, want)
					}
				}
				buf = s.AppendLegalMoves(buf[:0], who[r.IntN(len(who))])
				s, err = s.Apply(buf[r.IntN(len(buf))])
			}
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

//go:build !race

// The race detector allocates on its own and empties sync.Pool at random,
// so allocation counts are measured only without it (CI runs both).

package beforeearth

import "testing"

// TestZeroAllocs checks the allocation targets: listing moves into a buffer
// and applying any move of a game allocate nothing.
func TestZeroAllocs(t *testing.T) {
	for seed := range uint64(5) {
		rec := record(seed)
		buf := make([]Move, 0, maxMoves)
		for k, s := range rec.states {
			m := rec.moves[k]
			if n := testing.AllocsPerRun(5, func() { buf = s.AppendLegalMoves(buf[:0], m.Player) }); n != 0 {
				t.Fatalf("AppendLegalMoves allocates %v times", n)
			}
			if n := testing.AllocsPerRun(5, func() { _, _ = s.Apply(m) }); n != 0 {
				t.Fatalf("Apply(%v) in phase %v allocates %v times", m, s.Phase(), n)
			}
		}
	}
}

// TestZeroAllocsWholeGames checks that whole random games, New included,
// played through the public API in the loop a search bot runs (ToMove,
// AppendLegalMoves into a reused buffer, Apply), allocate nothing.
func TestZeroAllocsWholeGames(t *testing.T) {
	buf := make([]Move, 0, maxMoves)
	r := wyrand(7)
	n := testing.AllocsPerRun(50, func() {
		s, err := New(Config{Seed: uint64(r.intn(1 << 62))})
		for ; err == nil && !s.Over(); s, err = s.Apply(buf[r.intn(len(buf))]) {
			who := s.ToMove()
			buf = s.AppendLegalMoves(buf[:0], who[r.intn(len(who))])
		}
		if err != nil {
			t.Fatal(err)
		}
	})
	if n != 0 {
		t.Fatalf("a whole game allocates %v times, want 0", n)
	}
}

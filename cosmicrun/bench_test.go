package cosmicrun

import (
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// playout plays a random game to the end, listing each player's moves as
// a bot that looks at its options does, and returns the final state and
// the number of decisions made.
func playout(s State, r *rng.RNG, buf []Move) (State, int) {
	n := 0
	for ; !s.Over(); n++ {
		who := s.ToMove()
		p := who[r.IntN(len(who))]
		buf = s.AppendLegalMoves(buf[:0], p)
		s, _ = s.Apply(buf[r.IntN(len(buf))])
	}
	return s, n
}

func benchmarkPlayouts(b *testing.B, players int, play func(State, *rng.RNG, []Move) (State, int)) {
	r := rng.New(1)
	buf := make([]Move, 0, 64)
	games, decisions := 0, 0
	for b.Loop() {
		s, _ := New(Config{Players: players, Seed: r.Uint64()})
		_, n := play(s, &r, buf)
		games++
		decisions += n
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(decisions), "ns/decision")
}

// BenchmarkPlayout plays random two-player games to the end, listing the
// legal moves at every decision (AppendLegalMoves, then Apply).
func BenchmarkPlayout(b *testing.B) { benchmarkPlayouts(b, 2, playout) }

// playoutIndexed plays a random game to the end as a bot that needs no
// list does: it counts each player's moves and applies one by its number.
func playoutIndexed(s State, r *rng.RNG, _ []Move) (State, int) {
	n := 0
	for ; !s.Over(); n++ {
		who := s.ToMove()
		p := who[r.IntN(len(who))]
		s, _ = s.ApplyLegalMove(p, r.IntN(s.LegalMoveCount(p)))
	}
	return s, n
}

// BenchmarkPlayoutIndexed plays random two-player games to the end with
// LegalMoveCount and ApplyLegalMove.
func BenchmarkPlayoutIndexed(b *testing.B) { benchmarkPlayouts(b, 2, playoutIndexed) }

// BenchmarkPlayoutBuiltIn plays random two-player games to the end with
// State.Playout, which makes the moves in place.
func BenchmarkPlayoutBuiltIn(b *testing.B) {
	benchmarkPlayouts(b, 2, func(s State, r *rng.RNG, _ []Move) (State, int) { return s.Playout(r.Uint64()) })
}

// BenchmarkPlayoutSolo plays random solo games to the end.
func BenchmarkPlayoutSolo(b *testing.B) { benchmarkPlayouts(b, 1, playout) }

// BenchmarkPlayoutParallel plays random games on every core; compare its
// games/s with -cpu 1,2 for the scaling.
func BenchmarkPlayoutParallel(b *testing.B) {
	b.RunParallel(func(pb *testing.PB) {
		r := rng.New(uint64(b.N))
		buf := make([]Move, 0, 64)
		for pb.Next() {
			s, _ := New(Config{Players: 2, Seed: r.Uint64()})
			playout(s, &r, buf)
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// placingState is a two-player state in the middle of placing, the phase
// with the most legal moves.
func placingState(b *testing.B) State {
	s, _ := New(Config{Players: 2, Seed: 9})
	for s.Phase() != Placing {
		for _, p := range s.ToMove() {
			s, _ = s.Apply(s.LegalMoves(p)[0])
		}
	}
	return s
}

func BenchmarkAppendLegalMoves(b *testing.B) {
	s := placingState(b)
	buf := make([]Move, 0, 64)
	for b.Loop() {
		buf = s.AppendLegalMoves(buf[:0], P1)
	}
}

func BenchmarkApply(b *testing.B) {
	s := placingState(b)
	m := s.LegalMoves(P1)[0]
	for b.Loop() {
		s.Apply(m)
	}
}

// BenchmarkApplyReveal applies the second secret placement, which reveals
// both cards and scores card matching.
func BenchmarkApplyReveal(b *testing.B) {
	s := placingState(b)
	s, _ = s.Apply(s.LegalMoves(P1)[0])
	m := s.LegalMoves(P2)[0]
	for b.Loop() {
		s.Apply(m)
	}
}

package cosmicrun

import (
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// playout plays a random game to the end and returns the final state.
func playout(s State, r *rng.RNG, buf []Move) State {
	for !s.Over() {
		who := s.ToMove()
		p := who[r.IntN(len(who))]
		buf = s.AppendLegalMoves(buf[:0], p)
		s, _ = s.Apply(buf[r.IntN(len(buf))])
	}
	return s
}

func benchmarkPlayouts(b *testing.B, players int) {
	r := rng.New(1)
	buf := make([]Move, 0, 64)
	games := 0
	for b.Loop() {
		s, _ := New(Config{Players: players, Seed: r.Uint64()})
		playout(s, &r, buf)
		games++
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkPlayout plays random two-player games to the end.
func BenchmarkPlayout(b *testing.B) { benchmarkPlayouts(b, 2) }

// BenchmarkPlayoutSolo plays random solo games to the end.
func BenchmarkPlayoutSolo(b *testing.B) { benchmarkPlayouts(b, 1) }

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

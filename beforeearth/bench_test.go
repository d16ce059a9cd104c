package beforeearth

import (
	mbits "math/bits"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// BenchmarkRandomGame plays whole games with uniformly random legal moves on
// one goroutine (New, then ToMove, AppendLegalMoves and Apply until the
// game is over) and reports games per second and the time per decision,
// the figure to compare across games and over time.
func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	buf := make([]Move, 0, maxMoves)
	moves := 0
	for i := range b.N {
		_, n := playRandom(b, uint64(i), buf)
		moves += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/decision")
}

// BenchmarkRandomGameParallel plays random games on every core; compare its
// games/s with -cpu 1,2 for the scaling.
func BenchmarkRandomGameParallel(b *testing.B) {
	var next atomic.Uint64
	b.RunParallel(func(pb *testing.PB) {
		buf := make([]Move, 0, maxMoves)
		for pb.Next() {
			playRandom(b, next.Add(1), buf)
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// wyrand is the small inline random source the cross-game benchmark
// (shared/bench) draws with, so that BenchmarkLoop measures the engine.
type wyrand uint64

func (r *wyrand) intn(n int) int {
	*r += 0xa0761d6478bd642f
	hi, lo := mbits.Mul64(uint64(*r), uint64(*r)^0xe7037ed1a0b428db)
	hi, _ = mbits.Mul64(hi^lo, uint64(n))
	return int(hi)
}

// BenchmarkLoop is the cross-game benchmark's loop, written as a bot for
// this game writes it: New, then ToMove, AppendLegalMoves into a reused
// buffer and Apply until the game is over; it reports ns a game.
func BenchmarkLoop(b *testing.B) {
	r, buf := wyrand(1), make([]Move, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		s, err := New(Config{Seed: uint64(r.intn(1 << 62))})
		for ; err == nil && !s.Over(); s, err = s.Apply(buf[r.intn(len(buf))]) {
			who := s.ToMove()
			buf = s.AppendLegalMoves(buf[:0], who[r.intn(len(who))])
		}
		if err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayout plays a new game to its end with State.Playout.
func BenchmarkPlayout(b *testing.B) {
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		s, err := New(Config{Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		s.Playout(seed)
	}
}

// recorded is a random game's states and the moves played from them.
type recorded struct {
	states []State
	moves  []Move
}

func record(seed uint64) recorded {
	var rec recorded
	s, _ := New(Config{Seed: seed})
	r := rand.New(rand.NewPCG(seed, 2))
	for !s.Over() {
		who := s.ToMove()
		moves := s.LegalMoves(who[r.IntN(len(who))])
		m := moves[r.IntN(len(moves))]
		rec.states, rec.moves = append(rec.states, s), append(rec.moves, m)
		s, _ = s.Apply(m)
	}
	return rec
}

// BenchmarkAppendLegalMoves lists the moves of every state of a game into a
// reused buffer.
func BenchmarkAppendLegalMoves(b *testing.B) {
	rec := record(42)
	buf := make([]Move, 0, maxMoves)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		s := rec.states[i%len(rec.states)]
		buf = s.AppendLegalMoves(buf[:0], s.ToMove()[0])
	}
}

// BenchmarkApply applies every move of a game in turn.
func BenchmarkApply(b *testing.B) {
	rec := record(42)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		k := i % len(rec.moves)
		if _, err := rec.states[k].Apply(rec.moves[k]); err != nil {
			b.Fatal(err)
		}
	}
}

// retrogressorTwin is The Retrogressor's ability ("reduce 1 damage, deal 1
// damage to opponent") written by hand, to measure what compiling it into
// closures costs.
func retrogressorTwin(g *game, p Player) {
	g.addDamage(p, p, -1, "The Retrogressor", ruleShips)
	g.addDamage(p, other(p), 1, "The Retrogressor", ruleShips)
}

// twinState is a position for running The Retrogressor's ability.
func twinState(t testing.TB) (*data, []step) {
	s := scenario2(t, `
seats:
  - {damage: 3}
  - {damage: 2}
`)
	cs := s.d.cards
	return &s.d, cs.Ships[cs.shipIndex("The Retrogressor")].alts[0].steps
}

// scenario2 is scenario for benchmarks too.
func scenario2(t testing.TB, yaml string) State {
	sc, err := LoadScenario("twin.yaml", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestCompiledMatchesTwin(t *testing.T) {
	d, steps := twinState(t)
	compiled, twin := *d, *d
	g := game{data: &compiled}
	for i := range steps {
		g.run(&steps[i], P1)
	}
	retrogressorTwin(&game{data: &twin}, P1)
	if diff := cmp.Diff(State{sealedTable(&twin)}, State{sealedTable(&compiled)}, exportAll); diff != "" {
		t.Errorf("compiled ability differs from its twin (-twin +compiled):\n%s", diff)
	}
}

// BenchmarkAbilityCompiled runs The Retrogressor's ability as compiled from
// the card file, on a working copy as Apply does; compare it with
// BenchmarkAbilityTwin, the same ability written in Go.
func BenchmarkAbilityCompiled(b *testing.B) {
	d, steps := twinState(b)
	start, g := *d, &game{data: d}
	for range b.N {
		for i := range steps {
			g.run(&steps[i], P1)
		}
		*d = start
	}
}

func BenchmarkAbilityTwin(b *testing.B) {
	d, _ := twinState(b)
	start, g := *d, &game{data: d}
	for range b.N {
		retrogressorTwin(g, P1)
		*d = start
	}
}

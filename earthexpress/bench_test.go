package earthexpress

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// BenchmarkRandomGame4 plays random 4-player games to the end on one
// goroutine: games per second is 1e9 / ns/op.
func BenchmarkRandomGame4(b *testing.B) {
	s0, err := New(Config{Players: 4, Seed: 1, Standard: true})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, maxLegal)
	b.ReportAllocs()
	for b.Loop() {
		s := s0
		for !s.Over() {
			who := s.ToMove()
			buf = s.AppendLegalMoves(buf[:0], who[r.IntN(len(who))])
			s, _ = s.Apply(buf[r.IntN(len(buf))])
		}
	}
}

// midGame returns a 4-player state in step 3 of round 3 with P1 placing
// Growth, and the move that places one.
func midGame(b *testing.B) (State, Move) {
	s := build(b, Scenario{Players: 4, Round: 3, Tile: []string{"yellow", "red"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		{Tableau: tab("Giant Club Cactus", "Siberian Elm", "American Sycamore", "Basil", "Japanese Maple", "Red Birch"), Planted: true},
		{Tableau: tab("Cat Grass"), Planted: true}, {Tableau: tab("Garlic"), Planted: true}, {Tableau: tab("Papaya"), Planted: true},
	}})
	s = play(b, s, "P1 action yellow")
	m, err := ParseMove(s, "P1 place growth r1c3")
	if err != nil {
		b.Fatal(err)
	}
	return s, m
}

func BenchmarkAppendLegalMoves(b *testing.B) {
	s, _ := midGame(b)
	buf := make([]Move, 0, maxLegal)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.AppendLegalMoves(buf[:0], P1)
	}
}

func BenchmarkApply(b *testing.B) {
	s, m := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRandomGame4Parallel plays random games on every goroutine
// (-cpu 1,2 shows the scaling).
func BenchmarkRandomGame4Parallel(b *testing.B) {
	s0, err := New(Config{Players: 4, Seed: 1, Standard: true})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		r := rand.New(rand.NewPCG(rand.Uint64(), 2))
		buf := make([]Move, 0, maxLegal)
		for pb.Next() {
			s := s0
			for !s.Over() {
				who := s.ToMove()
				buf = s.AppendLegalMoves(buf[:0], who[r.IntN(len(who))])
				s, _ = s.Apply(buf[r.IntN(len(buf))])
			}
		}
	})
}

// pick is a small inline random source (wyrand), so that
// BenchmarkBotLoop measures the engine.
type pick uint64

func (r *pick) intn(n int) int {
	*r += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(uint64(*r), uint64(*r)^0xe7037ed1a0b428db)
	hi, _ = bits.Mul64(hi^lo, uint64(n))
	return int(hi)
}

// BenchmarkBotLoop plays random 4-player games with Ecosystems, New
// included, in the loop a search bot runs: ToMove, AppendLegalMoves into
// a reused buffer, Apply (the loop of the cross-game benchmark).
func BenchmarkBotLoop(b *testing.B) {
	r, buf := pick(1), make([]Move, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf, _ = botGame(b, &r, buf)
	}
}

// botGame plays one game of BenchmarkBotLoop and returns the buffer and
// the number of decisions.
func botGame(b *testing.B, r *pick, buf []Move) ([]Move, int) {
	n := 0
	s, err := New(Config{Players: 4, Seed: uint64(r.intn(1 << 62)), Standard: true, Ecosystems: true})
	for ; err == nil && !s.Over(); s, err = s.Apply(buf[r.intn(len(buf))]) {
		who := s.ToMove()
		buf = s.AppendLegalMoves(buf[:0], who[r.intn(len(who))])
		n++
	}
	if err != nil {
		b.Fatal(err)
	}
	return buf, n
}

// BenchmarkPlayout plays random 4-player games with Ecosystems to the end
// with Playout, from the state New returns.
func BenchmarkPlayout(b *testing.B) {
	s, err := New(Config{Players: 4, Seed: 1, Standard: true, Ecosystems: true})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		s.Playout(seed)
	}
}

package animalkingdom

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/grid"
)

// BenchmarkRandomGame4P plays 4-player standard games with random moves,
// on one goroutine.
func BenchmarkRandomGame4P(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		playRandom(b, Config{Players: 4, Seed: uint64(i), Mode: Standard}, uint64(i))
	}
}

// BenchmarkRandomGame4PCPU is BenchmarkRandomGame4P also reporting the
// thread's CPU time a game (cpu-ns/op) and a decision (cpu-ns/decision):
// on a shared machine these hardly move while wall-clock time does.
func BenchmarkRandomGame4PCPU(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var buf []Move
	games, moves := 0, 0
	t0 := threadCPU()
	for i := 0; b.Loop(); i++ {
		s, err := New(Config{Players: 4, Seed: uint64(i), Mode: Standard})
		if err != nil {
			b.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 1))
		for !s.Over() {
			buf = s.AppendLegalMoves(buf[:0], s.ToMove()[0])
			if s, err = s.Apply(buf[r.IntN(len(buf))]); err != nil {
				b.Fatal(err)
			}
			moves++
		}
		games++
	}
	reportCPU(b, t0, games, moves)
}

// reportCPU reports the thread's CPU time since t0 per op, and per
// decision when decisions is above 0; nothing where it is not read.
func reportCPU(b *testing.B, t0 int64, ops, decisions int) {
	cpu := float64(threadCPU() - t0)
	if t0 == 0 || ops == 0 {
		return
	}
	b.ReportMetric(cpu/float64(ops), "cpu-ns/op")
	if decisions > 0 {
		b.ReportMetric(cpu/float64(decisions), "cpu-ns/decision")
	}
}

// BenchmarkRandomSolo plays solo games against Gaia (standard setup,
// medium) with random moves, on one goroutine.
func BenchmarkRandomSolo(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		playRandom(b, Config{Players: 1, Solo: true, Difficulty: GaiaMedium, Seed: uint64(i)}, uint64(i))
	}
}

// BenchmarkRandomGame4PParallel plays the same games on every goroutine
// GOMAXPROCS allows: compare with -cpu 1,2.
func BenchmarkRandomGame4PParallel(b *testing.B) {
	b.RunParallel(func(pb *testing.PB) {
		for i := uint64(0); pb.Next(); i++ {
			playRandom(b, Config{Players: 4, Seed: i, Mode: Standard}, i)
		}
	})
}

// BenchmarkRandomGame4PAnimalsParallel is BenchmarkRandomGame4PParallel
// with the Animal Kingdom expansion (where every player keeps Animals at
// once, a random one of them moves).
func BenchmarkRandomGame4PAnimalsParallel(b *testing.B) {
	b.RunParallel(func(pb *testing.PB) {
		for i := uint64(0); pb.Next(); i++ {
			walkRandom(b, Config{Players: 4, Seed: i, Mode: Standard, Animals: true}, rand.New(rand.NewPCG(i, 1)), nil)
		}
	})
}

// midGame plays a 4-player game to a Plant decision with cards in hand.
func midGame(b *testing.B) State {
	s, err := New(Config{Players: 4, Seed: 11})
	if err != nil {
		b.Fatal(err)
	}
	for n := 0; !s.Over(); n++ {
		p := s.ToMove()[0]
		ms := s.LegalMoves(p)
		if n > 120 && s.d.Stage == stPlant && s.d.depth() == 0 && len(ms) > 20 {
			return s
		}
		s, _ = s.Apply(ms[n%len(ms)])
	}
	b.Fatal("no Plant decision found")
	return s
}

// BenchmarkAppendLegalMoves lists a Plant decision's moves into a reused
// buffer.
func BenchmarkAppendLegalMoves(b *testing.B) {
	s := midGame(b)
	p := s.ToMove()[0]
	buf := s.AppendLegalMoves(nil, p)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.AppendLegalMoves(buf[:0], p)
	}
}

// BenchmarkApplyStop applies an ordinary move: stop planting.
func BenchmarkApplyStop(b *testing.B) {
	s := midGame(b)
	m := Move{Player: s.ToMove()[0], Kind: Stop}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
}

// scoreTableau is a tableau for the scoring benchmarks: a Prairie Terrain
// with herbs beside it in its row, in the memory the engine evaluates
// formulas in (see fill).
func scoreTableau(b *testing.B) (*scoreCtx, Formula) {
	cs, _ := standard()
	prairie, _ := cs.byName("Prairie Terrain")
	herb, _ := cs.byName("Cat Grass")
	tree, _ := cs.byName("Japanese Maple")
	pc := &pooledCtx{}
	t := &pc.scr.Own
	*t = earth.Tableau{Area: tableauArea}
	put := func(r, c int, card Card) {
		pos := grid.Pos{Row: r, Col: c}
		t.Spaces[pos.Index()] = earth.Space{Card: &cs.deck[card].face}
		t.Cards = t.Cards.With(pos)
	}
	put(1, 1, prairie)
	put(1, 2, herb)
	put(1, 3, herb)
	put(2, 2, tree)
	pc.scr.Ctx = earth.Context{Own: t, Self: grid.Pos{Row: 1, Col: 1}, HasSelf: true}
	pc.sc.ctx, pc.sc.scr = &pc.scr.Ctx, &pc.scr
	return &pc.sc, cs.deck[prairie].Abilities[1].Score
}

// BenchmarkCompiledScore evaluates Prairie Terrain's compiled "score 3 vp
// / herb same row as this".
func BenchmarkCompiledScore(b *testing.B) {
	c, f := scoreTableau(b)
	if f.eval(c) != 6 {
		b.Fatalf("Prairie scores %d, want 6", f.eval(c))
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	n, t0 := 0, threadCPU()
	for b.Loop() {
		_ = f.eval(c)
		n++
	}
	reportCPU(b, t0, n, 0)
}

// BenchmarkHandwrittenScore is the same formula written in Go.
func BenchmarkHandwrittenScore(b *testing.B) {
	c, _ := scoreTableau(b)
	cs, _ := standard()
	herb, _ := cs.vocab.Lookup("herb")
	f := func(c *scoreCtx) int {
		n := 0
		t := c.ctx.Own
		for p := range (grid.Row(c.ctx.Self.Row) & t.Area).All {
			if sp := t.Spaces[p.Index()]; sp.Card != nil && sp.Card.Traits&herb != 0 {
				n++
			}
		}
		return 3 * n
	}
	if f(c) != 6 {
		b.Fatalf("handwritten Prairie scores %d, want 6", f(c))
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	n, t0 := 0, threadCPU()
	for b.Loop() {
		_ = f(c)
		n++
	}
	reportCPU(b, t0, n, 0)
}

// BenchmarkPlayout4P plays the games of BenchmarkRandomGame4P's kind with
// Playout: the moves made in place, without copying the state or checking
// the moves again.
func BenchmarkPlayout4P(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := New(Config{Players: 4, Seed: uint64(i), Mode: Standard})
		if err != nil {
			b.Fatal(err)
		}
		if s, _ = s.Playout(uint64(i)); !s.Over() {
			b.Fatal("the playout did not end the game")
		}
	}
}

// BenchmarkPlayout4PAnimals is BenchmarkPlayout4P with the Animal Kingdom
// expansion.
func BenchmarkPlayout4PAnimals(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := New(Config{Players: 4, Seed: uint64(i), Mode: Standard, Animals: true})
		if err != nil {
			b.Fatal(err)
		}
		if s, _ = s.Playout(uint64(i)); !s.Over() {
			b.Fatal("the playout did not end the game")
		}
	}
}

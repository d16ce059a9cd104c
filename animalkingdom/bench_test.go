package animalkingdom

import (
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

// BenchmarkRandomGame4PParallel plays the same games on every goroutine
// GOMAXPROCS allows: compare with -cpu 1,2.
func BenchmarkRandomGame4PParallel(b *testing.B) {
	b.RunParallel(func(pb *testing.PB) {
		for i := uint64(0); pb.Next(); i++ {
			playRandom(b, Config{Players: 4, Seed: i, Mode: Standard}, i)
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
		if n > 120 && s.g.Stage == stPlant && len(s.g.Frames) == 0 && len(ms) > 20 {
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
// with herbs beside it in its row.
func scoreTableau(b *testing.B) (*scoreCtx, Formula) {
	cs, _ := Base()
	prairie, _ := cs.byName("Prairie Terrain")
	herb, _ := cs.byName("Cat Grass")
	tree, _ := cs.byName("Japanese Maple")
	t := &earth.Tableau{Area: tableauArea}
	t.Spaces[grid.Pos{Row: 1, Col: 1}.Index()] = earth.Space{Card: &cs.deck[prairie].Face}
	t.Spaces[grid.Pos{Row: 1, Col: 2}.Index()] = earth.Space{Card: &cs.deck[herb].Face}
	t.Spaces[grid.Pos{Row: 1, Col: 3}.Index()] = earth.Space{Card: &cs.deck[herb].Face}
	t.Spaces[grid.Pos{Row: 2, Col: 2}.Index()] = earth.Space{Card: &cs.deck[tree].Face}
	c := &scoreCtx{}
	c.ctx = earth.Context{Own: t, Self: grid.Pos{Row: 1, Col: 1}, HasSelf: true}
	return c, cs.deck[prairie].Abilities[1].Score
}

// BenchmarkCompiledScore evaluates Prairie Terrain's compiled "score 3 vp
// / herb same row as this".
func BenchmarkCompiledScore(b *testing.B) {
	c, f := scoreTableau(b)
	if f.Eval(c) != 6 {
		b.Fatalf("Prairie scores %d, want 6", f.Eval(c))
	}
	for b.Loop() {
		_ = f.Eval(c)
	}
}

// BenchmarkHandwrittenScore is the same formula written in Go.
func BenchmarkHandwrittenScore(b *testing.B) {
	c, _ := scoreTableau(b)
	cs, _ := Base()
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
	for b.Loop() {
		_ = f(c)
	}
}

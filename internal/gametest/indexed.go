package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// Indexed is a State with the indexed legal moves and Playout every game
// package has.
type Indexed[S any, M engine.Move, V any, E any] interface {
	engine.State[S, M, V, E]
	LegalMoves(p engine.Player) []M
	LegalMoveCount(p engine.Player) int
	LegalMove(p engine.Player, i int) M
	ApplyLegalMove(p engine.Player, i int) (S, error)
	Playout(seed uint64) (S, int)
}

// CheckIndexed plays a random game from s (from seed) and checks, at every
// state and for every player, that LegalMoveCount counts LegalMoves, that
// LegalMove(p, i) is its move i and the zero move past the end, and that
// ApplyLegalMove(p, i) is Apply of move i and refuses an i past the end
// with the illegal-move error. At the start, and again every 16 states,
// it checks that Playout(seed) ends where the loop its doc describes ends:
// a player drawn from ToMove when several are to move, then one of their
// moves, from a generator seeded with seed. Under the race detector it
// checks about eight of a player's moves a state, and a playout every 64
// states.
func CheckIndexed[S Indexed[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](t testing.TB, s S, seed uint64) {
	t.Helper()
	r := rng.New(seed)
	every := 16 // a playout from every 16th position, every 64th under the race detector
	if Race() {
		every = 64
	}
	for step := 0; ; step++ {
		if step%every == 0 {
			checkPlayout[S, M, V, E](t, s, seed+uint64(step))
		}
		for _, p := range s.Players() {
			checkIndexedMoves[S, M, V, E](t, s, p)
		}
		if s.Over() {
			return
		}
		who := s.ToMove()
		p := who[r.IntN(len(who))]
		next, err := s.ApplyLegalMove(p, r.IntN(s.LegalMoveCount(p)))
		if err != nil {
			t.Fatalf("step %d: ApplyLegalMove: %v", step, err)
		}
		s = next
	}
}

// checkIndexedMoves checks p's indexed moves in s.
func checkIndexedMoves[S Indexed[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](t testing.TB, s S, p engine.Player) {
	t.Helper()
	moves := s.LegalMoves(p)
	n := s.LegalMoveCount(p)
	var zero M
	if n != len(moves) || s.LegalMove(p, n) != zero || s.LegalMove(p, -1) != zero {
		t.Fatalf("%v: LegalMoveCount %d for %d moves, LegalMove past the ends %v, %v", p, n, len(moves), s.LegalMove(p, n), s.LegalMove(p, -1))
	}
	stride := 1 // every move; about eight of them under the race detector
	if Race() {
		stride = max(1, len(moves)/8)
	}
	for i := 0; i < len(moves); i += stride {
		if got := s.LegalMove(p, i); got != moves[i] {
			t.Fatalf("%v: LegalMove(%d) = %v, LegalMoves lists %v", p, i, got, moves[i])
		}
	}
	if len(moves) > 0 {
		i := len(moves) / 2
		want, err1 := s.Apply(moves[i])
		got, err2 := s.ApplyLegalMove(p, i)
		if err1 != nil || err2 != nil || !sameJSON(want, got) {
			t.Fatalf("%v: ApplyLegalMove(%d) differs from Apply(%v): %v, %v", p, i, moves[i], err1, err2)
		}
	}
	if got, err := s.ApplyLegalMove(p, n); !errors.Is(err, engine.ErrIllegalMove) || !sameJSON(got, s) {
		t.Fatalf("%v: ApplyLegalMove(%d) past the end: %v, or the state changed", p, n, err)
	}
}

// checkPlayout checks Playout(seed) from s against the random loop.
func checkPlayout[S Indexed[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](t testing.TB, s S, seed uint64) {
	t.Helper()
	before, _ := json.Marshal(s)
	got, n := s.Playout(seed)
	if after, _ := json.Marshal(s); !bytes.Equal(before, after) {
		t.Fatal("Playout changed the state it started from")
	}
	r := rng.New(seed)
	want, k := s, 0
	for ; !want.Over(); k++ {
		who := want.ToMove()
		p := who[0]
		if len(who) > 1 {
			p = who[r.IntN(len(who))]
		}
		var err error
		if want, err = want.ApplyLegalMove(p, r.IntN(want.LegalMoveCount(p))); err != nil {
			t.Fatalf("the random loop: %v", err)
		}
	}
	if !got.Over() || n != k || !sameJSON(got, want) {
		t.Fatalf("Playout(%d) made %d moves (over: %v); the random loop %d", seed, n, got.Over(), k)
	}
}

// sameJSON reports whether a and b write the same JSON.
func sameJSON(a, b any) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(ja, jb)
}

package cosmicrun

import (
	"errors"
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// The counted, indexed moves agree with the list at every step of random
// games of both kinds: LegalMoveCount is its length, LegalMove(p, i) its
// i-th move, and ApplyLegalMove(p, i) gives the state Apply gives for it.
// An index out of range is refused and changes nothing.
func TestIndexedMovesMatchTheList(t *testing.T) {
	for seed := range uint64(40) {
		s, _ := New(Config{Players: 1 + int(seed%2), Seed: seed, Level: Level(seed % 3)})
		r := rng.New(seed)
		for !s.Over() {
			for _, p := range []Player{P1, P2, Player(2), NoPlayer} {
				checkIndexed(t, s, p)
			}
			s = randomStep(s, &r)
		}
		checkIndexed(t, s, P1)
	}
}

func checkIndexed(t *testing.T, s State, p Player) {
	t.Helper()
	list := s.LegalMoves(p)
	if n := s.LegalMoveCount(p); n != len(list) {
		t.Fatalf("%v: LegalMoveCount = %d, LegalMoves has %d:\n%v", p, n, len(list), s)
	}
	for i, m := range list {
		if got := s.LegalMove(p, i); got != m {
			t.Fatalf("%v: LegalMove(%d) = %v, the list has %v:\n%v", p, i, got, m, s)
		}
		want, _ := s.Apply(m)
		got, err := s.ApplyLegalMove(p, i)
		if err != nil || got != want {
			t.Fatalf("%v: ApplyLegalMove(%d) differs from Apply(%v): %v", p, i, m, err)
		}
	}
	for _, i := range []int{-1, len(list), len(list) + 5} {
		if got := s.LegalMove(p, i); got != (Move{}) {
			t.Fatalf("LegalMove(%v, %d) = %v, want the zero Move", p, i, got)
		}
		got, err := s.ApplyLegalMove(p, i)
		if !errors.Is(err, ErrIllegalMove) || got != s {
			t.Fatalf("ApplyLegalMove(%v, %d) = %v; want a refusal and the state unchanged", p, i, err)
		}
	}
}

// Playout gives the state the loop it documents gives with the same
// generator, and leaves its receiver alone.
func TestPlayoutIsTheDocumentedLoop(t *testing.T) {
	for seed := range uint64(60) {
		start, _ := New(Config{Players: 1 + int(seed%2), Seed: seed, Level: Level(seed % 3)})
		r := rng.New(seed)
		for range seed % 37 {
			if !start.Over() {
				start = randomStep(start, &r)
			}
		}
		before := start
		got, n := start.Playout(seed * 7)
		if start != before {
			t.Fatal("Playout changed its receiver")
		}
		want, m := start, 0
		r = rng.New(seed * 7)
		for ; !want.Over(); m++ {
			who := want.ToMove()
			p := who[0]
			if len(who) > 1 {
				p = who[r.IntN(len(who))]
			}
			var err error
			if want, err = want.ApplyLegalMove(p, r.IntN(want.LegalMoveCount(p))); err != nil {
				t.Fatal(err)
			}
		}
		if got != want || n != m {
			t.Fatalf("seed %d: Playout made %d moves to\n%v\nthe loop %d to\n%v", seed, n, got, m, want)
		}
	}
	if s, n := (State{}).Playout(1); n != 0 || s != (State{}) {
		t.Error("the zero State played on")
	}
}

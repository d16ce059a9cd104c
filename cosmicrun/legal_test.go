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

// Placements listed into a buffer with room for the rows fillPlacements
// copies whole, or with less, which goes through a buffer of its own, are
// the moves LegalMove numbers, after the buffer's own moves, which stay as
// they were; placeRows holds each card's placements at the open planets.
func TestPlacementsWhateverTheBuffer(t *testing.T) {
	for seed := range uint64(20) {
		s, _ := New(Config{Players: 2, Seed: seed})
		r := rng.New(seed)
		for !s.Over() {
			for _, p := range s.ToMove() {
				checkBuffers(t, s, p)
			}
			s = randomStep(s, &r)
		}
	}
	for p := range placeRows {
		for open := range placeRows[p] {
			for c := range placeRows[p][open] {
				row := placeRows[p][open][c]
				i := 0
				for _, pl := range openPlanet[open][:openCount[open]] {
					for _, turned := range []bool{false, true} {
						if want := PlaceMove(Player(p), Card(c), int(pl), turned); row[i] != want {
							t.Fatalf("placeRows[%d][%d][%d][%d] = %v, want %v", p, open, c, i, row[i], want)
						}
						i++
					}
				}
				for ; i < len(row); i++ {
					if row[i] != (Move{}) {
						t.Fatalf("placeRows[%d][%d][%d][%d] = %v, want the zero Move", p, open, c, i, row[i])
					}
				}
			}
		}
	}
}

func checkBuffers(t *testing.T, s State, p Player) {
	t.Helper()
	n, prefix := s.LegalMoveCount(p), KeepMove(other(p))
	for spare := range n + rowSpill + 2 {
		buf := append(make([]Move, 0, 1+spare), prefix)
		got := s.AppendLegalMoves(buf, p)
		if len(got) != 1+n || got[0] != prefix {
			t.Fatalf("%v: AppendLegalMoves with %d spare gave %d moves after %v, want %d after %v", p, spare, len(got)-1, got[0], n, prefix)
		}
		for i, m := range got[1:] {
			if want := s.LegalMove(p, i); m != want {
				t.Fatalf("%v: AppendLegalMoves with %d spare: move %d is %v, want %v:\n%v", p, spare, i, m, want, s)
			}
		}
	}
}

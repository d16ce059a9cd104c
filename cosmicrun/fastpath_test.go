package cosmicrun

import (
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// TestRevealAtOnceMatchesInOrder plays random two-player games and, at every
// placement that reveals both when the order does not matter (reveal's
// quick path), compares the state Apply gives with the one revealInOrder
// gives, followed by what reveal does after it: the round's end, then the
// counters.
func TestRevealAtOnceMatchesInOrder(t *testing.T) {
	quick := 0
	for seed := range uint64(300) {
		s, err := New(Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		for !s.Over() {
			who := s.ToMove()
			p := who[r.IntN(len(who))]
			moves := s.LegalMoves(p)
			m := moves[r.IntN(len(moves))]
			o := other(p)
			pl, opl := Placement{Card: m.Card, Planet: m.Planet, Rotated: m.Rotated}, s.d.Pending[o]
			if m.Kind == Place && opl.Card != NoCard && !orderMatters(s.d.Track[p][pl.Planet], s.d.Track[o][opl.Planet], false) {
				quick++
				want := s
				g := want.game(engine.Log[Event]{})
				want.d.Pending[o] = noPlacement
				if g.revealInOrder(p, pl, o, opl); want.d.Phase != Finished && want.d.onBoard == [2]int8{HandSize, HandSize} {
					g.endRound()
				}
				want.countMoves()
				if got, _ := s.Apply(m); got != want {
					t.Fatalf("seed %d, %v: reveal at once gives\n%+v\nin order\n%+v", seed, m, got.d, want.d)
				}
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatalf("seed %d, %v: %v", seed, m, err)
			}
		}
	}
	if quick < 1000 {
		t.Errorf("only %d reveals at once in 300 games", quick)
	}
}

// TestAddShortIsAdvance compares round scoring's addShort, followed by
// advance when it declines, with advance alone, for every track value, a
// range of points, both seats and every planet, the other planets reached
// or not.
func TestAddShortIsAdvance(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	short := 0
	for _, p := range seats {
		for planet := range NumPlanets {
			for _, others := range []int8{0, Goal - 1, Goal} {
				for v := range int8(Goal + 1) {
					for pts := range 8 {
						base := s
						base.d.Track[p] = [NumPlanets]int8{others, others, others}
						base.d.Track[p][planet] = v
						got, want := base, base
						if g := got.game(engine.Log[Event]{}); g.addShort(p, planet, pts) {
							short++
						} else {
							g.advance(p, planet, pts, "arrows")
						}
						want.game(engine.Log[Event]{}).advance(p, planet, pts, "arrows")
						if got != want {
							t.Fatalf("%v, planet %d at %d, %d points: addShort gives %+v, advance %+v", p, planet, v, pts, got.d, want.d)
						}
					}
				}
			}
		}
	}
	if short == 0 {
		t.Error("addShort never added the points itself")
	}
}

// TestBestHandIsCompareHands compares best hand at every planet, which
// reads the pairs' keys before it calls compareHands, with compareHands
// alone, for every two pairs of four different ship cards in every order.
func TestBestHandIsCompareHands(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := s.game(engine.Log[Event]{})
	for planet := range NumPlanets {
		eachFourShips(func(a0, a1, b0, b1 Card) {
			s.d.Board[P1][planet] = [2]Slot{{Card: a0}, {Card: a1, Rotated: true}}
			s.d.Board[P2][planet] = [2]Slot{{Card: b0, Rotated: true}, {Card: b1}}
			want := NoPlayer
			switch r := compareHands([2]Card{a0, a1}, [2]Card{b0, b1}, &s.cards.Planets[planet]); {
			case r > 0:
				want = P1
			case r < 0:
				want = P2
			}
			if got := g.bestHand(planet); got != want {
				t.Fatalf("planet %d, %v %v against %v %v: best hand %v, compareHands %v", planet+1, a0, a1, b0, b1, got, want)
			}
		})
	}
}

// TestToMoveIsSeats compares ToMove, read from a table of the four sets of
// seats, with engine.Seats of the seats that have a legal move, at every
// decision of random games, solo and two-player.
func TestToMoveIsSeats(t *testing.T) {
	both := 0
	for seed := range uint64(200) {
		s, err := New(Config{Players: 1 + int(seed%2), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		for {
			var mask uint8
			for _, p := range seats {
				if s.LegalMoveCount(p) > 0 {
					mask |= 1 << p
				}
			}
			got, want := s.ToMove(), engine.Seats(mask)
			if !slices.Equal(got, want) || cap(got) != len(got) {
				t.Fatalf("seed %d: ToMove() = %v (cap %d), want %v", seed, got, cap(got), want)
			}
			if mask == 3 {
				both++
			}
			if s.Over() != (mask == 0) {
				t.Fatalf("seed %d: Over() = %v with seats to move %v", seed, s.Over(), want)
			}
			if s.Over() {
				break
			}
			p := got[r.IntN(len(got))]
			if s, err = s.ApplyLegalMove(p, r.IntN(s.LegalMoveCount(p))); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	if both == 0 {
		t.Error("no decision had both players to move")
	}
}

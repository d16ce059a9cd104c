package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMoversKeptAgreeWithMayMove checks, over random games of both kinds
// and solo, that the players to decide kept beside the position (which
// Apply and AppendLegalMoves read) are those mayMove names, every seat,
// NoPlayer and a seat beyond the table: AppendLegalMoves lists what
// appendLegal lists, and Apply's check (checkFor with the kept set)
// answers as check, which works the players out again, for a move of
// each player.
func TestMoversKeptAgreeWithMayMove(t *testing.T) {
	for i, cfg := range []Config{{Players: 4, Seed: 11}, {Players: 3, Seed: 12, Animals: true}, {Players: 5, Seed: 13, Animals: true}, {Players: 1, Solo: true, Seed: 14}} {
		var buf, want []Move
		walkRandom(t, cfg, rand.New(rand.NewPCG(uint64(i), 8)), func(s State, m Move) {
			for p := NoPlayer; p <= Player(s.d.n()); p++ {
				if got, want := isMover(s.movers, p), p >= 0 && int(p) < s.d.n() && s.d.mayMove(p); got != want {
					t.Fatalf("%+v: %v kept as to move %v, mayMove says %v", cfg, p, got, want)
				}
				buf, want = s.AppendLegalMoves(buf[:0], p), s.d.appendLegal(want[:0], p)
				if !slices.Equal(buf, want) {
					t.Fatalf("%+v: %v: AppendLegalMoves %v, appendLegal %v", cfg, p, buf, want)
				}
				if s.Over() {
					continue
				}
				o := m
				o.Player = p
				if got, want := s.d.checkFor(o, s.movers) == nil, s.d.check(o) == nil; got != want {
					t.Fatalf("%+v: %v: checkFor with the kept players accepts it %v, check %v", cfg, o, got, want)
				}
			}
		})
	}
}

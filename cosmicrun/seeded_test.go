package cosmicrun

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"hash"
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// seededGamesDigest is the SHA-256 of the transcripts seededTranscripts
// writes. A change that makes any seeded game play differently (other
// moves listed or in another order, other events, another end) changes it;
// a speed change must not.
const seededGamesDigest = "883d12b89b3bad4cb713c8901fe730692cc9b1e88234726fe1da14a4cc1b3d5b"

// seededTranscripts writes, for two-player and solo games of many seeds,
// every decision's legal moves, the move drawn and the events it made, the
// final state's JSON, and the results of Playout and of playing by move
// number from the same start.
func seededTranscripts(t *testing.T, w hash.Hash) {
	for _, players := range []int{2, 1} {
		for seed := range uint64(150) {
			start, err := New(Config{Players: players, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			r := rng.New(seed)
			s := start
			for !s.Over() {
				who := s.ToMove()
				p := who[r.IntN(len(who))]
				legal := s.LegalMoves(p)
				m := legal[r.IntN(len(legal))]
				var evs []Event
				if s, evs, err = s.ApplyEvents(m); err != nil {
					t.Fatal(err)
				}
				fmt.Fprintln(w, legal, m, evs)
			}
			final, _ := json.Marshal(s)
			out, n := start.Playout(seed)
			played, _ := json.Marshal(out)
			fmt.Fprintf(w, "%s\n%d %s\n", final, n, played)
			for r, s := rng.New(seed+1), start; !s.Over(); {
				who := s.ToMove()
				p := who[r.IntN(len(who))]
				if s, err = s.ApplyLegalMove(p, r.IntN(s.LegalMoveCount(p))); err != nil {
					t.Fatal(err)
				}
				fmt.Fprintln(w, s.Round(), s.Phase(), s.Track(P1, 0), s.Track(P2, 2), s.Hand(P1))
			}
		}
	}
}

// Seeded games play as they always have: the same moves listed in the same
// order, the same events, the same ends, by every path (Apply, Playout,
// ApplyLegalMove).
func TestSeededGamesAreUnchanged(t *testing.T) {
	h := sha256.New()
	seededTranscripts(t, h)
	if got := fmt.Sprintf("%x", h.Sum(nil)); got != seededGamesDigest {
		t.Errorf("seeded games digest %s, want %s", got, seededGamesDigest)
	}
}

// legal, Apply's quick test, accepts only moves check finds nothing wrong
// with, and accepts every listed move, over every field value a candidate
// move can take near the legal ones, in the states of random two-player
// and solo games.
func TestQuickTestAcceptsOnlyLegalMoves(t *testing.T) {
	for seed := range uint64(8) {
		s, _ := New(Config{Players: 1 + int(seed%2), Seed: seed})
		r := rng.New(seed)
		for !s.Over() {
			for p := Player(-1); p <= 2; p++ {
				for k := NoMove; k <= numKinds; k++ {
					for c := Card(-1); c <= NumShips; c++ {
						for planet := int8(-1); planet <= NumPlanets; planet++ {
							for _, rot := range []bool{false, true} {
								m := Move{Player: p, Kind: k, Card: c, Planet: planet, Rotated: rot}
								if s.legal(&m) && s.check(m) != nil {
									t.Fatalf("legal(%v) in %v, but check says %v", m, s.Phase(), s.check(m))
								}
							}
						}
					}
				}
			}
			who := s.ToMove()
			p := who[r.IntN(len(who))]
			legal := s.LegalMoves(p)
			for _, m := range legal {
				if !s.legal(&m) {
					t.Fatalf("the listed move %v is not taken by the quick test", m)
				}
			}
			s, _ = s.Apply(legal[r.IntN(len(legal))])
		}
	}
}

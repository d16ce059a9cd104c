package cosmicrun

import (
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// Over many random games, ApplyEvents gives the same state as Apply, the
// Scored events account for every movement point on the tracks, and a deal
// names no player.
func TestEventsMatchState(t *testing.T) {
	for seed := range uint64(200) {
		players := 1 + int(seed%2)
		s, err := New(Config{Players: players, Seed: seed, Level: Level(seed % 3)})
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		var track [2][3]int
		for !s.Over() {
			who := s.ToMove()
			moves := s.LegalMoves(who[r.IntN(len(who))])
			m := moves[r.IntN(len(moves))]
			plain, _ := s.Apply(m)
			next, evs, err := s.ApplyEvents(m)
			if err != nil || next != plain {
				t.Fatalf("seed %d, %v: ApplyEvents and Apply disagree (%v)", seed, m, err)
			}
			for _, e := range evs {
				if e.Kind == Dealt && e.Player != NoPlayer {
					t.Fatalf("seed %d: %+v: a deal concerns the table, not %v", seed, e, e.Player)
				}
				if e.Kind != Scored {
					continue
				}
				pl := &track[e.Player][e.Planet]
				*pl = min(*pl+e.Points, Goal)
				if *pl != e.Track {
					t.Fatalf("seed %d: %v, but the points add up to %d", seed, e, *pl)
				}
			}
			s = next
			for _, p := range s.Players() {
				for pl := range NumPlanets {
					if got := s.Track(p, pl); got != track[p][pl] {
						t.Fatalf("seed %d after %v: %v's track at planet %d is %d, events say %d", seed, m, p, pl+1, got, track[p][pl])
					}
				}
			}
		}
	}
}

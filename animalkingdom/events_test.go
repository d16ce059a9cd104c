package animalkingdom

import (
	"math/rand/v2"
	"testing"
)

// TestEventsReportEveryGain plays random games with ApplyEvents and checks,
// for every move and every player, that what their soil, sprouts, growth
// and compost grew by is no more than the events report gained: every
// gain is told.
func TestEventsReportEveryGain(t *testing.T) {
	for seed := range uint64(8) {
		cfg := Config{Players: 1 + int(seed%4), Mode: Mode(seed % 3), Seed: seed}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rnd := rand.New(rand.NewPCG(seed, 9))
		for n := 0; !s.Over() && n < 3000; n++ {
			ms := s.LegalMoves(s.ToMove()[0])
			m := ms[rnd.IntN(len(ms))]
			next, evs, err := s.ApplyEvents(m)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range s.Players() {
				told := toldGains(evs, p)
				grew := [4]int{next.Soil(p) - s.Soil(p), next.g.pieces(p, Sprout) - s.g.pieces(p, Sprout),
					next.g.pieces(p, Growth) - s.g.pieces(p, Growth), next.CompostSize(p) - s.CompostSize(p)}
				for k, what := range [4]string{"soil", "sprouts", "growth", "compost"} {
					if grew[k] > told[k] {
						t.Fatalf("%+v, %v: %v's %s grew by %d, the events tell of %d: %v", cfg, m, p, what, grew[k], told[k], evs)
					}
				}
			}
			s = next
		}
	}
}

// toldGains adds up p's soil, sprouts, growth and compost gained by evs.
func toldGains(evs []Event, p Player) [4]int {
	var told [4]int
	for _, e := range evs {
		if e.Player != p {
			continue
		}
		switch e.What {
		case "soil", "convert":
			told[0] += e.N
		case "sprouts":
			told[1] += e.N
		case "growth":
			told[2] += e.N
		case "compost":
			told[3] += e.N
		}
	}
	return told
}

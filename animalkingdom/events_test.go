package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestEventsReportEveryChange: over random games, the events of each
// move add up to every change of each player's soil, sprouts, growth and
// compost: what was gained, less what was spent, removed, discarded or
// taken back.
func TestEventsReportEveryChange(t *testing.T) {
	kinds := map[string]int{}
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
			for _, e := range evs {
				if e.N < 0 || e.Kind == EventDiscard || e.Kind == EventTake {
					kinds[e.Kind.String()]++
				}
			}
			for _, p := range s.Players() {
				told := toldChanges(evs, p)
				got := [4]int{next.Soil(p) - s.Soil(p), next.d.pieces(p, Sprout) - s.d.pieces(p, Sprout),
					next.d.pieces(p, Growth) - s.d.pieces(p, Growth), next.CompostSize(p) - s.CompostSize(p)}
				for k, what := range [4]string{"soil", "sprouts", "growth", "compost"} {
					if got[k] != told[k] {
						t.Fatalf("%+v, %v: %v's %s changed by %d, the events tell of %d: %v", cfg, m, p, what, got[k], told[k], evs)
					}
				}
			}
			s = next
		}
	}
	for _, k := range []string{"soil", "sprouts", "growth", "discard", "take"} {
		if kinds[k] == 0 {
			t.Errorf("no %q spent or taken in the games played: %v", k, kinds)
		}
	}
}

// toldChanges adds up the changes of p's soil, sprouts, growth and
// compost that evs tell of.
func toldChanges(evs []Event, p Player) [4]int {
	var told [4]int
	for _, e := range evs {
		if e.Player != p {
			continue
		}
		switch e.Kind.String() {
		case "soil", "convert":
			told[0] += e.N
		case "sprouts":
			told[1] += e.N
		case "growth":
			told[2] += e.N
		case "compost":
			told[3] += e.N
		case "discard":
			told[3] -= e.N
		case "take":
			told[3]--
		}
	}
	return told
}

// TestEventsReportGaiasChanges: over random solo games at each
// difficulty, the events of Gaia's seat add up to every change of her
// soil (soil traded for compost included), sprouts, growth, compost and
// scoring pile.
func TestEventsReportGaiasChanges(t *testing.T) {
	kinds := map[string]int{}
	for k := range 12 {
		d := Difficulty(k % 4)
		cfg := Config{Players: 1, Solo: true, Difficulty: d, Seed: uint64(k)}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rnd := rand.New(rand.NewPCG(uint64(k), 5))
		for !s.Over() {
			ms := s.LegalMoves(s.ToMove()[0])
			m := ms[rnd.IntN(len(ms))]
			next, evs, err := s.ApplyEvents(m)
			if err != nil {
				t.Fatal(err)
			}
			var told [5]int
			for _, e := range evs {
				if e.Player != s.d.gaiaSeat() {
					continue
				}
				if k := slices.Index([]string{"soil", "sprouts", "growth", "compost", "pile"}, e.Kind.String()); k >= 0 {
					told[k] += e.N
					kinds[e.Kind.String()]++
					if e.N < 0 {
						kinds["spent"]++
					}
				}
			}
			a, b := s.d.Gaia, next.d.Gaia
			got := [5]int{b.Soil - a.Soil, b.Sprouts - a.Sprouts, b.Growth - a.Growth, len(b.Compost) - len(a.Compost), len(b.Pile) - len(a.Pile)}
			if got != told {
				t.Fatalf("%v, %v: Gaia's soil, sprouts, growth, compost and pile changed by %v, the events tell of %v: %v", d, m, got, told, evs)
			}
			s = next
		}
	}
	for _, k := range []string{"soil", "sprouts", "growth", "compost", "pile", "spent"} {
		if kinds[k] == 0 {
			t.Errorf("no event of Gaia's %s (spent: soil traded) in the games played: %v", k, kinds)
		}
	}
}

package animalkingdom

import (
	"math/rand/v2"
	"testing"
)

// TestPlainCostsPayAsTheirSteps checks, over random games of both kinds
// and solo, that canPayAt, reading a cost added up at load, answers as
// reading the cost step by step (canPayStepwise) does, for every player
// and every ability with a cost of the set's Earth cards, Islands,
// Climates and Animals; and that most of those costs were added up.
func TestPlainCostsPayAsTheirSteps(t *testing.T) {
	cs, err := standard()
	if err != nil {
		t.Fatal(err)
	}
	var costly []*Ability
	add := func(abs []Ability) {
		for k := range abs {
			if len(abs[k].Cost) > 0 {
				costly = append(costly, &abs[k])
			}
		}
	}
	for i := range cs.deck {
		add(cs.deck[i].Abilities)
	}
	for i := range cs.islands {
		add(cs.islands[i].Abilities)
	}
	for i := range cs.climates {
		add(cs.climates[i].Abilities)
	}
	for i := range cs.animals {
		an := &cs.animals[i]
		for _, a := range []*Ability{&an.each, &an.after, &an.others} {
			if len(a.Cost) > 0 {
				costly = append(costly, a)
			}
		}
	}
	known := 0
	for _, a := range costly {
		if a.plain.known {
			known++
		}
	}
	if known < len(costly)/2 {
		t.Fatalf("%d of %d costs added up at load", known, len(costly))
	}
	paid := 0
	for i, cfg := range []Config{{Players: 4, Seed: 31}, {Players: 3, Seed: 32, Animals: true}, {Players: 1, Solo: true, Seed: 33}} {
		n := 0
		walkRandom(t, cfg, rand.New(rand.NewPCG(uint64(i), 11)), func(s State, _ Move) {
			if n++; n%3 != 0 {
				return
			}
			for p := range Player(s.d.n()) {
				f := &frame{Who: p, Self: -1}
				for _, a := range costly {
					got, want := s.d.canPayAt(f, a), s.d.canPayStepwise(f, a)
					if got != want {
						t.Fatalf("%+v: %v, %q: canPayAt %v, step by step %v", cfg, p, a.Text, got, want)
					}
					paid += b2i(got)
				}
			}
		})
	}
	if paid == 0 {
		t.Fatal("no cost could be paid")
	}
}

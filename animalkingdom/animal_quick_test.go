package animalkingdom

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
)

// TestQuickAnimalChecksAgreeWithTheLegalMoves: at the decisions of the
// expansion's steps, Apply's check without listing the legal moves
// (quickAnimalLegal) accepts exactly the moves AppendLegalMoves lists,
// and refuses the others with the error the listing gives, over random
// games with Animals, for the wide sample of candidate moves and the
// legal moves with a field changed.
func TestQuickAnimalChecksAgreeWithTheLegalMoves(t *testing.T) {
	cfgs := []Config{{Players: 4, Seed: 51, Animals: true}, {Players: 2, Seed: 52, Mode: Advanced, Animals: true},
		{Players: 5, Seed: 53, Animals: true}, {Players: 1, Seed: 54, Solo: true, Animals: true}, {Players: 3, Seed: 55, Animals: true, Mode: Advanced}}
	games := 3
	if raceOn {
		games = 1
	}
	accepted, refused := map[MoveKind]int{}, map[MoveKind]int{}
	for _, cfg := range cfgs {
		for game := range games {
			cfg.Seed += uint64(game) * 100
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(cfg.Seed, 9))
			for n := 0; !s.Over(); n++ {
				who := s.ToMove()
				for _, p := range who {
					compareAnimalChecks(t, s, p, accepted, refused, cfg, n)
				}
				ms := s.LegalMoves(who[r.IntN(len(who))])
				if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for _, k := range []MoveKind{Skip, Activate, Stop, AnimeepleTo, KeepAnimal, GlobalOption, Convert, DiscardLeaf} {
		if accepted[k] == 0 || refused[k] == 0 {
			t.Errorf("%v: %d accepted and %d refused by the quick check: want some of each", k, accepted[k], refused[k])
		}
	}
}

// compareAnimalChecks compares, at one decision of p, quickAnimalLegal's
// answer through check with the legal moves listed.
func compareAnimalChecks(t *testing.T, s State, p Player, accepted, refused map[MoveKind]int, cfg Config, n int) {
	t.Helper()
	g := &s.d
	if g.choosingLeaf() || g.placing() || g.depth() > g.floor() || !(g.AK.Act.On || g.Stage == stAnimals || g.Stage == stGlobal) {
		return
	}
	legal := s.LegalMoves(p)
	listed := map[Move]bool{}
	for _, m := range legal {
		listed[m] = true
	}
	cands := animalCandidates(s, p)
	for _, m := range legal {
		cands = append(cands, m)
		for f := range 5 {
			x := m
			switch f {
			case 0:
				x.Card = 1
			case 1:
				x.Animal++
			case 2:
				x.Row++
			case 3:
				x.Col--
			case 4:
				x.Option++
			}
			cands = append(cands, x)
		}
	}
	for _, m := range cands {
		if _, known := g.quickAnimalLegal(m); !known {
			continue
		}
		err := g.check(m)
		if got, want := err == nil, listed[m]; got != want {
			t.Fatalf("%+v move %d: %v: Apply's check %v (%v), listed %v", cfg, n, m, got, err, want)
		}
		if err == nil {
			accepted[m.Kind]++
			continue
		}
		refused[m.Kind]++
		if want := engine.Illegal(g.named(m), ruleOf(g, m), "not a legal move now"); err.Error() != want.Error() {
			t.Fatalf("%+v move %d: %v: refused with %q, want %q", cfg, n, m, err, want)
		}
	}
}

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
		games = 2 // fewer stop an Animal too rarely for the check of Stop
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

// TestAnyPickableAgreesWithEachPickable: anyPickable, which stops at the
// first Animal found, and pickable, which tries one, agree with the
// Animals eachPickable offers, for the activation under way and for a
// Leaf's or an ability's activation by each player in every scope, after
// every move of random games with Animals.
func TestAnyPickableAgreesWithEachPickable(t *testing.T) {
	cfgs := []Config{{Players: 4, Seed: 61, Animals: true}, {Players: 2, Seed: 62, Mode: Advanced, Animals: true},
		{Players: 5, Seed: 63, Animals: true}, {Players: 1, Seed: 64, Solo: true, Animals: true}}
	if raceOn {
		cfgs = cfgs[:2]
	}
	some := [2]int{}
	for _, cfg := range cfgs {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 10))
		for n := 0; !s.Over(); n++ {
			g := &s.d
			acts := []activation{}
			if g.AK.Act.On {
				acts = append(acts, g.AK.Act)
			}
			for p := range g.n() {
				a := activation{On: true, Who: Player(p), Leaf: true, Animal: noAnimal, Slot: -1, Cur: -1}
				acts = append(acts, a)
				for _, scope := range []uint8{scopeOwn, scopeOthers, scopeEveryone} {
					b := a
					b.Leaf = false
					b.join(1, scope)
					acts = append(acts, b)
				}
			}
			for _, a := range acts {
				offered, count := map[animalName]bool{}, 0
				g.eachPickable(&a, func(i animalName) bool {
					offered[i] = true
					count++
					return true
				})
				if got, want := g.anyPickable(&a), count > 0; got != want {
					t.Fatalf("%+v move %d: %+v: anyPickable %v, eachPickable offers %d", cfg, n, a, got, count)
				}
				some[b2i(count > 0)]++
				for i := range animalName(len(g.cs.animals)) {
					if got, want := g.pickable(&a, i), offered[i]; got != want {
						t.Fatalf("%+v move %d: %+v: Animal %d pickable %v, offered %v", cfg, n, a, i, got, want)
					}
				}
			}
			who := s.ToMove()
			ms := s.LegalMoves(who[r.IntN(len(who))])
			if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if some[0] == 0 || some[1] == 0 {
		t.Fatalf("%d activations with no Animal to pick and %d with some: want both", some[0], some[1])
	}
}

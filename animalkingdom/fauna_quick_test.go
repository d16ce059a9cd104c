package animalkingdom

import (
	"math/rand/v2"
	"testing"
)

// TestQuickObjectivesAgreeWithTheirFormulas checks every Fauna side the
// set checks quickly (fauna_quick.go), dealt or not, against its formula
// on the position fill builds, for every player after every move of
// random games, with and without Animal Kingdom.
func TestQuickObjectivesAgreeWithTheirFormulas(t *testing.T) {
	cfgs := []Config{{Players: 4, Seed: 41}, {Players: 4, Seed: 42, Animals: true}, {Players: 2, Seed: 43, Mode: Advanced},
		{Players: 5, Seed: 44, Mode: Beginner}, {Players: 1, Seed: 45, Solo: true, Difficulty: GaiaExpert},
		{Players: 3, Seed: 46, Animals: true}, {Players: 4, Seed: 47}, {Players: 4, Seed: 48, Animals: true}}
	if raceOn {
		cfgs = cfgs[:2]
	}
	cs, err := standard()
	if err != nil {
		t.Fatal(err)
	}
	quick := 0
	for _, f := range cs.fauna {
		if f.Objective.quick != nil {
			quick++
		}
	}
	if quick < len(cs.fauna)*3/4 {
		t.Fatalf("%d of %d Fauna sides checked quickly: the test tests little", quick, len(cs.fauna))
	}
	met, unmet, unknown := 0, 0, 0
	for _, cfg := range cfgs {
		n := 0
		walkRandom(t, cfg, rand.New(rand.NewPCG(cfg.Seed, 9)), func(s State, _ Move) {
			defer func() { n++ }()
			if s.d.Stage == stSetup {
				return
			}
			for p := range s.d.n() {
				sc := s.d.scoreCtx(Player(p))
				for _, f := range s.d.cs.fauna {
					qo := f.Objective.quick
					if qo == nil {
						continue
					}
					got, ok := qo.met(&s.d, Player(p))
					want := f.Objective.eval(sc) > 0
					switch {
					case !ok:
						unknown++
					case got != want:
						t.Fatalf("%+v move %d: %v meets %s (%s): quickly %v, by formula %v", cfg, n, Player(p), f.Name, f.Objective.Text, got, want)
					case got:
						met++
					default:
						unmet++
					}
				}
			}
		})
	}
	if met == 0 || unmet == 0 {
		t.Fatalf("%d met, %d unmet: the games test nothing", met, unmet)
	}
	t.Logf("%d met, %d unmet, %d left to the formula", met, unmet, unknown)
}

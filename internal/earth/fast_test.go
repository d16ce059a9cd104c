package earth

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/grid"
)

// randomTableau fills some of a 3x3 area with cards of deck, with pieces;
// with known, it records the occupied places in Cards.
func randomTableau(r *rand.Rand, deck []*Card, known bool) Tableau {
	t := Tableau{Area: grid.Rect(0, 0, 3, 3), Seeds: r.IntN(5)}
	for p := range t.Area.All {
		if r.IntN(4) == 0 {
			continue
		}
		c := deck[r.IntN(len(deck))]
		t.Spaces[p.Index()] = Space{Card: c, Growth: r.IntN(c.GrowthCap + 1), Sprouts: r.IntN(c.SproutCap + 1)}
		if known {
			t.Cards |= grid.Of(p)
		}
	}
	return t
}

// The direct forms Eval and EvalIn run compute what the rules' closures
// compute.
func TestEvalInAgreesWithEval(t *testing.T) {
	v := testVocab(t)
	deck := []*Card{
		card(t, v, 3, "flora", "tree", "wet"), card(t, v, 2, "flora", "bush", "cold"),
		card(t, v, 2, "flora", "tree", "bush", "wet"), card(t, v, 1, "flora", "herb", "wet", "cold"),
		card(t, v, 0, "flora", "herb"),
	}
	for k, c := range deck {
		c.SproutCap, c.VP = k%3, k
	}
	rules := []Rule{scale(t, v, "gain 1 growth / tree in neighbour"), scale(t, v, "gain 2 sprouts / flora with wet")}
	for _, text := range []string{
		"3+ tree", "2+ flora with wet", "5+ flora each with 1+ growth", "1-2 bush with 2+ growth", "up to 2 herb",
		"exactly 2 tree", "2+ tree, 1+ bush with cold", "3+ flora with 0 growth, 1+ herb", "2+ flora with full growth",
		"score 2 vp / tree", "score 1 vp / flora with full growth", "score 1 vp / card with 0 sprouts",
		"score 2 vp / flora with 2+ vp", "score 1 vp / flora with wet and cold", "score 3 vp / flora with full sprouts",
		"score 1 vp / bush with up to 1 growth", "score 5 vp if 2+ flora with wet",
	} {
		rules = append(rules, rule(t, v, text))
	}
	r := rand.New(rand.NewPCG(1, 2))
	sc := NewScratch()
	defer sc.Release()
	for range 300 {
		known := r.IntN(2) == 0
		sc.Own, sc.Neighbour = randomTableau(r, deck, known), randomTableau(r, deck, known)
		sc.Ctx = Context{Own: &sc.Own, Neighbour: &sc.Neighbour}
		ctx := sc.Ctx
		for k, rl := range rules {
			want := run(&ctx, rl.c.amb, rl.c.f)
			if got := rl.EvalIn(sc); got != want {
				t.Fatalf("rule %d: EvalIn %d, its closure %d", k, got, want)
			}
			if got := rl.Eval(&ctx); got != want {
				t.Fatalf("rule %d: Eval %d, its closure %d", k, got, want)
			}
		}
	}
}

// scale compiles the scale of a gain.
func scale(t *testing.T, v *Vocab, text string) Rule {
	t.Helper()
	a, err := carddata.ParseAbility(text)
	if err != nil {
		t.Fatal(err)
	}
	act := a.Body.(*carddata.Benefit).Gain.Effects[0].(*carddata.Action)
	n := act.Args[0].(*carddata.Amount).Qty.N
	r, err := CompileScale(v, n, act.Scale)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

package earth

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/grid"
)

// A count of lines finds its best reading line by line (byLine): the same
// value as runIn's odometer over every reading of the tableau, on areas of
// up to 5x5 with cards of two types and two habitats, so that more cards
// than the odometer reads one way or another (16) can be ambiguous: 300
// random tableaus, 60 under the race detector.
func TestLinesByLineAgreeWithEveryReading(t *testing.T) {
	v := testVocab(t)
	deck := []*Card{
		card(t, v, 3, "flora", "tree", "wet"), card(t, v, 2, "flora", "bush", "cold"),
		card(t, v, 2, "flora", "tree", "bush", "wet"), card(t, v, 1, "flora", "herb", "wet", "cold"),
		card(t, v, 0, "flora", "herb"), card(t, v, 1, "flora", "tree", "herb", "wet", "cold"),
		card(t, v, 2, "flora", "bush", "herb", "cold"),
	}
	var rules []Rule
	for _, text := range []string{
		"score 5 vp / row with 3 cards and different types", "score 4 vp / column with 3 cards and shared habitat",
		"score 3 vp / row with 2+ cards and different habitats", "score 7 vp / column with 3 cards and shared type",
		"score 2 vp / row with 2+ tree and shared habitat", "score 1 vp / column with 1+ bush and different types max 3",
		"score 3 vp / 2 rows with shared type", "score 0 vp / row with shared habitat",
		"score 2 vp / row with 3 cards and different types and shared habitat",
		"score 1 vp / column with 2+ tree and 1+ bush and different habitats",
	} {
		rules = append(rules, rule(t, v, text))
	}
	rules = append(rules, scale(t, v, "gain 1 growth / row with shared type"))
	for k, rl := range rules {
		if rl.c.line == nil || len(rl.c.amb) == 0 {
			t.Fatalf("rule %d is not counted line by line", k)
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	sc := NewScratch()
	defer sc.Release()
	tableaus := 300
	if gametest.Race() {
		tableaus = 60
	}
	for range tableaus {
		size := 3 + r.IntN(3)
		tab := Tableau{Area: grid.Rect(0, 0, size, size), Seeds: r.IntN(5)}
		for p := range tab.Area.All {
			if r.IntN(5) == 0 {
				continue
			}
			c := deck[r.IntN(len(deck))]
			tab.Spaces[p.Index()] = Space{Card: c, Growth: r.IntN(c.GrowthCap + 1)}
		}
		sc.Own = tab
		sc.Ctx = Context{Own: &sc.Own}
		ctx := sc.Ctx
		for k, rl := range rules {
			want := run(&ctx, rl.c.amb, rl.c.f)
			if got := rl.EvalIn(sc); got != want {
				t.Fatalf("rule %d: EvalIn %d, every reading %d", k, got, want)
			}
			if got := rl.Eval(&ctx); got != want {
				t.Fatalf("rule %d: Eval %d, every reading %d", k, got, want)
			}
		}
	}
}

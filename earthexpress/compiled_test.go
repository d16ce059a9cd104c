package earthexpress

import (
	"testing"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/grid"
)

// The cost of card data: a compiled ability's count and a compiled
// objective against the same written in Go.

// benchTableau is a full tableau of the test set, with pieces.
func benchTableau(b *testing.B) *earth.Scratch {
	s := build(b, Scenario{Players: 2, Round: 5, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		{Tableau: tab("Giant Club Cactus", "Siberian Elm", "American Sycamore", "Basil", "Japanese Maple", "Red Birch", "Winter Daphne", "Papaya", "Dog Rose"),
			Growth: []int{1, 2, 0, 1, 1, 3, 0, 2, 1}, Planted: true},
		{Tableau: tab("Cat Grass", "Garlic", "African Baobab", "Rubber Tree", "Spearmint", "Heather", "White Oak", "Marula"), Planted: true},
	}})
	sc := earth.NewScratch()
	s.d.tableau(0, &sc.Own)
	s.d.tableau(1, &sc.Neighbour)
	sc.Ctx = earth.Context{Own: &sc.Own, Neighbour: &sc.Neighbour, Self: grid.Pos{Row: 0, Col: 2}, HasSelf: true}
	return sc
}

// Red Birch's gain: "gain 1 growth / tree in neighbour".
func BenchmarkAbilityCompiled(b *testing.B) {
	sc := benchTableau(b)
	ab := compile(b, "[yellow] gain 1 growth / tree in neighbour")
	g := &ab.alts[0].gains[0]
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n += g.amount(sc)
	}
	if n == 0 {
		b.Fatal("no trees counted")
	}
}

func BenchmarkAbilityGo(b *testing.B) {
	sc := benchTableau(b)
	tree, _ := testCards(b).vocab.Lookup("tree")
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n += treesIn(sc.Ctx.Neighbour, tree)
	}
	if n == 0 {
		b.Fatal("no trees counted")
	}
}

// treesIn is "tree in neighbour" by hand.
//
//go:noinline
func treesIn(t *earth.Tableau, tree earth.Traits) int {
	n := 0
	for p := range t.Area.All {
		if c := t.Spaces[p.Index()].Card; c != nil && c.Traits&tree != 0 {
			n++
		}
	}
	return n
}

// Red Fox: "5+ flora each with 1+ growth".
func BenchmarkObjectiveCompiled(b *testing.B) {
	sc := benchTableau(b)
	a, err := carddata.ParseAbility("5+ flora each with 1+ growth")
	if err != nil {
		b.Fatal(err)
	}
	r, err := earth.CompileObjective(testCards(b).vocab, a.Body.(*carddata.Objective))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		if r.EvalIn(sc) > 0 {
			n++
		}
	}
	if n == 0 {
		b.Fatal("the objective does not hold")
	}
}

func BenchmarkObjectiveGo(b *testing.B) {
	sc := benchTableau(b)
	flora, _ := testCards(b).vocab.Lookup("flora")
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		if redFox(sc.Ctx.Own, flora) {
			n++
		}
	}
	if n == 0 {
		b.Fatal("the objective does not hold")
	}
}

// redFox is "5+ flora each with 1+ growth" by hand.
//
//go:noinline
func redFox(t *earth.Tableau, flora earth.Traits) bool {
	n := 0
	for p := range t.Area.All {
		if sp := t.Spaces[p.Index()]; sp.Card != nil && sp.Card.Traits&flora != 0 && sp.Growth >= 1 {
			n++
		}
	}
	return n >= 5
}

package dispute_test

import (
	"testing"

	"github.com/rulebox/rulebox/earthexpress"
)

// At the table: "I take the yellow action and put both Growth on my Flora
// with one space left: the rules say I may spread Growth as I like." The
// rulebook: a Flora holds at most its Growth capacity, and what does not fit
// is lost. We lay the tableau out and ask the referee.
func TestGrowthBeyondCapacityIsLost(t *testing.T) {
	cs := earthexpress.StandardCards()
	var flora earthexpress.CardInfo
	for c := earthexpress.Card(1); int(c) <= cs.Len(); c++ {
		if info := cs.Info(c); !info.Terrain && info.Growth >= 1 {
			flora = info
			break
		}
	}
	s, err := earthexpress.Scenario{Players: 2, Round: 2, Tile: []string{"yellow", "red"}, Seats: []earthexpress.ScenarioSeat{
		{Tableau: []string{flora.Name}, Growth: []int{flora.Growth - 1}, Planted: true},
		{Planted: true},
	}}.Build()
	if err != nil {
		t.Fatal(err)
	}
	apply := func(text string) error { return play(&s, earthexpress.ParseMove, text) }
	if err := apply("P1 action yellow"); err != nil {
		t.Fatal(err)
	}
	if err := apply("P1 place growth r1c1"); err != nil {
		t.Fatalf("the %s has room for one: %v", flora.Name, err)
	}
	// the action's second Growth does not fit: it is lost, and the referee
	// refuses to place it
	if err := apply("P1 place growth r1c1"); err == nil {
		t.Fatal("the referee let a Flora hold more Growth than its capacity")
	}
	if _, _, g := s.At(earthexpress.P1, 0, 0); g != flora.Growth {
		t.Errorf("the %s holds %d Growth, want its capacity %d", flora.Name, g, flora.Growth)
	}
}

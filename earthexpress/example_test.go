package earthexpress_test

import (
	"fmt"

	"github.com/rulebox/rulebox/earthexpress"
)

// A rules question as a scenario: the rulebook's Sprout-track example. The
// Winter Daphne has no Sprout icon and the American Sycamore holds its 4,
// so the BLUE action's Sprouts can only go on the Northern Highbush
// Blueberry (2 of 5).
func ExampleLoadScenario() {
	s, err := earthexpress.LoadScenario("sprouts.yaml", []byte(`
players: 2
round: 2
tile: [red, blue]
seats:
  - tableau: [Winter Daphne, American Sycamore, Northern Highbush Blueberry]
    sprouts: [0, 4, 2]
    planted: true
  - planted: true
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, _ := earthexpress.ParseMove(s, "P1 action blue")
	s, _ = s.Apply(m)
	for _, m := range s.LegalMoves(earthexpress.P1) {
		fmt.Println(m)
	}
	// Output:
	// P1 place sprout r1c3
	// P1 done
}

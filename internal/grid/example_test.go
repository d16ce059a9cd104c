package grid_test

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/grid"
)

// A 3x3 tableau with Trees in three places: how many Trees share the middle
// row, and which Trees touch the centre card.
func Example() {
	tableau := grid.Rect(0, 0, 3, 3)
	trees := grid.Of(grid.Pos{Row: 0, Col: 0}, grid.Pos{Row: 1, Col: 0}, grid.Pos{Row: 1, Col: 2})
	centre := grid.Of(grid.Pos{Row: 1, Col: 1})
	fmt.Println((trees & grid.Row(1)).Len())
	for p := range (centre.Touching() & trees & tableau).All {
		fmt.Println(p)
	}
	// Output:
	// 2
	// r1c1
	// r2c1
	// r2c3
}

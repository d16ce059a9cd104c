package earthexpress

import "github.com/rulebox/rulebox/internal/grid"

// area is the 3x3 tableau on the grid.
var area = grid.Rect(0, 0, 3, 3)

// spaceIndex maps a place 0..8 (row by row) to its grid index.
var spaceIndex = [Spaces]int{0, 1, 2, 8, 9, 10, 16, 17, 18}

// placeOf maps a grid position to a place 0..8, -1 off the tableau.
func placeOf(p grid.Pos) int {
	if p.Row < 0 || p.Row > 2 || p.Col < 0 || p.Col > 2 {
		return -1
	}
	return p.Row*3 + p.Col
}

// placesOf maps a set of grid positions to a bitmask of places.
func placesOf(s grid.Set) uint16 {
	var m uint16
	for p := range (s & area).All {
		m |= 1 << placeOf(p)
	}
	return m
}

// posOf is place k's grid position.
func posOf(k int) grid.Pos { return grid.Pos{Row: k / 3, Col: k % 3} }

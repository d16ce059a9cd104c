// Package grid is the geometry of the Earth games' tableaus: places on a
// board of at most 8 by 8 spaces and sets of places held in one machine
// word, so that the questions objectives ask (how many Trees in this row,
// which cards touch this one, how long is this line) are a few bit
// operations.
//
// Earth Express plays a fixed 3x3 grid in the top-left corner of the board.
// Earth's tableau floats: it is laid out in a 7x7 area around its first
// card and may never grow past a 4x4 box (see Set.Box).
//
// Row 0 is the top row and column 0 the left column, as a player sees
// their own tableau.
package grid

import (
	"fmt"
	"math/bits"
)

// Size is the number of rows and of columns of the board.
const Size = 8

// Pos is a place on the board. The zero Pos is the top-left space.
type Pos struct {
	Row, Col int // from 0, top to bottom and left to right
}

// Valid reports whether p is on the board.
func (p Pos) Valid() bool { return p.Row >= 0 && p.Row < Size && p.Col >= 0 && p.Col < Size }

// Index is p's bit in a Set: Row*Size + Col. It is only meaningful for a
// valid p.
func (p Pos) Index() int { return p.Row*Size + p.Col }

// At is the Pos of bit i of a Set.
func At(i int) Pos { return Pos{i / Size, i % Size} }

// String writes p as "r1c2", counting rows and columns from 1 as people do.
func (p Pos) String() string { return fmt.Sprintf("r%dc%d", p.Row+1, p.Col+1) }

// Set is a set of places on the board, bit Pos.Index for each.
type Set uint64

// Of returns the set of the valid places among ps.
func Of(ps ...Pos) Set {
	var s Set
	for _, p := range ps {
		s = s.With(p)
	}
	return s
}

// Rect is the set of the places in rows r0..r1-1 and columns c0..c1-1,
// clipped to the board.
func Rect(r0, c0, r1, c1 int) Set {
	var s Set
	for r := max(r0, 0); r < min(r1, Size); r++ {
		for c := max(c0, 0); c < min(c1, Size); c++ {
			s |= 1 << (r*Size + c)
		}
	}
	return s
}

// Row is the set of the places of row r (empty when r is off the board).
func Row(r int) Set { return Rect(r, 0, r+1, Size) }

// Col is the set of the places of column c (empty when c is off the board).
func Col(c int) Set { return Rect(0, c, Size, c+1) }

// Has reports whether p is in s. A place off the board never is.
func (s Set) Has(p Pos) bool { return p.Valid() && s&(1<<p.Index()) != 0 }

// With returns s with p added; p off the board leaves s as it is.
func (s Set) With(p Pos) Set {
	if !p.Valid() {
		return s
	}
	return s | 1<<p.Index()
}

// Without returns s with p removed.
func (s Set) Without(p Pos) Set {
	if !p.Valid() {
		return s
	}
	return s &^ (1 << p.Index())
}

// Len is the number of places in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// All calls yield for each place of s, row by row, left to right: the order
// in which a tableau is activated.
func (s Set) All(yield func(Pos) bool) {
	for s != 0 {
		i := bits.TrailingZeros64(uint64(s))
		if !yield(At(i)) {
			return
		}
		s &= s - 1
	}
}

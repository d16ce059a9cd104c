package grid

// Dir is a direction on the board, as a player sees their tableau.
type Dir int

// The eight directions: the four orthogonal ones first.
const (
	Up Dir = iota
	Down
	Left
	Right
	UpLeft
	UpRight
	DownLeft
	DownRight
)

// Orthogonal and Diagonal list the directions of each kind.
var (
	Orthogonal = [4]Dir{Up, Down, Left, Right}
	Diagonal   = [4]Dir{UpLeft, UpRight, DownLeft, DownRight}
)

var steps = [8]Pos{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}}

// Step is the place next to p in direction d (which may be off the board).
// A d that is none of the eight directions leads off the board, to
// (-1, -1).
func (p Pos) Step(d Dir) Pos {
	if uint(d) >= uint(len(steps)) {
		return Pos{-1, -1}
	}
	return Pos{p.Row + steps[d].Row, p.Col + steps[d].Col}
}

var (
	notFirstCol = ^Col(0)
	notLastCol  = ^Col(Size - 1)
)

// Shift moves every place of s one step in direction d; places that would
// leave the board are dropped.
func (s Set) Shift(d Dir) Set {
	switch d {
	case Up:
		return s >> Size
	case Down:
		return s << Size
	case Left:
		return (s & notFirstCol) >> 1
	case Right:
		return (s & notLastCol) << 1
	case UpLeft:
		return (s & notFirstCol) >> (Size + 1)
	case UpRight:
		return (s & notLastCol) >> (Size - 1)
	case DownLeft:
		return (s & notFirstCol) << (Size - 1)
	case DownRight:
		return (s & notLastCol) << (Size + 1)
	}
	return 0
}

// Adjacent is the set of places orthogonally next to a place of s, s's
// own places excluded.
func (s Set) Adjacent() Set {
	return (s.Shift(Up) | s.Shift(Down) | s.Shift(Left) | s.Shift(Right)) &^ s
}

// Touching is the set of places orthogonally or diagonally next to a place
// of s, s's own places excluded.
func (s Set) Touching() Set {
	a := s | s.Shift(Left) | s.Shift(Right)
	return (a | a.Shift(Up) | a.Shift(Down)) &^ s
}

// Run is the set of places reached from p by stepping in direction d while
// the places stay in s, p included when it is in s.
func (s Set) Run(p Pos, d Dir) Set {
	var r Set
	for ; s.Has(p); p = p.Step(d) {
		r = r.With(p)
	}
	return r
}

// Connected is the set of places of s joined to p through orthogonal
// neighbours in s (a group of cards touching side by side).
func (s Set) Connected(p Pos) Set {
	if !s.Has(p) {
		return 0
	}
	g := Of(p)
	for {
		next := g | g.Adjacent()&s
		if next == g {
			return g
		}
		g = next
	}
}

// Box returns the smallest rectangle holding s, as its top-left place and
// its numbers of rows and columns; an empty s has a 0x0 box.
func (s Set) Box() (Pos, int, int) {
	if s == 0 {
		return Pos{}, 0, 0
	}
	top, left, bottom, right := Size, Size, -1, -1
	for p := range s.All {
		top, bottom = min(top, p.Row), max(bottom, p.Row)
		left, right = min(left, p.Col), max(right, p.Col)
	}
	return Pos{top, left}, bottom - top + 1, right - left + 1
}

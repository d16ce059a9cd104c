package animalkingdom

import "github.com/rulebox/rulebox/internal/grid"

// The numbers of the game's components.
const (
	// TableauSide is the tableau's width and height: 4 cards.
	TableauSide = 4
	// TableauCards is a full tableau: 16 cards.
	TableauCards = TableauSide * TableauSide
	// FaunaCards is how many Fauna cards are dealt onto the Fauna board.
	FaunaCards = 4
	// MaxClaims is how many Leaves one Fauna objective holds at most.
	MaxClaims = 5
	// MaxPlayers is the most players of the base game.
	MaxPlayers = 5
	// MaxCount is the most any count of a position holds: a player's
	// soil, Gaia's soil, sprouts and growth, the turn number and what a
	// player drew or gained this turn (the MaxCount ruling: the rules
	// set no limit; a gain beyond MaxCount is lost). Reading a state or
	// building a scenario refuses a count beyond it, and play stops each
	// count there, so that no count can wrap.
	MaxCount = 1 << 30
)

// The layout of a tableau as formulas read it: the planted cards lie in
// rows and columns 1 to 4 of the shared grid (the floating tableau is
// shifted there), with a border of empty places around them; the Island
// and the Climate lie apart, where nothing is next to them.
var (
	tableauArea = grid.Rect(0, 0, 6, 6)
	islandPos   = grid.Pos{Row: 7, Col: 7}
	climatePos  = grid.Pos{Row: 7, Col: 5}
)

package earthexpress

import (
	"github.com/rulebox/rulebox/internal/engine"
)

// Player is a seat at the table, P1 to P8, as in every rulebox game.
type Player = engine.Player

// The seats.
const (
	P1 Player = iota
	P2
	P3
	P4
	P5
	P6
	P7
	P8
)

// NoPlayer stands for nobody.
const NoPlayer = engine.NoPlayer

// ErrIllegalMove is the error every refused move matches with errors.Is.
var ErrIllegalMove = engine.ErrIllegalMove

// RuleError explains a refused move: the rule it breaks, the move and why.
type RuleError = engine.RuleError

// The numbers of the rulebook.
const (
	MaxPlayers       = 8
	HandSize         = 7 // cards in hand at the start of each round
	Rounds           = 5
	Spaces           = 9 // a 3x3 tableau
	StartSeeds       = 3
	Leaves           = 2 // Leaf tokens per player
	RefreshCost      = 2
	GerminateCost    = 3
	DemeterAbilityVP = 10 // each of Demeter's BROWN and BLACK abilities at the end
	DemeterActionVP  = 3  // Demeter's VP for each action step
)

package beforeearth

import (
	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// Player is a seat at the table: P1 (0) or P2 (1). It prints and reads as
// "P1", "P2", as in every rulebox game.
type Player = engine.Player

// The two seats.
const (
	P1 Player = 0
	P2 Player = 1
)

// other returns p's opponent.
func other(p Player) Player { return 1 - p }

// ErrIllegalMove is the error every refused move matches with errors.Is.
var ErrIllegalMove = engine.ErrIllegalMove

// RuleError explains a refused move: the rule it breaks, the move and why.
type RuleError = engine.RuleError

// Track limits: the damage and technology tracks run from 0 to 7.
const (
	TrackMax    = 7
	RowSize     = 3 // cards face up in each row
	NumQuarries = 3
	StartHand   = 2 // resources drawn for each player at setup
	StartQuarry = 2 // resources drawn for each quarry at setup
	maxCards    = 32
	maxStack    = 8
)

// Config sets up a game. Before the Earth Explodes is for exactly 2 players.
type Config struct {
	Seed  uint64   // every random draw follows from it
	Cards *CardSet // nil plays the embedded set (StandardCards)
}

// State is a position: an immutable value. Every method has a value receiver
// and leaves the state as it was; Apply returns a new State.
type State struct{ d data }

// data is the whole position. Zones of bounded size are arrays and bitsets,
// so copying a State copies everything and shares nothing mutable.
type data struct {
	cards      *CardSet
	rng        rng.RNG
	round      uint16
	phase      Phase
	step       uint8
	tiebreaker Player
	first      Player // who resolves first this round (set at the reveal)
	played     [2]Action
	cancelled  [2]bool
	discount   [2]uint8 // Occupy's discount this round, from C or a stolen C
	colonized  [2]bool  // colonized in the Colonize phase this round
	damage     [2]int8
	tech       [2]int8
	res        [2]Resources
	bag        Resources
	quarry     [NumQuarries]Resources
	shipDeck   bits
	planetDeck bits
	shipRow    [RowSize]int8 // card index, or -1 for an empty place
	planetRow  [RowSize]int8
	ships      [2]bits // the Fleet: spaceships each player acquired
	planets    [2]bits // planets each player colonized
	faceDown   bits    // colonized planets whose ability was used
	stack      [maxStack]pending
	depth      uint8
	winner     Player // meaningful once victory is set
	victory    Victory
}

// Players returns both seats, P1 first.
func (s State) Players() []Player { return bothPlayers }

var (
	bothPlayers = []Player{P1, P2}
	onlyP1      = []Player{P1}
	onlyP2      = []Player{P2}
	nobody      = []Player{}
)

// New deals a game: the bag of 30 resources, 2 for each player, 2 on each
// Quarry, shuffled decks with rows of 3, and the tiebreaker token with P1.
func New(cfg Config) (State, error) {
	cs := cfg.Cards
	if cs == nil {
		cs = StandardCards()
	}
	if err := cs.playable(); err != nil {
		return State{}, err
	}
	d := data{cards: cs, rng: rng.New(cfg.Seed), round: 1}
	d.bag = Resources{PerColour, PerColour, PerColour}
	d.shipDeck = allBits(len(cs.Ships))
	d.planetDeck = allBits(len(cs.Planets))
	d.shipRow = [RowSize]int8{-1, -1, -1}
	d.planetRow = [RowSize]int8{-1, -1, -1}
	for p := range 2 {
		for range StartHand {
			d.drawInto(&d.res[p])
		}
	}
	for q := range NumQuarries {
		for range StartQuarry {
			d.drawInto(&d.quarry[q])
		}
	}
	d.refillRows(nil)
	return State{d}, nil
}

// Round is the round number, from 1.
func (s State) Round() int { return int(s.d.round) }

// Phase is the phase the game is in.
func (s State) Phase() Phase { return s.d.phase }

// Cards is the card set the game is played with.
func (s State) Cards() *CardSet { return s.d.cards }

// Over reports whether a player has won.
func (s State) Over() bool { return s.d.victory != NoVictory }

// ToMove lists the players with a decision pending: both while the action
// cards are being chosen, otherwise the one who must answer the decision on
// top of the stack. The slices are shared and must not be modified.
func (s State) ToMove() []Player { return s.d.toMove() }

func (d *data) toMove() []Player {
	if d.victory != NoVictory || d.cards == nil {
		return nobody
	}
	if d.phase == Choose {
		switch {
		case d.played[P1] == NoAction && d.played[P2] == NoAction:
			return bothPlayers
		case d.played[P1] == NoAction:
			return onlyP1
		case d.played[P2] == NoAction:
			return onlyP2
		}
		return nobody
	}
	if d.depth == 0 {
		return nobody
	}
	if d.stack[d.depth-1].player() == P2 {
		return onlyP2
	}
	return onlyP1
}

// Tech is p's level on the technology track.
func (s State) Tech(p Player) int { return int(s.d.tech[p&1]) }

// Damage is p's level on the damage track.
func (s State) Damage(p Player) int { return int(s.d.damage[p&1]) }

// Resources is what p holds.
func (s State) Resources(p Player) Resources { return s.d.res[p&1] }

// Bag is the supply: the resources in the cloth bag.
func (s State) Bag() Resources { return s.d.bag }

// Quarry is what lies on Quarry q (0, 1 or 2).
func (s State) Quarry(q int) Resources {
	if q < 0 || q >= NumQuarries {
		return Resources{}
	}
	return s.d.quarry[q]
}

// Tiebreaker is the holder of the tiebreaker token.
func (s State) Tiebreaker() Player { return s.d.tiebreaker }

// Played is the action card p played this round, or NoAction. Until both
// players have chosen it is secret: use View for what a player may see.
func (s State) Played(p Player) Action { return s.d.played[p&1] }

// Cancelled reports whether p's action was cancelled this round.
func (s State) Cancelled(p Player) bool { return s.d.cancelled[p&1] }

// Fleet lists the names of the spaceships p acquired, in card-set order.
func (s State) Fleet(p Player) []string { return s.d.cards.shipNames(s.d.ships[p&1]) }

// Colonized lists the names of the planets p colonized, in card-set order.
func (s State) Colonized(p Player) []string { return s.d.cards.planetNames(s.d.planets[p&1]) }

// FaceDown lists the colonized planets whose ability has been used.
func (s State) FaceDown() []string { return s.d.cards.planetNames(s.d.faceDown) }

// ShipRow lists the available spaceships, place by place ("" for an empty
// place).
func (s State) ShipRow() [RowSize]string { return s.d.cards.shipRowNames(s.d.shipRow) }

// PlanetRow lists the available planets, place by place.
func (s State) PlanetRow() [RowSize]string { return s.d.cards.planetRowNames(s.d.planetRow) }

// DeckSizes returns the number of cards left in the spaceship and planet decks.
func (s State) DeckSizes() (ships, planets int) {
	return s.d.shipDeck.count(), s.d.planetDeck.count()
}

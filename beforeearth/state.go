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

// player8 is a Player kept in a byte inside a State, which is copied on
// every move: the seats and the stack's entries are bytes, not ints.
// Values come only from P1 and P2: outside data is checked before it is
// converted.
type player8 uint8

// P returns the Player.
func (p player8) P() Player { return Player(p) }

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
	// maxStack bounds the pending stack. Validate admits only stacks of
	// the shapes play makes (see checkShape): a phase entry at the bottom
	// (a window, Scout's spaceship or a ship ability it started, Mine's
	// Quarry), at most one planet ability above a window, at most one
	// spaceship ability per spaceship taken from the row this round, and
	// one decision on top. So a stack holds at most 1 + 1 + RowSize + 1
	// entries, and push never finds it full.
	maxStack = 3 + RowSize
)

// State is a position: an immutable value. Every method has a value receiver
// and leaves the state as it was; Apply returns a new State. It holds the
// position alone; what one Apply writes and records goes through a handle,
// game, dropped when Apply returns.
type State struct{ table }

// data is the whole position. Zones of bounded size are arrays and bitsets,
// so copying a State copies everything and shares nothing mutable.
type data struct {
	cards      *CardSet
	rng        rng.RNG
	round      uint16
	phase      Phase
	step       uint8
	tiebreaker player8
	first      player8 // who resolves first this round (set at the reveal)
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
	winner     player8 // meaningful once victory is set
	victory    Victory
	movers     uint8 // who is to move, one bit per seat: kept by seal
}

// Players returns both seats, P1 first, in a new slice.
func (s table) Players() []Player { return []Player{P1, P2} }

// bothPlayers is the package's own list of seats; it is never handed out.
var bothPlayers = [2]Player{P1, P2}

// Round is the round number, from 1.
func (s table) Round() int { return int(s.d.round) }

// Phase is the phase the game is in.
func (s table) Phase() Phase { return s.d.phase }

// Cards returns a copy of the card set the game is played with; changing
// it changes nothing in any game. The zero State has none (nil).
func (s table) Cards() *CardSet {
	if s.d.cards == nil {
		return nil
	}
	return s.d.cards.clone()
}

// seal records who is to move, which every finished position caches.
// Every State handed out is sealed (New, Build, decoding, View, Sample)
// and made with sealedTable, which works out the options of the pending
// decision for its turn; Apply gets them from advance, which has just
// worked them out.
func (d *data) seal() {
	d.movers = d.toMove()
}

// toMove returns the set of players to move, one bit per seat.
func (d *data) toMove() uint8 {
	if d.victory != NoVictory || d.cards == nil {
		return 0
	}
	if d.phase == Choose {
		return bitIf(d.played[P1] == NoAction, 1<<P1) | bitIf(d.played[P2] == NoAction, 1<<P2)
	}
	if t := d.top(); t != nil {
		return 1 << (t.seat & 1)
	}
	return 0
}

// isSeat reports whether p is P1 or P2.
func isSeat(p Player) bool { return p == P1 || p == P2 }

// seat returns p's index in per-player arrays, and whether p is P1 or P2.
func seat(p Player) (int, bool) {
	if p != P1 && p != P2 {
		return 0, false
	}
	return int(p), true
}

// Tech is p's level on the technology track; 0 for a player not in the
// game.
func (s table) Tech(p Player) int {
	if i, ok := seat(p); ok {
		return int(s.d.tech[i])
	}
	return 0
}

// Damage is p's level on the damage track; 0 for a player not in the game.
func (s table) Damage(p Player) int {
	if i, ok := seat(p); ok {
		return int(s.d.damage[i])
	}
	return 0
}

// Resources is what p holds; nothing for a player not in the game.
func (s table) Resources(p Player) Resources {
	if i, ok := seat(p); ok {
		return s.d.res[i]
	}
	return Resources{}
}

// Bag is the supply: the resources in the cloth bag.
func (s table) Bag() Resources { return s.d.bag }

// Quarry is what lies on Quarry q (0, 1 or 2); nothing for another q.
func (s table) Quarry(q int) Resources {
	if q < 0 || q >= NumQuarries {
		return Resources{}
	}
	return s.d.quarry[q]
}

// Tiebreaker is the holder of the tiebreaker token.
func (s table) Tiebreaker() Player { return s.d.tiebreaker.P() }

// Played is the action card p played this round, or NoAction (also for a
// player not in the game). Until both players have chosen it is secret: a
// View shows the viewer's own card once chosen, the opponent's once both
// have chosen, and NoAction for a card still hidden (View.Hidden says it is
// committed).
func (s table) Played(p Player) Action {
	if i, ok := seat(p); ok {
		return s.d.played[i]
	}
	return NoAction
}

// Cancelled reports whether p's action was cancelled this round; false for
// a player not in the game.
func (s table) Cancelled(p Player) bool {
	i, ok := seat(p)
	return ok && s.d.cancelled[i]
}

// Fleet lists, in a new slice, the names of the spaceships p acquired, in
// card-set order; nil for a player not in the game.
func (s table) Fleet(p Player) []string {
	if i, ok := seat(p); ok {
		return s.d.cards.shipNames(s.d.ships[i])
	}
	return nil
}

// Colonized lists, in a new slice, the names of the planets p colonized, in
// card-set order; nil for a player not in the game.
func (s table) Colonized(p Player) []string {
	if i, ok := seat(p); ok {
		return s.d.cards.planetNames(s.d.planets[i])
	}
	return nil
}

// FaceDown lists the colonized planets whose ability has been used.
func (s table) FaceDown() []string { return s.d.cards.planetNames(s.d.faceDown) }

// ShipRow lists the available spaceships, place by place ("" for an empty
// place).
func (s table) ShipRow() [RowSize]string { return s.d.cards.shipRowNames(s.d.shipRow) }

// PlanetRow lists the available planets, place by place.
func (s table) PlanetRow() [RowSize]string { return s.d.cards.planetRowNames(s.d.planetRow) }

// DeckSizes returns the number of cards left in the spaceship and planet decks.
func (s table) DeckSizes() (ships, planets int) {
	return s.d.shipDeck.count(), s.d.planetDeck.count()
}

// ShipDeck lists, in a new slice in card-set order, the spaceships the
// deck still holds. Which they are is public, by elimination; the deck has
// no order (see Rulings).
func (s table) ShipDeck() []string { return s.d.cards.shipNames(s.d.shipDeck) }

// PlanetDeck lists, in a new slice in card-set order, the planets the deck
// still holds.
func (s table) PlanetDeck() []string { return s.d.cards.planetNames(s.d.planetDeck) }

package cosmicrun

import (
	"fmt"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/enum"
	"github.com/rulebox/rulebox/internal/rng"
)

// Player is a seat: P1 (0) or P2 (1). In the solo game the player is P1.
// It prints and reads as "P1", "P2", as in every rulebox game.
type Player = engine.Player

// The two seats.
const (
	P1 Player = 0
	P2 Player = 1
)

// NoPlayer is the Winner of a game nobody has won.
const NoPlayer = engine.NoPlayer

// maxRound is the highest round a state holds; no game comes near it.
const maxRound = 1 << 30

// Level is the solo game's difficulty: how many times per round a flipped
// card may be discarded and replaced.
type Level uint8

// The three difficulty levels; the zero value is Cadet.
const (
	Cadet   Level = iota // 3 re-flips a round
	Captain              // 2 re-flips a round
	Admiral              // 1 re-flip a round
)

var levelNames = [...]string{"cadet", "captain", "admiral"}

// String returns "cadet", "captain" or "admiral".
func (l Level) String() string { return enum.Name(levelNames[:], l, "Level") }

// Reflips is how many flipped cards the level lets the player replace each
// round; 0 for a value that is not one of the three levels.
func (l Level) Reflips() int {
	if l > Admiral {
		return 0
	}
	return 3 - int(l)
}

// SoloRounds is the number the Round Card starts at.
const SoloRounds = 4

// Phase is the step of the round the game is in.
type Phase uint8

// The phases of a round.
const (
	Passing    Phase = iota // both choose 2 cards to pass
	Discarding              // each may discard 1 card to draw from the cards set aside
	Placing                 // both place a card at a time, secretly and at once
	Flipping                // solo: a card is flipped and placed on a side
	Finished                // the game is over
)

var phaseNames = [...]string{"passing", "discarding", "placing", "flipping", "finished"}

// String returns the phase's name.
func (ph Phase) String() string { return enum.Name(phaseNames[:], ph, "Phase") }

// Slot is a place for a ship card beside a tracking card.
type Slot struct {
	Card    Card `json:"card"`              // the ship card, or NoCard for an empty slot
	Rotated bool `json:"rotated,omitempty"` // turned round: the second arrow is active
}

var emptySlot = Slot{Card: NoCard}

// Placement is a placement chosen in secret and not yet revealed.
type Placement struct {
	Card    Card `json:"card"`              // the card placed, or NoCard when none is chosen
	Planet  int8 `json:"planet"`            // from 0
	Rotated bool `json:"rotated,omitempty"` // turned round: the second arrow is active
}

// data is the whole game position. Its fields are exported for JSON only;
// State keeps it unexported so no caller can change it.
//
// It is packed, because every call of a State method copies the State
// (see "Speed" in the package documentation): every count is a byte, every
// set of cards a 16-bit Hand, players are bytes (seat), and the 4 cards set
// aside have a 4-card pile of their own, and the fields are ordered widest
// first so that no byte is lost to alignment: data is 112 bytes, and a
// State 128, 8 aligned 16-byte moves to copy with no overlapping tail. A
// test pins the size.
type data struct {
	RNG       rng.RNG       `json:"rng"`
	Round     int32         `json:"round"`
	Hand      [2]Hand       `json:"hand"`
	Passing   [2]Hand       `json:"passing"`
	Received  [2]Hand       `json:"received"`
	Rejected  Hand          `json:"rejected"`
	Players   int8          `json:"players"`
	Level     Level         `json:"level"`
	RoundCard int8          `json:"round_card,omitempty"`
	Phase     Phase         `json:"phase"`
	Track     [2][3]int8    `json:"track"`
	Board     [2][3][2]Slot `json:"board"`
	Discard   [2]Card       `json:"discard"`
	Decided   [2]bool       `json:"decided"`
	Aside     asidePile     `json:"aside"`
	Pending   [2]Placement  `json:"pending"`
	Deck      Pile          `json:"deck"`
	Flipped   Card          `json:"flipped"`
	Step      int8          `json:"step"`
	FirstSide seat          `json:"first_side"`
	Reflips   int8          `json:"reflips"`
	Winner    seat          `json:"winner"`
	Lost      bool          `json:"lost,omitempty"`

	// Counters kept so that the rules' questions are lookups. They follow
	// from the fields above: derive sets them for a state made from
	// outside data, and the rules keep them up to date.
	onBoard [2]int8  // cards each seat has on the board
	open    [2]uint8 // bitmask of the planets where each seat has a free slot (bit 0: the first planet, 0)
}

// State is a position in a game of Cosmic Run: Express. It is an immutable
// value: every method only reads it, Apply returns a new State, and States
// may be shared between goroutines freely. It holds the position alone
// (data, the card set and who is to move, which follows from data); what
// one Apply writes and records goes through a handle, game, dropped when
// Apply returns.
type State struct {
	turn  // who is to move, with how many moves: see turn
	cards *CardSet
	d     data
}

// Cards returns a copy of the card set the game is played with (nil for the
// zero State, which is no game).
func (s State) Cards() *CardSet { return copyOf(s.cards) }

// Players returns a new slice of the seats: P1, or P1 and P2.
func (s State) Players() []Player {
	switch s.d.Players {
	case 1:
		return []Player{P1}
	case 2:
		return []Player{P1, P2}
	}
	return nil
}

// Solo reports whether this is the solo game.
func (s State) Solo() bool { return s.d.Players == 1 }

// Round is the number of the round being played, from 1.
func (s State) Round() int { return int(s.d.Round) }

// RoundCard is the solo Round Card's value: the rounds left, counting this one.
func (s State) RoundCard() int { return int(s.d.RoundCard) }

// Phase is the step of the round being played.
func (s State) Phase() Phase { return s.d.Phase }

// Track is p's movement points toward planet (from 0: 0 to 2); Goal means
// reached. It returns 0 for a player not in the game or a planet out of
// range.
func (s State) Track(p Player, planet int) int {
	if !s.isSeat(p) || planet < 0 || planet >= NumPlanets {
		return 0
	}
	return int(s.d.Track[p][planet])
}

// Slots returns the two places beside p's tracking card at planet (from
// 0).
// In the solo game P2's slots are the opposing side (P2 is a seat of the
// table there, not a player). It returns the zero [2]Slot for a seat other
// than P1 and P2 or a planet out of range.
func (s State) Slots(p Player, planet int) [2]Slot {
	if p != P1 && p != P2 || planet < 0 || planet >= NumPlanets {
		return [2]Slot{}
	}
	return s.d.Board[p][planet]
}

// Hand is p's hand of ship cards; the empty Hand for a player not in the
// game (and in the solo game, which has no hand).
func (s State) Hand(p Player) Hand {
	if !s.isSeat(p) {
		return 0
	}
	return s.d.Hand[p]
}

// isSeat reports whether p is a player in the game.
func (s *State) isSeat(p Player) bool { return p >= 0 && p < Player(s.d.Players) }

// Flipped is the solo game's face-up card waiting to be placed, or NoCard.
func (s State) Flipped() Card { return s.d.Flipped }

// seats are the two seats, for loops over both.
var seats = [2]Player{P1, P2}

// other is the opponent's seat.
func other(p Player) Player { return 1 - p }

// UnmarshalText reads a level's name.
func (l *Level) UnmarshalText(b []byte) error {
	for i, name := range levelNames {
		if string(b) == name {
			*l = Level(i)
			return nil
		}
	}
	return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: "cadet, captain or admiral",
		Suggest: carddata.Suggest(string(b), levelNames[:])}
}

// UnmarshalText reads a phase's name.
func (ph *Phase) UnmarshalText(b []byte) error {
	for i, name := range phaseNames {
		if string(b) == name {
			*ph = Phase(i)
			return nil
		}
	}
	return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: "passing, discarding, placing, flipping or finished",
		Suggest: carddata.Suggest(string(b), phaseNames[:])}
}

// MarshalText writes the level's name.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// MarshalText writes the phase's name.
func (ph Phase) MarshalText() ([]byte, error) { return []byte(ph.String()), nil }

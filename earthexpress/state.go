package earthexpress

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// Level is the solo difficulty: how Demeter claims Fauna and scores at the
// end.
type Level uint8

// The solo difficulty levels.
const (
	Normal Level = iota + 1
	Hard
	Expert
)

var levelNames = [...]string{"", "normal", "hard", "expert"}

// String returns "normal", "hard" or "expert".
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "Level(?)"
}

// ParseLevel reads "normal", "hard" or "expert".
func ParseLevel(s string) (Level, bool) {
	for l := Normal; l <= Expert; l++ {
		if levelNames[l] == s {
			return l, true
		}
	}
	return 0, false
}

// Phase is where a player stands in the round.
type Phase uint8

// The phases of a player's round. Steps 1 to 3 run for each player on
// their own; step 4 and the setup choice are together.
const (
	Choosing   Phase = iota + 1 // setup: keep one of two Ecosystems and pick its side
	Planting                    // step 1
	Acting                      // step 2: choose an action
	Waiting                     // before step 3: until both neighbours have planted
	Activating                  // step 3
	Ending                      // step 3 done: last conversions, then end
	Finished                    // waiting for the others to finish step 3
	Converting                  // step 4: placing Sprouts (and Growth) that others gave
	Over                        // the game is over
	numPhases
)

var phaseNames = [numPhases]string{"", "choosing", "planting", "acting", "waiting", "activating", "ending", "finished", "converting", "over"}

// String names the phase.
func (p Phase) String() string {
	if p < numPhases {
		return phaseNames[p]
	}
	return "Phase(?)"
}

// sub is a decision inside a phase.
type sub uint8

const (
	subNone        sub = iota
	subRefresh         // discarding for a Refresh
	subGermDiscard     // discarding 1 for a Germinate
	subGermName        // naming a feature
	subPlant           // solo: planting a germinated card
	subAbility         // unused
	subAt              // choosing the space for the card chosen to plant
	subAtGerm          // solo: choosing the space for the germinated card
	subConvert         // paying an anytime conversion
)

// deckWords is the size of a card bitset.
const deckWords = (maxCards + 1 + 63) / 64

// deck is a set of cards.
type deck [deckWords]uint64

func (d *deck) has(c Card) bool { return d[c>>6]&(1<<(c&63)) != 0 }
func (d *deck) add(c Card)      { d[c>>6] |= 1 << (c & 63) }
func (d *deck) remove(c Card)   { d[c>>6] &^= 1 << (c & 63) }

func (d *deck) len() int {
	n := 0
	for _, w := range d {
		n += popcount64(w)
	}
	return n
}

// MarshalText writes the set as hexadecimal words, lowest cards first,
// with trailing empty words left out.
func (d deck) MarshalText() ([]byte, error) {
	n := len(d)
	for n > 0 && d[n-1] == 0 {
		n--
	}
	out := make([]byte, 0, 17*n)
	for i, w := range d[:n] {
		if i > 0 {
			out = append(out, '.')
		}
		out = strconv.AppendUint(out, w, 16)
	}
	return out, nil
}

// UnmarshalText reads what MarshalText writes.
func (d *deck) UnmarshalText(b []byte) error {
	*d = deck{}
	if len(b) == 0 {
		return nil
	}
	parts := strings.Split(string(b), ".")
	if len(parts) > len(d) {
		return fmt.Errorf("a pile of %d words: at most %d", len(parts), len(d))
	}
	for i, w := range parts {
		v, err := strconv.ParseUint(w, 16, 64)
		if err != nil {
			return fmt.Errorf("pile word %q: %v", w, err)
		}
		d[i] = v
	}
	return nil
}

// firstCards is the set of cards 1 to n (n at most maxCards), made a word
// at a time.
func firstCards(n int) deck {
	var d deck
	for w := range d {
		k := uint(min(max(n+1-64*w, 0), 64)) // the positions of word w below n+1
		d[w] = 1<<k - 1                      // all ones for 64: the shift gives 0
	}
	d[0] &^= 1 // NoCard
	return d
}

// nth returns the i-th card of the set, in card order.
func (d *deck) nth(i int) Card {
	for w, bits := range d {
		n := popcount64(bits)
		if i < n {
			return Card(w*64 + engine.SelectBit(bits, i))
		}
		i -= n
	}
	return NoCard
}

// activation is an ability (or an action's gain) being resolved. Its
// fields are laid out widest first, so that it packs without gaps: a
// State is copied whole on every call.
type activation struct {
	given   uint16 // "on all": the places given their share
	where   uint16 // the places the current gain may go to
	on      bool   // an ability is being resolved
	place   int8   // the card's place; -1 for the action's gain
	ab      uint8  // the ability on the card
	alt     uint8  // the chosen option
	step    uint8  // the cost or gain being resolved: costs first, then gains
	left    uint8  // what is still to pay or to place in this step
	one     int8   // "on 1 flora": the place chosen by the first piece; -1 if none yet
	neigh   int8   // the neighbour read: -1 not chosen, else a player
	colour  Colour
	res     Resource // the action's gain
	prompt  bool     // waiting for activate or skip
	choose  uint8    // waiting for: 0 nothing, 1 a neighbour, 2 an opponent
	opp     int8     // the opponent chosen, -1 none
	entered bool     // the current step has begun
	each    uint8    // "on all": what each place receives
	costs   uint8    // the chosen option's cost steps (see fitCosts): derived from the card, ab and alt
}

// player is one player's part of the position, its fields laid out
// widest first, so that it packs without gaps.
type player struct {
	deferred   uint32 // place*2+ability of BLACK abilities waiting for the neighbours
	blacks     uint32 // place*2+ability of BLACK abilities still to resolve
	hand       [HandSize]Card
	tab        [Spaces]Card
	seeds      int16
	planted    uint16    // places planted this round
	chosen     Card      // the card chosen to plant
	room       [2]uint16 // the places with room for a Sprout, and for a Growth (see fit): derived from tab, sprouts and growth
	act        activation
	sprouts    [Spaces]uint8
	growth     [Spaces]uint8
	nhand      uint8
	tokens     [2]uint8 // Sprouts and Growth given by others, placed in step 4
	phase      Phase
	sub        sub
	toPlant    uint8 // cards still to plant this round
	refreshed  bool
	discards   uint8 // cards discarded in the Refresh under way
	action     Colour
	cursor     uint8   // step 3: the next place*2+ability to consider
	claims     [2]int8 // Fauna claims: the scoring space index, -1 none
	claimRound [2]uint8
	eco        [2]uint8 // the two Ecosystem cards dealt (card index + 1)
	ecoKept    int8     // the kept card index, -1 until chosen
	ecoSide    uint8
	germs      uint8    // solo: germinations this round
	convRes    Resource // the conversion being paid
	convLeft   uint8    // pieces still to pay for it
	closed     bool     // round 5: the player has ended step 4
}

// demeter is the solo automa's part.
type demeter struct {
	vp           int
	claims       [2]int8
	claimed      uint8   // claims made
	tie          uint8   // colours tied for her activation, waiting for the player's choice (bitmask)
	pendingFauna bool    // her first claim waits for the player's choice
	acted        uint8   // the last round she activated her tableau
	sameRound    [2]bool // the player claimed each Fauna in this step 4
}

// State is a position: an immutable value. Every method has a value
// receiver and leaves the state as it was; Apply returns a new State. It
// holds the position alone: Apply plays the move on its copy through a
// game handle, which holds the move's events and is dropped when Apply
// returns.
type State struct{ table }

// data is the whole position, and nothing about a move being applied.
// Zones of bounded size are arrays and bitsets; a State's data is never
// changed once the State is returned. Every call copies a State whole, so
// it holds the first nearSeats seats (all of them in most games), the card
// piles and the rest of the position, laid out widest first with no gaps
// between them, and holds the seats beyond those by reference (far), in
// memory shared between states and never written once a State holds it: a
// move writes a copy (seats.go).
type data struct {
	near [nearSeats]player // first, so that a seat is found at d plus its offset
	pl   piles             // the Earth stack and the discard pile
	far  *farSeats         // the seats from nearSeats on; nil up to nearSeats players
	head
}

// piles are the Earth stack and the discard pile. A State holds them in
// place, so that a draw or a discard writes no memory but the State's.
type piles struct {
	stack   deck
	discard deck
}

// head is the position but the seats.
type head struct {
	cards      *CardSet
	rng        rng.RNG
	dem        demeter
	demTab     [Spaces]Card // solo: Demeter's tableau
	n          uint8        // players
	won        uint8        // once the game is over, the winners: bit i for player i
	level      Level
	standard   bool
	ecos       bool
	plainTerr  bool // Config.TerrainsNotBrown
	round      uint8
	tiles      [3]uint8 // the Action stack, top first
	ntiles     uint8
	tile       uint8    // the revealed tile
	fauna      [2]uint8 // Fauna cards in play (index into cs.fauna), sides in faunaSide
	faunaSide  [2]uint8
	faunaNext  [2]uint8 // the highest free scoring space of each
	public     [2]uint8 // public Ecosystems: card index
	publicSide [2]uint8
	choosing   bool // setup Ecosystem choice under way
	// touched is the seats a move may have written (bit i for seat i),
	// whose marks remark works out again; 0 in a State returned. It is
	// no part of the position, but fills a byte head would leave empty.
	touched uint8
}

func popcount64(x uint64) int      { return bits.OnesCount64(x) }
func trailingZeros64(x uint64) int { return bits.TrailingZeros64(x) }

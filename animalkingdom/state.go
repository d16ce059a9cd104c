package animalkingdom

import (
	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// Player is a seat at the table, written P1, P2, ...
type Player = engine.Player

// NoPlayer stands for nobody.
const NoPlayer = engine.NoPlayer

// ErrIllegalMove is matched (errors.Is) by every refused move.
var ErrIllegalMove = engine.ErrIllegalMove

// RuleError explains a refused move: the rule it breaks and why.
type RuleError = engine.RuleError

// State is a position of a game of Earth. It is an immutable value: every
// method is read-only, Apply returns a new State, and States may be shared
// between goroutines.
type State struct {
	g *game
}

// stage is the point of the turn the game is at.
type stage uint8

// The stages. Those marked "decision" wait for a move of the player g.who;
// the others are passed through automatically.
const (
	stSetup    stage = iota // decision: Island, Climate, Ecosystem sides
	stAction                // decision: the active player picks an action
	stBenefit               // the k-th player's benefit
	stPlant                 // decision: plant a card, or stop
	stKeep                  // decision: the active player keeps 1 drawn card
	stMinor                 // decision: a minor benefit's option
	stActivate              // the k-th player's activation
	stEndTurn               // end of turn
	stFinal                 // decision: the last window, then done
	stGaiaLeaf              // decision: the player places Gaia's Leaf (solo)
	stOrder                 // decision: Island and Climate first, or the tableau first
	stOver
)

// wait is what a frame of ability resolution waits for.
type wait uint8

const (
	wNone      wait = iota
	wUse            // use or skip the ability
	wHand           // compost a card from hand (Left more; optional unless paying)
	wCopy           // pick an ability to copy, or skip
	wCompost        // take 1 of the top Look compost cards
	wSetupHand      // compost exactly Left cards from hand at setup
)

// Source is where an ability being resolved is printed.
type Source uint8

// The sources.
const (
	FromIsland Source = iota
	FromClimate
	FromTableau // Index is the tableau card's index in planting order
	FromEvent   // Index is the event card
)

// frame is one ability being resolved. (The small fields come last, so
// that a frame takes 56 bytes.)
type frame struct {
	Who    Player `json:"who"`
	Index  int    `json:"index"`
	Ab     int    `json:"ab"`
	Self   int    `json:"self"` // the tableau index "this" means; -1 for none
	Step   int    `json:"step"` // next gain step
	Left   int    `json:"left"` // picks left in the current step
	Src    Source `json:"src"`
	Copied bool   `json:"copied"` // a copy: Src/Index/Ab name the copied ability
	Paying bool   `json:"paying"` // picking hand cards for the cost
	Wait   wait   `json:"wait"`
	Active bool   `json:"active"` // the owner chose this turn's action
}

// planted is a card in a tableau, at its place relative to the first card
// planted (the tableau floats: only its 4x4 bound is fixed).
type planted struct {
	Card    Card `json:"card"`
	Row     int  `json:"row"`
	Col     int  `json:"col"`
	Sprouts int  `json:"sprouts"`
	Growth  int  `json:"growth"`
	// Animeeples and Stored are what Animal Kingdom puts on the card (see
	// hooks.go); the base game leaves them empty.
	Animeeples Animals `json:"animeeples,omitempty"`
	Stored     Store   `json:"stored,omitzero"`
}

// seat is one player's position.
type seat struct {
	IslandOffer  []int `json:"island_offer"` // Island cards dealt (card numbers' indices)
	ClimateOffer []int `json:"climate_offer"`
	EcoOffer     []int `json:"eco_offer"`
	Island       int   `json:"island"` // chosen side's index in CardSet.Islands; -1 before
	Climate      int   `json:"climate"`
	Eco          int   `json:"eco"` // private Ecosystem side; -1 for none
	Soil         int   `json:"soil"`
	Hand         []Card
	Compost      []Card
	Events       []Card
	Tab          []planted
	// JustPlanted is the tableau indexes planted in this turn's Plant.
	JustPlanted []int `json:"just_planted"`
	// Claimed says which Fauna objectives hold this player's Leaf.
	Claimed [FaunaCards]bool `json:"claimed"`
	// Bonus reports the completion bonus Leaf.
	Bonus bool `json:"bonus"`
	// Done reports the player has passed in the last window.
	Done bool `json:"done"`
}

// faunaSlot is one Fauna card on the board and its Leaves.
type faunaSlot struct {
	Side int `json:"side"` // index in CardSet.Fauna
	// Claims are the players whose Leaf is on it, in position order.
	Claims []Player `json:"claims"`
	// Turn are this turn's claims, placed at the end of the turn.
	Turn []Player `json:"turn"`
}

// faunaBoard is the Fauna board: its 4 Fauna cards and their Leaves.
type faunaBoard [FaunaCards]faunaSlot

// game is the whole position. A State never changes its game: Apply
// works on a copy.
type game struct {
	Config  Config      `json:"config"`
	RNG     rng.RNG     `json:"rng"`
	Deck    []Card      `json:"deck"`
	Discard []Card      `json:"discard"`
	Seats   []*seat     `json:"seats"`
	Fauna   *faunaBoard `json:"fauna"`  // shared until a claim changes it: see board
	Public  []int       `json:"public"` // public Ecosystem sides
	Stage   stage       `json:"stage"`
	Active  Player      `json:"active"`
	Action  Colour      `json:"action"`
	K       int         `json:"k"` // the k-th player from the active one
	Planted int         `json:"planted"`
	Drawn   []Card      `json:"drawn"`
	ActIdx  int         `json:"act_idx"` // activation cursor
	// TabFirst: the player activating chose the tableau before the Island
	// and Climate; OrderSet: they have chosen (or there was no choice).
	TabFirst  bool                   `json:"tab_first"`
	OrderSet  bool                   `json:"order_set"`
	Frames    []frame                `json:"frames"`
	Turn      int                    `json:"turn"`
	Ender     Player                 `json:"ender"` // first to complete; NoPlayer
	Last      bool                   `json:"last"`  // this round is the last
	Events    []Event                `json:"-"`
	Stats     [MaxPlayers]turnCounts `json:"stats"`
	Gaia      *gaiaState             `json:"gaia,omitempty"`
	Pend      pending                `json:"pend"`
	Next      pending                `json:"next"` // a removal queued after Pend
	cs        setRef
	recording bool
	won       uint8 // once the game is over, the winners: bit i for player i
	// While a move is applied: applying; owned marks the seats this copy
	// has copied (each the first time it is asked for, see seat);
	// tabOwned those whose tableau it has copied (only to change it);
	// before points at the seats as they were before the move, for those
	// it has copied, when the move is after the setup (nil otherwise): a
	// seat that has not changed was checked for Fauna claims when it
	// last did.
	applying bool
	owned    uint8
	tabOwned uint8
	newCard  uint8 // the seats that planted a card (see changed)
	ownBoard bool  // the move has copied the Fauna board (see board)
	before   *[MaxPlayers]*seat
}

// gameMem is a game with room for its seat list, its frames and the seats
// before the move, so that clone allocates once; soloMem adds Gaia's side.
// The room lies outside the game, so that what a game holds is only what
// its fields reach.
type gameMem struct {
	game
	seatPtr [MaxPlayers]*seat
	before  [MaxPlayers]*seat
	frames  [2]frame
}

// soloMem is a solo game with its room.
type soloMem struct {
	gameMem
	gaia gaiaState
}

// turnCounts is what a player got this turn (Gaia reads them).
type turnCounts struct {
	Drew       int `json:"drew"`
	SoilGained int `json:"soil_gained"`
}

// clone copies g deeply enough that changing the copy leaves g as it was.
// It allocates once: the seat list, the frames and Gaia's side are copied
// into the copy's own room; a seat is copied when it is first changed
// (see seat). Every list it shares with g has its capacity cut to its
// length, so that an append copies it: the rules append to lists freely
// (an append to a list this move copied writes in place) and cut the
// capacity of a list they shorten (clip).
func (g *game) clone() *game { return &g.cloneMem().game }

// cloneMem is clone, with the room of the copy.
func (g *game) cloneMem() *gameMem {
	var m *gameMem
	var gaia *gaiaState
	if g.Gaia != nil {
		sm := new(soloMem)
		m, gaia = &sm.gameMem, &sm.gaia
	} else {
		m = new(gameMem)
	}
	c := &m.game
	*c = *g
	c.Deck = clip(g.Deck)
	c.Discard = clip(g.Discard)
	c.Public = clip(g.Public)
	c.Drawn = clip(g.Drawn)
	c.Frames = append(m.frames[:0], g.Frames...)
	n := copy(m.seatPtr[:], g.Seats)
	c.Seats = m.seatPtr[:n:n]
	c.Events, c.applying, c.owned, c.tabOwned, c.newCard, c.ownBoard, c.before = nil, true, 0, 0, 0, false, nil
	if gaia != nil {
		*gaia = *g.Gaia
		gaia.clip()
		c.Gaia = gaia
	}
	return m
}

// settled ends a move's changes: the copy is a position again, and an
// empty stack of frames is written as none, as in a new game.
func (g *game) settled() {
	if len(g.Frames) == 0 {
		g.Frames = nil
	}
	if g.before != nil {
		*g.before = [MaxPlayers]*seat{} // the seats before are not kept alive
	}
	g.Events, g.recording, g.applying, g.owned, g.tabOwned, g.newCard, g.ownBoard, g.before = nil, false, false, 0, 0, 0, false, nil
}

// clip returns s with its capacity cut to its length, so that an append
// copies instead of writing into a slice another state shares.
func clip[T any](s []T) []T { return s[:len(s):len(s)] }

// tab returns p's tableau for changing: copied once per move, since the
// state the move was applied to shares it. A seat not yet copied is
// copied with its tableau, in one allocation (seatTab).
func (g *game) tab(p Player) []planted {
	if g.tabOwned&(1<<p) != 0 {
		return g.Seats[p].Tab
	}
	var s *seat
	if n := len(g.Seats[p].Tab); g.applying && g.owned&(1<<p) == 0 && n < TableauCards {
		st := new(seatTab)
		s = g.copySeat(p, &st.seat)
		s.Tab = append(st.tab[:0], s.Tab...)
	} else {
		s = g.seat(p)
		s.Tab = append(make([]planted, 0, len(s.Tab)+1), s.Tab...)
	}
	g.tabOwned |= 1 << p
	return s.Tab
}

// seatTab is a seat with room for its tableau.
type seatTab struct {
	seat
	tab [TableauCards]planted
}

// seat returns p's seat for changing.
//
// While a move is applied (applying), the seat is copied the first time
// it is asked for, since the state the move was applied to shares it, and
// the seat before noted (before): every change to a seat goes through
// seat; read-only code uses get.
func (g *game) seat(p Player) *seat {
	if g.applying && g.owned&(1<<p) == 0 {
		return g.copySeat(p, new(seat))
	}
	return g.Seats[p]
}

// copySeat copies p's seat into s, which becomes p's seat.
func (g *game) copySeat(p Player, s *seat) *seat {
	if g.before != nil {
		g.before[p] = g.Seats[p]
	}
	*s = *g.Seats[p]
	s.Hand, s.Compost, s.Events = clip(s.Hand), clip(s.Compost), clip(s.Events)
	s.Tab, s.JustPlanted = clip(s.Tab), clip(s.JustPlanted)
	g.Seats[p] = s
	g.owned |= 1 << p
	return s
}

// board returns the Fauna board for changing: while a move is applied, it
// is copied the first time, since the state the move was applied to
// shares it (with its lists' capacity cut, see clone). Read-only code
// reads g.Fauna.
func (g *game) board() *faunaBoard {
	if g.applying && !g.ownBoard {
		b := *g.Fauna
		for i := range b {
			b[i].Claims, b[i].Turn = clip(b[i].Claims), clip(b[i].Turn)
		}
		g.Fauna, g.ownBoard = &b, true
	}
	return g.Fauna
}

// get returns p's seat for reading only.
func (g *game) get(p Player) *seat { return g.Seats[p] }

// n is the number of players.
func (g *game) n() int { return len(g.Seats) }

// order returns the k-th player clockwise from the active one.
func (g *game) order(k int) Player { return Player((int(g.Active) + k) % g.n()) }

// info returns a card's face.
func (g *game) info(c Card) *CardInfo { return &g.cs.deck[c] }

// setRef is the card set a game plays with. Two refer to the same set
// when they are the same pointer (so that state comparisons do not walk
// the compiled abilities).
type setRef struct{ *CardSet }

// Equal reports whether r and o are the same set.
func (r setRef) Equal(o setRef) bool { return r.CardSet == o.CardSet }

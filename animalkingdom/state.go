package animalkingdom

import (
	"math/bits"

	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// Player is a seat at the table, P1 to P5, as in every rulebox game; in
// a solo game the player is P1 and Gaia's events name P2.
type Player = engine.Player

// The seats.
const (
	P1 Player = iota
	P2
	P3
	P4
	P5
)

// NoPlayer stands for nobody.
const NoPlayer = engine.NoPlayer

// ErrIllegalMove is matched (errors.Is) by every refused move.
var ErrIllegalMove = engine.ErrIllegalMove

// RuleError explains a refused move: the rule it breaks and why.
type RuleError = engine.RuleError

// State is a position of a game of Earth. It is an immutable value: every
// method is read-only, Apply returns a new State, and States may be shared
// between goroutines. It holds the position alone, by value (the seats
// and the abilities being resolved in fixed arrays); only its lists
// (cards, Fauna claims, the cards just planted), the tableaus' cards, the
// Fauna board, the cards dealt for the setup choices and what Animal
// Kingdom stores on tableau cards are shared between states, and never
// changed in place (see begin and store.go). What one move tracks while
// it is applied is held by the handle that applies it (game), not by the
// State.
type State struct {
	ended
	d data
}

// ended is what a bot asks of a State at every decision, kept beside the
// position (see mark): whether the game is over, and who is to decide. It
// is embedded in State, so that Over and ToMove, its methods, copy two
// bytes and not the whole State (a value-receiver call copies its
// receiver, inlined or not).
type ended struct {
	over   bool
	movers uint8 // bit p for each player to decide now (see data.movers)
}

// Over reports whether the game has ended and been scored.
func (e ended) Over() bool { return e.over }

// ToMove lists the player who must decide now (one at a time; while
// Animal Kingdom's Animals are kept, every player still choosing); none
// once the game is over. The slice is shared and read-only: copy it
// (slices.Clone) before changing it. It costs no allocation, even through
// a type parameter.
func (e ended) ToMove() []Player {
	if e.movers == 0 {
		return nil
	}
	return engine.Seats(e.movers)
}

// mark sets what s keeps beside its position from the position: every
// State made is marked before it is returned.
func (s *State) mark() {
	s.over = !s.zero() && s.d.Stage == stOver
	s.movers = 0
	if !s.zero() {
		s.movers = s.d.moverSet()
	}
}

// stateOf returns the State of position d, marked.
func stateOf(d data) State {
	s := State{d: d}
	s.mark()
	return s
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
	stAnimals // decision (Animal Kingdom): every player keeps their Animals, in secret
	stGlobal  // decision (Animal Kingdom): the k-th player resolves the Global Ability, or not
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
	wAmount         // take 0 to Left of an "up to" amount (Animal Kingdom)
	wStore          // store up to Left pieces taken off tableau cards (Animal Kingdom)
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
	Index  int16  `json:"index"`
	Ab     int16  `json:"ab"`
	Self   int16  `json:"self"` // the tableau index "this" means; -1 for none
	Step   int16  `json:"step"` // next gain step
	Left   int32  `json:"left"` // picks left in the current step
	Src    Source `json:"src"`
	Copied bool   `json:"copied"` // a copy: Src/Index/Ab name the copied ability
	Paying bool   `json:"paying"` // picking hand cards for the cost
	Wait   wait   `json:"wait"`
	Active bool   `json:"active"` // the owner chose this turn's action
}

// planted is a card in a tableau, at its place relative to the first card
// planted (the tableau floats: only its 4x4 bound is fixed).
//
// It takes 6 bytes: a row or column lies within 3 of the first card's.
// The sprouts and growth on the card are in its seat (seat.pieces).
type planted struct {
	Card Card `json:"card"`
	Row  int8 `json:"row"`
	Col  int8 `json:"col"`
	// Animeeples is the Animeeples Animal Kingdom puts on the card (see
	// animal_pieces.go); the base game leaves it empty. What Animal
	// Kingdom stores on the card is in the seat (seat.stored).
	Animeeples Animals `json:"animeeples,omitempty"`
}

// seat is one player's position: its tableau (tabs, the first nTab
// cards), the rest in seatCore.
type seat struct {
	seatCore
	// tabs is the tableau's cards in a fixed array, shared between states
	// and copied when a move changes it (see game.tab): a copy of the
	// State copies a pointer, not 96 bytes a seat. nil for none.
	tabs *tableau
	// dealt is the cards dealt for the setup choices, shared between
	// states and never changed (nil for none: see offer).
	dealt *offers
	// stored is what lies stored on each tableau card (Animal Kingdom):
	// rarely changed, so shared between states and copied when a move
	// changes it (see storedOn, setStored); nil when nothing is.
	stored *[TableauCards]Store
	// pieces is the sprouts and growth on the tableau's cards.
	pieces tabPieces
}

// storedOn is what lies stored on s's tableau card i.
func (s *seat) storedOn(i int) Store {
	if s.stored == nil {
		return Store{}
	}
	return s.stored[i]
}

// offers is the cards a player is dealt for the setup choices (card
// numbers' indices), written in JSON by the seat (seatJSON).
type offers struct{ Island, Climate, Eco []int }

// noOffers is the offers of a seat dealt none (read only).
var noOffers offers

// offer returns the cards dealt to s for the setup choices (read only).
func (s *seat) offer() *offers {
	if s.dealt == nil {
		return &noOffers
	}
	return s.dealt
}

// seatCore is what a seat holds besides its tableau. JSON writes it key
// by key in a player's words (seatJSON), not by these field tags.
type seatCore struct {
	Island  int `json:"island"` // chosen side's index in CardSet.Islands; -1 before
	Climate int `json:"climate"`
	Eco     int `json:"eco"` // private Ecosystem side; -1 for none
	Soil    int `json:"soil"`

	// Hand, Compost and Events are written by name (seatJSON).
	Hand    []Card `json:"-"`
	Compost []Card `json:"-"`
	Events  []Card `json:"-"`
	// JustPlanted is the tableau cards planted in this turn's Plant.
	JustPlanted tabSet `json:"just_planted"`
	// Claimed says which Fauna objectives hold this player's Leaf.
	Claimed [FaunaCards]bool `json:"claimed"`
	// Bonus reports the completion bonus Leaf.
	Bonus bool `json:"bonus"`
	// Done reports the player has passed in the last window.
	Done bool `json:"done"`
	// Animal is the player's part of Animal Kingdom (animal_state.go).
	Animal animalSeat `json:"animal,omitzero"`
	// nTab is the number of cards in the tableau (seat.tabs), here in
	// the room the fields above leave before a multiple of 8 bytes.
	nTab uint8
	// handEvents has bit i when Hand[i] is an event, for the first
	// handEventBits cards (handEventsOf), in the same room: game.toHand
	// and game.fromHand keep it, and noteHandEvents works it out where a
	// hand is set otherwise.
	handEvents uint32
}

// Tab is the seat's tableau, in planting order. It is memory shared
// between states: change it only through game.tab and game.addCard.
func (s *seat) Tab() []planted {
	if s.tabs == nil {
		return nil
	}
	return s.tabs.cards[:s.nTab]
}

// activation returns the seat's tableau indexes in activation order (see
// tableau.insert), kept with the tableau since its places change only
// when a card is added.
func (s *seat) activation() []int8 {
	if s.tabs == nil {
		return nil
	}
	return s.tabs.order[:s.nTab]
}

// tabSet is a set of a tableau's cards: bit i for card i.
type tabSet uint16

// has reports whether card i is in the set.
func (t tabSet) has(i int) bool { return t&(1<<i) != 0 }

// with returns the set with card i.
func (t tabSet) with(i int) tabSet { return t | 1<<i }

// len is the number of cards in the set.
func (t tabSet) len() int { return bits.OnesCount16(uint16(t)) }

// tableau is the room of a tableau's cards, with what an activation
// reads of them worked out when a card is placed (see add, replace): their
// activation order, and their abilities in that order, one after the
// other, as the activation cursor counts them.
type tableau struct {
	cards [TableauCards]planted
	order [TableauCards]int8
	// ab is the abilities in activation order: ability j is ability
	// ab[j]&1 of tableau card ab[j]>>1 (a card has at most 2); nAb of
	// them.
	ab  [2 * TableauCards]uint8
	nAb uint8
	// answer has bit j for ability j when it answers the action (see
	// cardActs.answering); ifActive, when only for the player who chose
	// it.
	answer   [numColours]uint32
	ifActive uint32
	// kinds has, for each kind of ability, the cards with an ability of
	// that kind (see ownAbilitiesOf), from cardActs.kinds.
	kinds [numKinds]tabSet
}

// add makes t the tableau's card i, after the i cards placed, and adds
// what an activation reads of it (acts is the set's table of Earth
// cards).
func (tb *tableau) add(i int, t planted, acts []cardActs) {
	tb.cards[i] = t
	tb.kindsOf(i, acts)
	tb.insert(i, i, acts)
}

// replace puts t in the place of card i of the tableau's n cards, and
// works out again what an activation reads, every card inserted anew.
func (tb *tableau) replace(i, n int, t planted, acts []cardActs) {
	tb.cards[i] = t
	tb.kindsOf(i, acts)
	tb.order, tb.ab, tb.nAb, tb.answer, tb.ifActive = [TableauCards]int8{}, [2 * TableauCards]uint8{}, 0, [numColours]uint32{}, 0
	for c := range n {
		tb.insert(c, c, acts)
	}
}

// kindsOf marks card i in the kinds of ability it has, and only those.
func (tb *tableau) kindsOf(i int, acts []cardActs) {
	for k := range tb.kinds {
		tb.kinds[k] &^= 1 << i
	}
	for rest := acts[tb.cards[i].Card].kinds; rest != 0; rest &= rest - 1 {
		k := trailing(rest)
		tb.kinds[k] = tb.kinds[k].with(i)
	}
}

// insert puts tableau card c in the activation order of the m cards
// already in it, row by row from the top and left to right, and its
// abilities among theirs: those of the cards before it keep their
// numbers, those after it move up by as many as it has.
func (tb *tableau) insert(c, m int, acts []cardActs) {
	key := rowMajor(tb.cards[c])
	pos, j := 0, 0 // c's place in the order, and its first ability's number
	for ; pos < m; pos++ {
		o := tb.cards[tb.order[pos]]
		if rowMajor(o) > key {
			break
		}
		j += int(acts[o.Card].n)
	}
	copy(tb.order[pos+1:m+1], tb.order[pos:m])
	tb.order[pos] = int8(c)
	a := &acts[tb.cards[c].Card]
	k := int(a.n)
	copy(tb.ab[j+k:int(tb.nAb)+k], tb.ab[j:tb.nAb])
	for x := range a.n {
		tb.ab[j+int(x)] = uint8(c)<<1 | x
	}
	tb.nAb += a.n
	for col := range Colour(len(tb.answer)) {
		tb.answer[col] = spliced(tb.answer[col], j, k, uint32(a.answering(col, true)))
	}
	tb.ifActive = spliced(tb.ifActive, j, k, uint32(a.ifActive))
}

// rowMajor orders a tableau's places row by row from the top, left to
// right within a row.
func rowMajor(t planted) int { return int(t.Row)<<8 + int(t.Col) }

// spliced is the bits of m with k bits of v put in at bit j: those below
// j stay, those from j up move up by k.
func spliced(m uint32, j, k int, v uint32) uint32 {
	low := m & (1<<j - 1)
	return low | v<<j | (m-low)<<k
}

// answering returns the abilities (bit j for ability j, see ab) that
// activate on action for their owner, who chose it (active) or not.
func (tb *tableau) answering(action Colour, active bool) uint32 {
	if tb == nil || int(action) >= len(tb.answer) {
		return 0
	}
	m := tb.answer[action]
	if !active {
		m &^= tb.ifActive
	}
	return m
}

// abilityCount is the number of abilities of the tableau's cards.
func (s *seat) abilityCount() int {
	if s.tabs == nil {
		return 0
	}
	return int(s.tabs.nAb)
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

// baseFrames is the most abilities the base game resolves at once: 3.
// An ability is pushed on an empty stack (an activation, an event, the
// Island's setup), or for each black ability of a card just planted (a
// Plant move waits for an empty stack, and the load refuses a card with
// more than 2 abilities), or by a copy over the copying ability, and a
// copied ability copies nothing (copyTargets): so at most 2 plus a copy.
const baseFrames = 3

// maxFrames is the most abilities resolved at once: baseFrames, and over
// them an activation of Animals started at a decision to use one (see
// discardLeaf), whose Animal's effect is pushed, and an event played at
// that effect's decision. Reading a state refuses a deeper stack
// (fromJSON).
const maxFrames = baseFrames + 2

// data is the whole position, a value: Apply changes a copy of it
// through a game, the handle that holds what the move tracks.
type data struct {
	gameCore
	// seats are the players' seats, the first np of them (at most
	// nearSeats); fifth is the fifth player's, by reference (see get).
	seats [nearSeats]seat
	fifth *seat
	// frames are the abilities being resolved, the first nf of them, the
	// last on top.
	frames [maxFrames]frame
	// Gaia is Gaia's side of a solo game (Config.Solo).
	Gaia gaiaState
	cs   setRef
	// The bytes last, side by side: a field of one byte between wider
	// ones would take 8 (and every State copies them).
	np  uint8
	nf  uint8
	won uint8 // once the game is over, the winners: bit i for player i
}

// gameCore is what a position holds besides its seats, its frames and
// Gaia's side. JSON writes it key by key in a player's words (gameJSON),
// not by these field tags.
type gameCore struct {
	Config  Config                 `json:"config"`
	RNG     rng.RNG                `json:"rng"`
	Deck    []Card                 `json:"deck"`
	Discard []Card                 `json:"discard"`
	Fauna   *faunaBoard            `json:"fauna"`  // shared until a claim changes it: see board
	Public  []int                  `json:"public"` // public Ecosystem sides
	Active  Player                 `json:"active"`
	K       int                    `json:"k"` // the k-th player from the active one
	Planted int                    `json:"planted"`
	ActIdx  int                    `json:"act_idx"` // activation cursor
	Turn    int                    `json:"turn"`
	Ender   Player                 `json:"ender"` // first to complete; NoPlayer
	Stats   [MaxPlayers]turnCounts `json:"stats"`
	Pend    pending                `json:"pend"`
	Next    pending                `json:"next"` // a removal queued after Pend
	// AK is the table's part of Animal Kingdom (animal_state.go).
	AK animalGame `json:"animal_kingdom,omitzero"`
	// LastLeaf is a player's choice of what their last Leaves claim
	// (lastleaf.go).
	LastLeaf lastLeaf `json:"last_leaf,omitzero"`
	// The narrow fields last, side by side (see data).
	Stage  stage  `json:"stage"`
	Action Colour `json:"action"`
	// TabFirst: the player activating chose the tableau before the Island
	// and Climate; OrderSet: they have chosen (or there was no choice).
	TabFirst bool `json:"tab_first"`
	OrderSet bool `json:"order_set"`
	Last     bool `json:"last"` // this round is the last
	// RoundPlanted reports a card planted in this round (the Stalemate
	// ruling).
	RoundPlanted bool  `json:"round_planted,omitempty"`
	Drawn        drawn `json:"drawn"`
}

// seatCounts is what of a seat the Fauna objectives read besides its
// tableau: its soil and the sizes of its hand, compost and events, each
// cut to 16 bits (changed compares them: a change of a multiple of 65,536
// in one move is beyond any rule).
type seatCounts struct{ soil, hand, compost, events int16 }

// readCounts returns s's counts.
func readCounts(s *seat) seatCounts {
	return seatCounts{int16(s.Soil), int16(len(s.Hand)), int16(len(s.Compost)), int16(len(s.Events))}
}

// turnCounts is what a player got this turn (Gaia reads them).
type turnCounts struct {
	Drew       int `json:"drew"`
	SoilGained int `json:"soil_gained"`
}

// nearSeats is the seats a position holds by value: a fifth player's is
// held by reference, shared between states and copied when a move first
// changes it (see game.seat), so that the smaller games, the common
// ones, do not copy a seat they lack with every State.
const nearSeats = 4

// get returns p's seat for reading only.
func (g *data) get(p Player) *seat {
	if p < nearSeats {
		return &g.seats[p]
	}
	return g.fifth
}

// setPlayers sets the number of players of a position being made, giving
// it a fifth seat of its own when it has five.
func (g *data) setPlayers(n int) {
	g.np = uint8(n)
	if n > nearSeats {
		g.fifth = new(seat)
	}
}

// depth is the number of abilities being resolved.
func (g *data) depth() int { return int(g.nf) }

// stack returns the abilities being resolved, the last on top (g's own
// memory: read only).
func (g *data) stack() []frame { return g.frames[:g.nf] }

// n is the number of players.
func (g *data) n() int { return int(g.np) }

// order returns the k-th player clockwise from the active one.
func (g *data) order(k int) Player { return Player((int(g.Active) + k) % g.n()) }

// info returns a card's face.
func (g *data) info(c Card) *CardInfo { return &g.cs.deck[c] }

// setRef is the card set a game plays with. Two refer to the same set
// when they are the same pointer (so that state comparisons do not walk
// the compiled abilities).
type setRef struct{ *CardSet }

// Equal reports whether r and o are the same set.
func (r setRef) Equal(o setRef) bool { return r.CardSet == o.CardSet }

// zero reports whether s is the zero State, made by no New.
func (s *State) zero() bool { return s.d.np == 0 }

package engine

// The contract every game package's types satisfy, as the conformance
// harness in internal/gametest checks it. Users read it in package
// examples/game, which declares the same interfaces with their full doc;
// the harness cannot import that package (it imports every game), so it
// keeps this copy, and examples/game/contract_test.go fails to compile when
// the two differ.

// Move is one decision by one player: a small comparable value with a
// notation that the game's ParseMove reads back.
type Move interface {
	comparable
	// String writes the move's notation.
	String() string
}

// Event is one thing a move made happen, as ApplyEvents reports it.
type Event[E any] interface {
	// String describes the event for a person.
	String() string
	// For returns the event as viewer may be told it: nothing their View
	// hides (an opponent's discarded card is blanked). The bool is false
	// when viewer may not learn of the event at all.
	For(viewer Player) (E, bool)
}

// State is a position: an immutable value whose methods only read it.
type State[S any, M Move, V any, E any] interface {
	// Players lists the seats, P1 first.
	Players() []Player
	// Over reports whether the game has ended.
	Over() bool
	// ToMove lists the players with a decision now; several in a
	// simultaneous step. The slice is shared and read-only, so that it
	// costs no allocation even through a type parameter: copy it
	// (slices.Clone) before changing it.
	ToMove() []Player
	// AppendLegalMoves appends p's legal moves to buf.
	AppendLegalMoves(buf []M, p Player) []M
	// Apply returns the state after m, or an error and the state unchanged.
	Apply(m M) (S, error)
	// ApplyEvents is Apply that also reports what happened.
	ApplyEvents(m M) (S, []E, error)
	// View is what p may see.
	View(p Player) V
	// Winners lists the players who won: empty while the game goes on and
	// for a game nobody won. The slice must not be modified. Search bots
	// call it at every playout's end, so it should not allocate.
	Winners() []Player
	// Score is p's progress as a number a heuristic can use: higher is
	// closer to winning; 0 for a player not in the game. It should not
	// allocate.
	Score(p Player) int
	// Actions numbers the moves for learning agents.
	Actions[M]
}

// Actions is a game's moves numbered for learning agents: every move the
// game can offer has one action id in [0, ActionSpace()), fixed for the
// whole game. A State and a View have them; a View's are the viewer's.
type Actions[M Move] interface {
	// ActionSpace is the number of action ids.
	ActionSpace() int
	// ActionID is m's id; an error for a move no decision can be.
	ActionID(m M) (int, error)
	// MoveAt is p's legal move of action id id; an error, never a panic,
	// for an id that is not one of p's legal moves now.
	MoveAt(p Player, id int) (M, error)
	// AppendLegalActionIDs appends the ids of p's legal moves to buf, in
	// the order of AppendLegalMoves.
	AppendLegalActionIDs(buf []int, p Player) []int
}

// Observation is a View as numbers for learning agents, holding only
// what the viewer sees.
type Observation interface {
	// ObservationShape is the observation's shape, in a new slice.
	ObservationShape() []int
	// AppendObservation appends the observation to buf.
	AppendObservation(buf []float32) []float32
}

// Playouter is a State that can play itself to the end with random moves
// faster than a loop of AppendLegalMoves and Apply (Cosmic Run's and
// Earth's can): each decision one of the legal moves, equally likely,
// from a generator seeded with seed. Search bots use it when a state has
// it.
type Playouter[S any] interface {
	// Playout returns the final state and the number of moves made.
	Playout(seed uint64) (S, int)
}

// View is what one player may see of a State: all a bot is given.
type View[S any, M Move] interface {
	// Viewer is the player who sees.
	Viewer() Player
	// ToMove lists the players with a decision now, as the State's does;
	// the slice is shared and read-only, as the State's.
	ToMove() []Player
	// AppendLegalMoves appends the viewer's own legal moves to buf.
	AppendLegalMoves(buf []M) []M
	// Over reports whether the game has ended.
	Over() bool
	// Sample deals what the viewer cannot see at random, from seed, into a
	// full state whose View for the viewer is this view.
	Sample(seed uint64) S
	// Actions are the viewer's moves numbered as the State's.
	Actions[M]
	// Observation is what the viewer sees as numbers.
	Observation
}

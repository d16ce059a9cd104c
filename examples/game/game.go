// Package game is the shape every rulebox game shares, so that one bot,
// one referee and one tournament runner play every game without an
// adapter. It declares the contract (Move, Event, State, View, Playouter,
// Bot, Observer), a Spec for each game (how a program starts one and reads
// and writes its moves) and the table of games the example programs look
// up by name (Lookup, Program), with the one setup every program gives a
// game from its flags (Flags, Spec.Setup: -players 1 is solo against the
// game's opponent). go doc -all shows the contract's every
// method with its doc.
//
// A game package satisfies the contract with its own types: its State is
// a State[State, Move, View, Event], its View a View[State, Move] and its
// Event an Event[Event]. Generic code names the four types once, as type
// parameters, and Go infers them from a Spec or a state:
//
//	func Count[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], seed uint64) int
//	n := Count(game.CosmicRun, 1) // no type arguments spelled out
//
// Code with more than one such function makes them methods of one generic
// type, which carries the list of constraints for all of them, with one
// constructor that takes the Spec (as the bots, the referee's Referee and
// Match, and the tournament's runner do).
//
// A game added later plugs in by giving its State, View and Event these
// methods, and, for the programs under examples/, a Spec in the table
// (Lookup) and a function in every Program. Each game package's tests
// assert the contract at compile time, in shape_test.go.
//
// # A game by name
//
// A program that knows a game only by its name (a -game flag, a record)
// looks it up in the table, and runs its own generic function for it
// through a Program, which holds that function once for each game
// package's types:
//
//	var matches = game.NewProgram[referee.Config, referee.Record](
//		referee.PlayMatch, referee.PlayMatch, referee.PlayMatch, referee.PlayMatch)
//	g, err := game.Lookup("earth", true) // animalkingdom, with the expansion
//	rec, err := matches.Run(g, referee.Config{Seed: 1, Bots: []string{"random", "random"}}) // Earth's usual 2
//
// # Score
//
// State.Score is progress a heuristic can use:
//
//   - Cosmic Run: the player's three tracks added up (0 to 36, a reached
//     planet counting 12); it never goes down and does not allocate.
//   - Before the Earth Explodes: progress toward the three general
//     victories, each in percent of what it needs, added up (planets
//     colonized out of the planets needed, technology out of 7, the
//     opponent's damage out of 7; 0 to 300, the winner 300).
//   - Earth Express and Earth: the player's scorepad total now, what the
//     tableau would score if the game ended there.
//
// # Events for a viewer
//
// Event.For(p) is what p may be told: in Cosmic Run a card another player
// discarded is blanked; every Before the Earth Explodes event is public
// ("P2 chooses an action card" does not say which); in Earth Express the
// card a player found by Germinating is told to the others only as a
// successful search, and which Ecosystem a player kept is never in an
// event; in Earth a card drawn is named to its owner only.
//
// # Writing a bot
//
// A complete bot, for every game, is the Scorer of this package's Example:
// it plays the move that raises its Score most, on a guess at the cards it
// cannot see. It is given only its View, samples a full state from it,
// tries each legal move and keeps the best:
//
//	func (b *Scorer[S, M, V, E]) Choose(v V) (M, error) {
//		moves := v.AppendLegalMoves(nil)
//		s := v.Sample(b.rng.Uint64()) // the hidden cards dealt at random
//		best, most := moves[b.rng.IntN(len(moves))], -1
//		for _, m := range moves {
//			if next, err := s.Apply(m); err == nil && next.Score(v.Viewer()) > most {
//				best, most = m, next.Score(v.Viewer())
//			}
//		}
//		return best, nil
//	}
//
// Play it in Go against another bot, refereed (package referee):
//
//	m, _ := referee.NewMatch(game.CosmicRun, referee.Config{Seed: 7},
//		NewScorer(game.CosmicRun, 1), bot.NewISMCTS(game.CosmicRun, bot.Iterations(200), 2)) // one bot per seat
//	rec, _ := m.Run() // rec.Moves, rec.Result.Winners
//
// To run it in a tournament, make it a program with the Serve of the
// game's referee (referee.New), which speaks the referee's protocol, and
// name it exec:PROGRAM:
//
//	func main() { // mybot/cmd/scorer
//		if err := referee.New(game.CosmicRun).Serve(mybot.NewScorer(game.CosmicRun, 1), os.Stdin, os.Stdout); err != nil {
//			log.Fatal(err)
//		}
//	}
//
// and then
//
//	go build -o scorer ./mybot/cmd/scorer
//	go run ./examples/tournament -game cosmicrun -bots "exec:./scorer,random,greedy,ismcts:200" -games 50 -out results.csv
package game

import "github.com/rulebox/rulebox/internal/engine"

// The contract below is the one every game package's types satisfy, and
// the one definition users read. internal/engine keeps a copy for the
// conformance harness (internal/gametest), which cannot import this
// package; contract_test.go checks, for every game, that the two are the
// same interfaces.

// Player is a seat at the table, P1, P2, ...: the same type in every game.
type Player = engine.Player

// NoPlayer stands for nobody.
const NoPlayer = engine.NoPlayer

// Move is one decision by one player: a small comparable value with a
// notation that the game's ParseMove reads back. The same decision is the
// same value however it was made (listed by AppendLegalMoves, built by the
// game's constructor for its kind, read by ParseMove), so == compares
// decisions.
type Move interface {
	comparable
	// String writes the move's notation, naming cards from the embedded
	// card set; Spec.FormatMove names them from a state's own set.
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

// State is a position: an immutable value whose methods only read it. S
// is the game's State itself, M its Move, V its View and E its Event.
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
// whole game (by its card set, players and mode). A State and a View have
// them; a View's are the viewer's moves.
type Actions[M Move] interface {
	// ActionSpace is the number of action ids.
	ActionSpace() int
	// ActionID is m's id; an error for a move no decision of the game can
	// be.
	ActionID(m M) (int, error)
	// MoveAt is p's legal move of action id id; an error, never a panic,
	// for an id that is not one of p's legal moves now.
	MoveAt(p Player, id int) (M, error)
	// AppendLegalActionIDs appends the ids of p's legal moves to buf, in
	// the order of AppendLegalMoves, without allocating when buf has room.
	AppendLegalActionIDs(buf []int, p Player) []int
}

// Observation is a View as numbers for learning agents: a fixed layout,
// documented in each game package's doc (section "Action ids and
// observations"), holding only what the viewer sees.
type Observation interface {
	// ObservationShape is the observation's shape, in a new slice.
	ObservationShape() []int
	// AppendObservation appends the observation to buf, without
	// allocating when buf has room.
	AppendObservation(buf []float32) []float32
}

// Playouter is a State that can play itself to the end with random moves
// faster than a loop of AppendLegalMoves and Apply (every game's can):
// each decision one of the legal moves, equally likely, from a generator
// seeded with seed. Search bots use it when a state has it.
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

// Bot chooses a move for the viewer of v, seeing nothing else. It is only
// asked when the viewer has a legal move.
type Bot[V any, M Move] interface {
	// Choose returns one of the viewer's legal moves, or an error when
	// the bot cannot answer.
	Choose(v V) (M, error)
}

// Observer is a Bot that also wants to hear what happened: after every move
// the referee tells it the events, redacted for its seat.
type Observer[E any] interface {
	// Observe is given the events of every move applied, redacted for
	// the bot's seat.
	Observe(events []E)
}

// Package game names the shape every rulebox game shares, so that one bot,
// one referee and one tournament runner play every game without an adapter.
//
// A game package satisfies it with its own types: its State is a
// State[State, Move, View, Event], its View a View[State, Move] and its
// Event an Event[Event]. Generic code names the four types once, as type
// parameters, and Go infers them from a state value:
//
//	func Count[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](s S) int
//	n := Count(s) // s is a cosmicrun.State: no type arguments spelled out
//
// A game added later plugs in by giving its State, View and Event these
// methods (and, for the programs under examples/, a Spec in Specs).
package game

import "github.com/rulebox/rulebox/internal/engine"

// Player is a seat at the table, P1, P2, ...: the same type in every game.
type Player = engine.Player

// NoPlayer stands for nobody.
const NoPlayer = engine.NoPlayer

// Move is one decision by one player: a small comparable value with a
// notation that the game's ParseMove reads back.
type Move = engine.Move

// Event is one thing a move made happen, as ApplyEvents reports it: a
// String for a person, and For(viewer), the event as viewer may be told it
// (false when viewer may not learn of it at all).
type Event[E any] = engine.Event[E]

// State is a position: an immutable value whose methods only read it.
// Its methods: Players, Over, ToMove, AppendLegalMoves(buf, p),
// Apply(m), ApplyEvents(m), View(p), Winners and Score(p); their contract
// is written on engine.State (go doc
// github.com/rulebox/rulebox/internal/engine State).
type State[S any, M Move, V any, E any] = engine.State[S, M, V, E]

// Playouter is a State that can play itself to the end with random moves
// faster than a loop of AppendLegalMoves and Apply: Playout(seed) returns
// the final state and the number of moves made. Search bots use it when a
// state has it.
type Playouter[S any] = engine.Playouter[S]

// View is what one player may see of a State, all a bot is given: Viewer,
// ToMove, AppendLegalMoves(buf), Over, and Sample(seed), a full state
// consistent with the view.
type View[S any, M Move] = engine.View[S, M]

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

package game

import (
	"fmt"
	"slices"
)

// Spec is what a program needs to play a game it knows only by name: how to
// start one and how to read a move's notation.
type Spec[S State[S, M, V, E], M Move, V View[S, M], E Event[E]] struct {
	// Name is the game's package name, as the -game flags take it.
	Name string
	// Seats lists the player counts the game allows, the usual one first.
	Seats []int
	// New starts a game for players seats, deterministic from seed.
	New func(players int, seed uint64) (S, error)
	// ParseMove reads a move written in notation in state s.
	ParseMove func(s S, text string) (M, error)
}

// Start checks players against Seats (0 means the usual count) and starts
// a game. A Spec without New starts none, and says so.
func (g Spec[S, M, V, E]) Start(players int, seed uint64) (S, error) {
	var zero S
	if g.New == nil {
		return zero, fmt.Errorf("game %q: the Spec has no New function", g.Name)
	}
	if players == 0 && len(g.Seats) > 0 {
		players = g.Seats[0]
	}
	if !slices.Contains(g.Seats, players) {
		return zero, fmt.Errorf("%s is for %v players, not %d", g.Name, g.Seats, players)
	}
	return g.New(players, seed)
}

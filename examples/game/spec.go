package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Spec is what a program needs to play a game it knows only by name: how to
// start one and how to write and read a move's notation.
type Spec[S State[S, M, V, E], M Move, V View[S, M], E Event[E]] struct {
	// Name is the game's package name, as the -game flags take it.
	Name string
	// seats lists the player counts the game allows, the usual one first.
	seats []int
	// New starts a game for players seats, deterministic from seed. One
	// player plays the game's solo opponent (see Setup).
	New func(players int, seed uint64) (S, error)
	// setup sets the game up for a number of players at a level (see
	// Setup); nil: the game has no levels.
	setup func(players int, level string) (func(seed uint64) (S, error), error)
	// level is the level Setup set the game up at; "": the default.
	level string
	// withCards is the game's setup of the card set files give (see
	// WithCards), and cards the files WithCards set the game up with.
	withCards func(files []CardFile) (func(players int, level string) (func(seed uint64) (S, error), error), error)
	cards     []CardFile
	// opponent is the solo game's opponent ("Gaia"), and usualLevel the
	// level it plays at by default; "" for a game without one.
	opponent, usualLevel string
	// ParseMove reads a move written in notation in state s.
	ParseMove func(s S, text string) (M, error)
	// FormatMove writes move m in notation in state s, naming its cards
	// from s's card set: the text ParseMove(s, text) reads back as m.
	FormatMove func(s S, m M) string
	// CardFacts are what a bot needs to know of every card of s's card
	// set (costs, VP, colours, habitats, abilities' text), as a value that
	// encodes as JSON: the referee's start message sends them as "cards".
	CardFacts func(s S) any
	// Result is how s stands or ended as the game scores it (its
	// State.Result: the winners and the scorepad's rows, with the totals
	// and Gaia's or Demeter's score where the game has them), as a value
	// that encodes as JSON: the referee's end message sends it as
	// "result".
	Result func(s S) any
}

// Seats returns the player counts the game allows, the usual one first,
// in a new slice.
func (g Spec[S, M, V, E]) Seats() []int { return slices.Clone(g.seats) }

// WithSeats returns a copy of g that allows the player counts given, the
// usual one first.
func (g Spec[S, M, V, E]) WithSeats(counts ...int) Spec[S, M, V, E] {
	g.seats = slices.Clone(counts)
	return g
}

// Start checks players against Seats (0 means the usual count) and starts
// a game. A Spec without New starts none, and says so.
func (g Spec[S, M, V, E]) Start(players int, seed uint64) (S, error) {
	var zero S
	if g.New == nil {
		return zero, fmt.Errorf("game %q: the Spec has no New function", g.Name)
	}
	if players == 0 && len(g.seats) > 0 {
		players = g.seats[0]
	}
	if !slices.Contains(g.seats, players) {
		return zero, fmt.Errorf("%s is for %s, not %d", g.Name, g.PlayerCounts(), players)
	}
	return g.New(players, seed)
}

// PlayerCounts describes Seats in words: "2 players", "1 to 8 players",
// "1, 2 or 4 players".
func (g Spec[S, M, V, E]) PlayerCounts() string {
	counts := slices.Sorted(slices.Values(g.seats))
	switch {
	case len(counts) == 0:
		return "no players"
	case len(counts) == 1 && counts[0] == 1:
		return "1 player"
	case len(counts) == 1:
		return fmt.Sprintf("%d players", counts[0])
	case counts[len(counts)-1]-counts[0] == len(counts)-1:
		return fmt.Sprintf("%d to %d players", counts[0], counts[len(counts)-1])
	}
	words := make([]string, len(counts))
	for i, n := range counts {
		words[i] = strconv.Itoa(n)
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1] + " players"
}

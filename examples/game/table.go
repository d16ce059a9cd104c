package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/earthexpress"
)

// Game is one game of the table of games the example programs know: the
// Spec of a game that a program knows only by name, its types hidden.
// Lookup finds one; a Program runs a program's function for it.
type Game struct {
	// Name is the game's name, as -game flags take it and records keep it.
	Name string
	spec any // one of this package's Specs
	// level is the level the Spec was set up at (Setup), and opponent
	// its solo opponent (Spec.Opponent).
	level, opponent string
	// seats and counts are the Spec's Seats and PlayerCounts.
	seats  []int
	counts string
	// cards are the Spec's CardFiles.
	cards []CardFile
}

// table is every game a program can look up, by the name its records keep.
var table = []Game{CosmicRun.entry(), BeforeEarth.entry(), EarthExpress.entry(), AnimalKingdom.entry(), EarthBase.entry()}

// entry is g's entry in the table.
func (g Spec[S, M, V, E]) entry() Game {
	return Game{Name: g.Name, spec: g, level: g.level, opponent: g.Opponent(), seats: g.seats, counts: g.PlayerCounts(), cards: g.cards}
}

// Seats returns the player counts g allows, the usual one first, in a new
// slice, as its Spec's Seats.
func (g Game) Seats() []int { return slices.Clone(g.seats) }

// PlayerCounts describes Seats in words, as its Spec's PlayerCounts.
func (g Game) PlayerCounts() string { return g.counts }

// Setup returns g set up for players (0: the usual count) at level ("":
// the game's default), as Spec.Setup does: what a program's -players and
// -level flags ask for.
func (g Game) Setup(players int, level string) (Game, error) {
	return setups.Run(g, setting{players, level})
}

// Level returns the level Setup set g up at: "" for the game's default.
func (g Game) Level() string { return g.level }

// Opponent names the solo game's opponent and its level, "Gaia (hard)",
// when Setup set g up for 1 player of a game that has one; "" otherwise.
func (g Game) Opponent() string { return g.opponent }

// setting is what Game.Setup passes to Spec.Setup.
type setting struct {
	players int
	level   string
}

// setups is Game.Setup for every game of the table.
var setups = NewProgram(setUp, setUp, setUp, setUp)

// setUp is Spec.Setup as a Program's function.
func setUp[S State[S, M, V, E], M Move, V View[S, M], E Event[E]](g Spec[S, M, V, E], s setting) (Game, error) {
	set, err := g.Setup(s.players, s.level)
	return set.entry(), err
}

// Lookup finds the game called name, as a -game flag or a record names it:
// one of Names(), earth-base, or an alias Canonical knows. Earth (animalkingdom)
// is played with the Animal Kingdom expansion unless animals is false,
// which plays EarthBase, as the -animals flag of the programs does. Any
// other name is refused, with the names there are.
func Lookup(name string, animals bool) (Game, error) {
	name = Canonical(name)
	if name == AnimalKingdom.Name && !animals {
		name = EarthBase.Name
	}
	for _, g := range table {
		if g.Name == name {
			return g, nil
		}
	}
	return Game{}, fmt.Errorf("no game %q: want one of %s (earth: animalkingdom; earth-base: without the expansion)", name, strings.Join(Names(), ", "))
}

// The Specs of the game packages, by their types.
type (
	cosmicRunSpec    = Spec[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event]
	beforeEarthSpec  = Spec[beforeearth.State, beforeearth.Move, beforeearth.View, beforeearth.Event]
	earthExpressSpec = Spec[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event]
	earthSpec        = Spec[animalkingdom.State, animalkingdom.Move, animalkingdom.View, animalkingdom.Event]
)

// Program is a program's work over any game of the table: a function of
// the game's Spec and the program's argument A, given once for the types
// of each game package. Go methods take no type parameters, so the table
// cannot call a generic function itself: a program passes its generic
// function once for each game package (Go instantiates it from the
// parameter's type), or a function of its own for each, and Run calls the
// one of the game looked up:
//
//	var matches = game.NewProgram[referee.Config, referee.Record](
//		referee.PlayMatch, referee.PlayMatch, referee.PlayMatch, referee.PlayMatch)
//	g, err := game.Lookup(name, true)
//	rec, err := matches.Run(g, cfg)
//
// A game added to the table is a parameter added to NewProgram, so a
// program that does not say what to do with it does not compile.
type Program[A, R any] struct {
	cosmicRun    func(cosmicRunSpec, A) (R, error)
	beforeEarth  func(beforeEarthSpec, A) (R, error)
	earthExpress func(earthExpressSpec, A) (R, error)
	earth        func(earthSpec, A) (R, error)
}

// NewProgram makes a Program of a function for each game package: Cosmic
// Run, Before the Earth Explodes, Earth Express, and Earth (the
// animalkingdom package: AnimalKingdom and EarthBase).
func NewProgram[A, R any](
	cosmicRun func(Spec[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event], A) (R, error),
	beforeEarth func(Spec[beforeearth.State, beforeearth.Move, beforeearth.View, beforeearth.Event], A) (R, error),
	earthExpress func(Spec[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event], A) (R, error),
	earth func(Spec[animalkingdom.State, animalkingdom.Move, animalkingdom.View, animalkingdom.Event], A) (R, error),
) Program[A, R] {
	return Program[A, R]{cosmicRun, beforeEarth, earthExpress, earth}
}

// Run calls p's function for g's game with g's Spec and a. A Game that
// Lookup did not return (the zero Game), or a Program without that
// function, runs nothing, and says so.
func (p Program[A, R]) Run(g Game, a A) (R, error) {
	var none R
	switch s := g.spec.(type) {
	case cosmicRunSpec:
		if p.cosmicRun != nil {
			return p.cosmicRun(s, a)
		}
	case beforeEarthSpec:
		if p.beforeEarth != nil {
			return p.beforeEarth(s, a)
		}
	case earthExpressSpec:
		if p.earthExpress != nil {
			return p.earthExpress(s, a)
		}
	case earthSpec:
		if p.earth != nil {
			return p.earth(s, a)
		}
	default:
		return none, fmt.Errorf("no game %q: not one Lookup finds", g.Name)
	}
	return none, fmt.Errorf("game %q: the program has no function for it", g.Name)
}

package game

import (
	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/earthexpress"
)

// CosmicRun is Cosmic Run: Express, for 2 players or solo against the
// Round Card (cadet; Setup sets the level).
var CosmicRun = Spec[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event]{
	Name:       "cosmicrun",
	seats:      []int{2, 1},
	New:        atDefault(cosmicRunSetup(nil)),
	setup:      cosmicRunSetup(nil),
	withCards:  cosmicRunCardFiles,
	opponent:   "the Round Card",
	usualLevel: "cadet",
	ParseMove:  cosmicrun.ParseMove,
	FormatMove: cosmicrun.FormatMove,
	CardFacts:  cosmicRunFacts,
	Result:     func(s cosmicrun.State) any { return s.Result() },
}

// BeforeEarth is Before the Earth Explodes, for 2 players.
var BeforeEarth = Spec[beforeearth.State, beforeearth.Move, beforeearth.View, beforeearth.Event]{
	Name:  "beforeearth",
	seats: []int{2},
	New: func(players int, seed uint64) (beforeearth.State, error) {
		return beforeearth.New(beforeearth.Config{Players: players, Seed: seed})
	},
	withCards:  beforeEarthCardFiles,
	ParseMove:  beforeearth.ParseMove,
	FormatMove: beforeearth.FormatMove,
	CardFacts:  beforeEarthFacts,
	Result:     func(s beforeearth.State) any { return s.Result() },
}

// AnimalKingdom is Earth with the Animal Kingdom expansion (Config.Animals;
// standard setup), for 1 (solo against Gaia, medium; Setup sets her
// difficulty or the setup mode) to 5 players, 2 as the package's
// DefaultPlayers: the game -game animalkingdom and -game earth play unless
// -animals=false asks for EarthBase.
var AnimalKingdom = newEarth("animalkingdom", true)

// EarthBase is the base game Earth alone, without the Animal Kingdom
// expansion (standard setup), for 1 (solo against Gaia) to 5 players, as
// AnimalKingdom: what -game earth
// -animals=false plays. Its records name it "earth-base".
var EarthBase = newEarth("earth-base", false)

// newEarth is the Spec of the animalkingdom package's game called name,
// with the Animal Kingdom expansion or without it.
func newEarth(name string, animals bool) earthSpec {
	return earthSpec{
		Name:       name,
		seats:      usualFirst(animalkingdom.DefaultPlayers, animalkingdom.MaxPlayers),
		New:        atDefault(earthSetup(animals, nil)),
		setup:      earthSetup(animals, nil),
		withCards:  earthCardFiles(animals),
		opponent:   "Gaia",
		usualLevel: "medium",
		ParseMove:  animalkingdom.ParseMove,
		FormatMove: animalkingdom.FormatMove,
		CardFacts:  earthFacts,
		Result:     func(s animalkingdom.State) any { return s.Result() },
	}
}

// Earth returns the Spec of -game animalkingdom (or earth) with the Animal
// Kingdom expansion when animals is true, the base game alone otherwise:
// the -animals flag of the example programs.
func Earth(animals bool) Spec[animalkingdom.State, animalkingdom.Move, animalkingdom.View, animalkingdom.Event] {
	if animals {
		return AnimalKingdom
	}
	return EarthBase
}

// EarthExpress is Earth Express, for 1 (solo against Demeter, normal;
// Setup sets her level) to 8 players, 2 as the package's DefaultPlayers,
// on the beginner Fauna board without Ecosystems (solo always has them).
var EarthExpress = Spec[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event]{
	Name:       "earthexpress",
	seats:      usualFirst(earthexpress.DefaultPlayers, earthexpress.MaxPlayers),
	New:        atDefault(earthExpressSetup(nil)),
	setup:      earthExpressSetup(nil),
	withCards:  earthExpressCardFiles,
	opponent:   "Demeter",
	usualLevel: "normal",
	ParseMove:  earthexpress.ParseMove,
	FormatMove: earthexpress.FormatMove,
	CardFacts:  earthExpressFacts,
	Result:     func(s earthexpress.State) any { return s.Result() },
}

// usualFirst lists the player counts 1 to most, the usual one first.
func usualFirst(usual, most int) []int {
	counts := []int{usual}
	for n := 1; n <= most; n++ {
		if n != usual {
			counts = append(counts, n)
		}
	}
	return counts
}

// Names returns the games the example programs know, for -game flags, in
// a new slice.
func Names() []string {
	return []string{CosmicRun.Name, BeforeEarth.Name, EarthExpress.Name, AnimalKingdom.Name}
}

// Canonical returns the game name that name stands for: the game an alias
// names, or name itself (any other name is for the caller to refuse). Earth
// is played by the animalkingdom package, so the alias "earth" names it
// (with the expansion unless -animals=false, which plays EarthBase, whose
// records name it "earth-base").
func Canonical(name string) string {
	if name == "earth" {
		return AnimalKingdom.Name
	}
	return name
}

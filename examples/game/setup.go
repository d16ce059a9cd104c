package game

import (
	"errors"
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/earthexpress"
)

// Setup returns g set up for players (0: the usual count) at level ("":
// the game's default), the one place where every example program turns
// its -players and -level flags into the game's Config, so that they all
// play the same game:
//
//   - Cosmic Run: 1 player is solo against the Round Card, at level
//     cadet (the default), captain or admiral; 2 players have no level.
//   - Before the Earth Explodes: 2 players, no level.
//   - Earth Express: 1 player is solo against Demeter, at level normal
//     (the default), hard or expert; 2 to 8 have no level.
//   - Earth (AnimalKingdom, EarthBase): 1 player is solo against Gaia, at
//     her difficulty beginner, medium (the default), hard or expert, in
//     the standard setup; 2 to 5 play the setup mode the level names:
//     standard (the default), beginner or advanced.
//
// The Spec returned starts that count by default (Start(0, seed)), first
// in its Seats; at the default level it allows the game's other counts
// too, each at its default, and at another level only that count. A count
// the game does not allow, or a level it does not have for that count, is
// an error that says which it has.
func (g Spec[S, M, V, E]) Setup(players int, level string) (Spec[S, M, V, E], error) {
	if players == 0 && len(g.seats) > 0 {
		players = g.seats[0]
	}
	if !slices.Contains(g.seats, players) {
		return g, fmt.Errorf("%s is for %s, not %d", g.Name, g.PlayerCounts(), players)
	}
	if level == "" {
		others := slices.DeleteFunc(g.Seats(), func(n int) bool { return n == players })
		return g.WithSeats(append([]int{players}, others...)...), nil
	}
	if g.setup == nil {
		return g, fmt.Errorf("%s has no level (%q)", g.Name, level)
	}
	start, err := g.setup(players, level)
	if err != nil {
		return g, fmt.Errorf("%s, %s: %w", g.Name, count(players), err)
	}
	set := g.WithSeats(players)
	set.level = level
	set.New = func(n int, seed uint64) (S, error) {
		if n != players {
			var none S
			return none, fmt.Errorf("%s is set up for %s at level %s, not %d", g.Name, count(players), level, n)
		}
		return start(seed)
	}
	return set, nil
}

// Level returns the level Setup set g up at: "" for the game's default.
func (g Spec[S, M, V, E]) Level() string { return g.level }

// Opponent names the solo game's opponent and the level it plays at,
// "Gaia (hard)", when g starts 1 player by default (Setup set it up for
// 1) in a game that has one; "" otherwise.
func (g Spec[S, M, V, E]) Opponent() string {
	if g.opponent == "" || len(g.seats) == 0 || g.seats[0] != 1 {
		return ""
	}
	level := g.level
	if level == "" {
		level = g.usualLevel
	}
	return fmt.Sprintf("%s (%s)", g.opponent, level)
}

// count writes a number of players in words: "1 player", "3 players".
func count(players int) string {
	if players == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", players)
}

// atDefault is the New of a Spec whose setup is setup: each game at the
// default level. The setups of up to 8 players are made once, here, so
// that starting a game allocates nothing of its own.
func atDefault[S any](setup func(players int, level string) (func(seed uint64) (S, error), error)) func(players int, seed uint64) (S, error) {
	var starts [9]func(seed uint64) (S, error)
	for n := range starts {
		starts[n], _ = setup(n, "")
	}
	return func(players int, seed uint64) (S, error) {
		if players >= 0 && players < len(starts) && starts[players] != nil {
			return starts[players](seed)
		}
		start, err := setup(players, "")
		if err != nil {
			var none S
			return none, err
		}
		return start(seed)
	}
}

// errSoloLevel is the error of a level given to a game of more than one
// player, where only the solo game has one.
var errSoloLevel = errors.New("only the solo game (1 player) has a level")

// cosmicRunSetup is Cosmic Run's setup of the set cs (nil: the standard
// set): solo against the Round Card at a level.
func cosmicRunSetup(cs *cosmicrun.CardSet) func(players int, level string) (func(seed uint64) (cosmicrun.State, error), error) {
	return func(players int, level string) (func(seed uint64) (cosmicrun.State, error), error) {
		return cosmicRunStart(cosmicrun.Config{Players: players, Cards: cs}, level)
	}
}

// cosmicRunStart starts cfg's games at level.
func cosmicRunStart(cfg cosmicrun.Config, level string) (func(seed uint64) (cosmicrun.State, error), error) {
	players := cfg.Players
	if level != "" {
		if players != 1 {
			return nil, fmt.Errorf("level %q: %w", level, errSoloLevel)
		}
		if err := cfg.Level.UnmarshalText([]byte(level)); err != nil {
			return nil, fmt.Errorf("level: %w", err)
		}
	}
	return func(seed uint64) (cosmicrun.State, error) {
		c := cfg
		c.Seed = seed
		return cosmicrun.New(c)
	}, nil
}

// earthExpressSetup is Earth Express's setup of the set cs (nil: the
// standard set), on the beginner Fauna board without Ecosystems (solo
// always has them): solo against Demeter at a level.
func earthExpressSetup(cs *earthexpress.CardSet) func(players int, level string) (func(seed uint64) (earthexpress.State, error), error) {
	return func(players int, level string) (func(seed uint64) (earthexpress.State, error), error) {
		return earthExpressStart(earthexpress.Config{Players: players, Cards: cs}, level)
	}
}

// earthExpressStart starts cfg's games at level.
func earthExpressStart(cfg earthexpress.Config, level string) (func(seed uint64) (earthexpress.State, error), error) {
	players := cfg.Players
	if level != "" {
		if players != 1 {
			return nil, fmt.Errorf("level %q: %w", level, errSoloLevel)
		}
		l, ok := earthexpress.ParseLevel(level)
		if !ok {
			return nil, fmt.Errorf("level %q: Demeter's is normal, hard or expert", level)
		}
		cfg.Level = l
	}
	return func(seed uint64) (earthexpress.State, error) {
		c := cfg
		c.Seed = seed
		return earthexpress.New(c)
	}, nil
}

// earthSetup is Earth's setup of the set cs (nil: the standard set), with
// the Animal Kingdom expansion or without it: solo against Gaia at her
// difficulty (medium by default), or a setup mode for 2 players or more.
func earthSetup(animals bool, cs *animalkingdom.CardSet) func(players int, level string) (func(seed uint64) (animalkingdom.State, error), error) {
	return func(players int, level string) (func(seed uint64) (animalkingdom.State, error), error) {
		cfg := animalkingdom.Config{Players: players, Animals: animals, Cards: cs}
		switch {
		case players == 1:
			cfg.Solo, cfg.Difficulty = true, animalkingdom.GaiaMedium
			if level != "" {
				if err := cfg.Difficulty.UnmarshalText([]byte(level)); err != nil {
					return nil, fmt.Errorf("level: Gaia's difficulty: %w", err)
				}
			}
		case level != "":
			if err := cfg.Mode.UnmarshalText([]byte(level)); err != nil {
				return nil, fmt.Errorf("level: the setup mode: %w", err)
			}
		}
		return func(seed uint64) (animalkingdom.State, error) {
			c := cfg
			c.Seed = seed
			return animalkingdom.New(c)
		}, nil
	}
}

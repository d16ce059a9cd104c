package game

import (
	"flag"
	"fmt"
	"strings"
)

// Flags are the flags with which every example program (selfplay, play,
// referee, tournament) names a game and sets it up, read the same way by
// all of them: -game, -players, -level, -solo, -animals and -cards. Register
// defines them on a flag set; Game looks the game up and sets it up
// (Lookup, then Game.Setup).
type Flags struct {
	// Name is the game, as -game names it (an alias included).
	Name string
	// Players is -players: the number of players, 0 for the game's
	// usual count. 1 is the solo game against the game's opponent.
	Players int
	// Level is -level: Cosmic Run's solo level, Gaia's difficulty in a
	// solo Earth or Earth's setup mode (see Spec.Setup); "": the default.
	Level string
	// Solo is -solo: Demeter's level in a solo Earth Express, the flag
	// selfplay has always had for it; "": normal.
	Solo string
	// Animals is -animals: Earth with the Animal Kingdom expansion
	// (true), or the base game alone.
	Animals bool
	// Cards is -cards: the card files of the set to play (Game.WithCards),
	// given as -cards a.yaml,b.yaml or as several -cards; none plays the
	// standard set.
	Cards []string
}

// Register defines the flags on fs, with -game name the default game; on
// a nil fs it defines none.
func (f *Flags) Register(fs *flag.FlagSet, name string) {
	if fs == nil {
		return
	}
	fs.StringVar(&f.Name, "game", name, "the game: "+strings.Join(Names(), ", ")+" (earth: animalkingdom; earth-base: without the expansion)")
	fs.IntVar(&f.Players, "players", 0, "number of players (0: the game's usual); 1 is solo against the game's opponent: Cosmic Run's Round Card, Earth Express's Demeter, Earth's Gaia")
	fs.StringVar(&f.Level, "level", "", "Cosmic Run solo: cadet (default), captain or admiral; Earth solo: Gaia's difficulty beginner, medium (default), hard or expert; Earth of 2 or more: the setup standard (default), beginner or advanced")
	fs.StringVar(&f.Solo, "solo", "", "Earth Express solo (-players 1): Demeter's level normal (default), hard or expert")
	fs.Func("cards", "card files of the set to play, comma-separated or repeated: a whole set, or a file that starts \"extends: standard\" (Earth: its files by name, earth.yaml, fauna.yaml, ..., or one extension file)", func(s string) error {
		for _, name := range strings.Split(s, ",") {
			if name = strings.TrimSpace(name); name != "" {
				f.Cards = append(f.Cards, name)
			}
		}
		return nil
	})
	fs.BoolVar(&f.Animals, "animals", true, "Earth (animalkingdom) with the Animal Kingdom expansion; false plays the base game alone (earth-base)")
}

// Game looks the game of -game up and sets it up for -players at -level
// (or, in Earth Express, -solo). An error names the flag to change.
func (f Flags) Game() (Game, error) {
	g, err := Lookup(f.Name, f.Animals)
	if err != nil {
		return g, fmt.Errorf("-game: %w", err)
	}
	if len(f.Cards) > 0 {
		files, err := readCards(f.Cards)
		if err == nil {
			g, err = g.WithCards(files)
		}
		if err != nil {
			return g, fmt.Errorf("-cards: %w", err)
		}
	}
	level, err := f.level(g.Name)
	if err != nil {
		return g, err
	}
	set, err := g.Setup(f.Players, level)
	if err != nil {
		return g, fmt.Errorf("%s%w", f.named(), err)
	}
	return set, nil
}

// named writes the setup flags given, for an error: "-players 1 -level
// hardd: ", or nothing when none were.
func (f Flags) named() string {
	var b strings.Builder
	if f.Players != 0 {
		fmt.Fprintf(&b, "-players %d ", f.Players)
	}
	if f.Level != "" {
		fmt.Fprintf(&b, "-level %s ", f.Level)
	}
	if f.Solo != "" {
		fmt.Fprintf(&b, "-solo %s ", f.Solo)
	}
	if b.Len() == 0 {
		return ""
	}
	return strings.TrimSuffix(b.String(), " ") + ": "
}

// level is the level the flags give the game called name: -solo in Earth
// Express, -level in the others.
func (f Flags) level(name string) (string, error) {
	switch {
	case f.Solo == "":
		return f.Level, nil
	case name != EarthExpress.Name:
		return "", fmt.Errorf("-solo %q is Demeter's level, for Earth Express; %s takes -level", f.Solo, name)
	case f.Level != "" && f.Level != f.Solo:
		return "", fmt.Errorf("-solo %q and -level %q: Earth Express has one level, name it once", f.Solo, f.Level)
	}
	return f.Solo, nil
}

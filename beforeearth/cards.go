package beforeearth

import (
	"embed"
	"fmt"
	"sync"
)

//go:embed cards/*.yaml
var cardFiles embed.FS

// standardFile is the embedded card set New plays by default.
const standardFile = "cards/standard.yaml"

// CardSet is a loaded, compiled set of spaceship and planet cards. Make one
// with LoadCards (or take StandardCards): abilities are compiled as the file
// is read, so a CardSet built field by field in Go has none. It must not be
// modified once loaded, and may be shared by any number of games.
type CardSet struct {
	// Name names the set, as its file says.
	Name string
	// QuarryCapacity is how many resources a Quarry holds when full; the
	// rulebook leaves it to the printed quarry cards, so it is a field of
	// the card file.
	QuarryCapacity int
	// Ships are the spaceship cards, in file order.
	Ships []ShipCard
	// Planets are the planet cards, in file order.
	Planets []PlanetCard

	winShips    bits // spaceships with a victory condition of their own
	genesisLike bits // spaceships that change the opponent's planet target
}

// ShipCard is a spaceship card: its ability resolves the moment it is taken,
// or, for an alternate victory condition, holds for as long as it is owned.
type ShipCard struct {
	Name    string
	Origin  string  // "rulebook" or "original"
	Ability Ability // as written, with what it compiles to
	// The passive victory conditions the ability sets (0 when it sets none).
	WinOpponentDamage int // win when the opponent's damage reaches this (The Destroyer)
	WinOwnDamage      int // win when your own damage reaches this (The Nihilist)
	OpponentPlanets   int // the opponent must colonize this many planets (Genesis)
	alts              []alt
}

// PlanetCard is a planet card: the resources it costs to colonize and an
// ability its owner may use once per game.
type PlanetCard struct {
	Name    string
	Origin  string
	Cost    Resources
	Ability Ability
	alts    []alt
}

// alt is one compiled alternative of an ability ("A or B" has two).
type alt struct {
	req   requirement
	steps []step
}

// Equal reports whether c and o are the same loaded set; states compare
// their card sets by identity.
func (c *CardSet) Equal(o *CardSet) bool { return c == o }

var standard = sync.OnceValues(func() (*CardSet, error) {
	data, err := cardFiles.ReadFile(standardFile)
	if err != nil {
		return nil, err
	}
	return LoadCards(standardFile, data)
})

// StandardCards returns the embedded card set: every spaceship and planet
// the rulebook names, completed with original cards to 16 of each. The
// embedded file is compiled by the tests, so it cannot fail to load.
func StandardCards() *CardSet {
	cs, err := standard()
	if err != nil {
		return &CardSet{Name: "broken: " + err.Error()}
	}
	return cs
}

// playable reports whether a game can be dealt from the set.
func (c *CardSet) playable() error {
	switch {
	case len(c.Ships) < RowSize || len(c.Ships) > maxCards:
		return fmt.Errorf("beforeearth: card set %q has %d spaceships; a game needs %d to %d", c.Name, len(c.Ships), RowSize, maxCards)
	case len(c.Planets) < RowSize || len(c.Planets) > maxCards:
		return fmt.Errorf("beforeearth: card set %q has %d planets; a game needs %d to %d", c.Name, len(c.Planets), RowSize, maxCards)
	case c.QuarryCapacity < 1:
		return fmt.Errorf("beforeearth: card set %q has quarry capacity %d; it must be at least 1", c.Name, c.QuarryCapacity)
	}
	return nil
}

func (c *CardSet) shipIndex(name string) int {
	if c == nil {
		return -1
	}
	for i := range c.Ships {
		if c.Ships[i].Name == name {
			return i
		}
	}
	return -1
}

func (c *CardSet) planetIndex(name string) int {
	if c == nil {
		return -1
	}
	for i := range c.Planets {
		if c.Planets[i].Name == name {
			return i
		}
	}
	return -1
}

func (c *CardSet) shipNames(b bits) []string {
	if c == nil {
		return nil
	}
	var out []string
	for i := range c.Ships {
		if b.has(i) {
			out = append(out, c.Ships[i].Name)
		}
	}
	return out
}

func (c *CardSet) planetNames(b bits) []string {
	if c == nil {
		return nil
	}
	var out []string
	for i := range c.Planets {
		if b.has(i) {
			out = append(out, c.Planets[i].Name)
		}
	}
	return out
}

func (c *CardSet) shipRowNames(row [RowSize]int8) [RowSize]string {
	var out [RowSize]string
	if c == nil {
		return out
	}
	for k, i := range row {
		if i >= 0 && int(i) < len(c.Ships) {
			out[k] = c.Ships[i].Name
		}
	}
	return out
}

func (c *CardSet) planetRowNames(row [RowSize]int8) [RowSize]string {
	var out [RowSize]string
	if c == nil {
		return out
	}
	for k, i := range row {
		if i >= 0 && int(i) < len(c.Planets) {
			out[k] = c.Planets[i].Name
		}
	}
	return out
}

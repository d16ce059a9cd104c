package beforeearth

import (
	"embed"
	"fmt"
	"sync"

	"github.com/rulebox/rulebox/carddata"
)

//go:embed cards/*.yaml
var cardFiles embed.FS

// standardFile is the embedded card set New plays by default.
const standardFile = "cards/standard.yaml"

// Origins say where a value printed on a card comes from.
const (
	FromRulebook = "rulebook" // the rulebook states it
	Original     = "original" // rulebox chose it (the rulebook prints none)
)

// CardSet is a set of spaceship and planet cards. Make one with LoadCards,
// take a copy of the embedded one with StandardCards, or build one in Go
// (abilities from ParseAbility). New, Scenario.Build and DecodeState check a
// set exactly as LoadCards checks a file and play a private compiled copy
// of it, so changing a CardSet after a game started changes nothing in that
// game, and no game ever hands out its own copy.
type CardSet struct {
	// Name names the set, as its file says.
	Name string
	// QuarryCapacity is how many resources a Quarry holds when full (1 to
	// 30); the rulebook leaves it to the printed quarry cards, so it is a
	// field of the card file.
	QuarryCapacity int
	// Ships are the spaceship cards, in file order.
	Ships []ShipCard
	// Planets are the planet cards, in file order.
	Planets []PlanetCard

	// Set only on the private copies games play: the compiled rules.
	sealed      bool
	digest      uint64
	winShips    bits // spaceships with a victory condition of their own
	genesisLike bits // spaceships that change the opponent's planet target
	// The lowest damage and the fewest planets at which some victory
	// condition of the set can hold: 7, or less for a spaceship's own
	// condition. While every track is below them (and technology below 7)
	// nobody can win, whatever the Fleets. 0, in a set not compiled, means
	// that the conditions are always worked out.
	nearDamage  int8
	nearPlanets int8
	// Planet costs and the requirement of planets with one alternative,
	// by card index, in arrays: a window checks them for every planet in
	// the row and every planet its player holds, and reading them here
	// spares a walk through the cards' slices.
	cost    [maxCards]Resources
	costSum [maxCards]uint8
	oneReq  [maxCards]requirement
	oneAlt  bits // planets with exactly one alternative, whose requirement is oneReq
	freeUse bits // planets with one alternative that needs nothing: always usable
}

// ShipCard is a spaceship card: its ability resolves the moment it is taken,
// or, for an alternate victory condition, holds for as long as it is owned.
type ShipCard struct {
	Name    string  // unique in the set; moves and files name the card by it
	Origin  string  // FromRulebook or Original
	Ability Ability // as written, with what it compiles to
	// The passive victory conditions the ability sets, derived from it when
	// the set is loaded or played: a card built in Go may leave them 0, and
	// any other value must agree with the ability.
	WinOpponentDamage int // win when the opponent's damage reaches this (The Destroyer)
	WinOwnDamage      int // win when your own damage reaches this (The Nihilist)
	OpponentPlanets   int // the opponent must colonize this many planets (Genesis)
	alts              []alt
}

// PlanetCard is a planet card: the resources it costs to colonize and an
// ability its owner may use once per game.
type PlanetCard struct {
	Name   string // unique in the set; moves and files name the card by it
	Origin string // of the planet and its ability: FromRulebook or Original
	// CostOrigin says where the cost comes from, which may differ from the
	// ability's: the rulebook prints only two costs. A card file that omits
	// cost_origin gives the cost the card's Origin.
	CostOrigin string
	Cost       Resources // what colonizing it costs, by resource type
	Ability    Ability   // the once-per-game ability
	alts       []alt
}

// alt is one compiled alternative of an ability ("A or B" has two).
type alt struct {
	req   requirement
	steps []step
}

// Equal reports whether c and o hold the same cards: the same name, quarry
// capacity and cards, with the same names, origins, costs and abilities, in
// the same order. A state reloads only with a set Equal to the one it was
// played with.
func (c *CardSet) Equal(o *CardSet) bool {
	if c == o {
		return true
	}
	if c == nil || o == nil {
		return false
	}
	return c.fingerprint() == o.fingerprint()
}

// standardRules is the private compiled copy of the embedded set that games
// with Config.Cards nil play. It is never handed out.
var standardRules = sync.OnceValues(func() (*CardSet, error) {
	data, err := cardFiles.ReadFile(standardFile)
	if err != nil {
		return nil, err
	}
	return LoadCards(standardFile, data)
})

// standard returns the embedded set's private compiled copy. The embedded
// file is loaded by the tests, so it cannot fail; if it did, every game
// would refuse to start with the error.
func standard() (*CardSet, error) { return standardRules() }

// StandardCards returns a copy of the embedded card set: every spaceship and
// planet the rulebook names, completed with original cards to 16 of each.
// Values that are ours are marked Original where they stand: the ships
// Halvard 77 and The Wayfarer, the planets Orrin-4, Tessaly-9 and Vyrmos,
// every planet cost but those of Nestarvis and Drecolara (CostOrigin), and
// the quarry capacity 4. Each call returns a new copy; changing it changes
// no game.
func StandardCards() *CardSet {
	cs, err := standard()
	if err != nil {
		return &CardSet{Name: "broken: " + err.Error()}
	}
	return cs.clone()
}

// rulesFor returns the private compiled set a game plays: the embedded one
// for nil, else a checked, compiled copy of cs.
func rulesFor(cs *CardSet) (*CardSet, error) {
	if cs == nil {
		return standard()
	}
	return compileSet(cs, nil, nil)
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

// CardKind says which deck a card belongs to. It prints, and reads and
// writes as JSON text, as "spaceship" or "planet".
type CardKind uint8

// The two decks.
const (
	Spaceship CardKind = iota + 1 // a spaceship card: CardSet.Ships
	Planet                        // a planet card: CardSet.Planets
)

var cardKindWords = [...]string{"", "spaceship", "planet"}

// String returns the kind's word.
func (k CardKind) String() string {
	if k == Spaceship || k == Planet {
		return cardKindWords[k]
	}
	return fmt.Sprintf("CardKind(%d)", k)
}

// MarshalText writes the kind's word; a kind that is neither is an error.
func (k CardKind) MarshalText() ([]byte, error) {
	if k != Spaceship && k != Planet {
		return nil, fmt.Errorf("beforeearth: no card kind %d", k)
	}
	return []byte(cardKindWords[k]), nil
}

// UnmarshalText reads "spaceship" or "planet". On error k is left as it
// was.
func (k *CardKind) UnmarshalText(b []byte) error {
	switch string(b) {
	case "spaceship":
		*k = Spaceship
	case "planet":
		*k = Planet
	default:
		return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: "spaceship or planet",
			Suggest: carddata.Suggest(string(b), cardKindWords[1:])}
	}
	return nil
}

// Card is one card of a set, as Lookup finds it: its name, its deck, its
// index in that deck (what a card Move's Card field holds), and the card
// itself, a copy.
type Card struct {
	Name   string     // unique in the set
	Kind   CardKind   // Spaceship or Planet
	Index  int        // in the set's Ships or Planets, from 0
	Ship   ShipCard   // the spaceship, when Kind is Spaceship
	Planet PlanetCard // the planet, when Kind is Planet
}

// Lookup finds the card of that name among the set's spaceships and
// planets (a name is unique in a valid set; a spaceship is found first).
// ok is false when there is none, and for a nil set.
func (c *CardSet) Lookup(name string) (card Card, ok bool) {
	if i := c.shipIndex(name); i >= 0 {
		return Card{Name: name, Kind: Spaceship, Index: i, Ship: c.Ships[i]}, true
	}
	if i := c.planetIndex(name); i >= 0 {
		return Card{Name: name, Kind: Planet, Index: i, Planet: c.Planets[i]}, true
	}
	return Card{}, false
}

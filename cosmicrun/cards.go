package cosmicrun

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/carddata"
)

// Colour is a ship card's or arrow's colour.
type Colour uint8

// The four ship colours.
const (
	Red Colour = iota
	Blue
	Green
	Yellow
	numColours
)

var colourNames = [numColours]string{"red", "blue", "green", "yellow"}

// String returns the colour's name ("red").
func (c Colour) String() string {
	if c < numColours {
		return colourNames[c]
	}
	return fmt.Sprintf("Colour(%d)", c)
}

// initial is the colour's letter in card notation (R, B, G, Y).
func (c Colour) initial() byte { return colourNames[c][0] - 'a' + 'A' }

// MarshalText writes the colour's name.
func (c Colour) MarshalText() ([]byte, error) {
	if c >= numColours {
		return nil, fmt.Errorf("cosmicrun: no colour %d", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a colour's name, suggesting the closest for a typo.
func (c *Colour) UnmarshalText(b []byte) error {
	for i, name := range colourNames {
		if string(b) == name {
			*c = Colour(i)
			return nil
		}
	}
	return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: "a colour (red, blue, green, yellow)",
		Suggest: carddata.Suggest(string(b), colourNames[:])}
}

// Direction is where an arrow points, as seen by the player who owns the card.
type Direction int8

// The two directions. Left is toward the owner's left-hand column.
const (
	Left  Direction = -1
	Right Direction = 1
)

// String returns "left" or "right".
func (d Direction) String() string {
	if d == Left {
		return "left"
	}
	return "right"
}

// MarshalText writes "left" or "right".
func (d Direction) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads "left" or "right".
func (d *Direction) UnmarshalText(b []byte) error {
	switch string(b) {
	case "left":
		*d = Left
	case "right":
		*d = Right
	default:
		return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: "left or right",
			Suggest: carddata.Suggest(string(b), []string{"left", "right"})}
	}
	return nil
}

// Arrow is one of the two arrows printed on a ship card.
type Arrow struct {
	Colour Colour    `yaml:"colour" json:"colour"`
	Points Direction `yaml:"points" json:"points"` // when the card is upright
}

// Ship is a ship card: a number, a colour, and two arrows. Arrows[0] is in the
// top-left corner when the card is upright, Arrows[1] in the bottom-right.
type Ship struct {
	Number int      `yaml:"number" json:"number"`
	Colour Colour   `yaml:"colour" json:"colour"`
	Arrows [2]Arrow `yaml:"arrows" json:"arrows"`
}

// Name is the card's notation: its colour's initial and its number ("R3").
func (s Ship) Name() string { return fmt.Sprintf("%c%d", s.Colour.initial(), s.Number) }

// Active returns the card's active arrow: the one in the top-left corner from
// its owner's side, with the direction it then points. Turning a card round
// brings the other arrow to the top left and reverses its direction.
func (s Ship) Active(rotated bool) Arrow {
	if !rotated {
		return s.Arrows[0]
	}
	a := s.Arrows[1]
	a.Points = -a.Points
	return a
}

// Planet is a planet card with the colour rank printed on it, best first.
type Planet struct {
	Number  int       `yaml:"number" json:"number"`
	Colours [4]Colour `yaml:"colours" json:"colours"`
}

// rank is the colour's place in the planet's rank, 0 being best.
func (p Planet) rank(c Colour) int {
	for i, x := range p.Colours {
		if x == c {
			return i
		}
	}
	return len(p.Colours)
}

// Goal is the number of movement points that reaches a planet.
const Goal = 12

// Number of cards and places in the game.
const (
	NumShips   = 16
	NumPlanets = 3
	HandSize   = 6
	AsideSize  = NumShips - 2*HandSize
)

// CardSet is a complete set of cards: the 16 ships, the 3 planets, and the
// icon on top of a tracking card for each value. A CardSet is never changed
// once loaded; states share it.
type CardSet struct {
	Name     string
	Ships    [NumShips]Ship
	Planets  [NumPlanets]Planet
	Tracking [Goal]Colour // icon on top of a tracking card showing each value
	byName   map[string]Card
	names    [NumShips]string
	builtin  bool
}

// cardFile is the YAML layout of a card set, with positions for errors.
type cardFile struct {
	Name     string        `yaml:"name"`
	Ships    []shipEntry   `yaml:"ships"`
	Planets  []planetEntry `yaml:"planets"`
	Tracking []Colour      `yaml:"tracking"`
	Pos      carddata.Pos
}

type shipEntry struct {
	Number int      `yaml:"number"`
	Colour Colour   `yaml:"colour"`
	Arrows [2]Arrow `yaml:"arrows"`
	Pos    carddata.Pos
}

type planetEntry struct {
	Number  int       `yaml:"number"`
	Colours [4]Colour `yaml:"colours"`
	Pos     carddata.Pos
}

//go:embed cards/express.yaml
var expressYAML []byte

// Express is the embedded card set (cards/express.yaml), used when a Config
// names no other.
var Express = builtin("cards/express.yaml", expressYAML)

func builtin(file string, data []byte) *CardSet {
	cs, err := LoadCards(file, data)
	if err != nil {
		panic(err) // the embedded file is checked by the tests
	}
	cs.builtin = true
	return cs
}

// LoadCards reads a card set from YAML in the format of cards/express.yaml.
// Every problem is reported at once, as a carddata.ErrorList whose entries
// give file:line:col.
func LoadCards(file string, data []byte) (*CardSet, error) {
	var f cardFile
	if err := carddata.Decode(file, data, &f); err != nil {
		return nil, err
	}
	return f.build()
}

// build checks a decoded file and makes its card set.
func (f *cardFile) build() (*CardSet, error) {
	var errs carddata.ErrorList
	cs := &CardSet{Name: f.Name, byName: make(map[string]Card, NumShips)}
	if len(f.Ships) != NumShips {
		errs.Addf(f.Pos, "a card set needs %d ships, found %d", NumShips, len(f.Ships))
	}
	if len(f.Planets) != NumPlanets {
		errs.Addf(f.Pos, "a card set needs %d planets, found %d", NumPlanets, len(f.Planets))
	}
	if len(f.Tracking) != Goal {
		errs.Addf(f.Pos, "tracking needs the icon for each of the %d values 0 to %d, found %d", Goal, Goal-1, len(f.Tracking))
	}
	if len(errs) > 0 {
		return nil, errs.Err()
	}
	for i, e := range f.Ships {
		cs.Ships[i] = Ship{Number: e.Number, Colour: e.Colour, Arrows: e.Arrows}
		e.check(cs, &errs)
		cs.names[i] = cs.Ships[i].Name()
		cs.byName[cs.names[i]] = Card(i)
	}
	for i, e := range f.Planets {
		cs.Planets[i] = Planet{Number: e.Number, Colours: e.Colours}
		e.check(i, &errs)
	}
	copy(cs.Tracking[:], f.Tracking)
	return cs, errs.Err()
}

func (e shipEntry) check(cs *CardSet, errs *carddata.ErrorList) {
	s := Ship{Number: e.Number, Colour: e.Colour}
	if e.Number < 1 || e.Number > 9 {
		errs.Addf(e.Pos, "ship number %d is not between 1 and 9", e.Number)
	}
	if _, dup := cs.byName[s.Name()]; dup {
		errs.Addf(e.Pos, "ship %s is listed twice", s.Name())
	}
	for _, a := range e.Arrows {
		if a.Points != Left && a.Points != Right {
			errs.Addf(e.Pos, "ship %s has an arrow with no direction (points: left or right)", s.Name())
		}
	}
}

func (e planetEntry) check(place int, errs *carddata.ErrorList) {
	if e.Number != place+1 {
		errs.Addf(e.Pos, "planet %d is listed in place %d", e.Number, place+1)
	}
	var seen [numColours]bool
	for _, c := range e.Colours {
		seen[c] = true
	}
	if seen != [numColours]bool{true, true, true, true} {
		errs.Addf(e.Pos, "planet %d's colour rank must name each colour once", e.Number)
	}
}

// Card is a ship card of a card set, by its place in the set's list.
type Card int8

// NoCard marks an empty place.
const NoCard Card = -1

// Ship returns the card's face.
func (cs *CardSet) Ship(c Card) Ship { return cs.Ships[c] }

// CardNamed finds a card by its notation ("R3"), ignoring case.
func (cs *CardSet) CardNamed(name string) (Card, error) {
	if c, ok := cs.byName[strings.ToUpper(name)]; ok {
		return c, nil
	}
	return NoCard, fmt.Errorf("no ship card %q in set %q (a card is a colour initial R, B, G or Y and a number, like R3)", name, cs.Name)
}

// CardName returns the card's notation, or "-" for NoCard.
func (cs *CardSet) CardName(c Card) string {
	if c < 0 || int(c) >= NumShips {
		return "-"
	}
	return cs.names[c]
}

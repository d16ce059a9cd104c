package cosmicrun

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/enum"
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
func (c Colour) String() string { return enum.Name(colourNames[:], c, "Colour") }

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

// String returns "left" or "right", or "Direction(n)" for another value.
func (d Direction) String() string {
	switch d {
	case Left:
		return "left"
	case Right:
		return "right"
	}
	return fmt.Sprintf("Direction(%d)", d)
}

// MarshalText writes "left" or "right"; another value is an error.
func (d Direction) MarshalText() ([]byte, error) {
	if d != Left && d != Right {
		return nil, fmt.Errorf("cosmicrun: no direction %d", d)
	}
	return []byte(d.String()), nil
}

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
	Colour Colour    `yaml:"colour" json:"colour"` // the colour of the cards it counts
	Points Direction `yaml:"points" json:"points"` // when the card is upright
}

// Ship is a ship card: a number, a colour, and two arrows. Arrows[0] is in the
// top-left corner when the card is upright, Arrows[1] in the bottom-right.
type Ship struct {
	Number int      `yaml:"number" json:"number"` // 1 to 4
	Colour Colour   `yaml:"colour" json:"colour"` // the card's own colour
	Arrows [2]Arrow `yaml:"arrows" json:"arrows"` // top-left, then bottom-right, upright
}

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
// Both players read the rank the same way, left to right as printed (P2,
// sitting opposite, does not read it reversed), for best hand and for the
// card-matching order.
type Planet struct {
	Number  int       `yaml:"number" json:"number"`   // 1 to 3
	Colours [4]Colour `yaml:"colours" json:"colours"` // the colour rank, best first
}

// rank is the colour's place in the planet's rank, 0 being best.
func (p *Planet) rank(c Colour) int {
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

// cardFile is the YAML layout of a card set, with positions for errors.
type cardFile struct {
	Name     string        `yaml:"name,required"`
	Ships    []shipEntry   `yaml:"ships"`
	Planets  []planetEntry `yaml:"planets"`
	Tracking []Colour      `yaml:"tracking,required"`
	Pos      carddata.Pos
}

type shipEntry struct {
	Number int      `yaml:"number,required"`
	Colour Colour   `yaml:"colour,required"`
	Arrows [2]Arrow `yaml:"arrows,required"`
	Pos    carddata.Pos
}

type planetEntry struct {
	Number  int       `yaml:"number,required"`
	Colours [4]Colour `yaml:"colours,required"`
	Pos     carddata.Pos
}

// LoadCards reads a card set from YAML in the format of cards/standard.yaml,
// or an extension of it: a file starting "extends: standard" that adds,
// replaces or removes cards (see carddata.Extend; a ship is named by its
// notation, R3, and a planet by its number). A set holds exactly 16 ships
// (every colour and number, the deck a game deals from), 3 planets and a
// tracking icon for each of the 12 values.
// Every problem is reported at once, as a carddata.ErrorList whose entries
// give file:line:col.
func LoadCards(file string, data []byte) (*CardSet, error) {
	var f cardFile
	if err := decodeFile(file, data, &f); err != nil {
		return nil, err
	}
	return f.build()
}

// build checks a decoded file and makes its card set.
func (f *cardFile) build() (*CardSet, error) {
	var errs carddata.ErrorList
	cs := &CardSet{Name: f.Name}
	if len(f.Ships) != NumShips {
		errs.Addf(f.Pos, "a card set needs %d ships, one of each colour and number, the deck the hands (%d each) and the aside (%d) are dealt from; found %d", NumShips, HandSize, AsideSize, len(f.Ships))
	}
	if len(f.Planets) != NumPlanets {
		errs.Addf(f.Pos, "a card set needs %d planets, the ones a game lays out; found %d", NumPlanets, len(f.Planets))
	}
	if len(f.Tracking) != Goal {
		errs.Addf(f.Pos, "tracking needs the icon for each of the %d values 0 to %d, found %d", Goal, Goal-1, len(f.Tracking))
	}
	if len(errs) > 0 {
		return nil, errs.Err()
	}
	seen := map[Card]bool{}
	for _, e := range f.Ships {
		if !e.check(seen, &errs) {
			continue
		}
		c := cardOf(e.Colour, e.Number)
		cs.Ships[c] = Ship{Number: e.Number, Colour: e.Colour, Arrows: e.Arrows}
	}
	for i, e := range f.Planets {
		cs.Planets[i] = Planet{Number: e.Number, Colours: e.Colours}
		e.check(i, &errs)
	}
	copy(cs.Tracking[:], f.Tracking)
	return cs, errs.Err()
}

// check reports what is wrong with a ship entry, and whether it is usable.
func (e shipEntry) check(seen map[Card]bool, errs *carddata.ErrorList) bool {
	ok := true
	for _, a := range e.Arrows {
		if a.Points != Left && a.Points != Right {
			errs.Addf(e.Pos, "an arrow has no direction (points: left or right)")
			ok = false
		}
	}
	if e.Number < 1 || e.Number > NumbersPerColour {
		errs.Addf(e.Pos, "ship number %d is not between 1 and %d", e.Number, NumbersPerColour)
		return false
	}
	c := cardOf(e.Colour, e.Number)
	if seen[c] {
		errs.Addf(e.Pos, "ship %c%d is listed twice", e.Colour.initial(), e.Number)
		return false
	}
	seen[c] = true
	return ok
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

// Card is a ship card: its colour and number, numbered 0 (red 1) to 15
// (yellow 4) in colour order. A card means the same in every card set;
// sets differ in the arrows printed on each card.
type Card int8

// NumbersPerColour is how many ship cards each colour has, numbered from 1.
const NumbersPerColour = NumShips / int(numColours)

// cardOf is the card of colour c and number n.
func cardOf(c Colour, n int) Card { return Card(int(c)*NumbersPerColour + n - 1) }

// NoCard marks an empty place.
const NoCard Card = -1

// cardNames are the cards' notations, by card.
var cardNames = func() (names [NumShips]string) {
	for c := range Card(NumShips) {
		names[c] = fmt.Sprintf("%c%d", c.Colour().initial(), c.Number())
	}
	return names
}()

// numberOf and colourOf are a ship card's number and colour, for the rules,
// which hold only ship cards. A ship card is not negative, so they divide
// it unsigned: a mask and a shift, without the fix-up a signed division
// by 4 needs.
func numberOf(c Card) int    { return int(uint8(c)%uint8(NumbersPerColour)) + 1 }
func colourOf(c Card) Colour { return Colour(uint8(c) / uint8(NumbersPerColour)) }

// valid reports whether c is one of the 16 ship cards.
func (c Card) valid() bool { return c >= 0 && c < NumShips }

// Colour is the card's colour; red (the zero Colour) for a value that is
// not a ship card.
func (c Card) Colour() Colour {
	if !c.valid() {
		return Red
	}
	return Colour(int(c) / NumbersPerColour)
}

// Number is the card's number, 1 to 4; 0 for a value that is not a ship
// card.
func (c Card) Number() int {
	if !c.valid() {
		return 0
	}
	return int(c)%NumbersPerColour + 1
}

// String is the card's notation: its colour's initial and its number ("R3"),
// or "-" for NoCard.
func (c Card) String() string {
	if c < 0 || int(c) >= NumShips {
		return "-"
	}
	return cardNames[c]
}

// MarshalText writes the card's notation ("-" for NoCard).
func (c Card) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a card's notation, or "-" for NoCard.
func (c *Card) UnmarshalText(b []byte) error {
	if string(b) == "-" {
		*c = NoCard
		return nil
	}
	card, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = card
	return nil
}

// ParseCard reads a card's notation ("R3"), ignoring case.
func ParseCard(name string) (Card, error) {
	for c, n := range cardNames {
		if strings.EqualFold(name, n) {
			return Card(c), nil
		}
	}
	return NoCard, fmt.Errorf("no ship card %q (a card is a colour initial R, B, G or Y and a number 1 to 4, like R3)", name)
}

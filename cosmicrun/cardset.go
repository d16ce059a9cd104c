package cosmicrun

import (
	_ "embed"
	"errors"
	"fmt"
)

// CardSet is a complete set of cards: the 16 ships (one of each colour and
// number 1 to 4, with their arrows), the 3 planets, and the icon on top of a
// tracking card for each value. Ships[c] is card c's face, so its Number and
// Colour are c's.
//
// A CardSet is a plain value. A game keeps its own copy: changing a set after
// New, or changing what Cards, View.Cards or StandardCards return, changes no
// game.
type CardSet struct {
	Name     string             // the set's name, recorded in a saved state
	Ships    [NumShips]Ship     // indexed by Card
	Planets  [NumPlanets]Planet // the planets in order, from 0
	Tracking [Goal]Colour       // icon on top of a tracking card showing each value; all six tracking cards show the same sequence
}

//go:embed cards/standard.yaml
var standardYAML []byte

// standard is the embedded card set, loaded once and never handed out:
// StandardCards returns copies.
var standard = mustLoad("cards/standard.yaml", standardYAML)

// StandardCards returns a copy of the embedded card set
// (cards/standard.yaml), played when a Config names no other.
//
// The rulebook names the components but does not print the cards' faces,
// so almost every value in the set is ours: every arrow, every planet's
// colour rank and every tracking icon, except what the rulebook's worked
// examples show (the green icon at 0; blue 3 upright with a red arrow
// pointing left; yellow 1 turned round with a green arrow pointing right).
// The file marks each entry.
func StandardCards() *CardSet {
	cs := *standard
	return &cs
}

func mustLoad(file string, data []byte) *CardSet {
	cs, err := LoadCards(file, data)
	if err != nil {
		panic(err) // the embedded file is checked by the tests
	}
	return cs
}

// Ship returns card c's face in this set, or the zero Ship for a card that
// is not one of the 16 ship cards (NoCard included) or a nil set.
func (cs *CardSet) Ship(c Card) Ship {
	if cs == nil || c < 0 || c >= NumShips {
		return Ship{}
	}
	return cs.Ships[c]
}

// Validate reports what is wrong with a set built in Go: a ship whose number
// and colour are not its card's, an arrow with no colour or direction, a
// planet out of place or whose colour rank does not name each colour once, a
// tracking icon that is not a colour. LoadCards and JSON check the same.
func (cs *CardSet) Validate() error {
	if cs == nil {
		return errors.New("no card set")
	}
	for c, sh := range cs.Ships {
		if err := sh.check(Card(c)); err != nil {
			return fmt.Errorf("card set %q: Ships[%d]: %w", cs.Name, c, err)
		}
	}
	for i, p := range cs.Planets {
		if err := p.check(i); err != nil {
			return fmt.Errorf("card set %q: Planets[%d]: %w", cs.Name, i, err)
		}
	}
	for v, c := range cs.Tracking {
		if c >= numColours {
			return fmt.Errorf("card set %q: Tracking[%d] is %v, not a colour", cs.Name, v, c)
		}
	}
	return nil
}

// check reports what is wrong with s as the face of card c.
func (s Ship) check(c Card) error {
	if s.Number != c.Number() || s.Colour != c.Colour() {
		return fmt.Errorf("%v %d is not card %v (its number and colour are the card's)", s.Colour, s.Number, c)
	}
	for i, a := range s.Arrows {
		if a.Colour >= numColours || (a.Points != Left && a.Points != Right) {
			return fmt.Errorf("arrow %d is %v pointing %d, want a colour pointing left (-1) or right (1)", i, a.Colour, a.Points)
		}
	}
	return nil
}

// check reports what is wrong with p as the planet in place i (0-based).
func (p Planet) check(i int) error {
	if p.Number != i+1 {
		return fmt.Errorf("planet %d is in place %d", p.Number, i+1)
	}
	var seen [numColours]bool
	for _, c := range p.Colours {
		if c < numColours {
			seen[c] = true
		}
	}
	if seen != [numColours]bool{true, true, true, true} {
		return fmt.Errorf("planet %d's colour rank must name each colour once", p.Number)
	}
	return nil
}

// own returns the set a state keeps for cs: the shared embedded set when cs
// holds the same cards (so games of the standard set allocate nothing), or
// a private copy that the caller's cs cannot change.
func own(cs *CardSet) (*CardSet, error) {
	if cs == nil {
		return standard, nil
	}
	if err := cs.Validate(); err != nil {
		return nil, err
	}
	if *cs == *standard {
		return standard, nil
	}
	c := *cs
	return &c, nil
}

// copyOf returns a copy of cs for a caller, or nil.
func copyOf(cs *CardSet) *CardSet {
	if cs == nil {
		return nil
	}
	c := *cs
	return &c
}

// Lookup returns the card a name in notation ("R3") names, and whether it
// names one. Every set holds the same 16 cards, so the answer is the same
// for every set, a nil one included.
func (cs *CardSet) Lookup(name string) (Card, bool) {
	c, err := ParseCard(name)
	return c, err == nil
}

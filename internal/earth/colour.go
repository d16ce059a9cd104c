package earth

import (
	"fmt"
	"slices"
)

// Colour is the colour of an action or of an ability on an Earth card.
// Each game has a Colour type of its own holding these values, and reads
// and writes it through this one.
type Colour uint8

// The colours. Green, Red, Blue and Yellow are actions' colours (Green is
// Plant, in the games that have it); a Multicolour ability answers Red,
// Blue and Yellow; Brown abilities are ongoing or score at the end; Black
// ones resolve once (on planting, for instance).
const (
	NoColour Colour = iota
	Green
	Red
	Blue
	Yellow
	Multicolour
	Brown
	Black
	// NumColours is one more than the last colour: arrays indexed by a
	// Colour have NumColours entries.
	NumColours
)

// colourWords are the colours' words, as card files write them.
var colourWords = [NumColours]string{"", "green", "red", "blue", "yellow", "multicolour", "brown", "black"}

// String returns the colour's word ("red"), "" for NoColour, and
// "Colour(9)" for a value that is no colour.
func (c Colour) String() string {
	if c < NumColours {
		return colourWords[c]
	}
	return fmt.Sprintf("Colour(%d)", uint8(c))
}

// ParseColour reads a colour's word, one of among (every colour when
// among is empty); false for any other word.
func ParseColour(w string, among ...Colour) (Colour, bool) {
	for c := Green; c < NumColours; c++ {
		if colourWords[c] == w && (len(among) == 0 || slices.Contains(among, c)) {
			return c, true
		}
	}
	return NoColour, false
}

// ColourNames returns the words of among, indexed by colour: a game's
// table of its colours' words, "" for NoColour and for a colour the game
// does not have.
func ColourNames(among ...Colour) [NumColours]string {
	var out [NumColours]string
	for _, c := range among {
		if c < NumColours {
			out[c] = colourWords[c]
		}
	}
	return out
}

// Answers reports whether an ability of colour c activates for an action
// of colour a: its own colour, and any of Red, Blue and Yellow for a
// Multicolour ability.
func (c Colour) Answers(a Colour) bool {
	return c == a || c == Multicolour && (a == Red || a == Blue || a == Yellow)
}

// Traits returns the words an ability of colour c gives its card in v: the
// colour's own word, or red, blue and yellow for a Multicolour one. A
// colour v has no word for gives none.
func (c Colour) Traits(v *Vocab) Traits {
	if c == Multicolour {
		return Red.Traits(v) | Blue.Traits(v) | Yellow.Traits(v)
	}
	if c == NoColour || c >= NumColours {
		return 0
	}
	t, _ := v.Lookup(colourWords[c])
	return t
}

package earthexpress

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/earth"
)

// Colour is an action's or an ability's colour.
type Colour uint8

// The colours. Red, Blue and Yellow are the actions'; a Multicolour
// ability answers any of the three; Black abilities resolve on planting,
// Brown ones score at the end. Earth Express has no green.
const (
	NoColour    = Colour(earth.NoColour)
	Red         = Colour(earth.Red)
	Blue        = Colour(earth.Blue)
	Yellow      = Colour(earth.Yellow)
	Multicolour = Colour(earth.Multicolour)
	Brown       = Colour(earth.Brown)
	Black       = Colour(earth.Black)
	numColours  = Colour(earth.NumColours)
)

// abilityColours are the colours an ability may have, in the order a
// card file's errors list them.
var abilityColours = []earth.Colour{earth.Red, earth.Blue, earth.Yellow, earth.Multicolour, earth.Black, earth.Brown}

// colourNames are the colours' words, by colour ("" for none).
var colourNames = earth.ColourNames(abilityColours...)

// String returns the colour's word ("red"), and "Colour(1)" for a value
// that is no colour of Earth Express.
func (c Colour) String() string {
	if c == NoColour || c < numColours && colourNames[c] != "" {
		return colourNames[c]
	}
	return fmt.Sprintf("Colour(%d)", uint8(c))
}

// parseColour reads a colour word.
func parseColour(w string) (Colour, bool) {
	c, ok := earth.ParseColour(w, abilityColours...)
	return Colour(c), ok
}

// answers reports whether an ability of colour c activates for action a.
func (c Colour) answers(a Colour) bool { return earth.Colour(c).Answers(earth.Colour(a)) }

// colourWords lists the words of abilityColours, for suggestions.
func colourWords() []string {
	out := make([]string, len(abilityColours))
	for i, c := range abilityColours {
		out[i] = c.String()
	}
	return out
}

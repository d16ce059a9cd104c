package animalkingdom

import "github.com/rulebox/rulebox/internal/earth"

// Colour is an action's or an ability's colour.
type Colour uint8

// The colours. Green, Red, Blue and Yellow are the four actions' (Plant,
// Compost, Water, Grow); a Multicolour ability answers Compost, Water and
// Grow; Brown abilities are ongoing or score at the end; Black ones resolve
// once (on planting, when an event is played, at setup).
const (
	NoColour    = Colour(earth.NoColour)
	Green       = Colour(earth.Green)
	Red         = Colour(earth.Red)
	Blue        = Colour(earth.Blue)
	Yellow      = Colour(earth.Yellow)
	Multicolour = Colour(earth.Multicolour)
	Brown       = Colour(earth.Brown)
	Black       = Colour(earth.Black)
	numColours  = Colour(earth.NumColours)
)

// colourNames are the colours' words, by colour ("" for none).
var colourNames = earth.ColourNames(earth.Green, earth.Red, earth.Blue, earth.Yellow, earth.Multicolour, earth.Brown, earth.Black)

// String returns the colour's word ("red").
func (c Colour) String() string { return earth.Colour(c).String() }

// parseColour reads a colour word.
func parseColour(w string) (Colour, bool) {
	c, ok := earth.ParseColour(w)
	return Colour(c), ok
}

// Answers reports whether an ability of colour c activates on action a.
func (c Colour) Answers(a Colour) bool { return earth.Colour(c).Answers(earth.Colour(a)) }

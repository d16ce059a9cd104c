package animalkingdom

import "github.com/rulebox/rulebox/internal/enum"

// The words JSON writes for the stages of a turn, the sources of an
// ability, what an ability being resolved waits for, the colours and the
// ops, in place of their numbers.

var stageWords = [...]string{"setup", "action", "benefit", "plant", "keep", "minor", "activate", "end_turn", "final", "gaia_leaf", "order", "over", "animals", "global"}

var sourceWords = [...]string{"island", "climate", "tableau", "event", "animal", "global"}

var waitWords = [...]string{"none", "use", "hand", "copy", "compost", "setup_hand", "amount", "store"}

// MarshalText writes the stage's word, as JSON's "step".
func (s stage) MarshalText() ([]byte, error) { return enum.Text(stageWords[:], s, "step") }

// UnmarshalText reads a stage's word.
func (s *stage) UnmarshalText(b []byte) error {
	return enum.Parse(s, b, stageWords[:], "step")
}

// String returns the source's word: "island", "climate", "tableau" or
// "event".
func (s Source) String() string { return enum.Name(sourceWords[:], s, "Source") }

// MarshalText writes the source's word.
func (s Source) MarshalText() ([]byte, error) { return enum.Text(sourceWords[:], s, "source") }

// UnmarshalText reads a source's word.
func (s *Source) UnmarshalText(b []byte) error {
	if s == nil {
		return errNilReceiver("Source")
	}
	return enum.Parse(s, b, sourceWords[:], "source")
}

// MarshalText writes what the frame waits for, as a word.
func (w wait) MarshalText() ([]byte, error) { return enum.Text(waitWords[:], w, "wait") }

// UnmarshalText reads what a frame waits for.
func (w *wait) UnmarshalText(b []byte) error {
	return enum.Parse(w, b, waitWords[:], "wait")
}

// colourWord is a Colour as JSON writes it: its word, "" for none.
type colourWord Colour

// MarshalText writes the colour's word.
func (c colourWord) MarshalText() ([]byte, error) { return enum.Text(colourNames[:], c, "colour") }

// UnmarshalText reads a colour's word.
func (c *colourWord) UnmarshalText(b []byte) error {
	return enum.Parse(c, b, colourNames[:], "colour")
}

// opWord is an Op as JSON writes it: its word, "" for none.
type opWord Op

// MarshalText writes the op's word.
func (o opWord) MarshalText() ([]byte, error) { return enum.Text(opNames[:], o, "op") }

// UnmarshalText reads an op's word.
func (o *opWord) UnmarshalText(b []byte) error {
	return enum.Parse(o, b, opNames[:], "op")
}

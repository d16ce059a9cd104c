package animalkingdom

import "fmt"

// The words JSON writes for the stages of a turn, the sources of an
// ability, what an ability being resolved waits for, the colours and the
// ops, in place of their numbers.

var stageWords = [...]string{"setup", "action", "benefit", "plant", "keep", "minor", "activate", "end_turn", "final", "gaia_leaf", "order", "over", "animals", "global"}

var sourceWords = [...]string{"island", "climate", "tableau", "event", "animal", "global"}

var waitWords = [...]string{"none", "use", "hand", "copy", "compost", "setup_hand", "amount", "store"}

// word returns words[i], or an error naming what for a number with no
// word, which could not be read back.
func word(words []string, i int, what string) ([]byte, error) {
	if i < 0 || i >= len(words) {
		return nil, fmt.Errorf("animalkingdom: %s %d has no name", what, i)
	}
	return []byte(words[i]), nil
}

// fromWord returns the index of b in words, or an error listing them.
func fromWord(words []string, b []byte, what string) (int, error) {
	for i, w := range words {
		if w == string(b) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%q is not a %s (%v)", b, what, words)
}

// MarshalText writes the stage's word.
func (s stage) MarshalText() ([]byte, error) { return word(stageWords[:], int(s), "stage") }

// UnmarshalText reads a stage's word.
func (s *stage) UnmarshalText(b []byte) error {
	i, err := fromWord(stageWords[:], b, "stage")
	*s = stage(i)
	return err
}

// String returns the source's word: "island", "climate", "tableau" or
// "event".
func (s Source) String() string {
	if int(s) < len(sourceWords) {
		return sourceWords[s]
	}
	return fmt.Sprintf("Source(%d)", s)
}

// MarshalText writes the source's word.
func (s Source) MarshalText() ([]byte, error) { return word(sourceWords[:], int(s), "source") }

// UnmarshalText reads a source's word.
func (s *Source) UnmarshalText(b []byte) error {
	if s == nil {
		return errNilReceiver("Source")
	}
	i, err := fromWord(sourceWords[:], b, "source")
	*s = Source(i)
	return err
}

// MarshalText writes what the frame waits for, as a word.
func (w wait) MarshalText() ([]byte, error) { return word(waitWords[:], int(w), "wait") }

// UnmarshalText reads what a frame waits for.
func (w *wait) UnmarshalText(b []byte) error {
	i, err := fromWord(waitWords[:], b, "wait")
	*w = wait(i)
	return err
}

// colourWord is a Colour as JSON writes it: its word, "" for none.
type colourWord Colour

// MarshalText writes the colour's word.
func (c colourWord) MarshalText() ([]byte, error) { return word(colourNames[:], int(c), "colour") }

// UnmarshalText reads a colour's word.
func (c *colourWord) UnmarshalText(b []byte) error {
	i, err := fromWord(colourNames[:], b, "colour")
	*c = colourWord(i)
	return err
}

// opWord is an Op as JSON writes it: its word, "" for none.
type opWord Op

// MarshalText writes the op's word.
func (o opWord) MarshalText() ([]byte, error) { return word(opNames[:], int(o), "op") }

// UnmarshalText reads an op's word.
func (o *opWord) UnmarshalText(b []byte) error {
	i, err := fromWord(opNames[:], b, "op")
	*o = opWord(i)
	return err
}

package earthexpress

import "fmt"

// This file writes the package's enumerations as their words in JSON and
// other text encodings; the zero value is the empty word.

// wordOf is v's word among words, or an error for a value out of range.
func wordOf[T ~uint8](v T, words []string, what string) ([]byte, error) {
	if int(v) >= len(words) {
		return nil, fmt.Errorf("earthexpress: %s %d has no word", what, v)
	}
	return []byte(words[v]), nil
}

// fromWord sets *v to the value whose word is b.
func fromWord[T ~uint8](v *T, b []byte, words []string, what string) error {
	for i, w := range words {
		if w == string(b) {
			*v = T(i)
			return nil
		}
	}
	var known []string
	for _, w := range words {
		if w != "" {
			known = append(known, w)
		}
	}
	return fmt.Errorf("earthexpress: %q is no %s (expected one of %q)", b, what, known)
}

// MarshalText writes the phase's word ("planting").
func (p Phase) MarshalText() ([]byte, error) { return wordOf(p, phaseNames[:], "phase") }

// UnmarshalText reads a phase's word.
func (p *Phase) UnmarshalText(b []byte) error { return fromWord(p, b, phaseNames[:], "phase") }

// MarshalText writes the colour's word ("red"); a value that is no colour
// of Earth Express is an error.
func (c Colour) MarshalText() ([]byte, error) {
	if c != NoColour && c < numColours && colourNames[c] == "" {
		return nil, fmt.Errorf("earthexpress: colour %d has no word", c)
	}
	return wordOf(c, colourNames[:], "colour")
}

// UnmarshalText reads a colour's word.
func (c *Colour) UnmarshalText(b []byte) error { return fromWord(c, b, colourNames[:], "colour") }

// MarshalText writes the resource's word ("sprout").
func (r Resource) MarshalText() ([]byte, error) { return wordOf(r, resourceNames[:], "resource") }

// UnmarshalText reads a resource's word.
func (r *Resource) UnmarshalText(b []byte) error {
	return fromWord(r, b, resourceNames[:], "resource")
}

// MarshalText writes the level's word ("hard").
func (l Level) MarshalText() ([]byte, error) { return wordOf(l, levelNames[:], "level") }

// UnmarshalText reads a level's word.
func (l *Level) UnmarshalText(b []byte) error { return fromWord(l, b, levelNames[:], "level") }

// MarshalText writes the event kind's words ("round started").
func (k EventKind) MarshalText() ([]byte, error) { return wordOf(k, eventNames[:], "event kind") }

// UnmarshalText reads an event kind's words.
func (k *EventKind) UnmarshalText(b []byte) error {
	return fromWord(k, b, eventNames[:], "event kind")
}

// MarshalText writes the move kind's notation word ("plant").
func (k MoveKind) MarshalText() ([]byte, error) {
	if k == 0 {
		return []byte{}, nil
	}
	if k >= numMoveKinds {
		return nil, fmt.Errorf("earthexpress: move kind %d has no word", k)
	}
	return []byte(notations[k].word), nil
}

// UnmarshalText reads a move kind's notation word.
func (k *MoveKind) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*k = 0
		return nil
	}
	if *k = kindOf(string(b)); *k == 0 {
		return fmt.Errorf("earthexpress: %q is no move (expected one of %q)", b, kindWords())
	}
	return nil
}

// MarshalText writes "left" or "right".
func (d Direction) MarshalText() ([]byte, error) { return wordOf(d, directionNames[:], "direction") }

// UnmarshalText reads "left" or "right".
func (d *Direction) UnmarshalText(b []byte) error {
	return fromWord(d, b, directionNames[:], "direction")
}

var directionNames = [...]string{"left", "right"}

var subNames = [...]string{"", "refresh", "germinate discard", "germinate name", "plant germinated", "ability", "at", "at germinated", "convert"}

// MarshalText writes the bonus action's step in words ("refresh").
func (s sub) MarshalText() ([]byte, error) { return wordOf(s, subNames[:], "step") }

// UnmarshalText reads a bonus action's step.
func (s *sub) UnmarshalText(b []byte) error { return fromWord(s, b, subNames[:], "step") }

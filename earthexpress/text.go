package earthexpress

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/enum"
)

// This file writes the package's enumerations as their words in JSON and
// other text encodings; the zero value is the empty word.

// MarshalText writes the phase's word ("planting").
func (p Phase) MarshalText() ([]byte, error) { return enum.Text(phaseNames[:], p, "phase") }

// UnmarshalText reads a phase's word.
func (p *Phase) UnmarshalText(b []byte) error { return enum.Parse(p, b, phaseNames[:], "phase") }

// MarshalText writes the colour's word ("red"); a value that is no colour
// of Earth Express is an error.
func (c Colour) MarshalText() ([]byte, error) {
	if c != NoColour && c < numColours && colourNames[c] == "" {
		return nil, fmt.Errorf("colour %d has no word", c)
	}
	return enum.Text(colourNames[:], c, "colour")
}

// UnmarshalText reads a colour's word.
func (c *Colour) UnmarshalText(b []byte) error { return enum.Parse(c, b, colourNames[:], "colour") }

// MarshalText writes the resource's word ("sprout").
func (r Resource) MarshalText() ([]byte, error) { return enum.Text(resourceNames[:], r, "resource") }

// UnmarshalText reads a resource's word.
func (r *Resource) UnmarshalText(b []byte) error {
	return enum.Parse(r, b, resourceNames[:], "resource")
}

// MarshalText writes the level's word ("hard").
func (l Level) MarshalText() ([]byte, error) { return enum.Text(levelNames[:], l, "level") }

// UnmarshalText reads a level's word.
func (l *Level) UnmarshalText(b []byte) error { return enum.Parse(l, b, levelNames[:], "level") }

// MarshalText writes the event kind's words ("round started").
func (k EventKind) MarshalText() ([]byte, error) { return enum.Text(eventNames[:], k, "event kind") }

// UnmarshalText reads an event kind's words.
func (k *EventKind) UnmarshalText(b []byte) error {
	return enum.Parse(k, b, eventNames[:], "event kind")
}

// MarshalText writes the move kind's notation word ("plant").
func (k MoveKind) MarshalText() ([]byte, error) {
	if k == 0 {
		return []byte{}, nil
	}
	if k >= numMoveKinds {
		return nil, fmt.Errorf("move kind %d has no word", k)
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
		return enum.Unknown(b, kindWords(), "move kind")
	}
	return nil
}

// MarshalText writes "left" or "right".
func (d Direction) MarshalText() ([]byte, error) { return enum.Text(directionNames[:], d, "direction") }

// UnmarshalText reads "left" or "right".
func (d *Direction) UnmarshalText(b []byte) error {
	return enum.Parse(d, b, directionNames[:], "direction")
}

var directionNames = [...]string{"left", "right"}

var subNames = [...]string{"", "refresh", "germinate discard", "germinate name", "plant germinated", "ability", "at", "at germinated", "convert"}

// MarshalText writes the bonus action's step in words ("refresh").
func (s sub) MarshalText() ([]byte, error) { return enum.Text(subNames[:], s, "step") }

// UnmarshalText reads a bonus action's step.
func (s *sub) UnmarshalText(b []byte) error { return enum.Parse(s, b, subNames[:], "step") }

package beforeearth

import (
	"fmt"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/enum"
)

// Action is an action card: Scout (A), Invade (B), Occupy (C) or Mine (D).
// Cards resolve in alphabetical order, which is their numeric order.
type Action uint8

// The four action cards each player holds, and NoAction for "not played".
const (
	NoAction Action = iota
	Scout
	Invade
	Occupy
	Mine
)

var actionLetters = [...]string{"-", "A", "B", "C", "D"}
var actionNames = [...]string{"none", "Scout", "Invade", "Occupy", "Mine"}

// String returns the card's letter ("A").
func (a Action) String() string { return enum.Name(actionLetters[:], a, "Action") }

// Name returns the card's name ("Scout").
func (a Action) Name() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return a.String()
}

// parseAction reads a letter or a name.
func parseAction(s string) (Action, bool) {
	for a := Scout; a <= Mine; a++ {
		if s == actionLetters[a] || s == actionNames[a] {
			return a, true
		}
	}
	return NoAction, false
}

// MarshalText writes the card's letter, or "-" for NoAction.
func (a Action) MarshalText() ([]byte, error) {
	if int(a) >= len(actionLetters) {
		return nil, fmt.Errorf("beforeearth: no action card %d", a)
	}
	return []byte(a.String()), nil
}

// UnmarshalText reads a letter (A-D), a name (Scout) or "-".
func (a *Action) UnmarshalText(b []byte) error {
	if string(b) == "-" || string(b) == "" {
		*a = NoAction
		return nil
	}
	v, ok := parseAction(string(b))
	if !ok {
		return &actionError{&carddata.Error{Found: fmt.Sprintf("%q", b), Expected: "an action card (A, B, C, D, Scout, Invade, Occupy, Mine, or - for none)"}}
	}
	*a = v
	return nil
}

// actionError is an unknown action card. It reads as a sentence of its own
// (in JSON errors) and unwraps to the carddata.Error a card file or scenario
// places at its position: "found "E", expected an action card".
type actionError struct{ e *carddata.Error }

func (e *actionError) Error() string {
	return "beforeearth: " + e.e.Found + " is not an action card (A, B, C, D, Scout, Invade, Occupy, Mine, or - for none)"
}

func (e *actionError) Unwrap() error { return e.e }

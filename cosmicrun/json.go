package cosmicrun

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// MarshalJSON writes a set holding the embedded cards as its name,
// "standard", and any other set in full (a set changed in any way is
// written in full, whatever its name). A nil set writes null, as
// json.Marshal writes a nil pointer.
func (cs *CardSet) MarshalJSON() ([]byte, error) {
	if cs == nil {
		return []byte("null"), nil
	}
	if *cs == *standard {
		return json.Marshal(cs.Name)
	}
	return json.Marshal(struct {
		Name     string             `json:"name"`
		Ships    [NumShips]Ship     `json:"ships"`
		Planets  [NumPlanets]Planet `json:"planets"`
		Tracking [Goal]Colour       `json:"tracking"`
	}{cs.Name, cs.Ships, cs.Planets, cs.Tracking})
}

// UnmarshalJSON reads a set written by MarshalJSON, checking it as LoadCards
// does. A nil set has nowhere to read into, and says so.
func (cs *CardSet) UnmarshalJSON(b []byte) error {
	if cs == nil {
		return errors.New("cosmicrun: card set: reading into a nil *CardSet")
	}
	if bytes.HasPrefix(bytes.TrimSpace(b), []byte(`"`)) {
		var name string
		if err := json.Unmarshal(b, &name); err != nil {
			return fmt.Errorf("cosmicrun: card set: %w", err)
		}
		if name != standard.Name {
			return fmt.Errorf("cosmicrun: no embedded card set %q (there is %q)", name, standard.Name)
		}
		*cs = *standard
		return nil
	}
	var f cardFile
	if err := json.Unmarshal(b, &f); err != nil {
		return fmt.Errorf("cosmicrun: card set: %w", err)
	}
	built, err := f.build()
	if err != nil {
		return fmt.Errorf("cosmicrun: card set: %w", err)
	}
	*cs = *built
	return nil
}

type stateJSON struct {
	Cards *CardSet `json:"cards"`
	Game  data     `json:"game"`
}

// MarshalJSON writes the whole state: the card set (by name if embedded),
// the position and the random generator, so that the game continues
// identically after UnmarshalJSON.
func (s State) MarshalJSON() ([]byte, error) {
	return json.Marshal(stateJSON{s.cards, s.d})
}

// UnmarshalJSON reads a state written by MarshalJSON. A state that is not
// well-formed JSON, or that breaks the game's invariants (a card in two
// places, a track past 12), is refused with an error saying what is wrong,
// and s is left unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var w stateJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("cosmicrun: state: %w", err)
	}
	if w.Cards == nil {
		return fmt.Errorf("cosmicrun: state: no card set")
	}
	cs, err := own(w.Cards)
	if err != nil {
		return fmt.Errorf("cosmicrun: state: %w", err)
	}
	n := State{cards: cs, d: w.Game}
	if err := n.Validate(); err != nil {
		return fmt.Errorf("cosmicrun: state: %w", err)
	}
	n.derive()
	*s = n
	return nil
}

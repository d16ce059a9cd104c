package animalkingdom

import (
	"encoding/json"
	"fmt"
)

// MarshalJSON writes the whole state, its generator included, so that it
// reads back identical.
func (s State) MarshalJSON() ([]byte, error) {
	if s.g == nil {
		return []byte("null"), nil
	}
	return json.Marshal(s.g)
}

// UnmarshalJSON reads a state written by MarshalJSON and refuses one
// that Validate finds impossible.
func (s *State) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return fmt.Errorf("animalkingdom: state: null is not a position; a state is written by MarshalJSON")
	}
	var g game
	if err := json.Unmarshal(data, &g); err != nil {
		return fmt.Errorf("animalkingdom: state: %w", err)
	}
	cs, err := Base()
	if err != nil {
		return err
	}
	g.cs = setRef{cs}
	if g.Fauna == nil {
		return fmt.Errorf("animalkingdom: state: no Fauna board (\"fauna\")")
	}
	n := State{&g}
	if err := n.Validate(); err != nil {
		return err
	}
	g.recordWinners()
	*s = n
	return nil
}

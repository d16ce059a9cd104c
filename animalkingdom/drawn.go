package animalkingdom

import (
	"encoding/json"
	"fmt"
)

// plantDraw is how many cards the active player draws after their Plant
// action, to keep 1.
const plantDraw = 4

// drawn is the cards drawn after the active player's Plant, waiting for
// the one kept: a value (a state's own), so that drawing them moves no
// list another state shares. JSON writes it as a list of cards.
type drawn struct {
	c [plantDraw]Card
	n uint8
}

// Cards returns the cards drawn, d's own memory (read only).
func (d *drawn) Cards() []Card { return d.c[:d.n] }

// add adds c; there is room for it.
func (d *drawn) add(c Card) {
	d.c[d.n] = c
	d.n++
}

// MarshalJSON writes the list of cards (null for none, as a list nobody
// drew into).
func (d drawn) MarshalJSON() ([]byte, error) {
	if d.n == 0 {
		return []byte("null"), nil
	}
	return json.Marshal(d.c[:d.n])
}

// UnmarshalJSON reads a list of at most plantDraw cards.
func (d *drawn) UnmarshalJSON(data []byte) error {
	var cs []Card
	if err := json.Unmarshal(data, &cs); err != nil {
		return err
	}
	if len(cs) > plantDraw {
		return fmt.Errorf("%d cards drawn: a Plant draws %d", len(cs), plantDraw)
	}
	*d = drawn{}
	for _, c := range cs {
		d.add(c)
	}
	return nil
}

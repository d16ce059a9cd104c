package animalkingdom

import (
	"encoding/json"
	"fmt"
	"slices"
)

// MarshalJSON writes the whole state, its generator included, so that it
// reads back identical.
func (s State) MarshalJSON() ([]byte, error) {
	if s.zero() {
		return []byte("null"), nil
	}
	if err := s.g.savable(); err != nil {
		return nil, err
	}
	return json.Marshal(s.g.toJSON())
}

// savable refuses to write a game of another card set than the standard
// one: JSON holds no card set, and reading plays the standard set.
func (g *game) savable() error {
	if cs, err := standard(); err != nil || g.cs.CardSet != cs {
		return fmt.Errorf("animalkingdom: a game of a card set other than StandardCards (Config.Cards) cannot be saved as JSON, which holds no card set")
	}
	return nil
}

// UnmarshalJSON reads a state written by MarshalJSON and refuses one
// that Validate finds impossible.
func (s *State) UnmarshalJSON(data []byte) error {
	if s == nil {
		return errNilReceiver("State")
	}
	if string(data) == "null" {
		return fmt.Errorf("animalkingdom: state: null is not a position; a state is written by MarshalJSON")
	}
	var j gameJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("animalkingdom: state: %w", err)
	}
	cs, err := standard()
	if err != nil {
		return err
	}
	if j.Fauna == nil {
		return fmt.Errorf("animalkingdom: state: no Fauna board (\"fauna\")")
	}
	var n State
	if err := n.g.fromJSON(&j); err != nil {
		return fmt.Errorf("animalkingdom: state: %w", err)
	}
	n.g.cs = setRef{cs}
	if err := n.Validate(); err != nil {
		return err
	}
	n.g.recordWinners()
	*s = n
	return nil
}

// gameJSON is a game as JSON writes it: its seats, its frames and Gaia's
// side as lists and an optional object.
type gameJSON struct {
	gameCore
	Seats  []*seatJSON `json:"seats"`
	Frames []frame     `json:"frames"`
	Gaia   *gaiaState  `json:"gaia,omitempty"`
}

// seatJSON is a seat as JSON writes it: its tableau as a list.
type seatJSON struct {
	seatCore
	Tab []planted
}

// toJSON returns g as JSON writes it. It shares g's lists of cards but
// not g's own memory (its tableaus, frames and Gaia's side are copied),
// so that g need not live on the heap.
func (g *game) toJSON() *gameJSON {
	j := &gameJSON{gameCore: g.gameCore, Seats: make([]*seatJSON, g.n())}
	for p := range j.Seats {
		s := g.get(Player(p))
		j.Seats[p] = &seatJSON{seatCore: s.seatCore}
		if s.nTab > 0 {
			j.Seats[p].Tab = slices.Clone(s.Tab())
		}
	}
	if g.nf > 0 {
		j.Frames = slices.Clone(g.stack())
	}
	if g.Config.Solo {
		gs := g.Gaia
		j.Gaia = &gs
	}
	return j
}

// fromJSON fills g, a zero game, from j; it refuses what the game's fixed
// arrays cannot hold: no seat or more than MaxPlayers, a missing seat, a
// tableau of more than TableauCards cards, more than maxFrames abilities
// being resolved, Gaia's side in a game that is not solo or none in one
// that is.
func (g *game) fromJSON(j *gameJSON) error {
	switch {
	case len(j.Seats) == 0 || len(j.Seats) > MaxPlayers:
		return fmt.Errorf("%d seats: a game has 1 to %d", len(j.Seats), MaxPlayers)
	case len(j.Frames) > maxFrames:
		return fmt.Errorf("%d abilities being resolved: at most %d resolve at once", len(j.Frames), maxFrames)
	}
	g.gameCore = j.gameCore
	g.np = uint8(len(j.Seats))
	for p, sj := range j.Seats {
		switch {
		case sj == nil:
			return fmt.Errorf("seat %d is missing", p+1)
		case len(sj.Tab) > TableauCards:
			return fmt.Errorf("%v has %d cards planted: a tableau holds %d", Player(p), len(sj.Tab), TableauCards)
		}
		s := &g.seats[p]
		s.seatCore = sj.seatCore
		s.nTab = uint8(copy(s.tabs[:], sj.Tab))
	}
	g.nf = uint8(copy(g.frames[:], j.Frames))
	if (j.Gaia != nil) != g.Config.Solo {
		return fmt.Errorf("a solo game, and only one, has Gaia's side (\"gaia\")")
	}
	if j.Gaia != nil {
		g.Gaia = *j.Gaia
	}
	return nil
}

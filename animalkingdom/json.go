package animalkingdom

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// MarshalJSON writes the whole state, its generator included, so that it
// reads back identical. Cards, sides, stages and kinds are written by
// name (see gameJSON).
func (s State) MarshalJSON() ([]byte, error) {
	if s.zero() {
		return []byte("null"), nil
	}
	if err := s.d.savable(); err != nil {
		return nil, err
	}
	j, err := s.d.toJSON()
	if err != nil {
		return nil, err
	}
	return json.Marshal(j)
}

// savable refuses to write a game of another card set than the standard
// one: JSON holds no card set, and reading plays the standard set.
func (g *data) savable() error {
	if cs, err := standard(); err != nil || g.cs.CardSet != cs {
		return fmt.Errorf("animalkingdom: a game of a card set other than StandardCards (Config.Cards) cannot be saved as JSON, which holds no card set")
	}
	return nil
}

// UnmarshalJSON reads a state written by MarshalJSON and refuses one
// that Validate finds impossible, or a key it does not know, leaving s
// unchanged.
func (s *State) UnmarshalJSON(data []byte) error {
	if s == nil {
		return errNilReceiver("State")
	}
	if string(data) == "null" {
		return fmt.Errorf("animalkingdom: state: null is not a position; a state is written by MarshalJSON")
	}
	var j gameJSON
	if err := decodeStrict(data, &j); err != nil {
		return fmt.Errorf("animalkingdom: state: %w", err)
	}
	var n State
	if err := n.d.fromJSON(&j); err != nil {
		return fmt.Errorf("animalkingdom: state: %w", err)
	}
	if err := n.Validate(); err != nil {
		return err
	}
	n.d.recordWinners()
	n.mark()
	*s = n
	return nil
}

// decodeStrict reads data into v, refusing a key v has no field for.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// gameJSON is a game as JSON writes it. It holds gameCore, whose fields
// are written as they are, but for those it writes by name here (a field
// of gameJSON hides gameCore's field of the same key).
type gameJSON struct {
	gameCore
	Deck        []string     `json:"deck,omitzero"`
	DeckHidden  int          `json:"deck_hidden,omitempty"`
	Discard     []string     `json:"discard,omitzero"`
	Fauna       []faunaJSON  `json:"fauna"`
	Public      []string     `json:"public,omitzero"`
	Action      colourWord   `json:"action,omitempty"`
	Drawn       []string     `json:"drawn,omitempty"`
	DrawnHidden int          `json:"drawn_hidden,omitempty"`
	Pend        pendingJSON  `json:"pend"`
	Next        pendingJSON  `json:"next"`
	Seats       []*seatJSON  `json:"seats"`
	Frames      []*frameJSON `json:"frames,omitempty"`
	Gaia        *gaiaJSON    `json:"gaia,omitempty"`
}

// pendingJSON is a pending placement with its op as a word.
type pendingJSON struct {
	pending
	Op opWord `json:"op,omitempty"`
}

// faunaJSON is a Fauna slot: its side by name, and its Leaves.
type faunaJSON struct {
	Side   string   `json:"side"`
	Claims []Player `json:"claims,omitzero"`
	Turn   []Player `json:"turn,omitzero"`
}

// toJSON returns g as JSON writes it. It shares none of g's memory, so
// that g need not live on the heap.
func (g *data) toJSON() (*gameJSON, error) {
	j := &gameJSON{gameCore: g.gameCore, Action: colourWord(g.Action), Pend: pendingJSON{g.Pend, opWord(g.Pend.Op)},
		Next: pendingJSON{g.Next, opWord(g.Next.Op)}, Seats: make([]*seatJSON, g.n())}
	var err error
	if j.DeckHidden, j.Deck, err = cardNames("the deck", g.Deck); err != nil {
		return nil, err
	}
	if _, j.Discard, err = cardNames("the discard pile", g.Discard); err != nil {
		return nil, err
	}
	if j.DrawnHidden, j.Drawn, err = cardNames("the cards drawn", g.Drawn.Cards()); err != nil {
		return nil, err
	}
	if err := g.boardToJSON(j); err != nil {
		return nil, err
	}
	for p := range j.Seats {
		if j.Seats[p], err = g.seatToJSON(Player(p)); err != nil {
			return nil, err
		}
	}
	for _, f := range g.stack() {
		fj, err := frameToJSON(f)
		if err != nil {
			return nil, err
		}
		j.Frames = append(j.Frames, fj)
	}
	if g.Config.Solo {
		if j.Gaia, err = gaiaToJSON(&g.Gaia); err != nil {
			return nil, err
		}
	}
	return j, nil
}

// boardToJSON writes the Fauna board and the public Ecosystems by name.
func (g *data) boardToJSON(j *gameJSON) error {
	cs := g.cs.CardSet
	if g.Fauna != nil {
		j.Fauna = make([]faunaJSON, len(g.Fauna))
		for i, slot := range g.Fauna {
			n, err := nameAt(cs.fauna, faunaName, slot.Side, "Fauna side")
			if err != nil {
				return err
			}
			j.Fauna[i] = faunaJSON{Side: n, Claims: clone(slot.Claims), Turn: clone(slot.Turn)}
		}
	}
	if g.Public != nil {
		j.Public = make([]string, 0, len(g.Public))
	}
	for _, e := range g.Public {
		n, err := nameAt(cs.ecosystems, ecoName, e, "Ecosystem side")
		if err != nil {
			return err
		}
		j.Public = append(j.Public, n)
	}
	return nil
}

// fromJSON fills g, a zero game, from j; it refuses a name not in the
// standard set and what the game's fixed arrays cannot hold: no seat or
// more than MaxPlayers, a tableau of more than TableauCards cards, more
// than maxFrames abilities being resolved, Gaia's side in a game that is
// not solo or none in one that is.
func (g *data) fromJSON(j *gameJSON) error {
	cs, err := standard()
	if err != nil {
		return err
	}
	switch {
	case len(j.Seats) == 0 || len(j.Seats) > MaxPlayers:
		return fmt.Errorf("%d seats: a game has 1 to %d", len(j.Seats), MaxPlayers)
	case len(j.Frames) > maxFrames:
		return fmt.Errorf("%d abilities being resolved: at most %d resolve at once", len(j.Frames), maxFrames)
	}
	g.gameCore, g.cs = j.gameCore, setRef{cs}
	g.Action = Colour(j.Action)
	g.Pend, g.Next = j.Pend.pending, j.Next.pending
	g.Pend.Op, g.Next.Op = Op(j.Pend.Op), Op(j.Next.Op)
	if g.Deck, err = cardsOf("the deck", j.DeckHidden, j.Deck); err != nil {
		return err
	}
	if g.Discard, err = cardsOf("the discard pile", 0, j.Discard); err != nil {
		return err
	}
	if err := g.drawnFromJSON(j); err != nil {
		return err
	}
	if err := g.boardFromJSON(j); err != nil {
		return err
	}
	g.np = uint8(len(j.Seats))
	for p, sj := range j.Seats {
		if err := g.seatFromJSON(Player(p), sj); err != nil {
			return err
		}
	}
	for _, fj := range j.Frames {
		if err := g.frameFromJSON(fj); err != nil {
			return err
		}
	}
	return g.gaiaFromJSON(j.Gaia)
}

// drawnFromJSON reads the cards drawn to keep one.
func (g *data) drawnFromJSON(j *gameJSON) error {
	if j.DrawnHidden < 0 || j.DrawnHidden+len(j.Drawn) > plantDraw {
		return fmt.Errorf("%d hidden and %d shown cards drawn: a Plant draws %d", j.DrawnHidden, len(j.Drawn), plantDraw)
	}
	cards, err := cardsOf("the cards drawn", j.DrawnHidden, j.Drawn)
	if err != nil {
		return err
	}
	for _, c := range cards {
		g.Drawn.add(c)
	}
	return nil
}

// boardFromJSON reads the Fauna board and the public Ecosystems.
func (g *data) boardFromJSON(j *gameJSON) error {
	cs := g.cs.CardSet
	if j.Fauna == nil {
		return fmt.Errorf("no Fauna board (\"fauna\")")
	}
	if len(j.Fauna) != FaunaCards {
		return fmt.Errorf("%d Fauna cards on the Fauna board: it holds %d", len(j.Fauna), FaunaCards)
	}
	g.Fauna = new(faunaBoard)
	for i, f := range j.Fauna {
		side, err := indexNamed(cs.fauna, faunaName, f.Side, "Fauna side")
		if err != nil {
			return fmt.Errorf("Fauna %d: %w", i+1, err)
		}
		g.Fauna[i] = faunaSlot{Side: side, Claims: f.Claims, Turn: f.Turn}
	}
	g.Public = nil
	if j.Public != nil {
		g.Public = make([]int, 0, len(j.Public))
	}
	for _, n := range j.Public {
		e, err := indexNamed(cs.ecosystems, ecoName, n, "Ecosystem side")
		if err != nil {
			return fmt.Errorf("public Ecosystems: %w", err)
		}
		g.Public = append(g.Public, e)
	}
	return nil
}

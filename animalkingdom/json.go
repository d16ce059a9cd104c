package animalkingdom

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/rulebox/rulebox/internal/rng"
)

// MarshalJSON writes the whole state, its generator included, so that it
// reads back identical. It writes a position as a player tells it: cards,
// sides, steps and kinds by name, a list by seat only as long as the game
// has seats, and what the engine derives from the rest not at all (see
// gameJSON).
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
	if err := n.d.derivedAgree(&j); err != nil {
		return fmt.Errorf("animalkingdom: state: %w", err)
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

// gameJSON is a game as JSON writes it. Its keys are what a player says
// of the table: the step of the turn and whose it is, who is to act,
// what is owed, the activation under way, the abilities being resolved;
// the seats, one an entry; the Animal Kingdom's part. Round and ToAct are
// derived from the rest: written for the reader, checked when read.
type gameJSON struct {
	Config           Config             `json:"config"`
	RNG              rng.RNG            `json:"rng,omitzero"` // zeroed, so omitted, in a view
	Turn             int                `json:"turn"`
	Round            int                `json:"round"`
	Active           Player             `json:"active"`
	Action           colourWord         `json:"action,omitempty"`
	Step             stage              `json:"step"`
	StepPlayer       Player             `json:"step_player"`
	ToAct            []Player           `json:"to_act"`
	Planted          int                `json:"planted,omitempty"`
	LastRound        bool               `json:"last_round,omitempty"`
	PlantedThisRound bool               `json:"planted_this_round,omitempty"`
	CompletedFirst   *Player            `json:"completed_first,omitempty"`
	Deck             []string           `json:"deck,omitzero"`
	DeckHidden       int                `json:"deck_hidden,omitempty"`
	Discard          []string           `json:"discard,omitzero"`
	Drawn            []string           `json:"drawn,omitempty"`
	DrawnHidden      int                `json:"drawn_hidden,omitempty"`
	Fauna            []faunaJSON        `json:"fauna"`
	PublicEcosystems []string           `json:"public_ecosystems,omitzero"`
	Owed             []owedJSON         `json:"owed,omitempty"`
	Activation       *activationJSON    `json:"activation,omitempty"`
	Resolving        []*frameJSON       `json:"resolving,omitempty"`
	LastLeaf         *lastLeafJSON      `json:"last_leaf,omitempty"`
	Seats            []*seatJSON        `json:"seats"`
	AnimalKingdom    *animalKingdomJSON `json:"animal_kingdom,omitempty"`
	Gaia             *gaiaJSON          `json:"gaia,omitempty"`
}

// faunaJSON is a Fauna slot: its side by name, and its Leaves.
type faunaJSON struct {
	Side           string   `json:"side"`
	Claims         []Player `json:"claims,omitzero"`
	ClaimsThisTurn []Player `json:"claims_this_turn,omitzero"`
}

// toJSON returns g as JSON writes it. It shares none of g's memory, so
// that g need not live on the heap.
func (g *data) toJSON() (*gameJSON, error) {
	j := &gameJSON{Config: g.Config, RNG: g.RNG, Turn: g.Turn, Round: stateOf(*g).Round(), Active: g.Active,
		Action: colourWord(g.Action), Step: g.Stage, Planted: g.Planted, LastRound: g.Last, PlantedThisRound: g.RoundPlanted,
		Seats: make([]*seatJSON, g.n())}
	if g.Ender != NoPlayer {
		e := g.Ender
		j.CompletedFirst = &e
	}
	ps, n := g.movers()
	j.ToAct = append([]Player{}, ps[:n]...)
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
	for _, f := range []func(*gameJSON) error{g.boardToJSON, g.turnToJSON, g.framesToJSON, g.animalsToJSON} {
		if err := f(j); err != nil {
			return nil, err
		}
	}
	for p := range j.Seats {
		if j.Seats[p], err = g.seatToJSON(Player(p)); err != nil {
			return nil, err
		}
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
			j.Fauna[i] = faunaJSON{Side: n, Claims: clone(slot.Claims), ClaimsThisTurn: clone(slot.Turn)}
		}
	}
	if g.Public != nil {
		j.PublicEcosystems = make([]string, 0, len(g.Public))
	}
	for _, e := range g.Public {
		n, err := nameAt(cs.ecosystems, ecoName, e, "Ecosystem side")
		if err != nil {
			return err
		}
		j.PublicEcosystems = append(j.PublicEcosystems, n)
	}
	return nil
}

// fromJSON fills g, a zero game, from j; it refuses a name not in the
// standard set, what the game's fixed arrays cannot hold (no seat or
// more than MaxPlayers, a tableau of more than TableauCards cards, more
// than maxFrames abilities being resolved, Gaia's side in a game that is
// not solo or none in one that is). The derived keys are checked once
// the position is valid (derivedAgree).
func (g *data) fromJSON(j *gameJSON) error {
	cs, err := standard()
	if err != nil {
		return err
	}
	switch {
	case len(j.Seats) == 0 || len(j.Seats) > MaxPlayers:
		return fmt.Errorf("%d seats: a game has 1 to %d", len(j.Seats), MaxPlayers)
	case len(j.Resolving) > maxFrames:
		return fmt.Errorf("%d abilities being resolved: at most %d resolve at once", len(j.Resolving), maxFrames)
	}
	g.cs, g.Config, g.RNG, g.Turn, g.Active = setRef{cs}, j.Config, j.RNG, j.Turn, j.Active
	g.Action, g.Stage, g.Planted, g.Last, g.RoundPlanted = Colour(j.Action), j.Step, j.Planted, j.LastRound, j.PlantedThisRound
	g.Ender = NoPlayer
	if j.CompletedFirst != nil {
		g.Ender = *j.CompletedFirst
	}
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
	g.setPlayers(len(j.Seats))
	if err := g.stepPlayerFromJSON(j.StepPlayer); err != nil {
		return err
	}
	for p, sj := range j.Seats {
		if err := g.seatFromJSON(Player(p), sj); err != nil {
			return err
		}
	}
	g.noteHandEvents()
	for _, f := range []func(*gameJSON) error{g.framesFromJSON, g.turnFromJSON, g.animalsFromJSON} {
		if err := f(j); err != nil {
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
		g.Fauna[i] = faunaSlot{Side: side, Claims: f.Claims, Turn: f.ClaimsThisTurn}
	}
	g.Public = nil
	if j.PublicEcosystems != nil {
		g.Public = make([]int, 0, len(j.PublicEcosystems))
	}
	for _, n := range j.PublicEcosystems {
		e, err := indexNamed(cs.ecosystems, ecoName, n, "Ecosystem side")
		if err != nil {
			return fmt.Errorf("public Ecosystems: %w", err)
		}
		g.Public = append(g.Public, e)
	}
	return nil
}

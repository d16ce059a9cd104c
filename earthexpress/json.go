package earthexpress

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/rulebox/rulebox/internal/rng"
)

// stateJSON is a State as JSON. Cards are written by name ("" for none);
// the Earth stack, which keeps no order, as a compact set (see deck).
type stateJSON struct {
	Cards      string          `json:"cards"`
	RNG        rng.RNG         `json:"rng"`
	Players    int             `json:"players"`
	Level      Level           `json:"level,omitempty"`
	Standard   bool            `json:"standard"`
	Ecosystems bool            `json:"ecosystems"`
	PlainTerr  bool            `json:"terrains_not_brown,omitempty"`
	Round      int             `json:"round"`
	Tiles      [3]uint8        `json:"tiles"`
	TilesLeft  int             `json:"tiles_left"`
	Tile       int             `json:"tile"`
	Stack      deck            `json:"stack"`
	Discard    []jsonCard      `json:"discard"`
	Fauna      [2]jsonFauna    `json:"fauna"` // the two Fauna cards in play, by name
	FaunaSide  [2]uint8        `json:"fauna_side"`
	FaunaNext  [2]uint8        `json:"fauna_next"`
	Public     []jsonEcosystem `json:"public,omitempty"` // the two public Ecosystem cards by name; none without Ecosystems
	PublicSide [2]uint8        `json:"public_side"`
	Seats      []playerJSON    `json:"seats"`
	Demeter    *demeterJSON    `json:"demeter,omitempty"`
	Choosing   bool            `json:"choosing"`
}

type playerJSON struct {
	Hand       []jsonCard       `json:"hand,omitempty"` // left out when hidden: hand_size counts it
	HandSize   int              `json:"hand_size"`
	Tableau    [Spaces]jsonCard `json:"tableau"`
	Sprouts    [Spaces]uint8    `json:"sprouts,omitempty"`
	Growth     [Spaces]uint8    `json:"growth,omitempty"`
	Seeds      int16            `json:"seeds"`
	Tokens     [2]uint8         `json:"tokens,omitempty"`
	Phase      Phase            `json:"phase"`
	Sub        sub              `json:"sub,omitempty"`
	ToPlant    uint8            `json:"to_plant,omitempty"`
	Planted    uint16           `json:"planted,omitempty"`
	Refreshed  bool             `json:"refreshed,omitempty"`
	Discards   uint8            `json:"discards,omitempty"`
	Action     Colour           `json:"action,omitempty"`
	Cursor     uint8            `json:"cursor,omitempty"`
	Deferred   uint32           `json:"deferred,omitempty"`
	Blacks     uint32           `json:"blacks,omitempty"`
	Act        activationJSON   `json:"act"`
	Claims     [2]int8          `json:"claims"`
	ClaimRound [2]uint8         `json:"claim_round,omitempty"`
	Eco        []string         `json:"eco,omitempty"` // the two Ecosystem cards dealt, by name ("" for one a view hides); none without Ecosystems
	EcoKept    int8             `json:"eco_kept"`
	EcoSide    uint8            `json:"eco_side,omitempty"`
	Germs      uint8            `json:"germinations,omitempty"`
	Chosen     jsonCard         `json:"chosen,omitempty"`
	ConvRes    Resource         `json:"convert,omitempty"`
	ConvLeft   uint8            `json:"convert_left,omitempty"`
	Closed     bool             `json:"closed,omitempty"`
}

type activationJSON struct {
	On      bool     `json:"on,omitempty"`
	Place   int8     `json:"place,omitempty"`
	Ab      uint8    `json:"ability,omitempty"`
	Alt     uint8    `json:"option,omitempty"`
	Step    uint8    `json:"step,omitempty"`
	Left    uint8    `json:"left,omitempty"`
	One     int8     `json:"one,omitempty"`
	Given   uint16   `json:"given,omitempty"`
	Neigh   int8     `json:"neighbour,omitempty"`
	Colour  Colour   `json:"colour,omitempty"`
	Res     Resource `json:"resource,omitempty"`
	Prompt  bool     `json:"prompt,omitempty"`
	Choose  uint8    `json:"choose,omitempty"`
	Opp     int8     `json:"opponent,omitempty"`
	Entered bool     `json:"entered,omitempty"`
	Where   uint16   `json:"where,omitempty"`
	Each    uint8    `json:"each,omitempty"`
}

type demeterJSON struct {
	Tableau      [Spaces]jsonCard `json:"tableau"`
	VP           int              `json:"vp"`
	Claims       [2]int8          `json:"claims"`
	Claimed      uint8            `json:"claimed"`
	Tie          []Colour         `json:"tie,omitempty"` // the colours tied, by word
	PendingFauna bool             `json:"pending_fauna"`
	Acted        uint8            `json:"acted"`
	SameRound    [2]bool          `json:"same_round"`
}

func (d *data) toJSON() stateJSON {
	j := stateJSON{
		Cards: d.cards.Name, RNG: d.rng, Players: int(d.n), Level: d.level, Standard: d.standard, Ecosystems: d.ecos, PlainTerr: d.plainTerr,
		Round: int(d.round), Tiles: d.tiles, TilesLeft: int(d.ntiles), Tile: int(d.tile),
		Stack: d.pl.stack, Discard: cardsOf(State{table{d: *d}}.DiscardPile()), Fauna: [2]jsonFauna{jsonFauna(d.fauna[0]), jsonFauna(d.fauna[1])}, FaunaSide: d.faunaSide,
		FaunaNext: d.faunaNext, Public: publicOf(d), PublicSide: d.publicSide, Choosing: d.choosing,
	}
	for i := range int(d.n) {
		p := d.seat(i)
		a := p.act
		j.Seats = append(j.Seats, playerJSON{
			Hand: shownHand(p), HandSize: int(p.nhand), Tableau: jsonCards(p.tab), Sprouts: p.sprouts, Growth: p.growth,
			Seeds: p.seeds, Tokens: p.tokens, Phase: p.phase, Sub: p.sub, ToPlant: p.toPlant, Planted: p.planted,
			Refreshed: p.refreshed, Discards: p.discards, Action: p.action, Cursor: p.cursor, Deferred: p.deferred,
			Blacks: p.blacks, Claims: p.claims, ClaimRound: p.claimRound, Eco: ecoNames(d, p.eco), EcoKept: p.ecoKept,
			EcoSide: p.ecoSide, Germs: p.germs, Chosen: jsonCard(p.chosen), ConvRes: p.convRes, ConvLeft: p.convLeft,
			Closed: p.closed, Act: activationJSON{a.on, a.place, a.ab, a.alt, a.step, a.left, a.one, a.given, a.neigh, a.colour, a.res,
				a.prompt, a.choose, a.opp, a.entered, a.where, a.each},
		})
	}
	if d.solo() {
		m := d.dem
		j.Demeter = &demeterJSON{jsonCards(d.demTab), m.vp, m.claims, m.claimed, tieColours(m.tie), m.pendingFauna, m.acted, m.sameRound}
	}
	return j
}

// fromJSON fills d from j, checking only what would make d unreadable
// (sizes, numbers); Validate checks the rules.
func (d *data) fromJSON(j *stateJSON) error {
	cs := standard()
	if j.Cards != cs.Name {
		return fmt.Errorf("the card set %q is not the embedded one %q", j.Cards, cs.Name)
	}
	if j.Players < 1 || j.Players > MaxPlayers || len(j.Seats) != j.Players {
		return fmt.Errorf("%d players with %d seats: expected 1 to %d, one seat each", j.Players, len(j.Seats), MaxPlayers)
	}
	*d = data{head: head{cards: cs, rng: j.RNG, n: uint8(j.Players), level: j.Level, standard: j.Standard, ecos: j.Ecosystems, plainTerr: j.PlainTerr,
		tiles: j.Tiles, fauna: [2]uint8{uint8(j.Fauna[0]), uint8(j.Fauna[1])}, faunaSide: j.FaunaSide, faunaNext: j.FaunaNext,
		publicSide: j.PublicSide, choosing: j.Choosing}}
	d.seats(j.Players)
	switch len(j.Public) {
	case 0:
	case 2:
		d.public = [2]uint8{uint8(j.Public[0]), uint8(j.Public[1])}
	default:
		return fmt.Errorf("%d public Ecosystems: expected 2, or none without Ecosystems", len(j.Public))
	}
	if j.Round < 0 || j.Round > Rounds || j.TilesLeft < 0 || j.TilesLeft > 3 || j.Tile < 0 || j.Tile > 2 {
		return fmt.Errorf("round %d, %d tiles left, tile %d: out of range", j.Round, j.TilesLeft, j.Tile)
	}
	d.round, d.ntiles, d.tile = uint8(j.Round), uint8(j.TilesLeft), uint8(j.Tile)
	d.pl.stack = j.Stack
	for _, c := range j.Discard {
		d.pl.discard.add(Card(c))
	}
	for i, pj := range j.Seats {
		if len(pj.Hand) > HandSize || pj.HandSize < 0 || pj.HandSize > HandSize || len(pj.Hand) != 0 && pj.HandSize != len(pj.Hand) {
			return fmt.Errorf("%v holds %d cards (hand size %d): at most %d", Player(i), len(pj.Hand), pj.HandSize, HandSize)
		}
		p := d.seat(i)
		for k, c := range pj.Hand {
			p.hand[k] = Card(c)
		}
		a := pj.Act
		*p = player{hand: p.hand, nhand: uint8(pj.HandSize), tab: cardsFrom(pj.Tableau), sprouts: pj.Sprouts, growth: pj.Growth,
			seeds: pj.Seeds, tokens: pj.Tokens, phase: pj.Phase, sub: pj.Sub, toPlant: pj.ToPlant, planted: pj.Planted,
			refreshed: pj.Refreshed, discards: pj.Discards, action: pj.Action, cursor: pj.Cursor, deferred: pj.Deferred,
			blacks: pj.Blacks, claims: pj.Claims, claimRound: pj.ClaimRound, ecoKept: pj.EcoKept,
			ecoSide: pj.EcoSide, germs: pj.Germs, chosen: Card(pj.Chosen), convRes: pj.ConvRes, convLeft: pj.ConvLeft,
			closed: pj.Closed, act: activation{given: a.Given, where: a.Where, on: a.On, place: a.Place, ab: a.Ab, alt: a.Alt, step: a.Step, left: a.Left, one: a.One,
				neigh: a.Neigh, colour: a.Colour, res: a.Res, prompt: a.Prompt, choose: a.Choose, opp: a.Opp, entered: a.Entered, each: a.Each},
		}
		eco, err := ecoCards(pj.Eco)
		if err != nil {
			return fmt.Errorf("%v: %w", Player(i), err)
		}
		p.eco = eco
		p.fitAll(cs)
		d.fitCosts(i)
	}
	if (j.Demeter != nil) != (j.Players == 1) {
		return fmt.Errorf("demeter is in a solo game, and only there")
	}
	d.dem = demeter{claims: [2]int8{-1, -1}}
	if m := j.Demeter; m != nil {
		d.demTab = cardsFrom(m.Tableau)
		d.dem = demeter{vp: m.VP, claims: m.Claims, claimed: m.Claimed, tie: tieMask(m.Tie), pendingFauna: m.PendingFauna, acted: m.Acted, sameRound: m.SameRound}
	}
	return nil
}

// MarshalJSON writes the whole state, random generator included, so that
// a game saved and loaded goes on exactly as it would have. Only a game of
// the embedded card set can be saved.
func (s State) MarshalJSON() ([]byte, error) {
	if s.d.cards == nil {
		return nil, fmt.Errorf("earthexpress: cannot encode the zero State; use New")
	}
	if !s.d.cards.Equal(standard()) {
		return nil, fmt.Errorf("earthexpress: cannot encode a game played with the card set %q: a state is saved by its set's name, and only the embedded set reloads", s.d.cards.Name)
	}
	return json.Marshal(s.d.toJSON())
}

// UnmarshalJSON reads a state written by MarshalJSON. A position the rules
// cannot reach is refused with the reason (see Validate); s is then left
// as it was.
func (s *State) UnmarshalJSON(data []byte) error {
	var j stateJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("earthexpress: state JSON: %w", err)
	}
	var t State
	if err := t.d.fromJSON(&j); err != nil {
		return fmt.Errorf("earthexpress: state JSON: %w", err)
	}
	if err := t.Validate(); err != nil {
		return err
	}
	t.d.recordWinners()
	t.mark()
	*s = t
	return nil
}

// MarshalJSON writes the move's notation as a JSON string.
func (m Move) MarshalJSON() ([]byte, error) { return json.Marshal(m.String()) }

// UnmarshalJSON reads a move's notation (cards of the embedded set).
func (m *Move) UnmarshalJSON(data []byte) error {
	var text string
	if err := json.Unmarshal(data, &text); err != nil {
		return err
	}
	mv, err := ParseMove(State{}, text)
	if err != nil {
		return err
	}
	*m = mv
	return nil
}

// jsonCard is a card of the embedded set (the only one a state is saved
// with) written by name; "" is none.
type jsonCard Card

// MarshalText writes the card's name.
func (c jsonCard) MarshalText() ([]byte, error) { return []byte(standard().name(Card(c))), nil }

// UnmarshalText reads a card's name.
func (c *jsonCard) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*c = jsonCard(NoCard)
		return nil
	}
	k, ok := standard().Lookup(string(b))
	if !ok {
		return fmt.Errorf("%q is no card of the embedded set", b)
	}
	*c = jsonCard(k)
	return nil
}

// jsonCards is a tableau by name.
func jsonCards(t [Spaces]Card) (out [Spaces]jsonCard) {
	for k, c := range t {
		out[k] = jsonCard(c)
	}
	return out
}

// cardsFrom is a tableau read by name.
func cardsFrom(t [Spaces]jsonCard) (out [Spaces]Card) {
	for k, c := range t {
		out[k] = Card(c)
	}
	return out
}

// cardsOf is a pile by name.
func cardsOf(cs []Card) []jsonCard {
	out := make([]jsonCard, len(cs))
	for i, c := range cs {
		out[i] = jsonCard(c)
	}
	return out
}

// shownHand is p's hand by name, or nil when it is hidden (a view of
// another player's hand: its size is written apart).
func shownHand(p *player) []jsonCard {
	hand := p.hand[:p.nhand]
	if len(hand) > 0 && hand[0] == NoCard {
		return nil
	}
	return cardsOf(hand)
}

// jsonFauna is a Fauna card of the embedded set, written by name.
type jsonFauna uint8

// MarshalText writes the Fauna card's name.
func (f jsonFauna) MarshalText() ([]byte, error) {
	fs := standard().fauna
	if int(f) >= len(fs) {
		return nil, fmt.Errorf("Fauna card %d: the set has %d", f, len(fs))
	}
	return []byte(fs[f].Name), nil
}

// UnmarshalText reads a Fauna card's name.
func (f *jsonFauna) UnmarshalText(b []byte) error {
	for i, fc := range standard().fauna {
		if fc.Name == string(b) {
			*f = jsonFauna(i)
			return nil
		}
	}
	return fmt.Errorf("%q is no Fauna card of the embedded set", b)
}

// jsonEcosystem is an Ecosystem card of the embedded set, written by name.
type jsonEcosystem uint8

// MarshalText writes the Ecosystem card's name.
func (e jsonEcosystem) MarshalText() ([]byte, error) {
	es := standard().ecosystems
	if int(e) >= len(es) {
		return nil, fmt.Errorf("Ecosystem card %d: the set has %d", e, len(es))
	}
	return []byte(es[e].Name), nil
}

// UnmarshalText reads an Ecosystem card's name.
func (e *jsonEcosystem) UnmarshalText(b []byte) error {
	for i, ec := range standard().ecosystems {
		if ec.Name == string(b) {
			*e = jsonEcosystem(i)
			return nil
		}
	}
	return fmt.Errorf("%q is no Ecosystem card of the embedded set", b)
}

// publicOf is d's public Ecosystems by name, none without Ecosystems.
func publicOf(d *data) []jsonEcosystem {
	if !d.ecos {
		return nil
	}
	return []jsonEcosystem{jsonEcosystem(d.public[0]), jsonEcosystem(d.public[1])}
}

// ecoNames is a seat's two Ecosystem cards by name, none without
// Ecosystems.
func ecoNames(d *data, eco [2]uint8) []string {
	if !d.ecos {
		return nil
	}
	es := standard().ecosystems
	out := make([]string, 2)
	for k, e := range eco {
		if int(e) < len(es) {
			out[k] = es[e].Name
		}
	}
	return out
}

// ecoCards reads a seat's two Ecosystem cards by name; "" (hidden) and
// none read as card 0, as a view holds them.
func ecoCards(names []string) ([2]uint8, error) {
	var eco [2]uint8
	if len(names) != 0 && len(names) != 2 {
		return eco, fmt.Errorf("%d Ecosystem cards: expected 2, or none without Ecosystems", len(names))
	}
	for k, n := range names {
		if n == "" {
			continue
		}
		var e jsonEcosystem
		if err := e.UnmarshalText([]byte(n)); err != nil {
			return eco, err
		}
		eco[k] = uint8(e)
	}
	return eco, nil
}

// tieColours lists the colours of Demeter's tie, a bitmask by colour.
func tieColours(tie uint8) []Colour {
	var out []Colour
	for c := Red; c <= Yellow; c++ {
		if tie&(1<<c) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// tieMask is the bitmask of the colours cs; Validate refuses one that
// holds any but red, blue and yellow.
func tieMask(cs []Colour) uint8 {
	var m uint8
	for _, c := range cs {
		if c < 8 {
			m |= 1 << c
		} else {
			m |= 1 // no colour: Validate refuses it
		}
	}
	return m
}

package beforeearth

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/rulebox/rulebox/internal/enum"
	"github.com/rulebox/rulebox/internal/rng"
)

// stateJSON is a State as JSON: cards by name, resources by type.
type stateJSON struct {
	Cards      string        `json:"cards"`
	Digest     string        `json:"cards_digest"`
	RNG        rng.RNG       `json:"rng"`
	Round      int           `json:"round"`
	Phase      Phase         `json:"phase"`
	Step       int           `json:"step"`
	Tiebreaker Player        `json:"tiebreaker"`
	First      Player        `json:"first"`
	Players    [2]playerJSON `json:"players"`
	Bag        Resources     `json:"bag"`
	Quarries   [3]Resources  `json:"quarries"`
	ShipDeck   []string      `json:"ship_deck"`
	PlanetDeck []string      `json:"planet_deck"`
	ShipRow    [3]string     `json:"ship_row"`
	PlanetRow  [3]string     `json:"planet_row"`
	FaceDown   []string      `json:"face_down"`
	Pending    []pendingJSON `json:"pending"`
	Winner     *Player       `json:"winner,omitempty"`
	Victory    Victory       `json:"victory,omitempty"`
}

type playerJSON struct {
	Played     Action    `json:"played"`
	Cancelled  bool      `json:"cancelled,omitempty"`
	Discount   int       `json:"discount,omitempty"`
	Colonized  bool      `json:"colonized_this_round,omitempty"`
	Damage     int       `json:"damage"`
	Technology int       `json:"technology"`
	Resources  Resources `json:"resources"`
	Fleet      []string  `json:"fleet"`
	Planets    []string  `json:"planets"`
}

type pendingJSON struct {
	Kind   string    `json:"kind"`
	Player Player    `json:"player"`
	Card   string    `json:"card,omitempty"`
	Alt    int       `json:"alt,omitempty"`
	PC     int       `json:"pc,omitempty"`
	N      int       `json:"n,omitempty"`
	Mask   int       `json:"mask,omitempty"`
	Cost   Resources `json:"cost"`
}

// MarshalJSON writes the whole state, random generator included, so that a
// game saved and loaded goes on exactly as it would have.
func (s State) MarshalJSON() ([]byte, error) {
	d := &s.d
	cs := d.cards
	if cs == nil {
		return nil, fmt.Errorf("beforeearth: cannot encode the zero State; use New")
	}
	j := stateJSON{
		Cards: cs.Name, Digest: digestText(cs.digest), RNG: d.rng, Round: int(d.round), Phase: d.phase, Step: int(d.step),
		Tiebreaker: d.tiebreaker.P(), First: d.first.P(), Bag: d.bag, Quarries: d.quarry,
		ShipDeck: nonNil(cs.shipNames(d.shipDeck)), PlanetDeck: nonNil(cs.planetNames(d.planetDeck)),
		ShipRow: cs.shipRowNames(d.shipRow), PlanetRow: cs.planetRowNames(d.planetRow),
		FaceDown: nonNil(cs.planetNames(d.faceDown)), Pending: []pendingJSON{}, Victory: d.victory,
	}
	for p := range j.Players {
		j.Players[p] = playerJSON{
			Played: d.played[p], Cancelled: d.cancelled[p], Discount: int(d.discount[p]),
			Colonized: d.colonized[p], Damage: int(d.damage[p]), Technology: int(d.tech[p]),
			Resources: d.res[p], Fleet: nonNil(cs.shipNames(d.ships[p])), Planets: nonNil(cs.planetNames(d.planets[p])),
		}
	}
	for _, e := range d.stack[:min(int(d.depth), maxStack)] {
		j.Pending = append(j.Pending, pendingJSON{Kind: e.kind.String(), Player: e.player(), Card: cs.pendingCard(e),
			Alt: int(e.alt), PC: int(e.pc), N: int(e.n), Mask: int(e.mask), Cost: e.cost})
	}
	if d.victory != NoVictory {
		w := d.winner.P()
		j.Winner = &w
	}
	return json.Marshal(j)
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// pendingCard names the card a stack entry refers to, if any.
func (c *CardSet) pendingCard(e pending) string {
	if e.kind == pendShipFrame || (e.kind == pendOption && e.mask == optionShip) {
		if e.card >= 0 && int(e.card) < len(c.Ships) {
			return c.Ships[e.card].Name
		}
	}
	if e.kind == pendPlanetFrame || e.kind == pendPay || (e.kind == pendOption && e.mask != optionShip) {
		if e.card >= 0 && int(e.card) < len(c.Planets) {
			return c.Planets[e.card].Name
		}
	}
	return ""
}

// digestText writes a card set's fingerprint as saved states carry it.
func digestText(h uint64) string { return fmt.Sprintf("%016x", h) }

// UnmarshalJSON reads a state written by MarshalJSON with the embedded card
// set, checks it (Validate) and reports clearly what is wrong; on error the
// receiver is left as it was. A state of another card set is read with
// (*CardSet).DecodeState.
func (s *State) UnmarshalJSON(b []byte) error {
	cs, err := standard()
	if err != nil {
		return err
	}
	ns, err := decodeState(cs, b)
	if err != nil {
		return err
	}
	*s = ns
	return nil
}

// DecodeState reads a state of a game played with card set c (nil: the
// embedded set), as written by State.MarshalJSON. A state records the name
// and fingerprint of its set (names, origins, costs, abilities, quarry
// capacity): it is refused unless c holds exactly those cards, so it always
// goes on with the cards it was played with.
func (c *CardSet) DecodeState(b []byte) (State, error) {
	cs, err := rulesFor(c)
	if err != nil {
		return State{}, err
	}
	return decodeState(cs, b)
}

// decodeState reads a state of compiled set cs.
func decodeState(cs *CardSet, b []byte) (State, error) {
	var j stateJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return State{}, fmt.Errorf("beforeearth: state JSON: %w", err)
	}
	if j.Cards != cs.Name || j.Digest != digestText(cs.digest) {
		return State{}, fmt.Errorf("beforeearth: state is of card set %q (fingerprint %q), not %q (fingerprint %s): a state goes on only with the cards it was played with",
			j.Cards, j.Digest, cs.Name, digestText(cs.digest))
	}
	d, err := j.data(cs)
	if err != nil {
		return State{}, fmt.Errorf("beforeearth: state JSON: %w", err)
	}
	d.seal()
	s := State{sealedTable(&d)}
	if err := s.Validate(); err != nil {
		return State{}, fmt.Errorf("beforeearth: state JSON: %w", err)
	}
	return s, nil
}

// data converts the JSON form, resolving card names.
func (j *stateJSON) data(c *CardSet) (data, error) {
	d := data{cards: c, rng: j.RNG, phase: j.Phase, bag: j.Bag, quarry: j.Quarries, victory: j.Victory}
	if (j.Winner == nil) != (j.Victory == NoVictory) {
		return d, fmt.Errorf("winner and victory disagree")
	}
	if !isSeat(j.Tiebreaker) || !isSeat(j.First) || j.Winner != nil && !isSeat(*j.Winner) {
		return d, fmt.Errorf("tiebreaker %v, first player %v or winner is not P1 or P2", j.Tiebreaker, j.First)
	}
	d.tiebreaker, d.first = player8(j.Tiebreaker), player8(j.First)
	if j.Round < 1 || j.Round > 65535 || j.Step < 0 || j.Step > 255 {
		return d, fmt.Errorf("round %d or step %d out of range", j.Round, j.Step)
	}
	d.round, d.step = uint16(j.Round), uint8(j.Step)
	var err error
	names := cardNames{c: c, err: &err}
	d.shipDeck, d.planetDeck = names.ships(j.ShipDeck), names.planets(j.PlanetDeck)
	d.shipRow, d.planetRow = names.shipRow(j.ShipRow), names.planetRow(j.PlanetRow)
	d.faceDown = names.planets(j.FaceDown)
	for p, pj := range j.Players {
		if err := pj.into(&d, Player(p), names); err != nil {
			return d, err
		}
	}
	if len(j.Pending) > maxStack {
		return d, fmt.Errorf("%d pending entries, at most %d", len(j.Pending), maxStack)
	}
	for i, e := range j.Pending {
		pe, perr := e.pending(c)
		if perr != nil {
			return d, fmt.Errorf("pending %d: %w", i, perr)
		}
		d.stack[i] = pe
	}
	d.depth = uint8(len(j.Pending))
	if j.Winner != nil {
		d.winner = player8(*j.Winner)
	}
	return d, err
}

// into stores one player's part.
func (pj playerJSON) into(d *data, p Player, names cardNames) error {
	if pj.Discount < 0 || pj.Discount > 255 || pj.Damage < 0 || pj.Damage > TrackMax || pj.Technology < 0 || pj.Technology > TrackMax {
		return fmt.Errorf("player %v: discount %d, damage %d or technology %d out of range", p, pj.Discount, pj.Damage, pj.Technology)
	}
	d.played[p], d.cancelled[p], d.discount[p], d.colonized[p] = pj.Played, pj.Cancelled, uint8(pj.Discount), pj.Colonized
	d.damage[p], d.tech[p], d.res[p] = int8(pj.Damage), int8(pj.Technology), pj.Resources
	d.ships[p], d.planets[p] = names.ships(pj.Fleet), names.planets(pj.Planets)
	return nil
}

// pending converts one stack entry.
func (e pendingJSON) pending(c *CardSet) (pending, error) {
	var out pending
	kind := pendNone
	for k := pendTakeShip; k < numPendKinds; k++ {
		if e.Kind == k.String() {
			kind = k
		}
	}
	if kind == pendNone {
		return out, fmt.Errorf("unknown kind %q", e.Kind)
	}
	if e.Alt < 0 || e.Alt > 255 || e.PC < 0 || e.PC > 255 || e.N < 0 || e.N > 255 || e.Mask < 0 || e.Mask > 255 {
		return out, fmt.Errorf("alt, pc, n or mask out of range")
	}
	if !isSeat(e.Player) {
		return out, fmt.Errorf("player %v is not P1 or P2", e.Player)
	}
	out = pending{kind: kind, seat: uint8(e.Player), alt: uint8(e.Alt), pc: uint8(e.PC), n: uint8(e.N), mask: uint8(e.Mask), cost: e.Cost}
	if e.Card != "" {
		i := c.planetIndex(e.Card)
		if kind == pendShipFrame || (kind == pendOption && out.mask == optionShip) {
			i = c.shipIndex(e.Card)
		}
		if i < 0 {
			return out, fmt.Errorf("no card named %q", e.Card)
		}
		out.card = int8(i)
	}
	return out, nil
}

// cardNames resolves names, keeping the first error.
type cardNames struct {
	c   *CardSet
	err *error
}

func (n cardNames) fail(what, name string) {
	if *n.err == nil {
		*n.err = fmt.Errorf("no %s named %q", what, name)
	}
}

func (n cardNames) dup(name string) {
	if *n.err == nil {
		*n.err = fmt.Errorf("card %q listed twice in one place", name)
	}
}

func (n cardNames) ships(names []string) bits {
	var b bits
	for _, name := range names {
		i := n.c.shipIndex(name)
		switch {
		case i < 0:
			n.fail("spaceship", name)
		case b.has(i):
			n.dup(name)
		}
		b |= bit(max(i, 0))
	}
	return b
}

func (n cardNames) planets(names []string) bits {
	var b bits
	for _, name := range names {
		i := n.c.planetIndex(name)
		switch {
		case i < 0:
			n.fail("planet", name)
		case b.has(i):
			n.dup(name)
		}
		b |= bit(max(i, 0))
	}
	return b
}

func (n cardNames) shipRow(names [3]string) [RowSize]int8 {
	row := [RowSize]int8{-1, -1, -1}
	for k, name := range names {
		if name != "" {
			if i := n.c.shipIndex(name); i >= 0 {
				row[k] = int8(i)
			} else {
				n.fail("spaceship", name)
			}
		}
	}
	return row
}

func (n cardNames) planetRow(names [3]string) [RowSize]int8 {
	row := [RowSize]int8{-1, -1, -1}
	for k, name := range names {
		if name != "" {
			if i := n.c.planetIndex(name); i >= 0 {
				row[k] = int8(i)
			} else {
				n.fail("planet", name)
			}
		}
	}
	return row
}

// MarshalText writes the phase's name.
func (p Phase) MarshalText() ([]byte, error) { return enum.Text(phaseNames[:], p, "phase") }

// UnmarshalText reads a phase's name.
func (p *Phase) UnmarshalText(b []byte) error { return enum.Parse(p, b, phaseNames[:], "phase") }

// MarshalText writes the victory's name.
func (v Victory) MarshalText() ([]byte, error) {
	return enum.Text(victoryNames[:], v, "victory condition")
}

// UnmarshalText reads a victory's name.
func (v *Victory) UnmarshalText(b []byte) error {
	return enum.Parse(v, b, victoryNames[:], "victory condition")
}

package beforeearth

import (
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// Scenario describes a position to start a round from, so that a rules
// question becomes a unit test: tracks, resources, Fleets, colonized planets,
// Quarries, rows and the tiebreaker, the action cards played, and the step
// of the round to start at. It can be written in Go or loaded from YAML:
//
//	tiebreaker: P1
//	quarries: [{black: 1}, {}, {grey: 2}]
//	ship_row: [STS Jude 0331, Chelzane-0521, The Davnarock]
//	planet_row: [Nestarvis, Eplade, Hoenides]
//	step: action P2
//	seats:
//	  - {technology: 5, resources: {grey: 2}, planets: [Drecolara], played: A}
//	  - {damage: 1, played: D}
//
// Resources named nowhere are in the bag; cards named nowhere are in their
// deck. A row left out is dealt from the deck (by Seed); a row given is laid
// exactly ("" for an empty place).
//
// A scenario starts at any step the rulebook names (see Step): while the
// action cards are chosen (step choose, the default, with one player's
// card already played, or none), or, both cards played, after the reveal:
// at a player's reaction (Phase 1), their action or their planet abilities
// (Phase 2), their colonizing (Phase 3), or Maintenance (Phase 4, which
// resolves into the next round). The position laid out is what the steps
// before left; what they decided for the round follows from the cards
// played (the order, whose action is cancelled, Occupy's and a stolen
// Occupy's discount), and a seat says the rest: a discount won otherwise
// (The Imitator copying Occupy) and whether the player has colonized in
// Phase 3 (colonized_this_round). The round then resolves from the step
// up to its first decision: with both cards played and step choose, from
// the reveal.
//
// A Config's every mode is written as New's Config writes it: Players,
// Seed, and a card set (Cards) given in Go. State.Scenario prints a
// position back as a scenario and MarshalScenario writes it as YAML.
type Scenario struct {
	Seed       uint64         `yaml:"seed,omitempty"`            // deals the rows left out, and every later draw
	Round      int            `yaml:"round,omitempty"`           // default 1
	Tiebreaker Player         `yaml:"tiebreaker"`                // who holds the tiebreaker token; default P1
	Quarries   []Pile         `yaml:"quarries,omitempty,flow"`   // Quarries 1 to 3
	ShipRow    []string       `yaml:"ship_row,omitempty,flow"`   // the available spaceships by name; left out, dealt
	PlanetRow  []string       `yaml:"planet_row,omitempty,flow"` // the available planets by name; left out, dealt
	Players    int            `yaml:"players,omitempty"`         // 2, or 0 for the same
	Step       Step           `yaml:"step,omitempty"`            // where the round starts; default choose
	Seats      []ScenarioSeat `yaml:"seats"`                     // P1, then P2
	Cards      *CardSet       `yaml:"-"`                         // default StandardCards
	Pos        carddata.Pos   `yaml:"-"`                         // where the scenario starts in its file, set by LoadScenario
}

// ScenarioSeat is one player's part of a Scenario.
type ScenarioSeat struct {
	Technology         int          `yaml:"technology,omitempty"`           // the technology track, 0 to 7
	Damage             int          `yaml:"damage,omitempty"`               // the damage track, 0 to 7
	Resources          Pile         `yaml:"resources,flow"`                 // the resources the player holds
	Fleet              []string     `yaml:"fleet,omitempty,flow"`           // spaceships the player owns, by name
	Planets            []string     `yaml:"planets,omitempty,flow"`         // planets the player colonized, by name
	FaceDown           []string     `yaml:"face_down,omitempty,flow"`       // of Planets, those whose ability was used
	Played             Action       `yaml:"played,omitempty"`               // the action card chosen this round; NoAction for none yet
	Discount           int          `yaml:"discount,omitempty"`             // past the reveal: Occupy's discount (2) won other than by the card played
	ColonizedThisRound bool         `yaml:"colonized_this_round,omitempty"` // in Phase 3: the player has colonized this round
	Pos                carddata.Pos `yaml:"-"`                              // where the player starts in the file, set by LoadScenario
}

// LoadScenario reads a Scenario from YAML, with file:line:col errors.
func LoadScenario(file string, data []byte) (Scenario, error) {
	var sc Scenario
	if err := carddata.Decode(file, data, &sc); err != nil {
		return Scenario{}, err
	}
	return sc, nil
}

// Build makes the state the scenario describes, or says what is wrong. The
// position laid out is checked (Validate) before any of the round runs.
func (sc Scenario) Build() (State, error) { return sc.build(engine.Log[Event]{}) }

// BuildEvents is Build that also returns the events of the part of the
// round it resolves when both action cards are played (the reveal,
// reactions, actions up to the first decision), as ApplyEvents would have
// reported them had the second card been played as a move. With a card
// missing nothing resolves and there are no events.
func (sc Scenario) BuildEvents() (State, []Event, error) {
	events := []Event{}
	s, err := sc.build(engine.NewLog(&events))
	if err != nil {
		return State{}, nil, err
	}
	return s, events, nil
}

// build lays out the scenario and resolves what it lets resolve, recording
// to log.
func (sc Scenario) build(log engine.Log[Event]) (State, error) {
	cs, err := rulesFor(sc.Cards)
	if err != nil {
		return State{}, err
	}
	b := builder{sc: sc, d: data{cards: cs, rng: rng.New(sc.Seed), round: 1}}
	if sc.Round > 0 {
		b.d.round = uint16(min(sc.Round, 65535))
	}
	b.d.shipDeck, b.d.planetDeck = allBits(len(cs.Ships)), allBits(len(cs.Planets))
	b.d.bag = Resources{PerColour, PerColour, PerColour}
	if err := b.build(); err != nil {
		return State{}, err
	}
	if err := b.start(log); err != nil {
		return State{}, err
	}
	b.d.seal()
	s := State{sealedTable(&b.d)}
	if err := s.Validate(); err != nil {
		return State{}, b.errorf(sc.Pos, "%v", err)
	}
	return s, nil
}

// builder lays out a scenario, taking every named thing from the bag or deck.
type builder struct {
	sc Scenario
	d  data
}

func (b *builder) errorf(pos carddata.Pos, format string, args ...any) error {
	var errs carddata.ErrorList
	errs.Addf(pos, format, args...)
	return errs.Err()
}

func (b *builder) build() error {
	if b.sc.Players != 0 && b.sc.Players != 2 {
		return b.errorf(b.sc.Pos, "%d players: the game is for exactly 2", b.sc.Players)
	}
	if len(b.sc.Seats) > 2 || len(b.sc.Quarries) > NumQuarries {
		return b.errorf(b.sc.Pos, "%d seats and %d quarries: at most 2 and %d", len(b.sc.Seats), len(b.sc.Quarries), NumQuarries)
	}
	if b.sc.Tiebreaker != P1 && b.sc.Tiebreaker != P2 {
		return b.errorf(b.sc.Pos, "tiebreaker %v is not P1 or P2", b.sc.Tiebreaker)
	}
	b.d.tiebreaker = player8(b.sc.Tiebreaker)
	for p, sp := range b.sc.Seats {
		if err := b.player(Player(p), sp); err != nil {
			return err
		}
	}
	for q, pile := range b.sc.Quarries {
		if err := b.take(b.sc.Pos, pile, &b.d.quarry[q]); err != nil {
			return err
		}
	}
	return b.rows()
}

// player lays out one player's part.
func (b *builder) player(p Player, sp ScenarioSeat) error {
	if sp.Technology < 0 || sp.Technology > TrackMax || sp.Damage < 0 || sp.Damage > TrackMax {
		return b.errorf(sp.Pos, "%v: technology %d and damage %d must be within 0..%d", p, sp.Technology, sp.Damage, TrackMax)
	}
	b.d.tech[p], b.d.damage[p] = int8(sp.Technology), int8(sp.Damage)
	if err := b.take(sp.Pos, sp.Resources, &b.d.res[p]); err != nil {
		return err
	}
	if err := b.deal(sp, p, "spaceship", sp.Fleet, b.d.cards.shipIndex, &b.d.shipDeck, &b.d.ships[p]); err != nil {
		return err
	}
	if err := b.deal(sp, p, "planet", sp.Planets, b.d.cards.planetIndex, &b.d.planetDeck, &b.d.planets[p]); err != nil {
		return err
	}
	for _, name := range sp.FaceDown {
		i := b.d.cards.planetIndex(name)
		if i < 0 || !b.d.planets[p].has(i) {
			return b.errorf(sp.Pos, "%v: face-down planet %q is not one of theirs", p, name)
		}
		b.d.faceDown |= bit(i)
	}
	if sp.Played > Mine {
		return b.errorf(sp.Pos, "%v: played %v is not an action card (A, B, C, D or none)", p, sp.Played)
	}
	b.d.played[p] = sp.Played
	return b.checkRound(p, sp)
}

// take moves pile from the bag into dst.
// deal moves the named cards from deck to dst, p's fleet or planets.
func (b *builder) deal(sp ScenarioSeat, p Player, kind string, names []string, index func(string) int, deck, dst *bits) error {
	for _, name := range names {
		i := index(name)
		if i < 0 || !deck.has(i) {
			return b.errorf(sp.Pos, "%v: %s %q is unknown or placed twice", p, kind, name)
		}
		*deck &^= bit(i)
		*dst |= bit(i)
	}
	return nil
}

func (b *builder) take(pos carddata.Pos, pile Pile, dst *Resources) error {
	want, err := pile.resources()
	if err != nil {
		return b.errorf(pos, "%v", err)
	}
	for c := range want {
		if want[c] > b.d.bag[c] {
			return b.errorf(pos, "more than %d %v resources in the scenario", PerColour, Resource(c))
		}
		b.d.bag[c] -= want[c]
		(*dst)[c] += want[c]
	}
	return nil
}

// rows lays the rows given and deals the others.
func (b *builder) rows() error {
	b.d.shipRow, b.d.planetRow = [RowSize]int8{-1, -1, -1}, [RowSize]int8{-1, -1, -1}
	if len(b.sc.ShipRow) > RowSize || len(b.sc.PlanetRow) > RowSize {
		return b.errorf(b.sc.Pos, "a row has at most %d cards", RowSize)
	}
	for k, name := range b.sc.ShipRow {
		i := b.d.cards.shipIndex(name)
		if name != "" && (i < 0 || !b.d.shipDeck.has(i)) {
			return b.errorf(b.sc.Pos, "ship_row: spaceship %q is unknown or placed twice", name)
		}
		if i >= 0 {
			b.d.shipDeck &^= bit(i)
			b.d.shipRow[k] = int8(i)
		}
	}
	for k, name := range b.sc.PlanetRow {
		i := b.d.cards.planetIndex(name)
		if name != "" && (i < 0 || !b.d.planetDeck.has(i)) {
			return b.errorf(b.sc.Pos, "planet_row: planet %q is unknown or placed twice", name)
		}
		if i >= 0 {
			b.d.planetDeck &^= bit(i)
			b.d.planetRow[k] = int8(i)
		}
	}
	ships, planets := b.d.shipRow, b.d.planetRow
	setup := game{data: &b.d}
	setup.refillRows()
	if b.sc.ShipRow != nil {
		b.d.shipDeck |= rowOnly(b.d.shipRow, ships)
		b.d.shipRow = ships
	}
	if b.sc.PlanetRow != nil {
		b.d.planetDeck |= rowOnly(b.d.planetRow, planets)
		b.d.planetRow = planets
	}
	return nil
}

// rowOnly returns the cards in dealt that are not in kept.
func rowOnly(dealt, kept [RowSize]int8) bits {
	var b bits
	for k := range dealt {
		if dealt[k] >= 0 && dealt[k] != kept[k] {
			b |= bit(int(dealt[k]))
		}
	}
	return b
}

// start checks the position laid out, as Validate would with the action
// cards still face down, then checks for a won position and, if both cards
// are played, reveals them and resolves up to the first decision.
func (b *builder) start(log engine.Log[Event]) error {
	laid := b.d
	laid.played = [2]Action{}
	laid.seal()
	if err := (State{sealedTable(&laid)}).Validate(); err != nil {
		return b.errorf(b.sc.Pos, "%v", err)
	}
	setup := game{data: &b.d} // a position won as laid out is no event
	setup.checkWin(P1)
	if b.d.victory != NoVictory {
		b.d.phase, b.d.step = Over, 0
		return nil
	}
	both := b.d.played[P1] != NoAction && b.d.played[P2] != NoAction
	if !both && b.sc.Step != (Step{}) {
		return b.errorf(b.sc.Pos, "step %v: the round goes past the reveal only once both players have played an action card (%s)", b.sc.Step, ruleChoose)
	}
	if both {
		g := game{data: &b.d, log: log}
		return b.resume(&g)
	}
	return nil
}

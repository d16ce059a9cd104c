package earthexpress

import (
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/rng"
)

// Scenario describes a position to start from, for rules questions and
// tests: the round, the revealed Action tile, the Fauna and Ecosystems in
// play and each player's hand, tableau, pieces and Seeds. Cards are named;
// every card not named is in the Earth stack. Build makes the State.
//
//	players: 2
//	round: 2
//	tile: [blue, yellow]
//	fauna: [Red Fox, Beaver]
//	seats:
//	  - tableau: [Giant Club Cactus, Siberian Elm, "", "", "", "", "", "", ""]
//	    growth: [0, 1]
//	    seeds: 4
//	    hand: [Basil]
//	    planted: true
type Scenario struct {
	// Players is 1 (solo) to 8.
	Players int `yaml:"players"`
	// Seed seeds the random generator of the position.
	Seed uint64 `yaml:"seed"`
	// Standard plays the standard side of the Fauna board.
	Standard bool `yaml:"standard"`
	// Level is the solo difficulty (Normal when zero; in YAML its word,
	// normal, hard or expert).
	Level Level `yaml:"level"`
	// TerrainsNotBrown is Config.TerrainsNotBrown.
	TerrainsNotBrown bool `yaml:"terrains_not_brown"`
	// Round is 1 to 5.
	Round int `yaml:"round"`
	// Tile is the revealed Action tile's colours (a tile of the set).
	Tile []string `yaml:"tile"`
	// Fauna names the two Fauna sides in play (by side name); empty puts
	// the first side of the set's first two Fauna cards in play.
	Fauna []string `yaml:"fauna"`
	// Ecosystems names the two public Ecosystem sides; empty for a game
	// without Ecosystems (not allowed solo).
	Ecosystems []string `yaml:"ecosystems"`
	// Demeter is Demeter's tableau, 9 card names (solo).
	Demeter []string `yaml:"demeter"`
	// Seats are the players, P1 first.
	Seats []ScenarioSeat `yaml:"seats"`
	// Cards is the card set the scenario names cards from; nil is the
	// embedded one (StandardCards). LoadScenario leaves it nil.
	Cards *CardSet `yaml:"-"`
}

// ScenarioSeat is one player's part of a Scenario.
type ScenarioSeat struct {
	// Hand names the cards in hand.
	Hand []string `yaml:"hand"`
	// Tableau names the 9 spaces' cards row by row ("" for empty; fewer
	// than 9 leaves the rest empty).
	Tableau []string `yaml:"tableau"`
	// Sprouts are the Sprouts on each space, row by row.
	Sprouts []int `yaml:"sprouts"`
	// Growth are the Growth pieces on each space, row by row.
	Growth []int `yaml:"growth"`
	// Seeds are the Seeds in reserve.
	Seeds int `yaml:"seeds"`
	// Ecosystem names the side of the player's own Ecosystem.
	Ecosystem string `yaml:"ecosystem"`
	// Planted reports that the player has planted this round: they are at
	// step 2, choosing the action.
	Planted bool `yaml:"planted"`
}

// LoadScenario reads a scenario in YAML (the fields of Scenario), naming
// file in errors. Build makes the position.
func LoadScenario(file string, data []byte) (Scenario, error) {
	var sc Scenario
	if err := carddata.Decode(file, data, &sc); err != nil {
		return Scenario{}, err
	}
	return sc, nil
}

// Build makes the position, with the cards of sc.Cards (nil: the embedded
// set). It refuses a card set New would refuse, a card named twice or
// unknown, pieces over a capacity, and any position Validate refuses.
// Like New, it plays a copy of the set's exported fields.
func (sc Scenario) Build() (State, error) {
	cs := sc.Cards
	if cs == nil || cs.Equal(standard()) {
		cs = standard()
	} else {
		if err := cs.check(); err != nil {
			return State{}, fmt.Errorf("earthexpress: scenario: %w", err)
		}
		cs = cs.clone()
	}
	b := builder{cs: cs}
	s := b.build(&sc)
	if b.err != nil {
		return State{}, fmt.Errorf("earthexpress: scenario: %w", b.err)
	}
	if err := s.Validate(); err != nil {
		return State{}, fmt.Errorf("earthexpress: scenario: %w", err)
	}
	game{data: &s.d}.settle()
	return s, nil
}

type builder struct {
	cs   *CardSet
	err  error
	used deck
}

func (b *builder) fail(format string, args ...any) {
	if b.err == nil {
		b.err = fmt.Errorf(format, args...)
	}
}

// card takes the named card out of the stack.
func (b *builder) card(name string) Card {
	if name == "" {
		return NoCard
	}
	c, ok := b.cs.Lookup(name)
	switch {
	case !ok:
		b.fail("no card named %q in the set", name)
	case b.used.has(c):
		b.fail("%q is named twice", name)
	default:
		b.used.add(c)
	}
	return c
}

func (b *builder) build(sc *Scenario) State {
	var s State
	d := &s.d
	n := sc.Players
	if n < 1 || n > MaxPlayers || len(sc.Seats) != n {
		b.fail("%d players with %d seats", n, len(sc.Seats))
		return s
	}
	if sc.Round < 1 || sc.Round > Rounds {
		b.fail("round %d: expected 1 to 5", sc.Round)
		return s
	}
	d.cards, d.rng, d.n, d.round, d.standard = b.cs, rng.New(sc.Seed), uint8(n), uint8(sc.Round), sc.Standard
	d.ecos = len(sc.Ecosystems) > 0
	d.plainTerr = sc.TerrainsNotBrown
	if n == 1 {
		d.level = Normal
		if sc.Level != 0 {
			if sc.Level > Expert {
				b.fail("level %d: expected normal, hard or expert", sc.Level)
			}
			d.level = sc.Level
		}
	}
	d.dem.claims = [2]int8{-1, -1}
	b.table(d, sc)
	for i, seat := range sc.Seats {
		b.seat(d, i, &seat)
	}
	if d.ecos && b.err == nil {
		b.spareEcosystems(d)
	}
	if n == 1 {
		for k := range min(len(sc.Demeter), Spaces) {
			d.demTab[k] = b.card(sc.Demeter[k])
		}
	}
	for c := Card(1); int(c) <= b.cs.Len(); c++ {
		if !b.used.has(c) {
			d.stack.add(c)
		}
	}
	if n == 1 {
		game{data: d}.refillDemeter()
	}
	return s
}

// table sets the tile, the Fauna and the Ecosystems.
func (b *builder) table(d *data, sc *Scenario) {
	d.tiles = [3]uint8{0, 1, 2}
	d.ntiles = 2
	if len(sc.Tile) == 2 {
		found := false
		for k, t := range b.cs.ActionTiles {
			if slices.Contains(sc.Tile, t[0].String()) && slices.Contains(sc.Tile, t[1].String()) {
				d.tile, found = uint8(k), true
				d.tiles[0], d.tiles[k] = d.tiles[k], d.tiles[0]
			}
		}
		if !found {
			b.fail("no Action tile is %v", sc.Tile)
		}
	}
	if len(sc.Fauna) == 0 {
		d.fauna = [2]uint8{0, 1} // the first side of the set's first two Fauna cards
	} else if len(sc.Fauna) != 2 {
		b.fail("fauna: expected the two Fauna sides in play (or none: the set's first two)")
		return
	}
	for f, name := range sc.Fauna {
		ok := false
		for k, fc := range b.cs.fauna {
			for side, o := range fc.Sides {
				if o.Name == name {
					d.fauna[f], d.faunaSide[f], ok = uint8(k), uint8(side), true
				}
			}
		}
		if !ok {
			b.fail("no Fauna side named %q", name)
		}
	}
	if d.ecos {
		if len(sc.Ecosystems) != 2 {
			b.fail("ecosystems: expected the two public sides")
			return
		}
		for k, name := range sc.Ecosystems {
			d.public[k], d.publicSide[k] = b.ecosystem(name)
		}
	}
}

// ecosystem finds an Ecosystem side by name.
func (b *builder) ecosystem(name string) (uint8, uint8) {
	for k, ec := range b.cs.ecosystems {
		for side, sd := range ec.Sides {
			if sd.Name == name {
				return uint8(k), uint8(side)
			}
		}
	}
	b.fail("no Ecosystem side named %q", name)
	return 0, 0
}

// seat sets player i.
func (b *builder) seat(d *data, i int, seat *ScenarioSeat) {
	p := &d.p[i]
	p.act, p.claims, p.ecoKept = none, [2]int8{-1, -1}, -1
	p.seeds = int16(seat.Seeds)
	if len(seat.Hand) > HandSize || len(seat.Tableau) > Spaces || len(seat.Sprouts) > Spaces || len(seat.Growth) > Spaces {
		b.fail("P%d: at most %d cards in hand and 9 spaces", i+1, HandSize)
		return
	}
	for _, name := range seat.Hand {
		p.hand[p.nhand] = b.card(name)
		p.nhand++
	}
	count := 0
	for k, name := range seat.Tableau {
		p.tab[k] = b.card(name)
		if p.tab[k] != NoCard {
			count++
		}
	}
	for k, v := range seat.Sprouts {
		p.sprouts[k] = uint8(max(0, v))
	}
	for k, v := range seat.Growth {
		p.growth[k] = uint8(max(0, v))
	}
	p.fitAll(b.cs)
	want := min(2*int(d.round), Spaces)
	switch {
	case seat.Planted:
		p.phase = Acting
	case count >= want:
		b.fail("P%d has %d cards planted: round %d starts with at most %d", i+1, count, d.round, want-2+int(d.round)/Rounds)
	default:
		p.phase, p.toPlant = Planting, uint8(min(want-count, 2))
	}
	if d.ecos {
		if seat.Ecosystem == "" {
			b.fail("P%d: ecosystem: expected their own Ecosystem side", i+1)
			return
		}
		e, side := b.ecosystem(seat.Ecosystem)
		p.eco = [2]uint8{e, e}
		p.ecoKept, p.ecoSide = 0, side
	}
}

// spareEcosystems gives each player, once every seat's kept card is
// known, a second Ecosystem card nobody holds: the card they did not keep.
func (b *builder) spareEcosystems(d *data) {
	taken := map[uint8]bool{d.public[0]: true, d.public[1]: true}
	for i := range int(d.n) {
		taken[d.p[i].eco[0]] = true
	}
	for i := range int(d.n) {
		p := &d.p[i]
		p.eco[1] = b.spareEcosystem(taken)
		taken[p.eco[1]] = true
	}
}

// spareEcosystem is the first Ecosystem card not taken.
func (b *builder) spareEcosystem(taken map[uint8]bool) uint8 {
	for e := range uint8(len(b.cs.ecosystems)) {
		if !taken[e] {
			return e
		}
	}
	b.fail("not enough Ecosystem cards")
	return 0
}

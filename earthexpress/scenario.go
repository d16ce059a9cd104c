package earthexpress

import (
	"fmt"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/rng"
)

// Scenario describes a position to start from, for rules questions and
// tests: the round, the revealed Action tile and those left, the Fauna and
// Ecosystems in play, the discard pile, and each player's hand, tableau,
// pieces, Seeds, claims and where they stand in the round. Cards are
// named; every card not named is in the Earth stack. Build makes the
// State; State.Scenario writes a position back as one.
//
// Every mode of a Config is written as New's Config writes it: players
// (1 is solo against Demeter), standard (the standard side of the Fauna
// board; false the beginner side), ecosystems (named; none for a game
// without them), level (solo), terrains_not_brown, and the card set
// (Cards, given in Go).
//
// Each seat starts at its own step of the round (see Step), as steps 1 to
// 3 are each player's own: plant (step 1, with the cards planted this
// round, the Refresh taken, a card chosen to plant, a Refresh or Germinate
// under way, or a BLACK ability of a card just planted being activated),
// action (step 2, or placing its benefit), activate (step 3, at the
// ability named by activating, those before it activated or skipped), end
// (step 3's last conversions), done (waiting for the others), tokens (step
// 4: placing the tokens others gave; after round 5 the last conversions
// before the scoring), closed (round 5, step 4 ended) and over. Solo,
// Demeter's steps follow from the player's: with the player at done, her
// step 3 runs (a tie of colours waits for the player's choice); at tokens
// in her claiming rounds with no claim made, her first claim waits for the
// player's choice. The position laid out is what the steps before left;
// the engine then moves on from it to the first decision.
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
//	    step: activate
//	    planted_this_round: [r1c1, r1c2]
//	    action: yellow
//	    activating: r1c2
//	  - tableau: [Cat Grass, Garlic, Spearmint]
//	    step: plant
//	    planted_this_round: [r1c3]
//	    chosen: Heather
//	    hand: [Heather, Aloe Vera]
type Scenario struct {
	// Players is 1 (solo) to 8.
	Players int `yaml:"players"`
	// Seed seeds the random generator of the position.
	Seed uint64 `yaml:"seed,omitempty"`
	// Standard plays the standard side of the Fauna board; false the
	// beginner side.
	Standard bool `yaml:"standard,omitempty"`
	// Level is the solo difficulty (Normal when zero; in YAML its word,
	// normal, hard or expert).
	Level Level `yaml:"level,omitempty"`
	// TerrainsNotBrown is Config.TerrainsNotBrown.
	TerrainsNotBrown bool `yaml:"terrains_not_brown,omitempty"`
	// Round is 1 to 5.
	Round int `yaml:"round"`
	// Tile is the revealed Action tile's colours (a tile of the set).
	Tile []string `yaml:"tile,omitempty"`
	// TilesLeft are the Action tiles left in the stack under the revealed
	// one: as many as the round leaves (2 in rounds 1 and 4, 1 in rounds
	// 2 and 5, none in round 3); empty takes the set's first tiles not
	// revealed.
	TilesLeft [][]string `yaml:"tiles_left,omitempty"`
	// Fauna names the two Fauna sides in play (by side name); empty puts
	// the first side of the set's first two Fauna cards in play.
	Fauna []string `yaml:"fauna,omitempty"`
	// Ecosystems names the two public Ecosystem sides; empty for a game
	// without Ecosystems (not allowed solo).
	Ecosystems []string `yaml:"ecosystems,omitempty"`
	// Demeter is Demeter's tableau, 9 card names (solo).
	Demeter []string `yaml:"demeter,omitempty"`
	// DemeterVP is Demeter's score on her VP track (solo).
	DemeterVP int `yaml:"demeter_vp,omitempty"`
	// DemeterClaims are the scoring spaces of Demeter's Fauna claims, one
	// for each Fauna: 1 is the highest, 0 none (solo).
	DemeterClaims []int `yaml:"demeter_claims,omitempty"`
	// Discard names the cards of the discard pile (face up, in no order).
	Discard []string `yaml:"discard,omitempty"`
	// Seats are the players, P1 first.
	Seats []ScenarioSeat `yaml:"seats"`
	// Cards is the card set the scenario names cards from; nil is the
	// embedded one (StandardCards). LoadScenario leaves it nil.
	Cards *CardSet `yaml:"-"`
}

// ScenarioSeat is one player's part of a Scenario.
type ScenarioSeat struct {
	// Hand names the cards in hand (solo: a germinated card to plant).
	Hand []string `yaml:"hand,omitempty"`
	// Tableau names the 9 spaces' cards row by row ("" for empty; fewer
	// than 9 leaves the rest empty).
	Tableau []string `yaml:"tableau,omitempty"`
	// Sprouts are the Sprouts on each space, row by row.
	Sprouts []int `yaml:"sprouts,omitempty"`
	// Growth are the Growth pieces on each space, row by row.
	Growth []int `yaml:"growth,omitempty"`
	// Seeds are the Seeds in reserve.
	Seeds int `yaml:"seeds,omitempty"`
	// Ecosystem names the side of the player's own Ecosystem.
	Ecosystem string `yaml:"ecosystem,omitempty"`
	// OtherEcosystem names the Ecosystem card dealt and not kept (a card
	// or side name); empty deals one nobody holds.
	OtherEcosystem string `yaml:"other_ecosystem,omitempty"`
	// Planted, with no Step, puts the player at step 2, choosing the
	// action.
	Planted bool `yaml:"planted,omitempty"`
	// Step is where the player stands in the round (see Step); none is
	// plant, or action when Planted.
	Step Step `yaml:"step,omitempty"`
	// PlantedThisRound are the spaces (r1c2) of the cards planted this
	// round, among the tableau's.
	PlantedThisRound []string `yaml:"planted_this_round,omitempty"`
	// Refreshed reports that the player has taken the round's Refresh.
	Refreshed bool `yaml:"refreshed,omitempty"`
	// Germinated counts the cards found by a Germinate this round.
	Germinated int `yaml:"germinated,omitempty"`
	// Chosen (step plant) names the card chosen to plant, from the hand
	// (solo: from Demeter's tableau, or the germinated card in hand), its
	// space to come ("P1 at r1c2").
	Chosen string `yaml:"chosen,omitempty"`
	// Refreshing (step plant) is a Refresh under way: the cards discarded
	// for it so far.
	Refreshing *int `yaml:"refreshing,omitempty"`
	// Germinating (step plant) is a Germinate under way, paid: discard (a
	// card to discard, not solo) or name (a feature to name).
	Germinating string `yaml:"germinating,omitempty"`
	// Action is the colour chosen in step 2 (from step activate on).
	Action string `yaml:"action,omitempty"`
	// Placing (step action, with the Action chosen) is the pieces of the
	// BLUE or YELLOW action's benefit left to place.
	Placing int `yaml:"placing,omitempty"`
	// Activating names the ability being activated: its card's space and,
	// for the card's second ability, 2 ("r2c1 2"). At step activate the
	// abilities before it in step 3's order have been activated or
	// skipped; at step plant it is a BLACK ability of a card planted this
	// round. The ability is offered (activate or skip; skip alone when its
	// cost cannot be paid, as after a conversion made while it was
	// offered), or starts when it has nothing to offer.
	Activating string `yaml:"activating,omitempty"`
	// Tokens are the Sprout and Growth tokens others gave, placed in step
	// 4 ([2, 1]); at step tokens, those left to place.
	Tokens []int `yaml:"tokens,omitempty"`
	// Claims are the scoring spaces of the player's Fauna claims, one for
	// each Fauna: 1 is the highest, 0 none.
	Claims []int `yaml:"claims,omitempty"`
	// ClaimRounds are the rounds the claims were made in, one for each
	// Fauna (0 for none).
	ClaimRounds []int `yaml:"claim_rounds,omitempty"`
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
	d := &s.d
	for _, check := range []func() error{d.validTable, d.validCards, d.validPlayers, d.validDemeter} {
		if err := check(); err != nil {
			return State{}, fmt.Errorf("earthexpress: scenario: %w", err)
		}
	}
	game{data: d}.settle()
	d.recordWinners()
	if err := s.Validate(); err != nil {
		return State{}, fmt.Errorf("earthexpress: scenario: %w", err)
	}
	s.mark()
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
	d.seats(n)
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
	if n == 1 {
		for k := range min(len(sc.Demeter), Spaces) {
			d.demTab[k] = b.card(sc.Demeter[k])
		}
	}
	for i, seat := range sc.Seats {
		b.seat(d, i, &seat)
	}
	if d.ecos && b.err == nil {
		b.spareEcosystems(d, sc)
	}
	b.stepThree(d)
	b.discardPile(d, sc)
	b.demeterPart(d, sc)
	d.faunaSpaces()
	for c := Card(1); int(c) <= b.cs.Len(); c++ {
		if !b.used.has(c) {
			d.pl.stack.add(c)
		}
	}
	if n == 1 {
		b.refillDemeter(d, sc)
	}
	return s
}

// table sets the tile, the Fauna and the Ecosystems.
func (b *builder) table(d *data, sc *Scenario) {
	if len(sc.Tile) > 0 {
		d.tile = b.tileIndex("tile", sc.Tile)
	}
	b.tileStack(d, sc)
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
	p := d.seat(i)
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
	b.seatStep(d, i, seat, count)
	b.seatClaims(d, i, seat)
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
func (b *builder) spareEcosystems(d *data, sc *Scenario) {
	taken := map[uint8]bool{d.public[0]: true, d.public[1]: true}
	for i := range int(d.n) {
		taken[d.seat(i).eco[0]] = true
		if name := sc.Seats[i].OtherEcosystem; name != "" {
			e := b.ecosystemCard(name)
			if taken[e] {
				b.fail("P%d: other_ecosystem %q: a card already in play or dealt (%s)", i+1, name, ruleEcosystems)
			}
			d.seat(i).eco[1], taken[e] = e, true
		}
	}
	for i := range int(d.n) {
		if sc.Seats[i].OtherEcosystem == "" {
			d.seat(i).eco[1] = b.spareEcosystem(taken)
			taken[d.seat(i).eco[1]] = true
		}
	}
}

// ecosystemCard finds an Ecosystem card by its name or a side's.
func (b *builder) ecosystemCard(name string) uint8 {
	for k, ec := range b.cs.ecosystems {
		if ec.Name == name {
			return uint8(k)
		}
	}
	e, _ := b.ecosystem(name)
	return e
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

package cosmicrun

import (
	"strings"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// Scenario describes a position to start from, so that a rules question
// becomes a unit test: set the tracks, hands and cards on the table, then
// apply moves and check. It can be written in Go or loaded from YAML:
//
//	players: 2
//	phase: placing
//	seats:
//	  - track: [0, 0, 0]
//	    hand: [G1, Y2]
//	    planets: [[R1, B1 turned], [B4], [Y4]]
//	    placement: G1 3 upright
//	  - track: [3, 0, 0]
//	    hand: [Y1, G2]
//	    planets: [[B2], [R2], [Y3, B3]]
//
// Cards are named in notation ("R1"), optionally followed by "turned" for a
// card turned round. Cards named nowhere are set aside (two players) or
// shuffled into the deck (solo), in an order drawn from Seed.
//
// A scenario starts at any step of the round, with the choices already made
// there (Phase names the step):
//
//   - passing (the default for two players): a seat's passing names the
//     cards of its hand it has chosen to pass, at most 2, and not 2 for
//     both players (the cards would have changed hands);
//   - discarding: a seat's received names the cards of its hand (or its
//     discard) passed to it this round; decided is "keep" or "discard R3"
//     for a player who has made the discard decision (the discarded card
//     is out of the round, the card drawn is in the hand);
//   - placing: each player has placed as many cards as the other, with 6
//     between hand and table; decided defaults to keep; a seat's placement
//     is its secret placement, chosen and not yet revealed, in the place
//     move's words ("R3 2 upright"), and not for both players (they would
//     have been revealed);
//   - finished: one player's track shows all three planets reached, and
//     that player is the winner;
//   - solo, flipping (the default): the cards on each side say how far the
//     round has come (the planet, and whether the flipped card is the first
//     of its visit or must go to the other side); flipped is the face-up
//     card (default the deck's top), reflipped the cards re-flipped this
//     round, reflips the re-flips left (default the level's, less those
//     re-flipped);
//   - solo, finished: won when P1's track shows all three planets reached,
//     otherwise lost, with the Round Card at 0 (roundcard left out).
//
// Every mode of a Config is written as New's Config writes it: Players,
// Level (solo) and Seed; a card set other than the embedded one is given in
// Go (Cards), as a Config's is. State.Scenario prints a position back as a
// scenario, and MarshalScenario writes it as YAML.
type Scenario struct {
	Players   int            `yaml:"players,omitempty"`        // 2, 1 for the solo game, or 0 for 2
	Level     Level          `yaml:"level,omitempty"`          // solo difficulty
	Seed      uint64         `yaml:"seed,omitempty"`           // orders the cards named nowhere, and every later shuffle
	Round     int            `yaml:"round,omitempty"`          // default 1
	RoundCard int            `yaml:"roundcard,omitempty"`      // solo; default 4 (0 for a lost game)
	Phase     Phase          `yaml:"phase,omitempty"`          // the step: default passing, or flipping solo
	Seats     []ScenarioSeat `yaml:"seats"`                    // P1 first
	Flipped   string         `yaml:"flipped,omitempty"`        // solo: the face-up card; default the deck's top
	Reflipped []string       `yaml:"reflipped,omitempty,flow"` // solo: the cards re-flipped this round, face up
	Reflips   *int           `yaml:"reflips,omitempty"`        // solo: re-flips left; nil for the level's less those re-flipped, new(0) (reflips: 0) for none left
	Cards     *CardSet       `yaml:"-"`                        // default StandardCards()
	Pos       carddata.Pos   `yaml:"-"`                        // where the scenario starts in its file, set by LoadScenario
}

// ScenarioSeat is one player's part of a Scenario. In the solo game the second seat
// is the opposing side.
type ScenarioSeat struct {
	Track     [NumPlanets]int      `yaml:"track,flow"`              // movement points at each planet, in order; 12 is reached
	Hand      []string             `yaml:"hand,omitempty,flow"`     // cards in notation
	Planets   [NumPlanets][]string `yaml:"planets,flow"`            // the cards beside each tracking card, "R1" or "R1 turned"
	Passing   []string             `yaml:"passing,omitempty,flow"`  // passing: of Hand, the cards chosen to pass
	Received  []string             `yaml:"received,omitempty,flow"` // of Hand and the discard, the cards passed to the player this round
	Decided   string               `yaml:"decided,omitempty"`       // the discard decision made: "keep" or "discard R3"
	Placement string               `yaml:"placement,omitempty"`     // placing: the secret placement chosen, "R3 2 upright"
	Pos       carddata.Pos         `yaml:"-"`                       // where the seat starts in its file, set by LoadScenario
}

// LoadScenario reads a Scenario from YAML, with file:line:col errors.
func LoadScenario(file string, data []byte) (Scenario, error) {
	var sc Scenario
	if err := carddata.Decode(file, data, &sc); err != nil {
		return Scenario{}, err
	}
	return sc, nil
}

// Build makes the state the scenario describes, or says what is wrong with
// it: the field, and the rule it breaks.
func (sc Scenario) Build() (State, error) {
	if sc.Players == 0 {
		sc.Players = 2
	}
	if err := sc.check(); err != nil {
		return State{}, err
	}
	s, err := New(Config{Players: sc.Players, Seed: sc.Seed, Level: sc.Level, Cards: sc.Cards})
	if err != nil {
		return State{}, err
	}
	b := builder{sc: sc, s: &s, d: &s.d}
	b.reset()
	for i, seat := range sc.Seats {
		if err := b.seat(Player(i), seat); err != nil {
			return State{}, err
		}
	}
	if err := b.rest(); err != nil {
		return State{}, err
	}
	if err := s.Validate(); err != nil {
		return State{}, sc.errorf(sc.Pos, "%v", err)
	}
	s.derive()
	return s, nil
}

// check checks the scenario's own fields, before any card is laid out.
func (sc Scenario) check() error {
	switch {
	case sc.Players != 1 && sc.Players != 2:
		return sc.errorf(sc.Pos, "players is %d, want 1 or 2", sc.Players)
	case len(sc.Seats) > 2:
		return sc.errorf(sc.Pos, "%d seats, want at most 2", len(sc.Seats))
	case sc.Players == 1 && sc.Phase != Passing && sc.Phase != Flipping && sc.Phase != Finished:
		return sc.errorf(sc.Pos, "phase: a solo scenario is flipping or finished, not %v", sc.Phase)
	case sc.Players == 2 && sc.Phase == Flipping:
		return sc.errorf(sc.Pos, "phase: only the solo game flips cards")
	case sc.Round < 0 || sc.Round > maxRound || sc.RoundCard < 0 || sc.RoundCard > SoloRounds:
		return sc.errorf(sc.Pos, "round %d or round card %d out of range (round 1 to %d, round card 1 to %d)", sc.Round, sc.RoundCard, maxRound, SoloRounds)
	case sc.Players == 2 && (sc.Flipped != "" || sc.Reflipped != nil || sc.Reflips != nil || sc.RoundCard != 0):
		return sc.errorf(sc.Pos, "roundcard, flipped, reflipped and reflips are the solo game's")
	case sc.Reflips != nil && (*sc.Reflips < 0 || *sc.Reflips+len(sc.Reflipped) > sc.Level.Reflips()):
		return sc.errorf(sc.Pos, "reflips %d with %d reflipped: a solo game at the %v level has %d re-flips a round (difficulty level)", *sc.Reflips, len(sc.Reflipped), sc.Level, sc.Level.Reflips())
	case len(sc.Reflipped) > sc.Level.Reflips():
		return sc.errorf(sc.Pos, "reflipped: %d cards, but the %v level allows %d re-flips a round (difficulty level)", len(sc.Reflipped), sc.Level, sc.Level.Reflips())
	}
	return nil
}

func (sc Scenario) errorf(pos carddata.Pos, format string, args ...any) error {
	var errs carddata.ErrorList
	errs.Addf(pos, "scenario: "+format, args...)
	return errs.Err()
}

// builder lays a scenario out on a fresh state.
type builder struct {
	sc   Scenario
	s    *State
	d    *data
	used Hand
}

// reset clears the table New dealt.
func (b *builder) reset() {
	d := b.d
	round, roundCard := max(b.sc.Round, 1), SoloRounds
	if b.sc.RoundCard != 0 {
		roundCard = b.sc.RoundCard
	}
	g := b.s.game(engine.Log[Event]{})
	g.startRound() // empties the board and sets the phase's defaults
	d.Round = int32(round)
	d.Hand = [2]Hand{}
	d.Aside.clear()
	d.Deck.clear()
	d.Flipped = NoCard
	if d.Players == 1 {
		d.RoundCard = int8(roundCard)
	}
	if b.sc.Phase != Passing {
		d.Phase = b.sc.Phase
	}
	if d.Players == 2 && (b.sc.Phase == Placing || b.sc.Phase == Finished) {
		d.Decided = [2]bool{true, true}
	}
}

func (b *builder) card(pos carddata.Pos, name string) (Card, error) {
	c, err := ParseCard(name)
	if err != nil {
		return NoCard, b.sc.errorf(pos, "%v", err)
	}
	if b.used.Has(c) {
		return NoCard, b.sc.errorf(pos, "%s is named twice", name)
	}
	b.used = b.used.With(c)
	return c, nil
}

func (b *builder) seat(p Player, seat ScenarioSeat) error {
	for pl, t := range seat.Track {
		if t < 0 || t > Goal {
			return b.sc.errorf(seat.Pos, "%s's track at planet %d is %d, want 0 to %d", p, pl+1, t, Goal)
		}
		b.d.Track[p][pl] = int8(t)
	}
	for _, name := range seat.Hand {
		c, err := b.card(seat.Pos, name)
		if err != nil {
			return err
		}
		b.d.Hand[p] = b.d.Hand[p].With(c)
	}
	for pl, names := range seat.Planets {
		if err := b.planet(p, seat.Pos, pl, names); err != nil {
			return err
		}
	}
	return b.choices(p, seat)
}

// planet lays p's cards beside the tracking card at planet pl (from 0).
func (b *builder) planet(p Player, pos carddata.Pos, pl int, names []string) error {
	if len(names) > 2 {
		return b.sc.errorf(pos, "%s has %d cards at planet %d, at most 2 fit", p, len(names), pl+1)
	}
	for i, text := range names {
		name, orient, _ := strings.Cut(text, " ")
		c, err := b.card(pos, name)
		if err != nil {
			return err
		}
		rotated, err := parseOrientation(strings.TrimSpace(orient))
		if orient == "" {
			rotated, err = false, nil
		}
		if err != nil {
			return b.sc.errorf(pos, "%v", err)
		}
		b.d.Board[p][pl][i] = Slot{Card: c, Rotated: rotated}
	}
	return nil
}

// rest puts the cards named nowhere aside or in the deck, and sets the solo
// game's flipped card and step.
func (b *builder) rest() error {
	d := b.d
	r := rng.New(b.sc.Seed)
	if d.Players == 2 {
		if d.Phase == Placing && (d.placed(P1) != d.placed(P2) || d.placed(P1)+d.Hand[P1].Len() != HandSize ||
			d.placed(P2)+d.Hand[P2].Len() != HandSize) {
			return b.sc.errorf(b.sc.Pos, "while placing, each player needs as many cards placed as the other, and 6 in all with their hand")
		}
		aside, err := asideOf(b.unused(&r))
		if err != nil {
			return b.sc.errorf(b.sc.Pos, "%d cards are named nowhere, but only %d are set aside: each player holds 6 between hand and table", (allCards &^ b.used).Len(), AsideSize)
		}
		d.Aside = aside
		b.finish()
		return nil
	}
	return b.restSolo(&r)
}

// restSolo sets the solo round's step, re-flipped and flipped cards and
// deck, or the end of a finished solo game.
func (b *builder) restSolo(r *rng.RNG) error {
	d := b.d
	d.Step = int8(d.placed(P1) + d.placed(P2))
	if planet := d.soloPlanet(); d.Step%2 == 1 && countPair(d.Board[P2][planet]) > countPair(d.Board[P1][planet]) {
		d.FirstSide = seat(P2)
	}
	for _, name := range b.sc.Reflipped {
		c, err := b.card(b.sc.Pos, name)
		if err != nil {
			return err
		}
		d.Rejected = d.Rejected.With(c)
	}
	d.Reflips = int8(d.Level.Reflips() - d.Rejected.Len())
	if b.sc.Reflips != nil {
		d.Reflips = int8(*b.sc.Reflips)
	}
	if d.Phase == Finished {
		return b.finishSolo(r)
	}
	if b.sc.Flipped != "" {
		c, err := b.card(b.sc.Pos, b.sc.Flipped)
		if err != nil {
			return err
		}
		d.Flipped = c
	}
	d.Deck = b.unused(r)
	if d.Flipped == NoCard {
		if d.Deck.N == 0 {
			return b.sc.errorf(b.sc.Pos, "every card is named, so none is left to flip")
		}
		d.Flipped = d.Deck.pop()
	}
	return nil
}

// finishSolo ends a finished solo scenario: won when P1 has reached all
// three planets, otherwise lost with the Round Card at 0.
func (b *builder) finishSolo(r *rng.RNG) error {
	d := b.d
	if b.sc.Flipped != "" {
		return b.sc.errorf(b.sc.Pos, "flipped: a finished solo game has no card to place")
	}
	d.Deck = b.unused(r)
	if d.Track[P1] == [NumPlanets]int8{Goal, Goal, Goal} {
		d.Winner = seat(P1)
		return nil
	}
	if b.sc.RoundCard != 0 {
		return b.sc.errorf(b.sc.Pos, "roundcard %d: a solo game not won is lost only when the Round Card reaches 0 (solo game end)", b.sc.RoundCard)
	}
	d.RoundCard, d.Lost = 0, true
	return nil
}

// finish makes the player who has reached all three planets the winner of a
// finished scenario (Validate refuses one with nobody there).
func (b *builder) finish() {
	d := b.d
	if d.Phase != Finished {
		return
	}
	for _, p := range seats {
		if d.Track[p] == [NumPlanets]int8{Goal, Goal, Goal} {
			d.Winner = seat(p)
		}
	}
}

// unused is the cards named nowhere, in an order drawn from r.
func (b *builder) unused(r *rng.RNG) Pile {
	h := allCards &^ b.used
	p, _ := dealPile(r, h, h.Len()) // all of h: never short
	return p
}

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
//	    hand: [G1]
//	    planets: [[R1, B1 turned], [], []]
//	  - track: [3, 0, 0]
//	    hand: [Y4]
//
// Cards are named in notation ("R1"), optionally followed by "turned" for a
// card turned round. Cards named nowhere are set aside (two players) or
// shuffled into the deck (solo), in an order drawn from Seed.
//
// A solo scenario is flipping (its phase left unset or written "flipping").
// A two-player scenario may be finished when one player's track shows all
// three planets reached: that player is the winner.
type Scenario struct {
	Players   int            `yaml:"players"`   // 2, 1 for the solo game, or 0 for 2
	Level     Level          `yaml:"level"`     // solo difficulty
	Seed      uint64         `yaml:"seed"`      // orders the cards named nowhere, and every later shuffle
	Round     int            `yaml:"round"`     // default 1
	RoundCard int            `yaml:"roundcard"` // solo; default 4
	Phase     Phase          `yaml:"phase"`     // default passing, or flipping solo
	Seats     []ScenarioSeat `yaml:"seats"`     // P1 first
	Flipped   string         `yaml:"flipped"`   // solo: the face-up card; default the deck's top
	Reflips   *int           `yaml:"reflips"`   // solo: re-flips left; nil for the level's, new(0) (reflips: 0) for none left
	Cards     *CardSet       `yaml:"-"`         // default StandardCards()
	Pos       carddata.Pos   // where the scenario starts in its file, set by LoadScenario
}

// ScenarioSeat is one player's part of a Scenario. In the solo game the second seat
// is the opposing side.
type ScenarioSeat struct {
	Track   [NumPlanets]int      `yaml:"track"`   // movement points at each planet, in order; 12 is reached
	Hand    []string             `yaml:"hand"`    // cards in notation
	Planets [NumPlanets][]string `yaml:"planets"` // the cards beside each tracking card, "R1" or "R1 turned"
	Pos     carddata.Pos         // where the seat starts in its file, set by LoadScenario
}

// LoadScenario reads a Scenario from YAML, with file:line:col errors.
func LoadScenario(file string, data []byte) (Scenario, error) {
	var sc Scenario
	if err := carddata.Decode(file, data, &sc); err != nil {
		return Scenario{}, err
	}
	return sc, nil
}

// Build makes the state the scenario describes, or says what is wrong with it.
func (sc Scenario) Build() (State, error) {
	if sc.Players == 0 {
		sc.Players = 2
	}
	if sc.Players != 1 && sc.Players != 2 {
		return State{}, sc.errorf(sc.Pos, "players is %d, want 1 or 2", sc.Players)
	}
	if len(sc.Seats) > 2 {
		return State{}, sc.errorf(sc.Pos, "%d seats, want at most 2", len(sc.Seats))
	}
	if sc.Players == 1 && sc.Phase != Passing && sc.Phase != Flipping {
		return State{}, sc.errorf(sc.Pos, "a solo scenario is flipping, not %v", sc.Phase)
	}
	if sc.Players == 2 && sc.Phase == Flipping {
		return State{}, sc.errorf(sc.Pos, "only the solo game flips cards")
	}
	if sc.Round < 0 || sc.Round > maxRound || sc.RoundCard < 0 || sc.RoundCard > SoloRounds {
		return State{}, sc.errorf(sc.Pos, "round %d or round card %d out of range (round 1 to %d, round card 1 to %d)", sc.Round, sc.RoundCard, maxRound, SoloRounds)
	}
	if sc.Reflips != nil && (sc.Players != 1 || *sc.Reflips < 0 || *sc.Reflips > sc.Level.Reflips()) {
		return State{}, sc.errorf(sc.Pos, "reflips %d: a solo game at the %v level has 0 to %d", *sc.Reflips, sc.Level, sc.Level.Reflips())
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
	} else if b.sc.Phase != Passing {
		d.Phase = b.sc.Phase
	}
	if b.sc.Phase == Placing || b.sc.Phase == Finished {
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
		if len(names) > 2 {
			return b.sc.errorf(seat.Pos, "%s has %d cards at planet %d, at most 2 fit", p, len(names), pl+1)
		}
		for i, text := range names {
			name, orient, _ := strings.Cut(text, " ")
			c, err := b.card(seat.Pos, name)
			if err != nil {
				return err
			}
			rotated, err := parseOrientation(strings.TrimSpace(orient))
			if orient == "" {
				rotated, err = false, nil
			}
			if err != nil {
				return b.sc.errorf(seat.Pos, "%v", err)
			}
			b.d.Board[p][pl][i] = Slot{Card: c, Rotated: rotated}
		}
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
	d.Step = int8(d.placed(P1) + d.placed(P2))
	if planet := d.soloPlanet(); d.Step%2 == 1 && countPair(d.Board[P2][planet]) > countPair(d.Board[P1][planet]) {
		d.FirstSide = seat(P2)
	}
	if b.sc.Reflips != nil {
		d.Reflips = int8(*b.sc.Reflips)
	}
	if b.sc.Flipped != "" {
		c, err := b.card(b.sc.Pos, b.sc.Flipped)
		if err != nil {
			return err
		}
		d.Flipped = c
	}
	d.Deck = b.unused(&r)
	if d.Flipped == NoCard {
		if d.Deck.N == 0 {
			return b.sc.errorf(b.sc.Pos, "every card is named, so none is left to flip")
		}
		d.Flipped = d.Deck.pop()
	}
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

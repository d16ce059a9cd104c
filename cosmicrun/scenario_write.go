package cosmicrun

import (
	"strings"

	"github.com/rulebox/rulebox/carddata"
)

// Scenario prints the position back as a scenario, so that a position met
// in a game becomes a test by copying it out: Build of the result gives a
// state equal to s in everything a scenario says, which is everything a
// View shows and the legal moves. What a scenario cannot say, and so a
// Build deals again from the scenario's Seed (left 0):
//
//   - the order of the cards named nowhere: the cards set aside (which
//     card a discard draws) and the solo deck (which card is flipped next);
//   - the random generator, which shuffles the rounds to come.
//
// The zero State, which is no game, gives the zero Scenario. A card set
// other than the embedded one is in Cards, a copy; MarshalScenario cannot
// write it (a Config's card set is given in Go).
func (s State) Scenario() Scenario {
	d := &s.d
	if s.cards == nil {
		return Scenario{}
	}
	sc := Scenario{Players: int(d.Players), Round: int(d.Round), Phase: d.Phase}
	if *s.cards != *standard {
		sc.Cards = copyOf(s.cards)
	}
	for _, p := range seats {
		sc.Seats = append(sc.Seats, d.seatScenario(p))
	}
	if d.Players == 1 {
		sc.writeSolo(d)
	}
	return sc
}

// writeSolo fills in the solo game's fields.
func (sc *Scenario) writeSolo(d *data) {
	sc.Level, sc.RoundCard = d.Level, int(d.RoundCard)
	sc.Reflipped = handNames(d.Rejected)
	if d.Flipped != NoCard {
		sc.Flipped = d.Flipped.String()
	}
	if int(d.Reflips) != d.Level.Reflips()-d.Rejected.Len() {
		sc.Reflips = new(int(d.Reflips))
	}
}

// seatScenario is p's part of the position.
func (d *data) seatScenario(p Player) ScenarioSeat {
	seat := ScenarioSeat{Hand: handNames(d.Hand[p]), Passing: handNames(d.Passing[p]), Received: handNames(d.Received[p])}
	for pl := range NumPlanets {
		seat.Track[pl] = int(d.Track[p][pl])
		seat.Planets[pl] = []string{}
		for _, sl := range d.Board[p][pl] {
			if sl.Card == NoCard {
				continue
			}
			name := sl.Card.String()
			if sl.Rotated {
				name += " turned"
			}
			seat.Planets[pl] = append(seat.Planets[pl], name)
		}
	}
	switch {
	case d.Discard[p] != NoCard:
		seat.Decided = "discard " + d.Discard[p].String()
	case d.Decided[p] && d.Phase == Discarding:
		seat.Decided = "keep"
	}
	if pl := d.Pending[p]; pl.Card != NoCard {
		seat.Placement = printPlacementWords(pl)
	}
	return seat
}

// printPlacementWords writes a placement in the place move's words, "R3 2
// upright".
func printPlacementWords(pl Placement) string {
	var b strings.Builder
	printPlacement(&b, PlaceMove(P1, pl.Card, int(pl.Planet), pl.Rotated))
	return b.String()
}

// handNames is the cards of h in notation, nil for none.
func handNames(h Hand) []string {
	var out []string
	for _, c := range h.Cards() {
		out = append(out, c.String())
	}
	return out
}

// MarshalScenario writes sc as YAML that LoadScenario reads back to the same
// scenario (its Cards aside: a card set is given in Go). Fields at their
// zero value are left out.
func MarshalScenario(sc Scenario) ([]byte, error) {
	return carddata.Encode(sc)
}

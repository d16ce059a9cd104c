package beforeearth

import (
	"github.com/rulebox/rulebox/carddata"
)

// Scenario prints the position back as a scenario, so that a position met
// in a game becomes a test by copying it out. Build of the result gives a
// state equal to s, its random generator aside, whenever s waits at the
// start of a step or inside it with no card ability under way: while the
// action cards are chosen, at a reaction's spaceship, Mine's Quarry, a
// window of planet abilities (planets used, a planet colonized in it). What
// a scenario cannot say:
//
//   - a decision inside a card's ability or a payment (a spaceship's
//     ability run from Scout's reaction, a planet's alternatives, the
//     second resource of two, a planet part paid): the scenario names the
//     step it belongs to, and a Build starts that step again from the
//     position, whose cards and resources are those the ability has
//     already moved;
//   - of a game won, the record of the round it was won in: who resolved
//     first, whose action was cancelled, the discounts, who colonized
//     (Build finds the win as laid out);
//   - while the action cards are chosen, who resolved first in the round
//     before, which no rule reads (the reveal sets it again);
//   - the random generator, which draws from the bag and refills the rows
//     (the decks have no order): a Build draws from Seed, left 0.
//
// The zero State, which is no game, gives the zero Scenario. A card set
// other than the embedded one is in Cards, a copy; MarshalScenario cannot
// write it (a Config's card set is given in Go).
func (s State) Scenario() Scenario {
	d := &s.d
	cs := d.cards
	if cs == nil {
		return Scenario{}
	}
	sc := Scenario{Round: int(d.round), Tiebreaker: d.tiebreaker.P(), Players: 2, Step: d.stepNow()}
	if std, err := standard(); err != nil || cs.digest != std.digest {
		sc.Cards = cs.clone()
	}
	for q := range d.quarry {
		sc.Quarries = append(sc.Quarries, pileOf(d.quarry[q]))
	}
	ships, planets := cs.shipRowNames(d.shipRow), cs.planetRowNames(d.planetRow)
	sc.ShipRow, sc.PlanetRow = ships[:], planets[:]
	for _, p := range bothPlayers {
		sc.Seats = append(sc.Seats, d.seatScenario(p))
	}
	return sc
}

// seatScenario is p's part of the position.
func (d *data) seatScenario(p Player) ScenarioSeat {
	cs := d.cards
	sp := ScenarioSeat{
		Technology: int(d.tech[p]), Damage: int(d.damage[p]), Resources: pileOf(d.res[p]),
		Fleet: cs.shipNames(d.ships[p]), Planets: cs.planetNames(d.planets[p]), FaceDown: cs.planetNames(d.faceDown & d.planets[p]),
		Played: d.played[p],
	}
	if d.phase != Choose && d.phase != Over { // a game won ends its round's record
		sp.Discount, sp.ColonizedThisRound = int(d.discount[p]), d.colonized[p]
	}
	return sp
}

// stepNow is the step the game is in: the one whose decision waits on the
// bottom of the stack (each phase counts a step as begun before its
// decision is pushed), or choose while the cards are chosen and once the
// game is won.
func (d *data) stepNow() Step {
	if d.step == 0 {
		return Step{}
	}
	k := d.step - 1
	switch d.phase {
	case Reactions:
		return Step{Phase: Reactions, Player: d.order(k / 2)}
	case Actions:
		if k >= 4 {
			return Step{Phase: Actions, Player: d.order(k - 4), Abilities: true}
		}
		return Step{Phase: Actions, Player: d.order(k / 2), Abilities: k%2 == 1}
	case Colonize:
		return Step{Phase: Colonize, Player: d.order(k)}
	}
	return Step{}
}

// pileOf writes r as a Pile.
func pileOf(r Resources) Pile {
	return Pile{Black: int(r[Black]), Grey: int(r[Grey]), White: int(r[White])}
}

// MarshalScenario writes sc as YAML that LoadScenario reads back to the same
// scenario (its Cards aside: a card set is given in Go). Fields at their
// zero value are left out.
func MarshalScenario(sc Scenario) ([]byte, error) {
	return carddata.Encode(sc)
}

package beforeearth

import "fmt"

// Validate checks the game's invariants: the 30 resources are all somewhere
// (bag, Quarries, players) with 10 of each type, every card is in exactly
// one place, tracks stay within 0..7, and the phase and pending decisions
// are ones the game can reach. Every state New, Apply and Build return
// passes; UnmarshalJSON refuses one that does not.
func (s State) Validate() error {
	d := &s.d
	if d.cards == nil {
		return fmt.Errorf("no card set")
	}
	for _, check := range []func() error{d.checkRanges, d.checkResources, d.checkShips, d.checkPlanets, d.checkStack} {
		if err := check(); err != nil {
			return err
		}
	}
	if d.movers != d.toMove() || s.movers != d.movers || s.opts != d.options() || s.turn != sealedTable(d).turn {
		return fmt.Errorf("players to move %02b and options %x recorded, %02b and %x by the position", s.movers, s.opts, d.toMove(), d.options())
	}
	return nil
}

// checkRanges checks the tracks, seats, phase and step.
func (d *data) checkRanges() error {
	for p := range 2 {
		if d.damage[p] < 0 || d.damage[p] > TrackMax || d.tech[p] < 0 || d.tech[p] > TrackMax {
			return fmt.Errorf("%v's tracks (damage %d, technology %d) are outside 0..%d", Player(p), d.damage[p], d.tech[p], TrackMax)
		}
		if d.played[p] > Mine {
			return fmt.Errorf("%v played no known action card (%d)", Player(p), d.played[p])
		}
		if d.phase > Choose && d.phase < Over && d.played[p] == NoAction {
			return fmt.Errorf("%v has no action card revealed in the %v phase", Player(p), d.phase)
		}
	}
	if d.phase == Choose && d.played[P1] != NoAction && d.played[P2] != NoAction {
		return fmt.Errorf("both action cards are chosen but not revealed")
	}
	if d.tiebreaker > 1 || d.first > 1 {
		return fmt.Errorf("tiebreaker %d or first player %d is not a seat", d.tiebreaker, d.first)
	}
	if d.round == 0 {
		return fmt.Errorf("round 0: rounds count from 1")
	}
	steps := [numPhases]uint8{Choose: 0, Reactions: 4, Actions: 6, Colonize: 2}
	if d.phase >= numPhases || d.phase == Maintenance || d.step > steps[d.phase] {
		return fmt.Errorf("phase %v step %d cannot be reached", d.phase, d.step)
	}
	if (d.victory != NoVictory) != (d.phase == Over) || d.winner&^1 != 0 || d.victory >= numVictories {
		return fmt.Errorf("winner %d, victory %v and phase %v disagree", d.winner, d.victory, d.phase)
	}
	return nil
}

// checkResources checks that the 10 resources of each type are all
// somewhere.
func (d *data) checkResources() error {
	for c := range NumResources {
		n := int(d.bag[c]) + int(d.res[P1][c]) + int(d.res[P2][c])
		for q := range d.quarry {
			n += int(d.quarry[q][c])
		}
		if n != PerColour {
			return fmt.Errorf("there are %d %v resources, not %d", n, c, PerColour)
		}
	}
	return nil
}

// checkShips checks that every spaceship is in exactly one place: the deck,
// the row or a Fleet.
func (d *data) checkShips() error {
	n := len(d.cards.Ships)
	row, err := rowBits(d.shipRow, n)
	if err != nil {
		return fmt.Errorf("spaceship row: %w", err)
	}
	return onePlace("spaceship", allBits(n), d.shipDeck, row, d.ships[P1], d.ships[P2])
}

// checkPlanets checks that every planet is in exactly one place, and that
// face-down planets are colonized ones.
func (d *data) checkPlanets() error {
	n := len(d.cards.Planets)
	row, err := rowBits(d.planetRow, n)
	if err != nil {
		return fmt.Errorf("planet row: %w", err)
	}
	if err := onePlace("planet", allBits(n), d.planetDeck, row, d.planets[P1], d.planets[P2]); err != nil {
		return err
	}
	if d.faceDown&^(d.planets[P1]|d.planets[P2]) != 0 {
		return fmt.Errorf("a face-down planet is not colonized")
	}
	return nil
}

func rowBits(row [RowSize]int8, n int) (bits, error) {
	var b bits
	for _, i := range row {
		if i < -1 || int(i) >= n {
			return 0, fmt.Errorf("card index %d out of range", i)
		}
		if i >= 0 {
			if b.has(int(i)) {
				return 0, fmt.Errorf("a card is in two places of the row")
			}
			b |= bit(int(i))
		}
	}
	return b, nil
}

// onePlace checks that the places partition all.
func onePlace(what string, all bits, places ...bits) error {
	var seen bits
	for _, p := range places {
		if seen&p != 0 {
			return fmt.Errorf("a %s is in two places", what)
		}
		seen |= p
	}
	if seen != all {
		return fmt.Errorf("%d %ss are missing or unknown", bits32(seen^all), what)
	}
	return nil
}

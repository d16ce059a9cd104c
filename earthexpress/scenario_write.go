package earthexpress

import (
	"github.com/rulebox/rulebox/carddata"
)

// Scenario prints the position back as a scenario, so that a position met
// in a game becomes a test by copying it out: Build of the result gives a
// state equal to s, in its Views and legal moves, whenever each player
// waits at a step or at an ability offered (activate or skip). What a
// scenario cannot say:
//
//   - a decision inside a card's ability or an anytime conversion (a cost
//     part paid, a gain part placed, a neighbour or an opponent to
//     choose): the scenario names the ability (activating), and a Build
//     offers it again from the position, whose pieces are those already
//     moved; a conversion under way is left out, its pieces paid; an
//     ability offered only because a conversion could be made before it,
//     once none can, starts at once;
//   - the setup's choice of Ecosystems, before round 1: a scenario starts
//     in a round;
//   - the order of the Earth stack, which the rulings keep none of, and
//     the random generator, which draws from it and shuffles the Action
//     tiles: a Build draws from Seed, left 0;
//   - the order of the Action tiles left in the stack (hidden, as the
//     stack's order), of those revealed before the current one, which no
//     rule reads, and which of a player's two Ecosystem cards
//     was dealt first;
//   - solo, which Fauna the player claimed in a round of Demeter's claims
//     before this one, which no rule reads once her claim is made.
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
	sc := Scenario{Players: int(d.n), Standard: d.standard, TerrainsNotBrown: d.plainTerr, Round: int(d.round)}
	if !cs.Equal(standard()) {
		sc.Cards = cs.clone()
	}
	sc.Tile = tileWords(cs.ActionTiles[d.tile])
	if d.ntiles == 1 {
		sc.TilesLeft = [][]string{tileWords(cs.ActionTiles[d.tiles[2]])}
	}
	for f := range 2 {
		sc.Fauna = append(sc.Fauna, cs.fauna[d.fauna[f]].Sides[d.faunaSide[f]].Name)
		if d.ecos {
			sc.Ecosystems = append(sc.Ecosystems, cs.ecosystems[d.public[f]].Sides[d.publicSide[f]].Name)
		}
	}
	for c := Card(1); int(c) <= cs.Len(); c++ {
		if d.pl.discard.has(c) {
			sc.Discard = append(sc.Discard, cs.name(c))
		}
	}
	if d.solo() {
		sc.Level, sc.DemeterVP = d.level, d.dem.vp
		sc.Demeter = d.names(d.demTab[:])
		sc.Demeter = append(sc.Demeter, make([]string, Spaces-len(sc.Demeter))...) // her empty spaces stay so while the player plants
		sc.DemeterClaims = claimSpaces(d.dem.claims)
	}
	for i := range int(d.n) {
		sc.Seats = append(sc.Seats, d.seatScenario(i))
	}
	return sc
}

// tileWords writes an Action tile as its two colours.
func tileWords(t [2]Colour) []string { return []string{t[0].String(), t[1].String()} }

// names writes cards by name, "" for none, leaving out the trailing nones.
func (d *data) names(cards []Card) []string {
	var out []string
	for _, c := range cards {
		name := ""
		if c != NoCard {
			name = d.cards.name(c)
		}
		out = append(out, name)
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// counts writes the numbers on the 9 spaces, leaving out the trailing 0s.
func counts(on [Spaces]uint8) []int {
	var out []int
	for _, n := range on {
		out = append(out, int(n))
	}
	for len(out) > 0 && out[len(out)-1] == 0 {
		out = out[:len(out)-1]
	}
	return out
}

// claimSpaces writes claims as scoring spaces from 1, nil for none.
func claimSpaces(claims [2]int8) []int {
	if claims == [2]int8{-1, -1} {
		return nil
	}
	return []int{int(claims[0]) + 1, int(claims[1]) + 1}
}

// seatScenario is player i's part of the position.
func (d *data) seatScenario(i int) ScenarioSeat {
	p := d.seat(i)
	seat := ScenarioSeat{Hand: d.names(p.hand[:p.nhand]), Tableau: d.names(p.tab[:]), Sprouts: counts(p.sprouts),
		Growth: counts(p.growth), Seeds: int(p.seeds), Refreshed: p.refreshed, Germinated: int(p.germs)}
	if d.ecos {
		kept := max(p.ecoKept, 0)
		seat.Ecosystem = d.cards.ecosystems[p.eco[kept]].Sides[p.ecoSide].Name
		seat.OtherEcosystem = d.cards.ecosystems[p.eco[1-kept]].Name
	}
	if claims := claimSpaces(p.claims); claims != nil {
		seat.Claims = claims
		seat.ClaimRounds = []int{int(p.claimRound[0]), int(p.claimRound[1])}
	}
	for k := range Spaces {
		if p.planted&(1<<k) != 0 {
			seat.PlantedThisRound = append(seat.PlantedThisRound, spaceName(k))
		}
	}
	if p.action != NoColour {
		seat.Action = p.action.String()
	}
	d.stepScenario(i, &seat)
	return seat
}

// stepScenario writes where player i stands in the round: the step, the
// ability being activated, the bonus action under way, the tokens left.
func (d *data) stepScenario(i int, seat *ScenarioSeat) {
	p := d.seat(i)
	a := &p.act
	tokens := p.tokens
	seat.Step = [numPhases]Step{Planting: PlantStep, Acting: ActionStep, Waiting: ActivateStep, Activating: ActivateStep,
		Ending: EndStep, Finished: DoneStep, Converting: TokensStep, Over: OverStep}[p.phase]
	switch {
	case a.on && a.place == actionGain:
		seat.Step, seat.Placing = ActionStep, int(a.left)
		if !a.entered {
			seat.Placing = actionPieces(p.action)
		}
	case a.on && a.place == tokenGain && a.entered:
		tokens[a.step] += a.left
	case a.on:
		seat.Activating = spaceName(int(a.place))
		if a.ab == 1 {
			seat.Activating += " 2"
		}
	case p.phase == Activating:
		seat.Step = EndStep
		if k := d.nextAnswering(i); k >= 0 {
			seat.Step, seat.Activating = ActivateStep, spaceName(k/2)+[2]string{"", " 2"}[k%2]
		}
	case p.phase == Converting && p.closed && d.round == Rounds:
		seat.Step = ClosedStep // ended by the player, or by the engine once no conversion is possible
	}
	if tokens != [2]uint8{} {
		seat.Tokens = []int{int(tokens[0]), int(tokens[1])}
	}
	d.bonusScenario(i, seat)
}

// nextAnswering is the next ability from step 3's cursor that answers the
// action (place*2+ability), or -1.
func (d *data) nextAnswering(i int) int {
	p := d.seat(i)
	for k := int(p.cursor); k < 2*Spaces; k++ {
		if c := p.tab[k/2]; c != NoCard {
			abs := d.cards.info(c).Abilities
			if k%2 < len(abs) && abs[k%2].Colour.answers(p.action) {
				return k
			}
		}
	}
	return -1
}

// bonusScenario writes the card chosen to plant, or the Refresh or
// Germinate under way.
func (d *data) bonusScenario(i int, seat *ScenarioSeat) {
	p := d.seat(i)
	switch p.sub {
	case subAt, subAtGerm:
		seat.Chosen = d.cards.name(p.chosen)
	case subRefresh:
		seat.Refreshing = new(int(p.discards))
	case subGermDiscard:
		seat.Germinating = "discard"
	case subGermName:
		seat.Germinating = "name"
	}
}

// MarshalScenario writes sc as YAML that LoadScenario reads back to the
// same scenario (its Cards aside: a card set is given in Go). Fields at
// their zero value are left out.
func MarshalScenario(sc Scenario) ([]byte, error) {
	return carddata.Encode(sc)
}

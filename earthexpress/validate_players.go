package earthexpress

import (
	"errors"
	"fmt"
)

// validPlayers checks each player's part.
func (d *data) validPlayers() error {
	phases := 0
	for i := range int(d.n) {
		if err := d.validPlayer(i); err != nil {
			return fmt.Errorf("%v: %w", Player(i), err)
		}
		phases |= 1 << d.seat(i).phase
	}
	together := []Phase{Choosing, Converting, Over}
	for _, ph := range together {
		if phases&(1<<ph) != 0 && phases != 1<<ph {
			return fmt.Errorf("players in phase %v with others elsewhere", ph)
		}
	}
	if phases&(1<<Over) != 0 && d.round != Rounds {
		return errors.New("the game ended before round 5")
	}
	return nil
}

func (d *data) validPlayer(i int) error {
	p := d.seat(i)
	planted := 0
	for k, c := range p.tab {
		if c == NoCard {
			if p.sprouts[k] != 0 || p.growth[k] != 0 || p.planted&(1<<k) != 0 {
				return fmt.Errorf("pieces or a planting on the empty space %s", spaceName(k))
			}
			continue
		}
		planted++
		info := d.cards.info(c)
		if int(p.sprouts[k]) > info.SproutCap || int(p.growth[k]) > info.GrowthCap {
			return fmt.Errorf("%s holds %d Sprouts and %d Growth, over its capacity", info.Name, p.sprouts[k], p.growth[k])
		}
	}
	plant := 2
	if d.round == Rounds {
		plant = 1
	}
	switch {
	case p.phase < Choosing || p.phase >= numPhases:
		return fmt.Errorf("phase %d", p.phase)
	case p.seeds < 0 || p.seeds > MaxSeeds:
		return fmt.Errorf("%d Seeds", p.seeds)
	case p.phase == Choosing && (d.round != 0 || planted > 0):
		return errors.New("choosing an Ecosystem after the setup")
	case p.phase != Choosing && d.round == 0:
		return errors.New("playing before round 1")
	case int(p.toPlant) > plant || p.phase != Planting && p.toPlant != 0:
		return fmt.Errorf("%d cards to plant in phase %v", p.toPlant, p.phase)
	case planted+int(p.toPlant) > min(2*int(d.round), Spaces):
		return fmt.Errorf("%d cards planted and %d to plant by round %d", planted, p.toPlant, d.round)
	case p.planted >= 1<<Spaces || p.cursor > 2*Spaces || p.discards > HandSize+2:
		return errors.New("a number out of range")
	case p.phase <= Acting && p.action != NoColour:
		return errors.New("an action chosen before step 2")
	case p.phase > Acting && p.phase < Converting && !d.onTile(p.action):
		return fmt.Errorf("action %v is not on the tile", p.action)
	case d.solo() && (p.nhand > 1 || p.nhand == 1 && p.sub != subPlant && p.sub != subAtGerm):
		return errors.New("a hand in a solo game")
	case p.claims[0] < -1 || p.claims[1] < -1 || p.claims[0] >= int8(d.faunaNext[0]) && p.claims[0] >= 0 || p.claims[1] >= int8(d.faunaNext[1]) && p.claims[1] >= 0:
		return fmt.Errorf("claims %v beyond the spaces filled %v", p.claims, d.faunaNext)
	}
	if err := d.validSub(i); err != nil {
		return err
	}
	if err := d.validBlacks(i); err != nil {
		return err
	}
	return d.validAct(i)
}

// onTile reports whether c is a colour of the revealed tile.
func (d *data) onTile(c Colour) bool {
	t := d.cards.ActionTiles[d.tile]
	return c != NoColour && (t[0] == c || t[1] == c)
}

// validSub checks a bonus action under way.
func (d *data) validSub(i int) error {
	p := d.seat(i)
	if p.sub != subConvert && (p.chosen != NoCard && p.sub != subAt && p.sub != subAtGerm || p.convRes != 0 || p.convLeft != 0) {
		return errors.New("a card chosen or a conversion outside its step")
	}
	if p.sub == subNone {
		if p.discards != 0 {
			return errors.New("discards outside a Refresh")
		}
		if p.phase == Planting && p.blacks == 0 && !p.act.on && (p.toPlant == 0 || !d.canPlant(i)) {
			return errors.New("in the planting step with nothing left to plant")
		}
		return nil
	}
	if p.sub == subConvert {
		return d.validConversion(i)
	}
	if p.phase != Planting || p.sub > subConvert || p.sub == subAbility || p.act.on {
		return fmt.Errorf("bonus action %d in phase %v", p.sub, p.phase)
	}
	switch p.sub {
	case subRefresh:
		if !p.refreshed || (!d.solo() && p.nhand == 0) || d.solo() && d.demCards() == 0 {
			return errors.New("a Refresh with nothing to discard")
		}
	case subGermDiscard:
		if d.solo() || p.nhand == 0 {
			return errors.New("a Germinate with nothing to discard")
		}
		if d.nameable(i) == 0 {
			return errors.New("a Germinate with nothing to name")
		}
	case subGermName:
		if d.nameable(i) == 0 {
			return errors.New("a Germinate with nothing to name")
		}
		if !d.solo() && p.nhand >= HandSize {
			return errors.New("a Germinate naming with a full hand: its discard is missing")
		}
	case subPlant, subAtGerm:
		if !d.solo() || p.nhand != 1 || p.toPlant == 0 || p.sub == subAtGerm && p.chosen != p.hand[0] {
			return errors.New("a germinated card to plant outside a solo game, or with nothing to plant")
		}
	case subAt:
		if p.toPlant == 0 || !d.canPlant(i) || !d.holds(i, p.chosen) {
			return errors.New("a card chosen to plant that is not there")
		}
	}
	if p.sub != subRefresh && p.discards != 0 {
		return errors.New("discards outside a Refresh")
	}
	return nil
}

// validBlacks checks the BLACK abilities waiting to resolve.
func (d *data) validBlacks(i int) error {
	p := d.seat(i)
	for _, q := range []uint32{p.blacks, p.deferred} {
		if q != 0 && p.phase != Planting && !(p.phase <= Waiting && q == p.deferred) {
			return errors.New("BLACK abilities waiting outside step 1")
		}
		for k := range 2 * Spaces {
			if q&(1<<k) == 0 {
				continue
			}
			c := p.tab[k/2]
			if c == NoCard || k%2 >= len(d.cards.info(c).Abilities) || d.cards.info(c).Abilities[k%2].Colour != Black {
				return errors.New("a waiting BLACK ability that is not there")
			}
		}
		if q >= 1<<(2*Spaces) {
			return errors.New("a waiting BLACK ability off the tableau")
		}
	}
	if p.blacks&p.deferred != 0 {
		return errors.New("a BLACK ability both waiting and deferred")
	}
	return nil
}

// holds reports whether player i may plant c: it is in their hand (solo:
// in Demeter's tableau).
func (d *data) holds(i int, c Card) bool {
	if c == NoCard {
		return false
	}
	from := d.seat(i).hand[:d.seat(i).nhand]
	if d.solo() {
		from = d.demTab[:]
	}
	for _, h := range from {
		if h == c {
			return true
		}
	}
	return false
}

// validConversion checks an anytime conversion being paid.
func (d *data) validConversion(i int) error {
	p := d.seat(i)
	total := 0
	for k := range Spaces {
		if p.convRes == Sprout || p.convRes == Growth {
			total += d.count(i, k, p.convRes)
		}
	}
	switch {
	case p.convRes != Sprout && p.convRes != Growth, p.convLeft < 1 || p.convLeft > 2, total < int(p.convLeft):
		return errors.New("a conversion that cannot be paid")
	case !d.conversionTime(i):
		return fmt.Errorf("a conversion in phase %v, or during an ability", p.phase)
	case p.chosen != NoCard:
		return errors.New("a conversion while a card is planted")
	}
	return nil
}
